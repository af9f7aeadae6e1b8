/**
 * Presses meant for the reveal must not start the next round. The primary control keeps its
 * place when GI becomes SATS IGJEN OG GI, so a player still tapping GI (or a spot) as the last
 * card turns would deal again or start a new bet without having seen the result. A burst of
 * presses begun during the reveal is therefore ignored until it pauses for PRESS_THROUGH_MS.
 */
import { useLayoutEffect, useRef, useState } from 'react';

/** A pause this long (ms) ends a burst of presses; taps in a burst come ~100–250 ms apart. */
export const PRESS_THROUGH_MS = 500;

/** The time (ms, same clock as `now`) of the burst's last press; -Infinity when there is none. */
export type BurstState = number;

/**
 * A press (pointer down, a fresh key press) or an activation at `now`: it belongs to a burst begun
 * during the reveal when it comes in the reveal or less than a pause after the burst's last press;
 * then it extends the burst (and an activation is ignored).
 */
export function burstStep(last: BurstState, now: number, revealing: boolean): { inBurst: boolean; last: BurstState } {
  const inBurst = revealing || now - last < PRESS_THROUGH_MS;
  return { inBurst, last: inBurst ? now : last };
}

/**
 * For the table: `onPress` goes on the chips', spots' and controls' containers (pointer down and key
 * down, captured), `guard(fn)` wraps their actions so that presses begun in the reveal do nothing.
 */
export function usePressThroughGuard(revealing: boolean) {
  const last = useRef<BurstState>(-Infinity);
  // Read at the press, not at render: the handlers stay the same functions across renders, so the
  // memoised spots and controls do not re-render when only the phase moved (issue 12).
  const revealingNow = useRef(revealing);
  useLayoutEffect(() => {
    revealingNow.current = revealing;
  }, [revealing]);
  return useState(() => {
    const step = () => {
      const next = burstStep(last.current, performance.now(), revealingNow.current);
      last.current = next.last;
      return next.inBurst;
    };
    const onPress = (event: { type: string; repeat?: boolean; key?: string }) => {
      if (event.type === 'keydown' && (event.repeat || (event.key !== 'Enter' && event.key !== ' '))) return;
      step();
    };
    // One guarded function per action, so `guard(action)` is the same function on every render.
    const guarded = new WeakMap<object, unknown>();
    const guard = <A extends unknown[]>(action: (...args: A) => void): ((...args: A) => void) => {
      let g = guarded.get(action) as ((...args: A) => void) | undefined;
      if (!g) {
        g = (...args: A) => {
          if (!step()) action(...args);
        };
        guarded.set(action, g);
      }
      return g;
    };
    return { onPress, guard };
  })[0];
}
