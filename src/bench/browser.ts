/**
 * Browser set-up shared by the load and smoothness bench sections: a production build in a
 * temporary folder, served by `vite preview`, and headless Chromium (PB_CHROMIUM, else
 * /usr/bin/chromium or Playwright's search, e2e/chromium.mjs) with its CPU throttled over CDP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, preview } from 'vite';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../e2e/chromium.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

/** A served production build. `url` has no trailing slash. */
export interface ServedBuild {
  url: string;
  outDir: string;
  close(): Promise<void>;
}

let served: Promise<ServedBuild> | undefined;

/** Builds the app once per bench run and serves it on a free port. */
export function servedBuild(): Promise<ServedBuild> {
  return (served ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'pb-bench-'));
    await build({ root: ROOT, mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const server = await preview({ root: ROOT, logLevel: 'error', build: { outDir }, preview: { port: 4390, strictPort: false, open: false } });
    const url = (server.resolvedUrls?.local[0] ?? 'http://localhost:4390/').replace(/\/$/, '');
    return {
      url,
      outDir,
      close: async () => {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  })());
}

/** Closes the served build, if one was started. */
export async function closeServedBuild() {
  if (served) await (await served).close();
  served = undefined;
}

/** Headless Chromium. @throws when no Chromium is found. */
export function launchChromium(): Promise<Browser> {
  const executablePath = process.env.PB_CHROMIUM || findChromium()?.path || '/usr/bin/chromium';
  return chromium.launch({ executablePath, args: chromiumArgs() });
}

/** Throttles the page's CPU `rate` times (1 = full speed), as Chrome's DevTools does. */
export async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Median of numbers (NaN when empty). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Nearest-rank percentile `q` (0–1) of numbers (NaN when empty). */
export function percentile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}

/** "ok" or "OVER" for a figure against its target (at most). */
export function verdict(value: number, target: number): string {
  return value <= target ? 'ok' : 'OVER';
}
