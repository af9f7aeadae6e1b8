// `npm run test:e2e [-- playwright args]`: finds (or, as root with apt-get,
// installs) a Chromium, then runs `playwright test` against the production
// build (the webServer in playwright.config.ts builds and previews it).
// The chosen browser reaches the config through PB_CHROMIUM.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChromiumNotFoundError, ensureChromium } from './chromium.mjs';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A TCP port that is free on this machine right now (asked of the OS in a child process). */
export function freePort() {
  const r = spawnSync(
    process.execPath,
    ['-e', "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
    { encoding: 'utf8' },
  );
  const port = Number(r.stdout);
  return Number.isInteger(port) && port > 0 ? port : 4173;
}

/**
 * @param {{ args?: string[], jsonFile?: string }} [options]
 *   jsonFile: also write Playwright's JSON report there (reporters become list + json).
 * @returns {{ status: number, error?: string }}
 */
export function runPlaywright({ args = [], jsonFile } = {}) {
  let chromium;
  try {
    chromium = ensureChromium();
  } catch (err) {
    if (err instanceof ChromiumNotFoundError) return { status: 1, error: err.message };
    throw err;
  }
  console.log(`[e2e] Chromium: ${chromium.path} (${chromium.source})`);

  const env = { ...process.env, PB_CHROMIUM: chromium.path };
  // A free port and a build folder of this run's own, so a running `npm start` (or another test
  // run) on 4173 is neither reused (it may serve an old build) nor in the way.
  if (!env.PB_E2E_PORT) env.PB_E2E_PORT = String(freePort());
  if (!env.PB_E2E_OUT) env.PB_E2E_OUT = resolve(ROOT, 'node_modules/.cache/pb-e2e', `dist-${env.PB_E2E_PORT}`);
  const cliArgs = ['test'];
  if (jsonFile) {
    env.PLAYWRIGHT_JSON_OUTPUT_FILE = jsonFile;
    cliArgs.push('--reporter=list,json');
  }
  cliArgs.push(...args);

  const cli = require.resolve('@playwright/test/cli');
  const r = spawnSync(process.execPath, [cli, ...cliArgs], { stdio: 'inherit', env, cwd: ROOT });
  if (r.error) return { status: 1, error: `could not start Playwright: ${r.error.message}` };
  return { status: r.status ?? 1 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { status, error } = runPlaywright({ args: process.argv.slice(2) });
  if (error) console.error(error);
  process.exit(status);
}
