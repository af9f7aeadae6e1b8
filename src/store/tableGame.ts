/**
 * The bets a table offers, from its settings: its variant and, when side bets are on, that
 * variant's side bets (src/engine/RULES.md § Table variants, § Side bets).
 */
import { type BetKey, type Variant, sideBetsOf } from '../engine/index.ts';
import type { Settings } from './types.ts';

/** The variant and bets of a table. */
export interface TableGame {
  variant: Variant;
  sideBets: boolean;
  /** Main bets (Banker, Player, Tie), then the variant's side bets in felt order when they are on. */
  bets: readonly BetKey[];
}

/** The main bets in the order the odds panel and the rules page list them. */
export const MAIN_BETS: readonly BetKey[] = ['banker', 'player', 'tie'];

const cache = new Map<string, TableGame>();

/** The table's variant and bets (the same object for the same settings, for React selectors). */
export function selectTableGame(settings: Pick<Settings, 'variant' | 'sideBets'>): TableGame {
  const { variant, sideBets } = settings;
  const key = `${variant} ${sideBets}`;
  let game = cache.get(key);
  if (!game) {
    game = { variant, sideBets, bets: sideBets ? [...MAIN_BETS, ...sideBetsOf(variant)] : MAIN_BETS };
    cache.set(key, game);
  }
  return game;
}
