// @vitest-environment jsdom
/**
 * The odds dialog as rendered (jsdom has no Worker, so the same computation runs in the page):
 * the figures are the engine's for the undealt cards, and during a reveal the previous figures
 * stay until the round has been shown.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Shoe, analyzeShoe, countsFromCardIds, createShoe, dealRound, rngSpecForSeed } from '../../engine/index.ts';
import { i18next, initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import type { Phase } from '../../store/types.ts';
import { OddsDialog } from './OddsDialog.tsx';
import { polyfillDialog } from '../../ui/dialogPolyfill.test-util.ts';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  polyfillDialog();
  initI18n('nb', resources);
});
afterEach(cleanup);

const value = (testId: string) => screen.getByTestId(testId).getAttribute('data-value');

async function expectShown(shoe: Shoe) {
  const odds = analyzeShoe(countsFromCardIds(shoe.cards, shoe.next));
  await waitFor(() => expect(screen.getByTestId('odds-shoe').getAttribute('data-cards')).toBe(String(odds.cards)));
  for (const bet of ['banker', 'player', 'tie'] as const) {
    expect(value(`odds-${bet}`)).toBe(String(odds.probability[bet]));
    expect(value(`edge-${bet}`)).toBe(String(odds.houseEdge[bet]));
  }
}

describe('odds dialog', () => {
  it('shows the undealt cards\' odds, holds them during a reveal, then shows the new shoe\'s', async () => {
    await i18next.changeLanguage('nb');
    const first = createShoe(1, 'cut-card', rngSpecForSeed('dialog'));
    const view = (shoe: Shoe, phase: Phase) => <OddsDialog shoe={shoe} phase={phase} language="nb" />;
    const { rerender } = render(view(first, 'betting'));
    fireEvent.click(screen.getByRole('button', { name: 'Odds' }));
    await expectShown(first);

    // GI settles the round in the store at once; the panel waits for the reveal to finish.
    const second = dealRound(first).shoe;
    rerender(view(second, 'revealing'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    await expectShown(first);
    rerender(view(second, 'settled'));
    await expectShown(second);
  });

  it('fills the help table with the engine\'s house edges for 1, 6 and 8 decks', async () => {
    await i18next.changeLanguage('sv');
    render(<OddsDialog shoe={createShoe(6, 'every-round', rngSpecForSeed('t'))} phase="betting" language="sv" />);
    fireEvent.click(screen.getByRole('button', { name: 'Odds' }));
    await waitFor(() => expect(document.querySelectorAll('[data-testid="edge-table"] tbody tr')).toHaveLength(3));
    for (const decks of [1, 6, 8]) {
      const edges = analyzeShoe(new Array<number>(13).fill(4 * decks)).houseEdge;
      const row = document.querySelector(`tr[data-decks="${decks}"]`)!;
      expect(row.querySelector('td[data-bet="banker"]')!.getAttribute('data-value')).toBe(String(edges.banker));
      expect(row.querySelector('td[data-bet="tie"]')!.getAttribute('data-value')).toBe(String(edges.tie));
    }
    expect(screen.getByRole('dialog', { hidden: true })).toHaveTextContent('Husets fördel');
  });
});
