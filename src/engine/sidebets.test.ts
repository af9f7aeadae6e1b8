/**
 * Side bets and table variants (src/engine/RULES.md § Table variants, § Side bets): every
 * paytable line, pushes and rounding through `settleBet` on real coups, the published edges for 8
 * and 6 decks to every digit, and the exact analysis against a brute-force enumeration of card
 * sequences with the paytables written out again here.
 */
import { describe, expect, it } from 'vitest';
import { RANKS, pointValue } from './cards.ts';
import { coupOfTokens as coupOf } from './coups.test-util.ts';
import { analyzeShoe, countsForDecks } from './odds.ts';
import {
  type BetKey,
  type Variant,
  BET_KEYS,
  SIDE_BETS,
  VARIANTS,
  offersBet,
  settleBet,
  settleBets,
  sideBetsOf,
  totalStake,
} from './payouts.ts';
import { bankerDraws, isNatural, playerDraws } from './rules.ts';
import { seededState, sfc32, randomInt } from './rng.ts';

const returned = (key: BetKey, stake: number, list: string, variant: Variant = 'standard') =>
  settleBet(key, stake, coupOf(list), variant).returned;

describe('which bets each variant offers', () => {
  it('pairs and Dragon Bonus everywhere, Dragon 7 and Panda 8 on EZ only', () => {
    expect(sideBetsOf('standard')).toEqual(['playerPair', 'eitherPair', 'bankerPair', 'dragonBonusPlayer', 'dragonBonusBanker']);
    expect(sideBetsOf('no-commission')).toEqual(sideBetsOf('standard'));
    expect([...sideBetsOf('ez')].sort()).toEqual([...SIDE_BETS].sort());
    expect(offersBet('standard', 'dragon7')).toBe(false);
    expect(offersBet('ez', 'panda8')).toBe(true);
    expect(() => settleBet('dragon7', 1_000, coupOf('5,K,8,3,4,Q'), 'standard')).toThrow(RangeError);
  });
});

// Each line: [bet, variant, cards in deal order, returned per 1 000 øre] — the result a player
// reads off the paytable, with the coup spelled out in the comment.
const LINES: [BetKey, Variant, string, number][] = [
  // Player Pair / Banker Pair 11:1, decided on the first four cards whatever follows, a Tie too.
  ['playerPair', 'standard', '7H,2,7C,3,K,K', 12_000], // P 7♥ 7♣ (4, draws), B 5: Banker wins
  ['playerPair', 'standard', 'K,2,Q,3,A,A', 0], // K Q is no pair
  ['playerPair', 'standard', '3,4,3,3', 12_000], // pair on a 6–7 Banker win: still paid
  ['bankerPair', 'standard', '2,9,3,9', 12_000], // B 9 9: natural 8 for Banker
    ['playerPair', 'standard', 'A,A,A,A,K,K', 12_000], // both pairs, a 2–2 tie after draws... both paid
  ['bankerPair', 'standard', 'A,A,A,A,K,K', 12_000],
  // Either Pair 5:1, once even when both hands pair.
  ['eitherPair', 'standard', '7H,2,7C,3,K,K', 6_000],
  ['eitherPair', 'standard', 'A,A,A,A,K,K', 6_000],
  ['eitherPair', 'standard', '5,K,8,3,4,Q', 0],
  // Dragon Bonus: natural win 1:1, natural tie push, non-natural win by 9…4, else lose.
  ['dragonBonusPlayer', 'standard', '9,K,K,8', 2_000], // P natural 9 beats B natural 8
  ['dragonBonusPlayer', 'standard', '8,8,K,K', 1_000], // natural tie 8–8: push
  ['dragonBonusPlayer', 'standard', '6,A,K,6,K,K', 0], // P 6 stands, B 7 stands: Banker wins
  ['dragonBonusBanker', 'standard', 'K,K,K,9', 2_000], // B natural 9
  ['dragonBonusPlayer', 'standard', '2,K,3,K,4,K', 31_000], // P 5 draws 4 = 9, B 0 draws K: by 9, 30:1
  ['dragonBonusPlayer', 'standard', '2,K,2,K,4,K', 11_000], // P 4 draws 4 = 8 vs 0: by 8, 10:1
  ['dragonBonusPlayer', 'standard', '3,K,4,K,K,K', 7_000], // 7 vs 0: 6:1
    ['dragonBonusPlayer', 'standard', '5,K,K,K,K,K', 3_000], // 5 vs 0: 2:1
  ['dragonBonusPlayer', 'standard', '4,K,K,K,K,K', 2_000], // 4 vs 0: 1:1
  ['dragonBonusPlayer', 'standard', '3,K,K,K,K,K', 0], // 3 vs 0: by 3, loses
  ['dragonBonusPlayer', 'standard', '7,6,K,K', 0], // 7 vs 6 by 1, loses
  ['dragonBonusBanker', 'standard', 'K,A,K,2,K,6', 31_000], // P 0 draws K, B 3 draws 6 = 9: by 9
  ['dragonBonusBanker', 'standard', '5,K,8,3,4,Q', 0], // Player wins
  // Banker by variant: standard 0.95:1; no-commission 1:1 but 1:2 on a 6; EZ a push on a three-card 7.
  ['banker', 'standard', 'K,K,K,9', 1_950],
  ['banker', 'no-commission', 'K,K,K,9', 2_000],
  ['banker', 'no-commission', '5,K,K,6,K', 1_500], // P 5 draws K, B 6 stands and wins: 1:2
  ['banker', 'ez', 'K,K,K,9', 2_000],
  ['banker', 'ez', 'K,3,K,K,K,4', 1_000], // P 0, B 3+4 = three-card 7: push
  ['banker', 'ez', 'K,7,K,K,K', 2_000], // two-card 7 is paid
  ['player', 'ez', '5,K,8,3,4,Q', 2_000],
  ['tie', 'ez', '8,8,K,K', 9_000],
  // Dragon 7 40:1 (Banker wins with a three-card 7), Panda 8 25:1 (Player wins with a three-card 8).
  ['dragon7', 'ez', 'K,3,K,K,K,4', 41_000],
  ['dragon7', 'ez', 'K,7,K,K,K', 0],
  ['dragon7', 'ez', '6,3,A,K,4', 0], // three-card 7 for Banker ties Player's 7
  ['panda8', 'ez', '4,K,K,K,4,K', 26_000], // P 4+4 = three-card 8 beats B 0
  ['panda8', 'ez', '8,K,K,K', 0], // two-card 8 (natural)
  ['panda8', 'ez', 'K,2,4,3,4,3', 0], // three-card 8 ties Banker's 8
];

describe('every paytable line through settleBet on a real coup', () => {
  it('the cards say what the comments say', () => {
    // The few lines whose coups are easiest to misread, checked directly.
    expect(coupOf('9,4,K,4')).toMatchObject({ bankerPair: true, playerPair: false });
    expect(coupOf('6,A,K,6,K,K')).toMatchObject({ playerTotal: 6, bankerTotal: 7, winner: 'banker' });
    expect(coupOf('6,K,K,K,K')).toMatchObject({ playerTotal: 6, bankerTotal: 0, winner: 'player', bankerDrew: true });
    expect(coupOf('5,K,K,6,K')).toMatchObject({ playerTotal: 5, bankerTotal: 6, winner: 'banker', playerDrew: true });
    expect(coupOf('K,3,K,K,K,4')).toMatchObject({ bankerTotal: 7, bankerDrew: true, winner: 'banker' });
    expect(coupOf('6,3,A,K,4')).toMatchObject({ playerTotal: 7, bankerTotal: 7, bankerDrew: true });
    expect(coupOf('K,2,4,3,4,3')).toMatchObject({ playerTotal: 8, bankerTotal: 8, playerDrew: true });
  });

  it.each(LINES)('%s on %s, %s → %i', (key, variant, list, want) => {
    expect(returned(key, 1_000, list, variant)).toBe(want);
  });

  it('a Banker pair on 9,4,K,4 pays the Banker Pair and not the Player Pair', () => {
    expect(returned('bankerPair', 1_000, '9,4,K,4')).toBe(12_000);
    expect(returned('playerPair', 1_000, '9,4,K,4')).toBe(0);
  });

  it('Dragon Bonus by 6 pays 4:1', () => {
    expect(returned('dragonBonusPlayer', 1_000, '6,K,K,K,K')).toBe(5_000);
  });

  it('Dragon Bonus on a non-natural tie loses', () => {
    expect(coupOf('6,6,K,K')).toMatchObject({ winner: 'tie', natural: false });
    expect(returned('dragonBonusPlayer', 1_000, '6,6,K,K')).toBe(0);
    expect(returned('dragonBonusBanker', 1_000, '6,6,K,K')).toBe(0);
  });
});

describe('rounding in the player’s favour', () => {
  it('no-commission 1:2 on an odd stake rounds the winnings up', () => {
    const s = settleBet('banker', 1_001, coupOf('5,K,K,6,K'), 'no-commission');
    expect(s).toMatchObject({ outcome: 'win', gross: 501, commission: 0, returned: 1_502, pays: [1, 2] });
  });
  it('standard commission rounds down, so 0.95:1 on 1 001 øre pays 951', () => {
    const s = settleBet('banker', 1_001, coupOf('K,K,K,9'), 'standard');
    expect(s).toMatchObject({ gross: 1_001, commission: 50, returned: 1_952, commissionPercent: 5 });
  });
  it('bad stakes are refused', () => {
    expect(() => settleBet('playerPair', -1, coupOf('K,K,K,9'))).toThrow(RangeError);
    expect(() => settleBet('playerPair', 1.5, coupOf('K,K,K,9'))).toThrow(RangeError);
  });
});

describe('settleBets with side bets', () => {
  it('settles every staked bet in BET_KEYS order and sums them', () => {
    const coup = coupOf('7H,2,7C,3,K,K'); // P 7♥ 7♣ = 4 draws K, B 5 stands: Banker wins
    const bets = { player: 10_000, banker: 0, tie: 0, playerPair: 1_000, dragonBonusBanker: 1_000 };
    const s = settleBets(bets, coup, 'standard');
    expect(s.spots.map((x) => x.spot)).toEqual(['player', 'playerPair', 'dragonBonusBanker']);
    expect(s.staked).toBe(totalStake(bets));
    expect(s.returned).toBe(s.spots.reduce((a, x) => a + x.returned, 0));
    expect(s.spots[1]).toMatchObject({ outcome: 'win', returned: 12_000 });
  });
});

/** Published exact house edges in %, 8 and 6 decks (src/engine/RULES.md § Table variants, § Side bets). */
const PUBLISHED: Record<number, Partial<Record<Variant, Partial<Record<BetKey, string>>>>> = {
  8: {
    standard: { banker: '1.0579', playerPair: '10.3614', bankerPair: '10.3614', eitherPair: '13.7099', dragonBonusPlayer: '2.6517', dragonBonusBanker: '9.3731' },
    'no-commission': { banker: '1.4581' },
    ez: { banker: '1.0183', dragon7: '7.6113', panda8: '10.1876' },
  },
  6: {
    standard: { banker: '1.0558', playerPair: '11.2540', bankerPair: '11.2540', eitherPair: '14.5365', dragonBonusPlayer: '2.6675', dragonBonusBanker: '9.3889' },
    'no-commission': { banker: '1.4548' },
    ez: { banker: '1.0161', dragon7: '7.6062', panda8: '10.2074' },
  },
};

describe('published house edges, to every digit', () => {
  for (const decks of [8, 6]) {
    const o = analyzeShoe(countsForDecks(decks));
    for (const variant of VARIANTS) {
      for (const [key, want] of Object.entries(PUBLISHED[decks]![variant]!)) {
        it(`${decks} decks, ${variant}: ${key} ${want} %`, () => {
          expect((o.variants[variant][key as BetKey]!.houseEdge * 100).toFixed(4)).toBe(want);
        });
      }
    }
    it(`${decks} decks: side bets other than Dragon 7 / Panda 8 and Player/Tie are the same on every variant`, () => {
      for (const key of ['player', 'tie', ...sideBetsOf('standard')] as BetKey[]) {
        expect(o.variants['no-commission'][key]).toEqual(o.variants.standard[key]);
        expect(o.variants.ez[key]).toEqual(o.variants.standard[key]);
      }
      expect(Object.keys(o.variants.standard)).toEqual(BET_KEYS.filter((k) => offersBet('standard', k)));
      expect(o.variants.standard.dragon7).toBeUndefined();
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Brute force: every sequence of ranks a coup can take from the shoe, weighted by the number of
// card sequences giving it, with the paytables written out again in twentieths of the stake
// (0.95 = 19/20 and 1/2 = 10/20 are then whole), per variant.

/** Net result in twentieths of the stake of every bet on one coup; null when the variant lacks the bet. */
function net20(key: BetKey, variant: Variant, c: { p: number; b: number; pn: boolean; bn: boolean; pd: boolean; bd: boolean; pp: boolean; bp: boolean }): number | null {
  const winner = c.p > c.b ? 'player' : c.b > c.p ? 'banker' : 'tie';
  const natural = c.pn || c.bn;
  const dragon = (mine: number, theirs: number, myNatural: boolean, iWin: boolean): number => {
    if (winner === 'tie') return natural ? 0 : -20;
    if (!iWin) return -20;
    if (myNatural) return 20;
    const pays: Record<number, number> = { 9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1 };
    return pays[mine - theirs] !== undefined ? 20 * pays[mine - theirs]! : -20;
  };
  switch (key) {
    case 'player': return winner === 'tie' ? 0 : winner === 'player' ? 20 : -20;
    case 'tie': return winner === 'tie' ? 160 : -20;
    case 'banker':
      if (winner === 'tie') return 0;
      if (winner === 'player') return -20;
      if (variant === 'standard') return 19;
      if (variant === 'no-commission') return c.b === 6 ? 10 : 20;
      return c.bd && c.b === 7 ? 0 : 20;
    case 'playerPair': return c.pp ? 220 : -20;
    case 'bankerPair': return c.bp ? 220 : -20;
    case 'eitherPair': return c.pp || c.bp ? 100 : -20;
    case 'dragonBonusPlayer': return dragon(c.p, c.b, c.pn, winner === 'player');
    case 'dragonBonusBanker': return dragon(c.b, c.p, c.bn, winner === 'banker');
    case 'dragon7': return variant !== 'ez' ? null : winner === 'banker' && c.bd && c.b === 7 ? 800 : -20;
    case 'panda8': return variant !== 'ez' ? null : winner === 'player' && c.pd && c.p === 8 ? 500 : -20;
  }
}

/** Weight of every coup class (totals, naturals, draws, pairs), and the total weight, over every coup of the shoe. */
function bruteForce(counts: readonly number[]): { total: number; sum: Map<string, number> } {
  const left = [...counts];
  const n = left.reduce((a, b) => a + b, 0);
  // Class: p × 10 + b, then 6 flag bits.
  const byClass = new Float64Array(100 << 6);
  let total = 0;
  const seq: number[] = [];
  let weight = 1;
  const draw = (then: () => void): void => {
    for (let r = 0; r < 13; r++) {
      if (left[r] === 0) continue;
      const w = weight;
      weight *= left[r]!;
      left[r]!--;
      seq.push(r);
      then();
      seq.pop();
      left[r]!++;
      weight = w;
    }
  };
  const pt = (i: number) => pointValue(RANKS[seq[i]!]!);
  const done = (p: number, b: number, pd: boolean, bd: boolean): void => {
    let w = weight;
    for (let k = seq.length; k < 6; k++) w *= n - k;
    const natural = seq.length === 4 && (isNatural((pt(0) + pt(2)) % 10) || isNatural((pt(1) + pt(3)) % 10));
    const pn = natural && isNatural((pt(0) + pt(2)) % 10);
    const bn = natural && isNatural((pt(1) + pt(3)) % 10);
    const flags = (pn ? 1 : 0) | (bn ? 2 : 0) | (pd ? 4 : 0) | (bd ? 8 : 0) | (seq[0] === seq[2] ? 16 : 0) | (seq[1] === seq[3] ? 32 : 0);
    byClass[((p * 10 + b) << 6) | flags]! += w;
    total += w;
  };
  draw(() => draw(() => draw(() => draw(() => {
    const p0 = (pt(0) + pt(2)) % 10;
    const b0 = (pt(1) + pt(3)) % 10;
    if (isNatural(p0) || isNatural(b0)) return done(p0, b0, false, false);
    if (playerDraws(p0)) {
      draw(() => {
        const third = pt(4);
        const p = (p0 + third) % 10;
        if (bankerDraws(b0, third)) draw(() => done(p, (b0 + pt(5)) % 10, true, true));
        else done(p, b0, true, false);
      });
    } else if (bankerDraws(b0, null)) {
      draw(() => done(p0, (b0 + pt(4)) % 10, false, true));
    } else {
      done(p0, b0, false, false);
    }
  }))));
  const sum = new Map<string, number>();
  byClass.forEach((w, i) => {
    if (w === 0) return;
    const f = i & 63;
    const c = { p: Math.floor((i >> 6) / 10), b: (i >> 6) % 10, pn: (f & 1) !== 0, bn: (f & 2) !== 0, pd: (f & 4) !== 0, bd: (f & 8) !== 0, pp: (f & 16) !== 0, bp: (f & 32) !== 0 };
    for (const variant of VARIANTS) {
      for (const key of BET_KEYS) {
        const x = net20(key, variant, c);
        if (x !== null) sum.set(`${variant} ${key}`, (sum.get(`${variant} ${key}`) ?? 0) + w * x);
      }
    }
  });
  return { total, sum };
}

describe('exact analysis against brute force', () => {
  const shoes: [string, number[]][] = [
    ['1 deck', countsForDecks(1)],
    // Depleted: a 1-deck shoe with no 7s left and one 8, many tens, few aces.
    ['depleted 1 deck', [2, 4, 4, 4, 4, 4, 0, 1, 4, 4, 4, 4, 3]],
  ];
  it.each(shoes)('%s: every bet of every variant', (_, counts) => {
    const { total, sum } = bruteForce(counts);
    const o = analyzeShoe(counts);
    // Sums of integers below 2^53 (1 deck: 1.5e10 deals × at most 800), so exact.
    for (const variant of VARIANTS) {
      for (const key of BET_KEYS) {
        const s = sum.get(`${variant} ${key}`);
        const got = o.variants[variant][key];
        if (s === undefined) {
          expect(got).toBeUndefined();
          continue;
        }
        expect(got!.houseEdge, `${variant} ${key}`).toBeCloseTo(-s / 20 / total, 14);
      }
    }
  }, 60_000);

  it('settleBet on random coups pays what the brute-force paytable says', () => {
    const rng = sfc32(seededState('sidebets'));
    const wrong: string[] = [];
    for (let i = 0; i < 3_000; i++) {
      const list = Array.from({ length: 6 }, () => RANKS[randomInt(rng, 13)]!).join(',');
      const coup = coupOf(list);
      const c = { p: coup.playerTotal, b: coup.bankerTotal, pn: coup.playerNatural, bn: coup.bankerNatural, pd: coup.playerDrew, bd: coup.bankerDrew, pp: coup.playerPair, bp: coup.bankerPair };
      for (const variant of VARIANTS) {
        for (const key of BET_KEYS) {
          const x = net20(key, variant, c);
          if (x === null) continue;
          if (settleBet(key, 2_000, coup, variant).net !== x * 100) wrong.push(`${list} ${variant} ${key}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
