/**
 * Statistics of a run of settled rounds (a shoe or a session): how often Banker, Player and Tie
 * won, naturals, pairs and streaks. Pure: plain rounds in, fresh plain JSON out. A `Coup`
 * (coup.ts) is a `StatsRound`, so the caller can pass resolved coups as they are.
 */
import type { Outcome, Side } from './rules.ts';

/** What the statistics read from one settled round. */
export interface StatsRound {
  readonly winner: Outcome;
  /** Either hand had 8 or 9 on its first two cards (src/engine/RULES.md § Drawing rules, Naturals). */
  readonly natural: boolean;
  /** Player's first two cards are of equal rank. */
  readonly playerPair: boolean;
  /** Banker's first two cards are of equal rank. */
  readonly bankerPair: boolean;
}

/** A run of wins by one side; `length` counts its Player or Banker wins. */
export interface Streak {
  side: Side;
  length: number;
}

/** Counts over a run of rounds; every count is a number of rounds. */
export interface RoundStats {
  rounds: number;
  wins: Record<Outcome, number>;
  /** Rounds with a natural on either side. */
  naturals: number;
  playerPairs: number;
  bankerPairs: number;
  /** Rounds with at least one pair (a round with both pairs counts once). */
  anyPair: number;
  /**
   * The longest streak of one side, read like the big road (src/engine/RULES.md § Scoreboards): a Tie
   * neither breaks nor lengthens a streak. The earliest one wins a draw; null before any
   * Player or Banker win.
   */
  longestStreak: Streak | null;
  /**
   * Every side's longest streak that is as long as `longestStreak`, in the order they first
   * reached that length (so `longestStreak` first): a Player and a Banker streak of the same length
   * are both named. Empty before any Player or Banker win.
   */
  longestStreaks: Streak[];
  /** The streak still running at the end (same reading); null before any Player or Banker win. */
  currentStreak: Streak | null;
}

/**
 * Counts wins, naturals, pairs and streaks of `rounds` (oldest first). O(rounds).
 * @throws RangeError when a round's winner is not 'banker', 'player' or 'tie'.
 */
export function computeStats(rounds: readonly StatsRound[]): RoundStats {
  const wins: Record<Outcome, number> = { banker: 0, player: 0, tie: 0 };
  let naturals = 0;
  let playerPairs = 0;
  let bankerPairs = 0;
  let anyPair = 0;
  let longest: Streak | null = null;
  let current: Streak | null = null;
  // The sides whose streaks reached the longest length, in the order they reached it.
  let longestSides: Streak['side'][] = [];

  for (const r of rounds) {
    if (r.winner !== 'banker' && r.winner !== 'player' && r.winner !== 'tie') {
      throw new RangeError(`bad winner ${JSON.stringify(r.winner)}`);
    }
    wins[r.winner]++;
    if (r.natural) naturals++;
    if (r.playerPair) playerPairs++;
    if (r.bankerPair) bankerPairs++;
    if (r.playerPair || r.bankerPair) anyPair++;
    if (r.winner === 'tie') continue;
    const before: Streak | null = current;
    const streak: Streak = { side: r.winner, length: before && before.side === r.winner ? before.length + 1 : 1 };
    current = streak;
    if (!longest || streak.length > longest.length) {
      longest = streak;
      longestSides = [streak.side];
    } else if (streak.length === longest.length && !longestSides.includes(streak.side)) longestSides.push(streak.side);
  }

  const longestStreaks = longest ? longestSides.map((side) => ({ side, length: longest.length })) : [];
  return { rounds: rounds.length, wins, naturals, playerPairs, bankerPairs, anyPair, longestStreak: longest, longestStreaks, currentStreak: current };
}

/** `count` as a fraction of `total` (0 … 1); 0 when `total` is 0, so an empty shoe shows 0 %. */
export function share(count: number, total: number): number {
  return total > 0 ? count / total : 0;
}
