/** The table language a browser prefers, for a player with nothing stored (no imports: boot.ts uses it before the app loads). */
import type { Language } from './types.ts';

/** The browser's preferred table language: sv for Swedish, otherwise nb. */
export function browserLanguage(languages: readonly string[]): Language {
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0];
    if (base === 'sv') return 'sv';
    if (base === 'nb' || base === 'no' || base === 'nn') return 'nb';
  }
  return 'nb';
}
