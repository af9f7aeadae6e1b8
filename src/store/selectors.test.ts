/** The derived views of stored rounds: each read at the table type it was played under. */
import { describe, expect, it } from 'vitest';
import { type Variant, NO_BETS } from '../engine/index.ts';
import { betWon, roundVariant, roundView } from './selectors.ts';
import type { RoundRecord } from './types.ts';

// Player K 6 (6) stands; Banker 2 3 (5) draws a 2: Banker wins with a three-card 7.
const THREE_CARD_SEVEN = [12, 1, 5, 2, 14];

const record = (variant: Variant | undefined): RoundRecord => ({
  id: 1,
  time: 0,
  shoeNumber: 1,
  cards: THREE_CARD_SEVEN,
  bets: { ...NO_BETS, banker: 1_000 },
  cutCardOut: false,
  ...(variant ? { variant } : {}),
});

describe('roundVariant / roundView', () => {
  it('a round stored before table types is standard; any other keeps its own', () => {
    expect(roundVariant(record(undefined))).toBe('standard');
    expect(roundView(record(undefined)).variant).toBe('standard');
    expect(roundView(record('ez')).variant).toBe('ez');
    expect(roundView(record('no-commission')).variant).toBe('no-commission');
  });

  it('pays the round at its own table type: the three-card 7 pushes the EZ Banker bet, pays less 5 % at standard', () => {
    expect(roundView(record('ez')).settlement.returned).toBe(1_000);
    expect(roundView(record(undefined)).settlement.returned).toBe(1_950);
  });
});

describe('betWon', () => {
  it('Dragon 7 won the EZ round, and nothing on the standard round of the same cards (that table had no such bet)', () => {
    const ez = roundView(record('ez'));
    const standard = roundView(record('standard'));
    expect(ez.coup.winner).toBe('banker');
    expect(betWon(ez, 'dragon7')).toBe(true);
    expect(betWon(standard, 'dragon7')).toBe(false);
    expect(betWon(roundView(record(undefined)), 'dragon7')).toBe(false);
  });

  it('a bet every table has is judged the same at each; a push is no win', () => {
    for (const variant of ['standard', 'ez'] as const) {
      const view = roundView(record(variant));
      expect(betWon(view, 'player')).toBe(false);
      expect(betWon(view, 'panda8')).toBe(false);
      expect(betWon(view, 'playerPair')).toBe(false);
    }
    expect(betWon(roundView(record('standard')), 'banker')).toBe(true);
    expect(betWon(roundView(record('ez')), 'banker')).toBe(false);
  });
});
