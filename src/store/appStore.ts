/**
 * The app's one table store, created from the page URL (`?seed=`, `?lng=`, `?variant=`, `?sidebets=`, `?squeeze=`) and the browser's
 * language, with the React hook to read it.
 */
import { useStore } from 'zustand';
import { createTableStore, STORAGE_KEY, type TableStore } from './tableStore.ts';
import { listenToOtherTabs } from './sync.ts';
import type { Language } from './types.ts';
import { browserLanguage, urlLanguage } from './language.ts';
import { MAX_SEED_LENGTH, type Variant, isVariant } from '../engine/index.ts';

export { browserLanguage };

/**
 * A seed as typed or given in the URL, fit to show: control and invisible formatting characters
 * (e.g. a right-to-left override) removed, trimmed, cut to the engine's maximum; null when empty.
 */
export function cleanSeed(text: string | null | undefined): string | null {
  // Cut, then trimmed: a cut that ends on a space would give a seed that reads back shorter.
  const clean = (text ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, MAX_SEED_LENGTH).trim();
  return clean || null;
}

/** The page URL's options; null where the URL says nothing usable. */
export interface UrlOptions {
  seed: string | null;
  language: Language | null;
  /** `?variant=standard|no-commission|ez`: the table type to preselect. */
  variant: Variant | null;
  /** `?sidebets=on|off`: side-bet spots on or off. */
  sideBets: boolean | null;
  /** `?squeeze=on`: the squeeze chosen (the player turns their own cards). */
  squeeze: boolean;
}

/**
 * Reads `?seed=` (see cleanSeed), `?lng=` (nb or sv), `?variant=` (a variant's name),
 * `?sidebets=` (on or off) and `?squeeze=on`, each in any case and with spaces around; anything
 * else is ignored.
 */
export function readUrlOptions(search: string): UrlOptions {
  const params = new URLSearchParams(search);
  const word = (name: string) => params.get(name)?.trim().toLowerCase();
  const seed = cleanSeed(params.get('seed'));
  const variant = word('variant');
  const sideBets = word('sidebets');
  return {
    seed,
    language: urlLanguage(search),
    variant: isVariant(variant) ? variant : null,
    sideBets: sideBets === 'on' ? true : sideBets === 'off' ? false : null,
    squeeze: word('squeeze') === 'on',
  };
}

type UrlFollowed = Pick<TableStore, 'language'> & { settings: Pick<TableStore['settings'], 'variant' | 'sideBets' | 'squeeze'>; shoe: Pick<TableStore['shoe'], 'rng'> };

/** The seed of a table's shoe, or null when it is shuffled from the browser's randomness. */
function shoeSeed(table: Pick<UrlFollowed, 'shoe'>): string | null {
  return table.shoe.rng.kind === 'seeded' ? table.shoe.rng.seed : null;
}

/**
 * The query `search` with its `?seed=`, `?lng=`, `?variant=`, `?sidebets=` and `?squeeze=` made to
 * say what the table now has, each only where the address names it (the others stay as they are):
 * those outrank the stored table on a load, so the address follows the player's later choices and
 * a reload keeps them; a value the table could not use, or one named twice, becomes the one it
 * uses. `?squeeze=` only turns the squeeze on, and `?seed=` only seeds a shoe, so each is dropped
 * once the table no longer has it. Returns `search` itself when nothing changes.
 */
export function followTable(search: string, table: UrlFollowed): string {
  const params = new URLSearchParams(search);
  // Each switch and what the table has now, as the address spells it (null: the table has no such
  // value, as with the squeeze off or an unseeded shoe, so the switch is dropped).
  const switches: [name: string, now: string | null][] = [
    ['seed', shoeSeed(table)],
    ['lng', table.language],
    ['variant', table.settings.variant],
    ['sidebets', table.settings.sideBets ? 'on' : 'off'],
    ['squeeze', table.settings.squeeze ? 'on' : null],
  ];
  // Stale: named with another value, in another spelling (?lng=SV, ?squeeze=off) or more than once.
  const stale = switches.filter(([name, now]) => {
    const says = params.getAll(name);
    return says.length > 0 && !(says.length === 1 && says[0] === now);
  });
  if (stale.length === 0) return search;
  for (const [name, now] of stale) {
    if (now === null) params.delete(name);
    else params.set(name, now);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
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
// So do ?variant= and ?sidebets= over the stored table type (a loaded table is never mid-reveal),
// and ?squeeze=on chooses the squeeze, as a player would in the settings.
const tablePatch = {
  ...(url.variant ? { variant: url.variant } : {}),
  ...(url.sideBets !== null ? { sideBets: url.sideBets } : {}),
  ...(url.squeeze ? { squeeze: true } : {}),
};
const current = tableStore.getState().settings;
if (Object.entries(tablePatch).some(([k, v]) => current[k as keyof typeof current] !== v)) tableStore.getState().updateSettings(tablePatch);
// A table repaired or re-seeded on load is stored at once, so another tab cannot undo that.
tableStore.getState().syncFromStorage();

// The address follows the table (here or from another tab), so a reload keeps the player's choice;
// and from the start, so a value the table could not use (?lng=xx) does not stay in it.
if (typeof history !== 'undefined' && typeof location !== 'undefined') {
  const follow = (s: TableStore) => {
    const search = followTable(location.search, s);
    try {
      if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
    } catch {
      // A browser that limits address changes (Safari: 100 in 10 s): the table goes on; the next change tries again.
    }
  };
  // Not over a newer build's table: its switches are not this tab's to show, and the player's stay.
  if (!tableStore.getState().newerBuild) follow(tableStore.getState());
  tableStore.subscribe((s, before) => {
    // Nor while it stops the tab: a language changed then is not stored, and the address keeps the player's switches.
    if (s.newerBuild) return;
    if (s.language === before.language && s.settings === before.settings && shoeSeed(s) === shoeSeed(before)) return;
    follow(s);
  });
}

/** Reads one value of the table store; re-renders when it changes. */
export function useTable<T>(selector: (s: TableStore) => T): T {
  return useStore(tableStore, selector);
}
