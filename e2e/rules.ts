/**
 * The rules as src/engine/RULES.md states them, written here for the browser tests, independent of
 * the engine's drawing code (§ Drawing rules): the specs check what the page shows against these,
 * never against the code that drew it. Banker's drawing table is the unit tests' own copy
 * (src/engine/bankerTable.test-util.ts), typed out from the rules text, so the repository's tests
 * hold it once; a card's points are the engine's `pointValue`, which src/engine/cards.test.ts
 * checks against the rules text (§ Cards and totals).
 */
import { BANKER_TABLE, STOOD_DRAWS_UP_TO } from '../src/engine/bankerTable.test-util.ts';
import { isRank, pointValue } from '../src/engine/cards.ts';

export { STOOD_DRAWS_UP_TO };

/** A card's points by its rank as the page names it ("A", "2" … "10", "J", "Q", "K"); throws on any other name. */
export function points(rank: string): number {
  if (!isRank(rank)) throw new Error(`not a rank: ${rank}`);
  return pointValue(rank);
}

/** A hand's total: its points added, tens dropped. */
export const total = (ranks: string[]) => ranks.reduce((a, r) => a + points(r), 0) % 10;

/** When Player drew: for each Banker two-card total 0–7, the points of Player's third card on which Banker draws. */
export const BANKER_DRAWS: Readonly<Record<number, number[]>> = Object.fromEntries(
  Object.entries(BANKER_TABLE).map(([bankerTotal, row]) => [bankerTotal, row.split(' ').flatMap((mark, third) => (mark === 'D' ? [third] : []))]),
);

/** The winner of two finished hands: the higher total, a Tie on equal totals. */
export function winnerOf(player: string[], banker: string[]): 'player' | 'banker' | 'tie' {
  const pt = total(player);
  const bt = total(banker);
  return pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
}
