// Finds a Chromium for Playwright, and (only when asked) installs Debian's.
//
// Order: $PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, /usr/bin/chromium, Playwright's
// own downloaded build (chromium.executablePath()). For the tests (`shell: true`),
// Debian's headless shell (/usr/bin/chromium-headless-shell) comes before
// /usr/bin/chromium: the same Blink and V8 without the full browser around them,
// which ran the browser tests about a fifth faster on the 2-core machines (and is
// what Playwright itself runs headless tests in). The benches keep the full
// browser their recorded figures were taken in. When none exists,
// ensureChromium() installs Debian's `chromium` with apt-get if it runs as root
// and apt-get is there, and otherwise fails with one sentence saying what to
// install.
//
// The decision logic takes its world (env, fs, uid, commands) as arguments so
// e2e/chromium.unit.test.mjs can test every branch; the defaults are the real
// ones. Run `node e2e/chromium.mjs` to print the path it picks (installing if
// needed), `node e2e/chromium.mjs --no-install` to only look.
import { accessSync, constants, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const ENV_PATH = 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH';
export const SYSTEM_PATH = '/usr/bin/chromium';
/** Debian's `chromium-headless-shell` package (.ci/run installs it when it can). */
export const SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Flags for every launch: this machine's network is closed, so keep Chromium from calling home. */
export const BASE_ARGS = Object.freeze([
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

export const INSTALL_HINT =
  `No Chromium found: install Debian's "chromium" package (apt-get install -y chromium) ` +
  `or run "npx playwright install chromium", or set ${ENV_PATH} to a Chromium executable.`;

export class ChromiumNotFoundError extends Error {
  constructor(message = INSTALL_HINT) {
    super(message);
    this.name = 'ChromiumNotFoundError';
  }
}

/** Launch args for the given uid (default: this process's): root cannot use Chromium's sandbox. */
export function chromiumArgs(...given) {
  const uid = given.length ? given[0] : currentUid();
  return uid === 0 ? ['--no-sandbox', ...BASE_ARGS] : [...BASE_ARGS];
}

export function currentUid() {
  return typeof process.getuid === 'function' ? process.getuid() : undefined;
}

/** True when `p` is an executable regular file (a symlink to one counts). */
export function isExecutableFile(p) {
  try {
    if (!statSync(p).isFile()) return false;
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Path Playwright would use for its own downloaded Chromium, or undefined if Playwright is not installed. */
export function playwrightChromiumPath() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    return chromium.executablePath() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Looks for a Chromium without installing anything. `shell`: take the headless shell first (tests).
 * @returns {{ path: string, source: 'env' | 'shell' | 'system' | 'playwright' } | null}
 * @throws {ChromiumNotFoundError} when the env var names a file that is not there.
 */
export function findChromium({
  env = process.env,
  exists = isExecutableFile,
  playwrightPath = playwrightChromiumPath,
  shell = false,
} = {}) {
  const fromEnv = env[ENV_PATH];
  if (fromEnv) {
    if (exists(fromEnv)) return { path: fromEnv, source: 'env' };
    // Set but wrong is a mistake to report, not to paper over with another browser.
    throw new ChromiumNotFoundError(`${ENV_PATH} is set to "${fromEnv}", which is not an executable file.`);
  }
  if (shell && exists(SHELL_PATH)) return { path: SHELL_PATH, source: 'shell' };
  if (exists(SYSTEM_PATH)) return { path: SYSTEM_PATH, source: 'system' };
  const own = playwrightPath();
  if (own && exists(own)) return { path: own, source: 'playwright' };
  return null;
}

function defaultRun(cmd, args) {
  const r = spawnSync(cmd, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return r.status ?? 1;
}

function defaultHasCommand(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
  return r.status === 0;
}

/**
 * Finds a Chromium (the headless shell first: this is the tests' search), installing Debian's
 * `chromium` when there is none and it can (root + apt-get).
 * @returns {{ path: string, source: 'env' | 'shell' | 'system' | 'playwright' | 'apt' }}
 * @throws {ChromiumNotFoundError} with one sentence saying what to install.
 */
export function ensureChromium(options = {}) {
  const {
    env = process.env,
    exists = isExecutableFile,
    playwrightPath = playwrightChromiumPath,
    hasCommand = defaultHasCommand,
    run = defaultRun,
    log = (msg) => console.error(msg),
  } = options;
  // An explicit `uid: undefined` means "unknown" (no process.getuid, as on Windows), not "ask the process".
  const uid = 'uid' in options ? options.uid : currentUid();
  const found = findChromium({ env, exists, playwrightPath, shell: true });
  if (found) return found;
  if (uid !== 0 || !hasCommand('apt-get')) throw new ChromiumNotFoundError();

  log('[chromium] none found; installing Debian\'s "chromium" with apt-get');
  let status = run('apt-get', ['install', '-y', 'chromium']);
  if (status !== 0) {
    log('[chromium] install failed; running apt-get update and trying again');
    if (run('apt-get', ['update']) === 0) status = run('apt-get', ['install', '-y', 'chromium']);
  }
  if (status === 0 && exists(SYSTEM_PATH)) return { path: SYSTEM_PATH, source: 'apt' };
  throw new ChromiumNotFoundError(
    `Installing Chromium with "apt-get install -y chromium" failed: install it by hand, or set ${ENV_PATH} to a Chromium executable.`,
  );
}

// CLI: print the chosen path on stdout.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const noInstall = process.argv.includes('--no-install');
    const found = noInstall ? findChromium({ shell: true }) : ensureChromium();
    if (!found) throw new ChromiumNotFoundError();
    console.log(found.path);
  } catch (err) {
    console.error(err instanceof ChromiumNotFoundError ? err.message : err);
    process.exit(1);
  }
}
