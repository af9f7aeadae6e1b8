/**
 * The drawing rules of Punto Banco, stated once. Source: src/engine/RULES.md § Drawing rules
 * (after the Swedish home-play page, the Norwegian free-play page and the Norwegian RNG game's help page). Totals are points 0–9; a third card is given by its point value 0–9.
 */

/** One of the two hands. */
export type Side = 'player' | 'banker';
/** Result of a coup. */
export type Outcome = Side | 'tie';

/** Cards dealt before anyone may draw: two to Player and two to Banker (src/engine/RULES.md § Drawing rules, Deal order). */
export const INITIAL_CARDS = 4;
/** Most cards a coup uses: the four initial cards and a third card to each hand (src/engine/RULES.md § Drawing rules). */
export const MAX_COUP_CARDS = INITIAL_CARDS + 2;

/** Lowest two-card total that is a natural: 8 and 9 are naturals (src/engine/RULES.md § Drawing rules, Naturals). */
export const NATURAL_FROM = 8;

/** Highest two-card total that is not a natural (7): where the ranges of standing totals end. */
export const HIGHEST_PLAIN_TOTAL = NATURAL_FROM - 1;

/** Totals 8 and 9 on the first two cards are naturals (src/engine/RULES.md § Drawing rules, Naturals). */
export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= NATURAL_FROM;
}

/** Highest two-card total on which Player draws; Player stands on 6–7 (src/engine/RULES.md § Drawing rules, Player rule). */
export const PLAYER_DRAWS_UP_TO = 5;

/** Player (no natural on the table) draws a third card on 0–5 and stands on 6–7. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= PLAYER_DRAWS_UP_TO;
}

/**
 * Banker's drawing table when Player drew (src/engine/RULES.md § Drawing rules, Banker's table): for each Banker two-card
 * total 0–7, the point values 0–9 of Player's third card on which Banker draws.
 */
export const BANKER_DRAWS_ON: Readonly<Record<number, readonly number[]>> = {
  0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
  4: [2, 3, 4, 5, 6, 7],
  5: [4, 5, 6, 7],
  6: [6, 7],
  7: [],
};

/** Highest Banker total on which Banker draws when Player stood (src/engine/RULES.md § Drawing rules, Banker's table). */
export const BANKER_DRAWS_WHEN_PLAYER_STOOD_UP_TO = 5;

/**
 * Flat lookup for speed: index bankerTotal × 11 + (playerThird + 1), where playerThird −1
 * means "Player stood". 1 = draw. Built from the two rules above, so nothing is restated.
 */
export const BANKER_DRAW_LOOKUP: Uint8Array = (() => {
  const t = new Uint8Array(10 * 11);
  for (let b = 0; b <= 7; b++) {
    t[b * 11] = b <= BANKER_DRAWS_WHEN_PLAYER_STOOD_UP_TO ? 1 : 0;
    for (const p of BANKER_DRAWS_ON[b]!) t[b * 11 + p + 1] = 1;
  }
  return t;
})();

/**
 * Whether Banker (no natural on the table) draws a third card, given its two-card total 0–7
 * and the point value 0–9 of Player's third card, or null when Player stood.
 * @throws RangeError for a Banker total outside 0–9 or a third card outside 0–9.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (!Number.isInteger(bankerTotal) || bankerTotal < 0 || bankerTotal > 9) {
    throw new RangeError(`bad Banker total ${bankerTotal}`);
  }
  if (playerThird !== null && (!Number.isInteger(playerThird) || playerThird < 0 || playerThird > 9)) {
    throw new RangeError(`bad third card ${playerThird}`);
  }
  return BANKER_DRAW_LOOKUP[bankerTotal * 11 + (playerThird === null ? 0 : playerThird + 1)] === 1;
}

/** The hand nearer 9 wins; equal totals are a Tie (src/engine/RULES.md § Drawing rules, Result). */
export function compareTotals(playerTotal: number, bankerTotal: number): Outcome {
  if (playerTotal > bankerTotal) return 'player';
  if (bankerTotal > playerTotal) return 'banker';
  return 'tie';
}
