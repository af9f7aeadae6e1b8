/**
 * React 19's `useEffectEvent`, for React 18 (the app runs on React 18: its react-dom is 15 kB gzip
 * lighter, issue 12's first-load budget).
 */
import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that always calls the latest `handler` (the one of the last committed render), and
 * keeps one identity for the component's life, so an effect that calls it need not list it (and
 * what it reads) as dependencies. Like React's own, call it from effects and event listeners, not
 * while rendering. The latest handler is in place before any layout effect of the commit runs
 * (an insertion effect runs first), so a layout effect sees this render's handler.
 */
export function useEffectEvent<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
