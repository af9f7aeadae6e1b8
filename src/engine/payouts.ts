/**
 * Settlement of every bet in integer øre: the three main spots (src/engine/RULES.md § Payouts and commission) and the side bets and table variants (src/engine/RULES.md § Table variants,
 * "§ Side bets"). `settleBet` is the one place a bet is paid; the table, the explain steps, the
 * history, the simulator and the exact analysis (through `betVerdict`) all use it.
 */
import type { CoupFacts } from './coup.ts';
import type { Outcome, Side } from './rules.ts';

/** A main bet spot on the felt. */
export type Spot = 'player' | 'banker' | 'tie';
/** All main spots in felt order. */
export const SPOTS: readonly Spot[] = ['player', 'tie', 'banker'];
/** The main spots in the order help pages and reports list them: Banker, Player, Tie. */
export const MAIN_BETS: readonly Spot[] = ['banker', 'player', 'tie'];

/** A table variant (src/engine/RULES.md § Table variants); one per table, `standard` by default. */
export type Variant = 'standard' | 'no-commission' | 'ez';
/** Every variant, in the order the settings list them. */
export const VARIANTS: readonly Variant[] = ['standard', 'no-commission', 'ez'];
/** The variant of a new table. */
export const DEFAULT_VARIANT: Variant = 'standard';

/** A side bet (src/engine/RULES.md § Side bets). */
export type SideBet = 'playerPair' | 'bankerPair' | 'eitherPair' | 'dragonBonusPlayer' | 'dragonBonusBanker' | 'dragon7' | 'panda8';
/** Every side bet, in felt order. */
export const SIDE_BETS: readonly SideBet[] = [
  'playerPair', 'eitherPair', 'bankerPair', 'dragonBonusPlayer', 'dragonBonusBanker', 'panda8', 'dragon7',
];
/** Any bet: a main spot or a side bet; the keys of the CLI's `--bets` and of `data-testid="spot-<key>"`. */
export type BetKey = Spot | SideBet;
/** Every bet key: main spots first, then side bets. */
export const BET_KEYS: readonly BetKey[] = [...SPOTS, ...SIDE_BETS];

/** Side bets offered on EZ tables only; the others are on every variant. */
const EZ_ONLY: readonly SideBet[] = ['dragon7', 'panda8'];

const SIDE_BETS_OF: Readonly<Record<Variant, readonly SideBet[]>> = {
  standard: SIDE_BETS.filter((b) => !EZ_ONLY.includes(b)),
  'no-commission': SIDE_BETS.filter((b) => !EZ_ONLY.includes(b)),
  ez: SIDE_BETS,
};
/** Every bet each variant offers, for the settlement's hot path. */
const OFFERED: Readonly<Record<Variant, ReadonlySet<BetKey>>> = {
  standard: new Set([...SPOTS, ...SIDE_BETS_OF.standard]),
  'no-commission': new Set([...SPOTS, ...SIDE_BETS_OF['no-commission']]),
  ez: new Set([...SPOTS, ...SIDE_BETS_OF.ez]),
};

/** The side bets a variant offers, in felt order. */
export function sideBetsOf(variant: Variant): readonly SideBet[] {
  return SIDE_BETS_OF[variant];
}

/** Whether a variant offers the bet (main spots are on every variant). */
export function offersBet(variant: Variant, key: BetKey): boolean {
  return OFFERED[variant]?.has(key) ?? false;
}

/** Whether a string is a variant. */
export function isVariant(v: unknown): v is Variant {
  return typeof v === 'string' && (VARIANTS as readonly string[]).includes(v);
}

/** Whether a string is a bet key. */
export function isBetKey(k: unknown): k is BetKey {
  return typeof k === 'string' && (BET_KEYS as readonly string[]).includes(k);
}

/** Whether a bet is a side bet. */
export function isSideBet(k: BetKey): k is SideBet {
  return !(SPOTS as readonly BetKey[]).includes(k);
}

/**
 * Stakes in øre: the main spots always, side bets when staked (a missing side bet is 0, so a
 * table without side bets, and every round stored before them, reads the same).
 */
export type Bets = Readonly<Record<Spot, number> & Partial<Record<SideBet, number>>>;

/** No bets. */
export const NO_BETS: Bets = Object.freeze({ player: 0, banker: 0, tie: 0 });

/** The stake on one bet in øre (0 when not staked). */
export function stakeOf(bets: Bets, key: BetKey): number {
  return bets[key] ?? 0;
}

/** Commission on a Banker win, in percent of the winnings (src/engine/RULES.md § Payouts and commission; standard tables). */
export const BANKER_COMMISSION_PERCENT = 5;
/** The Tie bet pays 8:1. */
export const TIE_PAYS = 8;
/** Player pays 1:1; Banker pays 1:1 less commission. */
export const EVEN_MONEY = 1;

/**
 * What a win of `pays` ([num, den], "num:den") pays per unit staked once `commissionPercent` of the
 * winnings is taken off (src/engine/RULES.md § Payouts and commission), as an exact fraction
 * [num × (100 − commissionPercent), den × 100], not reduced: [1, 1] less 5 % is [95, 100] (0.95).
 */
export function netRatio(pays: readonly [number, number], commissionPercent = 0): readonly [number, number] {
  return [pays[0] * (100 - commissionPercent), pays[1] * 100];
}

const quotient = ([num, den]: readonly [number, number]): number => num / den;

/** Payout ratios of the main spots on a standard table as shown on the felt: multiples of the stake won. */
export const PAYOUT_RATIOS: Readonly<Record<Spot, number>> = {
  player: EVEN_MONEY,
  banker: quotient(netRatio([EVEN_MONEY, 1], BANKER_COMMISSION_PERCENT)),
  tie: TIE_PAYS,
};

/** Player Pair and Banker Pair pay 11:1 (src/engine/RULES.md § Side bets). */
export const PAIR_PAYS = 11;
/** Either Pair pays 5:1. */
export const EITHER_PAIR_PAYS = 5;
/** Dragon 7 (EZ) pays 40:1 on a Banker win with a three-card 7. */
export const DRAGON7_PAYS = 40;
/** Panda 8 (EZ) pays 25:1 on a Player win with a three-card 8. */
export const PANDA8_PAYS = 25;
/** No-commission tables: a Banker win with this total pays 1:2 (NO_COMMISSION_SIX_PAYS). */
export const NO_COMMISSION_SIX = 6;
/** The 1:2 a no-commission Banker win on 6 pays, as [numerator, denominator]. */
export const NO_COMMISSION_SIX_PAYS: readonly [number, number] = [1, 2];
/** Panda 8 (EZ) is a Player win with a three-card total of this. */
export const PANDA8_TOTAL = 8;
/** EZ tables: a Banker win with a three-card total of this pushes (and wins Dragon 7). */
export const EZ_PUSH_TOTAL = 7;
/** A Dragon Bonus win with a natural pays 1:1. */
export const DRAGON_NATURAL_PAYS = 1;
/**
 * Dragon Bonus on a win without a natural, by winning margin (points): 9 → 30:1 … 4 → 1:1;
 * a smaller margin loses. Margins from highest.
 */
export const DRAGON_MARGIN_PAYS: readonly { margin: number; pays: number }[] = [
  { margin: 9, pays: 30 },
  { margin: 8, pays: 10 },
  { margin: 7, pays: 6 },
  { margin: 6, pays: 4 },
  { margin: 5, pays: 2 },
  { margin: 4, pays: 1 },
];

/** The hand a bet is on (Player or Banker), or null for Tie and Either Pair. */
export function handOfBet(key: BetKey): Side | null {
  switch (key) {
    case 'player': case 'playerPair': case 'dragonBonusPlayer': case 'panda8':
      return 'player';
    case 'banker': case 'bankerPair': case 'dragonBonusBanker': case 'dragon7':
      return 'banker';
    default:
      return null;
  }
}

/** What a bet is decided on, for readers that ask (the exact analysis): the coup, or the first four cards' ranks. */
export function decidedByFirstFour(key: BetKey): boolean {
  return key === 'playerPair' || key === 'bankerPair' || key === 'eitherPair';
}


/** How one bet ended. */
export type SpotOutcome = 'win' | 'lose' | 'push';

/**
 * A bet's result per unit staked: the outcome and, on a win, the winnings `num`/`den` times the
 * stake, less `commissionPercent` of them (standard Banker only).
 */
export interface BetVerdict {
  outcome: SpotOutcome;
  num: number;
  den: number;
  commissionPercent: number;
  /** [num, den] as one frozen pair. */
  pays: readonly [number, number];
  /** For a Dragon Bonus win without a natural, the margin it was paid for. */
  margin?: number;
  /** For a push on the bet's hand winning with a three-card total (EZ Banker's 7), that total. */
  pushTotal?: number;
}

const verdict = (outcome: SpotOutcome, num: number, den = 1, commissionPercent = 0, margin?: number): BetVerdict =>
  Object.freeze({ outcome, num, den, commissionPercent, pays: Object.freeze([num, den] as const), ...(margin === undefined ? {} : { margin }) });
// Every verdict made once: settling allocates nothing but its result (the lab settles millions).
const LOSE = verdict('lose', 0);
const PUSH = verdict('push', 0);
const PUSH_EZ_SEVEN: BetVerdict = Object.freeze({ ...PUSH, pushTotal: EZ_PUSH_TOTAL });
const WIN_EVEN = verdict('win', EVEN_MONEY);
const WIN_BANKER_COMMISSION = verdict('win', EVEN_MONEY, 1, BANKER_COMMISSION_PERCENT);
const WIN_SIX = verdict('win', NO_COMMISSION_SIX_PAYS[0], NO_COMMISSION_SIX_PAYS[1]);
const WIN_TIE = verdict('win', TIE_PAYS);
const WIN_PAIR = verdict('win', PAIR_PAYS);
const WIN_EITHER = verdict('win', EITHER_PAIR_PAYS);
const WIN_DRAGON7 = verdict('win', DRAGON7_PAYS);
const WIN_PANDA8 = verdict('win', PANDA8_PAYS);
const WIN_DRAGON_NATURAL = verdict('win', DRAGON_NATURAL_PAYS);
const WIN_DRAGON_MARGIN = new Map(DRAGON_MARGIN_PAYS.map((r) => [r.margin, verdict('win', r.pays, 1, 0, r.margin)]));

function dragonBonus(side: Side, c: CoupFacts): BetVerdict {
  const natural = side === 'player' ? c.playerNatural : c.bankerNatural;
  if (c.winner === 'tie') return c.playerNatural || c.bankerNatural ? PUSH : LOSE;
  if (c.winner !== side) return LOSE;
  // A hand can only win a coup with a natural in it by having one itself.
  if (natural) return WIN_DRAGON_NATURAL;
  const margin = side === 'player' ? c.playerTotal - c.bankerTotal : c.bankerTotal - c.playerTotal;
  return WIN_DRAGON_MARGIN.get(margin) ?? LOSE;
}

/**
 * How a bet of `key` ends on a coup at a table of `variant` (src/engine/RULES.md
 * § Table variants, § Side bets, § Payouts and commission). Main spots: Player 1:1, Banker 1:1 less 5 %
 * (standard), 1:1 but 1:2 on a winning 6 (no commission), 1:1 but a push on a three-card 7 (EZ);
 * both push on a Tie; Tie 8:1.
 * @throws RangeError when the variant does not offer the bet.
 */
export function betVerdict(key: BetKey, coup: CoupFacts, variant: Variant = DEFAULT_VARIANT): BetVerdict {
  if (!offersBet(variant, key)) throw new RangeError(`the ${variant} table has no ${key} bet`);
  const w = coup.winner;
  switch (key) {
    case 'tie':
      return w === 'tie' ? WIN_TIE : LOSE;
    case 'player':
      return w === 'tie' ? PUSH : w === 'player' ? WIN_EVEN : LOSE;
    case 'banker':
      if (w === 'tie') return PUSH;
      if (w !== 'banker') return LOSE;
      if (variant === 'standard') return WIN_BANKER_COMMISSION;
      if (variant === 'no-commission' && coup.bankerTotal === NO_COMMISSION_SIX) return WIN_SIX;
      if (variant === 'ez' && coup.bankerDrew && coup.bankerTotal === EZ_PUSH_TOTAL) return PUSH_EZ_SEVEN;
      return WIN_EVEN;
    case 'playerPair':
      return coup.playerPair ? WIN_PAIR : LOSE;
    case 'bankerPair':
      return coup.bankerPair ? WIN_PAIR : LOSE;
    case 'eitherPair':
      return coup.playerPair || coup.bankerPair ? WIN_EITHER : LOSE;
    case 'dragonBonusPlayer':
      return dragonBonus('player', coup);
    case 'dragonBonusBanker':
      return dragonBonus('banker', coup);
    case 'dragon7':
      return w === 'banker' && coup.bankerDrew && coup.bankerTotal === EZ_PUSH_TOTAL ? WIN_DRAGON7 : LOSE;
    case 'panda8':
      return w === 'player' && coup.playerDrew && coup.playerTotal === PANDA8_TOTAL ? WIN_PANDA8 : LOSE;
  }
}

/** Settlement of one bet; all amounts in øre. */
export interface SpotSettlement {
  spot: BetKey;
  stake: number;
  outcome: SpotOutcome;
  /** Winnings before commission (0 unless won); a fraction of an øre is rounded up, in the player's favour. */
  gross: number;
  /** Commission taken (standard Banker wins only), rounded down in the player's favour. */
  commission: number;
  /** Paid back to the balance: stake + gross − commission on a win, stake on a push, 0 on a loss. */
  returned: number;
  /** returned − stake. */
  net: number;
  /** The payout as [num, den] ("num:den", e.g. [11, 1], [1, 2]); [0, 1] unless won. */
  pays: readonly [number, number];
  /** Commission in percent of the winnings (5 on a standard Banker win, else 0). */
  commissionPercent: number;
  /** A Dragon Bonus win without a natural: the winning margin it was paid for (else undefined). */
  margin: number | undefined;
  /** A push on the bet's hand winning with this three-card total (EZ Banker's 7; else undefined, e.g. a push on a Tie). */
  pushTotal: number | undefined;
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
 * Settles one bet of `stake` øre on a coup: the one settlement function of the table.
 * Winnings that are not a whole øre (1:2 on an odd stake) are rounded up, commission down: both
 * in the player's favour.
 * @throws RangeError when the stake is not a non-negative integer (øre) or the variant lacks the bet.
 */
export function settleBet(key: BetKey, stake: number, coup: CoupFacts, variant: Variant = DEFAULT_VARIANT): SpotSettlement {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`bad stake ${stake}`);
  const v = betVerdict(key, coup, variant);
  const gross = v.outcome === 'win' ? Math.ceil((stake * v.num) / v.den) : 0;
  const commission = Math.floor((gross * v.commissionPercent) / 100);
  const returned = v.outcome === 'lose' ? 0 : stake + gross - commission;
  // One shape for every result (margin, pushTotal undefined unless they apply), so hot loops stay monomorphic.
  return {
    spot: key,
    stake,
    outcome: v.outcome,
    gross,
    commission,
    returned,
    net: returned - stake,
    pays: v.pays,
    commissionPercent: v.commissionPercent,
    margin: v.margin,
    pushTotal: v.pushTotal,
  };
}

const plainCoup = (winner: Outcome, playerTotal: number, bankerTotal: number): CoupFacts =>
  Object.freeze({ winner, playerTotal, bankerTotal, playerNatural: false, bankerNatural: false, playerDrew: false, bankerDrew: false, playerPair: false, bankerPair: false });
/** Two-card 7–6, 6–7 and 6–6 coups: one per winner, made once. */
const PLAIN_COUPS: Readonly<Record<Outcome, CoupFacts>> = { player: plainCoup('player', 7, 6), banker: plainCoup('banker', 6, 7), tie: plainCoup('tie', 6, 6) };

/** Facts of a coup known only by its winner, with no natural, draw or pair: enough for the main spots on a standard table. */
export function factsForWinner(winner: Outcome): CoupFacts {
  return PLAIN_COUPS[winner];
}

/** Settles one main spot on a standard table from the winner alone (src/engine/RULES.md § Payouts and commission); see `settleBet`. */
export function settleSpot(spot: Spot, stake: number, winner: Outcome): SpotSettlement {
  return settleBet(spot, stake, factsForWinner(winner), 'standard');
}

/**
 * Settles every bet with a stake on `coup`, in BET_KEYS order; bets without a stake are left out.
 * (A winner alone is `factsForWinner(winner)`.)
 * @throws RangeError when a staked bet is not on the variant or a stake is bad.
 */
export function settleBets(bets: Bets, coup: CoupFacts, variant: Variant = DEFAULT_VARIANT): Settlement {
  const spots = BET_KEYS.filter((k) => stakeOf(bets, k) > 0).map((k) => settleBet(k, stakeOf(bets, k), coup, variant));
  const sum = (f: (s: SpotSettlement) => number) => spots.reduce((a, s) => a + f(s), 0);
  return {
    spots,
    staked: sum((s) => s.stake),
    returned: sum((s) => s.returned),
    commission: sum((s) => s.commission),
    net: sum((s) => s.net),
  };
}

/** Key order of stored bets: player, banker, tie (as NO_BETS), then the side bets in felt order. */
const STORED_ORDER: readonly BetKey[] = ['player', 'banker', 'tie', ...SIDE_BETS];

/**
 * The bets with `key` set to `stake` øre, keys always in STORED_ORDER and side bets without a
 * stake left out, so equal bets are equal JSON too (the tab sync compares stored text).
 */
export function withStake(bets: Bets, key: BetKey, stake: number): Bets {
  const out: Record<string, number> = {};
  for (const k of STORED_ORDER) {
    const v = k === key ? stake : stakeOf(bets, k);
    if (v > 0 || !isSideBet(k)) out[k] = v;
  }
  return out as Bets;
}

/** Sum of the stakes in øre, side bets included. */
export function totalStake(bets: Bets): number {
  let t = 0;
  for (const k of BET_KEYS) t += stakeOf(bets, k);
  return t;
}
