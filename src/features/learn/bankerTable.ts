/**
 * The Banker drawing table as the rules page shows it, read from the engine (`bankerDraws`,
 * `isNatural`): one row per Player's third card, plus a first row for "Player stood".
 */
import { type Coup, bankerDraws, isNatural } from '../../engine/index.ts';

/** One cell: Banker's two-card total, Player's third card (point value, or null = Player stood). */
export interface BankerCell {
  bankerTotal: number;
  playerThird: number | null;
  draw: boolean;
}

/** A row of the table: every Banker total for one Player's third card (null = Player stood). */
export interface BankerRow {
  playerThird: number | null;
  cells: BankerCell[];
}

const POINTS = Array.from({ length: 10 }, (_, i) => i);

/** Banker totals the table covers: those that are not naturals (0–7). */
export const BANKER_TABLE_TOTALS: readonly number[] = POINTS.filter((t) => !isNatural(t));

/** Totals that are naturals (8, 9): the round is over before the table is used. */
export const NATURAL_TOTALS: readonly number[] = POINTS.filter(isNatural);

/** Rows in display order: Player stood, then Player's third card 0–9. */
export function bankerTableRows(): BankerRow[] {
  return [null, ...POINTS].map((playerThird) => ({
    playerThird,
    cells: BANKER_TABLE_TOTALS.map((bankerTotal) => ({ bankerTotal, playerThird, draw: bankerDraws(bankerTotal, playerThird) })),
  }));
}

/**
 * The cell that decided Banker's third card in `coup`, from its `banker-draws`/`banker-stands`
 * step; null when there was none (a natural) or no coup.
 */
export function usedBankerCell(coup: Coup | null): { bankerTotal: number; playerThird: number | null } | null {
  const step = coup?.steps.find((s) => s.kind === 'banker-draws' || s.kind === 'banker-stands');
  if (!step || (step.kind !== 'banker-draws' && step.kind !== 'banker-stands')) return null;
  return { bankerTotal: step.total, playerThird: step.playerThird };
}
