/**
 * What a fresh tester found unclear for a beginner (all UI: the money was right), checked where a
 * person sees it: the settings dialog's choices, chips on the side-bet spots, refusals with sums,
 * the odds rows, the explain tools and a language switch during a reveal.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, frozenClock, pause, ranks, standingClock, test, waitSettled } from './fixtures.ts';
import { total, winnerOf } from './rules.ts';
import { readStored } from './storage.ts';

const WORDS = {
  nb: { settings: 'Innstillinger', variant: 'Bordtype', sideBets: 'Sidespill', close: 'Lukk' },
  sv: { settings: 'Inställningar', variant: 'Bordstyp', sideBets: 'Sidospel', close: 'Stäng' },
} as const;

/** Opens the settings dialog and waits for it. */
async function openSettings(page: Page, lng: 'nb' | 'sv'): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${WORDS[lng].settings}`) }).click();
  const dialog = page.getByRole('dialog', { name: WORDS[lng].settings });
  await expect(dialog).toBeVisible();
  // The dialog rises and grows into place as it opens (0.18 s). This waits for it when motion's features
  // are in; when they arrive just after the dialog opened, the rise starts later, so measurements do not rely on it.
  await expect.poll(() => dialog.evaluate((d) => getComputedStyle(d).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  return dialog;
}

for (const lng of ['nb', 'sv'] as const) {
  test(`settings (${lng}): every table-type radio is the same size beside its first line, rows apart, the side-bet switch in a group of its own`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/?seed=settings-look&lng=${lng}&variant=ez&sidebets=on`);
    const dialog = await openSettings(page, lng);
    const variants = dialog.getByRole('group', { name: WORDS[lng].variant });
    // One synchronous read of every row, and sizes from layout (offsetWidth/Height): a transform still
    // settling (motion's features may arrive just after the dialog opens and run its rise then) scales
    // the boxes alike and cannot shrink a radio's measured size.
    const rows = await variants.getByRole('radio').evaluateAll((radios) =>
      radios.map((radio) => {
        const r = radio.getBoundingClientRect();
        const l = radio.parentElement!.getBoundingClientRect();
        const el = radio as HTMLElement;
        return { size: [el.offsetWidth, el.offsetHeight], box: { x: r.x, y: r.y }, label: { y: l.y, height: l.height } };
      }),
    );
    expect(rows).toHaveLength(3);
    // A label that wraps (the no-commission and EZ rows do on a phone) does not shrink its radio.
    for (const { size } of rows) expect(size).toEqual([20, 20]);
    // The radios stand in one column, each at the top of its row (beside the name, not mid-paragraph).
    expect(new Set(rows.map((r) => Math.round(r.box.x))).size).toBe(1);
    for (const { box, label } of rows) expect(box.y - label.y).toBeLessThanOrEqual(8);
    // Rows apart: at least 4 px between one row's foot and the next row's top.
    for (let i = 1; i < rows.length; i++) expect(rows[i].label.y - (rows[i - 1].label.y + rows[i - 1].label.height)).toBeGreaterThanOrEqual(4);
    // The side-bet switch is not among the table types: a group of its own, with its own heading.
    await expect(variants.getByRole('checkbox')).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: WORDS[lng].sideBets }).getByRole('checkbox', { name: new RegExp(`^${WORDS[lng].sideBets}\\b`) })).toBeChecked();
  });
}

for (const lng of ['nb', 'sv'] as const) {
  test(`changing the table type with side bets down (${lng}) says beforehand and afterwards which bets go back and how much, in the dialog`, { tag: '@phone' }, async ({ page }) => {
    await standingClock(page);
    await page.goto(`/?seed=variant-change&lng=${lng}&variant=ez&sidebets=on`);
    await page.getByRole('radio', { name: /^100\skr$/ }).check();
    for (const key of ['banker', 'dragon7', 'panda8']) await page.getByTestId(`spot-${key}`).click();
    const balance = Number(await page.getByTestId('balance').getAttribute('data-value'));
    const dialog = await openSettings(page, lng);
    const dragon7 = lng === 'nb' ? 'Drage 7' : 'Drake 7';
    // Before: beside the Standard choice, the two EZ-only bets with their sum, and the Banker bet.
    const note = dialog.getByTestId('variant-note-standard');
    await expect(note).toContainText(dragon7);
    await expect(note).toContainText('Panda 8');
    await expect(note).toContainText(/200\skr/);
    await expect(note).toBeVisible();
    await dialog.getByRole('radio', { name: /^Standard\b/ }).check();
    // After: said inside the dialog, not only in the notice bar behind it.
    const said = dialog.getByTestId('settings-returned');
    await expect(said).toBeVisible();
    await expect(said).toContainText(dragon7);
    await expect(said).toContainText(/200\skr/);
    await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(balance + 20_000));
    await expect(page.getByTestId('spot-banker')).toHaveAttribute('data-value', '10000');
    // Still there once the felt's notice has timed out (about 6 s).
    await pause(page, 6_500);
    await expect(said).toBeVisible();
    await dialog.getByRole('button', { name: WORDS[lng].close }).click();
    await expect(said).toBeHidden();
  });
}

test('two changes in one visit that each hand chips back: the table notice after the dialog names them all and their sum', async ({ page }) => {
  await standingClock(page);
  await page.goto('/?seed=variant-change&lng=nb&variant=ez&sidebets=on');
  await page.getByRole('radio', { name: /^100\skr$/ }).check();
  for (const key of ['dragon7', 'panda8']) await page.getByTestId(`spot-${key}`).click();
  await page.getByRole('radio', { name: /^10\skr$/ }).check();
  await page.getByTestId('spot-playerPair').click();
  const dialog = await openSettings(page, 'nb');
  await dialog.getByRole('radio', { name: /^Standard\b/ }).check();
  const said = dialog.getByTestId('settings-returned');
  await expect(said).toContainText(/200\skr/);
  // Longer than the felt's notice lasts on its own (about 6 s): behind the dialog it waits.
  await pause(page, 6_500);
  await dialog.getByRole('group', { name: WORDS.nb.sideBets }).getByRole('checkbox').uncheck();
  await expect(said).toContainText(/210\skr/);
  await dialog.getByRole('button', { name: WORDS.nb.close }).click();
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveAttribute('data-key', 'side-bets-returned');
  for (const name of ['Drage 7', 'Panda 8', 'Spillerpar', /210\skr/]) await expect(notice).toContainText(name);
});

for (const lng of ['nb', 'sv'] as const) {
  test(`chips on the spots (${lng}): stack, amount and payout each readable, none over another, all inside the spot`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/?seed=chips-shown&lng=${lng}&variant=ez&sidebets=on`);
    // A tall stack on Tie (six chips of three values), one chip of the longest amount on a side spot, small ones on others.
    const bets: [string, string, number][] = [['100', 'tie', 2], ['10', 'tie', 3], ['50', 'tie', 1], ['100', 'banker', 1], ['1\\s000', 'playerPair', 1], ['100', 'dragon7', 3], ['10', 'dragon7', 4], ['100', 'panda8', 1]];
    for (const [value, key, times] of bets) {
      await page.getByRole('radio', { name: new RegExp(`^${value}\\skr$`) }).check();
      for (let i = 0; i < times; i++) await page.getByTestId(`spot-${key}`).click();
    }
    // The stacks' grow-in is over.
    await page.waitForTimeout(700);
    const spots = await page.locator('[data-testid^="spot-"][data-value]:not([data-value="0"])').evaluateAll((els) =>
      els.map((el) => {
        const box = (e: Element) => e.getBoundingClientRect();
        const overlap = (a: DOMRect, b: DOMRect) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
        const [title, pays] = [el.children[0], el.children[1]].map(box);
        const stack = box(el.querySelector('[class*="stack"]')!);
        const amount = box(el.querySelector('[class*="amount"]')!);
        const spot = box(el);
        const inside = (r: DOMRect) => r.left >= spot.left - 0.5 && r.right <= spot.right + 0.5 && r.top >= spot.top - 0.5 && r.bottom <= spot.bottom + 0.5;
        return {
          spot: (el as HTMLElement).dataset.spot,
          amountOverStack: Math.round(overlap(amount, stack)),
          stackOverPays: Math.round(overlap(stack, pays) + overlap(stack, title)),
          amountOverPays: Math.round(overlap(amount, pays) + overlap(amount, title)),
          inside: inside(stack) && inside(amount),
        };
      }),
    );
    expect(spots.map((s) => s.spot).sort()).toEqual(['banker', 'dragon7', 'panda8', 'playerPair', 'tie']);
    for (const s of spots) expect(s, s.spot).toEqual({ spot: s.spot, amountOverStack: 0, stackOverPays: 0, amountOverPays: 0, inside: true });
  });
}

for (const lng of ['nb', 'sv'] as const) {
  test(`house edges (${lng}): the rules and the odds show the same figure, to one precision; every odds row has its payout under the name`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/?seed=edges&lng=${lng}&variant=ez&sidebets=on`);
    const edgeText = /^[−-]?\d+,(\d+)\s%$/;
    await page.getByRole('button', { name: 'Regler', exact: true }).click();
    const rules = page.getByRole('dialog');
    await expect(rules).toBeVisible();
    // The house-edge table's Banker cell and the EZ Banker line under the table types, 6 decks.
    const rulesCell = (await rules.getByTestId('house-edge').locator('tr[data-spot="banker"] td').nth(1).textContent())!.trim();
    const rulesLine = (await rules.getByTestId('rules-edge-ez-banker').textContent())!.trim();
    await page.keyboard.press('Escape');
    await expect(rules).toBeHidden();
    await page.getByRole('button', { name: 'Odds', exact: true }).click();
    const odds = page.getByRole('dialog', { name: lng === 'nb' ? 'Odds for kortskoen' : 'Odds för skon' });
    await expect(odds.getByTestId('edge-banker')).toHaveAttribute('data-value', /\d/);
    const oddsCell = (await odds.getByTestId('edge-banker').textContent())!.trim();
    expect(oddsCell).toMatch(edgeText);
    expect(oddsCell.match(edgeText)![1]).toHaveLength(3);
    expect(rulesCell).toBe(oddsCell);
    expect(rulesLine.endsWith(oddsCell)).toBe(true);
    // Every row alike: the payout on a line of its own under the bet's name (a short row kept it beside the name).
    const rows = await odds.getByTestId('odds-table').locator('tbody th').evaluateAll((ths) =>
      ths.map((th) => {
        const pays = th.querySelector('span')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(th.firstChild!);
        return { row: th.textContent, below: pays.top >= range.getBoundingClientRect().bottom - 1 };
      }),
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const r of rows) expect(r, r.row!).toEqual({ row: r.row, below: true });
  });
}

test('"Visa alla steg" (sv, 390 px) keeps its label on one line, on the explain switch\'s line, with and without side bets', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const query of ['', '&variant=ez&sidebets=on']) {
    await page.goto(`/?seed=steps-sv&lng=sv${query}`);
    await page.getByRole('radio').first().check();
    await page.getByTestId('spot-banker').click();
    await page.getByRole('button', { name: 'DELA UT', exact: true }).click();
    await waitSettled(page);
    const button = page.getByRole('button', { name: 'Visa alla steg' });
    await expect(button).toBeEnabled();
    const layout = await button.evaluate((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
      // The switch is the label beside the tools (ExplainPanel: actions > label, tools > button).
      const toggle = b.parentElement!.parentElement!.querySelector('label')!.getBoundingClientRect();
      const box = b.getBoundingClientRect();
      return { lines, sameRow: box.top < toggle.bottom && box.bottom > toggle.top };
    });
    expect(layout, query || 'no side bets').toEqual({ lines: 1, sameRow: true });
  }
});

test('at 1280 px each result badge sits inside its spot, clear of the edge (EZ, side bets)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?seed=badges&lng=nb&variant=ez&sidebets=on');
  await page.getByRole('radio').first().check();
  const keys = ['banker', 'tie', 'playerPair', 'dragonBonusBanker', 'panda8', 'dragon7'];
  for (const key of keys) await page.getByTestId(`spot-${key}`).click();
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  for (const key of keys) {
    const spotEl = page.getByTestId(`spot-${key}`);
    const badge = spotEl.locator('[data-outcome]');
    await expect(badge).toHaveCSS('opacity', '1');
    const [s, b] = [(await spotEl.boundingBox())!, (await badge.boundingBox())!];
    // Inside the spot's 1-2 px border, not over it.
    expect(b.x, key).toBeGreaterThanOrEqual(s.x + 2);
    expect(b.y, key).toBeGreaterThanOrEqual(s.y + 2);
    expect(b.x + b.width, key).toBeLessThanOrEqual(s.x + s.width - 2);
    expect(b.y + b.height, key).toBeLessThanOrEqual(s.y + s.height - 2);
  }
});

test('switching the language in the middle of a reveal: the round finishes, cards, totals, result and balance right', { tag: '@phone' }, async ({ page }) => {
  await frozenClock(page);
  await page.goto('/?seed=lang-mid-reveal&lng=nb');
  await page.getByRole('radio', { name: /^100\skr$/ }).check();
  await page.getByTestId('spot-banker').click();
  await page.getByTestId('spot-tie').click();
  const start = Number(await page.getByTestId('balance').getAttribute('data-value'));
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  const table = page.getByTestId('table');
  await pause(page, 700);
  await expect(table).toHaveAttribute('data-phase', 'revealing');
  await page.getByLabel('Språk').selectOption('sv');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  // Still the same reveal, now in Swedish.
  await expect(table).toHaveAttribute('data-phase', 'revealing');
  await waitSettled(page);
  const player = await ranks(page, 'player');
  const banker = await ranks(page, 'banker');
  expect(player.length).toBeGreaterThanOrEqual(2);
  expect(banker.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', String(total(player)));
  await expect(page.getByTestId('banker-total')).toHaveAttribute('data-value', String(total(banker)));
  const winner = winnerOf(player, banker);
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', winner);
  await expect(page.getByTestId('outcome')).toContainText({ player: 'Spelare', banker: 'Bank', tie: 'Oavgjort' }[winner]);
  // The balance shown is the stored, settled one: the stake off, the payout on (once, not twice).
  const stored = await readStored(page);
  expect(stored.history).toHaveLength(1);
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(stored.balance));
  expect(stored.balance - start).toBe(Number(await page.getByTestId('winnings').getAttribute('data-value')));
  // The next bet may be placed: the spots wait no longer.
  await expect(page.getByTestId('spot-player')).not.toHaveAttribute('aria-disabled', 'true');
});

for (const sideBets of ['on', 'off'] as const) {
  test(`the table's notice covers no card and no road (side bets ${sideBets})`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/?seed=notice-place&lng=nb&variant=ez&sidebets=${sideBets}`);
    await page.getByTestId('spot-banker').click();
    await page.getByRole('button', { name: 'GI', exact: true }).click();
    await waitSettled(page);
    if (sideBets === 'on') {
      // The longest notice a player meets often: side bets handed back, named with their sum.
      for (const key of ['dragon7', 'panda8']) await page.getByTestId(`spot-${key}`).click();
      const dialog = await openSettings(page, 'nb');
      await dialog.getByRole('radio', { name: /^Standard\b/ }).check();
      await dialog.getByRole('button', { name: WORDS.nb.close }).click();
    } else {
      await page.getByTestId('spot-banker').click();
      await page.getByTestId('spot-player').click();
    }
    const notice = page.getByTestId('notice');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('alert').filter({ has: notice })).toBeVisible();
    const covered = await notice.evaluate((n) => {
      const a = n.getBoundingClientRect();
      const under = [...document.querySelectorAll('[data-testid="player-hand"] > *, [data-testid="banker-hand"] > *, [data-road]')];
      return under
        .filter((el) => {
          const b = el.getBoundingClientRect();
          return b.width > 0 && Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);
        })
        .map((el) => el.getAttribute('data-road') ?? el.closest('[data-testid$="-hand"]')!.getAttribute('data-testid'));
    });
    expect(covered).toEqual([]);
  });
}
