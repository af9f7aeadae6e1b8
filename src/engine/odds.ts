/**
 * Exact odds of a shoe. Sources: src/engine/RULES.md § Drawing rules (used through rules.ts),
 * § Payouts and commission, § House edge; every bet of every table variant, side bets included, as
 * src/engine/RULES.md § Table variants and § Side bets state them. The payouts are not
 * restated here: each bet's result on each kind of coup is asked of `betVerdict` (payouts.ts),
 * the function the table settles with.
 *
 * Counting convention: every coup is counted as an ordered 6-card deal (P1, B1, P2, B2, then
 * cards 5 and 6), unused trailing cards enumerated too, so the total for N cards is
 * N(N−1)(N−2)(N−3)(N−4)(N−5). This is the convention of the published figures.
 *
 * Method: how many card sequences give a sequence of point values depends only on the multiset
 * of values (a product of falling factorials of the value counts), so the shoe-independent
 * work — playing out every sequence of point values — is done once, into entries keyed by final
 * totals, who drew and multiset (715 multisets of 4 cards, 2002 of 5, 5005 of 6). Analysing a
 * shoe is then one weighted sum over about 35 000 entries. All weights are integers; `cellCounts`
 * says why the doubles stay exact. A cell and the number of cards the coup used tell everything a
 * bet on the coup is paid on (totals, naturals, who drew). The pair bets are decided by the first
 * four cards' ranks alone, so their odds are closed sums over the rank counts (`pairCounts`).
 */
import { type CardId, CARDS_PER_DECK, POINT_BY_RANK_INDEX, RANKS } from './cards.ts';
import { BANKER_DRAW_LOOKUP, MAX_COUP_CARDS, compareTotals, isNatural, playerDraws } from './rules.ts';
import { type Shoe, unseenCardIds } from './shoe.ts';
import type { CoupFacts } from './coup.ts';
import {
  type BetKey,
  type BetVerdict,
  type Variant,
  BET_KEYS,
  DEFAULT_VARIANT,
  VARIANTS,
  betVerdict,
  decidedByFirstFour,
  netRatio,
  offersBet,
} from './payouts.ts';

/** Tie at 9:1, a payout some tables use: reported for reference only, not offered here. */
const TIE_PAYS_REFERENCE = 9;

/** Number of rank counts a shoe is given by: A, 2–10, J, Q, K (src/engine/RULES.md § Cards and totals). */
export const RANK_COUNT = RANKS.length;
/** Fewest cards a shoe may hold: as many as a coup can use (src/engine/RULES.md § Drawing rules, Deal order). */
export const MIN_SHOE_CARDS = MAX_COUP_CARDS;

/** Exact counts of ordered 6-card deals (see the module comment). */
export interface DealCounts {
  /** Deals Banker wins. */
  banker: bigint;
  /** Deals Player wins. */
  player: bigint;
  /** Deals ending in a Tie. */
  tie: bigint;
  /** Deals where either hand has 8 or 9 on its first two cards. */
  natural: bigint;
  /** Deals where Player's first two cards (positions 1 and 3) are of equal rank. */
  playerPair: bigint;
  /** Deals where Banker's first two cards (positions 2 and 4) are of equal rank. */
  bankerPair: bigint;
  /** All ordered deals: N(N−1)(N−2)(N−3)(N−4)(N−5). */
  total: bigint;
}

/** Exact analysis of one shoe. Probabilities are fractions 0–1; house edges are fractions of the stake. */
export interface ShoeOdds {
  /** Cards in the shoe. */
  cards: number;
  /** Exact counts of ordered 6-card deals. */
  counts: DealCounts;
  /** Probabilities of the coup's outcome and of the side events. */
  probability: {
    banker: number;
    player: number;
    tie: number;
    playerPair: number;
    bankerPair: number;
    /** Either hand has a natural (8 or 9 on two cards). */
    natural: number;
  };
  /**
   * House edge as a fraction of the stake (0.0106 = 1.06 %); positive favours the house.
   * Player pays 1:1 and Banker 0.95:1 with a Tie a push (src/engine/RULES.md § Payouts and commission); Tie 8:1
   * (and 9:1 for reference); `pair` is Player Pair or Banker Pair at 11:1 (equal for both).
   */
  houseEdge: { banker: number; player: number; tie: number; tie9to1: number; pair: number };
  /** Counts of deals by final totals: `distribution[playerTotal][bankerTotal]`, 10 × 10, summing to `counts.total`. */
  distribution: bigint[][];
  /** `distribution` divided by `counts.total`. */
  distributionProbability: number[][];
  /** Every bet of every variant (src/engine/RULES.md § Table variants, § Side bets). */
  variants: Record<Variant, VariantOdds>;
}

/** Exact odds of one bet on the next coup; fractions 0–1, the edge a fraction of the stake. */
export interface BetOdds {
  /** Probability that the bet wins (any line of its paytable). */
  win: number;
  /** Probability that the stake is returned (a push). */
  push: number;
  /** House edge per unit staked over every bet placed, a push a result of 0 (src/engine/RULES.md § House edge); negative favours the player. */
  houseEdge: number;
}

/** The bets a variant offers, keyed as BET_KEYS, in that order (Dragon 7 / Panda 8 on EZ only). */
export type VariantOdds = Partial<Record<BetKey, BetOdds>>;

/**
 * One row of `houseEdgeTable`: house edges (fractions of the stake) for a shoe of full decks;
 * `banker`, `player` and `tie` at the table's variant, `tie9to1` and `pair` as `ShoeOdds.houseEdge`.
 */
export interface HouseEdgeRow {
  decks: number;
  banker: number;
  player: number;
  tie: number;
  tie9to1: number;
  pair: number;
}

/**
 * Checks a shoe given as counts of the 13 ranks (A, 2–10, J, Q, K; src/engine/RULES.md § Cards and totals).
 * @throws RangeError (one-line message) when `counts` is not an array of 13 non-negative safe
 *   integers, when the shoe holds fewer than 6 cards, or when its size is not a safe integer.
 */
export function validateShoeCounts(counts: readonly number[]): void {
  if (!Array.isArray(counts)) throw new RangeError('shoe counts must be an array of 13 rank counts');
  if (counts.length !== RANK_COUNT) {
    throw new RangeError(`shoe needs ${RANK_COUNT} rank counts (A, 2-10, J, Q, K), got ${counts.length}`);
  }
  let n = 0;
  for (let r = 0; r < RANK_COUNT; r++) {
    const c: unknown = counts[r];
    if (typeof c !== 'number' || !Number.isSafeInteger(c) || c < 0) {
      throw new RangeError(`count of rank ${RANKS[r]} must be a non-negative integer, got ${String(c)}`);
    }
    n += c;
  }
  if (!Number.isSafeInteger(n)) throw new RangeError('shoe is too large');
  if (n < MIN_SHOE_CARDS) throw new RangeError(`shoe has ${n} cards, at least ${MIN_SHOE_CARDS} are needed`);
}

/**
 * Rank counts of `decks` full 52-card decks: 4 × decks of each rank (src/engine/RULES.md § Shoe, cut card and burn).
 * @throws RangeError when `decks` is not a positive integer (or the shoe would not be a safe integer size).
 */
export function countsForDecks(decks: number): number[] {
  if (!Number.isSafeInteger(decks) || decks < 1 || !Number.isSafeInteger(decks * CARDS_PER_DECK)) {
    throw new RangeError(`decks must be a positive integer, got ${String(decks)}`);
  }
  return new Array<number>(RANK_COUNT).fill((CARDS_PER_DECK / RANK_COUNT) * decks);
}

/**
 * Rank counts of the cards `ids[from…]` — the undealt part of a shoe is
 * `countsFromCardIds(shoe.cards, shoe.next)` (src/engine/RULES.md § Shoe, cut card and burn). Rank index of a card id is
 * `id % 52 % 13` (cards.ts).
 * @throws RangeError when `from` is not an integer in 0…ids.length or an id is not a non-negative integer.
 */
export function countsFromCardIds(ids: readonly CardId[], from = 0): number[] {
  if (!Number.isInteger(from) || from < 0 || from > ids.length) {
    throw new RangeError(`from must be an integer in 0..${ids.length}, got ${String(from)}`);
  }
  const counts = new Array<number>(RANK_COUNT).fill(0);
  for (let i = from; i < ids.length; i++) {
    const id = ids[i]!;
    if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`bad card id ${String(id)} at index ${i}`);
    counts[(id % CARDS_PER_DECK) % RANK_COUNT]!++;
  }
  return counts;
}

/**
 * Rank counts of the cards the player has not seen (`unseenCardIds`, shoe.ts): the shoe the odds
 * panel analyses, since the face-down burn cards are as unknown to the player as the undealt ones
 * (src/engine/RULES.md § Shoe, cut card and burn 5, § House edge).
 */
export function unseenCounts(shoe: Shoe): number[] {
  return countsFromCardIds(unseenCardIds(shoe));
}

// ---------------------------------------------------------------------------------------------
// Shoe-independent tables.

/**
 * Accumulator cells: playerTotal × 10 + bankerTotal, plus 100 when Player drew (no natural), plus
 * 200 when the coup was a natural. With the coup's number of cards (4–6) a cell tells who drew.
 */
const CELLS = 300;
const DREW_CELL = 100;
const NATURAL_CELL = 200;
/** A deal has at most 6 cards, so a value appears at most 6 times: factor j of value v is v × 6 + j. */
const MAX_CARDS = MAX_COUP_CARDS;

/**
 * Every multiset of 0–6 point values, smaller sizes first (1 + 10 + 55 + 220 + 715 + 2002 + 5005),
 * and every coup grouped by the multiset of values it deals (4, 5 or 6 cards), by cell.
 */
interface Tables {
  /** Multisets in all. */
  sets: number;
  /** The multiset without its largest value (a smaller id), for building weights incrementally. */
  parent: Int32Array;
  /** Factor index of that largest value: value × 6 + its copies in the parent. */
  lastFactor: Uint8Array;
  /** Entries of cell c for coups of k cards are runStart[3c + k − 4] … runStart[3c + k − 3] − 1. */
  runStart: Int32Array;
  /** Multiset of each entry (a coup of 4, 5 or 6 cards). */
  entrySet: Uint16Array;
  /** Number of orderings of that multiset that are coups ending in the cell (≤ 720). */
  entryMult: Float64Array;
  /** Outcome of each cell 0–99, by compareTotals. */
  outcomeOfCell: ('player' | 'banker' | 'tie')[];
}

let tables: Tables | null = null;

function buildTables(): Tables {
  // Multisets as non-decreasing value sequences, numbered by size, then parent, then the value
  // appended: each appears once, after its parent, and a multiset's children (the values from its
  // largest on, appended) get consecutive ids from firstChild.
  const sizeOf: number[] = [0];
  const largest: number[] = [0];
  const topCopies: number[] = [0]; // how often the largest value occurs
  const parentOf: number[] = [-1];
  const lastOf: number[] = [0];
  const firstChild: number[] = [];
  for (let id = 0; sizeOf[id]! < MAX_CARDS; id++) {
    firstChild.push(sizeOf.length);
    const start = sizeOf[id] === 0 ? 0 : largest[id]!;
    for (let v = start; v < 10; v++) {
      const copies = v === start && sizeOf[id] !== 0 ? topCopies[id]! + 1 : 1;
      sizeOf.push(sizeOf[id]! + 1);
      largest.push(v);
      topCopies.push(copies);
      parentOf.push(id);
      lastOf.push(v * MAX_CARDS + copies - 1);
    }
  }
  const sets = sizeOf.length;
  const firstSix = firstChild.length;
  /** The child of x got by appending v ≥ its largest value. */
  const child = (x: number, v: number): number => firstChild[x]! + v - (sizeOf[x] === 0 ? 0 : largest[x]!);
  // add[id × 10 + v]: the multiset id with v added, for ids below 6 cards. When v is smaller than
  // the largest value L, id + v = (parent + v) + L, and parent + v is already known.
  const add = new Int32Array(firstSix * 10);
  for (let id = 0; id < firstSix; id++) {
    const top = sizeOf[id] === 0 ? 0 : largest[id]!;
    for (let v = 0; v < 10; v++) add[id * 10 + v] = v >= top ? child(id, v) : child(add[parentOf[id]! * 10 + v]!, top);
  }

  // Play out every sequence of values once. Player's two cards and Banker's two cards are taken
  // unordered (p1 ≤ p2, b1 ≤ b2) with weight 2 when distinct: order within a hand changes neither
  // the multiset nor the totals. Counts go into a dense array indexed cell-major (ids from the
  // first 4-card multiset on; natural cells only ever hold 4-card coups); the slots touched are
  // noted, so sorting them lists the entries by cell, then id, without scanning the whole array.
  const first4 = sizeOf.indexOf(4);
  const first5 = sizeOf.indexOf(5);
  const width = sets - first4;
  const width4 = first5 - first4;
  const naturalBase = NATURAL_CELL * width;
  const dense = new Uint16Array(naturalBase + 100 * width4);
  const touched: number[] = [];
  const bump = (i: number, by: number): void => {
    if (dense[i] === 0) touched.push(i);
    dense[i]! += by;
  };
  for (let p1 = 0; p1 < 10; p1++) {
    for (let p2 = p1; p2 < 10; p2++) {
      const mp = add[add[p1]! * 10 + p2]!;
      const p = (p1 + p2) % 10;
      for (let b1 = 0; b1 < 10; b1++) {
        for (let b2 = b1; b2 < 10; b2++) {
          const m4 = add[add[mp * 10 + b1]! * 10 + b2]!;
          const b = (b1 + b2) % 10;
          const w = (p1 === p2 ? 1 : 2) * (b1 === b2 ? 1 : 2);
          if (isNatural(p) || isNatural(b)) {
            bump(naturalBase + (p * 10 + b) * width4 + m4 - first4, w);
          } else if (playerDraws(p)) {
            for (let v5 = 0; v5 < 10; v5++) {
              const m5 = add[m4 * 10 + v5]!;
              const p3 = (p + v5) % 10;
              // BANKER_DRAW_LOOKUP[b × 11 + third + 1]: Banker's decision after Player drew `third`.
              if (BANKER_DRAW_LOOKUP[b * 11 + v5 + 1] === 1) {
                for (let v6 = 0; v6 < 10; v6++) bump((DREW_CELL + p3 * 10 + ((b + v6) % 10)) * width + add[m5 * 10 + v6]! - first4, w);
              } else {
                bump((DREW_CELL + p3 * 10 + b) * width + m5 - first4, w);
              }
            }
          } else if (BANKER_DRAW_LOOKUP[b * 11] === 1) {
            // [b × 11 + 0]: Banker's decision when Player stood.
            for (let v5 = 0; v5 < 10; v5++) bump((p * 10 + ((b + v5) % 10)) * width + add[m4 * 10 + v5]! - first4, w);
          } else {
            bump((p * 10 + b) * width + m4 - first4, w);
          }
        }
      }
    }
  }

  // Entries by cell, then by multiset id; ids grow with size, so each cell's entries fall into
  // three runs: coups of 4, 5 and 6 cards.
  const slots = Int32Array.from(touched).sort();
  const entries = slots.length;
  const runStart = new Int32Array(CELLS * 3 + 1);
  const entrySet = new Uint16Array(entries);
  const entryMult = new Float64Array(entries);
  let run = 0;
  for (let e = 0; e < entries; e++) {
    const i = slots[e]!;
    const natural = i >= naturalBase;
    const cell = natural ? NATURAL_CELL + Math.floor((i - naturalBase) / width4) : Math.floor(i / width);
    const id = first4 + (natural ? (i - naturalBase) % width4 : i % width);
    const r = cell * 3 + (id < first5 ? 0 : id < firstSix ? 1 : 2);
    while (run <= r) runStart[run++] = e;
    entrySet[e] = id;
    entryMult[e] = dense[i]!;
  }
  while (run <= CELLS * 3) runStart[run++] = entries;
  return {
    sets,
    parent: Int32Array.from(parentOf),
    lastFactor: Uint8Array.from(lastOf),
    runStart,
    entrySet,
    entryMult,
    outcomeOfCell: Array.from({ length: 100 }, (_, c) => compareTotals(Math.floor(c / 10), c % 10)),
  };
}

function getTables(): Tables {
  return (tables ??= buildTables());
}

// ---------------------------------------------------------------------------------------------
// How each bet is paid on each kind of coup, asked of betVerdict once.

/** Fine cells: cell × 3 + (cards the coup used − 4). */
const FINE = CELLS * 3;

/** The facts of the coups in a fine cell (pairs aside: no bet on the coup reads them). */
function factsOfFine(f: number): CoupFacts {
  const cell = Math.floor(f / 3);
  const cards = 4 + (f % 3);
  const kind = Math.floor(cell / 100);
  const playerTotal = Math.floor((cell % 100) / 10);
  const bankerTotal = cell % 10;
  const natural = cell >= NATURAL_CELL;
  const playerDrew = kind === 1;
  return {
    winner: compareTotals(playerTotal, bankerTotal),
    playerTotal,
    bankerTotal,
    playerNatural: natural && isNatural(playerTotal),
    bankerNatural: natural && isNatural(bankerTotal),
    playerDrew,
    bankerDrew: !natural && cards === (playerDrew ? 6 : 5),
    playerPair: false,
    bankerPair: false,
  };
}

/** Pair classes of the first four cards: bit 0 a Player pair, bit 1 a Banker pair. */
const PAIR_CLASSES = 4;

function factsOfPairs(k: number): CoupFacts {
  return { ...factsOfFine(0), playerPair: (k & 1) !== 0, bankerPair: (k & 2) !== 0 };
}

/** One bet's paytable over the classes of coups: the class of each fine cell (or pair class) and each class's verdict. */
interface BetTable {
  classOf: Uint8Array;
  verdicts: BetVerdict[];
  byFirstFour: boolean;
}

function betTable(key: BetKey, variant: Variant): BetTable {
  const byFirstFour = decidedByFirstFour(key);
  const size = byFirstFour ? PAIR_CLASSES : FINE;
  const classOf = new Uint8Array(size);
  const verdicts: BetVerdict[] = [];
  const seen = new Map<string, number>();
  for (let f = 0; f < size; f++) {
    const v = betVerdict(key, byFirstFour ? factsOfPairs(f) : factsOfFine(f), variant);
    const id = `${v.outcome} ${v.num}/${v.den} ${v.commissionPercent}`;
    let c = seen.get(id);
    if (c === undefined) {
      c = verdicts.length;
      seen.set(id, c);
      verdicts.push(v);
    }
    classOf[f] = c;
  }
  return { classOf, verdicts, byFirstFour };
}

/** Paytables of every variant's bets, the same table shared where variants pay a bet alike. */
let betTables: Record<Variant, [BetKey, BetTable][]> | null = null;

function getBetTables(): Record<Variant, [BetKey, BetTable][]> {
  if (betTables) return betTables;
  const shared = new Map<string, BetTable>();
  const out = {} as Record<Variant, [BetKey, BetTable][]>;
  for (const variant of VARIANTS) {
    out[variant] = BET_KEYS.filter((k) => offersBet(variant, k)).map((key) => {
      const t = betTable(key, variant);
      const sig = `${key} ${t.classOf.join('')} ${t.verdicts.map((v) => `${v.outcome}${v.num}/${v.den}/${v.commissionPercent}`).join()}`;
      const same = shared.get(sig);
      if (same) return [key, same];
      shared.set(sig, t);
      return [key, t];
    });
  }
  return (betTables = out);
}

// ---------------------------------------------------------------------------------------------
// Per-shoe pass.

// Scratch buffers reused across calls, so the hot loops allocate nothing (JS is single-threaded).
const factor = new Float64Array(10 * MAX_CARDS);
let weight = new Float64Array(0);
const fineScratch = new Float64Array(FINE);

/** N(N−1)…(N−k+1) in BigInt. */
function falling(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r *= BigInt(n - i);
  return r;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** a / b as a double (both may exceed 2^53; each conversion rounds once). */
function ratio(a: bigint, b: bigint): number {
  return Number(a) / Number(b);
}

/**
 * Counts of ordered 6-card deals per fine cell, exact: doubles (`fast`) when every count and
 * every sum of them fits 2^53, else BigInt (`slow`). Sums over groups of cells come from `sums`.
 */
interface FineCounts {
  fast: Float64Array | null;
  slow: bigint[] | null;
}

/**
 * Counts of ordered 6-card deals per fine cell (FINE). The weight of a multiset of k values is the
 * product of falling factorials of the value counts, times the (N−k)…(N−5) ways to deal the unused
 * trailing cards. Fast path in doubles when the total N(N−1)…(N−5) ≤ 2^53 − 1 (up to 455 cards,
 * so every offered shoe): every product and partial sum is then a non-negative integer no larger
 * than the total, so no rounding can happen. Larger shoes take the same steps in BigInt.
 */
function cellCounts(values: readonly number[], n: number): FineCounts {
  const { sets, parent, lastFactor, runStart, entrySet, entryMult } = getTables();
  if (falling(n, 6) <= MAX_SAFE) {
    for (let v = 0; v < 10; v++) for (let j = 0; j < MAX_CARDS; j++) factor[v * MAX_CARDS + j] = values[v]! - j;
    if (weight.length !== sets) weight = new Float64Array(sets);
    const w = weight;
    w[0] = 1;
    // A missing value gives the factor 0 (count − copies) before any negative factor can appear.
    for (let id = 1; id < sets; id++) w[id] = w[parent[id]!]! * factor[lastFactor[id]!]!;
    const tails = [(n - 4) * (n - 5), n - 5, 1];
    const out = fineScratch;
    for (let r = 0; r < FINE; r++) {
      const from = runStart[r]!;
      const to = runStart[r + 1]!;
      out[r] = from === to ? 0 : runSum(w, entrySet, entryMult, from, to) * tails[r % 3]!;
    }
    return { fast: out, slow: null };
  }
  const fb = Array.from({ length: 10 * MAX_CARDS }, (_, i) => BigInt(values[Math.floor(i / MAX_CARDS)]! - (i % MAX_CARDS)));
  const wb = new Array<bigint>(sets);
  wb[0] = 1n;
  for (let id = 1; id < sets; id++) wb[id] = wb[parent[id]!]! * fb[lastFactor[id]!]!;
  const tails = [BigInt(n - 4) * BigInt(n - 5), BigInt(n - 5), 1n];
  const out = new Array<bigint>(FINE);
  for (let r = 0; r < FINE; r++) {
    let run = 0n;
    for (let e = runStart[r]!; e < runStart[r + 1]!; e++) run += wb[entrySet[e]!]! * BigInt(entryMult[e]!);
    out[r] = run * tails[r % 3]!;
  }
  return { fast: null, slow: out };
}

/** Sums of the fine counts by class (`classOf[fine]` in 0 … classes − 1), exact, in BigInt. */
function sums(c: FineCounts, classOf: Uint8Array, classes: number): bigint[] {
  if (c.fast) {
    const f = c.fast;
    const acc = new Float64Array(classes);
    for (let r = 0; r < FINE; r++) acc[classOf[r]!]! += f[r]!;
    return Array.from(acc, (x) => BigInt(x));
  }
  const acc = new Array<bigint>(classes).fill(0n);
  for (let r = 0; r < FINE; r++) acc[classOf[r]!]! += c.slow![r]!;
  return acc;
}

/** Σ w[set] × mult over entries from … to−1; two accumulators halve the chain of dependent adds. */
function runSum(w: Float64Array, set: Uint16Array, mult: Float64Array, from: number, to: number): number {
  let a = 0;
  let b = 0;
  let e = from;
  for (; e + 1 < to; e += 2) {
    a += w[set[e]!]! * mult[e]!;
    b += w[set[e + 1]!]! * mult[e + 1]!;
  }
  if (e < to) a += w[set[e]!]! * mult[e]!;
  return a + b;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * A bet's odds from the counts of its verdict classes. Per unit staked a win returns its
 * `netRatio` (num/den less commission), a push 0, a loss −1; the edge is minus the mean, exact
 * in BigInt over a common denominator, rounded once.
 */
function betOdds(verdicts: readonly BetVerdict[], counts: readonly bigint[], total: bigint): BetOdds {
  let den = 1;
  for (const v of verdicts) {
    if (v.outcome !== 'win') continue;
    const per = netRatio(v.pays, v.commissionPercent)[1];
    den = (den * per) / gcd(den, per);
  }
  const big = BigInt(den);
  let mean = 0n;
  let win = 0n;
  let push = 0n;
  verdicts.forEach((v, i) => {
    const k = counts[i]!;
    if (v.outcome === 'lose') mean -= k * big;
    else if (v.outcome === 'push') push += k;
    else {
      win += k;
      const [num, per] = netRatio(v.pays, v.commissionPercent);
      mean += (k * BigInt(num) * big) / BigInt(per);
    }
  });
  return { win: ratio(win, total), push: ratio(push, total), houseEdge: ratio(-mean, total * big) };
}

/**
 * Counts of ordered 6-card deals by pair class (bit 0 Player pair, bit 1 Banker pair). The four
 * first cards are exchangeable draws: P(both) over N(N−1)(N−2)(N−3) ordered first fours is
 * Σ_{r≠s} c_r(c_r−1)c_s(c_s−1) + Σ_r c_r(c_r−1)(c_r−2)(c_r−3); the last two positions are free.
 */
function pairCounts(counts: readonly number[], n: number): { single: bigint; both: bigint; classes: bigint[] } {
  let s = 0n;
  let sq = 0n;
  let four = 0n;
  for (const c of counts) {
    const x = BigInt(c) * BigInt(c - 1);
    s += x;
    sq += x * x;
    four += x * BigInt(c - 2) * BigInt(c - 3);
  }
  const tail2 = falling(n - 4, 2);
  const single = s * falling(n - 2, 4);
  const both = (s * s - sq + four) * tail2;
  const total = falling(n, 6);
  return { single, both, classes: [total - 2n * single + both, single - both, single - both, both] };
}

/**
 * Exact analysis of a shoe given as counts of the 13 ranks A, 2–10, J, Q, K: outcome counts and
 * probabilities, house edges, pair and natural probabilities, the 10 × 10 distribution of final
 * totals, and the odds of every bet of every variant (`variants`). Pure; the first call also
 * builds the shoe-independent tables (tens of ms, once).
 * Sources: src/engine/RULES.md § Drawing rules, § Payouts and commission, § House edge;
 * § Table variants, § Side bets.
 * @throws RangeError for bad counts (see `validateShoeCounts`).
 */
export function analyzeShoe(counts: readonly number[]): ShoeOdds {
  validateShoeCounts(counts);
  const values = new Array<number>(10).fill(0);
  let n = 0;
  for (let r = 0; r < RANK_COUNT; r++) {
    values[POINT_BY_RANK_INDEX[r]!]! += counts[r]!;
    n += counts[r]!;
  }
  const fine = cellCounts(values, n);
  const { outcomeOfCell } = getTables();
  const total = falling(n, 6);

  // Final totals (100 classes) and naturals (class 100 + totals) in one pass.
  const byTotals = sums(fine, totalsClass(), 200);
  const sumsOf = { player: 0n, banker: 0n, tie: 0n };
  let natural = 0n;
  const distribution: bigint[][] = [];
  for (let p = 0; p < 10; p++) {
    const row: bigint[] = [];
    for (let b = 0; b < 10; b++) {
      const c = p * 10 + b;
      const nat = byTotals[100 + c]!;
      const x = byTotals[c]! + nat;
      natural += nat;
      sumsOf[outcomeOfCell[c]!] += x;
      row.push(x);
    }
    distribution.push(row);
  }

  const pairs = pairCounts(counts, n);
  const variants = {} as Record<Variant, VariantOdds>;
  const memo = new Map<BetTable, BetOdds>();
  const tablesByVariant = getBetTables();
  for (const variant of VARIANTS) {
    const odds: VariantOdds = {};
    for (const [key, t] of tablesByVariant[variant]) {
      let o = memo.get(t);
      if (!o) {
        const k = t.byFirstFour ? classesOf(t, pairs.classes) : sums(fine, t.classOf, t.verdicts.length);
        o = betOdds(t.verdicts, k, total);
        memo.set(t, o);
      }
      odds[key] = o;
    }
    variants[variant] = odds;
  }

  const { banker, player, tie } = sumsOf;
  const std = variants.standard;
  return {
    cards: n,
    counts: { banker, player, tie, natural, playerPair: pairs.single, bankerPair: pairs.single, total },
    probability: {
      banker: ratio(banker, total),
      player: ratio(player, total),
      tie: ratio(tie, total),
      playerPair: ratio(pairs.single, total),
      bankerPair: ratio(pairs.single, total),
      natural: ratio(natural, total),
    },
    houseEdge: {
      banker: std.banker!.houseEdge,
      player: std.player!.houseEdge,
      tie: std.tie!.houseEdge,
      tie9to1: ratio(total - BigInt(TIE_PAYS_REFERENCE + 1) * tie, total),
      pair: std.playerPair!.houseEdge,
    },
    distribution,
    distributionProbability: distribution.map((row) => row.map((x) => ratio(x, total))),
    variants,
  };
}

/** Counts by a pair-decided bet's classes, from the counts by pair class. */
function classesOf(t: BetTable, pairClassCounts: readonly bigint[]): bigint[] {
  const out = new Array<bigint>(t.verdicts.length).fill(0n);
  for (let k = 0; k < PAIR_CLASSES; k++) out[t.classOf[k]!]! += pairClassCounts[k]!;
  return out;
}

let totalsClassCache: Uint8Array | null = null;

/** Fine cell → final totals p × 10 + b, plus 100 for a natural. */
function totalsClass(): Uint8Array {
  return (totalsClassCache ??= Uint8Array.from({ length: FINE }, (_, f) => {
    const cell = Math.floor(f / 3);
    return (cell >= NATURAL_CELL ? 100 : 0) + (cell % 100);
  }));
}

/**
 * House edges (fractions of the stake) for shoes of full decks, one row per entry of `decks` in
 * order, computed by `analyzeShoe`, the main bets' at a `variant` table: the odds panel's table
 * (src/engine/RULES.md § Payouts and commission, "Reference figures").
 * @throws RangeError when a deck count is not a positive integer.
 */
export function houseEdgeTable(decks: readonly number[], variant: Variant = DEFAULT_VARIANT): HouseEdgeRow[] {
  return decks.map((d) => {
    const { houseEdge, variants } = analyzeShoe(countsForDecks(d));
    const v = variants[variant];
    return { decks: d, ...houseEdge, banker: v.banker!.houseEdge, player: v.player!.houseEdge, tie: v.tie!.houseEdge };
  });
}
