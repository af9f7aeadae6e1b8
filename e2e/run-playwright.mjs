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
