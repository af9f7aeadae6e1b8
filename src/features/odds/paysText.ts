/**
 * A bet's payout in a few words for the odds panel ("betaler 11:1", "betaler opptil 30:1",
 * "betaler 1:1, men 1:2 på 6"), read from the engine's paytable (`paytableSummary`, src/engine/paytables.ts).
 */
import type { TFunction } from 'i18next';
import { type BetKey, type PaytableLine, type Variant, paytableSummary } from '../../engine/index.ts';
import { formatRatio } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';

/** The payout of `key` at a `variant` table, as the odds panel prints it under the bet's name. */
export function paysText(key: BetKey, variant: Variant, language: Language, t: TFunction<'odds'>): string {
  const { main, upTo, except } = paytableSummary(key, variant);
  const fmt = (l: PaytableLine) => formatRatio(l.pays!, language, l.commissionPercent);
  if (upTo) return t('paysUpTo', { pays: fmt(main) });
  if (!except) return t('pays', { pays: fmt(main) });
  const but = except.pays
    ? t(except.threeCards ? 'except.paysThreeCards' : 'except.pays', { pays: fmt(except), total: except.total })
    : t(except.threeCards ? 'except.pushThreeCards' : 'except.push', { total: except.total });
  return t('paysExcept', { pays: fmt(main), except: but });
}
