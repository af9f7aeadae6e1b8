/**
 * What the CLIs share: the result of a run, the exit code for bad input, reading a `--name value` /
 * `--name=value` option and `--variant`, and running `main` only when the file is the script Node was started with
 * (a test imports it without running it).
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Variant, VARIANTS, isVariant } from '../engine/payouts.ts';

/** What a run would print and its exit code; a CLI's `main` never touches the process itself. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Exit code for bad input or arguments. */
export const EXIT_BAD_INPUT = 2;

/** A successful run (exit 0) that prints `stdout` and nothing on stderr. */
export function printed(stdout: string): CliResult {
  return { code: 0, stdout, stderr: '' };
}

/** A run refused for bad input: one line `<cli>: <message>` on stderr, nothing on stdout, exit 2. */
export function failure(cli: string, message: string): CliResult {
  return { code: EXIT_BAD_INPUT, stdout: '', stderr: `${cli}: ${message}\n` };
}

/** One option read from the arguments. */
export interface OptionAt<N extends string> {
  name: N;
  /** The option's value; undefined for a `--name` that is the last argument. */
  value: string | undefined;
  /** Index of the last argument the option takes (the value's, for `--name value`). */
  next: number;
}

/**
 * Reads argv[i] as `--name value` or `--name=value` (the value taken verbatim, `=` and all after the
 * first `=`), for a name in `names`; null when argv[i] is no such option. Checking for repeats and
 * missing values is the caller's, so each CLI keeps its own messages.
 */
export function readOption<N extends string>(argv: readonly string[], i: number, names: readonly N[]): OptionAt<N> | null {
  const arg = argv[i];
  if (arg === undefined || !arg.startsWith('--')) return null;
  const eq = arg.indexOf('=');
  const name = names.find((n) => n === arg.slice(2, eq < 0 ? undefined : eq));
  if (name === undefined) return null;
  return eq < 0 ? { name, value: argv[i + 1], next: i + 1 } : { name, value: arg.slice(eq + 1), next: i };
}

/** Whether the module at `moduleUrl` is the script this process was started with. */
function isScript(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/**
 * Reads `--variant`'s value (trimmed): the variant, or the one-line message for an unknown one.
 * The table variants are src/engine/RULES.md § Table variants.
 */
export function parseVariant(text: string): Variant | string {
  const v = text.trim();
  return isVariant(v) ? v : `unknown variant "${text}" (${VARIANTS.join(', ')})`;
}

/**
 * Runs a CLI when its module (`import.meta.url`) is the script Node was started with: calls `main`
 * with the arguments after the script name, writes its stdout and stderr, and sets the exit code.
 * Does nothing when the module is imported.
 */
export async function runMain(moduleUrl: string, main: (argv: string[]) => CliResult | Promise<CliResult>): Promise<void> {
  if (!isScript(moduleUrl)) return;
  const result = await main(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
