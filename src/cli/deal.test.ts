import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type DealOutput, main } from './deal.ts';

const run = promisify(execFile);

const EXAMPLE =
  '{"player":["5","8","4"],"banker":["K","3","Q"],"playerTotal":7,"bankerTotal":3,"winner":"player","natural":false,"playerDrew":true,"bankerDrew":true}';

describe('deal --cards', () => {
  it('prints the documented example exactly, keys in order', () => {
    expect(main(['--cards', '5,K,8,3,4,Q'])).toEqual({ code: 0, stdout: `${EXAMPLE}\n`, stderr: '' });
    expect(Object.keys(JSON.parse(EXAMPLE) as object)).toEqual([
      'player', 'banker', 'playerTotal', 'bankerTotal', 'winner', 'natural', 'playerDrew', 'bankerDrew',
    ]);
  });

  it('accepts --cards=LIST', () => {
    expect(main(['--cards=5,K,8,3,4,Q']).stdout).toBe(`${EXAMPLE}\n`);
  });

  it('accepts suits and lower case, and prints ranks only', () => {
    expect(main(['--cards', '5H,KS,8d,3c,4S,QH']).stdout).toBe(`${EXAMPLE}\n`);
  });

  it('reads 10 (and spaces around tokens)', () => {
    const r = main(['--cards', '10, 9 ,10H,K']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      player: ['10', '10'],
      banker: ['9', 'K'],
      playerTotal: 0,
      bankerTotal: 9,
      winner: 'banker',
      natural: true,
      playerDrew: false,
      bankerDrew: false,
    });
  });

  it('a tie on naturals, with extra cards accepted and ignored', () => {
    const r = main(['--cards', 'A,2,7,6,K,K,K,K']);
    expect(JSON.parse(r.stdout)).toMatchObject({ player: ['A', '7'], banker: ['2', '6'], winner: 'tie', natural: true });
    expect(r.stdout.split('\n')).toEqual([expect.any(String), '']);
  });

  it('Player stands, Banker draws', () => {
    expect(JSON.parse(main(['--cards', '6,A,K,3,5']).stdout)).toEqual({
      player: ['6', 'K'],
      banker: ['A', '3', '5'],
      playerTotal: 6,
      bankerTotal: 9,
      winner: 'banker',
      natural: false,
      playerDrew: false,
      bankerDrew: true,
    });
  });
});

describe('deal --stdin', () => {
  it('prints one JSON line per list, skipping blank lines', () => {
    const input = '5,K,8,3,4,Q\n\n   \n9S,10H,KD,2C\r\n6,A,K,3,5\n';
    const r = main(['--stdin'], input);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(EXAMPLE);
    expect(JSON.parse(lines[1]!)).toMatchObject({ player: ['9', 'K'], banker: ['10', '2'], winner: 'player', natural: true });
    expect(JSON.parse(lines[2]!)).toMatchObject({ winner: 'banker', playerDrew: false, bankerDrew: true });
  });

  it('empty input prints nothing and succeeds', () => {
    expect(main(['--stdin'], '')).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(main(['--stdin'], '\n\n')).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(main(['--stdin'])).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('prints nothing when any line is bad, and names the line', () => {
    const r = main(['--stdin'], '5,K,8,3,4,Q\n9,9,K,K\n5,K,Z,3\n8,8,8,8\n');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/line 3/);
    expect(r.stderr).toContain('"Z"');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('a short line after good ones also prints nothing', () => {
    const r = main(['--stdin'], '5,K,8,3,4,Q\n5,K,8,3\n');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/line 2/);
  });
});

describe('deal errors exit 2 with stdout empty', () => {
  it.each([
    ['unknown token', ['--cards', '5,K,X,3,4,Q'], /unknown card token "X"/],
    ['11 is no rank', ['--cards', '5,K,11,3,4,Q'], /"11"/],
    ['1 is no rank', ['--cards', '1,K,8,3'], /"1"/],
    ['bad suit', ['--cards', '5,KZ,8,3'], /"KZ"/],
    ['empty token', ['--cards', '5,,8,3,4,Q'], /unknown card token ""/],
  ])('%s', (_, argv, message) => {
    const r = main(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.endsWith('\n')).toBe(true);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it.each([
    ['5,K,8,3', 5, 4], // Player 3 must draw
    ['5,K,8,3,4', 6, 5], // Banker 3 on a 4 must draw
    ['5,K', 4, 2],
    ['', 4, 0],
  ])('too short: %j needs at least %i, %i given', (list, needed, given) => {
    const r = main(['--cards', list]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`at least ${needed} cards, ${given} given`);
    expect(r.stderr).toContain(`"${list}"`);
  });

  it.each([
    [[]],
    [['--cards']],
    [['--cards', '5,K,8,3,4,Q', '--stdin']],
    [['--cards', '5,K,8,3,4,Q', '--cards', '9,9,9,9']],
    [['--deck', '6']],
    [['5,K,8,3,4,Q']],
  ])('bad arguments %j', (argv) => {
    const r = main(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^deal: /);
  });

  it('--help prints usage and succeeds', () => {
    const r = main(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/--cards/);
    expect(r.stdout).toMatch(/--stdin/);
  });
});

describe('deal run as a program', () => {
  const tsx = ['tsx', 'src/cli/deal.ts'];

  it('prints the example', async () => {
    const { stdout, stderr } = await run('npx', [...tsx, '--cards', '5,K,8,3,4,Q']);
    expect(stdout).toBe(`${EXAMPLE}\n`);
    expect(stderr).toBe('');
  }, 60_000);

  it('reads standard input with --stdin', async () => {
    const child = run('npx', [...tsx, '--stdin']);
    child.child.stdin?.end('5,K,8,3,4,Q\n\n9,9,9,9\n');
    const { stdout } = await child;
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(EXAMPLE);
    expect(JSON.parse(lines[1]!)).toMatchObject({ winner: 'tie', playerTotal: 8, bankerTotal: 8 });
  }, 60_000);

  it('exits 2 with nothing on stdout for an unknown token', async () => {
    const err = await run('npx', [...tsx, '--cards', '5,K,Q9,3']).then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(err).not.toBeNull();
    expect(err!.code).toBe(2);
    expect(err!.stdout).toBe('');
    expect(err!.stderr).toMatch(/unknown card token "Q9"/);
  }, 60_000);
});

describe('deal --variant and --bets', () => {
  it('adds the settlement, one entry per bet in the order given, returned including the stake', () => {
    const r = main(['--cards', '5,K,8,3,4,Q', '--variant', 'standard', '--bets', 'player=10000,playerPair=1000']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${EXAMPLE.slice(0, -1)},"settlement":{"player":{"stake":10000,"returned":20000},"playerPair":{"stake":1000,"returned":0}}}\n`);
  });

  it('pays by the variant: no-commission 1:2 on a winning 6 (rounded up), EZ push on a three-card 7, Dragon 7', () => {
    const nc = JSON.parse(main(['--cards', '5,K,K,6,K', '--variant', 'no-commission', '--bets', 'banker=1001']).stdout) as DealOutput;
    expect(nc.settlement).toEqual({ banker: { stake: 1001, returned: 1502 } });
    const std = JSON.parse(main(['--cards', '5,K,K,6,K', '--bets', 'banker=1000']).stdout) as DealOutput;
    expect(std.settlement).toEqual({ banker: { stake: 1000, returned: 1950 } });
    const ez = JSON.parse(main(['--cards', 'K,3,K,K,K,4', '--variant=ez', '--bets=banker=1000,dragon7=1000,panda8=1000,tie=1000']).stdout) as DealOutput;
    expect(ez.settlement).toEqual({
      banker: { stake: 1000, returned: 1000 },
      dragon7: { stake: 1000, returned: 41000 },
      panda8: { stake: 1000, returned: 0 },
      tie: { stake: 1000, returned: 0 },
    });
  });

  it('a pair is paid on a Tie, and a zero stake returns 0', () => {
    const out = JSON.parse(main(['--cards', '4,8,4,K', '--bets', 'playerPair=500,bankerPair=0,player=1000,dragonBonusPlayer=1000']).stdout) as DealOutput;
    expect(out.winner).toBe('tie');
    expect(out.settlement).toEqual({
      playerPair: { stake: 500, returned: 6000 },
      bankerPair: { stake: 0, returned: 0 },
      player: { stake: 1000, returned: 1000 },
      dragonBonusPlayer: { stake: 1000, returned: 1000 },
    });
  });

  it('--stdin applies the same bets to every line', () => {
    const r = main(['--stdin', '--bets', 'tie=100,eitherPair=100'], '8,8,K,K\n5,K,8,3,4,Q\n');
    const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as DealOutput);
    expect(lines.map((l) => l.settlement)).toEqual([
      { tie: { stake: 100, returned: 900 }, eitherPair: { stake: 100, returned: 0 } },
      { tie: { stake: 100, returned: 0 }, eitherPair: { stake: 100, returned: 0 } },
    ]);
  });

  it('without --bets the output is unchanged', () => {
    expect(main(['--cards', '5,K,8,3,4,Q', '--variant', 'ez']).stdout).toBe(`${EXAMPLE}\n`);
  });

  it.each([
    ['an unknown bet', ['--bets', 'pair=100'], /unknown bet "pair"/],
    ['a bet the variant lacks', ['--bets', 'dragon7=100'], /standard table has no dragon7/],
    ['panda8 on no-commission', ['--variant', 'no-commission', '--bets', 'panda8=100'], /no panda8/],
    ['a negative stake', ['--bets', 'player=-100'], /"-100"/],
    ['a non-integer stake', ['--bets', 'player=10.5'], /"10.5"/],
    ['a stake missing', ['--bets', 'player'], /stake of player/],
    ['an unknown variant', ['--variant', 'mini'], /unknown variant "mini"/],
    ['a repeated bet', ['--bets', 'tie=100,tie=200'], /twice/],
  ])('%s exits 2 with one line and nothing on stdout', (_, extra, message) => {
    for (const argv of [['--cards', '5,K,8,3,4,Q', ...extra], ['--stdin', ...extra]]) {
      const r = main(argv, '5,K,8,3,4,Q\n');
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });
});
