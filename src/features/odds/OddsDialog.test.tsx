// @vitest-environment jsdom
/**
 * The odds dialog as rendered (jsdom has no Worker, so the same computation runs in the page):
 * the figures are the engine's for the cards the player has not seen (undealt and burned face
 * down), a face-down burn cannot be told from an undealt card, every bet on the table is shown
 * under the table's variant, a bet in the player's favour is marked, and during a reveal the
 * previous figures stay until the round has been shown.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type BetKey,
  type Shoe,
  type Variant,
  CARDS_PER_DECK,
  MAIN_BETS,
  analyzeShoe,
  countsForDecks,
  countsFromCardIds,
  createShoe,
  dealRound,
  rngSpecForSeed,
} from '../../engine/index.ts';
import { selectTableGame } from '../../store/tableGame.ts';
import { i18next } from '../../app/i18n.ts';
import type { Phase } from '../../store/types.ts';
import { OddsDialog } from './OddsDialog.tsx';
import { setUpDialogTests } from '../../app/dialogTests.test-util.ts';

vi.setConfig({ testTimeout: 20_000 });

setUpDialogTests();

const value = (testId: string) => screen.getByTestId(testId).getAttribute('data-value');

/**
 * Rank counts of the cards the player has not seen, worked out the other way round from the
 * engine: the full decks less the cards seen (the face-up burn card and every dealt card).
 */
function unseenByHand(shoe: Shoe): number[] {
  const counts = countsForDecks(shoe.decks);
  const seen = [...shoe.burned.slice(0, 1), ...shoe.cards.slice(shoe.burned.length, shoe.next)];
  for (const id of seen) counts[(id % CARDS_PER_DECK) % 13]!--;
  return counts;
}

async function expectShown(shoe: Shoe, variant: Variant = 'standard', bets: readonly BetKey[] = MAIN_BETS) {
  const odds = analyzeShoe(unseenByHand(shoe));
  // The worker's first answer builds its tables (about 40 ms quiet); a busy machine takes seconds.
  await waitFor(() => expect(screen.getByTestId('odds-shoe').getAttribute('data-cards')).toBe(String(odds.cards)), { timeout: 10_000 });
  for (const bet of bets) {
    expect(value(`odds-${bet}`)).toBe(String(odds.variants[variant][bet]!.win));
    expect(value(`edge-${bet}`)).toBe(String(odds.variants[variant][bet]!.houseEdge));
  }
  if (variant === 'standard') {
    for (const bet of ['banker', 'player', 'tie'] as const) {
      expect(value(`odds-${bet}`)).toBe(String(odds.probability[bet]));
      expect(value(`edge-${bet}`)).toBe(String(odds.houseEdge[bet]));
    }
  }
  expect(document.querySelectorAll('[data-testid="odds-table"] tbody tr')).toHaveLength(bets.length);
}

/** Every figure the panel shows, by test id. */
const figures = () =>
  Object.fromEntries([...document.querySelectorAll('[data-testid="odds-table"] [data-value]')].map((e) => [e.getAttribute('data-testid'), e.getAttribute('data-value')]));

const view = (shoe: Shoe, phase: Phase, variant: Variant = 'standard', sideBets = false) => (
  <OddsDialog shoe={shoe} phase={phase} language="nb" variant={variant} bets={selectTableGame({ variant, sideBets }).bets} />
);

describe('odds dialog', () => {
  it('shows the unseen cards\' odds, holds them during a reveal, then shows the new shoe\'s', async () => {
    await i18next.changeLanguage('nb');
    const first = createShoe(1, 'cut-card', rngSpecForSeed('dialog'));
    expect(first.burned.length).toBeGreaterThan(1);
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
    render(<OddsDialog shoe={createShoe(6, 'every-round', rngSpecForSeed('t'))} phase="betting" language="sv" variant="standard" bets={MAIN_BETS} />);
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

  it('cannot tell the face-down burn cards: the same seen cards give the same figures whatever lies face down', async () => {
    await i18next.changeLanguage('nb');
    const burnt = dealRound(createShoe(1, 'cut-card', rngSpecForSeed('hidden'))).shoe;
    const down = burnt.burned.length - 1;
    expect(down).toBeGreaterThan(0);
    // The same shoe had the face-down cards not been burned: only the face-up card is out, and
    // the round took the cards that came after the burn.
    const dealt = burnt.cards.slice(burnt.burned.length, burnt.next);
    const rest = [...burnt.cards.slice(1, burnt.burned.length), ...burnt.cards.slice(burnt.next)];
    const unburned: Shoe = { ...burnt, cards: [burnt.cards[0]!, ...dealt, ...rest], burned: burnt.burned.slice(0, 1), next: 1 + dealt.length };
    // And one where other cards lie face down: a face-down card swapped with an undealt one.
    const swapped: Shoe = { ...burnt, cards: [...burnt.cards] };
    const last = swapped.cards.length - 1;
    [swapped.cards[1], swapped.cards[last]] = [swapped.cards[last]!, swapped.cards[1]!];
    swapped.burned = swapped.cards.slice(0, burnt.burned.length);
    expect(countsFromCardIds(swapped.burned)).not.toEqual(countsFromCardIds(burnt.burned));

    const { rerender } = render(view(burnt, 'settled', 'ez', true));
    fireEvent.click(screen.getByRole('button', { name: 'Odds' }));
    await expectShown(burnt, 'ez', selectTableGame({ variant: 'ez', sideBets: true }).bets);
    const shown = figures();
    expect(Object.keys(shown)).toHaveLength(2 * 10);
    // The old figures (undealt cards only) would differ: the burn is not left out.
    expect(shown['edge-banker']).not.toBe(String(analyzeShoe(countsFromCardIds(burnt.cards, burnt.next)).variants.ez.banker!.houseEdge));
    for (const other of [unburned, swapped]) {
      rerender(view(other, 'settled', 'ez', true));
      await waitFor(() => expect(figures()).toEqual(shown), { timeout: 10_000 });
    }
    expect(screen.getByTestId('odds-burn')).toHaveTextContent(`${down} kort brent med baksiden opp`);
  });

  it('shows every bet of the variant with side bets on, and marks a bet in the player\'s favour', async () => {
    await i18next.changeLanguage('sv');
    // A one-deck shoe near its end whose unseen cards are all 7s and 8s: the pair bets pay far more than fair.
    const ids = Array.from({ length: 52 }, (_, i) => i);
    const rich = [6, 19, 32, 45, 7, 20, 33, 46];
    const order = [0, ...ids.filter((i) => i !== 0 && !rich.includes(i)), ...rich.slice(1)];
    order.splice(1, 0, rich[0]!); // the ace (1 point) burns one card face down: a 7
    const shoe: Shoe = { ...createShoe(1, 'cut-card', rngSpecForSeed('rich')), cards: order, burned: order.slice(0, 2), next: 52 - 7, cutAt: 52 };
    render(view(shoe, 'betting', 'no-commission', true));
    fireEvent.click(screen.getByRole('button', { name: 'Odds' }));
    const bets = selectTableGame({ variant: 'no-commission', sideBets: true }).bets;
    await expectShown(shoe, 'no-commission', bets);
    expect(screen.getByTestId('odds-shoe')).toHaveAttribute('data-cards', '8');
    const odds = analyzeShoe(countsFromCardIds(rich)).variants['no-commission'];
    expect(odds.playerPair!.houseEdge).toBeLessThan(0);
    for (const bet of bets) {
      const row = document.querySelector(`tr[data-bet="${bet}"]`)!;
      expect(row.hasAttribute('data-favour')).toBe(odds[bet]!.houseEdge < 0);
      if (odds[bet]!.houseEdge < 0) expect(row).toHaveTextContent('till din fördel');
    }
    expect(screen.getByTestId('odds-favour')).toHaveTextContent('blandar om långt innan skon är slut');
    expect(screen.getByText('betalar 1:1, men 1:2 när Banken vinner med 6')).toBeInTheDocument();
    expect(screen.getByText('betalar upp till 30:1', { selector: 'tr[data-bet="dragonBonusPlayer"] span' })).toBeInTheDocument();
    expect(screen.queryByTestId('edge-dragon7')).toBeNull();
  });
});
