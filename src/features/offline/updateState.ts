/**
 * Whether a new version of the app is installed and waiting (its service worker), and how to
 * load it. Set by register.ts, read by UpdatePrompt.
 */

/** A waiting version: `load()` activates it and reloads the page (once it controls the page). */
export interface WaitingUpdate {
  load(): void;
}

let waiting: WaitingUpdate | null = null;
const listeners = new Set<() => void>();

/** Announces a waiting version (the prompt shows). */
export function offerUpdate(update: WaitingUpdate) {
  waiting = update;
  for (const listener of listeners) listener();
}

/** The waiting version, or null (useSyncExternalStore's snapshot). */
export function waitingUpdate(): WaitingUpdate | null {
  return waiting;
}

/** Calls `listener` when a version starts waiting; returns the unsubscribe function. */
export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
