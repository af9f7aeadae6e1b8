/**
 * Betting-system lab: `npm run -s lab -- --system martingale --bet banker --base 1000
 * --bankroll 100000 --rounds 100 --sessions 10000 --decks 8 --seed S [--target 50000]
 * [--stop-loss 100000] [--policy every-round|cut-card]`. Plays the sessions through the engine
 * (src/engine/lab.ts) and prints one JSON line:
 * `{"sessions","meanResult","stdError","meanStaked","expectedResult","won","lost","ruined","hitLimit","histogram"}`
 * (amounts in øre, shares fractions of the sessions, histogram bars `{from, to, count}` with
 * from ≤ result < to; `expectedResult` is the exact expectation of meanResult, see LabResult).
 *
 * --system S       flat, martingale, paroli, dalembert, fibonacci, labouchere or 1326 (required)
 * --bet B          player, banker or tie (required)
 * --base N         the system's unit in øre: a multiple of 1000 (10 kr) from 1000 to 500000 (required)
 * --bankroll N     starting bankroll of each session in øre, at least 1000 (required)
 * --rounds N       rounds per session at most, 1 … 10000; default 100
 * --sessions N     sessions, 1 … 100000; default 10000
 * --decks D        1, 6 or 8; default 8
 * --policy P       every-round (the table's default; expectedResult exact) or cut-card; default every-round
 * --target N       stop a session once it has won N øre or more (optional)
 * --stop-loss N    stop a session once it has lost N øre or more (optional)
 * --seed TEXT      1–64 characters (required): the same arguments give the same output
 * --help, -h       prints this usage on stdout and exits 0
 * Options also take `--name=value`. On bad input one line goes to stderr, nothing to stdout, exit 2.
 */
import { type LabBet, type LabOptions, type LabResult, LAB_BETS, MAX_LAB_ROUNDS, MAX_LAB_SESSIONS, runLab, validateLabOptions } from '../engine/lab.ts';
import { type DeckCount, type ReshufflePolicy, DECK_COUNTS, RESHUFFLE_POLICIES } from '../engine/shoe.ts';
import { type SystemName, SYSTEM_NAMES } from '../engine/systems.ts';
import { type CliResult, failure, printed, readOption, runMain } from './run.ts';

export { type CliResult, EXIT_BAD_INPUT } from './run.ts';

/** Defaults when an option is left out. */
export const LAB_DEFAULTS = { rounds: 100, sessions: 10_000, decks: 8 as DeckCount, policy: 'every-round' as ReshufflePolicy };

/** The fields printed, in output order (a contract: issue 14). */
export const LAB_OUTPUT_FIELDS = [
  'sessions',
  'meanResult',
  'stdError',
  'meanStaked',
  'expectedResult',
  'won',
  'lost',
  'ruined',
  'hitLimit',
  'histogram',
] as const satisfies readonly (keyof LabResult)[];

/** The JSON object printed. */
export type LabOutput = Pick<LabResult, (typeof LAB_OUTPUT_FIELDS)[number]>;

const NAMES = ['system', 'bet', 'base', 'bankroll', 'rounds', 'sessions', 'decks', 'policy', 'target', 'stop-loss', 'seed'] as const;
type Name = (typeof NAMES)[number];
const REQUIRED: readonly Name[] = ['system', 'bet', 'base', 'bankroll', 'seed'];

const USAGE = [
  'usage: lab --system S --bet B --base N --bankroll N --seed TEXT [--rounds N] [--sessions N] [--decks 1|6|8]',
  '           [--policy every-round|cut-card] [--target N] [--stop-loss N]',
  `  S: ${SYSTEM_NAMES.join(', ')}; B: ${LAB_BETS.join(', ')}; amounts in øre (base a multiple of 1000)`,
  `  defaults: --rounds ${LAB_DEFAULTS.rounds} (at most ${MAX_LAB_ROUNDS}) --sessions ${LAB_DEFAULTS.sessions} (at most ${MAX_LAB_SESSIONS})` +
    ` --decks ${LAB_DEFAULTS.decks} --policy ${LAB_DEFAULTS.policy}`,
].join('\n');

function fail(message: string): CliResult {
  return failure('lab', message);
}

function parseArgs(argv: readonly string[]): { values: Partial<Record<Name, string>>; help: boolean } | string {
  const values: Partial<Record<Name, string>> = {};
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    const option = readOption(argv, i, NAMES);
    if (!option) return `unknown argument "${arg}"`;
    const { name, value } = option;
    if (values[name] !== undefined) return `--${name} given twice`;
    if (value === undefined) return `--${name} needs a value`;
    values[name] = value;
    i = option.next;
  }
  return { values, help };
}

/** A whole number written in digits (the engine checks its range). */
function integer(name: Name, text: string): number | string {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return `--${name} must be a whole number, got "${text}"`;
  return Number(t);
}

function optionsFrom(v: Partial<Record<Name, string>>): LabOptions | string {
  const missing = REQUIRED.filter((n) => v[n] === undefined);
  if (missing.length > 0) return `${missing.map((n) => `--${n}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} needed (see --help)`;
  if (!SYSTEM_NAMES.includes(v.system as SystemName)) return `--system must be one of ${SYSTEM_NAMES.join(', ')}, got "${v.system}"`;
  if (!LAB_BETS.includes(v.bet as LabBet)) return `--bet must be one of ${LAB_BETS.join(', ')}, got "${v.bet}"`;
  const policy = v.policy ?? LAB_DEFAULTS.policy;
  if (!RESHUFFLE_POLICIES.includes(policy as ReshufflePolicy)) return `--policy must be one of ${RESHUFFLE_POLICIES.join(', ')}, got "${policy}"`;
  const numbers: Partial<Record<Name, number>> = {};
  for (const name of ['base', 'bankroll', 'rounds', 'sessions', 'decks', 'target', 'stop-loss'] as const) {
    const text = v[name];
    if (text === undefined) continue;
    const n = integer(name, text);
    if (typeof n === 'string') return n;
    numbers[name] = n;
  }
  const decks = numbers.decks ?? LAB_DEFAULTS.decks;
  if (!DECK_COUNTS.includes(decks as DeckCount)) return `--decks must be one of ${DECK_COUNTS.join(', ')}, got "${v.decks}"`;
  const options: LabOptions = {
    system: v.system as SystemName,
    bet: v.bet as LabBet,
    base: numbers.base!,
    bankroll: numbers.bankroll!,
    rounds: numbers.rounds ?? LAB_DEFAULTS.rounds,
    sessions: numbers.sessions ?? LAB_DEFAULTS.sessions,
    decks: decks as DeckCount,
    policy: policy as ReshufflePolicy,
    seed: v.seed!,
  };
  if (numbers.target !== undefined) options.target = numbers.target;
  if (numbers['stop-loss'] !== undefined) options.stopLoss = numbers['stop-loss'];
  return options;
}

/**
 * Runs the CLI in process: `argv` are the arguments after the script name. Returns what would be
 * printed and the exit code: 0 on success, 2 on bad input with nothing on stdout.
 */
export function main(argv: readonly string[]): CliResult {
  const parsed = parseArgs(argv);
  if (typeof parsed === 'string') return fail(`${parsed} (see --help)`);
  if (parsed.help) return printed(`${USAGE}\n`);
  const options = optionsFrom(parsed.values);
  if (typeof options === 'string') return fail(options);
  try {
    validateLabOptions(options);
  } catch (e) {
    // The engine's RangeErrors are one-line descriptions of bad input.
    if (e instanceof RangeError) return fail(e.message);
    throw e;
  }
  const result = runLab(options);
  const out = Object.fromEntries(LAB_OUTPUT_FIELDS.map((k) => [k, result[k]])) as LabOutput;
  return printed(`${JSON.stringify(out)}\n`);
}

await runMain(import.meta.url, main);
