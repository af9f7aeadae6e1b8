/**
 * Bench section: the simulator (src/engine/simulate.ts) for 1, 6 and 8 decks under both reshuffle
 * policies, beside the table's own path (createShoe + dealRound, one Coup object per round) as the
 * baseline. Rates are rounds per second of wall clock and per second of this process's CPU time:
 * on a shared machine the wall clock also counts time spent waiting for a core.
 */
import { type DeckCount, type ReshufflePolicy, DECK_COUNTS, RESHUFFLE_POLICIES, createShoe, dealRound, rngSpecForSeed } from '../engine/shoe.ts';
import { simulate } from '../engine/simulate.ts';
import { type BenchSection, columns, stats } from './harness.ts';

/** Runs per configuration; the median is reported. */
const RUNS = 5;
/** Rounds per run: cut-card shuffles once a shoe, every-round before each round (the shuffle dominates). */
const ROUNDS: Record<ReshufflePolicy, Record<DeckCount, number>> = {
  'cut-card': { 1: 2_000_000, 6: 2_000_000, 8: 2_000_000 },
  'every-round': { 1: 400_000, 6: 80_000, 8: 60_000 },
};
/** Rounds per run of the table path (it allocates a shoe object, cards and a coup per round). */
const TABLE_ROUNDS: Record<ReshufflePolicy, number> = { 'cut-card': 100_000, 'every-round': 10_000 };
/** The target from the issue: rounds per second on one core, seeded. */
const TARGET = 5_000_000;

function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Rounds per wall-clock second and per CPU second of `fn`, which deals `rounds` rounds. */
function rate(rounds: number, fn: () => unknown): { wall: number; cpu: number } {
  const t0 = performance.now();
  const c0 = cpuSeconds();
  fn();
  const cpu = cpuSeconds() - c0;
  const wall = (performance.now() - t0) / 1000;
  return { wall: rounds / wall, cpu: rounds / Math.max(cpu, 1e-6) };
}

function tablePath(decks: DeckCount, policy: ReshufflePolicy, seed: string, rounds: number): number {
  let shoe = createShoe(decks, policy, rngSpecForSeed(seed));
  let banker = 0;
  for (let r = 0; r < rounds; r++) {
    const dealt = dealRound(shoe);
    if (dealt.coup.winner === 'banker') banker++;
    shoe = dealt.shoe;
  }
  return banker;
}

const fmt = (perSecond: number): string => `${(perSecond / 1e6).toFixed(2)} M/s`;

export const simulateSection: BenchSection = {
  name: 'simulate',
  title: 'Simulator: simulate (src/engine/simulate.ts) vs the table path (createShoe + dealRound)',
  run({ log }) {
    // Warm up both paths so the first configuration is not timed cold.
    simulate({ rounds: 200_000, decks: 8, policy: 'cut-card', seed: 'warm-up' });
    tablePath(8, 'cut-card', 'warm-up', 20_000);

    const rows: string[][] = [['policy', 'decks', 'rounds/s (wall)', 'min', 'max', 'rounds/s (CPU)', 'runs × rounds', '|', 'table path (CPU)', '|', 'ratio', 'target']];
    for (const policy of RESHUFFLE_POLICIES) {
      for (const decks of DECK_COUNTS) {
        const rounds = ROUNDS[policy][decks];
        const runs = Array.from({ length: RUNS }, (_, i) => rate(rounds, () => simulate({ rounds, decks, policy, seed: `bench-${i}` })));
        const wall = stats(runs.map((r) => r.wall));
        const cpu = stats(runs.map((r) => r.cpu)).median;
        const table = stats(
          Array.from({ length: 3 }, (_, i) => rate(TABLE_ROUNDS[policy], () => tablePath(decks, policy, `bench-${i}`, TABLE_ROUNDS[policy])).cpu),
        ).median;
        rows.push([
          policy,
          String(decks),
          fmt(wall.median),
          fmt(wall.min),
          fmt(wall.max),
          fmt(cpu),
          `${RUNS} × ${rounds.toLocaleString('en-US')}`,
          '|',
          fmt(table),
          '|',
          `×${Math.round(cpu / table)}`,
          cpu >= TARGET ? `≥ ${TARGET / 1e6} M/s` : 'below',
        ]);
      }
    }
    for (const line of columns(rows)) log(line);
    log(
      'Medians over runs with seeds bench-0…; CPU = rounds per second of process CPU time (one thread). ' +
        'every-round reshuffles the whole shoe before each round, as the table does, so its rate is bound by the shuffle.',
    );
  },
};
