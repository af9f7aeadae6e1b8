/**
 * Table limits, chips and the checks on a bet. Source: src/engine/RULES.md § Betting and limits.
 * Amounts are integer øre (1 kr = 100 øre).
 */
import { type BetKey, type Bets, type Variant, BET_KEYS, DEFAULT_VARIANT, MAIN_BETS, NO_BETS, SIDE_BETS, isSideBet, offersBet, stakeOf, totalStake } from './payouts.ts';

/** Chip values in øre, smallest first: 10, 50, 100, 500 and 1 000 kr. */
export const CHIP_VALUES: readonly number[] = [1_000, 5_000, 10_000, 50_000, 100_000];

/** The smallest chip, øre: every stake is a sum of chips, so none is smaller (nor, at 10 kr, under the main MIN). */
export const SMALLEST_CHIP = CHIP_VALUES[0]!;

/** Table limits per main spot (Player, Banker, Tie) in øre: MIN 10 kr, MAX 5 000 kr. */
export const TABLE_LIMITS = { min: 1_000, max: 500_000 } as const;

/** Limits of one spot in øre. */
export interface SpotLimits {
  min: number;
  max: number;
}

/**
 * Default limits per side-bet spot in øre: MIN 10 kr, MAX 1 000 kr (src/engine/RULES.md
 * § Side bets); a table setting apart from the main limits.
 */
export const DEFAULT_SIDE_BET_LIMITS: SpotLimits = Object.freeze({ min: 1_000, max: 100_000 });

/**
 * The widest side-bet limits a table may set, øre: MIN and MAX each from the smallest chip to the
 * main MAX (with MIN ≤ MAX). Any stored side-bet limits lie within these.
 */
export const SIDE_BET_LIMIT_RANGE: SpotLimits = Object.freeze({ min: SMALLEST_CHIP, max: TABLE_LIMITS.max });

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
  | 'no-last-bet'
  | 'rebet-placed'
  | 'rebet-not-empty'
  | 'side-bet-off';

/** What an action needs off the balance and what the balance is, øre: the sums a refusal for the balance names. */
export interface BalanceShort {
  needed: number;
  balance: number;
}

/**
 * A refusal with its sums: `short` whenever the balance falls short of what the action would place,
 * also when a limit is the first reason (so both can be said).
 */
export interface Refusal {
  reason: RefusalReason;
  short?: BalanceShort;
}

/** The balance falls short of `needed` øre: the sums, else undefined. The one statement of that rule. */
export function balanceShort(needed: number, balance: number): BalanceShort | undefined {
  return needed > balance ? { needed, balance } : undefined;
}

function withShort(reason: RefusalReason | null, short: BalanceShort | undefined): Refusal | null {
  return reason && { reason, ...(short ? { short } : {}) };
}

/** Betting options that are table settings. */
export interface BettingOptions {
  /** Allow bets on Player and Banker in the same round (src/engine/RULES.md § Betting and limits 1); off by default. */
  allowBothSides: boolean;
  /** The table's variant (standard when left out): which side bets exist. */
  variant?: Variant;
  /** Side-bet spots are on the felt (off when left out: a table of the three main spots). */
  sideBets?: boolean;
  /** Limits per side-bet spot (DEFAULT_SIDE_BET_LIMITS when left out). */
  sideBetLimits?: SpotLimits;
}

/**
 * True when `bets` stand on Player and Banker together and the table does not allow that
 * (src/engine/RULES.md § Betting and limits; a table setting, off by default). A Tie bet goes with either.
 */
export function refusesBothSides(bets: Bets, options: BettingOptions): boolean {
  return !options.allowBothSides && bets.player > 0 && bets.banker > 0;
}

/** The limits of one spot at a table with `options`. */
export function limitsOf(spot: BetKey, options: BettingOptions): SpotLimits {
  return isSideBet(spot) ? (options.sideBetLimits ?? DEFAULT_SIDE_BET_LIMITS) : TABLE_LIMITS;
}

/** Whether a spot takes bets at a table with `options`: the main spots always, a side bet when side bets are on and the variant has it. */
export function spotOpen(spot: BetKey, options: Pick<BettingOptions, 'variant' | 'sideBets'>): boolean {
  if (!isSideBet(spot)) return true;
  return options.sideBets === true && offersBet(options.variant ?? DEFAULT_VARIANT, spot);
}

/** The bets a table with `options` takes (`spotOpen`): MAIN_BETS, then its open side bets in felt order. */
export function openBets(options: Pick<BettingOptions, 'variant' | 'sideBets'>): readonly BetKey[] {
  return [...MAIN_BETS, ...SIDE_BETS.filter((key) => spotOpen(key, options))];
}

/**
 * Checks adding one chip of `chip` øre to `spot`; `balance` is what is not yet on the table.
 * Returns the refusal reason, or null when the chip may be placed.
 */
export function checkPlaceChip(
  bets: Bets,
  spot: BetKey,
  chip: number,
  balance: number,
  options: BettingOptions,
): RefusalReason | null {
  if (!CHIP_VALUES.includes(chip)) return 'bad-chip';
  if (!spotOpen(spot, options)) return 'side-bet-off';
  if (refusesBothSides({ ...bets, [spot]: stakeOf(bets, spot) + chip }, options)) return 'both-sides';
  // Only MAX here: a chip under a side-bet MIN may be topped up before the deal.
  if (spotProblem(spot, stakeOf(bets, spot) + chip, options) === 'over-max') return 'over-max';
  if (balanceShort(chip, balance)) return 'insufficient-balance';
  return null;
}

/** checkPlaceChip with the sums: what the chip needs and the balance, when the balance falls short. */
export function refusalToPlaceChip(bets: Bets, spot: BetKey, chip: number, balance: number, options: BettingOptions): Refusal | null {
  return withShort(checkPlaceChip(bets, spot, chip, balance, options), balanceShort(chip, balance));
}

/**
 * What keeps `stake` øre on `spot` from being dealt at a table with `options`: the spot is not
 * open (`spotOpen`), or the stake is above its MAX or under its MIN (`limitsOf`); null for an
 * empty spot or a stake within the limits.
 */
export function spotProblem(spot: BetKey, stake: number, options: BettingOptions): 'side-bet-off' | 'over-max' | 'under-min' | null {
  if (stake === 0) return null;
  if (!spotOpen(spot, options)) return 'side-bet-off';
  const limits = limitsOf(spot, options);
  if (stake > limits.max) return 'over-max';
  if (stake < limits.min) return 'under-min';
  return null;
}

/**
 * Checks that the bets may be dealt: at least one bet, each within MIN–MAX, and not both
 * Player and Banker unless allowed. Returns the refusal reason, or null.
 */
export function checkBets(bets: Bets, options: BettingOptions): RefusalReason | null {
  if (totalStake(bets) === 0) return 'no-bet';
  if (refusesBothSides(bets, options)) return 'both-sides';
  // Each spot within its own limits: side bets by the side-bet limits, and only on open spots.
  for (const s of BET_KEYS) {
    const problem = spotProblem(s, stakeOf(bets, s), options);
    if (problem) return problem;
  }
  return null;
}

/**
 * The first bet (BET_KEYS order) whose stake is outside its spot's limits (`spotProblem`), with
 * those limits; null when every staked spot is within them. Names the limits a MIN/MAX refusal is about.
 */
export function limitBreach(bets: Bets, options: BettingOptions): { spot: BetKey; limits: SpotLimits } | null {
  for (const spot of BET_KEYS) {
    const problem = spotProblem(spot, stakeOf(bets, spot), options);
    if (problem === 'over-max' || problem === 'under-min') return { spot, limits: limitsOf(spot, options) };
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
  if (balanceShort(totalStake(last), balance)) return 'insufficient-balance';
  return null;
}

/** checkRebet with the sums: what the last bets need and the balance, when the balance falls short. */
export function refusalToRebet(current: Bets, last: Bets | null, balance: number, options: BettingOptions): Refusal | null {
  return withShort(checkRebet(current, last, balance, options), last ? balanceShort(totalStake(last), balance) : undefined);
}

/**
 * Checks SATS IGJEN (and SATS IGJEN OG GI): the last round's bets put down again on an empty table
 * (src/engine/RULES.md § Betting and limits 5). With chips already on the table it is refused:
 * 'rebet-placed' when they are exactly the last round's bets (SATS IGJEN was pressed already),
 * 'rebet-not-empty' when they are others; otherwise as checkRebet. Returns the reason, or null.
 */
export function checkBetAgain(current: Bets, last: Bets | null, balance: number, options: BettingOptions): RefusalReason | null {
  if (!last || totalStake(last) === 0) return 'no-last-bet';
  if (totalStake(current) > 0) return BET_KEYS.every((k) => stakeOf(current, k) === stakeOf(last, k)) ? 'rebet-placed' : 'rebet-not-empty';
  // The table is empty: the last bets alone must be within the limits and the balance.
  return checkRebet(NO_BETS, last, balance, options);
}

/** checkBetAgain with the sums: what the last bets need and the balance, when the balance falls short. */
export function refusalToBetAgain(current: Bets, last: Bets | null, balance: number, options: BettingOptions): Refusal | null {
  return withShort(checkBetAgain(current, last, balance, options), last ? balanceShort(totalStake(last), balance) : undefined);
}

/** Spot-wise sum of two sets of bets; a side bet appears only where either has a stake on it. */
export function addBets(a: Bets, b: Bets): Bets {
  const out: Record<string, number> = { player: a.player + b.player, banker: a.banker + b.banker, tie: a.tie + b.tie };
  for (const k of BET_KEYS) {
    const sum = stakeOf(a, k) + stakeOf(b, k);
    if (isSideBet(k) && sum > 0) out[k] = sum;
  }
  return out as Bets;
}

export { NO_BETS };
