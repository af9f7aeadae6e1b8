/**
 * The odds panel: exact figures of the shoe in play from the engine (computed in a Web Worker),
 * the full-shoe help table, updates after a round on a cut-card shoe, accessibility in nb and sv.
 * Expected values are computed here with the engine itself (src/engine/odds.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { analyzeShoe, countsForDecks, countsFromCardIds, houseEdgeTable } from '../src/engine/odds.ts';
import { BET_KEYS, offersBet } from '../src/engine/payouts.ts';
import { test, expect, spot, waitSettled } from './fixtures.ts';

const TEXT = {
  nb: { odds: 'Odds', title: 'Odds for kortskoen', close: 'Lukk', settings: 'Innstillinger', oneDeck: '1 kortstokk', cutCard: 'Kortsko med kuttkort', fast: 'Rask utdeling' },
  sv: { odds: 'Odds', title: 'Odds för skon', close: 'Stäng', settings: 'Inställningar', oneDeck: '1 kortlek', cutCard: 'Sko med stoppkort', fast: 'Snabb utdelning' },
} as const;
type Lng = keyof typeof TEXT;

const BETS = ['banker', 'player', 'tie'] as const;

async function openOdds(page: Page, lng: Lng) {
  await page.getByRole('button', { name: TEXT[lng].odds, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TEXT[lng].title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeOdds(page: Page, lng: Lng) {
  const dialog = page.getByRole('dialog', { name: TEXT[lng].title });
  await dialog.getByRole('button', { name: TEXT[lng].close, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The panel shows exactly these odds (data-value is the number as JavaScript prints it). */
async function expectOdds(page: Page, odds: ReturnType<typeof analyzeShoe>) {
  const panel = page.getByTestId('odds-panel');
  for (const bet of BETS) {
    await expect(panel.getByTestId(`odds-${bet}`)).toHaveAttribute('data-value', String(odds.probability[bet]));
    await expect(panel.getByTestId(`edge-${bet}`)).toHaveAttribute('data-value', String(odds.houseEdge[bet]));
  }
  await expect(panel.getByTestId('odds-shoe')).toHaveAttribute('data-cards', String(odds.cards));
}

/** Chooses a 1-deck cut-card shoe in the settings (and fast dealing when asked). */
async function oneDeckCutCard(page: Page, lng: Lng, fast: boolean) {
  await page.getByRole('button', { name: TEXT[lng].settings, exact: true }).click();
  const settings = page.getByRole('dialog', { name: TEXT[lng].settings });
  await settings.getByRole('radio', { name: TEXT[lng].oneDeck, exact: true }).check();
  await settings.getByRole('radio', { name: TEXT[lng].cutCard, exact: true }).check();
  if (fast) await settings.getByRole('checkbox', { name: TEXT[lng].fast, exact: true }).check();
  await settings.getByRole('button', { name: TEXT[lng].close, exact: true }).click();
}

interface StoredShoe { cards: number[]; next: number; decks: number; policy: string; burned: number[]; cutAt: number }

/** The shoe in play, as the table stores it. */
async function storedShoe(page: Page): Promise<StoredShoe> {
  const raw = await page.evaluate(() => localStorage.getItem('punto-banco'));
  expect(raw).not.toBeNull();
  return (JSON.parse(raw!) as { state: { shoe: StoredShoe } }).state.shoe;
}

/**
 * Rank counts of the cards the player has not seen: the full decks less the face-up burn card
 * and every dealt card (the face-down burn cards stay unseen, src/engine/RULES.md § Shoe, cut card and burn 5).
 */
function unseen(shoe: StoredShoe): number[] {
  const counts = countsForDecks(shoe.decks);
  for (const id of [...shoe.burned.slice(0, 1), ...shoe.cards.slice(shoe.burned.length, shoe.next)]) counts[(id % 52) % 13]!--;
  return counts;
}

test('a fresh 6-deck shoe shows the engine\'s exact odds and the full-shoe table for 1, 6 and 8 decks', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/?seed=odds&lng=nb');
  const dialog = await openOdds(page, 'nb');
  await expectOdds(page, analyzeShoe(countsForDecks(6)));
  // Shown as percentages through Intl, e.g. Banker 45,86 % and 1,056 %.
  const fmt = (x: number, digits: number) =>
    new Intl.NumberFormat('nb-NO', { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
  const six = analyzeShoe(countsForDecks(6));
  await expect(dialog.getByTestId('odds-banker')).toHaveText(fmt(six.probability.banker, 2));
  await expect(dialog.getByTestId('edge-banker')).toHaveText(fmt(six.houseEdge.banker, 3));
  await expect(dialog).toContainText('1 kr tapt per 100 kr');
  // A new player's table: no side bets, so only Banker, Player and Tie.
  await expect(dialog.getByTestId('odds-table').locator('tbody tr')).toHaveCount(3);

  const table = dialog.getByTestId('edge-table');
  for (const row of houseEdgeTable([1, 6, 8])) {
    for (const bet of BETS) {
      await expect(table.locator(`tr[data-decks="${row.decks}"] td[data-bet="${bet}"]`)).toHaveAttribute('data-value', String(row[bet]));
    }
  }
  await closeOdds(page, 'nb');

  // Every round is dealt from a freshly shuffled shoe, so after a round the figures are the same.
  await spot(page, 'Bank');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  await openOdds(page, 'nb');
  await expectOdds(page, six);
});

test('on a 1-deck cut-card shoe the odds are the unseen cards\' (face-down burn included) and change after each round', async ({ page }) => {
  test.slow(); // three reveals on a shared machine
  await page.goto('/?seed=odds-cut&lng=nb');
  await oneDeckCutCard(page, 'nb', true);

  let shoe = await storedShoe(page);
  expect([shoe.decks, shoe.policy]).toEqual([1, 'cut-card']);
  expect(shoe.next).toBeGreaterThan(1); // the burn: one card face up, the rest face down
  const dialog = await openOdds(page, 'nb');
  const before = analyzeShoe(unseen(shoe));
  expect(before.cards).toBe(51);
  await expectOdds(page, before);
  await expect(dialog.getByTestId('odds-burn')).toContainText(`${shoe.next - 1} kort brent med baksiden opp`);
  await closeOdds(page, 'nb');

  for (let round = 0; round < 2; round++) {
    await spot(page, 'Bank');
    await page.getByRole('button', { name: 'GI', exact: true }).click();
    await waitSettled(page);
    shoe = await storedShoe(page);
    await openOdds(page, 'nb');
    const after = analyzeShoe(unseen(shoe));
    expect(after.cards).toBe(52 - 1 - (shoe.next - shoe.burned.length));
    await expectOdds(page, after);
    await closeOdds(page, 'nb');
  }
  expect(analyzeShoe(unseen(shoe)).probability.banker).not.toBe(before.probability.banker);
});

test('a bet that a nearly spent shoe turns in the player\'s favour is marked, with why casinos reshuffle early (sv)', async ({ page }) => {
  await page.goto('/?seed=odds-rich&lng=sv');
  await oneDeckCutCard(page, 'sv', false);
  // A stored shoe near its end whose unseen cards are four 7s and four 8s (one of them burned face
  // down after a face-up ace): Banker wins so often that even after commission its edge is negative.
  const raw = JSON.parse((await page.evaluate(() => localStorage.getItem('punto-banco')))!) as { state: { shoe: StoredShoe } };
  const rich = [6, 19, 32, 45, 7, 20, 33, 46];
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((i) => i !== 0 && !rich.includes(i));
  const cards = [0, rich[0]!, ...rest, ...rich.slice(1)];
  raw.state.shoe = { ...raw.state.shoe, cards, burned: [0, rich[0]!], next: 45, cutAt: 45 };
  await page.evaluate((text) => localStorage.setItem('punto-banco', text), JSON.stringify(raw));
  await page.reload();

  const dialog = await openOdds(page, 'sv');
  const odds = analyzeShoe(countsFromCardIds(rich));
  expect(odds.houseEdge.banker).toBeLessThan(0);
  expect(odds.houseEdge.player).toBeGreaterThan(0);
  await expectOdds(page, odds);
  await expect(dialog.getByTestId('odds-shoe')).toHaveAttribute('data-cards', '8');
  await expect(dialog.locator('tr[data-bet="banker"]')).toHaveAttribute('data-favour', 'true');
  await expect(dialog.locator('tr[data-bet="banker"]')).toContainText('till din fördel');
  await expect(dialog.locator('tr[data-favour]')).toHaveCount(1);
  await expect(dialog.getByTestId('odds-favour')).toContainText('kasinon blandar om långt innan skon är slut');
  await expect(dialog.getByTestId('odds-burn')).toContainText('1 kort bränt med baksidan upp');
});

const EZ_TEXT = {
  nb: { dragon7: 'Drage 7', ez: 'betaler 1:1, men du får innsatsen tilbake når Banken vinner med 7 på tre kort', dragon: 'betaler opptil 30:1' },
  sv: { dragon7: 'Drake 7', ez: 'betalar 1:1, men du får tillbaka insatsen när Banken vinner med 7 på tre kort', dragon: 'betalar upp till 30:1' },
} as const;

for (const lng of ['nb', 'sv'] as const) {
  test(`an EZ table with side bets shows the exact probability and edge of all ten of its bets (${lng})`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/?seed=odds-ez&lng=${lng}&variant=ez&sidebets=on`);
    const dialog = await openOdds(page, lng);
    const ez = analyzeShoe(countsForDecks(6)).variants.ez;
    const keys = BET_KEYS.filter((k) => offersBet('ez', k));
    expect(keys).toHaveLength(10);
    for (const key of keys) {
      await expect(dialog.getByTestId(`edge-${key}`)).toHaveAttribute('data-value', String(ez[key]!.houseEdge));
      await expect(dialog.getByTestId(`odds-${key}`)).toHaveAttribute('data-value', String(ez[key]!.win));
    }
    await expect(dialog.getByTestId('odds-table').locator('tbody tr')).toHaveCount(10);
    await expect(dialog.locator('tr[data-bet="dragon7"] th')).toContainText(EZ_TEXT[lng].dragon7);
    await expect(dialog.locator('tr[data-bet="banker"] th')).toContainText(EZ_TEXT[lng].ez);
    await expect(dialog.locator('tr[data-bet="dragonBonusBanker"] th')).toContainText(EZ_TEXT[lng].dragon);
    // A full shoe favours no bet.
    await expect(dialog.locator('tr[data-favour]')).toHaveCount(0);
    // The help table is the EZ table's: its Banker edges for 1, 6 and 8 decks.
    for (const decks of [1, 6, 8]) {
      const banker = analyzeShoe(countsForDecks(decks)).variants.ez.banker!.houseEdge;
      await expect(dialog.locator(`tr[data-decks="${decks}"] td[data-bet="banker"]`)).toHaveAttribute('data-value', String(banker));
    }
  });
}

for (const lng of ['nb', 'sv'] as const) {
  test(`no axe violations with the odds panel open (${lng})`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/?seed=odds-axe&lng=${lng}`);
    const dialog = await openOdds(page, lng);
    await expect(dialog.getByTestId('odds-banker')).toHaveAttribute('data-value', /\d/);
    await expect(dialog.locator('tr[data-decks="8"]')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations).toEqual([]);
    // Escape closes it and focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: TEXT[lng].odds, exact: true })).toBeFocused();
  });
}
