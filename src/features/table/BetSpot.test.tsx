// @vitest-environment jsdom
/**
 * A spot's accessible name follows what it shows: the stake lying on it while betting and in the
 * reveal, and once settled (the chips gone, the badge showing how the bet ended) that round's stake
 * and result, never a stake still lying there.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import type { SpotSettlement } from '../../engine/index.ts';
import { formatMoney } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import { BetSpot } from './BetSpot.tsx';
import { spotPays } from './spotPays.ts';

beforeAll(() => {
  initI18n('nb', resources);
});
afterEach(cleanup);

const settled = (outcome: SpotSettlement['outcome'], net: number): SpotSettlement => ({
  spot: 'banker',
  stake: 2_000,
  outcome,
  gross: outcome === 'win' ? 2_000 : 0,
  commission: outcome === 'win' ? 100 : 0,
  returned: 2_000 + net,
  net,
  pays: outcome === 'win' ? [1, 1] : [0, 1],
  commissionPercent: outcome === 'win' ? 5 : 0,
  margin: undefined,
  pushTotal: undefined,
});

async function nameOf(language: Language, amount: number, result: SpotSettlement | null): Promise<string> {
  await i18next.changeLanguage(language);
  const pays = spotPays('banker', 'standard', language, i18next.t);
  render(<BetSpot spot="banker" amount={amount} pays={pays} result={result} lit={false} language={language} onPlace={() => {}} />);
  const name = screen.getByTestId('spot-banker').getAttribute('aria-label') ?? '';
  cleanup();
  return name;
}

describe('a spot announces what it shows', () => {
  it('says the stake on it while betting, and no stake when empty', async () => {
    expect(await nameOf('nb', 2_000, null)).toBe(`Bank, betaler 0,95:1, innsats ${formatMoney(2_000, 'nb')}`);
    expect(await nameOf('nb', 0, null)).toBe('Bank, betaler 0,95:1, ingen innsats');
  });

  it('settled, says the round that was: its stake and how it ended, in both languages', async () => {
    expect(await nameOf('nb', 2_000, settled('win', 1_900))).toBe(
      `Bank, betaler 0,95:1, forrige runde: innsats ${formatMoney(2_000, 'nb')}, +${formatMoney(1_900, 'nb')}`,
    );
    expect(await nameOf('nb', 2_000, settled('lose', -2_000))).toBe(
      `Bank, betaler 0,95:1, forrige runde: innsats ${formatMoney(2_000, 'nb')}, ${formatMoney(-2_000, 'nb')}`,
    );
    expect(await nameOf('sv', 2_000, settled('push', 0))).toBe(`Bank, betalar 0,95:1, förra omgången: insats ${formatMoney(2_000, 'sv')}, insatsen tillbaka`);
  });
});
