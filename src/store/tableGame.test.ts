/** The table's variant and bets from its settings (src/engine/RULES.md § Table variants, § Side bets). */
import { describe, expect, it } from 'vitest';
import { selectTableGame } from './tableGame.ts';

describe('selectTableGame', () => {
  it('a standard table without side bets has the three main bets', () => {
    expect(selectTableGame({ variant: 'standard', sideBets: false })).toEqual({ variant: 'standard', sideBets: false, bets: ['banker', 'player', 'tie'] });
  });
  it('lists the variant\'s side bets after the main bets when they are on, Dragon 7 and Panda 8 on EZ only', () => {
    expect(selectTableGame({ variant: 'no-commission', sideBets: true }).bets).toEqual([
      'banker', 'player', 'tie', 'playerPair', 'eitherPair', 'bankerPair', 'dragonBonusPlayer', 'dragonBonusBanker',
    ]);
    expect(selectTableGame({ variant: 'ez', sideBets: true }).bets).toContain('dragon7');
    expect(selectTableGame({ variant: 'ez', sideBets: false }).bets).toEqual(['banker', 'player', 'tie']);
  });
  it('gives the same object for the same settings', () => {
    expect(selectTableGame({ variant: 'ez', sideBets: true })).toBe(selectTableGame({ variant: 'ez', sideBets: true }));
  });
});
