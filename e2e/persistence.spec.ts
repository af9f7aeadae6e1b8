/**
 * A reload in every phase of a round (issue 4): chips placed but not dealt come back, a round
 * reloaded mid-reveal is shown settled with the same cards and money as without the reload and
 * is never dealt twice, a settled round stays on the table. The stored table's money is always
 * what its own history explains.
 */
import { test, expect, valueOf, waitSettled, chip, spot, ranks, standingClock, pressToDeal } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { explainedMoney, moneyHeld, readStored } from './storage.ts';

// Rounds take 2–3 s to reveal; on a busy machine a test of several rounds and reloads needs room.
test.describe.configure({ timeout: 60_000 });

const START = 1_000_000;

/** The visible result of the settled round. */
async function shownRound(page: Page) {
  return {
    player: await ranks(page, 'player'),
    banker: await ranks(page, 'banker'),
    outcome: await page.getByTestId('outcome').getAttribute('data-outcome'),
    balance: await valueOf(page, 'balance'),
    winnings: await valueOf(page, 'winnings'),
    round: await valueOf(page, 'round-id'),
  };
}

test('chips placed but not dealt come back after a reload, and deal once', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/?seed=reload-betting');
  await chip(page, '100 kr');
  await spot(page, 'Spiller', 2);
  await chip(page, '10 kr');
  await spot(page, 'Uavgjort');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '21000');
  await page.reload();
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '21000');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(START - 21000));
  await expect(page.getByRole('button', { name: /^Spiller\b/ })).toContainText('200');
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await pressToDeal(page);
  await waitSettled(page);
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
  const s = await readStored(page);
  expect(s.history).toHaveLength(1);
  expect(s.history[0]!.bets).toEqual({ player: 20000, banker: 0, tie: 1000 });
  expect(moneyHeld(s)).toBe(explainedMoney(s));
});

test('a round reloaded mid-reveal is shown settled, exactly as without the reload, and never dealt twice', async ({ page }) => {
  // Without a reload: the seeded round as it ends.
  await page.goto('/?seed=reload-reveal');
  await chip(page, '500 kr');
  await spot(page, 'Bank');
  await pressToDeal(page);
  await waitSettled(page);
  const expected = await shownRound(page);

  // Same seed on a fresh table, reloaded while the cards are still coming.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/?seed=reload-reveal');
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '0');
  await chip(page, '500 kr');
  await spot(page, 'Bank');
  await pressToDeal(page);
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
  await page.reload();
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'settled');
  expect(await shownRound(page)).toEqual(expected);
  // A second reload changes nothing: the stake was charged once and the round dealt once.
  await page.reload();
  await waitSettled(page);
  expect(await shownRound(page)).toEqual(expected);
  const s = await readStored(page);
  expect(s.roundsPlayed).toBe(1);
  expect(s.history).toHaveLength(1);
  expect(s.phase).toBe('settled');
  expect(moneyHeld(s)).toBe(explainedMoney(s));
  expect(s.balance).toBe(expected.balance);
});

test('a settled round stays on the table after a reload, and SATS IGJEN still works', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/?seed=reload-settled');
  await chip(page, '50 kr');
  await spot(page, 'Spiller');
  await pressToDeal(page);
  await waitSettled(page);
  const before = await shownRound(page);
  await page.reload();
  await waitSettled(page);
  expect(await shownRound(page)).toEqual(before);
  await page.getByRole('button', { name: 'SATS IGJEN', exact: true }).click();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '5000');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(before.balance - 5000));
  await page.reload();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '5000');
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
});

test('the language and settings survive a reload; an explicit ?lng= wins', async ({ page }) => {
  await page.goto('/?seed=reload-lang');
  await page.getByLabel('Språk').selectOption('sv');
  await expect(page.getByRole('button', { name: 'DELA UT', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'DELA UT', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.goto('/?seed=reload-lang&lng=nb');
  await expect(page.getByRole('button', { name: 'GI', exact: true })).toBeVisible();
  expect((await readStored(page)).language).toBe('nb');
  // A language chosen on the table after that, and a table type chosen in the settings, outlast a
  // reload of the same address: it follows the table (found by a fresh-user helper: nb came back).
  await page.goto('/?seed=reload-lang&lng=nb&variant=ez');
  await page.getByLabel('Språk').selectOption('sv');
  await page.getByRole('button', { name: 'Inställningar', exact: true }).click();
  await page.getByRole('radio', { name: /^Standard/ }).check();
  await page.keyboard.press('Escape');
  expect(new URL(page.url()).search).toBe('?seed=reload-lang&lng=sv&variant=standard');
  await page.reload();
  await expect(page.getByRole('button', { name: 'DELA UT', exact: true })).toBeVisible();
  expect((await readStored(page)).settings.variant).toBe('standard');
  // So does a shoe shuffled by a new code in the settings: the reload keeps it, not ?seed='s.
  await page.getByRole('button', { name: 'Inställningar', exact: true }).click();
  await page.getByLabel('Kod för samma blandning').fill('ny-kod');
  await page.getByRole('button', { name: 'Blanda ny sko', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('seed')).toHaveAttribute('data-value', 'ny-kod');
  await page.reload();
  await expect(page.getByTestId('seed')).toHaveAttribute('data-value', 'ny-kod');
});

test('several rounds and reloads in a row keep the money the history explains', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/?seed=reload-many&lng=nb');
  for (let i = 0; i < 4; i++) {
    await chip(page, '100 kr');
    await spot(page, i % 2 ? 'Bank' : 'Spiller');
    await pressToDeal(page);
    if (i % 2) await page.reload();
    await waitSettled(page);
    const s = await readStored(page);
    expect(s.roundsPlayed).toBe(i + 1);
    expect(moneyHeld(s)).toBe(explainedMoney(s));
    await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(s.balance));
  }
});

test('under shuffle before every round the stored table never holds the next round: the decks wait unshuffled', async ({ page }) => {
  await standingClock(page);
  await page.goto('/?lng=nb');
  const inOrder = (cards: number[]) => cards.length === 312 && cards.every((id, i) => id === i);
  const before = await readStored(page).catch(() => null);
  if (before) expect(inOrder(before.shoe.cards), 'the first shoe, before any bet').toBe(true);
  for (let i = 0; i < 2; i++) {
    await chip(page, '10 kr');
    await spot(page, 'Spiller');
    await pressToDeal(page);
    await waitSettled(page);
    const s = await readStored(page);
    expect(s.roundsPlayed).toBe(i + 1);
    expect(s.history.at(-1)!.cards.length).toBeGreaterThanOrEqual(4);
    expect(inOrder(s.shoe.cards) && s.shoe.next === 0, `stored shoe after round ${i + 1}`).toBe(true);
  }
});
