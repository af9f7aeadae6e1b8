/**
 * The betting-system lab: many sessions of one player following a betting system (systems.ts)
 * at this table, dealt from real shoes by the simulator's dealer (simulate.ts: the table's
 * shuffle, cut card and burn, seeded sfc32, `coupOutcome`), settled by the table's payout rules
 * (payouts.ts) within its limits (betting.ts). Pure; the CLI is src/cli/lab.ts, the UI
 * src/features/lab/. Source: issue 14.
 *
 * A session at the table:
 * - before each round the system asks for a stake (units × base). The table takes it only in
 *   chips and within its limits: above MAX it takes MAX (the session has then "hit the limit");
 *   above what the player has left, the player stakes all the whole chips left (multiples of the
 *   smallest chip, 10 kr). With less than the table's MIN left the player cannot bet: the session
 *   ends "ruined" (broke).
 * - a Player/Banker bet pushes on a Tie: the stake comes back and the round counts as no bet
 *   (not in the amount staked, and the system does not move); it is still a round dealt.
 * - the session stops after its number of rounds, or as soon as its result reaches the win
 *   target, or its loss reaches the loss limit, or the player is broke.
 * Sessions follow one another at the same table: under `cut-card` the next session starts where
 * the last one left the shoe, as a new player sitting down would.
 */
import { SMALLEST_CHIP, TABLE_LIMITS } from './betting.ts';
import { type CoupFacts, factsOfCode } from './coup.ts';
import { analyzeShoe, countsForDecks } from './odds.ts';
import { settleBet } from './payouts.ts';
import { seededState, sfc32 } from './rng.ts';
import type { DeckCount, ReshufflePolicy } from './shoe.ts';
import { createCoupDealer, validateShoeOptions } from './simulate.ts';
import { type SystemName, SYSTEM_NAMES, createProgression } from './systems.ts';

/**
 * Bets the lab can follow, settled by the table's own `settleBet` on a standard table from the
 * coup code (`factsOfCode`). A side bet added here also needs its value per decided øre in
 * `labValuePerStake`.
 */
export type LabBet = 'player' | 'banker' | 'tie';
/** Every bet the lab offers, in menu order. */
export const LAB_BETS: readonly LabBet[] = ['player', 'banker', 'tie'];

/** Most sessions in one run. */
export const MAX_LAB_SESSIONS = 100_000;
/** Most rounds in one session. */
export const MAX_LAB_ROUNDS = 10_000;
/** Largest starting bankroll, win target or loss limit in øre (10 million kr). */
export const MAX_LAB_AMOUNT = 1_000_000_000;
/** Sessions whose bankroll paths are kept for a chart (the first ones of the run). */
export const LAB_SAMPLE_PATHS = 5;
/** Most bars of the histogram. */
export const LAB_HISTOGRAM_BINS = 24;

/** What to run; amounts in øre. */
export interface LabOptions {
  system: SystemName;
  bet: LabBet;
  /** The system's unit: a multiple of the smallest chip (10 kr), MIN … MAX. */
  base: number;
  /** Starting bankroll of each session, at least MIN. */
  bankroll: number;
  /** Rounds in a session at most, 1 … MAX_LAB_ROUNDS. */
  rounds: number;
  /** Stop once the session has won at least this much (optional, positive). */
  target?: number;
  /** Stop once the session has lost at least this much (optional, positive). */
  stopLoss?: number;
  /** Sessions to run, 1 … MAX_LAB_SESSIONS. */
  sessions: number;
  decks: DeckCount;
  policy: ReshufflePolicy;
  /** Seed text for sfc32, 1 … MAX_SEED_LENGTH characters: the same options give the same result. */
  seed: string;
}

/** One bar of the histogram: sessions whose result r (øre) is from ≤ r < to. */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** What a run found; amounts in øre, shares fractions of the sessions. */
export interface LabResult {
  sessions: number;
  /** Mean session result (final bankroll − starting bankroll). */
  meanResult: number;
  /** Standard error of meanResult: the sessions' sample standard deviation over √sessions. */
  stdError: number;
  /** Mean amount staked in a session (decided bets only; a pushed stake counts as no bet). */
  meanStaked: number;
  /**
   * Exact expectation of meanResult: the exact value per øre staked (minus the house edge per
   * decided bet, from `analyzeShoe` of a full shoe of the chosen decks) times meanStaked. Every coup
   * is dealt independently of the stakes before it, so with a reshuffle before every round this is
   * exact whatever the system. Under `cut-card` the rounds come from partly dealt shoes, whose edge
   * differs very slightly from a full shoe's, and a system's stakes can follow the shoe's history;
   * the full-shoe edge is then the expectation used.
   */
  expectedResult: number;
  /** Exact value per øre staked used for expectedResult (−0.0117 for Banker at 8 decks). */
  valuePerStake: number;
  /** Share of sessions ending ahead (result > 0). */
  won: number;
  /** Share of sessions ending behind (result < 0; the ruined ones included). */
  lost: number;
  /** Share of sessions that went broke: less than the table's MIN left to bet. */
  ruined: number;
  /**
   * Share of sessions in which the table's MAX cut a stake at least once: the system asked for more
   * than MAX while the player held more than MAX (with less, the money left is what cut it).
   */
  hitLimit: number;
  /** Mean rounds dealt in a session. */
  meanRounds: number;
  /** Session results, at most LAB_HISTOGRAM_BINS bars of equal width covering every result. */
  histogram: HistogramBin[];
  /** Bankroll (øre) at the start and after each round of the first LAB_SAMPLE_PATHS sessions. */
  paths: number[][];
}

/**
 * Checks lab options.
 * @throws RangeError (one-line message) for an unknown system, bet, deck count or policy; a base
 *   that is not a multiple of the smallest chip within MIN … MAX; a bankroll below MIN or above
 *   MAX_LAB_AMOUNT; rounds or sessions out of range; a target or loss limit that is not a positive
 *   integer up to MAX_LAB_AMOUNT; a seed that is empty or too long.
 */
export function validateLabOptions(o: LabOptions): void {
  const int = (v: unknown, lo: number, hi: number) => typeof v === 'number' && Number.isSafeInteger(v) && v >= lo && v <= hi;
  if (!SYSTEM_NAMES.includes(o.system)) throw new RangeError(`system must be one of ${SYSTEM_NAMES.join(', ')}, got ${String(o.system)}`);
  if (!LAB_BETS.includes(o.bet)) throw new RangeError(`bet must be one of ${LAB_BETS.join(', ')}, got ${String(o.bet)}`);
  if (!int(o.base, TABLE_LIMITS.min, TABLE_LIMITS.max) || o.base % SMALLEST_CHIP !== 0) {
    throw new RangeError(
      `base must be a multiple of ${SMALLEST_CHIP} øre from ${TABLE_LIMITS.min} to ${TABLE_LIMITS.max} (the table's chips and limits), got ${String(o.base)}`,
    );
  }
  if (!int(o.bankroll, TABLE_LIMITS.min, MAX_LAB_AMOUNT)) {
    throw new RangeError(`bankroll must be an integer from ${TABLE_LIMITS.min} to ${MAX_LAB_AMOUNT} øre, got ${String(o.bankroll)}`);
  }
  if (!int(o.rounds, 1, MAX_LAB_ROUNDS)) throw new RangeError(`rounds must be an integer from 1 to ${MAX_LAB_ROUNDS}, got ${String(o.rounds)}`);
  if (o.target !== undefined && !int(o.target, 1, MAX_LAB_AMOUNT)) {
    throw new RangeError(`target must be an integer from 1 to ${MAX_LAB_AMOUNT} øre, got ${String(o.target)}`);
  }
  if (o.stopLoss !== undefined && !int(o.stopLoss, 1, MAX_LAB_AMOUNT)) {
    throw new RangeError(`stop-loss must be an integer from 1 to ${MAX_LAB_AMOUNT} øre, got ${String(o.stopLoss)}`);
  }
  if (!int(o.sessions, 1, MAX_LAB_SESSIONS)) {
    throw new RangeError(`sessions must be an integer from 1 to ${MAX_LAB_SESSIONS}, got ${String(o.sessions)}`);
  }
  validateShoeOptions(o);
}

/** A run in progress: sessions are played in slices, so a worker can report progress between them. */
export interface LabRun {
  readonly options: LabOptions;
  /** Sessions played so far. */
  done(): number;
  /** Plays up to `count` more sessions (fewer at the end); returns the sessions played so far. */
  play(count: number): number;
  /** The result of the sessions played so far (all of them once done() === options.sessions). */
  result(): LabResult;
}

/** "Nice" bar widths: 1, 2, 5 × 10^k øre (at least 1 kr). */
function binWidth(span: number): number {
  const raw = Math.max(100, span / LAB_HISTOGRAM_BINS);
  const p = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

/** Equal-width bars from the smallest to the largest result, edges on multiples of the width. */
export function histogramOf(results: ArrayLike<number>): HistogramBin[] {
  if (results.length === 0) return [];
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < results.length; i++) {
    lo = Math.min(lo, results[i]!);
    hi = Math.max(hi, results[i]!);
  }
  let width = binWidth(hi - lo);
  let from = Math.floor(lo / width) * width;
  // Widen once more if flooring the edge pushed the largest result past the last bar.
  if (Math.floor((hi - from) / width) >= LAB_HISTOGRAM_BINS) {
    width = binWidth((hi - lo) * 2.5);
    from = Math.floor(lo / width) * width;
  }
  const bins = Math.floor((hi - from) / width) + 1;
  const counts = new Array<number>(bins).fill(0);
  for (let i = 0; i < results.length; i++) counts[Math.floor((results[i]! - from) / width)]!++;
  return counts.map((count, i) => ({ from: from + i * width, to: from + (i + 1) * width, count }));
}

/** The exact value per øre staked (negative: the house edge per decided bet) of `bet` for a full shoe of `decks`. */
export function labValuePerStake(bet: LabBet, decks: DeckCount): number {
  const odds = analyzeShoe(countsForDecks(decks));
  // analyzeShoe's edge is per bet placed with a Tie pushing; per decided bet it is that over P(no Tie).
  return bet === 'tie' ? -odds.houseEdge.tie : -odds.houseEdge[bet] / (1 - odds.probability.tie);
}

/**
 * Starts a run: validates the options and seeds the dealer; play sessions with `play`.
 * @throws RangeError for bad options (see validateLabOptions).
 */
export function startLab(options: LabOptions): LabRun {
  validateLabOptions(options);
  const o = { ...options };
  const dealer = createCoupDealer(o.decks, o.policy, sfc32(seededState(o.seed)), 'fast');
  // The facts of each coup code, decoded once: a run deals millions of coups of a few hundred kinds.
  const facts = new Map<number, CoupFacts>();
  const factsOf = (code: number): CoupFacts => {
    let f = facts.get(code);
    if (!f) facts.set(code, (f = factsOfCode(code)));
    return f;
  };
  const results = new Float64Array(o.sessions);
  const target = o.target ?? Infinity;
  const stopLoss = o.stopLoss ?? Infinity;
  const paths: number[][] = [];
  let done = 0;
  let staked = 0;
  let rounds = 0;
  let won = 0;
  let lost = 0;
  let ruined = 0;
  let hitLimit = 0;

  const session = (path: number[] | null) => {
    const system = createProgression(o.system);
    let bankroll = o.bankroll;
    let limited = false;
    let r = 0;
    while (r < o.rounds) {
      const chips = bankroll - (bankroll % SMALLEST_CHIP);
      const wanted = system.units() * o.base;
      // MAKS cut the stake only where the player held more than MAKS: below it, the money left did.
      if (wanted > TABLE_LIMITS.max && chips > TABLE_LIMITS.max) limited = true;
      const stake = Math.min(wanted, TABLE_LIMITS.max, chips);
      const settled = settleBet(o.bet, stake, factsOf(dealer.next()), 'standard');
      // A push (Player or Banker on a Tie) is no bet: the stake comes back and the system does not move.
      const net = settled.outcome === 'push' ? null : settled.net;
      r++;
      if (net !== null) {
        bankroll += net;
        staked += stake;
        system.record(net > 0);
      }
      path?.push(bankroll);
      if (bankroll < TABLE_LIMITS.min) {
        ruined++;
        break;
      }
      const result = bankroll - o.bankroll;
      if (result >= target || -result >= stopLoss) break;
    }
    rounds += r;
    if (limited) hitLimit++;
    const result = bankroll - o.bankroll;
    if (result > 0) won++;
    else if (result < 0) lost++;
    results[done++] = result;
  };

  return {
    options: o,
    done: () => done,
    play(count) {
      const end = Math.min(o.sessions, done + Math.max(0, Math.floor(count)));
      while (done < end) {
        if (paths.length < LAB_SAMPLE_PATHS) {
          const path = [o.bankroll];
          paths.push(path);
          session(path);
        } else session(null);
      }
      return done;
    },
    result() {
      const n = done;
      let sum = 0;
      for (let i = 0; i < n; i++) sum += results[i]!;
      const mean = n > 0 ? sum / n : 0;
      let squares = 0;
      for (let i = 0; i < n; i++) squares += (results[i]! - mean) ** 2;
      const meanStaked = n > 0 ? staked / n : 0;
      const valuePerStake = labValuePerStake(o.bet, o.decks);
      return {
        sessions: n,
        meanResult: mean,
        stdError: n > 1 ? Math.sqrt(squares / (n - 1) / n) : 0,
        meanStaked,
        expectedResult: valuePerStake * meanStaked,
        valuePerStake,
        won: n > 0 ? won / n : 0,
        lost: n > 0 ? lost / n : 0,
        ruined: n > 0 ? ruined / n : 0,
        hitLimit: n > 0 ? hitLimit / n : 0,
        meanRounds: n > 0 ? rounds / n : 0,
        histogram: histogramOf(results.subarray(0, n)),
        paths: paths.map((p) => [...p]),
      };
    },
  };
}

/**
 * Runs every session of `options` at once and returns the result.
 * @throws RangeError for bad options (see validateLabOptions).
 */
export function runLab(options: LabOptions): LabResult {
  const run = startLab(options);
  run.play(options.sessions);
  return run.result();
}
