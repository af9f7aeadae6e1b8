// @vitest-environment jsdom
/**
 * Explain steps of side bets and table variants as the player reads them (src/engine/RULES.md
 * § Side bets, § Table variants): a won side bet names why (the pair's cards, the margin, the
 * three-card total) and its payout; an EZ push on a three-card 7 says so instead of "a Tie".
 */
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bets, type Variant, NO_BETS, parseCardToken, resolveCoup, settleBets } from '../../engine/index.ts';
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
  const coup = resolveCoup(cards.split(',').map((t, i) => parseCardToken(t, i)!));
  const steps = explainSteps(coup, settleBets({ ...NO_BETS, ...bets }, coup, variant));
  const { result } = renderHook(() => usePhraseText(language));
  return Object.fromEntries(steps.filter((s) => s.id.startsWith('pay-')).map((s) => [s.id, result.current(s)]));
}

const kr = (ore: number, language: Language) => formatMoney(ore, language);

describe('explain steps of side bets', () => {
  // Player 7♥ 7♣ (4) draws a K and stays 4; Banker 2 + 3 = 5 stands: Banker wins 5–4.
  const pairCoup = '7H,2D,7C,3S,KH,KD';

  it('a Player Pair names its cards and pays 11:1 (nb)', async () => {
    const lines = await payLines('nb', pairCoup, { playerPair: 10_000, eitherPair: 10_000, bankerPair: 1_000 });
    expect(lines['pay-playerPair']).toBe(`Spillerpar: 7♥ 7♣, betaler 11:1: ${kr(110_000, 'nb')} i gevinst, ${kr(120_000, 'nb')} tilbake til deg.`);
    expect(lines['pay-eitherPair']).toBe(`Valgfritt par: 7♥ 7♣, betaler 5:1: ${kr(50_000, 'nb')} i gevinst, ${kr(60_000, 'nb')} tilbake til deg.`);
    expect(lines['pay-bankerPair']).toBe(`Innsatsen på Bankpar (${kr(1_000, 'nb')}) er tapt.`);
  });

  it('the same in Swedish', async () => {
    const lines = await payLines('sv', pairCoup, { playerPair: 10_000 });
    expect(lines['pay-playerPair']).toBe(`Spelarpar: 7♥ 7♣, betalar 11:1: ${kr(110_000, 'sv')} i vinst, ${kr(120_000, 'sv')} tillbaka till dig.`);
  });

  it('a Dragon Bonus names the winning margin, Dragon 7 the three-card total, and EZ Banker pushes on it', async () => {
    // Player K K (0) draws an A: 1. Banker A + 2 = 3 draws a 4: 7 on three cards. Banker wins by 6.
    const cards = 'K,A,K,2,A,4';
    const nb = await payLines('nb', cards, { banker: 10_000, dragonBonusBanker: 1_000, dragon7: 1_000, panda8: 1_000 }, 'ez');
    expect(nb['pay-dragonBonusBanker']).toBe(`Dragebonus Bank: Banken vinner med 6 poeng, betaler 4:1: ${kr(4_000, 'nb')} i gevinst, ${kr(5_000, 'nb')} tilbake til deg.`);
    expect(nb['pay-dragon7']).toBe(`Drage 7: Banken vinner med 7 på tre kort, betaler 40:1: ${kr(40_000, 'nb')} i gevinst, ${kr(41_000, 'nb')} tilbake til deg.`);
    expect(nb['pay-banker']).toBe(`Innsatsen på Bank (${kr(10_000, 'nb')}): Banken vinner med 7 på tre kort, så du får innsatsen tilbake, ${kr(10_000, 'nb')}.`);
    const sv = await payLines('sv', cards, { banker: 10_000 }, 'ez');
    expect(sv['pay-banker']).toBe(`Insatsen på Bank (${kr(10_000, 'sv')}): Banken vinner med 7 på tre kort, så du får tillbaka insatsen, ${kr(10_000, 'sv')}.`);
  });

  it('a Dragon Bonus won with a natural says so', async () => {
    // Player 9 + K = 9, a natural; Banker K + 8 = 8, a natural too: Player wins 9–8.
    const lines = await payLines('nb', '9,K,K,8', { dragonBonusPlayer: 1_000 });
    expect(lines['pay-dragonBonusPlayer']).toBe(`Dragebonus Spiller: Spilleren vinner med naturlig hånd (9), betaler 1:1: ${kr(1_000, 'nb')} i gevinst, ${kr(2_000, 'nb')} tilbake til deg.`);
  });
});
