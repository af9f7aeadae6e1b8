/**
 * Settlement of bets in integer øre. Source: src/engine/RULES.md § Payouts and commission.
 */
import type { Outcome } from './rules.ts';

/** A bet spot on the felt. */
export type Spot = 'player' | 'banker' | 'tie';
/** All spots in felt order. */
export const SPOTS: readonly Spot[] = ['player', 'tie', 'banker'];

/** Stakes per spot in øre (0 = no bet). */
export type Bets = Readonly<Record<Spot, number>>;

/** No bets. */
export const NO_BETS: Bets = Object.freeze({ player: 0, banker: 0, tie: 0 });

/** Commission on a Banker win, in percent of the winnings (src/engine/RULES.md § Payouts and commission). */
export const BANKER_COMMISSION_PERCENT = 5;
/** The Tie bet pays 8:1. */
export const TIE_PAYS = 8;
/** Player pays 1:1; Banker pays 1:1 less commission. */
export const EVEN_MONEY = 1;

/** Payout ratios as shown on the felt: multiples of the stake won. */
export const PAYOUT_RATIOS: Readonly<Record<Spot, number>> = {
  player: EVEN_MONEY,
  banker: EVEN_MONEY * (1 - BANKER_COMMISSION_PERCENT / 100),
  tie: TIE_PAYS,
};

/** How one spot ended. */
export type SpotOutcome = 'win' | 'lose' | 'push';

/** Settlement of one spot; all amounts in øre. */
export interface SpotSettlement {
  spot: Spot;
  stake: number;
  outcome: SpotOutcome;
  /** Winnings before commission (0 unless won). */
  gross: number;
  /** Commission taken (Banker wins only), rounded down in the player's favour. */
  commission: number;
  /** Paid back to the balance: stake + gross − commission on a win, stake on a push, 0 on a loss. */
  returned: number;
  /** returned − stake. */
  net: number;
}

/** Settlement of a whole round; amounts in øre. */
export interface Settlement {
  spots: SpotSettlement[];
  staked: number;
  returned: number;
  commission: number;
  net: number;
}

/**
 * Commission on a Banker win of `winnings` øre: 5 %, rounded down to whole øre (src/engine/RULES.md § Payouts and commission).
 */
export function bankerCommission(winnings: number): number {
  return Math.floor((winnings * BANKER_COMMISSION_PERCENT) / 100);
}

/**
 * Settles one spot's stake against the coup's outcome.
 * @throws RangeError when the stake is not a non-negative integer (øre).
 */
export function settleSpot(spot: Spot, stake: number, winner: Outcome): SpotSettlement {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`bad stake ${stake}`);
  let outcome: SpotOutcome;
  let gross = 0;
  let commission = 0;
  if (spot === 'tie') {
    outcome = winner === 'tie' ? 'win' : 'lose';
    if (outcome === 'win') gross = stake * TIE_PAYS;
  } else if (winner === 'tie') {
    outcome = 'push';
  } else if (winner === spot) {
    outcome = 'win';
    gross = stake * EVEN_MONEY;
    if (spot === 'banker') commission = bankerCommission(gross);
  } else {
    outcome = 'lose';
  }
  const returned = outcome === 'lose' ? 0 : stake + gross - commission;
  return { spot, stake, outcome, gross, commission, returned, net: returned - stake };
}

/** Settles every spot with a stake; spots without a stake are left out. */
export function settleBets(bets: Bets, winner: Outcome): Settlement {
  const spots = SPOTS.filter((s) => bets[s] > 0).map((s) => settleSpot(s, bets[s], winner));
  const sum = (f: (s: SpotSettlement) => number) => spots.reduce((a, s) => a + f(s), 0);
  return {
    spots,
    staked: sum((s) => s.stake),
    returned: sum((s) => s.returned),
    commission: sum((s) => s.commission),
    net: sum((s) => s.net),
  };
}

/** Sum of the stakes in øre. */
export function totalStake(bets: Bets): number {
  return bets.player + bets.banker + bets.tie;
}
