/**
 * What a new player sees (issue 15): the settled round's explanation on a phone, road cell sizes,
 * touch-target sizes on a phone, the burn and the cut card, the shoe counter.
 */
import type { Page } from '@playwright/test';
import { chip, expect, spot, test, waitSettled } from './fixtures.ts';

/** Bets 10 kr on Spiller and Uavgjort (two payout lines and a total) and deals a round. */
async function playRound(page: Page) {
  await chip(page, '10 kr');
  await spot(page, 'Spiller');
  await spot(page, 'Uavgjort');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
}

/** Height of one road cell in px: the drawing is six rows high. */
async function cellSize(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).locator('svg').first().boundingBox();
  expect(box, testId).not.toBeNull();
  return box!.height / 6;
}

test('a phone shows every explain step of the settled round, and points to "Vis alle trinn"', { tag: '@phone' }, async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone layout');
  // This seed's first round: both hands draw, so the Banker step is the one that used to scroll away.
  await page.goto('/?seed=explain-1&lng=nb');
  await playRound(page);
  const list = page.getByTestId('explain').locator('ol');
  const items = list.locator('li');
  expect(await items.count()).toBeGreaterThanOrEqual(5);
  const listBox = (await list.boundingBox())!;
  for (const li of await items.all()) {
    await expect(li).toBeInViewport({ ratio: 1 });
    const box = (await li.boundingBox())!;
    // Inside the list's own box: none is scrolled out of sight.
    expect(box.y).toBeGreaterThanOrEqual(listBox.y - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(listBox.y + listBox.height + 1);
  }
  await expect(page.getByTestId('explain').getByText('«Vis alle trinn»')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vis alle trinn' })).toBeInViewport();
});

test('roads use the room at 1280 px: big-road cells of 18 px, derived cells of 9 px, with titles', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the 1280 px layout');
  await page.goto('/?seed=roads-size&lng=nb');
  expect(await cellSize(page, 'big-road')).toBeGreaterThanOrEqual(18);
  expect(await cellSize(page, 'bead-plate')).toBeGreaterThanOrEqual(18);
  for (const road of ['big-eye-boy', 'small-road', 'cockroach-pig']) expect(await cellSize(page, road)).toBeGreaterThanOrEqual(9);
  // Each road has a visible title; one tap opens what it means.
  for (const name of ['Bead Plate', 'Big Road', 'Big Eye Boy', 'Small Road', 'Cockroach Pig']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Big Eye Boy', exact: true }).click();
  const about = page.getByTestId('road-about');
  await expect(about).toContainText('mønsteret brytes');
  await page.keyboard.press('Escape');
  await expect(about).toHaveCount(0);
});

test('a phone keeps the roads readable and titled', { tag: '@phone' }, async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone layout');
  await page.goto('/?seed=roads-size&lng=nb');
  expect(await cellSize(page, 'big-road')).toBeGreaterThanOrEqual(10);
  await page.getByRole('button', { name: 'Big Road', exact: true }).click();
  await expect(page.getByTestId('road-about')).toContainText('Big Road');
});

test('touch targets on a 390 px phone: 44 px for the tools, at least 24 px for every button', { tag: '@phone' }, async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone layout');
  await page.goto('/?seed=targets&lng=nb');
  await playRound(page);
  const big = [
    page.getByRole('button', { name: 'Øving' }),
    page.getByRole('button', { name: 'Odds' }),
    page.getByRole('button', { name: 'Innstillinger' }),
    page.getByRole('combobox', { name: 'Språk' }),
    page.getByRole('button', { name: 'Vis alle trinn' }),
    page.getByRole('button', { name: 'Regler' }),
    // The switch's target is its whole label.
    page.getByTestId('explain-panel').locator('label').filter({ has: page.getByRole('switch') }),
    page.getByRole('link', { name: 'Hjelpelinjen' }),
  ];
  for (const target of big) {
    const box = (await target.boundingBox())!;
    expect(box.height, await target.evaluate((e) => `${e.tagName} ${e.textContent}`)).toBeGreaterThanOrEqual(44);
  }
  const small = await page.locator('button:visible, a:visible, select:visible').evaluateAll((els) =>
    els.map((e) => ({ what: `${e.tagName} ${e.textContent?.slice(0, 40)}`, ...e.getBoundingClientRect().toJSON() })).filter((r) => r.width > 0 && Math.min(r.width, r.height) < 24),
  );
  expect(small).toEqual([]);
});

test('a cut-card shoe shows its burn, and the cut card is announced with the result', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/?seed=burn-shown&lng=nb');
  await page.getByRole('button', { name: 'Innstillinger', exact: true }).click();
  await page.getByRole('radio', { name: 'Kortsko med kuttkort' }).check();
  await page.getByRole('radio', { name: '1 kortstokk' }).check();
  await page.getByRole('checkbox', { name: 'Rask utdeling' }).check();
  await page.getByRole('button', { name: 'Lukk', exact: true }).click();
  // Two settings changed before the first round: still the table's first shoe.
  const status = page.getByTestId('shoe-status');
  await expect(status).toHaveAttribute('data-number', '1');
  const burn = page.getByTestId('burn');
  await expect(burn).toBeVisible();
  const down = Number(await burn.getAttribute('data-down'));
  expect(down).toBeGreaterThanOrEqual(1);
  expect(down).toBeLessThanOrEqual(10);
  // The face-up card, then how many went face down; the cards left say the same.
  await expect(burn).toContainText(`Brente kort:`);
  await expect(burn).toContainText(`og ${down} kort med baksiden opp`);
  await expect(burn.locator('[data-rank]')).toHaveCount(1);
  await expect(status).toHaveAttribute('data-left', String(52 - 1 - down));
  // Dealt from: the burn is old news.
  for (let i = 0; i < 15; i++) {
    await chip(page, '10 kr');
    await spot(page, 'Spiller');
    await page.getByRole('button', { name: 'GI', exact: true }).click();
    await waitSettled(page);
    if (i === 0) await expect(burn).toHaveCount(0);
    if ((await page.getByTestId('cut-card-out').count()) > 0) break;
  }
  // The cut card came out: said in the result banner and to screen readers, and the new shoe's burn is shown.
  await expect(page.getByTestId('outcome').getByTestId('cut-card-out')).toHaveText('Kuttkortet kom ut: ny kortsko er stokket');
  await expect(page.getByTestId('announcer')).toContainText('Kuttkortet kom ut');
  await expect(status).toHaveAttribute('data-number', '2');
  await expect(burn).toBeVisible();
});
