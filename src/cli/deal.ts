/**
 * Resolves a coup from a given card list: `npm run -s deal -- --cards 5,K,8,3,4,Q`.
 *
 * --cards LIST   cards in the order they leave the shoe (P, B, P, B, Player's third, Banker's third),
 *                comma separated; also `--cards=LIST`. Prints one JSON line.
 * --stdin        reads one such list per line from standard input and prints one JSON line per list;
 *                blank lines are skipped, and empty input prints nothing (exit 0).
 * --variant V    the table: standard (default), no-commission or ez (src/engine/RULES.md "§ Table variants").
 * --bets LIST    stakes in øre, `key=øre` comma separated (keys: player, banker, tie, playerPair,
 *                bankerPair, eitherPair, dragonBonusPlayer, dragonBonusBanker, dragon7, panda8);
 *                with --stdin the same bets go on every line. Adds "settlement" to the output.
 * --help, -h     prints this usage on stdout and exits 0.
 *
 * A card token is a rank A, 2–10, J, Q, K (the engine's `parseCardToken` also takes T for 10),
 * optionally followed by a suit S, H, D, C, case-insensitive, spaces around it ignored. Suits are
 * accepted but the output shows ranks only. Cards beyond those the coup uses are accepted silently
 * and ignored, so a list can be longer than the 4–6 cards a coup takes.
 *
 * Output keys, in this order: player, banker, playerTotal, bankerTotal, winner, natural,
 * playerDrew, bankerDrew, and with --bets `settlement`: {"<key>": {"stake", "returned"}, …}, one
 * entry per bet given, in the order given, `returned` in øre including the stake (0 when lost, the
 * stake on a push), paid by the engine's `settleBet`. On bad input (unknown token, a list too
 * short to finish the coup, an unknown variant, an unknown bet or one the variant lacks, a
 * negative or non-integer stake, bad arguments) one line naming the problem goes to stderr,
 * nothing at all goes to stdout (with --stdin every line is checked before anything is printed)
 * and the exit code is 2.
 */
import {
  type BetKey,
  type Card,
  type Coup,
  type Variant,
  DEFAULT_VARIANT,
  isBetKey,
  isVariant,
  offersBet,
  parseCardToken,
  resolveCoup,
  settleBet,
  ShortDeckError,
} from '../engine/index.ts';
import { type CliResult, failure, parseVariant, printed, readOption, runMain } from './run.ts';

export { type CliResult, EXIT_BAD_INPUT } from './run.ts';

/** The JSON object printed for one coup; keys in output order. */
export interface DealOutput {
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: Coup['winner'];
  natural: boolean;
  playerDrew: boolean;
  bankerDrew: boolean;
  /** With --bets: each bet given, in øre. */
  settlement?: Record<string, { stake: number; returned: number }>;
}

/** Bets from --bets, in the order given; stakes in øre. */
export type BetList = readonly (readonly [BetKey, number])[];

const USAGE = [
  'usage: deal --cards LIST | --stdin [--variant standard|no-commission|ez] [--bets key=øre,...]',
  '  LIST: cards in deal order (P,B,P,B,P3,B3), comma separated; ranks A 2-10 J Q K, optional suit S H D C',
  '  --stdin: one LIST per line on standard input, one JSON line out per list; blank lines skipped',
  '  --bets: stakes in øre, e.g. player=10000,playerPair=1000; adds "settlement" {key: {stake, returned}}',
].join('\n');

function fail(message: string): CliResult {
  return failure('deal', message);
}

/**
 * The output object for a resolved coup, keys in the documented order (ranks only, no suits).
 */
export function coupToOutput(coup: Coup): DealOutput {
  return {
    player: coup.player.map((c) => c.rank),
    banker: coup.banker.map((c) => c.rank),
    playerTotal: coup.playerTotal,
    bankerTotal: coup.bankerTotal,
    winner: coup.winner,
    natural: coup.natural,
    playerDrew: coup.playerDrew,
    bankerDrew: coup.bankerDrew,
  };
}

/**
 * Parses one comma-separated card list and resolves its coup.
 * Returns the JSON line (without newline), or an error message naming the bad token, or saying
 * how many cards were needed and given, with the list.
 */
export function dealLine(
  list: string,
  variant: Variant = DEFAULT_VARIANT,
  bets: BetList | null = null,
): { ok: true; json: string } | { ok: false; error: string } {
  const tokens = list.trim() === '' ? [] : list.split(',');
  const cards: Card[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const card = parseCardToken(token, i);
    if (!card) {
      return { ok: false, error: `unknown card token "${token.trim()}" (card ${i + 1}) in "${list}"` };
    }
    cards.push(card);
  }
  try {
    const coup = resolveCoup(cards);
    const out = coupToOutput(coup);
    if (bets) {
      out.settlement = {};
      for (const [key, stake] of bets) out.settlement[key] = { stake, returned: settleBet(key, stake, coup, variant).returned };
    }
    return { ok: true, json: JSON.stringify(out) };
  } catch (e) {
    if (e instanceof ShortDeckError) {
      return {
        ok: false,
        error: `too few cards: the coup needs at least ${e.needed} cards, ${e.had} given in "${list}"`,
      };
    }
    throw e;
  }
}

type Table = { variant: Variant; bets: BetList | null };
type Parsed =
  | ({ kind: 'cards'; list: string } & Table)
  | ({ kind: 'stdin' } & Table)
  | { kind: 'help' }
  | { kind: 'error'; message: string };

/** Parses --bets: `key=øre` pairs; a message for an unknown key, a repeat, a key the variant lacks, or a bad stake. */
export function parseBets(text: string, variant: Variant): BetList | string {
  const out: [BetKey, number][] = [];
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    const value = eq < 0 ? '' : part.slice(eq + 1).trim();
    if (!isBetKey(key)) return `unknown bet "${key}"`;
    if (!offersBet(variant, key)) return `the ${variant} table has no ${key} bet`;
    if (out.some(([k]) => k === key)) return `bet ${key} given twice`;
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
      return `stake of ${key} must be a non-negative whole number of øre, got "${value}"`;
    }
    out.push([key, Number(value)]);
  }
  return out;
}

function parseArgs(argv: readonly string[]): Parsed {
  let list: string | undefined;
  let stdin = false;
  let variantText: string | undefined;
  let betsText: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--stdin') {
      stdin = true;
      continue;
    }
    const option = readOption(argv, i, ['cards', 'variant', 'bets'] as const);
    if (!option) return { kind: 'error', message: `unknown argument "${arg}"` };
    const given = option.name === 'cards' ? list : option.name === 'variant' ? variantText : betsText;
    if (given !== undefined) return { kind: 'error', message: `--${option.name} given twice` };
    if (option.value === undefined) {
      return { kind: 'error', message: option.name === 'cards' ? '--cards needs a card list' : `--${option.name} needs a value` };
    }
    if (option.name === 'cards') list = option.value;
    else if (option.name === 'variant') variantText = option.value;
    else betsText = option.value;
    i = option.next;
  }
  const variant = variantText === undefined ? DEFAULT_VARIANT : parseVariant(variantText);
  if (!isVariant(variant)) return { kind: 'error', message: variant };
  const bets = betsText === undefined ? null : parseBets(betsText, variant);
  if (typeof bets === 'string') return { kind: 'error', message: bets };
  if (stdin && list !== undefined) return { kind: 'error', message: 'give either --cards or --stdin, not both' };
  if (stdin) return { kind: 'stdin', variant, bets };
  if (list !== undefined) return { kind: 'cards', list, variant, bets };
  return { kind: 'error', message: 'give --cards LIST or --stdin' };
}

/**
 * Runs the CLI in process: `argv` are the arguments after the script name, `stdin` the whole
 * standard input (read only with --stdin; missing means empty). Returns what would be printed
 * and the exit code: 0 on success, 2 on bad input with nothing on stdout.
 */
export function main(argv: string[], stdin?: string): CliResult {
  const args = parseArgs(argv);
  if (args.kind === 'error') return fail(`${args.message} (see --help)`);
  if (args.kind === 'help') return printed(`${USAGE}\n`);
  if (args.kind === 'cards') {
    const r = dealLine(args.list, args.variant, args.bets);
    return r.ok ? printed(`${r.json}\n`) : fail(r.error);
  }
  // --stdin: check every line before printing anything.
  const out: string[] = [];
  const lines = (stdin ?? '').split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    if (line.trim() === '') continue;
    const r = dealLine(line, args.variant, args.bets);
    if (!r.ok) return fail(`line ${n + 1}: ${r.error}`);
    out.push(`${r.json}\n`);
  }
  return printed(out.join(''));
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

await runMain(import.meta.url, async (argv) => main(argv, parseArgs(argv).kind === 'stdin' ? await readStdin() : undefined));
