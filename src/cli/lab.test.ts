import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runLab } from '../engine/lab.ts';
import { EXIT_BAD_INPUT, type LabOutput, LAB_OUTPUT_FIELDS, main } from './lab.ts';

const run = promisify(execFile);

function parse(stdout: string): LabOutput {
  expect(stdout.endsWith('\n')).toBe(true);
  expect(stdout.slice(0, -1)).not.toContain('\n');
  return JSON.parse(stdout) as LabOutput;
}

const small = ['--system', 'martingale', '--bet', 'banker', '--base', '1000', '--bankroll', '100000', '--rounds', '100', '--sessions', '500', '--decks', '8', '--seed', 'cli'];

describe('lab CLI', () => {
  it('prints the contract fields, from the engine', () => {
    const r = main([...small, '--target', '50000']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = parse(r.stdout);
    expect(Object.keys(out)).toEqual([...LAB_OUTPUT_FIELDS]);
    const engine = runLab({
      system: 'martingale',
      bet: 'banker',
      base: 1000,
      bankroll: 100000,
      rounds: 100,
      sessions: 500,
      decks: 8,
      policy: 'every-round',
      seed: 'cli',
      target: 50000,
    });
    for (const k of LAB_OUTPUT_FIELDS) expect(out[k]).toEqual(engine[k]);
    expect(out.sessions).toBe(500);
    expect(out.histogram.reduce((a, b) => a + b.count, 0)).toBe(500);
    expect(out.won + out.lost).toBeLessThanOrEqual(1);
  });

  it('the same seed gives the same output; options also take --name=value', () => {
    const a = main(small).stdout;
    expect(main(small).stdout).toBe(a);
    expect(main(small.map((x, i) => (i % 2 === 0 ? `${x}=${small[i + 1]}` : '')).filter(Boolean)).stdout).toBe(a);
    expect(main([...small.slice(0, -1), 'other']).stdout).not.toBe(a);
  });

  it('a loss limit and a cut-card shoe: flat bets stop within one stake past the limit', () => {
    const argv = small.map((x, i) => ({ '--system': 'flat', '--rounds': '2000' })[small[i - 1] ?? ''] ?? x);
    const out = parse(main([...argv, '--stop-loss', '20000', '--policy', 'cut-card']).stdout);
    const bar = out.histogram[0]!;
    expect(bar.count).toBeGreaterThan(0);
    expect(bar.to).toBeGreaterThan(-21_000);
    expect(out.ruined).toBe(0);
  });

  it('--help prints the usage and exits 0', () => {
    const r = main(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: lab /);
  });

  const without = (name: string) => {
    const i = small.indexOf(name);
    return [...small.slice(0, i), ...small.slice(i + 2)];
  };
  const change = (name: string, value: string) => small.map((x, i) => (small[i - 1] === name ? value : x));
  it.each<[string[], RegExp]>([
    [without('--system'), /--system is needed/],
    [without('--seed').slice(0, -2), /--decks, --seed are needed|--seed is needed/],
    [change('--system', 'double-up'), /--system must be one of flat, martingale, paroli, dalembert, fibonacci, labouchere, 1326/],
    [change('--bet', 'dragon'), /--bet must be one of player, banker, tie/],
    [change('--base', '1500'), /base must be a multiple of 1000/],
    [change('--base', '1000000'), /base must be a multiple of 1000 øre from 1000 to 500000/],
    [change('--base', '10kr'), /--base must be a whole number/],
    [change('--bankroll', '500'), /bankroll must be an integer from 1000/],
    [change('--rounds', '0'), /rounds must be an integer from 1 to 10000/],
    [change('--sessions', '100001'), /sessions must be an integer from 1 to 100000/],
    [change('--sessions', '-3'), /--sessions must be a whole number/],
    [change('--decks', '2'), /--decks must be one of 1, 6, 8/],
    [[...small, '--policy', 'sometimes'], /--policy must be one of every-round, cut-card/],
    [[...small, '--target', '0'], /target must be an integer from 1/],
    [[...small, '--stop-loss', '1.5'], /--stop-loss must be a whole number/],
    [change('--seed', 'x'.repeat(65)), /seed must be 1 to 64 characters/],
    [[...small, '--target'], /--target needs a value/],
    [[...small, '--rounds', '5'], /--rounds given twice/],
    [[...small, '--fast'], /unknown argument "--fast"/],
  ])('%j exits 2 with one line on stderr and nothing on stdout', (argv, message) => {
    const r = main(argv);
    expect(r.code).toBe(EXIT_BAD_INPUT);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/^lab: [^\n]*\n$/);
  });

  const tsx = ['tsx', 'src/cli/lab.ts'];
  it('runs as a script: JSON on stdout, exit 0; bad input exits 2 with nothing on stdout', async () => {
    const { stdout, stderr } = await run('npx', [...tsx, ...small]);
    expect(stdout).toBe(main(small).stdout);
    expect(stderr).toBe('');
    const err = await run('npx', [...tsx, ...change('--decks', '7')]).then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(err).not.toBeNull();
    expect(err!.code).toBe(2);
    expect(err!.stdout).toBe('');
    expect(err!.stderr).toMatch(/^lab: --decks must be one of 1, 6, 8[^\n]*\n$/);
  }, 60_000);
});
