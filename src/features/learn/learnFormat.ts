/**
 * Turns explain/rules data into text for the table's language: phrases with typed parameters
 * (money, cards, ranges of points), through i18next's `learn` and `table` namespaces.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SUIT_SIGN } from '../../ui/CardText.tsx';
import { formatList, formatMoney, formatNumber, formatSignedMoney } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import type { CardRef, ExplainParam, ExplainPhrase } from './explainSteps.ts';

/**
 * Points as a sentence, runs of three or more as ranges: [0,1,…,7,9] → "0–7 og 9" (nb),
 * "0–7 och 9" (sv); [6,7] → "6 og 7"; `type` "disjunction" gives [8,9] → "8 eller 9".
 */
export function formatPointList(values: readonly number[], language: Language, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    // Two neighbours read better as "6 og 7" than "6–7"; three or more become a range.
    if (j - i >= 2) runs.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) runs.push(String(sorted[k]));
    i = j + 1;
  }
  return formatList(runs, language, type);
}

// Two decimals, e.g. 0.01058 → "1,06 %", as the rules page shows house edges.
export { formatEdge, formatPercent } from '../../ui/format.ts';

/** Returns a function naming a card with its point value: "7", "konge (0)", "ess (1)", "10 (0)". */
export function useCardText(): (card: CardRef) => string {
  const { t } = useTranslation('table');
  return useCallback((c: CardRef) => (c.rank === String(c.value) ? String(c.value) : `${t(`card.rank.${c.rank}`)} (${c.value})`), [t]);
}

/** Returns a function that renders an explain phrase (with nested phrases) as text. */
export function usePhraseText(language: Language): (phrase: ExplainPhrase) => string {
  const { t } = useTranslation('learn');
  const card = useCardText();
  return useCallback(
    (phrase: ExplainPhrase): string => {
      const value = (p: ExplainParam): string => {
        if (typeof p === 'number') return formatNumber(p, language);
        if ('money' in p) return formatMoney(p.money, language);
        if ('signedMoney' in p) return formatSignedMoney(p.signedMoney, language);
        if ('card' in p) return card(p.card);
        if ('cards' in p) return p.cards.map(card).join(' + ');
        if ('faces' in p) return p.faces.map((f) => `${f.rank}${SUIT_SIGN[f.suit]}`).join(' ');
        // One card's possible values: "0–7 eller 9", never "0–7 og 9" (a card is not both).
        if ('range' in p) return formatPointList(p.range, language, 'disjunction');
        if ('side' in p) return t(`name.${p.side}`);
        if ('spot' in p) return t(`spotName.${p.spot}`);
        return render(p.phrase);
      };
      // The key is typed (ExplainKey); its parameters vary by key, so the call is untyped here.
      const translate = t as unknown as (key: string, options: Record<string, string>) => string;
      const render = (ph: ExplainPhrase): string =>
        translate(`explain.${ph.key}`, Object.fromEntries(Object.entries(ph.params).map(([k, v]) => [k, value(v)])));
      return render(phrase);
    },
    [t, card, language],
  );
}
