/**
 * Shared Playwright fixtures: every page fails its test on a console error, an uncaught
 * exception or a request to another origin; helpers drive the table through its stable hooks.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`foreign request: ${req.url()}`);
      });
      await use(problems);
      expect(problems, 'console errors, exceptions or foreign requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Reads a `data-value` in øre (or a count) from a data-testid element. */
export async function valueOf(page: Page, testId: string): Promise<number> {
  const v = await page.getByTestId(testId).getAttribute('data-value');
  return Number(v);
}

/** Waits until every card of the round is shown. */
export async function waitSettled(page: Page) {
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'settled', { timeout: 10_000 });
}

/** Selects a chip by its accessible name, e.g. "100 kr". */
export async function chip(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).check();
}

/** Clicks a bet spot by the start of its name, e.g. "Spiller". */
export async function spot(page: Page, name: string, times = 1) {
  const button = page.getByRole('button', { name: new RegExp(`^${name}\\b`) });
  for (let i = 0; i < times; i++) await button.click();
}

/** Ranks of the cards shown in a hand, in order. */
export async function ranks(page: Page, side: 'player' | 'banker'): Promise<string[]> {
  return page.getByTestId(`${side}-hand`).locator('[data-rank]').evaluateAll((els) => els.map((e) => e.getAttribute('data-rank')!));
}
