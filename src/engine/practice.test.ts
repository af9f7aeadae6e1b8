/** The practice game's scoring and winners (src/engine/RULES.md § Practice game 1, 4). */
import { describe, expect, it } from 'vitest';
import { pointsFor, predictionRight, winningScore } from './practice.ts';

describe('practice game', () => {
  it('scores one point for naming the winner, nothing otherwise (a Tie is right only for Tie)', () => {
    expect(pointsFor('banker', 'banker')).toBe(1);
    expect(pointsFor('player', 'banker')).toBe(0);
    expect(pointsFor('player', 'tie')).toBe(0);
    expect(pointsFor('tie', 'tie')).toBe(1);
    expect(predictionRight('banker', 'tie')).toBe(false);
  });

  it('names the highest score as the winning one, shared on a tie, and none before anyone has a point', () => {
    expect(winningScore([2, 5, 5, 1])).toBe(5);
    expect(winningScore([0, 0])).toBeNull();
    expect(winningScore([])).toBeNull();
  });
});
