/**
 * The app's one table store, created from the page URL (`?seed=`, `?lng=`) and the browser's
 * language, with the React hook to read it.
 */
import { useStore } from 'zustand';
import { createTableStore, STORAGE_KEY, type TableStore } from './tableStore.ts';
import { listenToOtherTabs } from './sync.ts';
import { LANGUAGES, type Language } from './types.ts';
import { MAX_SEED_LENGTH } from '../engine/index.ts';

/**
 * A seed as typed or given in the URL, fit to show: control and invisible formatting characters
 * (e.g. a right-to-left override) removed, trimmed, cut to the engine's maximum; null when empty.
 */
export function cleanSeed(text: string | null | undefined): string | null {
  const clean = (text ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, MAX_SEED_LENGTH);
  return clean || null;
}

/** Reads `?seed=` (see cleanSeed) and `?lng=` (nb or sv in any case, e.g. `SV`; anything else ignored). */
export function readUrlOptions(search: string): { seed: string | null; language: Language | null } {
  const params = new URLSearchParams(search);
  const seed = cleanSeed(params.get('seed'));
  const lng = params.get('lng')?.trim().toLowerCase();
  return { seed, language: LANGUAGES.includes(lng as Language) ? (lng as Language) : null };
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

const url = readUrlOptions(typeof location === 'undefined' ? '' : location.search);

/** The table store of this page. */
export const tableStore = createTableStore({
  seed: url.seed,
  language: url.language ?? browserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages),
});

// Rounds, bets and settings from another tab of the table show here without a reload (sync.ts).
if (typeof window !== 'undefined') listenToOtherTabs(STORAGE_KEY, () => tableStore.getState().syncFromStorage());

// An explicit ?lng= wins over the stored language.
if (url.language && tableStore.getState().language !== url.language) tableStore.getState().setLanguage(url.language);
// A table repaired or re-seeded on load is stored at once, so another tab cannot undo that.
tableStore.getState().syncFromStorage();

/** Reads one value of the table store; re-renders when it changes. */
export function useTable<T>(selector: (s: TableStore) => T): T {
  return useStore(tableStore, selector);
}
