/**
 * A notice's words, shared by the notice bar, the dealer buttons' reasons and the settings dialog
 * (which shows a notice the bar behind it would hide). The store decides the notice; this only words it.
 */
import type { TFunction } from 'i18next';
import type { Language, Notice, ReturnedStake } from '../store/types.ts';
import { formatList, formatMoney } from './format.ts';

/**
 * The stakes as the sentence's `bets` (each spot's name with its amount, joined as the language
 * joins a list) and `total` (their sum as money): what a change of table type hands back.
 * `t` is the table namespace's (spot names, `notice.stakeOn`).
 */
export function stakesText(t: TFunction, stakes: readonly ReturnedStake[], language: Language): { bets: string; total: string } {
  const named = stakes.map(({ key, stake }) => t('notice.stakeOn', { name: t(`spot.name.${key}`), amount: formatMoney(stake, language) }));
  return { bets: formatList(named, language), total: formatMoney(stakes.reduce((sum, s) => sum + s.stake, 0), language) };
}

/**
 * A notice's text; a MIN/MAX refusal's MIN and MAX are the limits of the spot that broke them
 * (refusalNotice); a refusal for the balance says what was needed and what the balance is; side
 * bets handed back (those of earlier changes the notice stood for too) are named with their amounts and sum.
 */
export function noticeText(t: TFunction, notice: Omit<Notice, 'seq'>, language: Language): string {
  const { limits, returned, earlier, short } = notice;
  if (notice.key === 'side-bets-returned') return t('notice.side-bets-returned', stakesText(t, [...(earlier ?? []), ...(returned ?? [])], language));
  const sums = {
    ...(limits && { min: formatMoney(limits.min, language), max: formatMoney(limits.max, language) }),
    ...(short && { needed: formatMoney(short.needed, language), balance: formatMoney(short.balance, language) }),
  };
  // DOBLE over MAX when the balance falls short too: both reasons, in one sentence.
  if (notice.key === 'double-over-max' && short) return t('notice.double-over-max-and-balance', sums);
  return t(`notice.${notice.key}`, sums);
}
