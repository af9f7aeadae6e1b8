/**
 * Runs the reveal of the last round on the clock: the time since it began, as a clock value that
 * moves every frame (the cards' poses read it without a React render, revealClock.ts), and the table's state at
 * that time (re-rendered only when a card lands on the felt or turns face up). Both come from the
 * one schedule (revealSchedule.ts); the store is told when it ends. Timing only: the round was
 * settled by the store before this starts.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Coup } from '../../engine/index.ts';
import type { Phase } from '../../store/types.ts';
import { useReducedMotion } from '../../ui/reducedMotion.ts';
import { type RevealClock, revealClock } from './revealClock.ts';
import { type RevealSchedule, type RevealState, revealAt, revealMoments, revealSchedule } from './revealSchedule.ts';

export interface Reveal {
  schedule: RevealSchedule;
  /** Ms since the reveal began; Infinity once it has ended (or for a round shown settled). */
  now: RevealClock;
  /** The state at `now`, as last rendered. */
  state: RevealState;
}

/** Before the first round: no cards. */
const NO_COUP: Pick<Coup, 'player' | 'dealOrder'> = { player: [], dealOrder: [] };

/**
 * The reveal of round `roundId` (`coup`; null before the first round). While the phase is
 * `revealing` the clock runs from 0 and `onDone` is called at the schedule's end; in any other
 * phase every card is shown face up. The speed is taken when the round's reveal begins.
 */
export function useReveal(phase: Phase, roundId: number, coup: Coup | null, fast: boolean, onDone: () => void): Reveal {
  const reducedMotion = useReducedMotion();
  const running = phase === 'revealing' && coup !== null;
  // The speed is taken as the round's reveal begins: a change mid-reveal applies from the next one,
  // so the cards already shown stay as they are.
  const [taken, setTaken] = useState({ roundId: -1, fast, reducedMotion });
  if (running && taken.roundId !== roundId) setTaken({ roundId, fast, reducedMotion });
  const speed = running && taken.roundId === roundId ? taken : { fast, reducedMotion };
  // Keyed by the cards, not the coup object: a tab sync may hand over an equal round as a new object,
  // and that must not restart the clock.
  const cardKey = `${roundId}:${coup?.dealOrder.map((c) => c.id).join(',') ?? ''}`;
  const schedule = useMemo(
    () => revealSchedule(coup ?? NO_COUP, speed),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cardKey, speed.fast, speed.reducedMotion],
  );
  const [now] = useState(() => revealClock(running ? 0 : Infinity));
  const [shown, setShown] = useState({ roundId: -1, t: 0 });

  useEffect(() => {
    if (!running) {
      now.set(Infinity);
      return;
    }
    const moments = revealMoments(schedule);
    const start = performance.now();
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reached = -1;
    let done = false;
    // One tick moves everything: the poses (every frame) and, when a moment is passed, the state.
    // Animation frames stop in a hidden tab, so a timer also wakes the clock at each next moment.
    const tick = () => {
      cancelAnimationFrame(frame);
      const t = performance.now() - start;
      now.set(t);
      let i = reached;
      while (i + 1 < moments.length && t >= moments[i + 1]!) i++;
      if (i !== reached) {
        reached = i;
        setShown({ roundId, t: moments[i]! });
        clearTimeout(timer);
        if (i + 1 < moments.length) timer = setTimeout(tick, moments[i + 1]! - t);
      }
      if (t >= schedule.endAt) {
        if (!done) {
          done = true;
          onDone();
        }
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    timer = setTimeout(tick, moments[0] ?? 0);
    tick();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // onDone is a stable store action; `now` is this component's own clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, roundId, schedule]);

  const t = !running ? Infinity : shown.roundId === roundId ? shown.t : 0;
  return { schedule, now, state: revealAt(schedule, t) };
}
