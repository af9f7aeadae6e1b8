import { describe, expect, it } from 'vitest';
import {
  type Rank,
  CARDS_PER_DECK,
  POINT_BY_RANK_INDEX,
  RANKS,
  SUITS,
  cardFromId,
  handTotal,
  isRank,
  isRed,
  isSuit,
  orderedCardIds,
  parseCardToken,
  pointValue,
  rankIndex,
} from './cards.ts';

// src/engine/RULES.md § Cards and totals: A = 1, 2–9 face value, 10/J/Q/K = 0. Typed out here, not derived.
const POINTS: [Rank, number][] = [
  ['A', 1], ['2', 2], ['3', 3], ['4', 4], ['5', 5], ['6', 6], ['7', 7],
  ['8', 8], ['9', 9], ['10', 0], ['J', 0], ['Q', 0], ['K', 0],
];

const hand = (...ranks: Rank[]) => ranks.map((rank) => ({ rank }));

describe('point values', () => {
  it.each(POINTS)('%s is worth %i', (rank, points) => {
    expect(pointValue(rank)).toBe(points);
  });

  it('POINT_BY_RANK_INDEX lists the same values in rank order', () => {
    expect(POINT_BY_RANK_INDEX).toEqual(POINTS.map(([, p]) => p));
    expect(RANKS).toEqual(POINTS.map(([r]) => r));
  });
});

describe('hand totals are modulo 10', () => {
  it.each<[Rank[], number]>([
    [['7', '8'], 5], // src/engine/RULES.md § Cards and totals: 7 + 8 = 15 → 5
    [['4', '10', '9'], 3], // src/engine/RULES.md § Cards and totals: 4 + 10 + 9 = 23 → 3
    [['K', 'Q'], 0],
    [['A', '9'], 0],
    [['9', '9'], 8],
    [['9', '9', '9'], 7],
    [['5', '4'], 9],
    [['A', 'A', 'A'], 3],
    [['J', '8'], 8],
    [['10', 'K', 'Q'], 0],
    [[], 0],
  ])('%j totals %i', (ranks, total) => {
    expect(handTotal(hand(...ranks))).toBe(total);
  });

  it('every two- and three-card hand totals 0–9', () => {
    for (const a of RANKS) {
      for (const b of RANKS) {
        const two = handTotal(hand(a, b));
        expect(two).toBe((pointValue(a) + pointValue(b)) % 10);
        for (const c of RANKS) {
          const three = handTotal(hand(a, b, c));
          expect(three).toBeGreaterThanOrEqual(0);
          expect(three).toBeLessThanOrEqual(9);
          expect(three).toBe((two + pointValue(c)) % 10);
        }
      }
    }
  });
});

describe('card ids', () => {
  it.each<[number, Rank, string]>([
    [0, 'A', 'S'],
    [9, '10', 'S'],
    [12, 'K', 'S'],
    [13, 'A', 'H'],
    [26, 'A', 'D'],
    [39, 'A', 'C'],
    [51, 'K', 'C'],
    [52, 'A', 'S'], // second deck starts over
    [52 * 5 + 13 * 2 + 11, 'Q', 'D'],
  ])('id %i is %s%s', (id, rank, suit) => {
    expect(cardFromId(id)).toEqual({ id, rank, suit });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects id %s', (id) => {
    expect(() => cardFromId(id)).toThrow(RangeError);
  });

  it('a single deck holds each of the 52 cards once', () => {
    const ids = orderedCardIds(1);
    expect(ids).toHaveLength(CARDS_PER_DECK);
    const faces = new Set(ids.map((id) => {
      const c = cardFromId(id);
      return `${c.rank}${c.suit}`;
    }));
    expect(faces.size).toBe(52);
  });

  it.each([
    [1, 52, 4],
    [6, 312, 24],
    [8, 416, 32],
  ])('%i decks: %i distinct ids, each rank %i times, each face once per deck', (decks, size, perRank) => {
    const ids = orderedCardIds(decks);
    expect(ids).toHaveLength(size);
    expect(new Set(ids).size).toBe(size);
    expect(Math.min(...ids)).toBe(0);
    expect(Math.max(...ids)).toBe(size - 1);
    const byRank = new Map<string, number>();
    const byFace = new Map<string, number>();
    for (const id of ids) {
      const c = cardFromId(id);
      expect(c.id).toBe(id);
      byRank.set(c.rank, (byRank.get(c.rank) ?? 0) + 1);
      byFace.set(`${c.rank}${c.suit}`, (byFace.get(`${c.rank}${c.suit}`) ?? 0) + 1);
    }
    expect(byRank.size).toBe(13);
    for (const n of byRank.values()) expect(n).toBe(perRank);
    expect(byFace.size).toBe(52);
    for (const n of byFace.values()) expect(n).toBe(decks);
  });
});

describe('parseCardToken', () => {
  it.each<[string, Rank, string]>([
    ['A', 'A', 'S'],
    ['2', '2', 'S'],
    ['9', '9', 'S'],
    ['10', '10', 'S'],
    ['J', 'J', 'S'],
    ['Q', 'Q', 'S'],
    ['K', 'K', 'S'],
    ['KS', 'K', 'S'],
    ['10H', '10', 'H'],
    ['7d', '7', 'D'],
    ['ac', 'A', 'C'],
    ['q', 'Q', 'S'],
    ['T', '10', 'S'],
    ['th', '10', 'H'],
    [' 5 ', '5', 'S'],
  ])('%j is %s of %s', (token, rank, suit) => {
    expect(parseCardToken(token, 7)).toEqual({ id: 7, rank, suit });
  });

  it('defaults the id to 0', () => {
    expect(parseCardToken('K')?.id).toBe(0);
  });

  it.each(['', ' ', '1', '0', '11', '1O', 'X', 'KX', 'KSS', 'SK', '10 S', 'K,', 'AA', '-5'])('rejects %j', (token) => {
    expect(parseCardToken(token)).toBeNull();
  });
});

describe('predicates', () => {
  it('rankIndex and isRank know exactly the 13 ranks', () => {
    RANKS.forEach((r, i) => {
      expect(rankIndex(r)).toBe(i);
      expect(isRank(r)).toBe(true);
    });
    for (const s of ['1', 'T', 'a', '', '11', 'S']) {
      expect(rankIndex(s)).toBe(-1);
      expect(isRank(s)).toBe(false);
    }
  });

  it('isSuit knows exactly S, H, D, C', () => {
    expect(SUITS.filter(isSuit)).toEqual(['S', 'H', 'D', 'C']);
    for (const s of ['s', 'X', '', 'SH']) expect(isSuit(s)).toBe(false);
  });

  it('hearts and diamonds are red', () => {
    expect(SUITS.filter(isRed)).toEqual(['H', 'D']);
  });
});
