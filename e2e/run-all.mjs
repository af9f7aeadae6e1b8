// `npm test`: every test layer, then one closing line `N passed, N failed`.
//
//   1. unit     vitest run          (default reporter on screen + JSON file)
//   2. browser  Playwright          (list reporter on screen + JSON file),
//               against the production build, via e2e/run-playwright.mjs
//
// Counting: passed = tests that passed; failed = tests that failed, plus one
// for each test file that failed outside any test (import error, hook error),
// plus one for each global Playwright error (webServer did not start, config
// error); a layer that exits non-zero without reporting any failure (or does
// not start, or writes no report) counts as 1 failed. A unit test that never
// finished (its worker process died) counts as failed; nothing is run twice.
// Skipped/todo tests are not passed: they are printed on their own line before
// the closing line.
// Exit status is 1 when failed > 0.
//
// Env: PB_SKIP_UNIT=1 / PB_SKIP_E2E=1 skip a layer; PB_E2E_PORT (default 4173) and
// PB_E2E_RESULTS (default test-results/) and PB_E2E_OUT (default dist/) let two runs share one work tree.
// The JSON reports go to a fresh temporary folder per run (removed at the end),
// so runs side by side in one tree never read each other's counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPlaywright } from './run-playwright.mjs';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ERRORS_REPORTER = join(dirname(fileURLToPath(import.meta.url)), 'vitest-errors-reporter.mjs');

/**
 * @typedef {{ layer: string, passed: number, failed: number, skipped: number, notes: string[] }} Tally
 */

/**
 * Counts a vitest JSON report (null when none was written) given vitest's exit status
 * and the unhandled errors from e2e/vitest-errors-reporter.mjs (null when none were written).
 * A test left "pending" never finished (its worker crashed): it counts as failed.
 */
export function tallyVitest(report, status, unhandled = null) {
  const t = { layer: 'unit', passed: 0, failed: 0, skipped: 0, notes: [] };
  if (report) {
    t.passed = report.numPassedTests ?? 0;
    t.failed = report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const results = file.assertionResults ?? [];
      const failedInside = results.some((a) => a.status === 'failed');
      if (file.status === 'failed' && !failedInside) {
        t.failed += 1;
        t.notes.push(`test file failed outside its tests: ${file.name}`);
      }
      const unfinished = results.filter((a) => a.status === 'pending').length;
      if (unfinished) {
        t.failed += unfinished;
        t.notes.push(`${unfinished} test(s) never finished (worker crashed?): ${file.name}`);
      }
      t.skipped += results.filter((a) => a.status === 'skipped' || a.status === 'todo').length;
    }
  } else {
    t.notes.push('vitest wrote no report');
  }
  for (const e of unhandled?.errors ?? []) t.notes.push(`unhandled ${e.name}: ${firstLine(e.message)}`);
  return settle(t, status, 'vitest');
}

/** Counts a Playwright JSON report (null when none was written) given Playwright's exit status. */
export function tallyPlaywright(report, status) {
  const t = { layer: 'browser', passed: 0, failed: 0, skipped: 0, notes: [] };
  if (report) {
    const s = report.stats ?? {};
    t.passed = (s.expected ?? 0) + (s.flaky ?? 0);
    t.failed = s.unexpected ?? 0;
    t.skipped = s.skipped ?? 0;
    for (const err of report.errors ?? []) {
      t.failed += 1;
      t.notes.push(`global error: ${firstLine(err.message ?? String(err))}`);
    }
  } else {
    t.notes.push('Playwright wrote no report');
  }
  return settle(t, status, 'Playwright');
}

function settle(t, status, tool) {
  if (status !== 0 && t.failed === 0) {
    t.failed = 1;
    t.notes.push(`${tool} exited with status ${status} without reporting a failed test; counted as 1 failed`);
  }
  return t;
}

function firstLine(s) {
  return String(s).replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
}

/** The closing line: exactly `N passed, N failed`. */
export function closingLine(tallies) {
  const passed = tallies.reduce((n, t) => n + t.passed, 0);
  const failed = tallies.reduce((n, t) => n + t.failed, 0);
  return `${passed} passed, ${failed} failed`;
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function banner(text) {
  console.log(`\n=== ${text} ${'='.repeat(Math.max(3, 70 - text.length))}`);
}

/** Runs every unit test with the JSON and unhandled-error reports, and counts what they say. */
function runUnit(jsonFile, errorsFile) {
  banner('unit tests (vitest)');
  const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
  const r = spawnSync(
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`, `--reporter=${ERRORS_REPORTER}`],
    { stdio: 'inherit', cwd: ROOT, env: { ...process.env, PB_VITEST_ERRORS: errorsFile } },
  );
  if (r.error) console.error(`could not start vitest: ${r.error.message}`);
  return tallyVitest(readJson(jsonFile), r.error ? 1 : (r.status ?? 1), readJson(errorsFile));
}

function runBrowser(jsonFile) {
  banner('browser tests (Playwright, production build)');
  const { status, error } = runPlaywright({ jsonFile });
  if (error) console.error(error);
  const t = tallyPlaywright(readJson(jsonFile), status);
  if (error) t.notes.unshift(error);
  return t;
}

function main() {
  const started = Date.now();
  const outDir = mkdtempSync(join(tmpdir(), 'pb-test-'));
  const files = { unit: join(outDir, 'vitest.json'), unitErrors: join(outDir, 'vitest-errors.json'), browser: join(outDir, 'playwright.json') };

  const tallies = [];
  const layers = [
    ['unit', process.env.PB_SKIP_UNIT, () => runUnit(files.unit, files.unitErrors)],
    ['browser', process.env.PB_SKIP_E2E, () => runBrowser(files.browser)],
  ];
  for (const [name, skip, run] of layers) {
    if (skip && skip !== '0') {
      console.log(`\n[test] ${name} layer skipped by env`);
      continue;
    }
    try {
      tallies.push(run());
    } catch (err) {
      console.error(err);
      tallies.push({ layer: name, passed: 0, failed: 1, skipped: 0, notes: [`runner crashed: ${firstLine(err?.message ?? err)}`] });
    }
  }

  banner('summary');
  for (const t of tallies) {
    console.log(`${t.layer.padEnd(8)} ${t.passed} passed · ${t.failed} failed · ${t.skipped} skipped`);
    for (const n of t.notes) console.log(`         ${n}`);
  }
  const skipped = tallies.reduce((n, t) => n + t.skipped, 0);
  if (skipped) console.log(`${skipped} skipped (not counted as passed)`);
  console.log(`took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  rmSync(outDir, { recursive: true, force: true });
  const line = closingLine(tallies);
  console.log(line);
  return tallies.some((t) => t.failed > 0) ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main();
}
