/**
 * The table language from the page URL and the browser, read alike by the boot script and the store
 * (only types.ts imported: boot.ts uses it before the app loads, and its bundle stays tiny).
 */
import { LANGUAGES, type Language } from './types.ts';

/** `value` if it is a table language, else null. */
export function knownLanguage(value: unknown): Language | null {
  return LANGUAGES.includes(value as Language) ? (value as Language) : null;
}

/** `?lng=` of a URL's query (`location.search`): nb or sv, in any case and with spaces around; else null. */
export function urlLanguage(search: string): Language | null {
  return knownLanguage(new URLSearchParams(search).get('lng')?.trim().toLowerCase());
}

/** The browser's preferred table language: sv for Swedish, otherwise nb. */
export function browserLanguage(languages: readonly string[]): Language {
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0];
    if (base === 'sv') return 'sv';
    if (base === 'nb' || base === 'no' || base === 'nn') return 'nb';
  }
  return 'nb';
}
