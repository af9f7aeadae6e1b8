/**
 * What a bet spot prints as its payout, read from the engine's paytable (paytables.ts `paytable`),
 * short enough for a phone's spot: "11:1", "0,95:1", "opptil 30:1" (Dragon Bonus); a Banker win
 * that pays otherwise in words a beginner reads at once, "1:1 · Vinner Banken med 6, betales bare
 * 1:2" (no commission), "1:1 · Vinner Banken med 7 på tre kort, får du innsatsen tilbake" (EZ).
 */
import type { TFunction } from 'i18next';
import { type BetKey, type PaytableLine, type Variant, paytableSummary } from '../../engine/index.ts';
import { formatRatio } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';

/** A spot's payout: the usual ratio and, for a Banker win on one total that pays otherwise, that case. */
export interface SpotPays {
  main: string;
  except: string | null;
  /** Both in one line, as read out and shown in the settings. */
  text: string;
}

/**
 * The payout of `key` at a `variant` table as printed on its spot, worded from the engine's
 * `paytableSummary` (src/engine/RULES.md § Payouts and commission, § Table variants, § Side bets).
 * @throws RangeError when the variant does not offer the bet (as `paytable`).
 */
export function spotPays(key: BetKey, variant: Variant, language: Language, t: TFunction): SpotPays {
  const { main, upTo, except } = paytableSummary(key, variant);
  const ratio = (l: PaytableLine) => formatRatio(l.pays!, language, l.commissionPercent);
  const pays = upTo ? t('spot.paysUpTo', { pays: ratio(main) }) : ratio(main);
  if (!except) return { main: pays, except: null, text: pays };
  const when = t(except.threeCards ? 'spot.exceptWhenThreeCards' : 'spot.exceptWhen', { total: except.total });
  const rest = except.pays ? t('spot.exceptPays', { when, pays: ratio(except) }) : t('spot.exceptPush', { when });
  return { main: pays, except: rest, text: `${pays} · ${rest}` };
}
