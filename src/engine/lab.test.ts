import { describe, expect, it } from 'vitest';
import { TABLE_LIMITS } from './betting.ts';
import { analyzeShoe, countsForDecks } from './odds.ts';
import { type LabOptions, LAB_SAMPLE_PATHS, histogramOf, labValuePerStake, runLab, startLab, validateLabOptions } from './lab.ts';
import { simulate } from './simulate.ts';

const BASE: LabOptions = {
  system: 'flat',
  bet: 'banker',
  base: 1_000,
  bankroll: 100_000,
  rounds: 100,
  sessions: 2_000,
  decks: 8,
  policy: 'every-round',
  seed: 'lab-test',
};

/** Stakes of a path: each step's change, which for a Banker/Player bet is at most the stake. */
const steps = (path: number[]) => path.slice(1).map((b, i) => b - path[i]!);

describe('lab: the exact expectation', () => {
  it.each(['flat', 'martingale'] as const)('%s on Banker, 10 000 sessions: mean within 4 standard errors of the exact expectation', (system) => {
    const r = runLab({ ...BASE, system, sessions: 10_000, seed: `expect-${system}` });
    expect(r.sessions).toBe(10_000);
    expect(r.stdError).toBeGreaterThan(0);
    expect(Math.abs(r.meanResult - r.expectedResult)).toBeLessThan(4 * r.stdError);
    // The expectation is the exact edge per decided bet times the amount staked.
    expect(r.expectedResult).toBeCloseTo(r.valuePerStake * r.meanStaked, 6);
  });

  it.each(['flat', 'martingale'] as const)('%s on Player with a cut-card shoe: within 4 standard errors too', (system) => {
    const r = runLab({ ...BASE, system, bet: 'player', policy: 'cut-card', sessions: 10_000, seed: `cut-${system}` });
    expect(Math.abs(r.meanResult - r.expectedResult)).toBeLessThan(4 * r.stdError);
  });

  it('values per øre staked: minus the house edge per decided bet (a Tie push counts as no bet)', () => {
    const odds = analyzeShoe(countsForDecks(8));
    expect(labValuePerStake('banker', 8)).toBeCloseTo(-odds.houseEdge.banker / (1 - odds.probability.tie), 12);
    expect(labValuePerStake('player', 8)).toBeCloseTo(-odds.houseEdge.player / (1 - odds.probability.tie), 12);
    expect(labValuePerStake('tie', 8)).toBe(-odds.houseEdge.tie);
    expect(labValuePerStake('banker', 8)).toBeCloseTo(-0.011692, 5);
  });

  it('deals the simulator’s coups: flat Tie bets win exactly on the Ties simulate() deals for the seed', () => {
    const sessions = 50;
    const rounds = 200;
    const r = runLab({ ...BASE, bet: 'tie', bankroll: 10_000_000, sessions, rounds, policy: 'cut-card', seed: 'same-shoes' });
    const sim = simulate({ rounds: sessions * rounds, decks: 8, policy: 'cut-card', seed: 'same-shoes' });
    // Each Tie pays 8 × base, every other round loses the base.
    const total = r.meanResult * sessions;
    expect(total).toBe((8 * sim.counts.tie - (sessions * rounds - sim.counts.tie)) * BASE.base);
  });
});

describe('lab: the table’s limits and the stop rules', () => {
  it('a Martingale runs into MAKS: no stake above 5 000 kr, and the share that hit it', () => {
    const r = runLab({ ...BASE, system: 'martingale', base: 50_000, bankroll: 100_000_000, sessions: 500, rounds: 200, seed: 'limit' });
    expect(r.hitLimit).toBeGreaterThan(0);
    for (const path of r.paths) for (const d of steps(path)) expect(Math.abs(d)).toBeLessThanOrEqual(TABLE_LIMITS.max);
    expect(r.ruined).toBe(0);
  });

  it('counts MAKS only where it cut a stake: a player who never holds more than MAKS never runs into it', () => {
    // 1-3-2-6 from 1 000 kr with 500 kr: three wins in a row (the stakes cut to the money held) bring
    // 4 000 kr and a wish for 6 000 kr, over MAKS, but the money left cuts that stake; the target of
    // +4 000 kr ends the evening before the player ever holds 5 000 kr.
    const r = runLab({ ...BASE, system: '1326', base: 100_000, bankroll: 50_000, target: 400_000, sessions: 2_000, rounds: 100, seed: 'below-max' });
    for (const path of r.paths) for (const b of path.slice(0, -1)) expect(b).toBeLessThan(TABLE_LIMITS.max);
    expect(r.won, 'some evenings reach the target').toBeGreaterThan(0);
    expect(r.hitLimit).toBe(0);
  });

  it('never stakes more than the bankroll; a player below MIN is broke and stops', () => {
    const r = runLab({ ...BASE, system: 'martingale', bet: 'player', bankroll: 5_000, sessions: 300, rounds: 1_000, seed: 'broke' });
    expect(r.ruined).toBeGreaterThan(0.5);
    for (const path of r.paths) {
      for (const b of path) expect(b).toBeGreaterThanOrEqual(0);
      // A path only ends early at a stop: here broke (below MIN) or the rounds are up.
      if (path.length < 1_001) expect(path.at(-1)!).toBeLessThan(TABLE_LIMITS.min);
      // Each loss is at most what was there in whole chips.
      for (let i = 1; i < path.length; i++) expect(path[i - 1]! - path[i]!).toBeLessThanOrEqual(path[i - 1]! - (path[i - 1]! % 1_000));
    }
    expect(r.lost).toBeGreaterThanOrEqual(r.ruined);
  });

  it('stops at the win target or the loss limit, whichever comes first', () => {
    const o = { ...BASE, system: 'dalembert' as const, rounds: 2_000, target: 5_000, stopLoss: 8_000, sessions: 400, seed: 'stops' };
    const r = runLab(o);
    for (const path of r.paths) {
      const results = path.map((b) => b - o.bankroll);
      const last = results.at(-1)!;
      if (path.length < o.rounds + 1) expect(last >= o.target || -last >= o.stopLoss).toBe(true);
      // It did not carry on past a stop.
      for (const x of results.slice(0, -1)) expect(x < o.target && -x < o.stopLoss).toBe(true);
    }
    expect(r.meanRounds).toBeLessThan(o.rounds);
    expect(r.won + r.lost).toBeLessThanOrEqual(1);
  });

  it('counts won, lost and the paths', () => {
    const r = runLab(BASE);
    expect(r.paths).toHaveLength(LAB_SAMPLE_PATHS);
    for (const p of r.paths) expect(p).toHaveLength(BASE.rounds + 1);
    expect(r.won).toBeGreaterThan(0.3);
    expect(r.lost).toBeGreaterThan(0.3);
    expect(r.meanRounds).toBe(100);
    expect(r.histogram.reduce((a, b) => a + b.count, 0)).toBe(BASE.sessions);
  });
});

describe('lab: runs', () => {
  it('the same seed gives the same result; another seed another', () => {
    expect(runLab(BASE)).toEqual(runLab(BASE));
    expect(runLab({ ...BASE, seed: 'other' }).meanResult).not.toBe(runLab(BASE).meanResult);
  });

  it('played in slices gives the same result as at once', () => {
    const run = startLab(BASE);
    while (run.done() < BASE.sessions) run.play(333);
    expect(run.result()).toEqual(runLab(BASE));
    expect(run.play(10)).toBe(BASE.sessions);
  });

  it.each<[Partial<LabOptions>, RegExp]>([
    [{ system: 'double' as never }, /system must be one of/],
    [{ bet: 'pair' as never }, /bet must be one of/],
    [{ base: 1_500 }, /base must be a multiple of 1000/],
    [{ base: 600_000 }, /base must be/],
    [{ bankroll: 999 }, /bankroll must be/],
    [{ rounds: 0 }, /rounds must be/],
    [{ sessions: 100_001 }, /sessions must be/],
    [{ target: 0 }, /target must be/],
    [{ stopLoss: 1.5 }, /stop-loss must be/],
    [{ decks: 2 as never }, /decks must be one of/],
    [{ policy: 'never' as never }, /policy must be one of/],
    [{ seed: '' }, /seed must be/],
  ])('rejects %j', (change, message) => {
    expect(() => validateLabOptions({ ...BASE, ...change })).toThrow(message);
    expect(() => startLab({ ...BASE, ...change })).toThrow(RangeError);
  });
});

describe('histogramOf', () => {
  it('covers every result with equal bars on multiples of the width', () => {
    const results = [-100_000, -950, 0, 50, 950, 49_000];
    const h = histogramOf(results);
    expect(h.reduce((a, b) => a + b.count, 0)).toBe(results.length);
    expect(h.length).toBeLessThanOrEqual(24);
    const width = h[0]!.to - h[0]!.from;
    for (let i = 0; i < h.length; i++) {
      expect(h[i]!.to - h[i]!.from).toBe(width);
      if (i > 0) expect(h[i]!.from).toBe(h[i - 1]!.to);
    }
    expect(Number.isInteger(h[0]!.from / width)).toBe(true);
    expect(h[0]!.from).toBeLessThanOrEqual(-100_000);
    expect(h.at(-1)!.to).toBeGreaterThan(49_000);
  });

  it('one result is one bar; no results, no bars', () => {
    expect(histogramOf([700])).toEqual([{ from: 700, to: 800, count: 1 }]);
    expect(histogramOf([])).toEqual([]);
  });
});
