import { describe, expect, it } from 'vitest';
import {
  type Bets,
  type Spot,
  NO_BETS,
  PAYOUT_RATIOS,
  SPOTS,
  bankerCommission,
  factsForWinner,
  netRatio,
  settleBets,
  settleSpot,
  totalStake,
} from './payouts.ts';
import type { Outcome } from './rules.ts';

// src/engine/RULES.md § Payouts and commission, per 1 000 øre staked: [spot, winner, outcome, gross, commission, returned].
const TABLE: [Spot, Outcome, string, number, number, number][] = [
  ['player', 'player', 'win', 1_000, 0, 2_000], // 1:1
  ['player', 'banker', 'lose', 0, 0, 0],
  ['player', 'tie', 'push', 0, 0, 1_000], // stake returned
  ['banker', 'banker', 'win', 1_000, 50, 1_950], // 1:1 less 5 %
  ['banker', 'player', 'lose', 0, 0, 0],
  ['banker', 'tie', 'push', 0, 0, 1_000],
  ['tie', 'tie', 'win', 8_000, 0, 9_000], // 8:1: stake back plus 8 × stake
  ['tie', 'player', 'lose', 0, 0, 0],
  ['tie', 'banker', 'lose', 0, 0, 0],
];

describe('settleSpot for each spot and outcome', () => {
  it.each(TABLE)('%s bet, %s wins: %s', (spot, winner, outcome, gross, commission, returned) => {
    expect(settleSpot(spot, 1_000, winner)).toEqual({
      spot,
      stake: 1_000,
      outcome,
      gross,
      commission,
      returned,
      net: returned - 1_000,
      pays: outcome === 'win' ? [spot === 'tie' ? 8 : 1, 1] : [0, 1],
      commissionPercent: outcome === 'win' && spot === 'banker' ? 5 : 0,
    });
  });

  it('a zero stake settles to nothing', () => {
    for (const [spot, winner] of TABLE) {
      const s = settleSpot(spot, 0, winner);
      expect([s.gross, s.commission, s.returned, s.net]).toEqual([0, 0, 0, 0]);
    }
  });

  it.each([-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects stake %s', (stake) => {
    expect(() => settleSpot('player', stake, 'player')).toThrow(RangeError);
  });
});

describe('Banker commission is 5 % of the winnings, rounded down for the player', () => {
  it.each([
    // [stake, commission, returned]
    [1_001, 50, 1_952], // 50.05 → 50
    [1_000, 50, 1_950],
    [19, 0, 38], // 0.95 → 0
    [20, 1, 39],
    [39, 1, 77], // 1.95 → 1
    [40, 2, 78],
    [1, 0, 2],
    [500_000, 25_000, 975_000], // table maximum
  ])('stake %i: commission %i, returned %i', (stake, commission, returned) => {
    expect(bankerCommission(stake)).toBe(commission);
    const s = settleSpot('banker', stake, 'banker');
    expect(s.commission).toBe(commission);
    expect(s.gross).toBe(stake);
    expect(s.returned).toBe(returned);
    expect(s.net).toBe(stake - commission);
  });

  it('never charges commission on Player or Tie wins', () => {
    expect(settleSpot('player', 1_001, 'player').commission).toBe(0);
    expect(settleSpot('tie', 1_001, 'tie').commission).toBe(0);
  });
});

describe('settleBets', () => {
  const bets = (player: number, banker: number, tie: number): Bets => ({ player, banker, tie });

  it('Banker and Tie, Tie wins: Banker pushes, Tie pays 8:1', () => {
    const s = settleBets(bets(0, 2_000, 500), factsForWinner('tie'));
    expect(s.spots.map((x) => [x.spot, x.outcome, x.returned])).toEqual([
      ['tie', 'win', 4_500],
      ['banker', 'push', 2_000],
    ]);
    expect(s).toMatchObject({ staked: 2_500, returned: 6_500, commission: 0, net: 4_000 });
  });

  it('Banker and Tie, Banker wins: commission taken, Tie lost', () => {
    const s = settleBets(bets(0, 10_000, 1_000), factsForWinner('banker'));
    expect(s).toMatchObject({ staked: 11_000, returned: 19_500, commission: 500, net: 8_500 });
  });

  it('Player and Tie, Banker wins: everything lost', () => {
    const s = settleBets(bets(5_000, 0, 1_000), factsForWinner('banker'));
    expect(s.spots.every((x) => x.outcome === 'lose')).toBe(true);
    expect(s).toMatchObject({ staked: 6_000, returned: 0, commission: 0, net: -6_000 });
  });

  it('both sides (table setting): one wins, one loses', () => {
    const s = settleBets(bets(1_000, 1_000, 0), factsForWinner('player'));
    expect(s).toMatchObject({ staked: 2_000, returned: 2_000, net: 0 });
    const t = settleBets(bets(1_000, 1_000, 0), factsForWinner('banker'));
    expect(t).toMatchObject({ staked: 2_000, returned: 1_950, commission: 50, net: -50 });
  });

  it('leaves out spots without a stake, in felt order', () => {
    expect(SPOTS).toEqual(['player', 'tie', 'banker']);
    expect(settleBets(bets(1_000, 0, 1_000), factsForWinner('player')).spots.map((x) => x.spot)).toEqual(['player', 'tie']);
    expect(settleBets(NO_BETS, factsForWinner('tie'))).toEqual({ spots: [], staked: 0, returned: 0, commission: 0, net: 0 });
  });

  it('totalStake sums the three spots', () => {
    expect(totalStake(bets(1_000, 2_000, 300))).toBe(3_300);
    expect(totalStake(NO_BETS)).toBe(0);
    expect(Object.isFrozen(NO_BETS)).toBe(true);
  });

  it('payout ratios as shown on the felt', () => {
    expect(PAYOUT_RATIOS.player).toBe(1);
    expect(PAYOUT_RATIOS.banker).toBeCloseTo(0.95, 12);
    expect(PAYOUT_RATIOS.tie).toBe(8);
  });

  it('netRatio: the winnings per unit staked less commission, as an exact fraction', () => {
    expect(netRatio([1, 1], 5)).toEqual([95, 100]);
    expect(netRatio([1, 2])).toEqual([100, 200]);
    expect(netRatio([11, 1], 0)).toEqual([1_100, 100]);
  });
});
