/**
 * Checks for store tests: what must hold of every table, whatever happened to it. Results are
 * recomputed from the stored cards with the engine, independently of the store's own code.
 */
import {
  CARDS_PER_DECK,
  DEFAULT_VARIANT,
  SIDE_BETS,
  SPOTS,
  TABLE_LIMITS,
  cardFromId,
  spotOpen,
  stakeOf,
  resolveCoup,
  settleBets,
  shoeProblem,
  totalStake,
} from '../engine/index.ts';
import type { TableState } from './state.ts';
import type { RoundRecord } from './types.ts';

/** Money a round changed the player's holdings by: returned minus staked, øre (engine-derived). */
export function roundResult(record: Pick<RoundRecord, 'cards' | 'bets' | 'variant'>): number {
  const coup = resolveCoup(record.cards.map(cardFromId));
  if (coup.dealOrder.length !== record.cards.length) throw new Error(`round of ${record.cards.length} cards uses ${coup.dealOrder.length}`);
  const settlement = settleBets(record.bets, coup, record.variant ?? DEFAULT_VARIANT);
  return settlement.returned - totalStake(record.bets);
}

/** Side-bet chips only on open spots (side bets on, the variant has it), each within the side-bet limits. */
export function sideBetProblems(s: Pick<TableState, 'bets' | 'settings'>): string[] {
  const problems: string[] = [];
  const { min, max } = s.settings.sideBetLimits;
  for (const key of SIDE_BETS) {
    const v = stakeOf(s.bets, key);
    if (v === 0) continue;
    if (!spotOpen(key, s.settings)) problems.push(`chips on closed side bet ${key}`);
    if (!Number.isSafeInteger(v) || v < min || v > max) problems.push(`side bet ${key} ${v}`);
  }
  return problems;
}

/** Play money held: balance plus chips on the table, øre. */
export function moneyHeld(s: Pick<TableState, 'balance' | 'bets'>): number {
  return s.balance + totalStake(s.bets);
}

/**
 * What is wrong with the money and chips of a table at one moment (empty when sound): the balance a
 * non-negative integer, each main spot empty or within the table limits, the side bets as
 * `sideBetProblems` says, Player and Banker together only when allowed, no chips on a table that
 * is not taking bets.
 */
export function chipProblems(s: Pick<TableState, 'balance' | 'bets' | 'settings' | 'phase'>): string[] {
  const problems: string[] = [];
  if (!Number.isSafeInteger(s.balance) || s.balance < 0) problems.push(`balance ${s.balance}`);
  for (const spot of SPOTS) {
    const v = s.bets[spot];
    if (!Number.isSafeInteger(v) || (v !== 0 && (v < TABLE_LIMITS.min || v > TABLE_LIMITS.max))) problems.push(`bet ${spot} ${v}`);
  }
  problems.push(...sideBetProblems(s));
  if (!s.settings.allowBothSides && s.bets.player > 0 && s.bets.banker > 0) problems.push('both sides');
  if (s.phase !== 'betting' && totalStake(s.bets) > 0) problems.push(`chips on the table in phase ${s.phase}`);
  return problems;
}

/**
 * Everything wrong with a table state (empty when sound): balance a non-negative integer, each
 * spot empty or within the limits, Player and Banker together only when allowed, no chips on a
 * settled table, history ids strictly increasing and never above the round count, each round a
 * whole coup, a sound shoe of the table's decks.
 */
export function tableProblems(s: TableState): string[] {
  const problems = chipProblems(s);
  if (s.phase !== 'betting' && s.history.length === 0) problems.push(`phase ${s.phase} without a round`);
  let previous = 0;
  for (const r of s.history) {
    if (!(r.id > previous)) problems.push(`round id ${r.id} after ${previous}`);
    previous = r.id;
    try {
      roundResult(r);
    } catch (e) {
      problems.push(`round ${r.id}: ${(e as Error).message}`);
    }
  }
  if (previous > s.roundsPlayed) problems.push(`round ${previous} above roundsPlayed ${s.roundsPlayed}`);
  const shoe = shoeProblem(s.shoe);
  if (shoe) problems.push(`shoe: ${shoe}`);
  if (s.shoe.cards.length !== s.settings.decks * CARDS_PER_DECK) problems.push('shoe of other decks');
  if (!Number.isSafeInteger(s.refilled) || s.refilled < 0) problems.push(`refilled ${s.refilled}`);
  return problems;
}
