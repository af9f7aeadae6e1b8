/**
 * The steps by which the chips on the table were placed, for ANGRE (undo). Each step is what one
 * action added: one chip, the bets SATS IGJEN placed, or what DOBLE added. The steps add up
 * exactly to the bets on the table (a stored table whose steps do not is repaired on load), so
 * taking the last step back returns exactly the chips that step put down. Amounts are øre.
 */
import { type BetKey, type Bets, BET_KEYS, NO_BETS, SMALLEST_CHIP, isBetKey, stakeOf, withStake } from '../engine/index.ts';

/** Chips one action added, øre per spot (side bets too); spots it did not touch are left out. */
export type BetStep = Partial<Record<BetKey, number>>;

/** The spots of `bets` that hold chips, as one step (SATS IGJEN and DOBLE are one step each). */
export function stepOf(bets: Bets): BetStep {
  const step: BetStep = {};
  for (const spot of BET_KEYS) if (stakeOf(bets, spot) > 0) step[spot] = stakeOf(bets, spot);
  return step;
}

/** The money a step put on the table, øre. */
export function stepTotal(step: BetStep): number {
  let total = 0;
  for (const v of Object.values(step)) total += v ?? 0;
  return total;
}

/** `bets` with `step` taken off; null when the step holds more than the bets (never, when sound). */
export function withoutStep(bets: Bets, step: BetStep): Bets | null {
  let next = bets;
  for (const [spot, v] of Object.entries(step)) {
    if (!isBetKey(spot) || stakeOf(next, spot) < (v ?? 0)) return null;
    // withStake keeps the key order and drops an emptied side bet, as placing the chips never added it.
    next = withStake(next, spot, stakeOf(next, spot) - (v ?? 0));
  }
  return next;
}

/** `steps` with the chips on `spots` left out (chips returned when a spot closed); steps left empty go. */
export function withoutSpots(steps: readonly BetStep[], spots: readonly BetKey[]): BetStep[] {
  const out: BetStep[] = [];
  for (const step of steps) {
    const kept: BetStep = { ...step };
    for (const spot of spots) delete kept[spot];
    if (Object.keys(kept).length > 0) out.push(kept);
  }
  return out;
}

/**
 * True when `steps` add up exactly to `bets`, every amount a whole number of øre of at least the
 * smallest chip (the table minimum), on spots the table has. Undoing the steps one by one then
 * leaves each spot empty or within the limits.
 */
export function stepsMatch(steps: readonly BetStep[], bets: Bets): boolean {
  let sum: Bets = NO_BETS;
  for (const step of steps) {
    const entries = Object.entries(step);
    if (entries.length === 0) return false;
    for (const [spot, v] of entries) {
      if (!isBetKey(spot) || !Number.isSafeInteger(v) || v! < SMALLEST_CHIP) return false;
      sum = withStake(sum, spot, stakeOf(sum, spot) + v!);
    }
  }
  return BET_KEYS.every((spot) => stakeOf(sum, spot) === stakeOf(bets, spot));
}

/** Steps for bets whose steps are not known (a table stored before steps were kept): one step. */
export function stepsFor(bets: Bets): BetStep[] {
  const step = stepOf(bets);
  return Object.keys(step).length === 0 ? [] : [step];
}
