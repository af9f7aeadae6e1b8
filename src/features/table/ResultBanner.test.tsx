// @vitest-environment jsdom
/**
 * The result line's push says why the stakes came back, as the settlement says (src/engine/RULES.md
 * § Table variants): on a Tie, or the EZ table's Banker win with a three-card 7.
 */
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bets, type Variant, NO_BETS, settleBets } from '../../engine/index.ts';
import { coupOfTokens } from '../../engine/coups.test-util.ts';
import { i18next, initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import type { RoundView } from '../../store/selectors.ts';
import type { Language, RoundRecord } from '../../store/types.ts';
import { useResultText } from './ResultBanner.tsx';

beforeAll(() => {
  initI18n('nb', resources);
});

async function resultText(language: Language, cards: string, bets: Partial<Bets>, variant: Variant) {
  await i18next.changeLanguage(language);
  const coup = coupOfTokens(cards);
  const view: RoundView = { record: { cutCardOut: false } as RoundRecord, variant, coup, settlement: settleBets({ ...NO_BETS, ...bets }, coup, variant) };
  const { result } = renderHook(() => useResultText(view, language));
  return result.current;
}

async function moneyLine(language: Language, cards: string, bets: Partial<Bets>, variant: Variant): Promise<string | undefined> {
  return (await resultText(language, cards, bets, variant))?.money;
}

describe('the result line of a push', () => {
  // Player K + K = 0 draws a K and stays 0; Banker 3 + K = 3 draws a 4: a three-card 7 wins 7–0.
  const threeCardSeven = 'K,3,K,K,K,4';

  it('on an EZ table, a Banker win with a three-card 7 gives the stake back and says so (nb, sv)', async () => {
    expect(await moneyLine('nb', threeCardSeven, { banker: 10_000 }, 'ez')).toBe('Du fikk tilbake innsatsen på Bank (Banken vant med 7 på tre kort)');
    expect(await moneyLine('sv', threeCardSeven, { banker: 10_000 }, 'ez')).toBe('Du fick tillbaka insatsen på Bank (Banken vann med 7 på tre kort)');
  });

  it('the same coup pays the Banker bet at the other tables, and a Tie pushes as a Tie', async () => {
    expect(await moneyLine('nb', threeCardSeven, { banker: 10_000 }, 'no-commission')).toMatch(/^Du vant /);
    // Player 3 + 4 = 7 and Banker 3 + 4 = 7 both stand: a Tie.
    expect(await moneyLine('nb', '3,3,4,4', { banker: 10_000 }, 'ez')).toBe('Du fikk tilbake innsatsen på Bank (uavgjort)');
  });
});

describe('the result line with side bets', () => {
  it('puts the side bets in brackets, as a part of the sum before them (nb, sv)', async () => {
    // Player 9 + K = 9 (a natural) beats Banker 3 + 4 = 7: the Player bet wins 100 kr, the Player Pair bet loses 10 kr.
    const bets = { player: 10_000, playerPair: 1_000 };
    const nb = await resultText('nb', '9,3,K,4', bets, 'standard');
    expect(nb?.money).toBe('Du vant 90\u00a0kr i alt');
    expect(nb?.sidesNet?.text).toBe('(Sidespill: −10\u00a0kr)');
    const sv = await resultText('sv', '9,3,K,4', bets, 'standard');
    expect(sv?.sidesNet?.text).toBe('(Sidospel: −10\u00a0kr)');
  });
});
