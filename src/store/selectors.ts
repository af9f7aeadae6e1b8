/**
 * Derived values of the table, computed from state with the engine (never stored twice).
 */
import {
  type Coup,
  type Settlement,
  DEFAULT_VARIANT,
  cardFromId,
  resolveCoup,
  settleBets,
} from '../engine/index.ts';
import type { RoundRecord } from './types.ts';
import type { TableState } from './state.ts';

/** A stored round with its coup and settlement recomputed by the engine. */
export interface RoundView {
  record: RoundRecord;
  coup: Coup;
  settlement: Settlement;
}

const viewCache = new WeakMap<RoundRecord, RoundView>();

/** The coup and settlement of a stored round (memoised per record object). */
export function roundView(record: RoundRecord): RoundView {
  let v = viewCache.get(record);
  if (!v) {
    const coup = resolveCoup(record.cards.map(cardFromId));
    v = { record, coup, settlement: settleBets(record.bets, coup, record.variant ?? DEFAULT_VARIANT) };
    viewCache.set(record, v);
  }
  return v;
}

/** The last settled round, or null before the first. */
export function selectLastRound(s: Pick<TableState, 'history'>): RoundView | null {
  const last = s.history.at(-1);
  return last ? roundView(last) : null;
}
