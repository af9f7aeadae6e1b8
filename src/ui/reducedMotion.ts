/**
 * The system's reduced-motion wish (`prefers-reduced-motion: reduce`), read live: the table's own
 * animations (the reveal's poses, the chips) follow it without an animation library on the first load.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True when the system asks for reduced motion (false where it cannot tell). */
export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

/** `prefersReducedMotion()` as a hook: re-renders when the system setting changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
