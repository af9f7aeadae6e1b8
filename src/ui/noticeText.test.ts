/** A notice's words: the sums a refusal for the balance names, and both reasons when DOBLE breaks MAX and the balance. */
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../app/i18n.ts';
import { resources } from '../app/resources.ts';
import { noticeText } from './noticeText.ts';
import { formatMoney } from './format.ts';

beforeAll(() => {
  initI18n('nb', resources);
});

const KR = 100;

describe('noticeText', () => {
  it.each(['nb', 'sv'] as const)('(%s) a refusal for the balance names what is needed and the balance, as money', async (language) => {
    await i18next.changeLanguage(language);
    const text = noticeText(i18next.t, { key: 'insufficient-balance', short: { needed: 1_000 * KR, balance: 40 * KR } }, language);
    expect(text).toContain(formatMoney(1_000 * KR, language));
    expect(text).toContain(formatMoney(40 * KR, language));
    expect(text).not.toContain('{{');
  });

  it.each(['nb', 'sv'] as const)('(%s) DOBLE over MAX with the balance short too names both', async (language) => {
    await i18next.changeLanguage(language);
    const limits = { min: 10 * KR, max: 5_000 * KR };
    const both = noticeText(i18next.t, { key: 'double-over-max', limits, short: { needed: 3_000 * KR, balance: 1_000 * KR } }, language);
    const maxOnly = noticeText(i18next.t, { key: 'double-over-max', limits }, language);
    expect(both.startsWith(maxOnly)).toBe(true);
    for (const kr of [5_000, 3_000, 1_000]) expect(both).toContain(formatMoney(kr * KR, language));
    expect(maxOnly).not.toContain(formatMoney(1_000 * KR, language));
  });

  it.each(['nb', 'sv'] as const)('(%s) side bets handed back by earlier changes are named and counted in the sum too', async (language) => {
    await i18next.changeLanguage(language);
    const earlier = [{ key: 'dragon7', stake: 100 * KR }, { key: 'panda8', stake: 100 * KR }] as const;
    const text = noticeText(i18next.t, { key: 'side-bets-returned', earlier, returned: [{ key: 'playerPair', stake: 10 * KR }] }, language);
    for (const key of ['dragon7', 'panda8', 'playerPair'] as const) expect(text).toContain(i18next.t(`spot.name.${key}`));
    expect(text).toContain(formatMoney(210 * KR, language));
  });
});
