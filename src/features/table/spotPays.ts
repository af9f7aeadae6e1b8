/**
 * What a bet spot prints as its payout, read from the engine's paytable (paytables.ts `paytable`),
 * short enough for a phone's spot: "11:1", "0,95:1", "opptil 30:1" (Dragon Bonus); a Banker win
 * that pays otherwise in words a beginner reads at once, "1:1 · Vinner Banken med 6, betales bare
 * 1:2" (no commission), "1:1 · Vinner Banken med 7 på tre kort, får du innsatsen tilbake" (EZ).
 */
import type { TFunction } from 'i18next';
import { type BetKey, type PaytableLine, type Variant, paytable } from '../../engine/index.ts';
import { formatRatio } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';

const worth = (l: PaytableLine) => (l.pays ? (l.pays[0] / l.pays[1]) * (1 - l.commissionPercent / 100) : 0);

/** A spot's payout: the usual ratio and, for a Banker win on one total that pays otherwise, that case. */
export interface SpotPays {
  main: string;
  except: string | null;
  /** Both in one line, as read out and shown in the settings. */
  text: string;
}

const only = (main: string): SpotPays => ({ main, except: null, text: main });

/**
 * The payout of `key` at a `variant` table as printed on its spot, read from the engine's
 * paytable (src/engine/RULES.md § Payouts and commission, § Table variants, § Side bets).
 * @throws RangeError when the variant does not offer the bet (as `paytable`).
 */
export function spotPays(key: BetKey, variant: Variant, language: Language, t: TFunction): SpotPays {
  const lines = paytable(key, variant);
  const paying = lines.filter((l) => l.pays !== null);
  const ratio = (l: PaytableLine) => formatRatio(l.pays!, language, l.commissionPercent);
  const main = lines.find((l) => l.when === 'win');
  if (!main) {
    // A ladder of payouts (Dragon Bonus) prints its best; a single line (Dragon 7, Panda 8) itself.
    const best = paying.reduce((a, b) => (worth(b) > worth(a) ? b : a));
    return only(new Set(paying.map(worth)).size > 1 ? t('spot.paysUpTo', { pays: ratio(best) }) : ratio(best));
  }
  // A Banker win on one total that pays otherwise (no commission: 6 pays 1:2; EZ: a three-card 7 pushes).
  const except = lines.find((l) => l.when === 'winWithTotal');
  if (!except) return only(ratio(main));
  const when = t(except.threeCards ? 'spot.exceptWhenThreeCards' : 'spot.exceptWhen', { total: except.total });
  const rest = except.pays ? t('spot.exceptPays', { when, pays: ratio(except) }) : t('spot.exceptPush', { when });
  return { main: ratio(main), except: rest, text: `${ratio(main)} · ${rest}` };
}
