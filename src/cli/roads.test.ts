/** The roads CLI: one JSON line on success, exit 2 with one stderr line on bad input. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { main } from './roads.ts';

/** src/engine/RULES.md § Scoreboards, Worked example (B B P T P B), written out by hand. */
const WORKED_EXAMPLE =
  '{"beadPlate":[{"result":"B","col":0,"row":0},{"result":"B","col":0,"row":1},{"result":"P","col":0,"row":2},' +
  '{"result":"T","col":0,"row":3},{"result":"P","col":0,"row":4},{"result":"B","col":0,"row":5}],' +
  '"bigRoad":[{"result":"B","col":0,"row":0,"ties":0},{"result":"B","col":0,"row":1,"ties":0},' +
  '{"result":"P","col":1,"row":0,"ties":1},{"result":"P","col":1,"row":1,"ties":0},{"result":"B","col":2,"row":0,"ties":0}],' +
  '"leadingTies":0,"bigEyeBoy":[{"color":"red","col":0,"row":0},{"color":"red","col":0,"row":1}],' +
  '"smallRoad":[],"cockroachPig":[],' +
  '"ask":{"banker":{"bigEyeBoy":"red","smallRoad":"red","cockroachPig":null},' +
  '"player":{"bigEyeBoy":"blue","smallRoad":"blue","cockroachPig":null}}}\n';

function expectError(argv: string[], mentions: string) {
  const r = main(argv);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toContain(mentions);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
}

describe('roads CLI (main)', () => {
  it('prints the worked example as exactly one JSON line', () => {
    expect(main(['--results', 'BBPTPB'])).toEqual({ code: 0, stdout: WORKED_EXAMPLE, stderr: '' });
  });

  it('accepts lowercase letters and --results=value', () => {
    expect(main(['--results=bbptpb']).stdout).toBe(WORKED_EXAMPLE);
  });

  it('empty --results gives empty roads', () => {
    const r = main(['--results', '']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      beadPlate: [],
      bigRoad: [],
      leadingTies: 0,
      bigEyeBoy: [],
      smallRoad: [],
      cockroachPig: [],
      ask: {
        banker: { bigEyeBoy: null, smallRoad: null, cockroachPig: null },
        player: { bigEyeBoy: null, smallRoad: null, cockroachPig: null },
      },
    });
  });

  it('--pairs puts pair flags on the bead cells (a value starting with "-" is fine)', () => {
    const r = main(['--results', 'TBPB', '--pairs', '-pB2']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.beadPlate).toEqual([
      { result: 'T', col: 0, row: 0, playerPair: false, bankerPair: false },
      { result: 'B', col: 0, row: 1, playerPair: true, bankerPair: false },
      { result: 'P', col: 0, row: 2, playerPair: false, bankerPair: true },
      { result: 'B', col: 0, row: 3, playerPair: true, bankerPair: true },
    ]);
    expect(out.leadingTies).toBe(1);
    expect(out.bigRoad[0]).toEqual({ result: 'B', col: 0, row: 0, ties: 1 });
  });

  it('exits 2 on a bad letter, naming it', () => {
    expectError(['--results', 'BBXP'], '"X" at position 3');
  });
  it('exits 2 when --results is missing', () => {
    expectError([], 'missing --results');
    expectError(['--pairs', '--'], 'missing --results');
  });
  it('exits 2 when --results has no value', () => {
    expectError(['--results'], '--results needs a value');
  });
  it('exits 2 on --pairs of another length', () => {
    expectError(['--results', 'BBP', '--pairs', '--'], '--pairs "--" has 2 characters, --results has 3');
  });
  it('exits 2 on a bad --pairs character, naming it', () => {
    expectError(['--results', 'BBP', '--pairs', '-x-'], '"x" at position 2 of --pairs');
  });
  it('exits 2 on an unknown or repeated argument', () => {
    expectError(['--results', 'B', '--colour'], 'unknown argument "--colour"');
    expectError(['BBP'], 'unknown argument "BBP"');
    expectError(['--results', 'B', '--results', 'P'], '--results given twice');
  });
});

describe('roads CLI (real process)', () => {
  const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { encoding: 'utf8', cwd: process.cwd() });

  it('npm run -s roads prints the worked example', () => {
    const r = run('npm', ['run', '-s', 'roads', '--', '--results', 'BBPTPB']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(WORKED_EXAMPLE);
  }, 30_000);

  it('npx tsx exits 2 with one stderr line and nothing on stdout', () => {
    const r = run('npx', ['tsx', 'src/cli/roads.ts', '--results', 'BBQ']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('roads: bad letter "Q" at position 3 of --results "BBQ" (use B, P, T)\n');
  }, 30_000);
});
