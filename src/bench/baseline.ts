/**
 * The baseline for the odds bench: a plain ordered enumeration over the 13 ranks, six nested
 * loops (P1, B1, P2, B2, card 5, card 6), each deal weighted by the product of the remaining
 * counts, the coup played out at every leaf with the rule functions of rules.ts.
 * Deliberately straightforward: it is what src/engine/odds.ts is measured against.
 */
import { POINT_BY_RANK_INDEX } from '../engine/cards.ts';
import { bankerDraws, compareTotals, isNatural, playerDraws } from '../engine/rules.ts';
import { type DealCounts, validateShoeCounts } from '../engine/odds.ts';

/**
 * Enumerates every ordered 6-card deal of a shoe given as 13 rank counts.
 * Accumulates in doubles, so it is only exact while the total stays below 2^53 (up to 455 cards).
 * @throws RangeError for bad counts, or a shoe of more than 455 cards.
 */
export function baselineCounts(counts: readonly number[]): DealCounts {
  validateShoeCounts(counts);
  const c = counts.slice();
  const n = c.reduce((a, b) => a + b, 0);
  if (n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`baseline is exact only up to 455 cards, got ${n}`);
  }
  const pt = POINT_BY_RANK_INDEX;
  let banker = 0, player = 0, tie = 0, natural = 0, playerPair = 0, bankerPair = 0, total = 0;
  for (let r1 = 0; r1 < 13; r1++) {
    const w1 = c[r1]!;
    if (w1 === 0) continue;
    c[r1]!--;
    for (let r2 = 0; r2 < 13; r2++) {
      const w2 = w1 * c[r2]!;
      if (w2 === 0) continue;
      c[r2]!--;
      for (let r3 = 0; r3 < 13; r3++) {
        const w3 = w2 * c[r3]!;
        if (w3 === 0) continue;
        c[r3]!--;
        for (let r4 = 0; r4 < 13; r4++) {
          const w4 = w3 * c[r4]!;
          if (w4 === 0) continue;
          c[r4]!--;
          for (let r5 = 0; r5 < 13; r5++) {
            const w5 = w4 * c[r5]!;
            if (w5 === 0) continue;
            c[r5]!--;
            for (let r6 = 0; r6 < 13; r6++) {
              const w = w5 * c[r6]!;
              if (w === 0) continue;
              // P1 = r1, B1 = r2, P2 = r3, B2 = r4; cards 5 and 6 are used as the rules ask.
              let p = (pt[r1]! + pt[r3]!) % 10;
              let b = (pt[r2]! + pt[r4]!) % 10;
              total += w;
              if (r1 === r3) playerPair += w;
              if (r2 === r4) bankerPair += w;
              if (isNatural(p) || isNatural(b)) {
                natural += w;
              } else {
                let next = r5;
                let playerThird: number | null = null;
                if (playerDraws(p)) {
                  playerThird = pt[next]!;
                  p = (p + playerThird) % 10;
                  next = r6;
                }
                if (bankerDraws(b, playerThird)) b = (b + pt[next]!) % 10;
              }
              const outcome = compareTotals(p, b);
              if (outcome === 'banker') banker += w;
              else if (outcome === 'player') player += w;
              else tie += w;
            }
            c[r5]!++;
          }
          c[r4]!++;
        }
        c[r3]!++;
      }
      c[r2]!++;
    }
    c[r1]!++;
  }
  return {
    banker: BigInt(banker),
    player: BigInt(player),
    tie: BigInt(tie),
    natural: BigInt(natural),
    playerPair: BigInt(playerPair),
    bankerPair: BigInt(bankerPair),
    total: BigInt(total),
  };
}
