/**
 * The exact odds engine against enumerations written independently here, with the rule
 * functions of rules.ts: one over the actual cards of small depleted shoes, one over point values
 * with BigInt weights for shoes too large for the engine's double path.
 */
import { describe, expect, it } from 'vitest';
import { RANKS, pointValue } from './cards.ts';
import { type DealCounts, analyzeShoe } from './odds.ts';
import { bankerDraws, compareTotals, isNatural, playerDraws } from './rules.ts';

/** The engine's counts of ordered deals, tallied here, with the totals' distribution. */
interface Tally extends DealCounts {
  /** [playerTotal][bankerTotal] */
  distribution: bigint[][];
}

function emptyTally(): Tally {
  return {
    banker: 0n, player: 0n, tie: 0n, natural: 0n, playerPair: 0n, bankerPair: 0n, total: 0n,
    distribution: Array.from({ length: 10 }, () => new Array<bigint>(10).fill(0n)),
  };
}

/** Plays one coup from a `draw` source that returns the point value of the next card dealt. */
function playCoup(p1: number, b1: number, p2: number, b2: number, draw: (then: (v: number) => void) => void,
  done: (p: number, b: number, natural: boolean) => void): void {
  const p = (p1 + p2) % 10;
  const b = (b1 + b2) % 10;
  if (isNatural(p) || isNatural(b)) return done(p, b, true);
  if (playerDraws(p)) {
    draw((third) => {
      const p3 = (p + third) % 10;
      if (bankerDraws(b, third)) draw((v) => done(p3, (b + v) % 10, false));
      else done(p3, b, false);
    });
  } else if (bankerDraws(b, null)) {
    draw((v) => done(p, (b + v) % 10, false));
  } else {
    done(p, b, false);
  }
}

/**
 * Every ordered deal of the actual cards: each card is a distinct object, dealt P1, B1, P2, B2 and
 * then as the rules ask. With `literal`, the unused positions up to six are dealt too and every
 * 6-card deal is counted one by one; otherwise each finished coup counts the ways to deal them.
 */
function enumerateCards(counts: readonly number[], literal: boolean): Tally {
  const rankOf: number[] = [];
  counts.forEach((c, r) => {
    for (let i = 0; i < c; i++) rankOf.push(r);
  });
  const n = rankOf.length;
  const point = rankOf.map((r) => pointValue(RANKS[r]!));
  const used = new Array<boolean>(n).fill(false);
  const dealt: number[] = [];
  // Plain numbers while counting (at most 20·19·18·17·16·15 deals here), BigInt at the end.
  const outcome = { banker: 0, player: 0, tie: 0 };
  let total = 0, natural = 0, playerPair = 0, bankerPair = 0;
  const distribution = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));

  const next = (then: (card: number) => void): void => {
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = true;
      dealt.push(i);
      then(i);
      dealt.pop();
      used[i] = false;
    }
  };
  const countRest = (): number => {
    if (dealt.length === 6) return 1;
    let deals = 0;
    next(() => (deals += countRest()));
    return deals;
  };
  const record = (p: number, b: number, isNat: boolean): void => {
    let w = 1;
    if (literal) w = countRest();
    else for (let k = dealt.length; k < 6; k++) w *= n - k;
    outcome[compareTotals(p, b)] += w;
    total += w;
    if (isNat) natural += w;
    if (rankOf[dealt[0]!] === rankOf[dealt[2]!]) playerPair += w;
    if (rankOf[dealt[1]!] === rankOf[dealt[3]!]) bankerPair += w;
    distribution[p]![b]! += w;
  };
  next((c1) => next((c2) => next((c3) => next((c4) => {
    playCoup(point[c1]!, point[c2]!, point[c3]!, point[c4]!, (then) => next((c) => then(point[c]!)), record);
  }))));
  const big = BigInt;
  return {
    banker: big(outcome.banker), player: big(outcome.player), tie: big(outcome.tie), natural: big(natural),
    playerPair: big(playerPair), bankerPair: big(bankerPair), total: big(total),
    distribution: distribution.map((row) => row.map(big)),
  };
}

/** Every deal by point values, weighted by the BigInt number of card sequences giving it. */
function enumerateValues(counts: readonly number[]): Omit<Tally, 'playerPair' | 'bankerPair'> {
  const left = new Array<bigint>(10).fill(0n);
  counts.forEach((c, r) => (left[pointValue(RANKS[r]!)]! += BigInt(c)));
  const n = left.reduce((a, b) => a + b, 0n);
  const t = emptyTally();
  let weight = 1n;
  let depth = 0;
  const next = (then: (v: number) => void): void => {
    for (let v = 0; v < 10; v++) {
      const c = left[v]!;
      if (c === 0n) continue;
      const saved = weight;
      weight *= c;
      left[v] = c - 1n;
      depth++;
      then(v);
      depth--;
      left[v] = c;
      weight = saved;
    }
  };
  const record = (p: number, b: number, natural: boolean): void => {
    let w = weight;
    for (let k = depth; k < 6; k++) w *= n - BigInt(k);
    t[compareTotals(p, b)] += w;
    t.total += w;
    if (natural) t.natural += w;
    t.distribution[p]![b]! += w;
  };
  next((p1) => next((b1) => next((p2) => next((b2) => playCoup(p1, b1, p2, b2, next, record)))));
  const { banker, player, tie, natural, total, distribution } = t;
  return { banker, player, tie, natural, total, distribution };
}

/** 13 counts from a list of rank tokens with their number of cards. */
function shoe(spec: Partial<Record<(typeof RANKS)[number], number>>): number[] {
  return RANKS.map((r) => spec[r] ?? 0);
}

function engineTally(counts: readonly number[]): Tally {
  const o = analyzeShoe(counts);
  const { banker, player, tie, natural, playerPair, bankerPair, total } = o.counts;
  return { banker, player, tie, natural, playerPair, bankerPair, total, distribution: o.distribution };
}

describe('analyzeShoe against an enumeration of the actual cards', () => {
  it('every 6-card deal dealt one by one: 12 mixed cards', () => {
    const counts = shoe({ A: 1, '2': 1, '3': 1, '4': 1, '5': 2, '6': 1, '7': 1, '8': 1, '9': 1, K: 2 });
    expect(engineTally(counts)).toEqual(enumerateCards(counts, true));
  }, 60_000);

  it('every 6-card deal dealt one by one: exactly 6 cards, some ranks missing', () => {
    const counts = shoe({ '4': 2, '6': 1, '9': 1, J: 1, Q: 1 });
    const t = enumerateCards(counts, true);
    expect(t.total).toBe(720n);
    expect(engineTally(counts)).toEqual(t);
  });

  const twenty: [string, number[]][] = [
    ['a full spread of ranks', shoe({ A: 2, '2': 2, '3': 1, '4': 2, '5': 1, '6': 2, '7': 2, '8': 1, '9': 2, '10': 1, J: 1, Q: 2, K: 1 })],
    ['rich in 8s and 9s (naturals)', shoe({ '8': 6, '9': 6, '2': 2, '5': 2, K: 4 })],
    ['rich in tens and small cards (draws)', shoe({ '10': 4, J: 3, Q: 3, K: 2, A: 3, '2': 2, '3': 2, '6': 1 })],
  ];
  it.each(twenty)('20 cards, %s: finished coups count the ways to deal the unused positions', (_, counts) => {
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
    expect(engineTally(counts)).toEqual(enumerateCards(counts, false));
  }, 60_000);

  it('both counting modes agree (the trailing cards are counted as dealt)', () => {
    const counts = shoe({ A: 1, '3': 2, '7': 2, '9': 1, Q: 2, K: 2 });
    expect(enumerateCards(counts, false)).toEqual(enumerateCards(counts, true));
  }, 60_000);
});

describe('analyzeShoe against an enumeration by point values in BigInt', () => {
  const cases: [string, number[]][] = [
    ['8 decks (the engine\'s double path)', new Array<number>(13).fill(32)],
    ['455 cards, the largest shoe for the double path', shoe({ A: 35, '2': 35, '3': 35, '4': 35, '5': 35, '6': 35, '7': 35, '8': 35, '9': 35, '10': 35, J: 35, Q: 35, K: 35 })],
    ['456 cards, the smallest for the BigInt path', shoe({ A: 36, '2': 35, '3': 35, '4': 35, '5': 35, '6': 35, '7': 35, '8': 35, '9': 35, '10': 35, J: 35, Q: 35, K: 35 })],
    ['9 decks', new Array<number>(13).fill(36)],
    ['a huge lopsided shoe', shoe({ A: 1_000_003, '5': 7, '8': 2_000_000_011, K: 123_456_789_012 })],
  ];
  it.each(cases)('%s', (_, counts) => {
    const want = enumerateValues(counts);
    const got = analyzeShoe(counts);
    const { banker, player, tie, natural, total } = got.counts;
    expect({ banker, player, tie, natural, total, distribution: got.distribution }).toEqual(want);
  }, 60_000);
});
