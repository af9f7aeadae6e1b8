/**
 * Presses meant for the reveal must not start the next round. The primary control keeps its
 * place when GI becomes SATS IGJEN OG GI, so a player still tapping GI (or a spot) as the last
 * card turns would deal again or start a new bet without having seen the result. A burst of
 * presses begun during the reveal is therefore ignored until it pauses for PRESS_THROUGH_MS.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

/** A pause this long (ms) ends a burst of presses; taps in a burst come ~100–250 ms apart. */
export const PRESS_THROUGH_MS = 500;

/** The time (ms, same clock as `now`) of the burst's last press; -Infinity when there is none. */
export type BurstState = number;

/** A press (pointer down or a fresh key press) at `now`: during the reveal it starts or extends a burst. */
export function notePress(last: BurstState, now: number, revealing: boolean): BurstState {
  return revealing || now - last < PRESS_THROUGH_MS ? now : last;
}

/**
 * Whether an activation at `now` belongs to a burst begun during the reveal (then it is ignored
 * and extends the burst), and the burst state after it.
 */
export function swallowActivation(last: BurstState, now: number, revealing: boolean): { swallow: boolean; last: BurstState } {
  if (revealing || now - last < PRESS_THROUGH_MS) return { swallow: true, last: now };
  return { swallow: false, last };
}

/**
 * For the table: `onPress` goes on the spots' and controls' containers (pointer down and key
 * down, captured), `guard(fn)` wraps their actions so that presses begun in the reveal do nothing.
 */
export function usePressThroughGuard(revealing: boolean) {
  const revealingRef = useRef(revealing);
  const last = useRef<BurstState>(-Infinity);
  useLayoutEffect(() => {
    revealingRef.current = revealing;
  }, [revealing]);
  const onPress = useCallback((event: { type: string; repeat?: boolean; key?: string }) => {
    if (event.type === 'keydown' && (event.repeat || (event.key !== 'Enter' && event.key !== ' '))) return;
    last.current = notePress(last.current, performance.now(), revealingRef.current);
  }, []);
  const guard = useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        const next = swallowActivation(last.current, performance.now(), revealingRef.current);
        last.current = next.last;
        if (!next.swallow) action(...args);
      },
    [],
  );
  return { onPress, guard };
}
