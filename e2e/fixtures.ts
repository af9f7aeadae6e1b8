/**
 * Shared Playwright fixtures: every page fails its test on a console error, an uncaught
 * exception or a request to another origin; helpers drive the table through its stable hooks.
 */
import { test as base, expect, type Page } from '@playwright/test';

/** Collects the page's console errors, uncaught exceptions and requests to another origin than baseURL's. */
export function watchProblems(page: Page, baseURL: string): string[] {
  const problems: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`foreign request: ${req.url()}`);
  });
  return problems;
}

/**
 * Makes `goto` and `reload` (unless told `waitUntil: 'commit'`) return only once the live table
 * has replaced the prerendered felt. The prerender's buttons share the live ones' names, and a
 * `force` click skips the hit test that would otherwise wait out their `inert`.
 */
function awaitLiveApp(page: Page) {
  const live = () => expect(page.locator('[data-pb-prerender]')).toHaveCount(0, { timeout: 10_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await live();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await live();
    return response;
  };
}

export const test = base.extend<{ problems: string[] }>({
  context: async ({ context }, provide) => {
    context.on('page', awaitLiveApp);
    await provide(context);
  },
  problems: [
    async ({ page, baseURL }, use) => {
      const problems = watchProblems(page, baseURL!);
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

/** Pages whose clock a test runs on by hand (see fakeClock, frozenClock). */
const clocked = new WeakSet<Page>();

/**
 * Fakes the page's clock (timers, animation frames, Date, performance; kept over reloads). Fake
 * time still flows with real time, but waitSettled and pause jump it ahead, so a test of many
 * rounds need not wait for each reveal. Call before the first goto.
 */
export async function standingClock(page: Page) {
  await page.clock.install();
  clocked.add(page);
}

/**
 * Like standingClock, but fake time stands still until waitSettled or pause runs it: whatever a
 * test does in between happens at one instant of page time, however slow the machine. (axe needs
 * running timers: not for pages it scans.) Call before the first goto.
 */
export async function frozenClock(page: Page) {
  await page.clock.install();
  // The pause is read after the install: on a busy machine the install alone can take over a
  // second, and pausing at a time already past throws ("Cannot fast-forward to the past").
  await page.clock.pauseAt(Date.now() + 2_000);
  clocked.add(page);
}

/**
 * Holds the built chunks named `names` (e.g. 'player' for assets/player-<hash>.js) `ms` late, a slow
 * network's chunk. Returns how many requests have been held so far.
 */
export async function holdChunks(page: Page, names: readonly string[], ms: number): Promise<() => number> {
  let held = 0;
  await page.route(new RegExp(`/assets/(${names.join('|')})-[\\w-]+\\.js$`), async (route) => {
    held++;
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
  return () => held;
}

/** Lets `ms` of the page's time pass: run on a standing clock, waited for otherwise. */
export async function pause(page: Page, ms: number) {
  if (clocked.has(page)) await page.clock.runFor(ms);
  else await page.waitForTimeout(ms);
}

/** Waits until every card of the round is shown (on a standing clock, runs the reveal through). */
export async function waitSettled(page: Page) {
  const table = page.getByTestId('table');
  // A second of page time at a time, up to 10: a reveal takes at most about 4 s.
  for (let i = 0; clocked.has(page) && i < 10 && (await table.getAttribute('data-phase')) !== 'settled'; i++) await page.clock.runFor(1_000);
  await expect(table).toHaveAttribute('data-phase', 'settled', { timeout: 10_000 });
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

/** Both hands' ranks (see ranks). */
export interface Hands {
  player: string[];
  banker: string[];
}

/** Waits until every card of the round is shown (waitSettled) and reads both hands. */
export async function settledHands(page: Page): Promise<Hands> {
  await waitSettled(page);
  // Both hands in one read: each read is a round trip to the page, and rounds are played by the dozen.
  const [player, banker] = await Promise.all([ranks(page, 'player'), ranks(page, 'banker')]);
  return { player, banker };
}

/** Presses the dealer's button (GI, or the one named, e.g. "DELA UT"), then reads the settled round's hands. */
export async function dealHands(page: Page, button = 'GI'): Promise<Hands> {
  await pressToDeal(page, button);
  return settledHands(page);
}

/**
 * Presses the dealer's button (GI, or the one named) and waits until the round is dealt. The deal
 * runs in a task after the press's (features/table/afterPress.ts): until it has, the table still
 * shows the last round settled (read as this one's), and a reload finds the chips still placed.
 */
export async function pressToDeal(page: Page, button = 'GI') {
  const rounds = await valueOf(page, 'round-id');
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', String(rounds + 1));
}
