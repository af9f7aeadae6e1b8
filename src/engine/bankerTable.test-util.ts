/**
 * Test fixture: Banker's drawing table typed out from the rules text (src/engine/RULES.md
 * § Drawing rules, Banker's table), never read from the engine, so the tests of the engine, the
 * explain steps and the rules page all check against one copy that the code under test did not make.
 */

/**
 * When Player drew: one row per Banker two-card total 0–7, one mark per point value 0–9 of
 * Player's third card. D = Banker draws, S = Banker stands.
 */
export const BANKER_TABLE: Readonly<Record<number, string>> = {
  0: 'D D D D D D D D D D',
  1: 'D D D D D D D D D D',
  2: 'D D D D D D D D D D',
  3: 'D D D D D D D D S D',
  4: 'S S D D D D D D S S',
  5: 'S S S S D D D D S S',
  6: 'S S S S S S D D S S',
  7: 'S S S S S S S S S S',
};

/** When Player stood, Banker draws on 0–5 (and stands on 6 or 7), the same rule as Player's. */
export const STOOD_DRAWS_UP_TO = 5;
