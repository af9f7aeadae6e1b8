/**
 * Scoreboards from a result string: `npm run -s roads -- --results BBPTPB [--pairs -p--2b]`.
 * --results: one letter per round, B / P / T (any case). --pairs (optional, same length): per round
 * `-` none, `p` Player pair, `b` Banker pair, `2` both; when given, bead cells carry the flags.
 * Prints one JSON line (the engine's `Roads`) and exits 0; on bad input prints one line on stderr
 * naming it and exits 2, with nothing on stdout. Values are taken verbatim, so `--pairs -p` works.
 */
import { computeRoads, type RoadRound } from '../engine/roads.ts';
import { type CliResult, failure, printed, readOption, runMain } from './run.ts';

export type { CliResult } from './run.ts';

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
  return failure('roads', message);
}

/** `"X" at position 3 of --results "BBX"`: names the bad input for an error line. */
function at(char: string, i: number, option: Option, value: string): string {
  return `${JSON.stringify(char)} at position ${i + 1} of --${option} ${JSON.stringify(value)}`;
}

/** Reads `--name value` / `--name=value`; returns the values or an error message. */
function parseArgs(argv: readonly string[]): Partial<Record<Option, string>> | string {
  const values: Partial<Record<Option, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const option = readOption(argv, i, OPTIONS);
    if (!option) return `unknown argument ${JSON.stringify(argv[i])} (use --results and --pairs)`;
    const { name, value } = option;
    if (values[name] !== undefined) return `--${name} given twice`;
    if (value === undefined) return `--${name} needs a value`;
    values[name] = value;
    i = option.next;
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
  return printed(`${JSON.stringify({ ...roads, beadPlate })}\n`);
}

await runMain(import.meta.url, main);
