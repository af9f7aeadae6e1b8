import { defineConfig, devices } from '@playwright/test';
import { ChromiumNotFoundError, chromiumArgs, findChromium } from './e2e/chromium.mjs';

// Browser tests run against the production build (vite build + vite preview).
// `npm run test:e2e` / `npm test` pick (or install) a Chromium and pass it in
// PB_CHROMIUM; run directly (`npx playwright test`) the config looks for one
// itself, without installing. See e2e/chromium.mjs for the search order.
//
// Adding tests: put `e2e/<name>.spec.ts` (any depth under e2e/). Every spec runs
// in the `desktop` project (1280×800); tag a test `{ tag: '@phone' }` to run it
// in the `phone` project (390×844, touch) as well. Only this project: `npm run
// test:e2e -- --project=desktop`; one file: `npm run test:e2e -- e2e/smoke.spec.ts`.
// Unit tests for the e2e tooling are `e2e/**/*.unit.test.{ts,mjs}` (run by vitest).
// Outside CI an already-running server on the port is reused (it may serve an old build).
const executablePath = process.env.PB_CHROMIUM || findChromium({ shell: true })?.path;
if (!executablePath) throw new ChromiumNotFoundError();

// 4173 as in `npm start`; PB_E2E_PORT moves it (e.g. two CI-mode runs on one machine).
const PORT = Number(process.env.PB_E2E_PORT) || 4173;
const baseURL = `http://localhost:${PORT}`;
// PB_E2E_OUT builds into another folder, so several runs on one machine don't overwrite each other's dist/.
const OUT = process.env.PB_E2E_OUT || 'dist';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2, // the machines have 2 cores
  retries: 0, // tests are deterministic (seeded via ?seed=); a retry would hide a flake
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // Playwright empties this at the start of a run: give concurrent runs in one tree their own (PB_E2E_RESULTS).
  outputDir: process.env.PB_E2E_RESULTS || 'test-results',
  reporter: 'list', // the runners add the json reporter
  use: {
    baseURL,
    // A trace records every action of every test (DOM snapshots, screencast) and more than doubled
    // a test's time on the 2-core machines, to be thrown away when it passes. The tests are seeded,
    // so a failure can be run again with a trace: PB_E2E_TRACE=1 (or `--trace=on`).
    trace: process.env.PB_E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: chromiumArgs() },
  },
  projects: [
    // Every spec runs on the desktop table.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Only tests tagged @phone also run on a phone in portrait (test('…', { tag: '@phone' }, …)).
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `npx vite build --outDir ${OUT} && npx vite preview --outDir ${OUT} --port ${PORT} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
