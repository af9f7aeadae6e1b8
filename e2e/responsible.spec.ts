/**
 * Responsible play: play-money label and 18+ always visible, the help line per language as a
 * plain link, the session clock (kept across a reload), the time reminder under a fake clock
 * that must be dismissed, no autoplay, and axe on the reminder.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, valueOf, spot, chip } from './fixtures.ts';
import { SESSION_KEY } from '../src/features/responsible/session.ts';

const TEXT = {
  nb: { settings: 'Innstillinger', close: 'Lukk', every30: 'Hvert 30. minutt', every60: 'Hvert 60. minutt', off: 'Av', title: 'Tid for en pause?', dismiss: 'Forstått', deal: 'GI', bank: 'Bank', help: 'Hjelpelinjen', url: 'https://hjelpelinjen.no' },
  sv: { settings: 'Inställningar', close: 'Stäng', every30: 'Var 30:e minut', every60: 'Var 60:e minut', off: 'Av', title: 'Dags för en paus?', dismiss: 'Okej', deal: 'DELA UT', bank: 'Bank', help: 'Stödlinjen', url: 'https://www.stodlinjen.se' },
} as const;

/** Chooses the reminder interval in the settings dialog. */
async function setReminder(page: Page, lng: 'nb' | 'sv', choice: 'every30' | 'every60' | 'off') {
  await page.getByRole('button', { name: TEXT[lng].settings, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TEXT[lng].settings });
  await dialog.getByRole('radio', { name: TEXT[lng][choice], exact: true }).check();
  await dialog.getByRole('button', { name: TEXT[lng].close, exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const lng of ['nb', 'sv'] as const) {
  test(`the help line of the language is a plain link, with the play-money note (${lng})`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/?lng=${lng}`);
    const link = page.getByRole('link', { name: TEXT[lng].help, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', TEXT[lng].url);
    // Opens normally: no new window, no tracking attributes.
    expect(await link.evaluate((a: HTMLAnchorElement) => ({ target: a.target, ping: a.ping, rel: a.rel }))).toEqual({ target: '', ping: '', rel: '' });
    await expect(page.getByTestId('responsible')).toContainText(lng === 'nb' ? 'ekte penger' : 'riktiga pengar');
    // The other language's help line is not offered.
    await expect(page.getByRole('link', { name: TEXT[lng === 'nb' ? 'sv' : 'nb'].help })).toHaveCount(0);
  });
}

test('play money and 18+ stay in view at the top of the table', { tag: '@phone' }, async ({ page }) => {
  for (const width of [320, 360, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?lng=nb');
    for (const el of [page.getByTestId('play-money'), page.getByLabel('Aldersgrense 18 år')]) {
      await expect(el).toBeInViewport();
      const box = (await el.boundingBox())!;
      expect(box.x, `left edge at ${width}px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `right edge at ${width}px`).toBeLessThanOrEqual(width);
    }
  }
});

test('the session clock counts from the first visit and continues after a reload', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?lng=nb');
  await expect(page.getByTestId('session-clock')).toHaveText('0 min');
  await page.clock.fastForward('12:00');
  await expect(page.getByTestId('session-clock')).toHaveText('12 min');
  await page.reload();
  await expect(page.getByTestId('session-clock')).toHaveText(/^1[2-9] min$/);
  await page.clock.fastForward('01:00:00');
  await expect(page.getByTestId('session-clock')).toHaveText(/^1 t 1[2-9] min$/);
});

test('the reminder shows time played and the net result, and must be dismissed', async ({ page }) => {
  test.slow(); // a dealt round and two reminders
  await page.clock.install();
  await page.goto('/?seed=reminder&lng=nb');
  const start = await valueOf(page, 'balance');
  await setReminder(page, 'nb', 'every30');

  // One round, so the session has a result.
  await chip(page, '100 kr');
  await spot(page, 'Bank');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await page.clock.runFor(6000);
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'settled');
  const net = (await valueOf(page, 'balance')) - start;
  expect(net).not.toBe(0);

  const reminder = page.getByRole('dialog', { name: TEXT.nb.title });
  await expect(reminder).toHaveCount(0);
  await page.clock.fastForward('30:00');
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('Du har spilt i 30 minutter.');
  await expect(page.getByTestId('reminder-net')).toHaveAttribute('data-value', String(net));
  await expect(page.getByTestId('reminder-net')).toContainText(net > 0 ? '+' : '\u2212');

  // Focus never reaches the table while it is open (past the last control it may leave the page
  // for the browser's own UI, as native modal dialogs allow, but never lands behind the dialog).
  const dismiss = reminder.getByRole('button', { name: TEXT.nb.dismiss });
  await expect(dismiss).toBeFocused();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    const where = await reminder.evaluate((d) =>
      d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body || !document.activeElement ? 'none' : 'page',
    );
    expect(where).not.toBe('page');
  }
  // It is the modal dialog: the table behind it is inert until it is dismissed.
  expect(await page.evaluate(() => document.querySelector('dialog:modal')?.getAttribute('data-testid'))).toBe('reminder');
  const remindFrom = () => page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { remindFrom?: number }).remindFrom ?? 0, SESSION_KEY);
  const shownFrom = await remindFrom();
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(reminder).toHaveCount(0);
  // The dismissal is recorded by the dialog's close event, a task of its own after the press: the
  // clock's jump below must not come first (it did, rarely, and the next reminder was due 29 min late).
  await expect.poll(remindFrom).toBeGreaterThan(shownFrom);

  // The next reminder comes a full interval after the dismissal, not before.
  await page.clock.fastForward('29:00');
  await expect(page.getByTestId('session-clock')).toHaveText('59 min');
  await expect(reminder).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('1 time');
  await page.keyboard.press('Escape');
  await expect(reminder).toHaveCount(0);
});

test('no reminder when it is off, and nothing deals by itself', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?seed=idle&lng=nb');
  const balance = await valueOf(page, 'balance');
  await page.clock.fastForward('02:00:00');
  await expect(page.getByTestId('session-clock')).toHaveText('2 t 00 min');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
  await expect(page.getByTestId('player-hand').locator('[data-rank]')).toHaveCount(0);
  expect(await valueOf(page, 'balance')).toBe(balance);
});

for (const lng of ['nb', 'sv'] as const) {
  test(`no axe violations with the reminder open (${lng})`, { tag: '@phone' }, async ({ page }) => {
    test.slow(); // a full axe scan
    await page.clock.install();
    await page.goto(`/?lng=${lng}`);
    await setReminder(page, lng, 'every60');
    await page.clock.fastForward('01:00:00');
    const reminder = page.getByRole('dialog', { name: TEXT[lng].title });
    await expect(reminder).toBeVisible();
    const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations;
    expect(violations).toEqual([]);
    await reminder.getByRole('button', { name: TEXT[lng].dismiss }).click();
    await expect(reminder).toHaveCount(0);
  });
}
