// @vitest-environment jsdom
/**
 * The information bar: GEVINSTER (VINST) is what the last round paid back, stake included, and its
 * hint says so, so that it is not read as the round's profit beside a result that lost money.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import { formatMoney } from '../../ui/format.ts';
import { InfoBar } from './InfoBar.tsx';

beforeAll(() => {
  initI18n('nb', resources);
});
afterEach(cleanup);

describe('InfoBar', () => {
  it.each([
    ['nb', 'GEVINSTER', 'Utbetalt inkl. innsats'],
    ['sv', 'VINST', 'Utbetalt inkl. insats'],
  ] as const)('%s: the winnings are the amount paid back, and the hint says the stake is in it', async (language, label, hint) => {
    await i18next.changeLanguage(language);
    // A Banker bet of 10 kr won (19,50 kr back) beside a lost Tie bet of 10 kr: the round lost 0,50 kr.
    render(<InfoBar balance={999_950} bet={2_000} winnings={1_950} roundsPlayed={1} language={language} />);
    const winnings = screen.getByTestId('winnings');
    expect(winnings).toHaveAttribute('data-value', '1950');
    expect(winnings.textContent).toBe(formatMoney(1_950, language));
    const item = winnings.parentElement!;
    expect(item.querySelector('dt')).toHaveTextContent(label);
    expect(item).toHaveTextContent(hint);
  });
});
