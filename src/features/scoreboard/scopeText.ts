/** The board's heading in words, for the board and its statistics (src/store/board.ts `boardScope`). */
import type { TFunction } from 'i18next';
import type { BoardScope } from '../../store/board.ts';

/** "Kortsko 2", "Denne økten", or for a shoe that just ended, "Forrige kortsko" (roads namespace). */
export function scopeText(scope: BoardScope, t: TFunction<'roads'>): string {
  if (scope.kind === 'session') return t('board.session');
  return scope.kind === 'shoe' ? t('board.shoe', { number: scope.number }) : t('board.shoeEnded');
}

/** "401 runder", or for a long session whose oldest rounds have left the board, "siste 401 av 501 runder". */
export function roundsText(shown: number, total: number, t: TFunction<'roads'>): string {
  return total > shown ? t('board.roundsOf', { count: shown, total }) : t('board.rounds', { count: shown });
}
