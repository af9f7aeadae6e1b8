/**
 * Runs the reveal of the last round on the clock: the time since it began, as a clock the cards
 * take their animations' time from without a React render (revealClock.ts), and the table's state
 * at that time (re-rendered only when a card lands on the felt, waits for the player or turns face
 * up). Both come from the one schedule (revealSchedule.ts, or squeezeSchedule.ts when the player
 * squeezes); the store is told when it ends. Timing only: the round was settled by the store
 * before this starts.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Bets, Coup } from '../../../engine/index.ts';
import type { Phase } from '../../../store/types.ts';
import { useReducedMotion } from '../../../ui/mediaQuery.ts';
import { type RevealClock, revealClock } from './revealClock.ts';
import { type RevealSchedule, type RevealState, revealAt, revealMoments, revealPace, revealSchedule } from './revealSchedule.ts';
import type { PlayerTurn } from './squeezeSchedule.ts';

/** The squeeze's chunk: its schedule, its card and its controls (loaded when the squeeze is on). */
export type SqueezeKit = typeof import('./squeeze.tsx');

/** While the player squeezes: the squeeze's parts and the turning of cards by hand. */
export interface Squeezing {
  kit: SqueezeKit;
  /**
   * Turns the cards at these deal indices now (those of the squeezed hand not yet turned), or
   * `'all'` of them, those still to come included ("turn all"). `peeled`: the player peeled it
   * far enough to see its face.
   */
  turn(cards: readonly number[] | 'all', peeled?: boolean): void;
}

export interface Reveal {
  schedule: RevealSchedule;
  /** Ms since the reveal began; Infinity once it has ended (or for a round shown settled). */
  now: RevealClock;
  /** The state at `now`, as last rendered. */
  state: RevealState;
  /** Set while the player squeezes this round's reveal. */
  squeezing?: Squeezing;
}

/** Before the first round: no cards. */
const NO_COUP: Pick<Coup, 'player' | 'dealOrder'> = { player: [], dealOrder: [] };
/** No turns by hand (one array, so the schedule is not rebuilt on every render). */
const NO_TURNS: (PlayerTurn | undefined)[] = [];

let loaded: SqueezeKit | undefined;

/**
 * The squeeze's chunk, loaded as soon as the squeeze is chosen: the kit, `'loading'` while it is on
 * its way (a reveal waits for it, so GI pressed at once after a load still deals face down), or
 * undefined when the squeeze is off or the chunk could not be loaded for this round (that reveal is
 * a normal one; the next round tries again).
 */
function useSqueezeKit(wanted: boolean, roundId: number): SqueezeKit | 'loading' | undefined {
  const [kit, setKit] = useState(loaded);
  const [failedFor, setFailedFor] = useState(-1);
  useEffect(() => {
    if (!wanted || kit || failedFor === roundId) return;
    let live = true;
    import('./squeeze.tsx').then(
      (m) => setKit((loaded = m)),
      () => live && setFailedFor(roundId),
    );
    return () => {
      live = false;
    };
  }, [wanted, kit, failedFor, roundId]);
  return kit ?? (wanted && failedFor !== roundId ? 'loading' : undefined);
}

/**
 * The reveal of round `roundId` (`coup` dealt on `bets`; null before the first round). While the
 * phase is `revealing` the clock runs from 0 and `onDone` is called at the schedule's end; in any
 * other phase every card is shown face up. The speed and the squeeze are taken when the round's
 * reveal begins; with `squeeze` the hand the player bet on waits for the player's turns.
 */
export function useReveal(
  phase: Phase,
  roundId: number,
  coup: Coup | null,
  bets: Bets | null,
  options: { fast: boolean; squeeze: boolean },
  onDone: () => void,
): Reveal {
  const reducedMotion = useReducedMotion();
  const { fast, squeeze } = options;
  const kit = useSqueezeKit(squeeze, roundId);
  const revealing = phase === 'revealing' && coup !== null;
  // A squeezed round's reveal does not begin before the squeeze's chunk is in: its cards stay in the shoe.
  const held = revealing && squeeze && kit === 'loading';
  const running = revealing && !held;
  // The speed and the squeeze are taken as the round's reveal begins: a change mid-reveal applies
  // from the next one, so the cards already shown stay as they are. The player's turns are the round's.
  const [taken, setTaken] = useState<{ roundId: number; fast: boolean; reducedMotion: boolean; kit?: SqueezeKit; turns: (PlayerTurn | undefined)[] }>({ roundId: -1, fast, reducedMotion, turns: NO_TURNS });
  if (running && taken.roundId !== roundId) setTaken({ roundId, fast, reducedMotion, kit: squeeze && kit !== 'loading' ? kit : undefined, turns: NO_TURNS });
  const speed = running && taken.roundId === roundId ? taken : { fast, reducedMotion, turns: NO_TURNS, kit: undefined };
  // Keyed by the cards, not the coup object: a tab sync may hand over an equal round as a new object,
  // and that must not restart the clock.
  const cardKey = `${roundId}:${coup?.dealOrder.map((c) => c.id).join(',') ?? ''}`;
  const schedule = useMemo(
    () => {
      const base = revealSchedule(coup ?? NO_COUP, speed);
      return speed.kit && coup && bets ? speed.kit.squeezeSchedule(base, revealPace(speed), coup, speed.kit.squeezedSide(bets), speed.turns) : base;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cardKey, speed.fast, speed.reducedMotion, speed.kit, speed.turns],
  );
  const [now] = useState(() => revealClock(revealing ? 0 : Infinity));
  const [shown, setShown] = useState({ roundId: -1, t: 0 });
  // When this round's reveal began (performance.now()): a turn by hand changes the schedule, not the clock.
  const began = useRef({ roundId: -1, at: 0 });

  useEffect(() => {
    if (!running) {
      now.set(held ? 0 : Infinity);
      return;
    }
    if (began.current.roundId !== roundId) began.current = { roundId, at: performance.now() };
    const start = began.current.at;
    // The cards move by themselves on the clock (their animations, Hand.tsx); this wakes only at
    // the moments when what the table shows changes, by a timer (which also runs in a hidden tab).
    now.run(start);
    const moments = revealMoments(schedule);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reached = -1;
    let done = false;
    const tick = () => {
      const t = performance.now() - start;
      let i = reached;
      while (i + 1 < moments.length && t >= moments[i + 1]!) i++;
      if (i !== reached) {
        reached = i;
        setShown({ roundId, t: moments[i]! });
        now.tick();
      }
      if (t >= schedule.endAt) {
        if (!done) {
          done = true;
          onDone();
        }
        return;
      }
      // Whole ms and at least one: a timer a float's rounding early must not wake again at the same
      // instant (a test's fake clock would spin there for ever).
      if (i + 1 < moments.length) timer = setTimeout(tick, Math.max(1, Math.ceil(moments[i + 1]! - t)));
    };
    tick();
    return () => clearTimeout(timer);
    // onDone is a stable store action; `now` is this component's own clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, held, roundId, schedule]);

  const t = held ? 0 : !running ? Infinity : shown.roundId === roundId ? shown.t : 0;
  const state = revealAt(schedule, t);
  const squeezeKit = speed.kit;
  return {
    schedule,
    now,
    state,
    squeezing:
      squeezeKit && !state.ended
        ? {
            kit: squeezeKit,
            turn: (cards, peeled = false) =>
              setTaken((was) => ({ ...was, turns: squeezeKit.turned(schedule, was.turns, cards, performance.now() - began.current.at, peeled) })),
          }
        : undefined,
  };
}
