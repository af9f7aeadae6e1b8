/**
 * The squeeze's timeline: the hand the player bet on waits face down for the player's turns, the
 * hands are shown in turn (Player's two, Banker's two, Player's third, Banker's third), a third card
 * leaves the shoe only after the cards before it lie face up, and the totals, explain steps and the
 * result follow the turns. The same cards, in the same hands, as without a squeeze.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Coup, NO_BETS, RANKS, factsForWinner, pointValue, settleBets } from '../../../engine/index.ts';
import { coupOfRanks as coupOf } from '../../../engine/coups.test-util.ts';
import { explainSteps, visibleSteps } from '../../learn/explainSteps.ts';
import { type RevealSpeed, cardPose, revealAt, revealMoments, revealPace, revealSchedule } from './revealSchedule.ts';
import { type PlayerTurn, squeezeSchedule as fromBase, squeezedSide } from './squeezeSchedule.ts';

/** The squeeze's timeline as the reveal builds it: on the normal one at the same speed. */
const squeezeSchedule = (coup: Coup, speed: RevealSpeed, side: 'player' | 'banker', turns: (PlayerTurn | undefined)[]) =>
  fromBase(revealSchedule(coup, speed), revealPace(speed), coup, side, turns);

const NORMAL: RevealSpeed = { fast: false, reducedMotion: false };
const SPEEDS: RevealSpeed[] = [NORMAL, { fast: true, reducedMotion: false }, { fast: false, reducedMotion: true }];
const button = (at: number): PlayerTurn => ({ at, peeled: false });

// Player 2 + K draws a 6; Banker 5 + Q draws an A: six cards, deal order P B P B P B.
const six = coupOf(['2', '5', 'K', 'Q', '6', 'A']);
// Naturals: Player 9 + K, Banker 8 + K.
const four = coupOf(['9', '8', 'K', 'K']);

describe('squeezedSide', () => {
  it.each([
    [{ ...NO_BETS, player: 10_000 }, 'player'],
    [{ ...NO_BETS, banker: 10_000 }, 'banker'],
    [{ player: 5_000, banker: 20_000, tie: 0 }, 'banker'],
    [{ player: 20_000, banker: 5_000, tie: 0 }, 'player'],
    [{ player: 10_000, banker: 10_000, tie: 0 }, 'player'],
    [{ ...NO_BETS, tie: 1_000 }, 'player'],
  ] as const)('%o squeezes %s', (bets, side) => {
    expect(squeezedSide(bets)).toBe(side);
  });
});

describe('squeeze schedule', () => {
  it('deals as usual, then waits for the player: nothing of the squeezed hand shows, nothing after it happens', () => {
    const base = revealSchedule(six, NORMAL);
    const s = squeezeSchedule(six, NORMAL, 'player', []);
    // The first four cards leave the shoe and land at their usual moments.
    for (const i of [0, 1, 2, 3]) {
      expect([s.cards[i]!.flyAt, s.cards[i]!.landAt]).toEqual([base.cards[i]!.flyAt, base.cards[i]!.landAt]);
    }
    expect(s.cards.map((c) => c.card)).toEqual(base.cards.map((c) => c.card));
    expect(s.cards.map((c) => c.side)).toEqual(base.cards.map((c) => c.side));
    expect(s.cards.map((c) => Boolean(c.byHand))).toEqual([true, false, true, false, true, false]);
    expect(s.cards.map((c) => c.faceUpAt)).toEqual(Array(6).fill(Infinity));
    expect(s.endAt).toBe(Infinity);
    // Each of Player's cards may be turned once it has landed.
    expect(s.cards[0]!.byHand!.readyAt).toBe(s.cards[0]!.landAt);
    expect(s.cards[2]!.byHand!.readyAt).toBe(s.cards[2]!.landAt);
    const later = revealAt(s, 60_000);
    expect(later).toEqual({
      dealt: 4,
      faceUp: 0,
      totals: { player: null, banker: null },
      ended: false,
      faces: ['ready', 'down', 'ready', 'down', 'down', 'down'],
    });
    expect(revealMoments(s).every(Number.isFinite)).toBe(true);
    // Landed, the cards waiting lie still, face down: the player's and the table's alike.
    for (const i of [0, 1, 2, 3]) expect(cardPose(s, i, 60_000)).toEqual({ travel: 1, turn: 0 });
  });

  it("turns Player's cards when the player does, then Banker's, then the third cards, each after the cards before it", () => {
    const { interval, pause } = revealPace(NORMAL);
    const one = squeezeSchedule(six, NORMAL, 'player', [button(5_000)]);
    const p1 = one.cards[0]!;
    expect(p1.turnAt).toBe(5_000);
    expect(p1.faceUpAt).toBeGreaterThan(5_000);
    expect(revealAt(one, p1.faceUpAt)).toMatchObject({ totals: { player: 2, banker: null }, faceUp: 1 });
    // Banker waits for Player's second card.
    expect(one.cards[1]!.faceUpAt).toBe(Infinity);

    const two = squeezeSchedule(six, NORMAL, 'player', [button(5_000), undefined, button(7_000)]);
    const [, b1, p2, b2, p3, b3] = two.cards;
    expect(p2!.turnAt).toBe(7_000);
    expect(b1!.turnAt).toBe(p2!.restAt);
    expect(b2!.turnAt).toBe(b1!.turnAt + interval / 2);
    expect(revealAt(two, b1!.faceUpAt)).toMatchObject({ totals: { player: 2, banker: 5 }, faceUp: 3 });
    // Player's third card leaves the shoe a pause after Banker's cards lie face up, and waits.
    expect(p3!.flyAt).toBe(b2!.restAt + pause);
    expect(p3!.byHand!.readyAt).toBe(p3!.landAt);
    expect(p3!.faceUpAt).toBe(Infinity);
    expect(b3!.flyAt).toBe(Infinity);
    expect(revealAt(two, 60_000)).toMatchObject({ dealt: 5, faceUp: 4, ended: false });

    const all = squeezeSchedule(six, NORMAL, 'player', [button(5_000), undefined, button(7_000), undefined, button(12_000)]);
    const last = all.cards[5]!;
    expect(last.flyAt).toBe(all.cards[4]!.restAt + pause);
    expect(all.endAt).toBe(last.restAt);
    expect(revealAt(all, all.endAt)).toMatchObject({ dealt: 6, faceUp: 6, totals: { player: 8, banker: 6 }, ended: true });
  });

  it('a peeled card is face up the moment the player lets it turn; a button gives it a whole turn', () => {
    const peeled = squeezeSchedule(four, NORMAL, 'player', [{ at: 3_000, peeled: true }]).cards[0]!;
    expect(peeled.faceUpAt).toBe(3_000);
    const pressed = squeezeSchedule(four, NORMAL, 'player', [button(3_000)]).cards[0]!;
    const base = revealSchedule(four, NORMAL).cards[0]!;
    expect(pressed.turnAt).toBe(3_000);
    expect(pressed.faceUpAt).toBeCloseTo(3_000 + base.faceUpAt - base.turnAt);
    expect(pressed.restAt).toBeCloseTo(3_000 + base.restAt - base.turnAt);
  });

  it('when Banker is squeezed, Player\'s cards turn at their usual moments and Banker\'s wait for them', () => {
    const base = revealSchedule(four, NORMAL);
    const s = squeezeSchedule(four, NORMAL, 'banker', []);
    for (const i of [0, 2]) expect(s.cards[i]).toEqual(base.cards[i]);
    const shown = Math.max(base.cards[0]!.restAt, base.cards[2]!.restAt);
    expect(s.cards[1]!.byHand!.readyAt).toBe(Math.max(shown, s.cards[1]!.landAt));
    expect(s.cards[3]!.byHand!.readyAt).toBe(Math.max(shown, s.cards[3]!.landAt));
    expect(s.cards[1]!.byHand!.readyAt).toBe(shown);
    expect(revealAt(s, 60_000)).toMatchObject({ totals: { player: 9, banker: null }, faces: ['up', 'ready', 'up', 'ready'], ended: false });
  });

  it('a turn asked for before the card may turn ("turn all") takes effect once it may', () => {
    const s = squeezeSchedule(six, NORMAL, 'player', Array(6).fill(button(0)));
    for (const c of s.cards.filter((x) => x.byHand)) expect(c.turnAt).toBe(c.byHand!.readyAt);
    expect(s.endAt).toBeLessThan(Infinity);
    expect(revealAt(s, s.endAt)).toMatchObject({ ended: true, totals: { player: 8, banker: 6 } });
  });
});

/** Any coup: six random ranks in deal order (the coup uses 4 to 6 of them). */
const anyCoup = fc.array(fc.constantFrom(...RANKS), { minLength: 6, maxLength: 6 }).map(coupOf);
/** Turns by hand: for each card, none, or a moment and how. */
const anyTurns = fc.array(fc.option(fc.record({ at: fc.double({ min: 0, max: 20_000, noNaN: true }), peeled: fc.boolean() }), { nil: undefined }), { minLength: 6, maxLength: 6 });

describe('squeeze schedule, for every coup, speed, hand and turns', () => {
  it('keeps the cards and their hands; totals, steps and the result wait for the cards they speak of', () => {
    fc.assert(
      fc.property(anyCoup, fc.constantFrom(...SPEEDS), fc.constantFrom('player', 'banker') as fc.Arbitrary<'player' | 'banker'>, anyTurns, fc.double({ min: 0, max: 40_000, noNaN: true }), (coup, speed, side, turns, t) => {
        const s = squeezeSchedule(coup, speed, side, turns);
        expect(s.cards.map((c) => c.card)).toEqual(coup.dealOrder);
        s.cards.forEach((c, i) => {
          expect(Boolean(c.byHand)).toBe(c.side === side);
          if (c.byHand) {
            expect(c.byHand.readyAt).toBeGreaterThanOrEqual(c.landAt);
            // Turned only by the player, and never before the player asked.
            if (!turns[i]) expect(c.faceUpAt).toBe(Infinity);
            else if (Number.isFinite(c.faceUpAt)) expect(c.faceUpAt).toBeGreaterThanOrEqual(Math.max(turns[i].at, c.byHand.readyAt));
          }
          if (Number.isFinite(c.flyAt)) expect(c.flyAt).toBeLessThan(c.landAt);
          if (Number.isFinite(c.turnAt)) expect(c.turnAt < c.faceUpAt && c.faceUpAt <= c.restAt).toBe(true);
          else expect(c.faceUpAt).toBe(Infinity);
          if (i > 0 && Number.isFinite(c.flyAt)) expect(c.flyAt).toBeGreaterThan(s.cards[i - 1]!.flyAt);
        });
        // A hand shown later never turns before the hands shown before it lie face up.
        const group = (i: number) => (i < 4 ? (s.cards[i]!.side === 'player' ? 0 : 1) : s.cards[i]!.side === 'player' && coup.player.length === 3 ? 2 : 3);
        s.cards.forEach((c, i) =>
          s.cards.forEach((d, j) => {
            if (group(j) < group(i)) expect(c.faceUpAt).toBeGreaterThanOrEqual(d.restAt);
            // A third card leaves the shoe only once the cards before it lie face up.
            if (i >= 4 && group(j) < group(i)) expect(c.flyAt).toBeGreaterThanOrEqual(d.restAt);
          }),
        );
        const state = revealAt(s, t);
        const up = s.cards.filter((c) => t >= c.faceUpAt);
        const sum = (which: 'player' | 'banker') => {
          const cards = up.filter((c) => c.side === which);
          return cards.length ? cards.reduce((a, c) => a + pointValue(c.card.rank), 0) % 10 : null;
        };
        expect(state.totals).toEqual({ player: sum('player'), banker: sum('banker') });
        const steps = explainSteps(coup, settleBets({ player: 1_000, banker: 2_000, tie: 500 }, factsForWinner(coup.winner)));
        for (const step of visibleSteps(steps, !state.ended, state.faceUp)) {
          const needs = step.settled ? s.cards : s.cards.slice(0, step.cards);
          for (const c of needs) expect(t, step.id).toBeGreaterThanOrEqual(c.faceUpAt);
        }
        expect(state.ended).toBe(s.cards.every((c) => t >= c.restAt));
      }),
    );
  });
});
