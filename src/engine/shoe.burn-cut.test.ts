import { describe, expect, it } from 'vitest';
import { RANKS, type Rank, cardFromId, pointValue } from './cards.ts';
import { seededState, sfc32 } from './rng.ts';
import { CUT_CARD_FROM_END, burnCount, createShoe, cutCardIndex, dealRound, dealtFrom, faceDownBurned, faceUpBurn, rngSpecForSeed, unseenCardIds } from './shoe.ts';

describe('burnCount', () => {
  it('burns the face-up card plus its value, 10/J/Q/K as 10 (src/engine/RULES.md § Shoe, cut card and burn)', () => {
    // The rule's table, typed here rather than taken from the engine: after the face-up card, that many more.
    const further: Record<Rank, number> = { A: 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, '10': 10, J: 10, Q: 10, K: 10 };
    for (const rank of RANKS) expect(burnCount(pointValue(rank))).toBe(1 + further[rank]);
  });

  it('is what createShoe burns', () => {
    for (const seed of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) {
      const shoe = createShoe(8, 'cut-card', rngSpecForSeed(seed));
      expect(shoe.burned.length).toBe(burnCount(pointValue(cardFromId(shoe.cards[0]!).rank)));
      expect(shoe.next).toBe(shoe.burned.length);
    }
  });
});

describe('cutCardIndex', () => {
  it('places the cut card 14–16 cards from the back, each distance drawn', () => {
    const rng = sfc32(seededState('cut'));
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const from = 416 - cutCardIndex(416, rng);
      expect(from).toBeGreaterThanOrEqual(CUT_CARD_FROM_END.min);
      expect(from).toBeLessThanOrEqual(CUT_CARD_FROM_END.max);
      seen.add(from);
    }
    expect([...seen].sort()).toEqual([14, 15, 16]);
  });
});

describe('unseenCardIds and faceUpBurn', () => {
  it('are the undealt cards plus the face-down burn cards, and the face-up burn card (src/engine/RULES.md § Shoe, cut card and burn 5)', () => {
    let shoe = createShoe(1, 'cut-card', rngSpecForSeed('unseen'));
    expect(faceUpBurn(shoe)).toBe(shoe.cards[0]);
    // Before any deal only the face-up card is seen.
    expect(unseenCardIds(shoe).sort((a, b) => a - b)).toEqual(shoe.cards.slice(1).sort((a, b) => a - b));
    const seen = new Set<number>([shoe.cards[0]!]);
    for (let round = 0; round < 3; round++) {
      const dealt = dealRound(shoe);
      for (const c of dealt.coup.dealOrder) seen.add(c.id);
      shoe = dealt.shoe;
      const unseen = unseenCardIds(shoe);
      expect(unseen.length + seen.size).toBe(52);
      for (const id of unseen) expect(seen.has(id)).toBe(false);
    }
  });

  it('see nothing of an every-round shoe before its deal', () => {
    const shoe = createShoe(6, 'every-round', rngSpecForSeed('u2'));
    expect(faceUpBurn(shoe)).toBeNull();
    expect(unseenCardIds(shoe)).toEqual(shoe.cards);
  });
});

describe('faceDownBurned and dealtFrom', () => {
  it('a cut-card shoe: the burned cards after the face-up one, not dealt from until its first round', () => {
    const shoe = createShoe(6, 'cut-card', rngSpecForSeed('burn-down'));
    const count = burnCount(pointValue(cardFromId(shoe.cards[0]!).rank));
    expect(faceDownBurned(shoe)).toEqual(shoe.cards.slice(1, count));
    expect(dealtFrom(shoe)).toBe(false);
    const after = dealRound(shoe).shoe;
    expect(dealtFrom(after)).toBe(true);
    expect(faceDownBurned(after)).toEqual(faceDownBurned(shoe));
  });

  it('an every-round shoe burns nothing and is dealt from once a round left it', () => {
    const shoe = createShoe(1, 'every-round', rngSpecForSeed('burn-none'));
    expect(faceDownBurned(shoe)).toEqual([]);
    expect(dealtFrom(shoe)).toBe(false);
    expect(dealtFrom({ ...shoe, next: 4 })).toBe(true);
  });
});
