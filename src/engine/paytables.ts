/**
 * Paytables: each bet's payouts line by line, as the rules page and the odds panel print them and
 * the felt's spots read them for their payout (so they are on the first load too; src/engine/RULES.md
 * § Payouts and commission, § Table variants, § Side bets).
 */
import type { CoupFacts } from './coup.ts';
import type { Side } from './rules.ts';
import {
  type BetKey,
  type Variant,
  BANKER_COMMISSION_PERCENT,
  DEFAULT_VARIANT,
  DRAGON7_PAYS,
  DRAGON_MARGIN_PAYS,
  DRAGON_NATURAL_PAYS,
  EITHER_PAIR_PAYS,
  EVEN_MONEY,
  EZ_PUSH_TOTAL,
  NO_COMMISSION_SIX,
  NO_COMMISSION_SIX_PAYS,
  PAIR_PAYS,
  PANDA8_PAYS,
  PANDA8_TOTAL,
  TIE_PAYS,
  handOfBet,
  netRatio,
} from './payouts.ts';

/**
 * One line of a bet's paytable, as a help page prints it. `when` names the case:
 * - `win`: the bet's own event (its hand wins; for Tie the totals are equal; for a pair bet the pair);
 * - `tie`: the round is a Tie (Player and Banker bets);
 * - `winWithTotal`: `hand` wins with a final total of `total` (on exactly three cards when `threeCards`, else on two or three);
 * - `winWithNatural`: `hand` wins with a natural; `naturalTie`: a Tie of two naturals;
 * - `winByMargin`: `hand` wins without a natural by `margin` points.
 * `pays` is [num, den] won per stake ("num:den"), or null for a push (the stake comes back);
 * `commissionPercent` is taken of the winnings. Lines are read top down: the first that fits the
 * coup applies, and a coup no line fits loses the bet.
 */
export interface PaytableLine {
  when: 'win' | 'tie' | 'winWithTotal' | 'winWithNatural' | 'naturalTie' | 'winByMargin';
  pays: readonly [number, number] | null;
  commissionPercent: number;
  hand?: Side;
  total?: number;
  threeCards?: boolean;
  margin?: number;
}

const line = (when: PaytableLine['when'], pays: readonly [number, number] | null, extra: Partial<PaytableLine> = {}): PaytableLine =>
  Object.freeze({ when, pays: pays && Object.freeze([...pays] as [number, number]), commissionPercent: 0, ...extra });
const TIE_PUSH = line('tie', null);
const dragonPaytable = (hand: Side): readonly PaytableLine[] => Object.freeze([
  line('winWithNatural', [DRAGON_NATURAL_PAYS, 1], { hand }),
  line('naturalTie', null),
  ...DRAGON_MARGIN_PAYS.map((r) => line('winByMargin', [r.pays, 1], { hand, margin: r.margin })),
]);
const PAYTABLES: Readonly<Record<Variant, Readonly<Partial<Record<BetKey, readonly PaytableLine[]>>>>> = (() => {
  const common: Partial<Record<BetKey, readonly PaytableLine[]>> = {
    player: [line('win', [EVEN_MONEY, 1]), TIE_PUSH],
    tie: [line('win', [TIE_PAYS, 1])],
    playerPair: [line('win', [PAIR_PAYS, 1])],
    bankerPair: [line('win', [PAIR_PAYS, 1])],
    eitherPair: [line('win', [EITHER_PAIR_PAYS, 1])],
    dragonBonusPlayer: dragonPaytable('player'),
    dragonBonusBanker: dragonPaytable('banker'),
  };
  return {
    standard: { ...common, banker: [line('win', [EVEN_MONEY, 1], { commissionPercent: BANKER_COMMISSION_PERCENT }), TIE_PUSH] },
    'no-commission': {
      ...common,
      banker: [line('winWithTotal', NO_COMMISSION_SIX_PAYS, { hand: 'banker', total: NO_COMMISSION_SIX }), line('win', [EVEN_MONEY, 1]), TIE_PUSH],
    },
    ez: {
      ...common,
      banker: [line('winWithTotal', null, { hand: 'banker', total: EZ_PUSH_TOTAL, threeCards: true }), line('win', [EVEN_MONEY, 1]), TIE_PUSH],
      dragon7: [line('winWithTotal', [DRAGON7_PAYS, 1], { hand: 'banker', total: EZ_PUSH_TOTAL, threeCards: true })],
      panda8: [line('winWithTotal', [PANDA8_PAYS, 1], { hand: 'player', total: PANDA8_TOTAL, threeCards: true })],
    },
  };
})();

/**
 * The paytable of a bet at a table of `variant`, for the help pages (the rules page prints it line
 * by line) and the felt's spots: built from the same constants `betVerdict` pays with, and checked against it on every kind
 * of coup in the tests (src/engine/RULES.md § Payouts and commission, § Table variants, § Side bets).
 * @throws RangeError when the variant does not offer the bet.
 */
export function paytable(key: BetKey, variant: Variant = DEFAULT_VARIANT): readonly PaytableLine[] {
  const lines = PAYTABLES[variant]?.[key];
  if (!lines) throw new RangeError(`the ${variant} table has no ${key} bet`);
  return lines;
}

/** Whether paytable line `l` of bet `key` fits a coup, as the line's `when` says (see PaytableLine). */
function fits(l: PaytableLine, key: BetKey, c: CoupFacts): boolean {
  const hand = l.hand ?? handOfBet(key);
  const total = hand === 'player' ? c.playerTotal : c.bankerTotal;
  switch (l.when) {
    case 'win':
      if (key === 'tie') return c.winner === 'tie';
      if (key === 'playerPair') return c.playerPair;
      if (key === 'bankerPair') return c.bankerPair;
      if (key === 'eitherPair') return c.playerPair || c.bankerPair;
      return c.winner === hand;
    case 'tie':
      return c.winner === 'tie';
    case 'winWithTotal':
      return c.winner === hand && total === l.total && (!l.threeCards || (hand === 'player' ? c.playerDrew : c.bankerDrew));
    case 'winWithNatural':
      return c.winner === hand && (hand === 'player' ? c.playerNatural : c.bankerNatural);
    case 'naturalTie':
      return c.winner === 'tie' && c.playerNatural && c.bankerNatural;
    case 'winByMargin':
      // A hand that wins beside a natural has one itself, so "no natural" is its own.
      return c.winner === hand && !(hand === 'player' ? c.playerNatural : c.bankerNatural) && Math.abs(c.playerTotal - c.bankerTotal) === l.margin;
  }
}

/**
 * The paytable line that settled a bet of `key` on a coup at a table of `variant`: the first line of
 * `paytable(key, variant)` that fits, or null when none does (the bet lost). This is why a bet was
 * paid or pushed (the EZ Banker's three-card 7, a Tie, a Dragon Bonus margin) for the texts that say
 * so; the tests check it gives the verdict `betVerdict` pays with on every kind of coup
 * (src/engine/RULES.md § Payouts and commission, § Table variants, § Side bets).
 * @throws RangeError when the variant does not offer the bet.
 */
export function lineFor(key: BetKey, coup: CoupFacts, variant: Variant = DEFAULT_VARIANT): PaytableLine | null {
  return paytable(key, variant).find((l) => fits(l, key, coup)) ?? null;
}

/**
 * A bet's paytable in brief, for the texts that print a payout in a few words (a spot, the odds
 * panel). `main` is the line printed as the payout: the bet's `win` line, or for a bet without one
 * (Dragon Bonus, Dragon 7, Panda 8) its best-paying line; `upTo` is true when that best line heads a
 * ladder of different payouts (Dragon Bonus: "up to 30:1"); `except` is the line that pays a `win`
 * otherwise for one total (no commission: Banker's 6 pays 1:2; EZ: Banker's three-card 7 pushes),
 * else null (src/engine/RULES.md § Payouts and commission, § Table variants, § Side bets).
 */
export interface PaytableSummary {
  main: PaytableLine;
  upTo: boolean;
  except: PaytableLine | null;
}

/** What a stake of 1 wins on line `l`, commission taken (0 for a push). */
const netWin = (l: PaytableLine): number => {
  if (!l.pays) return 0;
  const [num, den] = netRatio(l.pays, l.commissionPercent);
  return num / den;
};

/** `paytable(key, variant)` in brief (see PaytableSummary). @throws RangeError as `paytable`. */
export function paytableSummary(key: BetKey, variant: Variant = DEFAULT_VARIANT): PaytableSummary {
  const lines = paytable(key, variant);
  const win = lines.find((l) => l.when === 'win');
  if (win) return { main: win, upTo: false, except: lines.find((l) => l.when === 'winWithTotal') ?? null };
  const paying = lines.filter((l) => l.pays !== null);
  const main = paying.reduce((a, b) => (netWin(b) > netWin(a) ? b : a));
  return { main, upTo: new Set(paying.map(netWin)).size > 1, except: null };
}
