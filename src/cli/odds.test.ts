import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXIT_BAD_INPUT, type OddsOutput, main } from './odds.ts';

const run = promisify(execFile);

/** The published 8-deck counts (ordered 6-card deals). */
const EIGHT_DECKS = {
  banker: '2292252566437888',
  player: '2230518282592256',
  tie: '475627426473216',
  total: '4998398275503360',
};

/** The one JSON line of a successful run. */
function parse(stdout: string): OddsOutput {
  expect(stdout.endsWith('\n')).toBe(true);
  expect(stdout.slice(0, -1)).not.toContain('\n');
  return JSON.parse(stdout) as OddsOutput;
}

describe('odds --decks / --counts', () => {
  it('--decks 8 prints one JSON line with the published counts, keys in the documented order', () => {
    const r = main(['--decks', '8']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = parse(r.stdout);
    expect(Object.keys(out)).toEqual(['cards', 'counts', 'probability', 'houseEdge']);
    expect(out.cards).toBe(416);
    expect(out.counts).toEqual(EIGHT_DECKS);
    expect(Object.keys(out.counts)).toEqual(['banker', 'player', 'tie', 'total']);
    expect(Object.keys(out.probability)).toEqual(['banker', 'player', 'tie', 'playerPair', 'bankerPair', 'natural']);
    expect(Object.keys(out.houseEdge)).toEqual(['banker', 'player', 'tie', 'tie9to1', 'pair']);
    expect(out.houseEdge.banker.toFixed(6)).toBe('0.010579');
    expect(out.houseEdge.player.toFixed(6)).toBe('0.012351');
    expect(out.houseEdge.tie.toFixed(6)).toBe('0.143596');
    expect(out.houseEdge.pair.toFixed(6)).toBe('0.103614');
    expect(out.houseEdge.tie9to1).toBeCloseTo(out.houseEdge.tie - out.probability.tie, 15);
    expect(out.probability.banker + out.probability.player + out.probability.tie).toBeCloseTo(1, 14);
    expect(out.probability.playerPair).toBeCloseTo((13 * 32 * 31) / (416 * 415), 15);
    expect(out.probability.bankerPair).toBe(out.probability.playerPair);
  });

  it('--counts with 13 × 32 prints the same line as --decks 8', () => {
    const r = main(['--counts', '32,32,32,32,32,32,32,32,32,32,32,32,32']);
    expect(r).toEqual(main(['--decks', '8']));
  });

  it('accepts --decks=N, --counts=LIST and spaces around counts', () => {
    expect(main(['--decks=6'])).toEqual(main(['--decks', '6']));
    expect(main(['--counts=4, 4,4,4,4,4,4,4,4,4,4,4 ,4'])).toEqual(main(['--decks', '1']));
  });

  it('1 and 6 decks give the published counts', () => {
    expect(parse(main(['--decks', '1']).stdout).counts).toMatchObject({ banker: '6737232640', player: '6548674432', tie: '1372227328' });
    expect(parse(main(['--decks', '6']).stdout).counts).toMatchObject({
      banker: '403095751234560', player: '392220492728832', tie: '83552962932288',
    });
  });

  it('a depleted shoe of exactly 6 cards', () => {
    const out = parse(main(['--counts', '0,0,0,0,0,0,0,0,0,0,0,0,6']).stdout);
    expect(out.cards).toBe(6);
    expect(out.counts).toEqual({ banker: '0', player: '0', tie: '720', total: '720' });
    expect(out.probability.tie).toBe(1);
  });

  it('counts beyond 2^53 are printed exactly (9 decks)', () => {
    const out = parse(main(['--decks', '9']).stdout);
    expect(BigInt(out.counts.total)).toBe(468n * 467n * 466n * 465n * 464n * 463n);
    expect(BigInt(out.counts.banker) + BigInt(out.counts.player) + BigInt(out.counts.tie)).toBe(BigInt(out.counts.total));
  });

  it('--help prints usage and succeeds', () => {
    const r = main(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/--decks/);
    expect(r.stdout).toMatch(/--counts/);
    expect(r.stderr).toBe('');
  });
});

describe('odds: bad input exits 2 with one line on stderr and nothing on stdout', () => {
  const ones = (n: number): string => new Array(n).fill('1').join(',');
  const cases: [string, string[], RegExp][] = [
    ['no arguments', [], /give --decks N or --counts LIST/],
    ['--decks without a value', ['--decks'], /--decks needs a value/],
    ['--counts without a value', ['--counts'], /--counts needs a value/],
    ['--decks 0', ['--decks', '0'], /--decks must be a positive integer, got "0"/],
    ['--decks -1', ['--decks', '-1'], /positive integer/],
    ['--decks 1.5', ['--decks', '1.5'], /positive integer, got "1.5"/],
    ['--decks abc', ['--decks', 'abc'], /positive integer/],
    ['--decks empty', ['--decks='], /positive integer, got ""/],
    ['--decks too large', ['--decks', '9007199254740993'], /decks must be a positive integer/],
    ['12 counts', ['--counts', ones(12)], /13 rank counts .*got 12/],
    ['14 counts', ['--counts', ones(14)], /got 14/],
    ['a negative count', ['--counts', `-1,${ones(12)}`], /count of rank A must be a non-negative integer, got -1/],
    ['a non-integer count', ['--counts', `${ones(9)},2.5,${ones(3)}`], /rank 10 must be a non-negative integer, got 2.5/],
    ['a count that is not a number', ['--counts', `${ones(12)},x`], /count 13 is not a number: "x"/],
    ['an empty count', ['--counts', `1,,${ones(11)}`], /count 2 is not a number: ""/],
    ['a hexadecimal count', ['--counts', `0x10,${ones(12)}`], /count 1 is not a number/],
    ['fewer than 6 cards', ['--counts', '1,1,1,1,1,0,0,0,0,0,0,0,0'], /5 cards, at least 6/],
    ['no cards', ['--counts', '0,0,0,0,0,0,0,0,0,0,0,0,0'], /0 cards, at least 6/],
    ['both --decks and --counts', ['--decks', '8', '--counts', ones(13)], /either --decks or --counts/],
    ['--decks twice', ['--decks', '8', '--decks', '6'], /--decks given twice/],
    ['an unknown argument', ['--deck', '8'], /unknown argument "--deck"/],
    ['a stray value', ['--decks', '8', '6'], /unknown argument "6"/],
  ];

  it.each(cases)('%s', (_, argv, message) => {
    const r = main(argv);
    expect(r.code).toBe(EXIT_BAD_INPUT);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/^odds: [^\n]+\n$/);
  });
});

describe('odds run as a program', () => {
  const tsx = ['tsx', 'src/cli/odds.ts'];

  it('prints the 8-deck line', async () => {
    const { stdout, stderr } = await run('npx', [...tsx, '--decks', '8']);
    expect(parse(stdout).counts).toEqual(EIGHT_DECKS);
    expect(stderr).toBe('');
  }, 60_000);

  it('exits 2 with nothing on stdout for bad input', async () => {
    const err = await run('npx', [...tsx, '--counts', '1,2,3']).then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(err).not.toBeNull();
    expect(err!.code).toBe(2);
    expect(err!.stdout).toBe('');
    expect(err!.stderr).toMatch(/^odds: shoe needs 13 rank counts[^\n]*\n$/);
  }, 60_000);
});

describe('odds --variant', () => {
  const edges = (argv: string[]) => JSON.parse(main(argv).stdout) as OddsOutput;
  it('carries every bet of the variant under the same keys in probability and houseEdge, banker by its rules', () => {
    const ez = edges(['--decks', '8', '--variant', 'ez']);
    const side = ['playerPair', 'eitherPair', 'bankerPair', 'dragonBonusPlayer', 'dragonBonusBanker', 'panda8', 'dragon7'];
    expect(Object.keys(ez.houseEdge)).toEqual(['banker', 'player', 'tie', 'tie9to1', 'pair', ...side]);
    expect(Object.keys(ez.probability)).toEqual(['banker', 'player', 'tie', 'playerPair', 'bankerPair', 'natural', ...side.filter((k) => k !== 'playerPair' && k !== 'bankerPair')]);
    const pct = (x: number | undefined) => (x! * 100).toFixed(4);
    expect(pct(ez.houseEdge.banker)).toBe('1.0183');
    expect(pct(ez.houseEdge.dragon7)).toBe('7.6113');
    expect(pct(ez.houseEdge.panda8)).toBe('10.1876');
    expect(pct(ez.houseEdge.eitherPair)).toBe('13.7099');
    expect(pct(edges(['--decks=6', '--variant=no-commission']).houseEdge.banker)).toBe('1.4548');
    const std = edges(['--decks', '8', '--variant', 'standard']);
    expect(std.houseEdge.dragon7).toBeUndefined();
    expect(pct(std.houseEdge.dragonBonusBanker)).toBe('9.3731');
    expect(pct(std.houseEdge.banker)).toBe('1.0579');
  });
  it('works with --counts, and an unknown variant exits 2', () => {
    const out = edges(['--counts', '4,4,4,4,4,4,4,4,4,4,4,4,4', '--variant', 'ez']);
    expect(out.probability.dragon7).toBeGreaterThan(0);
    const r = main(['--decks', '8', '--variant', 'mini']);
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(r.stderr).toMatch(/unknown variant "mini"/);
  });
});
