import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, type Rank, RANKS, SUITS, handTotal, pointValue } from './cards.ts';
import { COUP_BITS, COUP_CODE_LIMIT, ShortDeckError, coupOutcome, factsOfCode, resolveCoup } from './coup.ts';
import { type Outcome, bankerDraws, compareTotals, isNatural, playerDraws } from './rules.ts';

/**
 * An independent coup written out step by step from the public rule predicates, the way a dealer
 * reads src/engine/RULES.md § Drawing rules: the reference both the fast path and resolveCoup must match.
 */
function referenceCoup(cards: readonly Card[]) {
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  let next = 4;
  const p0 = handTotal(player);
  const b0 = handTotal(banker);
  let playerDrew = false;
  let bankerDrew = false;
  if (!isNatural(p0) && !isNatural(b0)) {
    let third: number | null = null;
    if (playerDraws(p0)) {
      const c = cards[next++]!;
      player.push(c);
      third = pointValue(c.rank);
      playerDrew = true;
    }
    if (bankerDraws(b0, third)) {
      banker.push(cards[next++]!);
      bankerDrew = true;
    }
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    used: next,
    playerTotal,
    bankerTotal,
    winner: compareTotals(playerTotal, bankerTotal) as Outcome,
    playerDrew,
    bankerDrew,
    playerNatural: isNatural(p0),
    bankerNatural: isNatural(b0),
    playerPair: cards[0]!.rank === cards[2]!.rank,
    bankerPair: cards[1]!.rank === cards[3]!.rank,
  };
}

/** The packed code unpacked into the same shape. */
function decode(code: number) {
  return { used: (code >> COUP_BITS.cardsShift) & 7, ...factsOfCode(code) };
}

const rankIdx = fc.integer({ min: 0, max: RANKS.length - 1 });
const toCards = (ranks: readonly number[]): Card[] =>
  ranks.map((r, id) => ({ id, rank: RANKS[r]! as Rank, suit: SUITS[id % 4]! }));

describe('coupOutcome (the allocation-free coup the simulator uses)', () => {
  it('agrees with the step-by-step reference and with resolveCoup on random deals', () => {
    fc.assert(
      fc.property(fc.array(rankIdx, { minLength: 6, maxLength: 6 }), (ranks) => {
        const cards = toCards(ranks);
        const fast = decode(coupOutcome(Uint8Array.from(ranks), 0));
        const ref = referenceCoup(cards);
        const coup = resolveCoup(cards);
        expect([fast, {
          used: coup.dealOrder.length,
          playerTotal: coup.playerTotal,
          bankerTotal: coup.bankerTotal,
          winner: coup.winner,
          playerDrew: coup.playerDrew,
          bankerDrew: coup.bankerDrew,
          playerNatural: coup.playerNatural,
          bankerNatural: coup.bankerNatural,
          playerPair: coup.playerPair,
          bankerPair: coup.bankerPair,
        }]).toEqual([ref, ref]);
      }),
      { numRuns: 5_000 },
    );
  }, 30_000);

  it('reads a coup anywhere in a longer shoe, and only the cards it uses', () => {
    fc.assert(
      fc.property(fc.array(rankIdx, { minLength: 6, maxLength: 60 }), fc.nat(), (ranks, k) => {
        const at = k % (ranks.length - 5);
        const shoe = Uint8Array.from(ranks);
        const code = coupOutcome(shoe, at);
        // Changing any card after the ones used changes nothing.
        const used = (code >> COUP_BITS.cardsShift) & 7;
        const changed = shoe.slice();
        for (let i = at + used; i < changed.length; i++) changed[i] = (changed[i]! + 1) % RANKS.length;
        expect([decode(code), coupOutcome(changed, at)]).toEqual([referenceCoup(toCards(ranks.slice(at))), code]);
      }),
      { numRuns: 2_000 },
    );
  }, 30_000);

  it('covers every four-card start exhaustively (13^4 starts, each with three different tails)', () => {
    const mismatches: string[] = [];
    for (let i = 0; i < 13 ** 4; i++) {
      const start = [i % 13, Math.floor(i / 13) % 13, Math.floor(i / 169) % 13, Math.floor(i / 2197)];
      for (const tail of [[9, 8], [12, 0], [4, 5]]) {
        const ranks = [...start, ...tail];
        const code = coupOutcome(Uint8Array.from(ranks), 0);
        if (code >= COUP_CODE_LIMIT || JSON.stringify(decode(code)) !== JSON.stringify(referenceCoup(toCards(ranks)))) {
          mismatches.push(ranks.join(','));
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 30_000);
});

describe('resolveCoup on short lists (now through coupOutcome)', () => {
  it('reports the first missing card, at least the fourth', () => {
    fc.assert(
      fc.property(fc.array(rankIdx, { minLength: 6, maxLength: 6 }), fc.integer({ min: 0, max: 5 }), (ranks, len) => {
        const cards = toCards(ranks);
        const used = referenceCoup(cards).used;
        const short = cards.slice(0, len);
        if (len >= used) {
          expect(resolveCoup(short).dealOrder).toEqual(cards.slice(0, used));
        } else {
          let error: unknown;
          try {
            resolveCoup(short);
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(ShortDeckError);
          expect((error as ShortDeckError).needed).toBe(Math.max(len + 1, 4));
          expect((error as ShortDeckError).had).toBe(len);
        }
      }),
      { numRuns: 3_000 },
    );
  }, 30_000);
});
