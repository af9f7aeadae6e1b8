/**
 * Simulator: `npm run -s simulate -- --rounds 10000000 --decks 8 --policy cut-card --seed S`.
 * Deals real shoes through the table's engine code (src/engine/simulate.ts) and prints one JSON
 * line: the parameters, observed frequencies beside the exact full-shoe values with standard
 * errors and z-scores, observed house edges beside the exact ones, and the speed.
 *
 * --rounds N       rounds to deal, 1 … 10^12 (digits, or e.g. 1e7); default 1000000
 * --decks D        1, 6 or 8; default 8
 * --policy P       every-round or cut-card; default cut-card
 * --variant V      standard, no-commission or ez; default standard. Every bet of the variant, side
 *                  bets included, is settled each round; "bets" gives each one's observed return
 *                  (as a house edge) beside its exact edge
 * --seed TEXT      1–64 characters; the table's `?seed=TEXT` deals the same shoes. Without it a
 *                  random seed is chosen and printed, so any run can be repeated.
 * --no-timing      leave out the "timing" object; the output is then byte-identical for a seed
 * --help, -h       prints this usage on stdout and exits 0
 * Options also take `--name=value`.
 *
 * Everything but "timing" depends only on the parameters. On bad input one line goes to stderr,
 * nothing to stdout, exit 2.
 */
import { analyzeShoe, countsForDecks } from '../engine/odds.ts';
import { type DeckCount, type ReshufflePolicy, DECK_COUNTS, RESHUFFLE_POLICIES } from '../engine/shoe.ts';
import {
  type SimulationComparison,
  type SimulationOptions,
  MAX_SIMULATED_ROUNDS,
  compareWithExact,
  simulate,
  validateSimulationOptions,
} from '../engine/simulate.ts';
import { type Variant, DEFAULT_VARIANT, isVariant } from '../engine/payouts.ts';
import { webEntropy } from '../store/entropy.ts';
import { type CliResult, failure, parseVariant, printed, readOption, runMain } from './run.ts';

export { type CliResult, EXIT_BAD_INPUT } from './run.ts';

/** Defaults when an option is left out. */
export const SIMULATE_DEFAULTS = { rounds: 1_000_000, decks: 8 as DeckCount, policy: 'cut-card' as ReshufflePolicy };

/** The JSON object printed; keys in output order. */
export interface SimulateOutput extends SimulationComparison {
  parameters: SimulationOptions & { variant: Variant };
  /** Shoes shuffled for the rounds. */
  shoes: number;
  /** Mean cards used per coup (burned cards not counted). */
  cardsPerRound: number;
  /** What each column of `frequency` and `houseEdge` means. */
  columns: { observed: string; exactFullShoe: string; standardError: string; z: string };
  /** Wall-clock and CPU time of the simulation alone; absent with --no-timing. */
  timing?: { seconds: number; cpuSeconds: number; roundsPerSecond: number; roundsPerCpuSecond: number | null };
}

const USAGE = [
  'usage: simulate [--rounds N] [--decks 1|6|8] [--policy every-round|cut-card] [--variant standard|no-commission|ez] [--seed TEXT] [--no-timing]',
  `  N: rounds to deal, 1 to ${MAX_SIMULATED_ROUNDS} (default ${SIMULATE_DEFAULTS.rounds})`,
  `  defaults: --decks ${SIMULATE_DEFAULTS.decks} --policy ${SIMULATE_DEFAULTS.policy}; without --seed a random seed is chosen and printed`,
  '  --no-timing leaves out the timing fields, so the output depends only on the parameters',
].join('\n');

function fail(message: string): CliResult {
  return failure('simulate', message);
}

interface Parsed {
  rounds?: string;
  decks?: string;
  policy?: string;
  variant?: string;
  seed?: string;
  timing: boolean;
  help: boolean;
}

function parseArgs(argv: readonly string[]): Parsed | string {
  const out: Parsed = { timing: true, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      out.help = true;
      continue;
    }
    if (arg === '--no-timing') {
      out.timing = false;
      continue;
    }
    const option = readOption(argv, i, ['rounds', 'decks', 'policy', 'variant', 'seed'] as const);
    if (!option) return `unknown argument "${arg}"`;
    const { name, value } = option;
    if (out[name] !== undefined) return `--${name} given twice`;
    if (value === undefined) return `--${name} needs a value`;
    out[name] = value;
    i = option.next;
  }
  return out;
}

/** A seed of 16 hex digits from the platform's secure generator, for runs without --seed. */
export function randomSeed(): string {
  const words = new Uint32Array(2);
  webEntropy(words);
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

/** Options from the parsed text; errors come back as messages. */
function optionsFrom(p: Parsed, seedIfNone: () => string): (SimulationOptions & { variant: Variant }) | string {
  let rounds = SIMULATE_DEFAULTS.rounds;
  if (p.rounds !== undefined) {
    const t = p.rounds.trim();
    if (!/^\d+(?:e\d+)?$/i.test(t)) return `--rounds must be a positive integer, got "${p.rounds}"`;
    rounds = Number(t);
  }
  let decks = SIMULATE_DEFAULTS.decks;
  if (p.decks !== undefined) {
    const d = Number(p.decks.trim());
    if (!/^\d+$/.test(p.decks.trim()) || !DECK_COUNTS.includes(d as DeckCount)) {
      return `--decks must be one of ${DECK_COUNTS.join(', ')}, got "${p.decks}"`;
    }
    decks = d as DeckCount;
  }
  let policy = SIMULATE_DEFAULTS.policy;
  if (p.policy !== undefined) {
    if (!RESHUFFLE_POLICIES.includes(p.policy as ReshufflePolicy)) {
      return `--policy must be one of ${RESHUFFLE_POLICIES.join(', ')}, got "${p.policy}"`;
    }
    policy = p.policy as ReshufflePolicy;
  }
  const variant = p.variant === undefined ? DEFAULT_VARIANT : parseVariant(p.variant);
  if (!isVariant(variant)) return variant;
  const seed = p.seed ?? seedIfNone();
  return { rounds, decks, policy, seed, variant };
}

function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/**
 * Runs the CLI in process: `argv` are the arguments after the script name; `seedIfNone` supplies
 * the seed when --seed is absent (random by default). Returns what would be printed and the exit
 * code: 0 on success, 2 on bad input with nothing on stdout.
 */
export function main(argv: readonly string[], seedIfNone: () => string = randomSeed): CliResult {
  const parsed = parseArgs(argv);
  if (typeof parsed === 'string') return fail(`${parsed} (see --help)`);
  if (parsed.help) return printed(`${USAGE}\n`);
  const options = optionsFrom(parsed, seedIfNone);
  if (typeof options === 'string') return fail(options);
  try {
    validateSimulationOptions(options);
  } catch (e) {
    // The engine's RangeErrors are one-line descriptions of bad input.
    if (e instanceof RangeError) return fail(e.message);
    throw e;
  }
  const exact = analyzeShoe(countsForDecks(options.decks));
  const t0 = performance.now();
  const c0 = cpuSeconds();
  const sim = simulate(options);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds() - c0;
  const { frequency, houseEdge, bets, maxAbsZ } = compareWithExact(sim, exact, options.variant);
  const out: SimulateOutput = {
    parameters: { rounds: options.rounds, decks: options.decks, policy: options.policy, seed: options.seed, variant: options.variant },
    shoes: sim.shoes,
    cardsPerRound: sim.cardsDealt / sim.rounds,
    columns: {
      observed: 'count / rounds (houseEdge: mean loss per unit staked; Player and Banker push on a Tie)',
      exactFullShoe:
        `exact value for a full shoe of ${options.decks} deck${options.decks > 1 ? 's' : ''} (analyzeShoe)` +
        (options.policy === 'cut-card'
          ? '; cut-card rounds come from partly dealt shoes, whose odds differ very slightly'
          : '; every round is dealt from a full shoe, so it is the exact expectation'),
      standardError:
        'standard error of the observed value for this many rounds: from the exact probabilities (frequency), from the spread of the settled results (houseEdge, bets)',
      z: '(observed - exactFullShoe) / standardError',
    },
    frequency,
    houseEdge,
    bets,
    maxAbsZ,
  };
  if (parsed.timing) {
    out.timing = {
      seconds,
      cpuSeconds: cpu,
      roundsPerSecond: Math.round(options.rounds / seconds),
      roundsPerCpuSecond: cpu > 0 ? Math.round(options.rounds / cpu) : null,
    };
  }
  return printed(`${JSON.stringify(out)}\n`);
}

await runMain(import.meta.url, main);
