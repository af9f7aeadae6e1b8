/**
 * Both languages bundled from `locales/`; every file `locales/<lng>/<ns>.json` is a namespace.
 * The nb files also type the keys (CustomTypeOptions), so an unknown key fails the type check.
 */
import type nbTable from '../../locales/nb/table.json';
import type nbLearn from '../../locales/nb/learn.json';
import type nbPractice from '../../locales/nb/practice.json';
import type nbResponsible from '../../locales/nb/responsible.json';
import type nbRoads from '../../locales/nb/roads.json';
import type nbRefill from '../../locales/nb/refill.json';
import type nbOdds from '../../locales/nb/odds.json';
import type { Language } from '../store/types.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

/** Resources per language and namespace, as i18next takes them. */
export const resources: Record<Language, Record<string, Record<string, unknown>>> = { nb: {}, sv: {} };
for (const [path, mod] of Object.entries(files)) {
  const m = /locales\/(nb|sv)\/([\w-]+)\.json$/.exec(path);
  if (m) resources[m[1] as Language][m[2]!] = mod.default;
}

/** Namespaces, typed from the nb files. */
export interface Resources {
  table: typeof nbTable;
  learn: typeof nbLearn;
  practice: typeof nbPractice;
  responsible: typeof nbResponsible;
  roads: typeof nbRoads;
  refill: typeof nbRefill;
  odds: typeof nbOdds;
}

export const DEFAULT_NS = 'table';
