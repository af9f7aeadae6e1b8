/**
 * Exact odds of a shoe: `npm run -s odds -- --decks 8` or `npm run -s odds -- --counts 32,32,…`.
 *
 * --decks N      a shoe of N full 52-card decks (N a positive integer); also `--decks=N`.
 * --counts LIST  a shoe given as 13 comma-separated counts of the ranks A, 2–10, J, Q, K (at least
 *                6 cards in all); also `--counts=LIST`.
 * --help, -h     prints this usage on stdout and exits 0.
 *
 * Prints one JSON line, keys in this order:
 *   {"cards":416,"counts":{"banker","player","tie","total"},
 *    "probability":{"banker","player","tie","playerPair","bankerPair","natural"},
 *    "houseEdge":{"banker","player","tie","tie9to1","pair"}}
 * Counts are exact numbers of ordered 6-card deals as decimal strings; probabilities and house
 * edges are numbers, edges as fractions of the stake (0.010579… = 1.0579 %). See src/engine/odds.ts.
 * On bad input (no shoe, both options, a bad deck count, not 13 counts, a negative or non-integer
 * count, fewer than 6 cards, an unknown argument) one line goes to stderr, nothing to stdout, exit 2.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ShoeOdds, analyzeShoe, countsForDecks } from '../engine/odds.ts';

/** What a run would print and its exit code; `main` never touches the process itself. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The JSON object printed; keys in output order. */
export interface OddsOutput {
  cards: number;
  counts: { banker: string; player: string; tie: string; total: string };
  probability: ShoeOdds['probability'];
  houseEdge: ShoeOdds['houseEdge'];
}

/** Exit code for bad input or arguments. */
export const EXIT_BAD_INPUT = 2;

const USAGE = [
  'usage: odds --decks N | --counts LIST',
  '  N: number of 52-card decks, a positive integer',
  '  LIST: 13 comma-separated counts of the ranks A,2,3,4,5,6,7,8,9,10,J,Q,K (at least 6 cards)',
].join('\n');

function fail(message: string): CliResult {
  return { code: EXIT_BAD_INPUT, stdout: '', stderr: `odds: ${message}\n` };
}

/** The output object for an analysis, keys in the documented order. */
export function oddsToOutput(o: ShoeOdds): OddsOutput {
  const { banker, player, tie, playerPair, bankerPair, natural } = o.probability;
  const e = o.houseEdge;
  return {
    cards: o.cards,
    counts: {
      banker: o.counts.banker.toString(),
      player: o.counts.player.toString(),
      tie: o.counts.tie.toString(),
      total: o.counts.total.toString(),
    },
    probability: { banker, player, tie, playerPair, bankerPair, natural },
    houseEdge: { banker: e.banker, player: e.player, tie: e.tie, tie9to1: e.tie9to1, pair: e.pair },
  };
}

type Parsed =
  | { kind: 'decks'; value: string }
  | { kind: 'counts'; value: string }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

function parseArgs(argv: readonly string[]): Parsed {
  let shoe: { kind: 'decks' | 'counts'; value: string } | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const m = /^--(decks|counts)(?:=(.*))?$/s.exec(arg);
    if (!m) return { kind: 'error', message: `unknown argument "${arg}"` };
    const kind = m[1] as 'decks' | 'counts';
    if (shoe) {
      return { kind: 'error', message: shoe.kind === kind ? `--${kind} given twice` : 'give either --decks or --counts, not both' };
    }
    let value = m[2];
    if (value === undefined) {
      value = argv[i + 1];
      if (value === undefined) return { kind: 'error', message: `--${kind} needs a value` };
      i++;
    }
    shoe = { kind, value };
  }
  return shoe ?? { kind: 'error', message: 'give --decks N or --counts LIST' };
}

const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/** Rank counts from the option's text; errors come back as messages (the engine checks the rest). */
function countsFromArg(kind: 'decks' | 'counts', value: string): number[] | string {
  if (kind === 'decks') {
    const v = value.trim();
    if (!/^\d+$/.test(v) || Number(v) < 1) return `--decks must be a positive integer, got "${value}"`;
    return countsForDecks(Number(v));
  }
  const tokens = value.split(',');
  const counts: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!.trim();
    if (!DECIMAL.test(t)) return `count ${i + 1} is not a number: "${t}"`;
    counts.push(Number(t));
  }
  return counts;
}

/**
 * Runs the CLI in process: `argv` are the arguments after the script name. Returns what would be
 * printed and the exit code: 0 on success, 2 on bad input with nothing on stdout.
 */
export function main(argv: readonly string[]): CliResult {
  const args = parseArgs(argv);
  if (args.kind === 'error') return fail(`${args.message} (see --help)`);
  if (args.kind === 'help') return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
  try {
    const counts = countsFromArg(args.kind, args.value);
    if (typeof counts === 'string') return fail(counts);
    return { code: 0, stdout: `${JSON.stringify(oddsToOutput(analyzeShoe(counts)))}\n`, stderr: '' };
  } catch (e) {
    // The engine's RangeErrors are one-line descriptions of bad input.
    if (e instanceof RangeError) return fail(e.message);
    throw e;
  }
}

function isRunDirectly(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isRunDirectly()) {
  const result = main(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
