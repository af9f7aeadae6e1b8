// @vitest-environment jsdom
/**
 * The statistics table: its caption names the rounds it counts as the board's heading does, and
 * every share has one decimal.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import { selectBoard } from '../../store/board.ts';
import { createShoe } from '../../engine/index.ts';
import { webEntropy } from '../../store/entropy.ts';
import { BOARD_STEP, HISTORY_LIMIT, type RoundRecord } from '../../store/types.ts';
import { NO_BETS } from '../../engine/index.ts';
import { StatsContent } from './StatsContent.tsx';

beforeAll(() => {
  initI18n('nb', resources);
});
afterEach(cleanup);

// Card ids: rank index + 13 per suit, dealt P, B, P, B. [8, 12, 21, 30]: Player 9 K (9), Banker K 5 (5): Player.
// [12, 8, 30, 21]: Player K 5 (5), Banker 9 K (9): Banker.
const PLAYER = [8, 12, 21, 30];
const BANKER = [12, 8, 30, 21];
const record = (id: number, cards: number[]): RoundRecord => ({ id, time: 1_700_000_000_000 + id, shoeNumber: id, cards, bets: NO_BETS, cutCardOut: false });

/** The board after `played` rounds of a session, the history holding its last HISTORY_LIMIT. */
function boardAfter(played: number, winnerOf: (id: number) => number[]) {
  const first = Math.max(1, played - HISTORY_LIMIT + 1);
  const history = Array.from({ length: played - first + 1 }, (_, i) => record(first + i, winnerOf(first + i)));
  return selectBoard({ history, shoe: createShoe(6, 'every-round', undefined, webEntropy), boardFrom: 0, phase: 'settled' });
}

describe('StatsContent', () => {
  it('a long session: the caption says the figures are the last rounds of the session, as the board does', () => {
    const board = boardAfter(HISTORY_LIMIT + 1, () => BANKER);
    render(<StatsContent board={board} language="nb" />);
    const shown = HISTORY_LIMIT + 1 - BOARD_STEP;
    expect(screen.getByTestId('stats')).toHaveAttribute('data-rounds', String(shown));
    expect(screen.getByTestId('stats').querySelector('caption')).toHaveTextContent(`siste ${shown} av ${HISTORY_LIMIT + 1} runder`);
  });

  it('a short session: the caption counts its rounds; each share has one decimal, a whole one too', () => {
    // 8 rounds: 1 Player win (12,5 %), 7 Banker wins (87,5 %), no Tie (0,0 %).
    const board = boardAfter(8, (id) => (id === 1 ? PLAYER : BANKER));
    render(<StatsContent board={board} language="nb" />);
    expect(screen.getByTestId('stats').querySelector('caption')).toHaveTextContent(/· 8 runder$/);
    const shareOf = (stat: string) => screen.getByTestId('stats').querySelector(`[data-stat="${stat}"] td:last-child`)!.textContent;
    expect(shareOf('player')).toBe('12,5\u00a0%');
    expect(shareOf('banker')).toBe('87,5\u00a0%');
    expect(shareOf('tie')).toBe('0,0\u00a0%');
  });

  it('names both sides when their longest streaks are as long, in nb and sv', () => {
    // P P B B P: Player's two first, then Banker's two.
    const board = boardAfter(5, (id) => (id <= 2 || id === 5 ? PLAYER : BANKER));
    const longest = () => document.querySelector('[data-stat="longest"] dd')!.textContent;
    render(<StatsContent board={board} language="nb" />);
    expect(longest()).toBe('Spiller × 2 og Bank × 2');
    cleanup();
    initI18n('sv', resources);
    try {
      render(<StatsContent board={board} language="sv" />);
      expect(longest()).toBe('Spelare × 2 och Bank × 2');
    } finally {
      initI18n('nb', resources);
    }
  });
});
