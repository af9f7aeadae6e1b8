/**
 * Exact odds of a shoe: `npm run -s odds -- --decks 8` or `npm run -s odds -- --counts 32,32,…`.
 *
 * --decks N      a shoe of N full 52-card decks (N a positive integer); also `--decks=N`.
 * --counts LIST  a shoe given as 13 comma-separated counts of the ranks A, 2–10, J, Q, K (at least
 *                6 cards in all); also `--counts=LIST`.
 * --variant V    standard, no-commission or ez: `banker` under that variant's rules, and every
 *                side bet it offers added (src/engine/RULES.md "§ Table variants", "§ Side bets").
 *                Without it the output is the standard table's main bets only, as before side bets.
 * --help, -h     prints this usage on stdout and exits 0.
 *
 * Prints one JSON line, keys in this order:
 *   {"cards":416,"counts":{"banker","player","tie","total"},
 *    "probability":{"banker","player","tie","playerPair","bankerPair","natural", then each side bet},
 *    "houseEdge":{"banker","player","tie","tie9to1","pair", then each side bet}}
 * Side-bet keys, in felt order: playerPair, eitherPair, bankerPair, dragonBonusPlayer,
 * dragonBonusBanker, and on ez panda8, dragon7. A side bet's probability is that of a win (any
 * line of its paytable).
 * Counts are exact numbers of ordered 6-card deals as decimal strings; probabilities and house
 * edges are numbers, edges as fractions of the stake (0.010579… = 1.0579 %). See src/engine/odds.ts.
 * On bad input (no shoe, both options, a bad deck count, not 13 counts, a negative or non-integer
 * count, fewer than 6 cards, an unknown argument) one line goes to stderr, nothing to stdout, exit 2.
 */
import { type ShoeOdds, analyzeShoe, countsForDecks } from '../engine/odds.ts';
import { type Variant, DEFAULT_VARIANT, isVariant, sideBetsOf } from '../engine/payouts.ts';
import { type CliResult, failure, parseVariant, printed, readOption, runMain } from './run.ts';

export { type CliResult, EXIT_BAD_INPUT } from './run.ts';

/** The JSON object printed; keys in output order. */
export interface OddsOutput {
  cards: number;
  counts: { banker: string; player: string; tie: string; total: string };
  probability: ShoeOdds['probability'] & Record<string, number>;
  houseEdge: ShoeOdds['houseEdge'] & Record<string, number>;
}

const USAGE = [
  'usage: odds --decks N | --counts LIST [--variant standard|no-commission|ez]',
  '  N: number of 52-card decks, a positive integer',
  '  LIST: 13 comma-separated counts of the ranks A,2,3,4,5,6,7,8,9,10,J,Q,K (at least 6 cards)',
].join('\n');

function fail(message: string): CliResult {
  return failure('odds', message);
}

/** The output object for an analysis at a table of `variant`, keys in the documented order. */
export function oddsToOutput(o: ShoeOdds, variant: Variant | null = null): OddsOutput {
  const { banker, player, tie, playerPair, bankerPair, natural } = o.probability;
  const e = o.houseEdge;
  const bets = o.variants[variant ?? DEFAULT_VARIANT];
  const probability: OddsOutput['probability'] = { banker, player, tie, playerPair, bankerPair, natural };
  const houseEdge: OddsOutput['houseEdge'] = { banker: bets.banker!.houseEdge, player: e.player, tie: e.tie, tie9to1: e.tie9to1, pair: e.pair };
  for (const key of variant ? sideBetsOf(variant) : []) {
    probability[key] = bets[key]!.win;
    houseEdge[key] = bets[key]!.houseEdge;
  }
  return {
    cards: o.cards,
    counts: {
      banker: o.counts.banker.toString(),
      player: o.counts.player.toString(),
      tie: o.counts.tie.toString(),
      total: o.counts.total.toString(),
    },
    probability,
    houseEdge,
  };
}

type Parsed =
  | { kind: 'decks'; value: string; variant: Variant | null }
  | { kind: 'counts'; value: string; variant: Variant | null }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

function parseArgs(argv: readonly string[]): Parsed {
  let shoe: { kind: 'decks' | 'counts'; value: string } | undefined;
  let variant: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const option = readOption(argv, i, ['decks', 'counts', 'variant'] as const);
    if (!option) return { kind: 'error', message: `unknown argument "${arg}"` };
    const kind = option.name;
    if (kind === 'variant') {
      if (variant !== undefined) return { kind: 'error', message: '--variant given twice' };
      if (option.value === undefined) return { kind: 'error', message: '--variant needs a value' };
      variant = option.value;
      i = option.next;
      continue;
    }
    if (shoe) {
      return { kind: 'error', message: shoe.kind === kind ? `--${kind} given twice` : 'give either --decks or --counts, not both' };
    }
    if (option.value === undefined) return { kind: 'error', message: `--${kind} needs a value` };
    shoe = { kind, value: option.value };
    i = option.next;
  }
  if (!shoe) return { kind: 'error', message: 'give --decks N or --counts LIST' };
  const v = variant === undefined ? null : parseVariant(variant);
  if (v !== null && !isVariant(v)) return { kind: 'error', message: v };
  return { ...shoe, variant: v };
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
  if (args.kind === 'help') return printed(`${USAGE}\n`);
  try {
    const counts = countsFromArg(args.kind, args.value);
    if (typeof counts === 'string') return fail(counts);
    return printed(`${JSON.stringify(oddsToOutput(analyzeShoe(counts), args.variant))}\n`);
  } catch (e) {
    // The engine's RangeErrors are one-line descriptions of bad input.
    if (e instanceof RangeError) return fail(e.message);
    throw e;
  }
}

await runMain(import.meta.url, main);
