/**
 * A bet's payout in a few words for the odds panel ("betaler 11:1", "betaler opptil 30:1",
 * "betaler 1:1, men 1:2 på 6"), read from the engine's paytable (payouts.ts `paytable`).
 */
import type { TFunction } from 'i18next';
import { type BetKey, type PaytableLine, type Variant, netRatio, paytable } from '../../engine/index.ts';
import { formatRatio } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';

const ratioOf = (l: PaytableLine) => {
  if (!l.pays) return 0;
  const [net, per] = netRatio(l.pays, l.commissionPercent);
  return net / per;
};

/** The payout of `key` at a `variant` table, as the odds panel prints it under the bet's name. */
export function paysText(key: BetKey, variant: Variant, language: Language, t: TFunction<'odds'>): string {
  const lines = paytable(key, variant);
  const paying = lines.filter((l) => l.pays !== null);
  const main = lines.find((l) => l.when === 'win') ?? paying[0]!;
  const fmt = (l: PaytableLine) => formatRatio(l.pays!, language, l.commissionPercent);
  // A ladder (Dragon Bonus): the best line.
  if (main.when !== 'win' && new Set(paying.map(ratioOf)).size > 1) {
    const best = paying.reduce((a, b) => (ratioOf(b) > ratioOf(a) ? b : a));
    return t('paysUpTo', { pays: fmt(best) });
  }
  const except = lines.find((l) => l !== main && l.when === 'winWithTotal');
  if (!except) return t('pays', { pays: fmt(main) });
  const but = except.pays
    ? t(except.threeCards ? 'except.paysThreeCards' : 'except.pays', { pays: fmt(except), total: except.total })
    : t(except.threeCards ? 'except.pushThreeCards' : 'except.push', { total: except.total });
  return t('paysExcept', { pays: fmt(main), except: but });
}
