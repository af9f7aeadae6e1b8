/**
 * The bets a table offers, from its settings: its variant and, when side bets are on, that
 * variant's side bets (src/engine/RULES.md § Table variants, § Side bets).
 */
import { type BetKey, type Bets, type Variant, SIDE_BETS, openBets, spotOpen, stakeOf, totalStake, withStake } from '../engine/index.ts';
import type { ReturnedStake, Settings } from './types.ts';
import type { TableState } from './state.ts';
import { withoutSpots } from './betSteps.ts';

/** The variant and bets of a table. */
export interface TableGame {
  variant: Variant;
  sideBets: boolean;
  /** The bets the table takes (`openBets`): the main bets (MAIN_BETS), then the variant's side bets in felt order when they are on. */
  bets: readonly BetKey[];
}

const cache = new Map<string, TableGame>();

/** The table's variant and bets (the same object for the same settings, for React selectors). */
export function selectTableGame(settings: Pick<Settings, 'variant' | 'sideBets'>): TableGame {
  const { variant, sideBets } = settings;
  const key = `${variant} ${sideBets}`;
  let game = cache.get(key);
  if (!game) {
    game = { variant, sideBets, bets: openBets(settings) };
    cache.set(key, game);
  }
  return game;
}

/** The parts of the table's state that chips returned from a closed spot change. */
type ChipsOnTable = Pick<TableState, 'bets' | 'betSteps' | 'balance' | 'lastBets' | 'settings'>;

/**
 * Chips on the side-bet spots `keys` go back to the balance and leave the undo steps. Returns the
 * changed fields, none when those spots hold nothing. Money is conserved: bets + balance stays the same.
 */
export function returnSideBets(state: Pick<ChipsOnTable, 'bets' | 'betSteps' | 'balance'>, keys: readonly BetKey[]): Partial<ChipsOnTable> {
  const returned = keys.reduce((sum, key) => sum + stakeOf(state.bets, key), 0);
  if (returned === 0) return {};
  return { bets: keys.reduce((b, key) => withStake(b, key, 0), state.bets), betSteps: withoutSpots(state.betSteps, keys), balance: state.balance + returned };
}

/**
 * The chips on side-bet spots that `settings` do not open (`spotOpen`), in felt order: what a
 * change to those settings hands back to the balance (returnClosedSideBets), and what the settings
 * dialog says it will hand back before the change.
 */
export function sideBetsClosedBy(bets: Bets, settings: Pick<Settings, 'variant' | 'sideBets'>): ReturnedStake[] {
  return SIDE_BETS.filter((key) => !spotOpen(key, settings) && stakeOf(bets, key) > 0).map((key) => ({ key, stake: stakeOf(bets, key) }));
}

/**
 * Chips on side-bet spots that `state.settings` do not open (`spotOpen`: side bets off, or a bet
 * the variant lacks) go back to the balance and leave the undo steps; SATS IGJEN's last bets lose
 * them too (null when nothing is left). Returns the changed fields, none when nothing changes.
 * Money is conserved: bets + balance stays the same.
 */
export function returnClosedSideBets(state: ChipsOnTable): Partial<ChipsOnTable> {
  const closed = SIDE_BETS.filter((key) => !spotOpen(key, state.settings));
  const lastBets = state.lastBets && closed.reduce((b, key) => withStake(b, key, 0), state.lastBets);
  return {
    ...returnSideBets(state, closed),
    ...(lastBets && totalStake(lastBets) !== totalStake(state.lastBets!) ? { lastBets: totalStake(lastBets) > 0 ? lastBets : null } : {}),
  };
}
