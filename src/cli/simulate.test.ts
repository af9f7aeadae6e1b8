import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { analyzeShoe, countsForDecks } from '../engine/odds.ts';
import { simulate } from '../engine/simulate.ts';
import { EXIT_BAD_INPUT, type SimulateOutput, main, randomSeed } from './simulate.ts';

const run = promisify(execFile);

/** The one JSON line of a successful run. */
function parse(stdout: string): SimulateOutput {
  expect(stdout.endsWith('\n')).toBe(true);
  expect(stdout.slice(0, -1)).not.toContain('\n');
  return JSON.parse(stdout) as SimulateOutput;
}

const small = ['--rounds', '20000', '--decks', '6', '--policy', 'cut-card', '--seed', 'cli'];

describe('simulate CLI', () => {
  it('prints the parameters, counts from the engine beside the exact values, and timing apart', () => {
    const r = main(small);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = parse(r.stdout);
    expect(Object.keys(out)).toEqual(['parameters', 'shoes', 'cardsPerRound', 'columns', 'frequency', 'houseEdge', 'bets', 'maxAbsZ', 'timing']);
    expect(out.parameters).toEqual({ rounds: 20000, decks: 6, policy: 'cut-card', seed: 'cli', variant: 'standard' });
    const sim = simulate(out.parameters);
    const exact = analyzeShoe(countsForDecks(6));
    expect(out.shoes).toBe(sim.shoes);
    expect(out.cardsPerRound).toBe(sim.cardsDealt / sim.rounds);
    for (const e of ['banker', 'player', 'tie', 'playerPair', 'bankerPair', 'natural'] as const) {
      expect(out.frequency[e].count).toBe(sim.counts[e]);
      expect(out.frequency[e].observed).toBe(sim.counts[e] / 20000);
      expect(out.frequency[e].exactFullShoe).toBe(exact.probability[e]);
      expect(out.frequency[e].z).toBeCloseTo((out.frequency[e].observed - exact.probability[e]) / out.frequency[e].standardError, 12);
    }
    expect(out.houseEdge.banker.exactFullShoe).toBe(exact.houseEdge.banker);
    expect(out.columns.exactFullShoe).toContain('full shoe of 6 decks');
    expect(out.timing!.roundsPerSecond).toBeGreaterThan(0);
    expect(out.timing!.seconds).toBeGreaterThan(0);
  });

  it('--variant ez reports every bet of the EZ table, side bets too, beside its exact edge', () => {
    const out = parse(main(['--rounds', '20000', '--decks', '8', '--variant', 'ez', '--seed', 'cli', '--no-timing']).stdout);
    const exact = analyzeShoe(countsForDecks(8));
    expect(Object.keys(out.bets)).toEqual(['player', 'tie', 'banker', 'playerPair', 'eitherPair', 'bankerPair', 'dragonBonusPlayer', 'dragonBonusBanker', 'panda8', 'dragon7']);
    const sim = simulate({ rounds: 20000, decks: 8, policy: 'cut-card', seed: 'cli', variant: 'ez' });
    for (const [key, c] of Object.entries(out.bets)) {
      expect(c.exactFullShoe).toBe(exact.variants.ez[key as 'dragon7']!.houseEdge);
      expect(c.observed).toBeCloseTo(-sim.bets[key as 'dragon7']!.net / 20 / 20000, 12);
      expect(Math.abs(c.z)).toBeLessThan(5);
    }
    // The standard Banker edge and the EZ one differ; "houseEdge" reports the EZ table's own.
    expect(out.bets.banker!.exactFullShoe).not.toBe(exact.houseEdge.banker);
    expect(out.bets.player!.observed).toBeCloseTo(out.houseEdge.player.observed, 12);
    expect(main(['--variant', 'mini']).code).toBe(2);
  });

  // The published EZ Banker edges (src/engine/RULES.md § Table variants), not the engine's own figure.
  it.each([
    [8, 0.010183],
    [6, 0.010161],
  ])('--variant ez on %i decks: the Banker edge is the published one, and the dealt rounds agree with it', (decks, published) => {
    const out = parse(main(['--rounds', '20000', '--decks', String(decks), '--variant', 'ez', '--seed', 'cli', '--no-timing']).stdout);
    const banker = out.houseEdge.banker;
    expect(Math.abs(banker.exactFullShoe - published)).toBeLessThan(5e-7);
    expect(banker.standardError).toBeGreaterThan(0);
    expect(Math.abs(banker.observed - published)).toBeLessThan(5 * banker.standardError);
  });

  it('--no-timing output is byte-identical for the same seed, different for another', () => {
    const a = main([...small, '--no-timing']);
    const b = main(['--no-timing', '--seed=cli', '--policy=cut-card', '--decks=6', '--rounds=2e4']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(parse(a.stdout).timing).toBeUndefined();
    expect(main(['--rounds', '20000', '--decks', '6', '--seed', 'other', '--no-timing']).stdout).not.toBe(a.stdout);
  });

  it('without --seed uses (and prints) the supplied seed; the default source is random hex', () => {
    const out = parse(main(['--rounds', '100', '--no-timing'], () => 'chosen').stdout);
    expect(out.parameters).toEqual({ rounds: 100, decks: 8, policy: 'cut-card', seed: 'chosen', variant: 'standard' });
    expect(randomSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(randomSeed()).not.toBe(randomSeed());
  });

  it('--help prints the usage and exits 0', () => {
    const r = main(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: simulate /);
  });

  it.each<[string[], RegExp]>([
    [['--rounds', '0'], /rounds must be an integer from 1/],
    [['--rounds', '-5'], /--rounds must be a positive integer/],
    [['--rounds', '1.5'], /--rounds must be a positive integer/],
    [['--rounds', 'many'], /--rounds must be a positive integer/],
    [['--rounds', '1e13'], /rounds must be an integer from 1/],
    [['--decks', '2'], /--decks must be one of 1, 6, 8/],
    [['--decks', 'six'], /--decks must be one of 1, 6, 8/],
    [['--policy', 'sometimes'], /--policy must be one of every-round, cut-card/],
    [['--seed', ''], /seed must be 1 to 64 characters/],
    [['--seed', 'x'.repeat(65)], /seed must be 1 to 64 characters/],
    [['--rounds'], /--rounds needs a value/],
    [['--rounds', '5', '--rounds', '6'], /--rounds given twice/],
    [['--fast'], /unknown argument "--fast"/],
  ])('%j exits 2 with one line on stderr and nothing on stdout', (argv, message) => {
    const r = main(argv);
    expect(r.code).toBe(EXIT_BAD_INPUT);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/^simulate: [^\n]*\n$/);
  });

  const tsx = ['tsx', 'src/cli/simulate.ts'];
  it('runs as a script: JSON on stdout, exit 0', async () => {
    const { stdout, stderr } = await run('npx', [...tsx, ...small, '--no-timing']);
    expect(stdout).toBe(main([...small, '--no-timing']).stdout);
    expect(stderr).toBe('');
  }, 60_000);

  it('as a script, bad input exits 2 with nothing on stdout', async () => {
    const err = await run('npx', [...tsx, '--decks', '7']).then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(err).not.toBeNull();
    expect(err!.code).toBe(2);
    expect(err!.stdout).toBe('');
    expect(err!.stderr).toMatch(/^simulate: --decks must be one of 1, 6, 8[^\n]*\n$/);
  }, 60_000);
});
