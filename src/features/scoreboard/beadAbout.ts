/**
 * What the bead plate's marks mean, for its one-tap explanation and the statistics' legend: the
 * table types that mark Dragon 7 and Panda 8 rounds are the engine's (`offersBet`), not named in
 * the text (src/engine/RULES.md § Side bets).
 */
import type { TFunction } from 'i18next';
import { EZ_PUSH_TOTAL, PANDA8_TOTAL, VARIANTS, offersBet } from '../../engine/index.ts';
import type { Language } from '../../store/types.ts';
import { formatList } from '../../ui/format.ts';

/** The `about.bead` text of the roads namespace, with the table types that have the marked bets. */
export function beadAbout(t: TFunction<'roads'>, language: Language): string {
  const marked = VARIANTS.filter((v) => offersBet(v, 'dragon7') || offersBet(v, 'panda8'));
  return t('about.bead', {
    tables: formatList(marked.map((v) => t(`variant-${v}`, { ns: 'settings' })), language, 'disjunction'),
    dragonTotal: EZ_PUSH_TOTAL,
    pandaTotal: PANDA8_TOTAL,
  });
}
