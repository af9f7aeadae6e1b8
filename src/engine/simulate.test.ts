import { describe, expect, it } from 'vitest';
import { countsForDecks, analyzeShoe } from './odds.ts';
import { BET_KEYS, offersBet, settleBet, settleSpot } from './payouts.ts';
import { type DeckCount, type ReshufflePolicy, DECK_COUNTS, RESHUFFLE_POLICIES, createShoe, dealRound, rngSpecForSeed } from './shoe.ts';
import {
  type SimulationCounts,
  type SimulationOptions,
  SIMULATED_EVENTS,
  compareWithExact,
  simulate,
} from './simulate.ts';

/** The same tallies, made by the table's own path: createShoe + dealRound, one Coup object per round. */
function tableTally(decks: DeckCount, policy: ReshufflePolicy, seed: string, rounds: number): SimulationCounts {
  let shoe = createShoe(decks, policy, rngSpecForSeed(seed));
  const counts = { banker: 0, player: 0, tie: 0, playerPair: 0, bankerPair: 0, natural: 0 };
  const distribution = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
  let cardsDealt = 0;
  let shoes = 0;
  const bets: SimulationCounts['bets'] = {};
  for (const key of BET_KEYS.filter((k) => offersBet('standard', k))) bets[key] = { net: 0, netSquared: 0 };
  for (let r = 0; r < rounds; r++) {
    shoes = shoe.shoeNumber;
    const { coup, shoe: after } = dealRound(shoe);
    counts[coup.winner]++;
    if (coup.playerPair) counts.playerPair++;
    if (coup.bankerPair) counts.bankerPair++;
    if (coup.natural) counts.natural++;
    distribution[coup.playerTotal]![coup.bankerTotal]!++;
    cardsDealt += coup.dealOrder.length;
    // The table's own settlement of 20 kr on every bet of a standard table, in kroner.
    for (const key of BET_KEYS.filter((k) => offersBet('standard', k))) {
      const x = settleBet(key, 2_000, coup, 'standard').net / 100;
      bets[key]!.net += x;
      bets[key]!.netSquared += x * x;
    }
    shoe = after;
  }
  return { rounds, shoes, cardsDealt, counts, distribution, bets };
}

describe('simulate deals what the table deals', () => {
  const combos = DECK_COUNTS.flatMap((decks) => RESHUFFLE_POLICIES.map((policy) => ({ decks, policy })));
  it.each(combos)('$decks decks, $policy: same rounds as createShoe + dealRound for the same seed', ({ decks, policy }) => {
    // Enough cut-card rounds for several shoes; every-round shuffles per round, so fewer.
    const rounds = policy === 'cut-card' ? 4000 : 400;
    for (const seed of ['table', 'another seed']) {
      expect(simulate({ rounds, decks, policy, seed })).toEqual(tableTally(decks, policy, seed, rounds));
    }
  });
});

describe('simulate: determinism and checks', () => {
  const base: SimulationOptions = { rounds: 20_000, decks: 6, policy: 'cut-card', seed: 'repeat' };

  it('the same seed gives the same counts; another seed other counts', () => {
    expect(simulate(base)).toEqual(simulate({ ...base }));
    expect(simulate({ ...base, seed: 'other' }).counts).not.toEqual(simulate(base).counts);
  });

  it('counts add up: one outcome per round, at most one pair per hand, 4–6 cards a round', () => {
    const s = simulate(base);
    expect(s.counts.banker + s.counts.player + s.counts.tie).toBe(s.rounds);
    expect(s.distribution.flat().reduce((a, b) => a + b, 0)).toBe(s.rounds);
    for (const e of SIMULATED_EVENTS) expect(s.counts[e]).toBeLessThanOrEqual(s.rounds);
    expect(s.cardsDealt).toBeGreaterThanOrEqual(4 * s.rounds);
    expect(s.cardsDealt).toBeLessThanOrEqual(6 * s.rounds);
    // A 6-deck shoe's rounds start between card 2 (after the least burn) and card 298 (the cut card
    // lies at least 14 from the back), at least 4 cards apart: at most 75 rounds a shoe.
    expect(s.shoes).toBeGreaterThanOrEqual(Math.ceil(s.rounds / 75));
  });

  it('every-round shuffles once per round', () => {
    expect(simulate({ ...base, rounds: 50, policy: 'every-round' }).shoes).toBe(50);
  });

  it.each<[string, Partial<SimulationOptions>]>([
    ['zero rounds', { rounds: 0 }],
    ['fractional rounds', { rounds: 1.5 }],
    ['NaN rounds', { rounds: Number.NaN }],
    ['too many rounds', { rounds: 1e13 }],
    ['2 decks', { decks: 2 as DeckCount }],
    ['an unknown policy', { policy: 'never' as ReshufflePolicy }],
    ['an empty seed', { seed: '' }],
    ['a seed over 64 characters', { seed: 'x'.repeat(65) }],
  ])('rejects %s with a one-line RangeError', (_, patch) => {
    expect(() => simulate({ ...base, ...patch })).toThrow(RangeError);
    try {
      simulate({ ...base, ...patch });
    } catch (e) {
      expect((e as Error).message).not.toContain('\n');
    }
  });
});

describe('simulate agrees with the exact odds', () => {
  // Under every-round each round is dealt from a full shoe, so analyzeShoe of the full shoe is the
  // exact expectation and each |z| stays below 4 (the seeds are fixed, so this is repeatable).
  it.each<[DeckCount, number]>([
    [1, 2_000_000],
    [6, 100_000],
  ])('%i deck(s), every-round, %i rounds: every frequency and house edge within 4 standard errors', (decks, rounds) => {
    const sim = simulate({ rounds, decks, policy: 'every-round', seed: `agree-${decks}` });
    const exact = analyzeShoe(countsForDecks(decks));
    const cmp = compareWithExact(sim, exact);
    for (const e of SIMULATED_EVENTS) {
      const f = cmp.frequency[e];
      expect(f.observed).toBe(sim.counts[e] / rounds);
      expect(f.standardError).toBeCloseTo(Math.sqrt((f.exactFullShoe * (1 - f.exactFullShoe)) / rounds), 15);
      expect(Math.abs(f.observed - f.exactFullShoe)).toBeLessThan(4 * f.standardError);
    }
    for (const bet of ['banker', 'player', 'tie'] as const) {
      const h = cmp.houseEdge[bet];
      expect(h.exactFullShoe).toBe(exact.houseEdge[bet]);
      expect(Math.abs(h.observed - h.exactFullShoe)).toBeLessThan(4 * h.standardError);
    }
    expect(cmp.maxAbsZ).toBeLessThan(4);
    // The 10 × 10 final totals, pooled by Player total, within 4 standard errors too.
    for (let p = 0; p < 10; p++) {
      const q = exact.distributionProbability[p]!.reduce((a, b) => a + b, 0);
      const observed = sim.distribution[p]!.reduce((a, b) => a + b, 0) / rounds;
      expect(Math.abs(observed - q)).toBeLessThan(4 * Math.sqrt((q * (1 - q)) / rounds));
    }
  }, 60_000);

  it('8 decks, cut-card: within 4 standard errors (the cut-card effect is far smaller at this size)', () => {
    const rounds = 1_000_000;
    const cmp = compareWithExact(simulate({ rounds, decks: 8, policy: 'cut-card', seed: 'agree-cut' }), analyzeShoe(countsForDecks(8)));
    expect(cmp.maxAbsZ).toBeLessThan(4);
  }, 60_000);

  it('observed house edges are the mean loss of settled bets (settleSpot), per unit staked', () => {
    const sim = simulate({ rounds: 30_000, decks: 8, policy: 'cut-card', seed: 'edges' });
    const cmp = compareWithExact(sim, analyzeShoe(countsForDecks(8)));
    const stake = 10_000; // øre; large enough that the commission has no rounding
    for (const bet of ['banker', 'player', 'tie'] as const) {
      let net = 0;
      for (const w of ['banker', 'player', 'tie'] as const) net += sim.counts[w] * settleSpot(bet, stake, w).net;
      expect(cmp.houseEdge[bet].observed).toBeCloseTo(-net / (stake * sim.rounds), 12);
    }
  });
});
