/**
 * The reveal's clock as a value that moves every frame: the cards on the felt read it and pose
 * themselves by writing their own styles, so a frame of the reveal costs no React render.
 */

/** Ms since the reveal began (Infinity once it has ended); listeners run on every `set`. */
export interface RevealClock {
  get(): number;
  set(t: number): void;
  /** Calls `listener` with each new time; returns the function that stops it. */
  subscribe(listener: (t: number) => void): () => void;
}

/** A clock at `t` ms. */
export function revealClock(t: number): RevealClock {
  let now = t;
  const listeners = new Set<(t: number) => void>();
  return {
    get: () => now,
    set(next) {
      if (next === now) return;
      now = next;
      for (const listener of listeners) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
