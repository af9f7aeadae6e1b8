import { describe, expect, it } from 'vitest';
import { RANKS, cardFromId, orderedCardIds, rankIndex } from './cards.ts';
import {
  MIN_SHOE_CARDS,
  RANK_COUNT,
  analyzeShoe,
  countsForDecks,
  countsFromCardIds,
  houseEdgeTable,
  validateShoeCounts,
} from './odds.ts';
import { compareTotals } from './rules.ts';
import { seededState, sfc32, shuffle } from './rng.ts';

/** Published exact figures (ordered 6-card deals; house edges in %, 4 decimals). */
const PUBLISHED = [
  {
    decks: 8,
    banker: '2292252566437888', player: '2230518282592256', tie: '475627426473216',
    edge: { banker: '1.0579', player: '1.2351', tie: '14.3596', pair: '10.3614' },
  },
  {
    decks: 6,
    banker: '403095751234560', player: '392220492728832', tie: '83552962932288',
    edge: { banker: '1.0558', player: '1.2374', tie: '14.4382', pair: '11.2540' },
  },
  {
    decks: 1,
    banker: '6737232640', player: '6548674432', tie: '1372227328',
    edge: { banker: '1.0117', player: '1.2864', tie: '15.7461', pair: '29.4118' },
  },
] as const;

const percent = (x: number): string => (x * 100).toFixed(4);

/** N(N−1)…(N−5) computed independently of the engine. */
function orderedSixCardDeals(n: number): bigint {
  return [0, 1, 2, 3, 4, 5].reduce((acc, k) => acc * BigInt(n - k), 1n);
}

/** Depleted shoes: 8 decks shuffled by a seeded generator, the first `dealt` cards removed. */
function depleted(seed: string, dealt: number): number[] {
  const cards = shuffle(orderedCardIds(8), sfc32(seededState(seed)));
  return countsFromCardIds(cards, dealt);
}

describe('analyzeShoe reproduces the published figures', () => {
  it.each(PUBLISHED)('$decks decks', (p) => {
    const o = analyzeShoe(countsForDecks(p.decks));
    expect(o.cards).toBe(52 * p.decks);
    expect(o.counts.banker.toString()).toBe(p.banker);
    expect(o.counts.player.toString()).toBe(p.player);
    expect(o.counts.tie.toString()).toBe(p.tie);
    expect(o.counts.total).toBe(orderedSixCardDeals(52 * p.decks));
    expect(percent(o.houseEdge.banker)).toBe(p.edge.banker);
    expect(percent(o.houseEdge.player)).toBe(p.edge.player);
    expect(percent(o.houseEdge.tie)).toBe(p.edge.tie);
    expect(percent(o.houseEdge.pair)).toBe(p.edge.pair);
  });

  it('the 8-deck total is 4 998 398 275 503 360 ordered deals', () => {
    expect(analyzeShoe(countsForDecks(8)).counts.total.toString()).toBe('4998398275503360');
  });

  it.each([1, 6, 8])('%i decks: the three outcome counts add up to the total exactly', (decks) => {
    const o = analyzeShoe(countsForDecks(decks));
    expect(o.counts.banker + o.counts.player + o.counts.tie).toBe(o.counts.total);
  });
});

describe('analyzeShoe: consistency of the results', () => {
  const shoes: [string, number[]][] = [
    ['1 deck', countsForDecks(1)],
    ['8 decks', countsForDecks(8)],
    ['8 decks, 150 dealt', depleted('consistency-a', 150)],
    ['8 decks, 380 dealt', depleted('consistency-b', 380)],
    ['9 decks (BigInt path)', countsForDecks(9)],
  ];

  it.each(shoes)('%s: the distribution sums to the total and splits into the outcomes', (_, counts) => {
    const o = analyzeShoe(counts);
    let sum = 0n;
    const byOutcome = { banker: 0n, player: 0n, tie: 0n };
    let probabilitySum = 0;
    expect(o.distribution).toHaveLength(10);
    o.distribution.forEach((row, p) => {
      expect(row).toHaveLength(10);
      row.forEach((x, b) => {
        expect(x).toBeGreaterThanOrEqual(0n);
        sum += x;
        byOutcome[compareTotals(p, b)] += x;
        probabilitySum += o.distributionProbability[p]![b]!;
        expect(o.distributionProbability[p]![b]).toBeCloseTo(Number(x) / Number(o.counts.total), 15);
      });
    });
    expect(sum).toBe(o.counts.total);
    expect(byOutcome).toEqual({ banker: o.counts.banker, player: o.counts.player, tie: o.counts.tie });
    expect(probabilitySum).toBeCloseTo(1, 12);
    expect(o.counts.total).toBe(orderedSixCardDeals(o.cards));
    expect(o.cards).toBe(counts.reduce((a, b) => a + b, 0));
  });

  it.each(shoes)('%s: probabilities sum to 1 and the edges follow from them', (_, counts) => {
    const o = analyzeShoe(counts);
    const { banker, player, tie } = o.probability;
    expect(banker + player + tie).toBeCloseTo(1, 14);
    expect(o.probability.natural).toBeGreaterThan(0);
    expect(o.probability.natural).toBeLessThan(1);
    // Per unit staked: Player 1:1, Banker 0.95:1 (ties push), Tie 8:1 or 9:1, pairs 11:1.
    expect(o.houseEdge.player).toBeCloseTo(-(player - banker), 14);
    expect(o.houseEdge.banker).toBeCloseTo(-(0.95 * banker - player), 14);
    expect(o.houseEdge.tie).toBeCloseTo(-(8 * tie - (1 - tie)), 14);
    expect(o.houseEdge.tie9to1).toBeCloseTo(-(9 * tie - (1 - tie)), 14);
    expect(o.houseEdge.pair).toBeCloseTo(-(11 * o.probability.playerPair - (1 - o.probability.playerPair)), 14);
  });

  it.each(shoes)('%s: pair probabilities match Σ c(c−1) / (N(N−1))', (_, counts) => {
    const o = analyzeShoe(counts);
    const n = counts.reduce((a, b) => a + b, 0);
    const closedForm = counts.reduce((a, c) => a + c * (c - 1), 0) / (n * (n - 1));
    expect(o.probability.playerPair).toBeCloseTo(closedForm, 15);
    expect(o.probability.bankerPair).toBeCloseTo(closedForm, 15);
    expect(o.counts.playerPair).toBe(o.counts.bankerPair);
  });

  it('a shoe of six kings always ties 0–0 after both hands draw', () => {
    const o = analyzeShoe(RANKS.map((r) => (r === 'K' ? 6 : 0)));
    expect(o.counts).toEqual({ banker: 0n, player: 0n, tie: 720n, natural: 0n, playerPair: 720n, bankerPair: 720n, total: 720n });
    expect(o.distribution[0]![0]).toBe(720n);
    expect(o.houseEdge.tie).toBe(-8);
    expect(o.houseEdge.pair).toBe(-11);
  });

  it('a shoe of fours only: every hand is a natural 8, every coup a tie 8–8', () => {
    const o = analyzeShoe(RANKS.map((r) => (r === '4' ? 8 : 0)));
    expect(o.counts.total).toBe(20160n); // 8·7·6·5·4·3
    expect(o.counts.natural).toBe(o.counts.total);
    expect(o.counts.tie).toBe(o.counts.total);
    expect(o.distribution[8]![8]).toBe(o.counts.total);
    expect(o.probability.natural).toBe(1);
  });

  it('repeated and interleaved calls give the same answers (scratch buffers are reused)', () => {
    const a = analyzeShoe(countsForDecks(8));
    const small = analyzeShoe(depleted('interleave', 400));
    const big = analyzeShoe(countsForDecks(9));
    expect(analyzeShoe(countsForDecks(8))).toEqual(a);
    expect(analyzeShoe(depleted('interleave', 400))).toEqual(small);
    expect(analyzeShoe(countsForDecks(9))).toEqual(big);
  });

  it('does not modify the counts it is given', () => {
    const counts = depleted('frozen', 100);
    const copy = counts.slice();
    analyzeShoe(Object.freeze(counts));
    expect(counts).toEqual(copy);
  });

  it('more decks: Banker edge up, Player edge down, Tie edge down (the published trend)', () => {
    const rows = houseEdgeTable([1, 2, 4, 6, 8]);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.banker).toBeGreaterThan(rows[i - 1]!.banker);
      expect(rows[i]!.player).toBeLessThan(rows[i - 1]!.player);
      expect(rows[i]!.tie).toBeLessThan(rows[i - 1]!.tie);
    }
  });
});

describe('houseEdgeTable', () => {
  it('gives analyzeShoe’s edges for each deck count, in order', () => {
    const rows = houseEdgeTable([8, 1, 6]);
    expect(rows.map((r) => r.decks)).toEqual([8, 1, 6]);
    for (const row of rows) {
      const { houseEdge } = analyzeShoe(countsForDecks(row.decks));
      expect(row).toEqual({ decks: row.decks, ...houseEdge });
    }
    expect(percent(rows[0]!.banker)).toBe('1.0579');
    expect(percent(rows[2]!.pair)).toBe('11.2540');
  });

  it('an empty list gives an empty table; a bad deck count throws', () => {
    expect(houseEdgeTable([])).toEqual([]);
    expect(() => houseEdgeTable([6, 0])).toThrow(RangeError);
  });
});

describe('countsForDecks', () => {
  it('gives 4 of each rank per deck', () => {
    expect(countsForDecks(1)).toEqual(new Array(13).fill(4));
    expect(countsForDecks(8)).toEqual(new Array(13).fill(32));
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s', (d) => {
    expect(() => countsForDecks(d)).toThrow(RangeError);
  });
});

describe('countsFromCardIds', () => {
  it('counts the undealt part of a shuffled shoe by rank', () => {
    const cards = shuffle(orderedCardIds(6), sfc32(seededState('counts-from-ids')));
    for (const next of [0, 1, 100, 311, 312]) {
      const want = new Array<number>(13).fill(0);
      for (const id of cards.slice(next)) want[rankIndex(cardFromId(id).rank)]!++;
      const got = countsFromCardIds(cards, next);
      expect(got).toEqual(want);
      expect(got.reduce((a, b) => a + b, 0)).toBe(312 - next);
    }
  });

  it('counts from the start by default', () => {
    expect(countsFromCardIds([0, 13, 26, 39, 52, 12, 25])).toEqual([5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
  });

  it.each([-1, 1.5, 4])('rejects from = %s', (from) => {
    expect(() => countsFromCardIds([1, 2, 3], from)).toThrow(RangeError);
  });

  it.each([-1, 2.5, Number.NaN])('rejects the card id %s', (id) => {
    expect(() => countsFromCardIds([1, id, 3])).toThrow(RangeError);
  });
});

describe('validateShoeCounts', () => {
  const full = countsForDecks(1);
  const withAt = (i: number, v: number): number[] => full.map((c, j) => (j === i ? v : c));
  const bad: [string, unknown, RegExp][] = [
    ['fewer than 6 cards', [1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0], /5 cards, at least 6/],
    ['no cards', new Array(13).fill(0), /0 cards/],
    ['a negative count', withAt(4, -1), /rank 5 .*-1/],
    ['a non-integer count', withAt(10, 2.5), /rank J .*2\.5/],
    ['NaN', withAt(0, Number.NaN), /rank A/],
    ['Infinity', withAt(12, Number.POSITIVE_INFINITY), /rank K/],
    ['a string', withAt(1, '4' as unknown as number), /rank 2/],
    ['12 counts', full.slice(1), /13 rank counts.*got 12/],
    ['14 counts', [...full, 4], /got 14/],
    ['not an array', '4,4,4', /array/],
    ['a shoe too large to count', new Array(13).fill(Number.MAX_SAFE_INTEGER), /too large/],
  ];

  it.each(bad)('throws a one-line RangeError for %s', (_, counts, message) => {
    expect(() => validateShoeCounts(counts as number[])).toThrow(RangeError);
    expect(() => validateShoeCounts(counts as number[])).toThrow(message);
    expect(() => analyzeShoe(counts as number[])).toThrow(message);
    try {
      validateShoeCounts(counts as number[]);
    } catch (e) {
      expect((e as Error).message).not.toMatch(/\n/);
    }
  });

  it('accepts exactly 6 cards, and zero counts', () => {
    expect(MIN_SHOE_CARDS).toBe(6);
    expect(RANK_COUNT).toBe(13);
    expect(() => validateShoeCounts([0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0])).not.toThrow();
    expect(analyzeShoe([0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0]).counts.total).toBe(720n);
  });
});
