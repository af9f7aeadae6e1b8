/**
 * Statistics of a run of rounds: counts worked out by hand from the letters below, plus
 * properties against the big road (a streak is a big-road column read logically).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type StatsRound, computeStats, share } from './stats.ts';
import { computeRoads } from './roads.ts';

const WINNER = { B: 'banker', P: 'player', T: 'tie' } as const;

/**
 * Rounds from letters: 'B', 'P', 'T'; `marks` per round: '-' nothing, 'n' natural, 'p' Player
 * pair, 'b' Banker pair, '2' both pairs, 'N' natural with both pairs.
 */
function rounds(letters: string, marks = ''): StatsRound[] {
  return [...letters].map((c, i) => {
    const m = marks[i] ?? '-';
    return {
      winner: WINNER[c as keyof typeof WINNER],
      natural: m === 'n' || m === 'N',
      playerPair: m === 'p' || m === '2' || m === 'N',
      bankerPair: m === 'b' || m === '2' || m === 'N',
    };
  });
}

describe('computeStats', () => {
  it('is all zero with no streak for no rounds', () => {
    expect(computeStats([])).toEqual({
      rounds: 0,
      wins: { banker: 0, player: 0, tie: 0 },
      naturals: 0,
      playerPairs: 0,
      bankerPairs: 0,
      anyPair: 0,
      longestStreak: null,
      longestStreaks: [],
      currentStreak: null,
    });
  });

  it('counts the worked example of src/engine/RULES.md § Scoreboards, Worked example: B B P T P B', () => {
    const s = computeStats(rounds('BBPTPB'));
    expect(s.rounds).toBe(6);
    expect(s.wins).toEqual({ banker: 3, player: 2, tie: 1 });
    // Streaks B2, P2 (the Tie inside does not break it), B1: the first of the two longest.
    expect(s.longestStreak).toEqual({ side: 'banker', length: 2 });
    // Both are named: Player's two is as long.
    expect(s.longestStreaks).toEqual([{ side: 'banker', length: 2 }, { side: 'player', length: 2 }]);
    expect(s.currentStreak).toEqual({ side: 'banker', length: 1 });
  });

  it.each([
    ['the one longest alone', 'BBPPPB', [{ side: 'player', length: 3 }]],
    ['one side twice as long as itself: named once', 'BBPBB', [{ side: 'banker', length: 2 }]],
    ['both sides, Player first to reach it', 'PBPPTBBT', [{ side: 'player', length: 2 }, { side: 'banker', length: 2 }]],
    ["a fresh user's twelve rounds (B P P T B B P B P T P B)", 'BPPTBBPBPTPB', [{ side: 'player', length: 2 }, { side: 'banker', length: 2 }]],
    ['only ties', 'TT', []],
  ] as const)('longest streaks of both sides when equal: %s (%s)', (_name, letters, expected) => {
    expect(computeStats(rounds(letters)).longestStreaks).toEqual(expected);
  });

  it('counts naturals and pairs per round, a round with both pairs once in anyPair', () => {
    const s = computeStats(rounds('BPTBPB', 'n-2pNb'));
    expect(s.naturals).toBe(2);
    expect(s.playerPairs).toBe(3);
    expect(s.bankerPairs).toBe(3);
    expect(s.anyPair).toBe(4);
  });

  it.each([
    ['only ties', 'TTT', null, null],
    ['leading ties then a streak', 'TTPPP', { side: 'player', length: 3 }, { side: 'player', length: 3 }],
    ['ties inside a streak', 'BTBTTB', { side: 'banker', length: 3 }, { side: 'banker', length: 3 }],
    ['a perfect chop', 'BPBPBP', { side: 'banker', length: 1 }, { side: 'player', length: 1 }],
    ['a later longer streak', 'BBPPPB', { side: 'player', length: 3 }, { side: 'banker', length: 1 }],
    ['a dragon of nine', 'PBBBBBBBBBP', { side: 'banker', length: 9 }, { side: 'player', length: 1 }],
  ] as const)('streaks: %s (%s)', (_name, letters, longest, current) => {
    const s = computeStats(rounds(letters));
    expect(s.longestStreak).toEqual(longest);
    expect(s.currentStreak).toEqual(current);
  });

  it('refuses a bad winner', () => {
    expect(() => computeStats([{ winner: 'dealer' as never, natural: false, playerPair: false, bankerPair: false }])).toThrow(RangeError);
  });

  const arbRounds = fc.array(
    fc.record({
      winner: fc.constantFrom('banker', 'player', 'tie' as const),
      natural: fc.boolean(),
      playerPair: fc.boolean(),
      bankerPair: fc.boolean(),
    }),
    { maxLength: 200 },
  );

  it('property: wins add up to the rounds; pairs and naturals are bounded by them', () => {
    fc.assert(
      fc.property(arbRounds, (rs) => {
        const s = computeStats(rs);
        expect(s.wins.banker + s.wins.player + s.wins.tie).toBe(rs.length);
        expect(s.anyPair).toBeLessThanOrEqual(s.playerPairs + s.bankerPairs);
        expect(s.anyPair).toBeGreaterThanOrEqual(Math.max(s.playerPairs, s.bankerPairs));
        expect(s.naturals).toBeLessThanOrEqual(rs.length);
      }),
    );
  });

  it('property: the longest and current streaks are the big road’s longest and last logical columns', () => {
    fc.assert(
      fc.property(arbRounds, (rs) => {
        const s = computeStats(rs);
        // Logical columns of the big road: runs of equal results in cell order.
        const columns: { result: string; length: number }[] = [];
        for (const cell of computeRoads(rs).bigRoad) {
          const last = columns.at(-1);
          if (last?.result === cell.result) last.length++;
          else columns.push({ result: cell.result, length: 1 });
        }
        const longest = Math.max(0, ...columns.map((c) => c.length));
        expect(s.longestStreak?.length ?? 0).toBe(longest);
        const lastColumn = columns.at(-1);
        expect(s.currentStreak?.length ?? 0).toBe(lastColumn?.length ?? 0);
        if (lastColumn) expect(s.currentStreak?.side).toBe(lastColumn.result === 'B' ? 'banker' : 'player');
      }),
    );
  });
});

describe('share', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [1, 4, 0.25],
    [5, 5, 1],
  ])('share(%d, %d) = %d', (count, total, expected) => {
    expect(share(count, total)).toBe(expected);
  });
});
