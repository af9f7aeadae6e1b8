/**
 * The practice game's rules (src/engine/RULES.md § Practice game): how many may play, how a
 * prediction scores, who wins, and the shoe it deals from by default. No money is involved.
 */
import type { Outcome } from './rules.ts';
import type { Spot } from './payouts.ts';
import type { DeckCount, ReshufflePolicy } from './shoe.ts';

/** Most participants sharing one device (§ Practice game 1). */
export const MAX_PARTICIPANTS = 8;
/** One deck with a reshuffle before every round, as suits a game at home (§ Practice game 3). */
export const PRACTICE_DEFAULT_DECKS: DeckCount = 1;
export const PRACTICE_DEFAULT_POLICY: ReshufflePolicy = 'every-round';

/** True when a prediction names the round's winner (a Tie is right only for Tie): it earns a point (§ Practice game 1). */
export function predictionRight(prediction: Spot, winner: Outcome): boolean {
  return prediction === winner;
}

/** Points for one prediction: 1 when it is right, else 0 (§ Practice game 1). */
export function pointsFor(prediction: Spot, winner: Outcome): number {
  return predictionRight(prediction, winner) ? 1 : 0;
}

/**
 * The highest score and so the winners of a stopped game (§ Practice game 4): every participant
 * with that score, several on a tie; none while nobody has a point.
 */
export function winningScore(scores: readonly number[]): number | null {
  const best = scores.length === 0 ? 0 : Math.max(...scores);
  return best === 0 ? null : best;
}
