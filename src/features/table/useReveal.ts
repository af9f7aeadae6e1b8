/**
 * Reveals the last round card by card (P, B, P, B, then third cards) and tells the store when
 * every card is shown. Timing only: the round was settled by the store before this starts.
 */
import { useEffect, useState } from 'react';
import type { Phase } from '../../store/types.ts';

/** Milliseconds between cards at normal speed; "fast" halves it (a round takes about 2–3 s). */
const CARD_INTERVAL_MS = 480;
/** A card's flight and flip take this many card intervals (see Hand). */
const FLIGHT_FACTOR = 1.2;
/** Extra pause before a third card, so the drawing decision can be followed. */
const THIRD_CARD_PAUSE_MS = 260;

/** Seconds a card's flight and flip take at this speed (Hand animates with it). */
export function cardFlightSeconds(fast: boolean): number {
  return ((fast ? CARD_INTERVAL_MS / 2 : CARD_INTERVAL_MS) / 1000) * FLIGHT_FACTOR;
}

/**
 * The number of cards of round `roundId` to show. While the phase is `revealing` it counts up
 * from 0 to `cardCount`, then calls `onDone`; in any other phase every card is shown.
 */
export function useReveal(phase: Phase, roundId: number, cardCount: number, fast: boolean, onDone: () => void): number {
  const [progress, setProgress] = useState({ roundId: -1, shown: 0 });
  useEffect(() => {
    if (phase !== 'revealing') return;
    const interval = fast ? CARD_INTERVAL_MS / 2 : CARD_INTERVAL_MS;
    let shown = 0;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      shown++;
      setProgress({ roundId, shown });
      if (shown < cardCount) {
        timer = setTimeout(step, interval + (shown >= 4 ? (fast ? THIRD_CARD_PAUSE_MS / 2 : THIRD_CARD_PAUSE_MS) : 0));
      } else {
        // Settled only once the last card has landed and turned face up (its flight is FLIGHT_FACTOR × interval).
        timer = setTimeout(onDone, cardFlightSeconds(fast) * 1000);
      }
    };
    timer = setTimeout(step, interval / 3);
    return () => clearTimeout(timer);
    // onDone is a stable store action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, roundId, cardCount, fast]);
  if (phase !== 'revealing') return cardCount;
  return progress.roundId === roundId ? progress.shown : 0;
}
