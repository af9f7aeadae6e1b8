import { describe, expect, it, vi } from 'vitest';
import { tmpdir } from 'node:os';
import {
  BASE_ARGS,
  ChromiumNotFoundError,
  ENV_PATH,
  INSTALL_HINT,
  SHELL_PATH,
  SYSTEM_PATH,
  chromiumArgs,
  ensureChromium,
  findChromium,
  isExecutableFile,
  playwrightChromiumPath,
} from './chromium.mjs';

const PW = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const CUSTOM = '/opt/chrome/chrome';

/** A fake world: which paths exist, env, uid, whether apt-get exists, and what each command returns. */
function world(o = {}) {
  const { files = [], env = {}, apt = true, results = {}, installs = [] } = o;
  const uid = 'uid' in o ? o.uid : 0;
  const present = new Set(files);
  const calls = [];
  const run = vi.fn((cmd, args) => {
    const line = [cmd, ...args].join(' ');
    calls.push(line);
    const queue = results[line];
    const status = Array.isArray(queue) ? (queue.length ? queue.shift() : 1) : (queue ?? 0);
    if (status === 0 && line === 'apt-get install -y chromium') installs.forEach((f) => present.add(f));
    return status;
  });
  return {
    calls,
    run,
    opts: {
      env,
      uid,
      exists: (p) => present.has(p),
      playwrightPath: () => PW,
      hasCommand: (c) => c === 'apt-get' && apt,
      run,
      log: () => {},
    },
  };
}

describe('chromiumArgs', () => {
  it('adds --no-sandbox for root only', () => {
    expect(chromiumArgs(0)).toEqual(['--no-sandbox', ...BASE_ARGS]);
    expect(chromiumArgs(1000)).toEqual([...BASE_ARGS]);
    expect(chromiumArgs(undefined)).toEqual([...BASE_ARGS]);
  });

  it('keeps Chromium off the network and the GPU', () => {
    for (const flag of [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ]) {
      expect(BASE_ARGS).toContain(flag);
    }
  });
});

describe('findChromium (search order)', () => {
  it('prefers the env var when it names an existing file', () => {
    const { opts } = world({ files: [CUSTOM, SYSTEM_PATH, PW], env: { [ENV_PATH]: CUSTOM } });
    expect(findChromium(opts)).toEqual({ path: CUSTOM, source: 'env' });
  });

  it('throws, naming the variable, when the env var points nowhere', () => {
    const { opts } = world({ files: [SYSTEM_PATH], env: { [ENV_PATH]: '/nope/chrome' } });
    expect(() => findChromium(opts)).toThrow(ChromiumNotFoundError);
    expect(() => findChromium(opts)).toThrow(`${ENV_PATH} is set to "/nope/chrome"`);
  });

  it('ignores an empty env var', () => {
    const { opts } = world({ files: [SYSTEM_PATH], env: { [ENV_PATH]: '' } });
    expect(findChromium(opts)).toEqual({ path: SYSTEM_PATH, source: 'system' });
  });

  it('takes /usr/bin/chromium before Playwright\'s own build', () => {
    const { opts } = world({ files: [SYSTEM_PATH, PW] });
    expect(findChromium(opts)).toEqual({ path: SYSTEM_PATH, source: 'system' });
  });

  it('for the tests, takes the headless shell before /usr/bin/chromium; the benches keep the full browser', () => {
    const { opts } = world({ files: [SHELL_PATH, SYSTEM_PATH, PW] });
    expect(findChromium({ ...opts, shell: true })).toEqual({ path: SHELL_PATH, source: 'shell' });
    expect(findChromium(opts)).toEqual({ path: SYSTEM_PATH, source: 'system' });
    // Without the shell the tests take the full browser, and the env var still comes first.
    expect(findChromium({ ...world({ files: [SYSTEM_PATH] }).opts, shell: true })).toEqual({ path: SYSTEM_PATH, source: 'system' });
    expect(findChromium({ ...world({ files: [SHELL_PATH, CUSTOM], env: { [ENV_PATH]: CUSTOM } }).opts, shell: true })).toEqual({ path: CUSTOM, source: 'env' });
  });

  it('falls back to Playwright\'s downloaded Chromium when it is on disk', () => {
    const { opts } = world({ files: [PW] });
    expect(findChromium(opts)).toEqual({ path: PW, source: 'playwright' });
  });

  it('returns null when Playwright\'s path is not on disk or Playwright is missing', () => {
    const { opts } = world({ files: [] });
    expect(findChromium(opts)).toBeNull();
    expect(findChromium({ ...opts, playwrightPath: () => undefined })).toBeNull();
  });
});

describe('ensureChromium (install fallback)', () => {
  it('installs nothing when a Chromium is found', () => {
    const w = world({ files: [SYSTEM_PATH] });
    expect(ensureChromium(w.opts)).toEqual({ path: SYSTEM_PATH, source: 'system' });
    expect(w.run).not.toHaveBeenCalled();
  });

  it('takes the headless shell first (it is the tests\' search)', () => {
    const w = world({ files: [SYSTEM_PATH, SHELL_PATH] });
    expect(ensureChromium(w.opts)).toEqual({ path: SHELL_PATH, source: 'shell' });
    expect(w.run).not.toHaveBeenCalled();
  });

  it('stops with one sentence when not root', () => {
    const w = world({ uid: 1000 });
    expect(() => ensureChromium(w.opts)).toThrow(INSTALL_HINT);
    expect(w.run).not.toHaveBeenCalled();
  });

  it('stops with one sentence when the uid is unknown (no process.getuid)', () => {
    const w = world({ uid: undefined });
    expect(() => ensureChromium(w.opts)).toThrow(INSTALL_HINT);
    expect(w.run).not.toHaveBeenCalled();
  });

  it('stops with one sentence when root has no apt-get', () => {
    const w = world({ apt: false });
    expect(() => ensureChromium(w.opts)).toThrow(INSTALL_HINT);
    expect(w.run).not.toHaveBeenCalled();
  });

  it('as root with apt-get, installs Debian\'s chromium', () => {
    const w = world({ installs: [SYSTEM_PATH] });
    expect(ensureChromium(w.opts)).toEqual({ path: SYSTEM_PATH, source: 'apt' });
    expect(w.calls).toEqual(['apt-get install -y chromium']);
  });

  it('runs apt-get update and retries when the first install fails', () => {
    const w = world({ installs: [SYSTEM_PATH], results: { 'apt-get install -y chromium': [100, 0] } });
    expect(ensureChromium(w.opts)).toEqual({ path: SYSTEM_PATH, source: 'apt' });
    expect(w.calls).toEqual(['apt-get install -y chromium', 'apt-get update', 'apt-get install -y chromium']);
  });

  it('gives up when apt-get update fails', () => {
    const w = world({ results: { 'apt-get install -y chromium': [100], 'apt-get update': 100 } });
    expect(() => ensureChromium(w.opts)).toThrow(/apt-get install -y chromium" failed/);
    expect(w.calls).toEqual(['apt-get install -y chromium', 'apt-get update']);
  });

  it('gives up when the retried install fails too', () => {
    const w = world({ results: { 'apt-get install -y chromium': [100, 100] } });
    expect(() => ensureChromium(w.opts)).toThrow(ChromiumNotFoundError);
    expect(w.calls).toHaveLength(3);
  });

  it('gives up when apt-get succeeds but /usr/bin/chromium is still missing', () => {
    const w = world({ installs: [] });
    expect(() => ensureChromium(w.opts)).toThrow(ChromiumNotFoundError);
  });

  it('still reports a wrong env var rather than installing', () => {
    const w = world({ env: { [ENV_PATH]: '/nope' }, installs: [SYSTEM_PATH] });
    expect(() => ensureChromium(w.opts)).toThrow(ENV_PATH);
    expect(w.run).not.toHaveBeenCalled();
  });
});

describe('the messages', () => {
  it('the install hint is one sentence naming what to install', () => {
    expect(INSTALL_HINT).not.toContain('\n');
    expect(INSTALL_HINT.trim().endsWith('.')).toBe(true);
    expect(INSTALL_HINT.slice(0, -1)).not.toMatch(/\.\s/);
    expect(INSTALL_HINT).toContain('apt-get install -y chromium');
    expect(INSTALL_HINT).toContain(ENV_PATH);
  });
});

describe('real-world helpers', () => {
  it('isExecutableFile: true for node itself, false for a folder or a missing file', () => {
    expect(isExecutableFile(process.execPath)).toBe(true);
    expect(isExecutableFile(tmpdir())).toBe(false);
    expect(isExecutableFile('/definitely/not/here')).toBe(false);
  });

  it('playwrightChromiumPath asks the installed playwright-core', () => {
    expect(playwrightChromiumPath()).toMatch(/chrom/i);
  });
});
