/**
 * CSS media queries read live in script: the reduced-motion wish (`prefers-reduced-motion: reduce`),
 * which the table's own animations (the reveal's poses, the chips) follow without an animation
 * library on the first load, and any other query a feature needs (a touch-only screen).
 */
import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** One live list per query: asked on every render (useSyncExternalStore) and by every chip stack's animation. */
const lists = new Map<string, MediaQueryList>();

function media(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/** Whether `query` matches now (false where the browser cannot tell, as in tests without matchMedia). */
export function matchesMedia(query: string): boolean {
  return media(query)?.matches ?? false;
}

/** `matchesMedia(query)` as a hook: re-renders when the answer changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matchesMedia(query),
    () => false,
  );
}

/** True when the system asks for reduced motion (false where it cannot tell). */
export function prefersReducedMotion(): boolean {
  return matchesMedia(REDUCED_MOTION);
}

/** `prefersReducedMotion()` as a hook: re-renders when the system setting changes. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION);
}
