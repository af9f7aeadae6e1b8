/**
 * Scoreboards from a result string: `npm run -s roads -- --results BBPTPB [--pairs -p--2b]`.
 * --results: one letter per round, B / P / T (any case). --pairs (optional, same length): per round
 * `-` none, `p` Player pair, `b` Banker pair, `2` both; when given, bead cells carry the flags.
 * Prints one JSON line (the engine's `Roads`) and exits 0; on bad input prints one line on stderr
 * naming it and exits 2, with nothing on stdout. Values are taken verbatim, so `--pairs -p` works.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { computeRoads, type RoadRound } from '../engine/roads.ts';

/** What a run would print and its exit code; `main` never touches the process itself. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

const WINNERS: Readonly<Record<string, RoadRound['winner']>> = { B: 'banker', P: 'player', T: 'tie' };
const PAIRS: Readonly<Record<string, readonly [playerPair: boolean, bankerPair: boolean]>> = {
  '-': [false, false],
  P: [true, false],
  B: [false, true],
  '2': [true, true],
};
const OPTIONS = ['results', 'pairs'] as const;
type Option = (typeof OPTIONS)[number];

function fail(message: string): CliResult {
  return { code: 2, stdout: '', stderr: `roads: ${message}\n` };
}

/** `"X" at position 3 of --results "BBX"`: names the bad input for an error line. */
function at(char: string, i: number, option: Option, value: string): string {
  return `${JSON.stringify(char)} at position ${i + 1} of --${option} ${JSON.stringify(value)}`;
}

/** Reads `--name value` / `--name=value`; returns the values or an error message. */
function parseArgs(argv: readonly string[]): Partial<Record<Option, string>> | string {
  const values: Partial<Record<Option, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') ? arg.slice(2, eq < 0 ? undefined : eq) : '';
    const option = OPTIONS.find((o) => o === name);
    if (!option) return `unknown argument ${JSON.stringify(arg)} (use --results and --pairs)`;
    if (values[option] !== undefined) return `--${option} given twice`;
    const value = eq < 0 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined) return `--${option} needs a value`;
    values[option] = value;
  }
  return values;
}

/**
 * Runs the CLI on its arguments (without `node` and the script path).
 * Exit code 0 with one JSON line on stdout, or 2 with one error line on stderr.
 */
export function main(argv: readonly string[]): CliResult {
  const args = parseArgs(argv);
  if (typeof args === 'string') return fail(args);
  const { results, pairs } = args;
  if (results === undefined) return fail('missing --results (letters B, P, T, e.g. --results BBPTPB)');
  if (pairs !== undefined && pairs.length !== results.length) {
    return fail(`--pairs ${JSON.stringify(pairs)} has ${pairs.length} characters, --results has ${results.length}`);
  }
  const rounds: RoadRound[] = [];
  for (let i = 0; i < results.length; i++) {
    const letter = results[i]!;
    const winner = WINNERS[letter.toUpperCase()];
    if (!winner) return fail(`bad letter ${at(letter, i, 'results', results)} (use B, P, T)`);
    const mark = pairs?.[i] ?? '-';
    const flags = PAIRS[mark.toUpperCase()];
    if (!flags) return fail(`bad character ${at(mark, i, 'pairs', pairs ?? '')} (use -, p, b, 2)`);
    rounds.push({ winner, playerPair: flags[0], bankerPair: flags[1] });
  }
  const roads = computeRoads(rounds);
  // Without --pairs the bead cells keep only the documented keys.
  const beadPlate =
    pairs === undefined ? roads.beadPlate.map(({ result, col, row }) => ({ result, col, row })) : roads.beadPlate;
  return { code: 0, stdout: `${JSON.stringify({ ...roads, beadPlate })}\n`, stderr: '' };
}

const entry = process.argv[1];
if (entry !== undefined && realpathSync(entry) === fileURLToPath(import.meta.url)) {
  const { code, stdout, stderr } = main(process.argv.slice(2));
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = code;
}
