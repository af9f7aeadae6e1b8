/**
 * Bench section: the exact odds engine (src/engine/odds.ts) against the plain 13-rank
 * enumeration (src/bench/baseline.ts), for 1, 6 and 8 full decks and 50 randomly depleted
 * 8-deck shoes. Every baseline result is also compared with the engine's, so the figures
 * printed are for two methods that agree.
 */
import { orderedCardIds } from '../engine/cards.ts';
import { analyzeShoe, countsForDecks, countsFromCardIds } from '../engine/odds.ts';
import { randomInt, seededState, sfc32, shuffle } from '../engine/rng.ts';
import { baselineCounts } from './baseline.ts';
import { type BenchSection, type Stats, columns, formatMs, sample, stats } from './harness.ts';

/** Seed of the depleted shoes, printed so a run can be repeated. */
const DEPLETION_SEED = 'odds-bench';
const DEPLETED_SHOES = 50;
/** Timed engine calls per full shoe, and per depleted shoe. */
const RUNS_FULL = 2000;
const RUNS_PER_DEPLETED = 40;
/** Baseline calls per full shoe, and depleted shoes given to the baseline (it takes ~0.5 s a call). */
const BASELINE_RUNS_FULL = 3;
const BASELINE_DEPLETED = 8;
/** Issue 11's speed target: all bets of one variant for a full 8-deck shoe, median. */
const SIDE_BET_TARGET_MS = 0.5;

/** 50 shoes of 8 decks, shuffled by the seeded generator and dealt down to 6–416 cards. */
function depletedShoes(): number[][] {
  const rng = sfc32(seededState(DEPLETION_SEED));
  const ids = orderedCardIds(8);
  return Array.from({ length: DEPLETED_SHOES }, () => {
    const cards = shuffle(ids, rng);
    return countsFromCardIds(cards, randomInt(rng, cards.length - 6 + 1));
  });
}

function same(a: ReturnType<typeof analyzeShoe>['counts'], b: ReturnType<typeof baselineCounts>): boolean {
  return (Object.keys(b) as (keyof typeof b)[]).every((k) => a[k] === b[k]);
}

function row(label: string, cards: string, fast: Stats, base: Stats | null): string[] {
  const f = [formatMs(fast.median), formatMs(fast.min), formatMs(fast.p90), String(fast.runs)];
  const b = base ? [formatMs(base.median), formatMs(base.min), formatMs(base.p90), String(base.runs)] : ['–', '', '', ''];
  const ratio = base ? `×${Math.round(base.median / fast.median).toLocaleString('en-US')}` : '';
  return [label, cards, ...f, '|', ...b, '|', ratio];
}

export const oddsSection: BenchSection = {
  name: 'odds',
  title: 'Exact odds: analyzeShoe (src/engine/odds.ts, every bet of every variant) vs plain enumeration of Player/Banker/Tie (src/bench/baseline.ts)',
  run({ log }) {
    const t0 = performance.now();
    analyzeShoe(countsForDecks(8));
    log(`first call in this process (builds the shoe-independent tables): ${formatMs(performance.now() - t0)}`);

    const rows: string[][] = [
      ['shoe', 'cards', 'median', 'min', 'p90', 'runs', '|', 'baseline', 'min', 'p90', 'runs', '|', 'ratio'],
    ];
    let eightDecks: Stats | null = null;
    for (const decks of [1, 6, 8]) {
      const counts = countsForDecks(decks);
      const fast = stats(sample(() => analyzeShoe(counts), RUNS_FULL, 200));
      if (decks === 8) eightDecks = fast;
      const base = stats(sample(() => baselineCounts(counts), BASELINE_RUNS_FULL));
      if (!same(analyzeShoe(counts).counts, baselineCounts(counts))) throw new Error(`engine and baseline disagree for ${decks} decks`);
      rows.push(row(`${decks} deck${decks > 1 ? 's' : ''}`, String(decks * 52), fast, base));
    }

    const shoes = depletedShoes();
    const sizes = shoes.map((c) => c.reduce((a, b) => a + b, 0));
    const fastAll: number[] = [];
    for (const counts of shoes) fastAll.push(...sample(() => analyzeShoe(counts), RUNS_PER_DEPLETED, 10));
    const baseAll: number[] = [];
    for (const counts of shoes.slice(0, BASELINE_DEPLETED)) {
      baseAll.push(...sample(() => baselineCounts(counts), 1));
      if (!same(analyzeShoe(counts).counts, baselineCounts(counts))) throw new Error('engine and baseline disagree on a depleted shoe');
    }
    const range = `${Math.min(...sizes)}–${Math.max(...sizes)}`;
    rows.push(row(`${DEPLETED_SHOES} depleted 8-deck shoes`, range, stats(fastAll), stats(baseAll)));
    for (const line of columns(rows)) log(line);
    const bets = Object.values(analyzeShoe(countsForDecks(8)).variants).reduce((a, v) => a + Object.keys(v).length, 0);
    log(
      `one analyzeShoe call gives every bet of every variant (${bets} bets over standard, no-commission and EZ, ` +
        `side bets included); 8 decks: median ${formatMs(eightDecks!.median)} ` +
        `(target for all bets of one variant: ≤ ${formatMs(SIDE_BET_TARGET_MS)}${eightDecks!.median <= SIDE_BET_TARGET_MS ? ', met' : ', NOT met'}).`,
    );
    log(
      `depleted shoes: seed "${DEPLETION_SEED}" (sfc32); engine ${RUNS_PER_DEPLETED} runs each, ` +
        `baseline 1 run on the first ${BASELINE_DEPLETED}; baseline results checked equal to the engine's.`,
    );
  },
};
