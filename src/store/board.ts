/**
 * Which rounds the scoreboards, statistics and hand history show, and what they derive from
 * them. Pure selectors over table state; coups and settlements come from `roundView`, so the
 * board can never disagree with the engine.
 */
import {
  type Coup,
  type ReshufflePolicy,
  type RoadRound,
  type RoundStats,
  type Roads,
  computeRoads,
  computeStats,
  roadRoundOf,
} from '../engine/index.ts';
import { roundView } from './selectors.ts';
import type { TableState } from './state.ts';
import { BOARD_STEP, HISTORY_LIMIT, type RoundRecord } from './types.ts';

/** The state the board reads. */
export type BoardState = Pick<TableState, 'history' | 'shoe' | 'boardFrom' | 'phase'>;

/** The rounds on the board and why. */
export interface BoardView {
  /** The reshuffle policy of the shoe in play; it decides how the board restarts. */
  policy: ReshufflePolicy;
  /** Rounds on the board, oldest first. */
  records: RoundRecord[];
  /**
   * The rounds of the session (`every-round`) or shoe the board shows, in all: more than
   * `records.length` once a long session's oldest rounds have left the board.
   */
  total: number;
  /** `cut-card`: the number of the shoe the board shows; `every-round`: null. */
  shoeNumber: number | null;
  /**
   * `cut-card`: the board restarted because this shoe followed rounds of another one (the
   * "new shoe" marker is shown); always false under `every-round`.
   */
  newShoe: boolean;
}

/**
 * The history the player has seen, oldest first: all of it except a round still being revealed
 * (it is settled in the store at GI, but the board must not give away the result early).
 */
export function selectSeenHistory(s: Pick<TableState, 'history' | 'phase'>): RoundRecord[] {
  return s.phase === 'revealing' && s.history.length > 0 ? s.history.slice(0, -1) : s.history;
}

/**
 * The rounds on the board (src/engine/RULES.md § Scoreboards; issue: scoreboards restart per shoe).
 * - `every-round`: every seen round with an id above `boardFrom` (a session; "start afresh"
 *   moves `boardFrom`), at most HISTORY_LIMIT of them: once a session has passed that many, its
 *   oldest rounds leave the board BOARD_STEP at a time. In between the board stays put: leaving one
 *   round at a time moved every drawn cell at each round, and redrawing a board of hundreds of
 *   rounds then made every round stutter on a phone (issue 12). The history keeps the last
 *   HISTORY_LIMIT rounds, so it always holds the board's.
 * - `cut-card`: the seen rounds of the shoe in play with an id above `boardFrom`. The store holds
 *   the next shoe as soon as the cut-card round is dealt, but the board stays on the old shoe, that
 *   round included once shown, until the next round is bet on: the player sees how the shoe ended,
 *   then a fresh board with the "new shoe" marker. A shoe's rounds are the run at the end of the
 *   history with its number (numbers only grow, so an old shoe with the same number cannot sneak
 *   in after a newer one).
 * Refilling play money touches neither history nor `boardFrom`, so it never restarts the board.
 * The same object as last time while the board shows the same rounds (e.g. at GI, whose round is
 * not shown yet), so what is derived from it (the roads) need not be computed again.
 */
export function selectBoard(s: BoardState): BoardView {
  const next = boardOf(s);
  if (kept && sameBoard(kept, next)) return kept;
  return (kept = next);
}

/** The board selected last (see selectBoard). */
let kept: BoardView | undefined;

/** Both boards show the same round objects in the same way. */
function sameBoard(a: BoardView, b: BoardView): boolean {
  return (
    a.policy === b.policy &&
    a.shoeNumber === b.shoeNumber &&
    a.newShoe === b.newShoe &&
    a.total === b.total &&
    a.records.length === b.records.length &&
    a.records.every((r, i) => r === b.records[i])
  );
}

function boardOf(s: BoardState): BoardView {
  const seen = selectSeenHistory(s);
  const policy = s.shoe.policy;
  if (policy === 'every-round') {
    // Round ids count the rounds played, so a session's length is its last id past `boardFrom`.
    const total = Math.max(0, (seen.at(-1)?.id ?? s.boardFrom) - s.boardFrom);
    // The step is taken by the whole history, a round being revealed included: the board moves
    // once, at GI (its own result still hidden), rather than again when that round is shown.
    const dealt = Math.max(0, (s.history.at(-1)?.id ?? s.boardFrom) - s.boardFrom);
    const left = dealt > HISTORY_LIMIT ? BOARD_STEP * Math.ceil((dealt - HISTORY_LIMIT) / BOARD_STEP) : 0;
    return { policy, records: seen.filter((r) => r.id > s.boardFrom + left), total, shoeNumber: null, newShoe: false };
  }
  // The round on the felt keeps its shoe on the board: while revealed, and once shown if the cut
  // card came out in it and the shoe has not been changed again since (settings, new seed).
  const last = s.history.at(-1);
  const onFelt =
    s.phase === 'revealing' || (s.phase === 'settled' && last?.cutCardOut && last.shoeNumber === s.shoe.shoeNumber - 1) ? last : undefined;
  const shoeNumber = onFelt ? onFelt.shoeNumber : s.shoe.shoeNumber;
  let start = seen.length;
  while (start > 0 && seen[start - 1]!.shoeNumber === shoeNumber) start--;
  const records = seen.slice(start).filter((r) => r.id > s.boardFrom);
  return {
    policy,
    records,
    total: records.length,
    shoeNumber,
    newShoe: start > 0,
  };
}

/**
 * The number of the shoe the felt shows: the one value the shoe status and the board's heading
 * read, so they never name two shoes at once. While a round is revealed it is the shoe that
 * round came from: the store already holds the next shoe when the cut card came out, and the
 * player must not see it before the round. Otherwise the shoe in play.
 */
export function selectShoeOnFelt(s: Pick<TableState, 'history' | 'shoe' | 'phase'>): number {
  const last = s.history.at(-1);
  return s.phase === 'revealing' && last ? last.shoeNumber : s.shoe.shoeNumber;
}

/**
 * What the board's heading names: the session (`every-round`), the shoe on the felt by its
 * number, or, once the cut-card round is shown and before the next bet, the shoe that just ended
 * (the felt already shows the next one, so its number is not repeated on the board).
 */
export type BoardScope = { kind: 'session' } | { kind: 'shoe'; number: number } | { kind: 'ended' };

/** The board's heading for `board` beside the shoe on the felt (selectShoeOnFelt). */
export function boardScope(board: BoardView, shoeOnFelt: number): BoardScope {
  if (board.shoeNumber === null) return { kind: 'session' };
  return board.shoeNumber === shoeOnFelt ? { kind: 'shoe', number: shoeOnFelt } : { kind: 'ended' };
}

/** The coups of records, oldest first (a Coup is both a RoadRound and a StatsRound). */
export function boardCoups(records: readonly RoundRecord[]): Coup[] {
  return records.map((r) => roundView(r).coup);
}

/** The board's rounds as the roads record them: each coup at its own table's variant (Dragon 7 / Panda 8 on EZ). */
export function boardRoadRounds(records: readonly RoundRecord[]): RoadRound[] {
  return records.map((r) => {
    const { coup, variant } = roundView(r);
    return roadRoundOf(coup, variant);
  });
}

/** All five roads and Ask Banker / Ask Player for the board's rounds. */
export function selectBoardRoads(records: readonly RoundRecord[]): Roads {
  return computeRoads(boardRoadRounds(records));
}

/** The player's own money over a run of rounds, øre. */
export interface PlayerResult {
  /** Rounds with a stake on any spot. */
  roundsBet: number;
  staked: number;
  /** Returned minus staked over those rounds (negative when the player lost). */
  net: number;
  commission: number;
}

/** Statistics of the board's rounds: the engine's counts plus the player's own result. */
export interface BoardStats extends RoundStats {
  player: PlayerResult;
}

/** Statistics of the rounds on the board (the shoe in play, or the session). */
export function selectBoardStats(records: readonly RoundRecord[]): BoardStats {
  const player: PlayerResult = { roundsBet: 0, staked: 0, net: 0, commission: 0 };
  for (const r of records) {
    const { settlement } = roundView(r);
    if (settlement.staked === 0) continue;
    player.roundsBet++;
    player.staked += settlement.staked;
    player.net += settlement.net;
    player.commission += settlement.commission;
  }
  return { ...computeStats(boardCoups(records)), player };
}
