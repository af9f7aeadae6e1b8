/**
 * The reveal's clock: ms since the reveal began, read by the cards on the felt without a React
 * render. While the reveal runs it follows `performance.now()` by itself, so nothing has to set it
 * on every frame; the cards hand their motion to the browser's animations (Hand.tsx) and are told
 * when the clock is started, stopped or moved, and at every moment of the reveal, to line their
 * animations up with it again.
 */

/** Ms since the reveal began (Infinity once it has ended); listeners hear every change and every `tick`. */
export interface RevealClock {
  get(): number;
  /** Stands the clock still at `t` (Infinity: the reveal is over; or a test's frozen instant). */
  set(t: number): void;
  /** Runs the clock from `start` (a `performance.now()` time: the instant the reveal began). */
  run(start: number): void;
  /** Tells the listeners the time again (a moment of the reveal), so they line up with it. */
  tick(): void;
  /** Calls `listener` with the time at each change or tick; returns the function that stops it. */
  subscribe(listener: (t: number) => void): () => void;
}

/** A clock standing at `t` ms. */
export function revealClock(t: number): RevealClock {
  let still = t;
  let start: number | null = null;
  const listeners = new Set<(t: number) => void>();
  const get = () => (start === null ? still : performance.now() - start);
  const tell = () => {
    const now = get();
    for (const listener of listeners) listener(now);
  };
  return {
    get,
    set(next) {
      if (start === null && next === still) return;
      start = null;
      still = next;
      tell();
    },
    run(at) {
      if (start === at) return;
      start = at;
      tell();
    },
    tick: tell,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
