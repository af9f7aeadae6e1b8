/**
 * Smoothness section (issue 12): deals rounds through the UI of the production build (a chip on
 * Banker, GI, then SATS IGJEN OG GI each round) in headless Chromium and records, during every
 * reveal, long tasks (> 50 ms, PerformanceObserver) and frame intervals (requestAnimationFrame).
 * At 1× CPU, 100 rounds at 1280×800; at 4× CPU (a mid-range phone), 60 rounds at 1280×800 and
 * at 390×844; then 30 rounds at 4× 1280×800 on the table of a long session (400 rounds, and 500, the
 * history's cap, where the first round moves the board's oldest 100 rounds out; `npm run bench --
 * long` runs only these). Then heap after 100…500 rounds (on Playwright's clock, so reveals need not be waited
 * for; after a forced GC). Round counts: PB_BENCH_ROUNDS scales them (e.g. 0.2 for a fifth).
 * The heap's rounds can be set apart (PB_BENCH_HEAP_ROUNDS, e.g. 600 to see past the history's cap
 * of 500, and PB_BENCH_HEAP_EVERY, the step; unscaled), and `npm run bench -- heap` runs only them.
 */
import type { Browser, Page } from '@playwright/test';
import type { BenchSection } from './harness.ts';
import { HISTORY_LIMIT } from '../store/types.ts';
import { longSessionTable, storeTableOnce } from './longSession.ts';
import { closeServedBuild, launchChromium, percentile, servedBuild, throttle, verdict } from './browser.ts';

/** Targets (issue 12): no long task, p95 frame interval ≤ 17 ms at 1× and 4×. */
export const SMOOTH_TARGETS = { longTasks: 0, p95: 17 } as const;

// In the page before its scripts: long tasks, frame intervals while the table is revealing, and
// the reveals' ends (a MutationObserver on the felt's data-phase), which the bench awaits instead of
// polling. Playwright's waits poll the page every animation frame and its role locators walk the whole
// page: in the page's main thread that is work a player's phone never does, and at 4× CPU it was
// counted as the table's long tasks and missed frames.
const RECORD = `(() => {
  const rec = { longTasks: [], frames: [], settled: 0, waiting: [] };
  window.__pbPerf = rec;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) rec.longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: false });
  let phase = null;
  new MutationObserver(() => {
    const now = document.querySelector('main[data-testid="table"]')?.getAttribute('data-phase') ?? null;
    if (now === phase) return;
    phase = now;
    if (now !== 'settled') return;
    rec.settled++;
    rec.waiting = rec.waiting.filter((w) => (rec.settled >= w.n ? (w.resolve(), false) : true));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-phase'] });
  window.__pbSettled = (n) => new Promise((resolve) => (rec.settled >= n ? resolve() : rec.waiting.push({ n, resolve })));
  let last = 0;
  const frame = (t) => {
    const revealing = phase === 'revealing';
    if (revealing && last) rec.frames.push(t - last);
    last = revealing ? t : 0;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

interface Perf {
  longTasks: number[];
  frames: number[];
}

interface Recorder extends Perf {
  settled: number;
}

type PerfWindow = Window & { __pbPerf: Recorder; __pbSettled(n: number): Promise<void> };

const phase = (page: Page) => page.getByTestId('table').getAttribute('data-phase');

async function firstRound(page: Page) {
  await page.getByRole('radio', { name: '10 kr', exact: true }).check();
  await page.getByRole('button', { name: /^Bank\b/ }).click();
  await page.getByRole('button', { name: 'GI', exact: true }).click();
}

async function nextRound(page: Page) {
  await page.getByRole('button', { name: 'SATS IGJEN OG GI', exact: true }).click({ timeout: 60_000 });
}

async function settled(page: Page, clock: boolean) {
  if (clock) while ((await phase(page)) !== 'settled') await page.clock.runFor(1_000);
  else await page.getByTestId('table').and(page.locator('[data-phase="settled"]')).waitFor({ timeout: 60_000 });
}

/**
 * Presses SATS IGJEN OG GI as a player does (a tap where the button is; on a phone the page is
 * scrolled to it first) and waits for the page to report the reveal's end, so no Playwright
 * script runs in the page while it reveals. The button is found by its name once: it is the same
 * element from round to round (Controls.tsx), and where it is comes from the browser's layout
 * (CDP), not from a script in the page.
 */
async function tapRounds(page: Page, rounds: number) {
  const find = () => page.getByRole('button', { name: 'SATS IGJEN OG GI', exact: true }).elementHandle();
  let button = await find();
  for (let i = 0; i < rounds; i++) {
    await button.scrollIntoViewIfNeeded();
    let box = await button.boundingBox();
    if (!box) {
      button = await find();
      box = await button.boundingBox();
    }
    if (!box) throw new Error('SATS IGJEN OG GI is not on the page');
    const settledBefore = await page.evaluate(() => (window as unknown as PerfWindow).__pbPerf.settled);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const dealt = await page.evaluate(
      (n) => Promise.race([(window as unknown as PerfWindow).__pbSettled(n).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 60_000))]),
      settledBefore + 1,
    );
    if (!dealt) {
      const phase = await page.getByTestId('table').getAttribute('data-phase');
      throw new Error(`round ${i + 1} did not settle within 60 s (phase ${phase}; the tap missed SATS IGJEN OG GI?)`);
    }
  }
}

/**
 * Deals `rounds` counted rounds with SATS IGJEN OG GI. A fresh table has one round dealt first (a
 * chip on Banker and GI); a `stored` table (longSessionTable) opens with its last round on the felt
 * and deals one round first. Neither first round counts: it carries the page's one-time work.
 */
async function dealRounds(browser: Browser, url: string, rate: number, rounds: number, viewport: { width: number; height: number }, stored?: string): Promise<Perf> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (stored) await storeTableOnce(page, stored);
    await page.addInitScript(RECORD);
    await page.goto(stored ? `${url}/?lng=nb` : `${url}/?seed=bench-smooth&lng=nb`);
    await throttle(page, rate);
    if (stored) await tapRounds(page, 1);
    else {
      await firstRound(page);
      await settled(page, false);
    }
    // Only rounds dealt with SATS IGJEN OG GI count (the first load's work is over by then).
    await page.evaluate(() => {
      const rec = (window as unknown as PerfWindow).__pbPerf;
      rec.longTasks.length = 0;
      rec.frames.length = 0;
    });
    await tapRounds(page, rounds);
    return await page.evaluate(() => {
      const { longTasks, frames } = (window as unknown as PerfWindow).__pbPerf;
      return { longTasks, frames };
    });
  } finally {
    await context.close();
  }
}

/** The heap after GC and the page's DOM counters, at one step. */
interface HeapStep {
  round: number;
  bytes: number;
  nodes: number;
  listeners: number;
}

async function heapRounds(browser: Browser, url: string, total: number, every: number): Promise<HeapStep[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${url}/?seed=bench-heap&lng=nb`);
    const cdp = await page.context().newCDPSession(page);
    await firstRound(page);
    await settled(page, true);
    const heap: HeapStep[] = [];
    for (let i = 1; i <= total; i++) {
      await nextRound(page);
      await settled(page, true);
      if (i % every === 0) {
        await cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = await cdp.send('Runtime.getHeapUsage');
        const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
        heap.push({ round: i, bytes: usedSize, nodes, listeners: jsEventListeners });
      }
    }
    return heap;
  } finally {
    await context.close();
  }
}

function report(log: (line: string) => void, label: string, rounds: number, p: Perf) {
  const worst = p.longTasks.length ? Math.max(...p.longTasks) : 0;
  const p95 = percentile(p.frames, 0.95);
  const p99 = percentile(p.frames, 0.99);
  log(
    `${label}, ${rounds} rounds: long tasks ${p.longTasks.length}${worst ? ` (up to ${worst.toFixed(0)} ms)` : ''} ` +
      `(target ${SMOOTH_TARGETS.longTasks}: ${verdict(p.longTasks.length, SMOOTH_TARGETS.longTasks)}), ` +
      `frames ${p.frames.length}, p95 ${p95.toFixed(1)} ms (target ≤ ${SMOOTH_TARGETS.p95}: ${verdict(p95, SMOOTH_TARGETS.p95)}), p99 ${p99.toFixed(1)} ms`,
  );
}

/** The heap's rounds: PB_BENCH_HEAP_ROUNDS and PB_BENCH_HEAP_EVERY, else 500 and 100 scaled by PB_BENCH_ROUNDS. */
function heapPlan(n: (rounds: number) => number) {
  const total = Number(process.env.PB_BENCH_HEAP_ROUNDS) || n(500);
  const every = Number(process.env.PB_BENCH_HEAP_EVERY) || Math.max(1, Math.round(total / 5));
  return { total, every };
}

async function reportHeap(log: (line: string) => void, browser: Browser, url: string, plan: { total: number; every: number }) {
  const heap = await heapRounds(browser, url, plan.total, plan.every);
  const mb = (b: number) => `${(b / 1e6).toFixed(1)} MB`;
  log(`heap after GC every ${plan.every} rounds (round: heap, DOM nodes, listeners): ${heap.map((h) => `${h.round}: ${mb(h.bytes)} ${h.nodes} ${h.listeners}`).join('; ')}`);
  const first = heap[0]!;
  const last = heap.at(-1)!;
  log(`heap growth ${mb(last.bytes - first.bytes)} from round ${first.round} to ${last.round}`);
  // Past the history's cap nothing more is kept: there the heap should be flat.
  const capped = heap.filter((h) => h.round >= HISTORY_LIMIT);
  if (capped.length > 1) log(`past the history's cap (${HISTORY_LIMIT} rounds): ${mb(capped.at(-1)!.bytes - capped[0]!.bytes)} from round ${capped[0]!.round} to ${capped.at(-1)!.round}`);
}

/** Runs `work` in headless Chromium against the served production build, and closes both after. */
async function inServedBrowser(work: (browser: Browser, url: string) => Promise<void>) {
  const served = await servedBuild();
  const browser = await launchChromium();
  try {
    await work(browser, served.url);
  } finally {
    await browser.close();
    await closeServedBuild();
  }
}

const roundsScale = (rounds: number) => Math.max(1, Math.round(rounds * (Number(process.env.PB_BENCH_ROUNDS) || 1)));

export const smoothSection: BenchSection = {
  name: 'smooth',
  title: 'Smoothness while dealing through the UI (headless Chromium, production build)',
  async run({ log }) {
    const n = roundsScale;
    await inServedBrowser(async (browser, url) => {
      const desktop = { width: 1280, height: 800 };
      const phone = { width: 390, height: 844 };
      report(log, '1× CPU, 1280×800', n(100), await dealRounds(browser, url, 1, n(100), desktop));
      report(log, '4× CPU, 1280×800', n(60), await dealRounds(browser, url, 4, n(60), desktop));
      report(log, '4× CPU, 390×844', n(60), await dealRounds(browser, url, 4, n(60), phone));
      await reportLong(log, browser, url, n);
      await reportHeap(log, browser, url, heapPlan(n));
    });
  },
};

/** A long session's board (hundreds of rounds drawn), before and at the history's cap. */
async function reportLong(log: (line: string) => void, browser: Browser, url: string, n: (rounds: number) => number) {
  for (const played of [400, HISTORY_LIMIT]) {
    report(log, `4× CPU, 1280×800, after ${played} rounds`, n(30), await dealRounds(browser, url, 4, n(30), { width: 1280, height: 800 }, longSessionTable(played)));
  }
}

/** The long-session part of the smoothness section alone (`npm run bench -- long`). */
export const longSection: BenchSection = {
  name: 'long',
  title: "Smoothness on a long session's table (headless Chromium, production build)",
  async run({ log }) {
    await inServedBrowser((browser, url) => reportLong(log, browser, url, roundsScale));
  },
};

/** The heap part of the smoothness section alone (`npm run bench -- heap`). */
export const heapSection: BenchSection = {
  name: 'heap',
  title: 'Heap while dealing through the UI (headless Chromium, production build, Playwright clock)',
  async run({ log }) {
    await inServedBrowser((browser, url) => reportHeap(log, browser, url, heapPlan(roundsScale)));
  },
};
