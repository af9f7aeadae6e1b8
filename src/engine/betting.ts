/**
 * Table limits, chips and the checks on a bet. Source: src/engine/RULES.md § Betting and limits.
 * Amounts are integer øre (1 kr = 100 øre).
 */
import { type Bets, type Spot, NO_BETS, SPOTS, totalStake } from './payouts.ts';

/** Chip values in øre: 10, 50, 100, 500 and 1 000 kr. */
export const CHIP_VALUES: readonly number[] = [1_000, 5_000, 10_000, 50_000, 100_000];

/** Table limits per spot in øre: MIN 10 kr, MAX 5 000 kr. */
export const TABLE_LIMITS = { min: 1_000, max: 500_000 } as const;

/** Starting play-money balance in øre (10 000 kr). */
export const STARTING_BALANCE = 1_000_000;

/** Why a betting action is refused; each maps to a visible message. */
export type RefusalReason =
  | 'over-max'
  | 'under-min'
  | 'insufficient-balance'
  | 'no-bet'
  | 'both-sides'
  | 'bad-chip'
  | 'no-last-bet';

/** Betting options that are table settings. */
export interface BettingOptions {
  /** Allow bets on Player and Banker in the same round (src/engine/RULES.md § Betting and limits 1); off by default. */
  allowBothSides: boolean;
}

/**
 * True when `bets` stand on Player and Banker together and the table does not allow that
 * (src/engine/RULES.md § Betting and limits; a table setting, off by default). A Tie bet goes with either.
 */
export function refusesBothSides(bets: Bets, options: BettingOptions): boolean {
  return !options.allowBothSides && bets.player > 0 && bets.banker > 0;
}

/**
 * Checks adding one chip of `chip` øre to `spot`; `balance` is what is not yet on the table.
 * Returns the refusal reason, or null when the chip may be placed.
 */
export function checkPlaceChip(
  bets: Bets,
  spot: Spot,
  chip: number,
  balance: number,
  options: BettingOptions,
): RefusalReason | null {
  if (!CHIP_VALUES.includes(chip)) return 'bad-chip';
  if (refusesBothSides({ ...bets, [spot]: bets[spot] + chip }, options)) return 'both-sides';
  if (bets[spot] + chip > TABLE_LIMITS.max) return 'over-max';
  if (chip > balance) return 'insufficient-balance';
  return null;
}

/**
 * Checks that the bets may be dealt: at least one bet, each within MIN–MAX, and not both
 * Player and Banker unless allowed. Returns the refusal reason, or null.
 */
export function checkBets(bets: Bets, options: BettingOptions): RefusalReason | null {
  if (totalStake(bets) === 0) return 'no-bet';
  if (refusesBothSides(bets, options)) return 'both-sides';
  for (const s of SPOTS) {
    if (bets[s] > TABLE_LIMITS.max) return 'over-max';
    if (bets[s] > 0 && bets[s] < TABLE_LIMITS.min) return 'under-min';
  }
  return null;
}

/**
 * Checks re-placing the last round's bets with `balance` øre available (chips already on the
 * table count against the limits too). Returns the refusal reason, or null.
 */
export function checkRebet(
  current: Bets,
  last: Bets | null,
  balance: number,
  options: BettingOptions,
): RefusalReason | null {
  if (!last || totalStake(last) === 0) return 'no-last-bet';
  const combined = addBets(current, last);
  const limits = checkBets(combined, options);
  if (limits) return limits;
  if (totalStake(last) > balance) return 'insufficient-balance';
  return null;
}

/** Spot-wise sum of two sets of bets. */
export function addBets(a: Bets, b: Bets): Bets {
  return { player: a.player + b.player, banker: a.banker + b.banker, tie: a.tie + b.tie };
}

export { NO_BETS };
