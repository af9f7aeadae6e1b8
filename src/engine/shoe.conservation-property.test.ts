import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardId } from './cards.ts';
import { type DeckCount, type ReshufflePolicy, createShoe, dealRound, rngSpecForSeed } from './shoe.ts';

const sortNum = (a: number, b: number) => a - b;

describe('cards are conserved', () => {
  it('dealing a cut-card shoe to its cut card: burned + dealt + left over = the shoe, in order', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom<DeckCount>(1, 6, 8), (seed, decks) => {
        const shoe = createShoe(decks, 'cut-card', rngSpecForSeed(seed));
        const dealt: CardId[] = [];
        let current = shoe;
        for (;;) {
          const r = dealRound(current);
          dealt.push(...r.coup.dealOrder.map((c) => c.id));
          if (r.reshuffled) break;
          current = r.shoe;
        }
        const leftOver = shoe.cards.slice(shoe.burned.length + dealt.length);
        expect([...shoe.burned, ...dealt, ...leftOver]).toEqual(shoe.cards);
        // The cut card (14–16 from the end) came out during the last round, which took at most 6 cards.
        expect(shoe.burned.length + dealt.length).toBeGreaterThan(shoe.cutAt);
        expect(leftOver.length).toBeLessThanOrEqual(15);
        expect(leftOver.length).toBeGreaterThanOrEqual(14 - 6);
        expect(new Set([...shoe.burned, ...dealt]).size).toBe(shoe.burned.length + dealt.length);
        expect([...shoe.burned, ...dealt, ...leftOver].sort(sortNum)).toEqual(
          Array.from({ length: decks * 52 }, (_, i) => i),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('every round under either policy is a full permutation of the decks before and after', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.constantFrom<ReshufflePolicy>('every-round', 'cut-card'),
        fc.integer({ min: 1, max: 60 }),
        (seed, policy, rounds) => {
          let shoe = createShoe(1, policy, rngSpecForSeed(seed));
          for (let i = 0; i < rounds; i++) {
            const r = dealRound(shoe);
            expect(r.coup.dealOrder.length).toBeGreaterThanOrEqual(4);
            expect(r.coup.dealOrder.length).toBeLessThanOrEqual(6);
            expect(r.shoe.cards.slice().sort(sortNum)).toEqual(Array.from({ length: 52 }, (_, k) => k));
            shoe = r.shoe;
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
