// @vitest-environment jsdom
/**
 * Explain steps of side bets and table variants as the player reads them (src/engine/RULES.md
 * § Side bets, § Table variants): a won side bet names why (the pair's cards, the margin, the
 * three-card total) and its payout; an EZ push on a three-card 7 says so instead of "a Tie".
 */
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bets, type Variant, NO_BETS, settleBets } from '../../engine/index.ts';
import { coupOfTokens } from '../../engine/coups.test-util.ts';
import { i18next, initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import type { Language } from '../../store/types.ts';
import { formatMoney } from '../../ui/format.ts';
import { explainSteps } from './explainSteps.ts';
import { usePhraseText } from './learnFormat.ts';

beforeAll(() => {
  initI18n('nb', resources);
});

async function payLines(language: Language, cards: string, bets: Partial<Bets>, variant: Variant = 'standard') {
  await i18next.changeLanguage(language);
  const coup = coupOfTokens(cards);
  const steps = explainSteps(coup, settleBets({ ...NO_BETS, ...bets }, coup, variant), variant);
  const { result } = renderHook(() => usePhraseText(language));
  return Object.fromEntries(steps.filter((s) => s.id.startsWith('pay-')).map((s) => [s.id, result.current(s)]));
}

const kr = (ore: number, language: Language) => formatMoney(ore, language);

describe('explain steps of side bets', () => {
  // Player 7♥ 7♣ (4) draws a K and stays 4; Banker 2 + 3 = 5 stands: Banker wins 5–4.
  const pairCoup = '7H,2D,7C,3S,KH,KD';

  it('a Player Pair names its cards and pays 11:1 (nb)', async () => {
    const lines = await payLines('nb', pairCoup, { playerPair: 10_000, eitherPair: 10_000, bankerPair: 1_000 });
    expect(lines['pay-playerPair']).toBe(`Innsatsen på Spillerpar (${kr(10_000, 'nb')}) vinner 11:1 fordi Spilleren har et par (7♥ 7♣): ${kr(110_000, 'nb')} i gevinst, ${kr(120_000, 'nb')} tilbake til deg.`);
    expect(lines['pay-eitherPair']).toBe(`Innsatsen på Valgfritt par (${kr(10_000, 'nb')}) vinner 5:1 fordi Spilleren har et par (7♥ 7♣): ${kr(50_000, 'nb')} i gevinst, ${kr(60_000, 'nb')} tilbake til deg.`);
    expect(lines['pay-bankerPair']).toBe(`Innsatsen på Bankpar (${kr(1_000, 'nb')}) er tapt.`);
  });

  it('the same in Swedish', async () => {
    const lines = await payLines('sv', pairCoup, { playerPair: 10_000 });
    expect(lines['pay-playerPair']).toBe(`Insatsen på Spelarpar (${kr(10_000, 'sv')}) vinner 11:1 eftersom Spelaren har ett par (7♥ 7♣): ${kr(110_000, 'sv')} i vinst, ${kr(120_000, 'sv')} tillbaka till dig.`);
  });

  it('a Dragon Bonus names the winning margin, Dragon 7 the three-card total, and EZ Banker pushes on it', async () => {
    // Player K K (0) draws an A: 1. Banker A + 2 = 3 draws a 4: 7 on three cards. Banker wins by 6.
    const cards = 'K,A,K,2,A,4';
    const nb = await payLines('nb', cards, { banker: 10_000, dragonBonusBanker: 1_000, dragon7: 1_000, panda8: 1_000 }, 'ez');
    expect(nb['pay-dragonBonusBanker']).toBe(`Innsatsen på Dragebonus Bank (${kr(1_000, 'nb')}) vinner 4:1 fordi Banken vinner med 6 poengs forskjell: ${kr(4_000, 'nb')} i gevinst, ${kr(5_000, 'nb')} tilbake til deg.`);
    expect(nb['pay-dragon7']).toBe(`Innsatsen på Drage 7 (${kr(1_000, 'nb')}) vinner 40:1 fordi Banken vinner med 7 på tre kort: ${kr(40_000, 'nb')} i gevinst, ${kr(41_000, 'nb')} tilbake til deg.`);
    expect(nb['pay-banker']).toBe(`Innsatsen på Bank (${kr(10_000, 'nb')}): Banken vinner med 7 på tre kort, så du får innsatsen tilbake, ${kr(10_000, 'nb')}.`);
    const sv = await payLines('sv', cards, { banker: 10_000 }, 'ez');
    expect(sv['pay-banker']).toBe(`Insatsen på Bank (${kr(10_000, 'sv')}): Banken vinner med 7 på tre kort, så du får tillbaka insatsen, ${kr(10_000, 'sv')}.`);
  });

  it('each pair bet names its own hand, and Either Pair both pairs when there are two', async () => {
    // Player 4♦ 4♣ and Banker 6♠ 6♥: both hands are pairs. Player 8 and Banker 2 (no natural for Banker): Player 8 is a natural.
    const lines = await payLines('nb', '4D,6S,4C,6H', { playerPair: 1_000, bankerPair: 1_000, eitherPair: 1_000 });
    expect(lines['pay-playerPair']).toContain('fordi Spilleren har et par (4♦ 4♣):');
    expect(lines['pay-bankerPair']).toContain('fordi Banken har et par (6♠ 6♥):');
    expect(lines['pay-eitherPair']).toContain('fordi både Spilleren (4♦ 4♣) og Banken (6♠ 6♥) har et par:');
    const sv = await payLines('sv', '4D,6S,4C,6H', { bankerPair: 1_000, eitherPair: 1_000 });
    expect(sv['pay-bankerPair']).toContain('eftersom Banken har ett par (6♠ 6♥):');
    expect(sv['pay-eitherPair']).toContain('eftersom både Spelaren (4♦ 4♣) och Banken (6♠ 6♥) har ett par:');
  });

  it('a Dragon Bonus pushed on a Tie of two naturals says so, and a no-commission 1:2 names the six', async () => {
    // Player 9 + K and Banker 9 + K: a Tie of two naturals.
    const tie = await payLines('nb', '9,9,K,K', { dragonBonusPlayer: 1_000, player: 1_000 });
    expect(tie['pay-dragonBonusPlayer']).toBe(`Innsatsen på Dragebonus Spiller (${kr(1_000, 'nb')}): uavgjort med naturlig hånd på begge sider, så du får innsatsen tilbake, ${kr(1_000, 'nb')}.`);
    expect(tie['pay-player']).toBe(`Innsatsen på Spiller (${kr(1_000, 'nb')}): ved uavgjort får du innsatsen tilbake, ${kr(1_000, 'nb')}.`);
    // Player K K (0) draws a K: 0. Banker 2 + 4 = 6 stands: Banker wins with 6.
    const six = await payLines('sv', 'K,2,K,4,K', { banker: 1_000 }, 'no-commission');
    expect(six['pay-banker']).toBe(`Insatsen på Bank (${kr(1_000, 'sv')}) vinner 1:2 eftersom Banken vinner med 6: ${kr(500, 'sv')} i vinst, ${kr(1_500, 'sv')} tillbaka till dig.`);
  });

  it('a Dragon Bonus won with a natural says so', async () => {
    // Player 9 + K = 9, a natural; Banker K + 8 = 8, a natural too: Player wins 9–8.
    const lines = await payLines('nb', '9,K,K,8', { dragonBonusPlayer: 1_000 });
    expect(lines['pay-dragonBonusPlayer']).toBe(`Innsatsen på Dragebonus Spiller (${kr(1_000, 'nb')}) vinner 1:1 fordi Spilleren vinner med naturlig hånd (9): ${kr(1_000, 'nb')} i gevinst, ${kr(2_000, 'nb')} tilbake til deg.`);
  });
});
