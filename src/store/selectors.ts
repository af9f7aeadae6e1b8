/**
 * Derived values of the table, computed from state with the engine (never stored twice).
 */
import {
  type BetKey,
  type Coup,
  type Settlement,
  type Variant,
  DEFAULT_VARIANT,
  betVerdict,
  cardFromId,
  offersBet,
  resolveCoup,
  settleBets,
} from '../engine/index.ts';
import type { RoundRecord } from './types.ts';
import type { TableState } from './state.ts';

/** A stored round with its coup and settlement recomputed by the engine. */
export interface RoundView {
  record: RoundRecord;
  /** The table type the round was played and paid under (roundVariant). */
  variant: Variant;
  coup: Coup;
  settlement: Settlement;
}

/**
 * The variant a stored round was played and paid under: its own, or standard for a round stored
 * before table types had one (src/engine/RULES.md § Table variants).
 */
export function roundVariant(record: Pick<RoundRecord, 'variant'>): Variant {
  return record.variant ?? DEFAULT_VARIANT;
}

const viewCache = new WeakMap<RoundRecord, RoundView>();

/** The variant, coup and settlement of a stored round (memoised per record object). */
export function roundView(record: RoundRecord): RoundView {
  let v = viewCache.get(record);
  if (!v) {
    const coup = resolveCoup(record.cards.map(cardFromId));
    const variant = roundVariant(record);
    v = { record, variant, coup, settlement: settleBets(record.bets, coup, variant) };
    viewCache.set(record, v);
  }
  return v;
}

/**
 * Whether a bet of `key` won the round, staked or not, by the rules of the round's own table type
 * (src/engine/RULES.md § Table variants, § Side bets): a bet that table did not have won nothing,
 * whatever table the player has chosen since.
 */
export function betWon(view: RoundView, key: BetKey): boolean {
  return offersBet(view.variant, key) && betVerdict(key, view.coup, view.variant).outcome === 'win';
}

/** The last settled round, or null before the first. */
export function selectLastRound(s: Pick<TableState, 'history'>): RoundView | null {
  const last = s.history.at(-1);
  return last ? roundView(last) : null;
}
