/**
 * Roads: properties over random histories (fast-check). Oracles here are computed another way
 * than the engine does it (streaks regrouped from the drawn big road, the formula of
 * src/engine/RULES.md § Scoreboards, Derived roads applied literally to each prefix, the next round actually appended).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DERIVED_ROADS,
  ROAD_ROWS,
  type DerivedCell,
  type GridCell,
  type RoadColor,
  type RoadRound,
  type Roads,
  computeRoads,
  previewNext,
} from './roads.ts';

const outcome = fc.constantFrom('banker', 'player', 'tie');
const round: fc.Arbitrary<RoadRound> = fc.record({ winner: outcome, playerPair: fc.boolean(), bankerPair: fc.boolean() });
/** B7 P6 B5 P4 B3 P2: tails stepping up a row each, until the next streak's start cell is taken. */
const STAIRCASE: RoadRound[] = [7, 6, 5, 4, 3, 2].flatMap((len, i) =>
  Array.from({ length: len }, () => ({ winner: i % 2 ? ('player' as const) : ('banker' as const) })),
);
/** Random rounds; runs of one winner so long streaks and dragon tails are common; the staircase. */
const history: fc.Arbitrary<RoadRound[]> = fc.oneof(
  fc.array(round, { maxLength: 120 }),
  fc.array(round, { maxLength: 60 }).map((rest) => [...STAIRCASE, ...rest]),
  fc
    .array(fc.tuple(outcome, fc.integer({ min: 1, max: 12 })), { maxLength: 30 })
    .map((runs) => runs.flatMap(([winner, len]) => Array.from({ length: len }, () => ({ winner })))),
);

const LETTER = { banker: 'B', player: 'P', tie: 'T' } as const;
const ROADS = ['beadPlate', 'bigRoad', 'bigEyeBoy', 'smallRoad', 'cockroachPig'] as const;

/** Big-road streak lengths, regrouped from the drawn cells' results. */
function streaksOf(r: Roads): number[] {
  const out: number[] = [];
  r.bigRoad.forEach((c, i) => {
    if (i > 0 && r.bigRoad[i - 1]!.result === c.result) out[out.length - 1]!++;
    else out.push(1);
  });
  return out;
}

/** src/engine/RULES.md § Scoreboards, Derived roads, applied literally to the streaks of a prefix whose last entry is (n, m). */
function literalColor(lens: number[], k: number): RoadColor | null {
  const n = lens.length - 1;
  const m = lens[n]!;
  if (m === 1) {
    if (n - 1 < 0 || n - 1 - k < 0) return null;
    return lens[n - 1] === lens[n - 1 - k] ? 'red' : 'blue';
  }
  if (n - k < 0) return null;
  const p = lens[n - k]!;
  if (m <= p) return 'red';
  if (m === p + 1) return 'blue';
  return 'red';
}

const key = (c: GridCell) => `${c.col},${c.row}`;
const keyOf = (c: GridCell & { result?: string; color?: string }) => c.result ?? c.color;

/** Cells that break the drawing rule, as "i: reason"; empty when the road is drawn right. */
function drawingFaults(cells: readonly (GridCell & { result?: string; color?: string })[]): string[] {
  const faults: string[] = [];
  let startCol = 0;
  let tailing = false;
  cells.forEach((c, i) => {
    const prev = cells[i - 1];
    if (!prev) {
      if (c.col !== 0 || c.row !== 0) faults.push(`${i}: first cell not at (0,0)`);
    } else if (keyOf(c) !== keyOf(prev)) {
      if (c.row !== 0 || c.col <= startCol) faults.push(`${i}: new streak at ${key(c)} after start column ${startCol}`);
      startCol = c.col;
      tailing = false;
    } else if (!tailing && c.col === prev.col) {
      if (c.row !== prev.row + 1) faults.push(`${i}: ${key(c)} is not below ${key(prev)}`);
    } else {
      if (c.col !== prev.col + 1 || c.row !== prev.row) faults.push(`${i}: ${key(c)} is not right of ${key(prev)}`);
      tailing = true;
    }
  });
  return faults;
}

describe('roads: properties', () => {
  it('bead plate: one cell per round at (⌊i/6⌋, i mod 6) with its letter and pairs', () => {
    fc.assert(
      fc.property(history, (rs) => {
        const r = computeRoads(rs);
        expect(r.beadPlate).toEqual(
          rs.map((x, i) => ({
            result: LETTER[x.winner],
            col: Math.floor(i / 6),
            row: i % 6,
            playerPair: x.playerPair === true,
            bankerPair: x.bankerPair === true,
          })),
        );
      }),
    );
  });

  it('big road: one cell per Player/Banker win; ties summed on cells; leading ties counted', () => {
    fc.assert(
      fc.property(history, (rs) => {
        const r = computeRoads(rs);
        const wins = rs.filter((x) => x.winner !== 'tie').map((x) => LETTER[x.winner]);
        const ties = rs.length - wins.length;
        const firstWin = rs.findIndex((x) => x.winner !== 'tie');
        expect(r.bigRoad.map((c) => c.result)).toEqual(wins);
        expect(r.leadingTies).toBe(firstWin < 0 ? rs.length : firstWin);
        const onCells = r.bigRoad.reduce((s, c) => s + c.ties, 0);
        expect(r.bigRoad.length === 0 ? r.leadingTies : onCells).toBe(ties);
        if (r.bigRoad.length > 0) expect(r.bigRoad[0]!.ties).toBeGreaterThanOrEqual(r.leadingTies);
      }),
    );
  });

  it('no two cells of any road share a coordinate; rows 0–5, columns ≥ 0', () => {
    fc.assert(
      fc.property(history, (rs) => {
        const r = computeRoads(rs);
        for (const name of ROADS) {
          const cells: GridCell[] = r[name];
          expect(new Set(cells.map(key)).size).toBe(cells.length);
          expect(cells.filter((c) => c.row < 0 || c.row >= ROAD_ROWS || c.col < 0)).toEqual([]);
        }
      }),
    );
  });

  it('drawing: the same key moves one cell down or one right (a tail never turns back down); a new key opens row 0 further right', () => {
    fc.assert(
      fc.property(history, (rs) => {
        const r = computeRoads(rs);
        for (const name of ['bigRoad', 'bigEyeBoy', 'smallRoad', 'cockroachPig'] as const) {
          expect(drawingFaults(r[name])).toEqual([]);
        }
      }),
    );
  });

  it('each derived road has one entry per big-road entry after its start point', () => {
    fc.assert(
      fc.property(history, (rs) => {
        const r = computeRoads(rs);
        const lens = streaksOf(r);
        for (const { name, k } of DERIVED_ROADS) {
          // Start: the 2nd entry of streak k, else the 1st of streak k+1; everything before is skipped.
          const before = lens.slice(0, k).reduce((s, x) => s + x, 0) + 1;
          const expected = lens.length > k ? r.bigRoad.length - before : 0;
          expect(r[name]).toHaveLength(expected);
        }
      }),
    );
  });

  it('derived colours follow the formula of src/engine/RULES.md § Scoreboards on every prefix', () => {
    fc.assert(
      fc.property(history, (rs) => {
        const r = computeRoads(rs);
        const lens: number[] = [];
        const want: Record<string, RoadColor[]> = { bigEyeBoy: [], smallRoad: [], cockroachPig: [] };
        r.bigRoad.forEach((c, i) => {
          if (i > 0 && r.bigRoad[i - 1]!.result === c.result) lens[lens.length - 1]!++;
          else lens.push(1);
          for (const { name, k } of DERIVED_ROADS) {
            const color = literalColor(lens, k);
            if (color) want[name]!.push(color);
          }
        });
        for (const { name } of DERIVED_ROADS) expect(r[name].map((c) => c.color)).toEqual(want[name]);
      }),
    );
  });

  it('Ask Banker / Ask Player equal what each derived road gets when that result is appended', () => {
    fc.assert(
      fc.property(history, (rs) => {
        const r = computeRoads(rs);
        for (const side of ['banker', 'player'] as const) {
          const after = computeRoads([...rs, { winner: side }]);
          for (const { name } of DERIVED_ROADS) {
            const added: DerivedCell | undefined = after[name][r[name].length];
            expect(after[name]).toHaveLength(r[name].length + (added ? 1 : 0));
            expect(r.ask[side][name]).toBe(added ? added.color : null);
          }
        }
      }),
    );
  });

  it('previewNext gives exactly the cells that appending the result draws', () => {
    fc.assert(
      fc.property(history, (rs) => {
        const r = computeRoads(rs);
        for (const side of ['banker', 'player'] as const) {
          const after = computeRoads([...rs, { winner: side }]);
          const preview = previewNext(rs, side);
          expect(preview.beadPlate).toEqual(after.beadPlate.at(-1));
          expect(preview.bigRoad).toEqual(after.bigRoad.at(-1));
          for (const { name } of DERIVED_ROADS) {
            expect(preview[name]).toEqual(after[name].length > r[name].length ? after[name].at(-1) : null);
          }
        }
      }),
    );
  });

  it('ties anywhere change neither the derived roads nor Ask', () => {
    fc.assert(
      fc.property(history, (rs) => {
        const r = computeRoads(rs);
        const noTies = computeRoads(rs.filter((x) => x.winner !== 'tie'));
        for (const { name } of DERIVED_ROADS) expect(r[name]).toEqual(noTies[name]);
        expect(r.ask).toEqual(noTies.ask);
      }),
    );
  });

  it('a perfect chop makes every derived entry red; a single streak makes none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.constantFrom('banker', 'player'), (n, first) => {
        const other = first === 'banker' ? 'player' : 'banker';
        const chop = computeRoads(Array.from({ length: n }, (_, i) => ({ winner: i % 2 ? other : first })));
        for (const { name, k } of DERIVED_ROADS) {
          expect(chop[name].every((c) => c.color === 'red')).toBe(true);
          expect(chop[name]).toHaveLength(Math.max(0, n - k - 1));
        }
        const streak = computeRoads(Array.from({ length: n }, () => ({ winner: first })));
        for (const { name } of DERIVED_ROADS) expect(streak[name]).toEqual([]);
      }),
    );
  });
});
