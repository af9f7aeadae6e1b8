// Types for e2e/chromium.mjs (plain JS so the Node runners can import it without a build step).
export declare const ENV_PATH: 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH';
export declare const SYSTEM_PATH: '/usr/bin/chromium';
export declare const SHELL_PATH: '/usr/bin/chromium-headless-shell';
export declare const BASE_ARGS: readonly string[];
export declare const INSTALL_HINT: string;

export declare class ChromiumNotFoundError extends Error {
  constructor(message?: string);
}

export type ChromiumSource = 'env' | 'shell' | 'system' | 'playwright' | 'apt';
export interface FoundChromium {
  path: string;
  source: ChromiumSource;
}

export interface FindOptions {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  playwrightPath?: () => string | undefined;
  /** Take Debian's headless shell before /usr/bin/chromium (the tests' search; ensureChromium always does). */
  shell?: boolean;
}

export interface EnsureOptions extends FindOptions {
  uid?: number | undefined;
  hasCommand?: (cmd: string) => boolean;
  run?: (cmd: string, args: string[]) => number;
  log?: (msg: string) => void;
}

export declare function chromiumArgs(uid?: number | undefined): string[];
export declare function currentUid(): number | undefined;
export declare function isExecutableFile(path: string): boolean;
export declare function playwrightChromiumPath(): string | undefined;
export declare function findChromium(options?: FindOptions): FoundChromium | null;
export declare function ensureChromium(options?: EnsureOptions): FoundChromium;
