/**
 * Installable and offline (issue 12): Chromium finds nothing that keeps the table from being
 * installed; after one visit the table opens and plays with the network off, from the service
 * worker's precache; a new version waits and is offered ("Ny versjon – last inn på nytt"), and
 * nothing reloads while a round is being revealed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ChromiumNotFoundError, chromiumArgs, findChromium } from './chromium.mjs';
import { test, expect, valueOf, waitSettled, chip, spot, frozenClock, pause } from './fixtures.ts';

/** Waits until a service worker is active for the page's scope (the app is precached). */
async function swReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Waits for the table, then runs page time past the idle moment at which the service worker is registered. */
async function registered(page: Page) {
  await expect(page.getByTestId('table')).toBeVisible();
  await pause(page, 3_000);
}

/** Balance after 100 kr on Banker for the shown outcome (src/engine/RULES.md § Payouts and commission: 5 % commission). */
function afterBanker100(before: number, outcome: string | null): number {
  if (outcome === 'banker') return before + 9_500;
  if (outcome === 'tie') return before; // Player/Banker bets push on a Tie
  return before - 10_000;
}

async function playBanker100(page: Page) {
  const before = await valueOf(page, 'balance');
  await chip(page, '100 kr');
  await spot(page, 'Bank');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  const outcome = await page.getByTestId('outcome').getAttribute('data-outcome');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(afterBanker100(before, outcome)));
}

test('after one visit the table opens and plays a round with the network off', { tag: '@phone' }, async ({ page, context }) => {
  await page.goto('/?seed=offline-1');
  await swReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('table')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'served by the service worker').toBe(true);
  await playBanker100(page);
  // Lazy parts come from the precache too: the rules dialog opens offline.
  await page.getByRole('button', { name: 'Regler', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.setOffline(false);
});

test('the table can be installed: its manifest names it in nb and sv, with icons and colours', async ({ baseURL }) => {
  // Chromium tells installability only in the whole browser (its headless shell, which the other
  // tests run in, answers "no errors" for any page) and only outside a private context, so this
  // test starts the whole browser with a profile of its own.
  // No whole browser is a set-up to mend (.ci/run installs Debian's), not a test to pass over.
  const browser = findChromium();
  if (!browser) throw new ChromiumNotFoundError();
  const profile = mkdtempSync(join(tmpdir(), 'pb-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: browser.path, args: chromiumArgs(), baseURL });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const installabilityErrors = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId);
    // The check itself tells: a page of the same site without a manifest is not installable.
    await page.route('**/no-manifest.html', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title><p>x</p>' }));
    await page.goto('/no-manifest.html');
    expect(await installabilityErrors()).toContain('no-manifest');

    await page.goto('/');
    await swReady(page);
    expect(await installabilityErrors()).toEqual([]);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      name: string;
      display: string;
      theme_color: string;
      description_localized: Record<string, string>;
      icons: { sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Punto Banco');
    expect(manifest.display).toBe('standalone');
    expect(Object.keys(manifest.description_localized).sort()).toEqual(['nb', 'sv']);
    expect(manifest.description_localized.sv).toMatch(/låtsaspengar/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 image/png any', '512x512 image/png any', '512x512 image/png maskable']),
    );
    // The page's own colour for the browser's bar is the manifest's.
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** A copy of the build on its own server, so this test can publish a "new version" of its service worker. */
function serveCopy(): { root: string; start(): Promise<string>; stop(): Promise<void> } {
  const root = mkdtempSync(join(tmpdir(), 'pb-sw-'));
  cpSync(resolve(process.env.PB_E2E_OUT || 'dist'), root, { recursive: true });
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.webmanifest': 'application/manifest+json',
    '.json': 'application/json',
  };
  let server: Server;
  return {
    root,
    start: () =>
      new Promise((done) => {
        server = createServer((req, res) => {
          const path = normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
          let file = join(root, path);
          let body: Buffer;
          try {
            body = readFileSync(file);
          } catch {
            file = join(root, 'index.html');
            body = readFileSync(file);
          }
          res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
          res.end(body);
        }).listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
      }),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

test('a new version is offered once the round is settled, and loads only when the player chooses', async ({ browser }) => {
  test.setTimeout(120_000);
  const copy = serveCopy();
  const origin = await copy.start();
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  try {
    // Page time stands still unless the test runs it, so the round below stays mid-reveal for as long as needed.
    await frozenClock(page);
    await page.goto('/?seed=update-1');
    await registered(page);
    await swReady(page);
    await page.reload();
    await registered(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // A round in play: chips down, GI, the cards being revealed.
    await page.evaluate(() => ((window as unknown as { pbMarker: number }).pbMarker = 1));
    await chip(page, '100 kr');
    await spot(page, 'Bank');
    await page.getByRole('button', { name: 'GI', exact: true }).click();
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');

    // A new version is published and found; it installs and waits.
    const sw = join(copy.root, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// the next version\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
    });
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null), { timeout: 20_000 }).toBe('installed');

    // Mid-round: no prompt, no reload, the reveal goes on.
    await page.waitForTimeout(500);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
    expect(await page.evaluate(() => (window as unknown as { pbMarker?: number }).pbMarker)).toBe(1);

    // Settled: the offer shows, and still nothing has reloaded.
    await waitSettled(page);
    await expect(page.getByTestId('update-prompt')).toHaveText('Ny versjon – last inn på nytt');
    expect(await page.evaluate(() => (window as unknown as { pbMarker?: number }).pbMarker)).toBe(1);

    // The felt keeps room at its end for the offer, also while the next round hides it: nothing moves.
    const space = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--pb-prompt-space'));
    const room = await space();
    expect(parseFloat(room)).toBeGreaterThan(40);
    const balanceAt = async () => (await page.getByTestId('balance').boundingBox())!.y;
    const before = await balanceAt();
    await page.getByRole('button', { name: 'SATS IGJEN OG GI', exact: true }).click();
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(await space()).toBe(room);
    expect(await balanceAt()).toBe(before);
    await waitSettled(page);
    const balance = await valueOf(page, 'balance');
    await expect(page.getByTestId('update-prompt')).toBeVisible();

    // The player chooses it: the new version takes over and the page reloads with the same balance.
    await Promise.all([page.waitForEvent('load'), page.getByTestId('update-prompt').click()]);
    await registered(page);
    expect(await page.evaluate(() => (window as unknown as { pbMarker?: number }).pbMarker)).toBeUndefined();
    await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(balance));
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBe(null);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await copy.stop();
    rmSync(copy.root, { recursive: true, force: true });
  }
});
