/**
 * Scoreboards ("roads"): bead plate, big road, the three derived roads (Big Eye Boy, Small Road,
 * Cockroach Pig) and Ask Banker / Ask Player. Source: src/engine/RULES.md § Scoreboards.
 *
 * Coordinates are (col, row), 0-based from the top left. Grids are ROAD_ROWS high and as wide as
 * the history needs; the UI decides how many of the latest columns to show. Every function here
 * is pure: plain rounds in, fresh plain JSON out. One pass over the rounds, O(n) time, with a Set
 * of taken cells per grid (a 500-round history is far below a millisecond).
 */
import type { Outcome, Side } from './rules.ts';
import type { CoupFacts } from './coup.ts';
import { type Variant, betVerdict, offersBet } from './payouts.ts';

/** Height of every road grid, in cells (src/engine/RULES.md § Scoreboards). */
export const ROAD_ROWS = 6;

/** One round as the roads letter it: Banker, Player, Tie. */
export type RoadResult = 'B' | 'P' | 'T';
/** A result that takes a big-road cell (a Tie never does). */
export type BigRoadResult = Exclude<RoadResult, 'T'>;
/** Derived-road colour: red = "repeating", blue = "choppy"; not Banker/Player. */
export type RoadColor = 'red' | 'blue';

/** A settled round as the roads need it; missing flags mean "no pair", "no Dragon 7", "no Panda 8". */
export interface RoadRound {
  readonly winner: Outcome;
  readonly playerPair?: boolean;
  readonly bankerPair?: boolean;
  /** At an EZ table, Banker won with a three-card 7 (a Dragon 7 round). */
  readonly dragon7?: boolean;
  /** At an EZ table, Player won with a three-card 8 (a Panda 8 round). */
  readonly panda8?: boolean;
}

/**
 * A coup as the roads record it at a table of `variant`: its winner and pair flags, and on a table
 * that offers Dragon 7 and Panda 8 (EZ) whether the round was one, by those bets' own verdict
 * (`betVerdict`), so the rule is stated once (src/engine/RULES.md § Scoreboards, § Side bets).
 */
export function roadRoundOf(coup: CoupFacts, variant: Variant): RoadRound {
  const marks = (key: 'dragon7' | 'panda8') => offersBet(variant, key) && betVerdict(key, coup, variant).outcome === 'win';
  return { winner: coup.winner, playerPair: coup.playerPair, bankerPair: coup.bankerPair, dragon7: marks('dragon7'), panda8: marks('panda8') };
}

/** A position on a road grid: column ≥ 0, row 0 … ROAD_ROWS − 1. */
export interface GridCell {
  col: number;
  row: number;
}

/**
 * Bead plate cell: every round, Ties included, with the round's pair flags, and `dragon7` /
 * `panda8` set (true) only on an EZ table's Dragon 7 or Panda 8 round.
 */
export interface BeadCell {
  result: RoadResult;
  col: number;
  row: number;
  playerPair: boolean;
  bankerPair: boolean;
  dragon7?: true;
  panda8?: true;
}

/**
 * Big road cell: one Player or Banker win. `ties` counts the Ties drawn as a green slash on this
 * cell; on the first cell it includes the leading Ties (those before any Player/Banker result).
 */
export interface BigRoadCell {
  result: BigRoadResult;
  col: number;
  row: number;
  ties: number;
}

/** Derived-road cell (Big Eye Boy circle, Small Road dot, Cockroach Pig slash). */
export interface DerivedCell {
  color: RoadColor;
  col: number;
  row: number;
}

/** The three derived roads, by the key they have in `Roads`. */
export type DerivedRoadName = 'bigEyeBoy' | 'smallRoad' | 'cockroachPig';

/**
 * Each derived road with its k: how many streaks back it compares (src/engine/RULES.md § Scoreboards,
 * "Derived roads"). In display order.
 */
export const DERIVED_ROADS: readonly { readonly name: DerivedRoadName; readonly k: number }[] = [
  { name: 'bigEyeBoy', k: 1 },
  { name: 'smallRoad', k: 2 },
  { name: 'cockroachPig', k: 3 },
];

/** For one hypothetical next result: the colour each derived road would get, or null for none. */
export interface AskPrediction {
  bigEyeBoy: RoadColor | null;
  smallRoad: RoadColor | null;
  cockroachPig: RoadColor | null;
}

/**
 * All five roads plus Ask Banker / Ask Player, cells in the order they were added.
 * `leadingTies` counts the Ties before the first Player/Banker result; they are also in the first
 * big-road cell's `ties`, so while the big road is empty they are counted only here.
 */
export interface Roads {
  beadPlate: BeadCell[];
  bigRoad: BigRoadCell[];
  leadingTies: number;
  bigEyeBoy: DerivedCell[];
  smallRoad: DerivedCell[];
  cockroachPig: DerivedCell[];
  ask: { banker: AskPrediction; player: AskPrediction };
}

/**
 * Where each road's next entry would be drawn if the next result were the given side (for the
 * Ask Banker / Ask Player blink). A derived road is null when it would get no entry yet.
 * The bead cell carries no pairs (unknown before the deal); the big-road cell's `ties` is 0, or
 * the leading Ties when it would be the first cell.
 */
export interface RoadPreview {
  beadPlate: BeadCell;
  bigRoad: BigRoadCell;
  bigEyeBoy: DerivedCell | null;
  smallRoad: DerivedCell | null;
  cockroachPig: DerivedCell | null;
}

const LETTER: Readonly<Record<Outcome, RoadResult>> = { banker: 'B', player: 'P', tie: 'T' };

/**
 * The road letter of a round's winner: banker → 'B', player → 'P', tie → 'T'.
 * @throws RangeError for any other value (e.g. a corrupt persisted history).
 */
export function roadResult(winner: Outcome): RoadResult {
  const letter = Object.hasOwn(LETTER, winner) ? LETTER[winner] : undefined;
  if (letter === undefined) throw new RangeError(`bad winner ${JSON.stringify(winner)}`);
  return letter;
}

/**
 * The derived-road colour for a big-road entry, by src/engine/RULES.md § Scoreboards, Derived roads.
 * `streaks[x]` is the length of big-road streak x (logical columns, Ties ignored); the entry is
 * the m-th result (1-based) of streak n (0-based); k is 1, 2, 3 for Big Eye Boy, Small Road,
 * Cockroach Pig. Only streaks before n are read, so `streaks` may or may not already hold n.
 * Returns null while the streaks the rule needs do not exist yet (the road has not started).
 * @throws RangeError when k < 1, n < 0, m < 1, n > streaks.length or they are not integers.
 */
export function derivedColor(streaks: readonly number[], k: number, n: number, m: number): RoadColor | null {
  if (![k, n, m].every(Number.isInteger) || k < 1 || n < 0 || m < 1 || n > streaks.length) {
    throw new RangeError(`bad derived-road entry k=${k} n=${n} m=${m} (${streaks.length} streaks)`);
  }
  if (m === 1) {
    // A new streak: does the previous streak repeat the length of the one k further back?
    if (n - 1 - k < 0) return null;
    return streaks[n - 1] === streaks[n - 1 - k] ? 'red' : 'blue';
  }
  if (n - k < 0) return null;
  // red for m ≤ p and for m > p + 1; only the step just past streak n−k's length is choppy.
  return m === streaks[n - k]! + 1 ? 'blue' : 'red';
}

/** Where the next entry goes and the streak state after it; see `RoadGrid`. */
interface Placement {
  col: number;
  row: number;
  startCol: number;
  tailing: boolean;
}

/**
 * A road being drawn (big road or derived road), mutable only inside this module.
 * Drawing rule, src/engine/RULES.md § Scoreboards, Big road: the same key as the entry before continues
 * down; a streak turns right at the last row, or when the cell below is taken, and then keeps
 * going right along that row (dragon tail); a new key starts at (start column of the previous
 * streak + 1, row 0).
 * Choice where the rules are silent (src/engine/RULES.md § Scoreboards, Big road 3): if that start cell is already taken by an earlier dragon tail,
 * the streak starts at the first free cell to the right in row 0 and is itself a dragon tail from
 * its first cell; its start column (for the next streak) is where it was actually drawn. So no
 * two cells ever share a coordinate and streaks still read left to right.
 */
class RoadGrid<K extends string> {
  private readonly taken = new Set<number>();
  private last: K | null = null;
  private at: Placement = { col: -1, row: 0, startCol: -1, tailing: false };

  private isTaken(col: number, row: number): boolean {
    return this.taken.has(col * ROAD_ROWS + row);
  }

  /** Where an entry with this key would go; the grid is not changed. */
  peek(key: K): Placement {
    const { col, row, startCol, tailing } = this.at;
    if (key !== this.last) {
      let c = startCol + 1;
      if (!this.isTaken(c, 0)) return { col: c, row: 0, startCol: c, tailing: false };
      while (this.isTaken(c, 0)) c++;
      return { col: c, row: 0, startCol: c, tailing: true };
    }
    if (!tailing && row < ROAD_ROWS - 1 && !this.isTaken(col, row + 1)) {
      return { col, row: row + 1, startCol, tailing: false };
    }
    let c = col + 1;
    while (this.isTaken(c, row)) c++; // by these rules the next cell right is always free; a guard
    return { col: c, row, startCol, tailing: true };
  }

  /** Draws an entry with this key and returns its cell. */
  push(key: K): GridCell {
    const p = this.peek(key);
    this.taken.add(p.col * ROAD_ROWS + p.row);
    this.last = key;
    this.at = p;
    return { col: p.col, row: p.row };
  }
}

/**
 * Draws a sequence of keys (big-road letters or derived-road colours) on a 6-row grid, by the
 * big road's drawing rule with dragon tails (src/engine/RULES.md § Scoreboards); see the note on
 * occupied start cells at `RoadGrid`. Returns one cell per key, in order.
 */
export function placeOnGrid(keys: readonly string[]): GridCell[] {
  const grid = new RoadGrid<string>();
  return keys.map((key) => grid.push(key));
}

/** Everything `computeRoads` and `previewNext` need after reading the rounds once. */
interface Built {
  roads: Omit<Roads, 'ask'>;
  streaks: number[];
  last: BigRoadResult | null;
  bigGrid: RoadGrid<BigRoadResult>;
  derivedGrids: RoadGrid<RoadColor>[];
}

function build(rounds: readonly RoadRound[]): Built {
  const beadPlate: BeadCell[] = [];
  const bigRoad: BigRoadCell[] = [];
  const derived: DerivedCell[][] = DERIVED_ROADS.map(() => []);
  const derivedGrids = DERIVED_ROADS.map(() => new RoadGrid<RoadColor>());
  const bigGrid = new RoadGrid<BigRoadResult>();
  const streaks: number[] = [];
  let leadingTies = 0;
  let last: BigRoadResult | null = null;

  rounds.forEach((round, i) => {
    const result = roadResult(round.winner);
    const bead: BeadCell = {
      result,
      col: Math.floor(i / ROAD_ROWS),
      row: i % ROAD_ROWS,
      playerPair: round.playerPair === true,
      bankerPair: round.bankerPair === true,
    };
    // Set only when true, so a table without them (and older JSON) reads as before.
    if (round.dragon7 === true) bead.dragon7 = true;
    if (round.panda8 === true) bead.panda8 = true;
    beadPlate.push(bead);
    if (result === 'T') {
      const cell = bigRoad[bigRoad.length - 1];
      if (cell) cell.ties++;
      else leadingTies++;
      return;
    }
    bigRoad.push({ result, ...bigGrid.push(result), ties: bigRoad.length === 0 ? leadingTies : 0 });
    if (result === last) streaks[streaks.length - 1]!++;
    else streaks.push(1);
    last = result;
    const n = streaks.length - 1;
    DERIVED_ROADS.forEach(({ k }, d) => {
      const color = derivedColor(streaks, k, n, streaks[n]!);
      if (color) derived[d]!.push({ color, ...derivedGrids[d]!.push(color) });
    });
  });

  return {
    roads: {
      beadPlate,
      bigRoad,
      leadingTies,
      bigEyeBoy: derived[0]!,
      smallRoad: derived[1]!,
      cockroachPig: derived[2]!,
    },
    streaks,
    last,
    bigGrid,
    derivedGrids,
  };
}

/** The colour each derived road would get if `next` came now (null: no entry yet). */
function nextColors(b: Built, next: BigRoadResult): (RoadColor | null)[] {
  // The same letter lengthens the last streak; another letter (or the very first) opens one.
  const n = next === b.last ? b.streaks.length - 1 : b.streaks.length;
  const m = next === b.last ? b.streaks[n]! + 1 : 1;
  return DERIVED_ROADS.map(({ k }) => derivedColor(b.streaks, k, n, m));
}

function prediction([bigEyeBoy, smallRoad, cockroachPig]: (RoadColor | null)[]): AskPrediction {
  return { bigEyeBoy: bigEyeBoy ?? null, smallRoad: smallRoad ?? null, cockroachPig: cockroachPig ?? null };
}

/**
 * All five roads and Ask Banker / Ask Player for a history of settled rounds, oldest first
 * (src/engine/RULES.md § Scoreboards). Cells are listed in the order they were added. O(rounds).
 * @throws RangeError when a round's winner is not 'banker', 'player' or 'tie'.
 */
export function computeRoads(rounds: readonly RoadRound[]): Roads {
  const b = build(rounds);
  return {
    ...b.roads,
    ask: { banker: prediction(nextColors(b, 'B')), player: prediction(nextColors(b, 'P')) },
  };
}

/**
 * Where each road's next entry would be drawn if the next round were won by `side` (the Ask
 * Banker / Ask Player preview, src/engine/RULES.md § Scoreboards). Equal to the last cells that
 * `computeRoads` would add for that round; derived roads that would get no entry are null.
 * @throws RangeError for a bad winner in `rounds` or a `side` other than 'banker' / 'player'.
 */
export function previewNext(rounds: readonly RoadRound[], side: Side): RoadPreview {
  if (side !== 'banker' && side !== 'player') throw new RangeError(`bad side ${JSON.stringify(side)}`);
  const b = build(rounds);
  const result: BigRoadResult = side === 'banker' ? 'B' : 'P';
  const i = rounds.length;
  const big = b.bigGrid.peek(result);
  const [bigEyeBoy, smallRoad, cockroachPig] = nextColors(b, result).map((color, d) => {
    if (color === null) return null;
    const { col, row } = b.derivedGrids[d]!.peek(color);
    return { color, col, row };
  });
  return {
    beadPlate: { result, col: Math.floor(i / ROAD_ROWS), row: i % ROAD_ROWS, playerPair: false, bankerPair: false },
    bigRoad: { result, col: big.col, row: big.row, ties: b.roads.bigRoad.length === 0 ? b.roads.leadingTies : 0 },
    bigEyeBoy: bigEyeBoy ?? null,
    smallRoad: smallRoad ?? null,
    cockroachPig: cockroachPig ?? null,
  };
}
