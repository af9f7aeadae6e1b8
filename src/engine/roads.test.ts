/**
 * Roads by hand-worked examples (src/engine/RULES.md § Scoreboards). Every expected array below was derived
 * on paper from the text of src/engine/RULES.md § Scoreboards (streak lengths, then the k-formula, then the drawing rule),
 * not by running the engine.
 */
import { describe, expect, it } from 'vitest';
import {
  type BeadCell,
  type BigRoadCell,
  type DerivedCell,
  type RoadColor,
  type RoadRound,
  computeRoads,
  derivedColor,
  placeOnGrid,
  previewNext,
  roadResult,
  roadRoundOf,
} from './roads.ts';
import { cardFromId } from './cards.ts';
import { resolveCoup } from './coup.ts';

const WINNER = { B: 'banker', P: 'player', T: 'tie' } as const;

/** Rounds from letters, e.g. 'BBPT'; pairs per round: '-' none, 'p', 'b', '2' both. */
function rounds(letters: string, pairs?: string): RoadRound[] {
  return [...letters].map((c, i) => ({
    winner: WINNER[c as keyof typeof WINNER],
    playerPair: pairs?.[i] === 'p' || pairs?.[i] === '2',
    bankerPair: pairs?.[i] === 'b' || pairs?.[i] === '2',
  }));
}
const big = (result: 'B' | 'P', col: number, row: number, ties = 0): BigRoadCell => ({ result, col, row, ties });
const red = (col: number, row: number): DerivedCell => ({ color: 'red', col, row });
const blue = (col: number, row: number): DerivedCell => ({ color: 'blue', col, row });
const bead = (result: 'B' | 'P' | 'T', col: number, row: number, playerPair = false, bankerPair = false): BeadCell => ({
  result,
  col,
  row,
  playerPair,
  bankerPair,
});
const colors = (cells: DerivedCell[]): RoadColor[] => cells.map((c) => c.color);

describe('worked example of src/engine/RULES.md § Scoreboards: B B P T P B', () => {
  const r = computeRoads(rounds('BBPTPB'));

  it('bead plate fills column 0 top to bottom, Tie included', () => {
    expect(r.beadPlate).toEqual([bead('B', 0, 0), bead('B', 0, 1), bead('P', 0, 2), bead('T', 0, 3), bead('P', 0, 4), bead('B', 0, 5)]);
  });

  it('big road: B B down column 0, P with one tie at (1,0), P (1,1), B (2,0)', () => {
    expect(r.bigRoad).toEqual([big('B', 0, 0), big('B', 0, 1), big('P', 1, 0, 1), big('P', 1, 1), big('B', 2, 0)]);
    expect(r.leadingTies).toBe(0);
  });

  it('Big Eye Boy red (0,0), red (0,1); no Small Road or Cockroach Pig yet', () => {
    expect(r.bigEyeBoy).toEqual([red(0, 0), red(0, 1)]);
    expect(r.smallRoad).toEqual([]);
    expect(r.cockroachPig).toEqual([]);
  });

  it('Ask: streaks [2,2,1]; Banker makes m=2 (red, red, none), Player a new streak (blue, blue, none)', () => {
    expect(r.ask).toEqual({
      banker: { bigEyeBoy: 'red', smallRoad: 'red', cockroachPig: null },
      player: { bigEyeBoy: 'blue', smallRoad: 'blue', cockroachPig: null },
    });
  });
});

describe('dragon tails: 9 Banker then 10 Player', () => {
  const r = computeRoads(rounds('B'.repeat(9) + 'P'.repeat(10)));

  it('Banker goes down to row 5 and turns right along row 5', () => {
    expect(r.bigRoad.slice(0, 9)).toEqual([
      big('B', 0, 0), big('B', 0, 1), big('B', 0, 2), big('B', 0, 3), big('B', 0, 4), big('B', 0, 5),
      big('B', 1, 5), big('B', 2, 5), big('B', 3, 5),
    ]);
  });

  it('Player starts at (1,0), meets the tail below (1,4) and turns right along row 4', () => {
    expect(r.bigRoad.slice(9)).toEqual([
      big('P', 1, 0), big('P', 1, 1), big('P', 1, 2), big('P', 1, 3), big('P', 1, 4),
      big('P', 2, 4), big('P', 3, 4), big('P', 4, 4), big('P', 5, 4), big('P', 6, 4),
    ]);
  });

  it('bead plate wraps every 6 rounds', () => {
    expect(r.beadPlate.map((c) => [c.col, c.row])).toEqual(
      Array.from({ length: 19 }, (_, i) => [Math.floor(i / 6), i % 6]),
    );
  });

  it('Big Eye Boy: Player m=2..9 ≤ 9 red (8, with a tail), m=10 = 9+1 blue; nothing else starts', () => {
    expect(r.bigEyeBoy).toEqual([
      red(0, 0), red(0, 1), red(0, 2), red(0, 3), red(0, 4), red(0, 5), red(1, 5), red(2, 5),
      blue(1, 0),
    ]);
    expect(r.smallRoad).toEqual([]);
    expect(r.cockroachPig).toEqual([]);
  });

  it('Ask: Banker compares 10 with 9 (blue); Player m=11 > 10 (red)', () => {
    expect(r.ask).toEqual({
      banker: { bigEyeBoy: 'blue', smallRoad: null, cockroachPig: null },
      player: { bigEyeBoy: 'red', smallRoad: null, cockroachPig: null },
    });
  });
});

describe('ties', () => {
  it('only ties: no big-road cell, all counted as leading ties', () => {
    const r = computeRoads(rounds('TTT'));
    expect(r.bigRoad).toEqual([]);
    expect(r.leadingTies).toBe(3);
    expect(r.beadPlate).toEqual([bead('T', 0, 0), bead('T', 0, 1), bead('T', 0, 2)]);
    expect(r.ask.banker).toEqual({ bigEyeBoy: null, smallRoad: null, cockroachPig: null });
  });

  it('leading ties attach to the first cell and are also reported as leadingTies', () => {
    const r = computeRoads(rounds('TTBTTTP'));
    expect(r.leadingTies).toBe(2);
    expect(r.bigRoad).toEqual([big('B', 0, 0, 5), big('P', 1, 0)]);
  });

  it('several ties on one cell, ties between results, a tie after the last result', () => {
    const r = computeRoads(rounds('BTTTBPTPT'));
    expect(r.leadingTies).toBe(0);
    expect(r.bigRoad).toEqual([big('B', 0, 0, 3), big('B', 0, 1), big('P', 1, 0, 1), big('P', 1, 1, 1)]);
  });

  it('ties do not break a streak or count for the derived roads', () => {
    const withTies = computeRoads(rounds('BTBPTTPB'));
    const without = computeRoads(rounds('BBPPB'));
    expect(withTies.bigRoad).toEqual([big('B', 0, 0, 1), big('B', 0, 1), big('P', 1, 0, 2), big('P', 1, 1), big('B', 2, 0)]);
    expect(withTies.bigEyeBoy).toEqual([red(0, 0), red(0, 1)]); // P m=2 ≤ len 2; B: len 2 = len 2
    expect([withTies.bigEyeBoy, withTies.smallRoad, withTies.cockroachPig, withTies.ask]).toEqual([
      without.bigEyeBoy, without.smallRoad, without.cockroachPig, without.ask,
    ]);
  });
});

describe('bead plate pairs', () => {
  it('carries player/banker pair flags per round', () => {
    expect(computeRoads(rounds('BPTB', '-pb2')).beadPlate).toEqual([
      bead('B', 0, 0), bead('P', 0, 1, true, false), bead('T', 0, 2, false, true), bead('B', 0, 3, true, true),
    ]);
  });
});

describe('first entries of the derived roads (the known off-by-one)', () => {
  it('Big Eye Boy starts at big road (1,1): B P P → P m=2 vs len(0)=1 → blue', () => {
    expect(computeRoads(rounds('BPP')).bigEyeBoy).toEqual([blue(0, 0)]);
  });
  it('Big Eye Boy starts at big road (1,1): B B P P → m=2 ≤ len(0)=2 → red', () => {
    expect(computeRoads(rounds('BBPP')).bigEyeBoy).toEqual([red(0, 0)]);
  });
  it('Big Eye Boy starts at big road (2,0) when (1,1) is never filled: B P B → len 1 = len 1 → red', () => {
    expect(computeRoads(rounds('BP')).bigEyeBoy).toEqual([]);
    expect(computeRoads(rounds('BPB')).bigEyeBoy).toEqual([red(0, 0)]);
  });
  it('Big Eye Boy (2,0): B B P B → len(1)=1 ≠ len(0)=2 → blue', () => {
    expect(computeRoads(rounds('BBPB')).bigEyeBoy).toEqual([blue(0, 0)]);
  });

  it('Small Road starts at big road (2,1): B P B B → m=2 = len(0)+1 → blue', () => {
    const r = computeRoads(rounds('BPBB'));
    expect(r.smallRoad).toEqual([blue(0, 0)]);
    expect(r.bigEyeBoy).toEqual([red(0, 0), blue(1, 0)]);
  });
  it('Small Road starts at big road (3,0) when (2,1) is never filled: B P B P → len(2)=len(0) → red', () => {
    expect(computeRoads(rounds('BPB')).smallRoad).toEqual([]);
    expect(computeRoads(rounds('BPBP')).smallRoad).toEqual([red(0, 0)]);
  });

  it('Cockroach Pig starts at big road (3,1): B P B P P → m=2 = len(0)+1 → blue', () => {
    expect(computeRoads(rounds('BPBP')).cockroachPig).toEqual([]);
    expect(computeRoads(rounds('BPBPP')).cockroachPig).toEqual([blue(0, 0)]);
  });
  it('Cockroach Pig starts at big road (4,0) when (3,1) is never filled: B P B P B → red', () => {
    expect(computeRoads(rounds('BPBPB')).cockroachPig).toEqual([red(0, 0)]);
  });
  it('Cockroach Pig (3,1) with long early streaks: BBB PP B PP → m=2 ≤ len(0)=3 → red', () => {
    expect(computeRoads(rounds('BBBPPBP')).cockroachPig).toEqual([]);
    expect(computeRoads(rounds('BBBPPBPP')).cockroachPig).toEqual([red(0, 0)]);
  });
});

describe('perfect chop B P B P …', () => {
  it('8 rounds: every derived entry red; Ask Banker all red, Ask Player all blue', () => {
    const r = computeRoads(rounds('BPBPBPBP'));
    expect(r.bigRoad).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((c) => big(c % 2 ? 'P' : 'B', c, 0)));
    expect(r.bigEyeBoy).toEqual([red(0, 0), red(0, 1), red(0, 2), red(0, 3), red(0, 4), red(0, 5)]);
    expect(r.smallRoad).toEqual([red(0, 0), red(0, 1), red(0, 2), red(0, 3), red(0, 4)]);
    expect(r.cockroachPig).toEqual([red(0, 0), red(0, 1), red(0, 2), red(0, 3)]);
    expect(r.ask).toEqual({
      banker: { bigEyeBoy: 'red', smallRoad: 'red', cockroachPig: 'red' },
      player: { bigEyeBoy: 'blue', smallRoad: 'blue', cockroachPig: 'blue' },
    });
  });

  it('12 rounds: the derived roads grow dragon tails along row 5', () => {
    const r = computeRoads(rounds('BP'.repeat(6)));
    const col0 = [red(0, 0), red(0, 1), red(0, 2), red(0, 3), red(0, 4), red(0, 5)];
    expect(r.bigEyeBoy).toEqual([...col0, red(1, 5), red(2, 5), red(3, 5), red(4, 5)]);
    expect(r.smallRoad).toEqual([...col0, red(1, 5), red(2, 5), red(3, 5)]);
    expect(r.cockroachPig).toEqual([...col0, red(1, 5), red(2, 5)]);
  });
});

describe('full example: T B B P B B B P P T B P P P B B', () => {
  // Streaks (ties dropped): B2 P1 B3 P2 B1 P3 B2. Entries e1…e14 with (n, m):
  // e1 (0,1) e2 (0,2) e3 (1,1) e4 (2,1) e5 (2,2) e6 (2,3) e7 (3,1) e8 (3,2) e9 (4,1)
  // e10 (5,1) e11 (5,2) e12 (5,3) e13 (6,1) e14 (6,2).
  const rs = rounds('TBBPBBBPPTBPPPBB');
  const r = computeRoads(rs);

  it('bead plate', () => {
    expect(r.beadPlate.map((c) => `${c.result}${c.col}${c.row}`)).toEqual([
      'T00', 'B01', 'B02', 'P03', 'B04', 'B05',
      'B10', 'P11', 'P12', 'T13', 'B14', 'P15',
      'P20', 'P21', 'B22', 'B23',
    ]);
  });

  it('big road with the leading tie on the first cell and a tie on P(3,1)', () => {
    expect(r.leadingTies).toBe(1);
    expect(r.bigRoad).toEqual([
      big('B', 0, 0, 1), big('B', 0, 1),
      big('P', 1, 0),
      big('B', 2, 0), big('B', 2, 1), big('B', 2, 2),
      big('P', 3, 0), big('P', 3, 1, 1),
      big('B', 4, 0),
      big('P', 5, 0), big('P', 5, 1), big('P', 5, 2),
      big('B', 6, 0), big('B', 6, 1),
    ]);
  });

  it('Big Eye Boy from e4: b b r b r b b b r b r', () => {
    expect(r.bigEyeBoy).toEqual([
      blue(0, 0), blue(0, 1), red(1, 0), blue(2, 0), red(3, 0),
      blue(4, 0), blue(4, 1), blue(4, 2), red(5, 0), blue(6, 0), red(7, 0),
    ]);
  });

  it('Small Road from e5: r b b b b b r b b b', () => {
    expect(r.smallRoad).toEqual([
      red(0, 0), blue(1, 0), blue(1, 1), blue(1, 2), blue(1, 3), blue(1, 4),
      red(2, 0), blue(3, 0), blue(3, 1), blue(3, 2),
    ]);
  });

  it('Cockroach Pig from e8: seven reds, the last one a tail', () => {
    expect(r.cockroachPig).toEqual([red(0, 0), red(0, 1), red(0, 2), red(0, 3), red(0, 4), red(0, 5), red(1, 5)]);
  });

  it('Ask: Banker is (6,3): red, red, blue; Player is (7,1): blue, blue, red', () => {
    expect(r.ask).toEqual({
      banker: { bigEyeBoy: 'red', smallRoad: 'red', cockroachPig: 'blue' },
      player: { bigEyeBoy: 'blue', smallRoad: 'blue', cockroachPig: 'red' },
    });
  });

  it('previewNext: where each road would draw the next Banker / Player', () => {
    expect(previewNext(rs, 'banker')).toEqual({
      beadPlate: bead('B', 2, 4),
      bigRoad: big('B', 6, 2),
      bigEyeBoy: red(7, 1),
      smallRoad: red(4, 0),
      cockroachPig: blue(1, 0),
    });
    expect(previewNext(rs, 'player')).toEqual({
      beadPlate: bead('P', 2, 4),
      bigRoad: big('P', 7, 0),
      bigEyeBoy: blue(8, 0),
      smallRoad: blue(3, 3),
      cockroachPig: red(2, 5),
    });
  });
});

describe('full example: P P P B P P B B B B B B B P', () => {
  // Streaks: P3 B1 P2 B7 P1. Entries (n, m): e1 (0,1) e2 (0,2) e3 (0,3) e4 (1,1) e5 (2,1)
  // e6 (2,2) e7 (3,1) e8…e13 (3,2…7) e14 (4,1).
  const r = computeRoads(rounds('PPPBPPBBBBBBBP'));

  it('big road: the 7-Banker streak tails along row 5', () => {
    expect(r.bigRoad).toEqual([
      big('P', 0, 0), big('P', 0, 1), big('P', 0, 2),
      big('B', 1, 0),
      big('P', 2, 0), big('P', 2, 1),
      big('B', 3, 0), big('B', 3, 1), big('B', 3, 2), big('B', 3, 3), big('B', 3, 4), big('B', 3, 5), big('B', 4, 5),
      big('P', 4, 0),
    ]);
  });

  it('Big Eye Boy: e5 blue (1≠3), e6 blue (2=1+1), e7 blue (2≠1), e8 red (2≤2), e9 blue (3=2+1), e10–e13 red, e14 blue (7≠2)', () => {
    expect(colors(r.bigEyeBoy)).toEqual(['blue', 'blue', 'blue', 'red', 'blue', 'red', 'red', 'red', 'red', 'blue']);
    expect(r.bigEyeBoy).toEqual([
      blue(0, 0), blue(0, 1), blue(0, 2), red(1, 0), blue(2, 0),
      red(3, 0), red(3, 1), red(3, 2), red(3, 3), blue(4, 0),
    ]);
  });

  it('Small Road: e6 red (2≤3), e7 blue (len 2 ≠ len 3), e8 blue (2=1+1), e9–e13 red, e14 blue (7≠1)', () => {
    expect(r.smallRoad).toEqual([
      red(0, 0), blue(1, 0), blue(1, 1),
      red(2, 0), red(2, 1), red(2, 2), red(2, 3), red(2, 4), blue(3, 0),
    ]);
  });

  it('Cockroach Pig: e8, e9 red (≤3), e10 blue (4=3+1), e11–e13 red, e14 blue (7≠3)', () => {
    expect(r.cockroachPig).toEqual([red(0, 0), red(0, 1), blue(1, 0), red(2, 0), red(2, 1), red(2, 2), blue(3, 0)]);
  });

  it('Ask: Banker opens streak 5 (1≠7, 1≠2, 1=1); Player m=2 vs len 7, 2, 1', () => {
    expect(r.ask).toEqual({
      banker: { bigEyeBoy: 'blue', smallRoad: 'blue', cockroachPig: 'red' },
      player: { bigEyeBoy: 'red', smallRoad: 'red', cockroachPig: 'blue' },
    });
  });
});

describe('a streak start cell already taken by a dragon tail', () => {
  // B7 P6 B5 P4 B3 P2 leave tails stepping up one row each; P2's tail takes (6,0), where the
  // next streak would start. It starts at the next free cell of row 0 and tails from there.
  const letters = 'BBBBBBB' + 'PPPPPP' + 'BBBBB' + 'PPPP' + 'BBB' + 'PP' + 'BB' + 'P' + 'BB';
  const r = computeRoads(rounds(letters));

  it('places every streak without sharing a cell', () => {
    expect(r.bigRoad.map((c) => `${c.result}${c.col},${c.row}`)).toEqual([
      'B0,0', 'B0,1', 'B0,2', 'B0,3', 'B0,4', 'B0,5', 'B1,5',
      'P1,0', 'P1,1', 'P1,2', 'P1,3', 'P1,4', 'P2,4',
      'B2,0', 'B2,1', 'B2,2', 'B2,3', 'B3,3',
      'P3,0', 'P3,1', 'P3,2', 'P4,2',
      'B4,0', 'B4,1', 'B5,1',
      'P5,0', 'P6,0',
      'B7,0', 'B8,0', // (6,0) taken: starts at (7,0) and continues right
      'P9,0', // (8,0) taken as well: next free cell of row 0
      'B10,0', 'B10,1', // room again: an ordinary column
    ]);
  });
});

describe('placeOnGrid', () => {
  it('draws any key sequence by the big-road rule', () => {
    expect(placeOnGrid([])).toEqual([]);
    expect(placeOnGrid(['x', 'x', 'y', 'x'])).toEqual([
      { col: 0, row: 0 }, { col: 0, row: 1 }, { col: 1, row: 0 }, { col: 2, row: 0 },
    ]);
  });
});

describe('derivedColor (src/engine/RULES.md § Scoreboards, Derived roads)', () => {
  const streaks = [3, 1, 2, 2];
  it.each([
    // k, n, m, expected
    [1, 0, 1, null],
    [1, 0, 5, null],
    [1, 1, 1, null],
    [1, 1, 2, 'red'], // p = 3
    [1, 1, 3, 'red'],
    [1, 1, 4, 'blue'], // m = p + 1
    [1, 1, 5, 'red'], // m > p + 1
    [1, 2, 1, 'blue'], // 1 vs 3
    [1, 3, 1, 'blue'], // 2 vs 1
    [1, 4, 1, 'red'], // 2 vs 2
    [2, 1, 2, null],
    [2, 2, 1, null],
    [2, 2, 2, 'red'], // p = 3
    [2, 3, 1, 'blue'], // 2 vs 3
    [2, 4, 1, 'blue'], // 2 vs 1
    [2, 3, 2, 'blue'], // p = 1
    [3, 3, 1, null],
    [3, 2, 9, null],
    [3, 3, 2, 'red'], // p = 3
    [3, 4, 1, 'blue'], // len(3)=2 vs len(0)=3
  ] as const)('k=%i n=%i m=%i → %s', (k, n, m, expected) => {
    expect(derivedColor(streaks, k, n, m)).toBe(expected);
  });

  it('rejects impossible entries', () => {
    expect(() => derivedColor(streaks, 0, 1, 1)).toThrow(RangeError);
    expect(() => derivedColor(streaks, 1, -1, 1)).toThrow(RangeError);
    expect(() => derivedColor(streaks, 1, 1, 0)).toThrow(RangeError);
    expect(() => derivedColor(streaks, 1, 5, 1)).toThrow(RangeError);
    expect(() => derivedColor(streaks, 1.5, 1, 1)).toThrow(RangeError);
  });
});

describe('errors and purity', () => {
  it('roadResult letters the winners and rejects anything else', () => {
    expect([roadResult('banker'), roadResult('player'), roadResult('tie')]).toEqual(['B', 'P', 'T']);
    expect(() => roadResult('dragon' as never)).toThrow(RangeError);
    expect(() => roadResult('toString' as never)).toThrow(RangeError);
  });

  it('computeRoads throws RangeError naming a corrupt winner', () => {
    expect(() => computeRoads([{ winner: 'banker' }, { winner: 'x' as never }])).toThrow(/bad winner "x"/);
  });

  it('previewNext rejects a side other than banker / player', () => {
    expect(() => previewNext([], 'tie' as never)).toThrow(RangeError);
  });

  it('does not change its input and returns fresh objects each call', () => {
    const rs = rounds('TBBPT');
    const copy = structuredClone(rs);
    const a = computeRoads(rs);
    const b = computeRoads(rs);
    expect(rs).toEqual(copy);
    expect(a).toEqual(b);
    expect(a.bigRoad[0]).not.toBe(b.bigRoad[0]);
  });

  it('previewNext on an empty history: first cells everywhere, no derived entries', () => {
    expect(previewNext([], 'player')).toEqual({
      beadPlate: bead('P', 0, 0),
      bigRoad: big('P', 0, 0),
      bigEyeBoy: null,
      smallRoad: null,
      cockroachPig: null,
    });
  });

  it('previewNext after leading ties: the first cell would carry them', () => {
    expect(previewNext(rounds('TT'), 'banker').bigRoad).toEqual(big('B', 0, 0, 2));
  });

  // Its speed is not a test's business (a wall-clock limit fails on a loaded machine): this checks
  // that a session far past the history's cap is computed whole.
  it('computes the roads of 20 000 rounds whole', () => {
    const rs = rounds('BBPTPBPPPBTBPBBBBBBBBPP'.repeat(900));
    const r = computeRoads(rs);
    expect(r.beadPlate).toHaveLength(rs.length);
  });
});

describe('bead plate marks of an EZ table (Dragon 7, Panda 8)', () => {
  // Typed from src/engine/RULES.md § Side bets: Dragon 7 = Banker wins with a three-card 7,
  // Panda 8 = Player wins with a three-card 8; marked on EZ tables only. Card ids are rank
  // indexes (A = 0 … K = 12) plus 13 per suit; deal order P, B, P, B, then third cards.
  const coupOf = (ids: number[]) => resolveCoup(ids.map(cardFromId));
  // Player K 6 (6) stands; Banker 3 2 (5) draws a 2: 7 on three cards beats 6.
  const dragon = coupOf([12, 2, 5, 14, 27]);
  // Player 2 3 (5) draws a 3: 8 on three cards; Banker K 7 (7) stands.
  const panda = coupOf([1, 25, 2, 6, 28]);
  // Banker wins with 7 on two cards (Player K 5 + 10 = 5; Banker 3 4 stands on 7): no Dragon 7.
  const twoCardSeven = coupOf([12, 2, 4, 16, 22]);
  // Player 9 9 (8, a natural, a pair) beats Banker K 5.
  const pair = coupOf([8, 12, 21, 30]);

  it('reads each mark from the coup by the bet\'s own rule, on an EZ table only', () => {
    expect(dragon.winner).toBe('banker');
    expect(panda.winner).toBe('player');
    expect(roadRoundOf(dragon, 'ez')).toEqual({ winner: 'banker', playerPair: false, bankerPair: false, dragon7: true, panda8: false });
    expect(roadRoundOf(panda, 'ez')).toMatchObject({ winner: 'player', dragon7: false, panda8: true });
    expect(roadRoundOf(twoCardSeven, 'ez')).toMatchObject({ winner: 'banker', dragon7: false, panda8: false });
    for (const variant of ['standard', 'no-commission'] as const) {
      expect(roadRoundOf(dragon, variant)).toMatchObject({ dragon7: false, panda8: false });
      expect(roadRoundOf(panda, variant)).toMatchObject({ dragon7: false, panda8: false });
    }
    expect(roadRoundOf(pair, 'ez')).toMatchObject({ playerPair: true, bankerPair: false, dragon7: false, panda8: false });
  });

  it('the bead plate keeps its pair dots and carries the marks; the other roads are unchanged', () => {
    const ez = computeRoads([pair, dragon, panda, twoCardSeven].map((c) => roadRoundOf(c, 'ez')));
    expect(ez.beadPlate).toEqual([
      { result: 'P', col: 0, row: 0, playerPair: true, bankerPair: false },
      { result: 'B', col: 0, row: 1, playerPair: false, bankerPair: false, dragon7: true },
      { result: 'P', col: 0, row: 2, playerPair: false, bankerPair: false, panda8: true },
      { result: 'B', col: 0, row: 3, playerPair: false, bankerPair: false },
    ]);
    const standard = computeRoads([pair, dragon, panda, twoCardSeven].map((c) => roadRoundOf(c, 'standard')));
    expect(standard.beadPlate.some((c) => c.dragon7 || c.panda8)).toBe(false);
    expect({ ...ez, beadPlate: null }).toEqual({ ...standard, beadPlate: null });
  });
});
