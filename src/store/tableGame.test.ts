/** The table's variant and bets from its settings (src/engine/RULES.md § Table variants, § Side bets). */
import { describe, expect, it } from 'vitest';
import { selectTableGame } from './tableGame.ts';

describe('selectTableGame', () => {
  it('reads settings without a variant or side bets as a standard table with the three main bets', () => {
    expect(selectTableGame({ decks: 6 })).toEqual({ variant: 'standard', sideBets: false, bets: ['banker', 'player', 'tie'] });
  });
  it('lists the variant\'s side bets after the main bets when they are on, Dragon 7 and Panda 8 on EZ only', () => {
    expect(selectTableGame({ decks: 8, variant: 'no-commission', sideBets: true }).bets).toEqual([
      'banker', 'player', 'tie', 'playerPair', 'eitherPair', 'bankerPair', 'dragonBonusPlayer', 'dragonBonusBanker',
    ]);
    expect(selectTableGame({ decks: 8, variant: 'ez', sideBets: true }).bets).toContain('dragon7');
    expect(selectTableGame({ decks: 8, variant: 'ez', sideBets: false }).bets).toEqual(['banker', 'player', 'tie']);
  });
  it('gives the same object for the same settings', () => {
    expect(selectTableGame({ decks: 1, variant: 'ez', sideBets: true })).toBe(selectTableGame({ decks: 6, variant: 'ez', sideBets: true }));
  });
});
