/**
 * Practice mode (src/engine/RULES.md § Practice game): scoring for several participants over seeded rounds, read from the
 * UI; a keyboard-only game; names and scores kept until cleared; no money touched; axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, valueOf } from './fixtures.ts';

type Pick = 'player' | 'banker' | 'tie';

const TEXT = {
  nb: { open: 'Øving', title: 'Øving uten penger', name: 'Navn', add: 'Legg til', deal: 'Gi kort', stop: 'Stopp og vis vinner', back: 'Tilbake til bordet', pick: { player: 'Spiller', banker: 'Bank', tie: 'Uavgjort' } },
  sv: { open: 'Övning', title: 'Övning utan pengar', name: 'Namn', add: 'Lägg till', deal: 'Dela ut kort', stop: 'Avsluta och visa vinnaren', back: 'Tillbaka till bordet', pick: { player: 'Spelare', banker: 'Bank', tie: 'Oavgjort' } },
} as const;

async function openPractice(page: Page, lng: 'nb' | 'sv') {
  await page.getByRole('button', { name: TEXT[lng].open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TEXT[lng].title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function addNames(page: Page, lng: 'nb' | 'sv', names: string[]) {
  const field = page.getByRole('textbox', { name: TEXT[lng].name });
  for (const n of names) {
    await field.fill(n);
    await page.getByRole('button', { name: TEXT[lng].add, exact: true }).click();
  }
}

const group = (page: Page, name: string) => page.getByRole('radiogroup', { name, exact: true });
const score = (page: Page, name: string) => page.getByTestId(`score-${name}`);

test('scores several participants over seeded rounds, and names the winner when the group stops', { tag: '@phone' }, async ({ page }) => {
  test.slow(); // six rounds with every score checked
  await page.goto('/?seed=practice-e2e&lng=nb');
  const balance = await valueOf(page, 'balance');
  await openPractice(page, 'nb');
  // Names are used verbatim in the score's test id, spaces and all.
  const players: Record<string, (round: number) => Pick> = {
    Anna: () => 'banker',
    Per: () => 'player',
    'Kari Nordmann': (r) => (['player', 'banker', 'tie'] as const)[r % 3]!,
  };
  await addNames(page, 'nb', Object.keys(players));
  const expected: Record<string, number> = { Anna: 0, Per: 0, 'Kari Nordmann': 0 };

  for (let r = 0; r < 6; r++) {
    for (const [name, choose] of Object.entries(players)) {
      await group(page, name).getByRole('radio', { name: TEXT.nb.pick[choose(r)], exact: true }).check();
    }
    await page.getByRole('button', { name: TEXT.nb.deal, exact: true }).click();
    await expect(page.getByTestId('practice-round')).toHaveAttribute('data-value', String(r + 1));
    await expect(page.getByTestId('practice-result')).toHaveAttribute('data-round', String(r + 1));
    const winner = (await page.getByTestId('practice-outcome').getAttribute('data-outcome')) as Pick;
    // The shown totals agree with the winner the UI names.
    const p = await valueOf(page, 'practice-player-total');
    const b = await valueOf(page, 'practice-banker-total');
    expect(winner).toBe(p > b ? 'player' : b > p ? 'banker' : 'tie');
    for (const [name, choose] of Object.entries(players)) {
      if (choose(r) === winner) expected[name]! += 1;
      await expect(score(page, name)).toHaveAttribute('data-value', String(expected[name]));
    }
  }

  await page.getByRole('button', { name: TEXT.nb.stop, exact: true }).click();
  const best = Math.max(...Object.values(expected));
  // Nobody wins a game without a single point.
  const winners = best === 0 ? [] : Object.keys(expected).filter((n) => expected[n] === best);
  await expect(page.getByTestId('practice-winners')).toBeVisible();
  await expect(page.getByTestId('practice-winner-names')).toHaveAttribute('data-names', JSON.stringify(winners));
  for (const w of winners) await expect(page.getByTestId('practice-winner-names')).toContainText(w);
  // Standings: highest score first; equal scores share a place (1, 1, 3).
  const standings = await page.getByTestId('practice-winners').locator('ol > li').evaluateAll((items) =>
    items.map((li) => ({ name: li.firstElementChild!.textContent!, place: (li as HTMLLIElement).value })),
  );
  const places = Object.entries(expected)
    .map(([name, points]) => ({ name, place: 1 + Object.values(expected).filter((q) => q > points).length }))
    .sort((a, b) => a.place - b.place);
  expect([...standings].sort((a, b) => a.place - b.place || a.name.localeCompare(b.name))).toEqual(
    places.sort((a, b) => a.place - b.place || a.name.localeCompare(b.name)),
  );
  expect(standings.map((x) => x.place)).toEqual([...standings.map((x) => x.place)].sort((a, b) => a - b));
  // Stopped: no more rounds until a new game.
  await expect(page.getByRole('button', { name: TEXT.nb.deal, exact: true })).toHaveCount(0);

  // Back at the money table nothing has changed.
  await page.getByRole('button', { name: TEXT.nb.back }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: TEXT.nb.open, exact: true })).toBeFocused();
  expect(await valueOf(page, 'balance')).toBe(balance);
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
});

test('a whole round by keyboard only: names, predictions, deal, stop', async ({ page }) => {
  await page.goto('/?seed=practice-keys&lng=nb');
  // Tab from the top of the page to the practice button.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.getByRole('button', { name: TEXT.nb.open, exact: true }).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.getByRole('button', { name: TEXT.nb.open, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  // With nobody playing, focus starts in the name field; Enter adds and keeps focus there.
  const field = page.getByRole('textbox', { name: TEXT.nb.name });
  await expect(field).toBeFocused();
  for (const n of ['Ada', 'Bo', 'Cy']) {
    await page.keyboard.type(n);
    await page.keyboard.press('Enter');
    await expect(score(page, n)).toHaveAttribute('data-value', '0');
  }
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');

  // Tab on to Ada's predictions.
  const adaFirst = group(page, 'Ada').getByRole('radio').first();
  for (let i = 0; i < 15; i++) {
    if (await adaFirst.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(adaFirst).toBeFocused();
  // Ada: an arrow moves to and chooses Bank; Enter passes the device to Bo.
  await page.keyboard.press('ArrowRight');
  await expect(group(page, 'Ada').getByRole('radio', { name: 'Bank' })).toBeChecked();
  await page.keyboard.press('Enter');
  // Bo: Enter alone confirms the focused choice (Spiller) and moves on to Cy.
  await expect(group(page, 'Bo').getByRole('radio', { name: 'Spiller' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(group(page, 'Bo').getByRole('radio', { name: 'Spiller' })).toBeChecked();
  // Cy: two arrows to Uavgjort, Enter: everyone has chosen, so focus goes to the deal button.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(group(page, 'Cy').getByRole('radio', { name: 'Uavgjort' })).toBeChecked();
  await page.keyboard.press('Enter');
  const deal = page.getByRole('button', { name: TEXT.nb.deal, exact: true });
  await expect(deal).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('practice-round')).toHaveAttribute('data-value', '1');
  const winner = (await page.getByTestId('practice-outcome').getAttribute('data-outcome')) as Pick;
  const picks: Record<string, Pick> = { Ada: 'banker', Bo: 'player', Cy: 'tie' };
  for (const [name, pick] of Object.entries(picks)) {
    await expect(score(page, name)).toHaveAttribute('data-value', pick === winner ? '1' : '0');
    // Predictions are cleared for the next round.
    for (const radio of await group(page, name).getByRole('radio').all()) await expect(radio).not.toBeChecked();
  }
  await expect(page.getByTestId('practice-announcer')).toContainText('Runde 1');
  // Focus is back at the first prediction, ready for the next round.
  await expect(group(page, 'Ada').getByRole('radio').first()).toBeFocused();

  // Tab on to "stop and show winner"; the winners' heading takes focus.
  const stop = page.getByRole('button', { name: TEXT.nb.stop });
  for (let i = 0; i < 12 && !(await stop.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(stop).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Vinner', exact: true })).toBeFocused();
  await expect(page.getByTestId('practice-winner-names')).toContainText(Object.keys(picks).find((n) => picks[n] === winner)!);

  // Escape returns to the table.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: TEXT.nb.open, exact: true })).toBeFocused();
});

test('names and scores are kept across a reload until cleared', async ({ page }) => {
  await page.goto('/?seed=practice-keep&lng=sv');
  await openPractice(page, 'sv');
  await addNames(page, 'sv', ['Märta', 'Olle']);
  await group(page, 'Märta').getByRole('radio', { name: 'Bank', exact: true }).check();
  await group(page, 'Olle').getByRole('radio', { name: 'Spelare', exact: true }).check();
  await page.getByRole('button', { name: TEXT.sv.deal }).click();
  await expect(page.getByTestId('practice-round')).toHaveAttribute('data-value', '1');
  const marta = await valueOf(page, 'score-Märta');
  const olle = await valueOf(page, 'score-Olle');
  expect(marta + olle).toBeLessThanOrEqual(1);

  await page.reload();
  await openPractice(page, 'sv');
  await expect(page.getByTestId('practice-round')).toHaveAttribute('data-value', '1');
  await expect(score(page, 'Märta')).toHaveAttribute('data-value', String(marta));
  await expect(score(page, 'Olle')).toHaveAttribute('data-value', String(olle));

  // Clearing asks first; "Avbryt" keeps everything.
  await page.getByText('Lägg till eller ta bort deltagare').click();
  await page.getByRole('button', { name: 'Radera namn' }).click();
  await expect(page.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await page.getByRole('button', { name: 'Avbryt' }).click();
  await expect(score(page, 'Olle')).toBeVisible();
  await page.getByRole('button', { name: 'Radera namn' }).click();
  await page.getByRole('button', { name: 'Ja, radera' }).click();
  await expect(page.getByTestId(/^score-/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: TEXT.sv.name })).toBeFocused();

  await page.reload();
  await openPractice(page, 'sv');
  await expect(page.getByTestId(/^score-/)).toHaveCount(0);
  await expect(page.getByTestId('practice-round')).toHaveAttribute('data-value', '0');
});

test('asks everyone to choose before dealing, and deals from 6 or 8 decks', async ({ page }) => {
  await page.goto('/?seed=practice-decks&lng=nb');
  await openPractice(page, 'nb');
  await addNames(page, 'nb', ['Anna', 'Per']);
  await group(page, 'Anna').getByRole('radio', { name: 'Bank', exact: true }).check();
  await page.getByRole('button', { name: TEXT.nb.deal }).click();
  await expect(page.getByTestId('practice-notice')).toHaveAttribute('data-key', 'missing-predictions');
  await expect(page.getByTestId('practice-notice')).toContainText('Per');
  await expect(page.getByTestId('practice-round')).toHaveAttribute('data-value', '0');

  await expect(page.getByTestId('practice-shoe')).toContainText('52');
  await page.getByRole('radio', { name: '8 kortstokker' }).check();
  await expect(page.getByTestId('practice-shoe')).toContainText('416');
  await page.getByRole('radio', { name: 'Ved kuttkortet' }).check();
  await group(page, 'Per').getByRole('radio', { name: 'Uavgjort', exact: true }).check();
  await page.getByRole('button', { name: TEXT.nb.deal }).click();
  await expect(page.getByTestId('practice-round')).toHaveAttribute('data-value', '1');
  const used = await page.getByTestId('practice-result').locator('[data-rank]').count();
  expect(used).toBeGreaterThanOrEqual(4);
  expect(used).toBeLessThanOrEqual(6);
});

for (const lng of ['nb', 'sv'] as const) {
  test(`no axe violations in practice mode (${lng})`, { tag: '@phone' }, async ({ page }) => {
    test.slow(); // three full axe scans
    await page.goto(`/?seed=practice-axe&lng=${lng}`);
    await openPractice(page, lng);
    const scan = async () => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations;
    expect(await scan()).toEqual([]);
    await addNames(page, lng, ['Anna', 'Per']);
    await group(page, 'Anna').getByRole('radio', { name: TEXT[lng].pick.banker, exact: true }).check();
    await group(page, 'Per').getByRole('radio', { name: TEXT[lng].pick.tie, exact: true }).check();
    await page.getByRole('button', { name: TEXT[lng].deal }).click();
    await expect(page.getByTestId('practice-result')).toBeVisible();
    expect(await scan()).toEqual([]);
    await page.getByRole('button', { name: TEXT[lng].stop }).click();
    await expect(page.getByTestId('practice-winners')).toBeVisible();
    expect(await scan()).toEqual([]);
  });
}
