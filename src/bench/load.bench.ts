/**
 * Load section (issue 12): builds the app, serves the build, and makes N cold loads (a fresh
 * browser context each: empty cache, no service worker) in headless Chromium at 1× and 4× CPU
 * throttle. Prints the medians of first contentful paint, DOMContentLoaded, the first possible bet
 * (the chip tray's radios are in the page and enabled) and the bytes transferred by then, beside
 * the targets (the lightest peer's figures, measured on this kind of machine), and the first-load
 * bytes from the build's manifest beside the budget. Beside them, the floor of this machine: the
 * same cold loads of a page of one line and of the first screen without its scripts. N:
 * PB_BENCH_LOADS (default 9).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import type { BenchSection } from './harness.ts';
import { BUDGET, firstLoad, kB } from './budget.ts';
import { closeServedBuild, launchChromium, median, servedBuild, throttle, verdict } from './browser.ts';

/**
 * Targets in ms: the lightest peer's medians (issue 12). The first bet is held to the FCP target.
 * The 4× pair (ours 619 against 215) follows its DCL figures and is about three times
 * them (ours 209 at 1×), so 215 is most likely the peer's DCL at 4×; no 4× FCP of the peer is
 * given, so FCP and the first bet at 4× are held to the same 215, the stricter reading.
 */
export const LOAD_TARGETS = { 1: { fcp: 236, dcl: 85 }, 4: { fcp: 215, dcl: 215 } } as const;

interface LoadSample {
  fcp: number;
  dcl: number;
  bet: number;
  bytes: number;
}

// In the page before any of its scripts: notes when a chip can first be chosen, in the live table
// (the prerendered felt in index.html has no data-testid and is inert until the app replaces it).
const WATCH_FIRST_BET = `(() => {
  const check = () => {
    const chip = document.querySelector('main[data-testid="table"] input[type="radio"]:not([disabled])');
    if (chip) { window.__pbFirstBet = performance.now(); return; }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * Two pages beside the build, to read the figures against what this machine can do at all: a page
 * of one line of text, and the built first screen with its scripts taken out (the prerendered felt
 * and its style sheet only, as a browser paints it before any script has run).
 */
function writeFloorPages(outDir: string) {
  writeFileSync(join(outDir, 'bench-floor-line.html'), '<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>Punto Banco</title></head><body><p>Punto Banco</p></body></html>');
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  writeFileSync(join(outDir, 'bench-floor-felt.html'), index.replace(/<script\b[^>]*><\/script>/g, ''));
}

/**
 * Waits (polling every 25 ms, up to 60 s) until `expression` is true in the page. Asked over the
 * page's own CDP session: Playwright's `waitForFunction` first puts its injected script (a few
 * hundred kB) into the page, and at 4× its evaluation, about 40 ms of main thread during the boot,
 * put 30 ms on the first bet (interleaved cold loads, 2026-12-07). No player's page runs it.
 * @throws when the time runs out.
 */
export async function until(cdp: Pick<CDPSession, 'send'>, expression: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > end) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${expression}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Runs `measure` on a page of a fresh context (empty cache, no service worker), its CPU throttled
 * `rate` times, once `url` is loaded and has had its first contentful paint and `ready` holds.
 */
async function cold<T>(browser: Browser, url: string, rate: number, measure: (page: Page) => Promise<T>, initScript?: string, ready = 'true'): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (initScript) await page.addInitScript(initScript);
    const cdp = await throttle(page, rate);
    await page.goto(url);
    await until(cdp, `performance.getEntriesByName('first-contentful-paint').length > 0 && (${ready})`);
    return await measure(page);
  } finally {
    await context.close();
  }
}

/** First contentful paint and DOMContentLoaded of one cold load of a page without the app. */
function coldPaint(browser: Browser, url: string, rate: number): Promise<Pick<LoadSample, 'fcp' | 'dcl'>> {
  return cold(browser, url, rate, (page) =>
    page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      dcl: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    })),
  );
}

/** One cold load of the table: its paint times, the first possible bet and the bytes by then. */
function coldLoad(browser: Browser, url: string, rate: number): Promise<LoadSample> {
  return cold(
    browser,
    `${url}/?seed=bench-load`,
    rate,
    (page) =>
      page.evaluate(() => {
        const bet = (window as unknown as { __pbFirstBet: number }).__pbFirstBet;
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const bytes = nav.transferSize + resources.filter((r) => r.responseEnd <= bet).reduce((n, r) => n + r.transferSize, 0);
        return { fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime, dcl: nav.domContentLoadedEventEnd, bet, bytes };
      }),
    WATCH_FIRST_BET,
    'window.__pbFirstBet !== undefined',
  );
}

export const loadSection: BenchSection = {
  name: 'load',
  title: 'Cold loads of the production build (headless Chromium, 1280×800, loopback)',
  async run({ log }) {
    const runs = Number(process.env.PB_BENCH_LOADS) || 9;
    const served = await servedBuild();
    const bytes = firstLoad(served.outDir);
    writeFloorPages(served.outDir);
    log(`first load (manifest, gzip -9): scripts ${kB(bytes.jsTotal)} (budget ${kB(BUDGET.js)}: ${verdict(bytes.jsTotal, BUDGET.js)}), css ${kB(bytes.cssTotal)} (budget ${kB(BUDGET.css)}: ${verdict(bytes.cssTotal, BUDGET.css)})`);
    const browser = await launchChromium();
    try {
      for (const rate of [1, 4] as const) {
        await coldLoad(browser, served.url, rate); // warm-up: the server's and the OS's file caches
        const samples: LoadSample[] = [];
        for (let i = 0; i < runs; i++) samples.push(await coldLoad(browser, served.url, rate));
        const t = LOAD_TARGETS[rate];
        const fcp = median(samples.map((s) => s.fcp));
        const dcl = median(samples.map((s) => s.dcl));
        const bet = median(samples.map((s) => s.bet));
        const sent = median(samples.map((s) => s.bytes));
        log(
          `${rate}× CPU, median of ${runs}: FCP ${fcp.toFixed(0)} ms (target ≤ ${t.fcp}: ${verdict(fcp, t.fcp)}), ` +
            `DCL ${dcl.toFixed(0)} ms (target ≤ ${t.dcl}: ${verdict(dcl, t.dcl)}), first possible bet ${bet.toFixed(0)} ms (target ≤ ${t.fcp}: ${verdict(bet, t.fcp)}), ` +
            `transferred by then ${kB(sent)}`,
        );
        // The same cold loads of the two floor pages, interleaved so that both see the same machine.
        const line: Pick<LoadSample, 'fcp' | 'dcl'>[] = [];
        const felt: Pick<LoadSample, 'fcp' | 'dcl'>[] = [];
        for (let i = 0; i < runs; i++) {
          line.push(await coldPaint(browser, `${served.url}/bench-floor-line.html`, rate));
          felt.push(await coldPaint(browser, `${served.url}/bench-floor-felt.html`, rate));
        }
        const floor = (xs: Pick<LoadSample, 'fcp' | 'dcl'>[]) => `FCP ${median(xs.map((x) => x.fcp)).toFixed(0)} ms, DCL ${median(xs.map((x) => x.dcl)).toFixed(0)} ms`;
        log(`${rate}× CPU, the same machine's floor: a page of one line ${floor(line)}; the first screen without its scripts ${floor(felt)}`);
      }
    } finally {
      await browser.close();
      await closeServedBuild();
    }
  },
};
