/**
 * The reveal's one timeline: cards in deal order, each face up only after it has flown and half
 * turned; totals over face-up cards only; explain steps never before the cards they speak of;
 * the result after the last card. Table-driven cases, then properties over every coup and speed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Coup, NO_BETS, RANKS, factsForWinner, pointValue, settleBets } from '../../../engine/index.ts';
import { coupOfRanks as coupOf } from '../../../engine/coups.test-util.ts';
// The explain steps' own module, not learn's index: re-exported there they would join the first load.
import { explainSteps, visibleSteps } from '../../learn/explainSteps.ts';
import {
  CARD_INTERVAL_MS,
  type RevealSpeed,
  cardPose,
  revealAt,
  revealMoments,
  revealSchedule,
} from './revealSchedule.ts';

const SPEEDS: RevealSpeed[] = [
  { fast: false, reducedMotion: false },
  { fast: true, reducedMotion: false },
  { fast: false, reducedMotion: true },
  { fast: true, reducedMotion: true },
];


/** The points of the cards face up at `t` (an independent statement: sum of values modulo 10). */
function expectedTotals(coup: Coup, faceUpAt: number[], t: number) {
  const sum = (cards: Coup['player']) => {
    const up = cards.filter((c) => t >= faceUpAt[coup.dealOrder.indexOf(c)]!);
    return up.length === 0 ? null : up.reduce((a, c) => a + pointValue(c.rank), 0) % 10;
  };
  return { player: sum(coup.player), banker: sum(coup.banker) };
}

/** The deal-order places of the cards an explain step speaks of (read from the coup, not the step). */
function describedCards(coup: Coup, id: string): number[] {
  const all = coup.dealOrder.map((_, i) => i);
  const initial = [0, 1, 2, 3];
  const playerThird = coup.player.length === 3 ? [4] : [];
  switch (id) {
    case 'initial':
    case 'natural':
      return initial;
    case 'player':
      return [...initial, ...playerThird];
    case 'banker':
      // Banker's step names Player's third card, and the card Banker drew (the last one), if any.
      return coup.banker.length === 3 ? all : [...initial, ...playerThird];
    default:
      return all; // the comparison and the payouts
  }
}

describe('reveal schedule', () => {
  // Player 2 + K = 2 draws a 6; Banker 5 + Q = 5 draws an A (six cards). And a natural (four).
  const six = coupOf(['2', '5', 'K', 'Q', '6', 'A']);
  const four = coupOf(['9', '8', 'K', 'K']);

  it.each([
    // speed, cards, first card leaves, its face shows, last card leaves, the reveal ends (ms)
    ['normal', four, { fast: false, reducedMotion: false }, 160, 592, 1600, 2147.2],
    ['fast', four, { fast: true, reducedMotion: false }, 80, 296, 800, 1073.6],
    ['normal', six, { fast: false, reducedMotion: false }, 160, 592, 3080, 3627.2],
    ['fast', six, { fast: true, reducedMotion: false }, 80, 296, 1540, 1813.6],
    ['reduced motion (same pace)', six, { fast: false, reducedMotion: true }, 160, 592, 3080, 3627.2],
  ])('%s, %#: cards leave one interval apart, a third card after a pause', (_, coup, speed, first, firstUp, lastFly, end) => {
    const s = revealSchedule(coup, speed);
    expect(s.cards).toHaveLength(coup.dealOrder.length);
    expect(s.cards[0]!.flyAt).toBeCloseTo(first);
    expect(s.cards[0]!.faceUpAt).toBeCloseTo(firstUp);
    expect(s.cards.at(-1)!.flyAt).toBeCloseTo(lastFly);
    expect(s.endAt).toBeCloseTo(end);
    expect(s.cards.map((c) => c.side)).toEqual(
      coup.dealOrder.map((c) => (coup.player.includes(c) ? 'player' : 'banker')),
    );
    expect(s.cards.slice(0, 4).map((c) => c.side)).toEqual(['player', 'banker', 'player', 'banker']);
  });

  it('shows a card face down first, then face up, and totals only what is face up', () => {
    const s = revealSchedule(six, SPEEDS[0]!);
    const [p1, b1] = s.cards;
    expect(revealAt(s, 0)).toEqual({ dealt: 0, faceUp: 0, totals: { player: null, banker: null }, ended: false, faces: ['down', 'down', 'down', 'down', 'down', 'down'] });
    // Player's first card (a 2) has left the shoe but is face down: nothing is known of it yet.
    expect(revealAt(s, p1!.faceUpAt - 1)).toEqual({ dealt: 1, faceUp: 0, totals: { player: null, banker: null }, ended: false, faces: ['down', 'down', 'down', 'down', 'down', 'down'] });
    expect(revealAt(s, p1!.faceUpAt)).toMatchObject({ faceUp: 1, totals: { player: 2, banker: null } });
    // Banker's first card (a 5) on the felt, face down: Banker's total still waits for it.
    expect(revealAt(s, b1!.faceUpAt - 1)).toMatchObject({ dealt: 2, faceUp: 1, totals: { player: 2, banker: null } });
    expect(revealAt(s, b1!.faceUpAt)).toMatchObject({ faceUp: 2, totals: { player: 2, banker: 5 } });
    expect(revealAt(s, s.endAt - 1).ended).toBe(false);
    expect(revealAt(s, s.endAt)).toEqual({ dealt: 6, faceUp: 6, totals: { player: 8, banker: 6 }, ended: true, faces: Array(6).fill('up') });
    expect(revealAt(s, Infinity)).toEqual(revealAt(s, s.endAt));
  });

  it('poses a card: at the shoe, in flight, landed face down, edge-on as its face shows, face up', () => {
    const s = revealSchedule(six, SPEEDS[0]!);
    const c = s.cards[2]!;
    expect(cardPose(s, 2, c.flyAt)).toEqual({ travel: 0, turn: 0 });
    const mid = cardPose(s, 2, (c.flyAt + c.landAt) / 2);
    expect(mid.travel).toBeGreaterThan(0.5); // eased: fast out of the shoe, slow into place
    expect(mid.turn).toBe(0);
    expect(cardPose(s, 2, c.turnAt)).toEqual({ travel: expect.closeTo(0.99, 1), turn: 0 });
    expect(cardPose(s, 2, c.faceUpAt).turn).toBeCloseTo(0.5);
    expect(cardPose(s, 2, c.restAt)).toEqual({ travel: 1, turn: 1 });
    expect(cardPose(s, 2, Infinity)).toEqual({ travel: 1, turn: 1 });
  });

  it('with reduced motion a card is in its place at once and turns at once, on the same beat', () => {
    const s = revealSchedule(six, SPEEDS[2]!);
    const c = s.cards[0]!;
    expect(cardPose(s, 0, c.flyAt - 1)).toEqual({ travel: 0, turn: 0 });
    expect(cardPose(s, 0, c.flyAt)).toEqual({ travel: 1, turn: 0 });
    expect(cardPose(s, 0, c.faceUpAt - 1)).toEqual({ travel: 1, turn: 0 });
    expect(cardPose(s, 0, c.faceUpAt)).toEqual({ travel: 1, turn: 1 });
  });

  it('an explain step shows with the last card it needs, and the outcome at the end', () => {
    const s = revealSchedule(six, SPEEDS[0]!);
    const steps = explainSteps(six, settleBets({ ...NO_BETS, banker: 10_000 }, factsForWinner(six.winner)));
    const shown = (t: number) => {
      const state = revealAt(s, t);
      return visibleSteps(steps, !state.ended, state.faceUp).map((x) => x.id);
    };
    const up = s.cards.map((c) => c.faceUpAt);
    expect(shown(up[3]! - 1)).toEqual([]);
    expect(shown(up[3]!)).toEqual(['initial']);
    expect(shown(up[4]! - 1)).toEqual(['initial']);
    expect(shown(up[4]!)).toEqual(['initial', 'player']);
    expect(shown(up[5]!)).toEqual(['initial', 'player', 'banker']);
    expect(shown(s.endAt - 1)).toEqual(['initial', 'player', 'banker']);
    expect(shown(s.endAt)).toEqual(['initial', 'player', 'banker', 'result', 'pay-banker']);
  });
});

/** Any coup: six random ranks in deal order (the coup uses 4 to 6 of them). */
const anyCoup = fc.array(fc.constantFrom(...RANKS), { minLength: 6, maxLength: 6 }).map(coupOf);
const anySpeed = fc.constantFrom(...SPEEDS);

describe('reveal schedule, for every coup and speed', () => {
  it('turns the cards in deal order, each after it left the shoe, and ends after the last', () => {
    fc.assert(
      fc.property(anyCoup, anySpeed, (coup, speed) => {
        const s = revealSchedule(coup, speed);
        s.cards.forEach((c, i) => {
          expect(c.flyAt < c.landAt && c.turnAt < c.faceUpAt && c.faceUpAt < c.restAt).toBe(true);
          expect(c.landAt).toBeLessThanOrEqual(c.restAt);
          if (i > 0) {
            expect(c.flyAt).toBeGreaterThan(s.cards[i - 1]!.flyAt);
            expect(c.faceUpAt).toBeGreaterThan(s.cards[i - 1]!.faceUpAt);
          }
        });
        expect(s.endAt).toBeGreaterThanOrEqual(Math.max(...s.cards.map((c) => c.restAt)));
        // A round takes at most about 4 s (the browser tests' waitSettled allows 10).
        expect(s.endAt).toBeLessThan(8 * CARD_INTERVAL_MS);
      }),
    );
  });

  it('at every instant, each total is the sum of that hand\'s face-up cards, and face-up cards are a prefix of those dealt', () => {
    fc.assert(
      fc.property(anyCoup, anySpeed, fc.double({ min: -100, max: 5000, noNaN: true }), (coup, speed, t) => {
        const s = revealSchedule(coup, speed);
        const state = revealAt(s, t);
        const faceUpAt = s.cards.map((c) => c.faceUpAt);
        expect(state.totals).toEqual(expectedTotals(coup, faceUpAt, t));
        expect(state.faceUp).toBe(faceUpAt.filter((x) => t >= x).length);
        expect(state.faces).toEqual(faceUpAt.map((x) => (t >= x ? 'up' : 'down')));
        expect(state.faceUp).toBeLessThanOrEqual(state.dealt);
        expect(state.ended).toBe(t >= s.endAt);
        // The pose agrees: a card face up is at least half turned, one face down less than half.
        s.cards.forEach((_, i) => {
          const { turn } = cardPose(s, i, t);
          if (i < state.faceUp) expect(turn).toBeGreaterThanOrEqual(0.5 - 1e-9);
          else expect(turn).toBeLessThan(0.5 + 1e-9);
        });
      }),
    );
  });

  it('never shows an explain step before every card it describes is face up; the outcome only after the last card', () => {
    fc.assert(
      fc.property(anyCoup, anySpeed, fc.double({ min: 0, max: 5000, noNaN: true }), (coup, speed, t) => {
        const s = revealSchedule(coup, speed);
        const steps = explainSteps(coup, settleBets({ player: 1_000, banker: 2_000, tie: 500 }, factsForWinner(coup.winner)));
        const lastUp = s.cards.at(-1)!.faceUpAt;
        // What the explain panel shows at t: its own rule (explainSteps' visibleSteps) over the reveal's state.
        const state = revealAt(s, t);
        const shown = new Set(visibleSteps(steps, !state.ended, state.faceUp).map((x) => x.id));
        for (const step of steps) {
          const due = step.settled ? s.endAt : Math.max(...describedCards(coup, step.id).map((i) => s.cards[i]!.faceUpAt));
          if (shown.has(step.id)) {
            for (const i of describedCards(coup, step.id)) expect(t, `${step.id} before card ${i} is face up`).toBeGreaterThanOrEqual(s.cards[i]!.faceUpAt);
            if (step.settled) expect(t).toBeGreaterThanOrEqual(lastUp);
          }
          // And it is not held back: shown from the moment its last card is face up (the outcome: the end).
          expect(shown.has(step.id), `${step.id} at ${t}, due ${due}`).toBe(t >= due);
        }
      }),
    );
  });

  it('changes state only at its moments', () => {
    fc.assert(
      fc.property(anyCoup, anySpeed, (coup, speed) => {
        const s = revealSchedule(coup, speed);
        const moments = revealMoments(s);
        expect(moments.at(-1)).toBe(s.endAt);
        const points = [-1, ...moments];
        points.forEach((m, i) => {
          const next = points[i + 1] ?? m + 1000;
          // Just before the next moment the state is the one at this moment.
          expect(revealAt(s, (m + next) / 2)).toEqual(revealAt(s, m));
        });
      }),
    );
  });
});
