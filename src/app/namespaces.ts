/**
 * The text namespaces: every file `locales/<lng>/<ns>.json` is one. The nb files also type the keys
 * (CustomTypeOptions), so an unknown key fails the type check.
 */
import type nbTable from '../../locales/nb/table.json';
import type nbLearn from '../../locales/nb/learn.json';
import type nbPractice from '../../locales/nb/practice.json';
import type nbResponsible from '../../locales/nb/responsible.json';
import type nbRoads from '../../locales/nb/roads.json';
import type nbRefill from '../../locales/nb/refill.json';
import type nbOdds from '../../locales/nb/odds.json';
import type nbLab from '../../locales/nb/lab.json';
import type nbSettings from '../../locales/nb/settings.json';

/** Namespaces, typed from the nb files. */
export interface Resources {
  table: typeof nbTable;
  learn: typeof nbLearn;
  practice: typeof nbPractice;
  responsible: typeof nbResponsible;
  roads: typeof nbRoads;
  refill: typeof nbRefill;
  odds: typeof nbOdds;
  /** The settings dialog's own texts (loaded with it, after the first paint). */
  settings: typeof nbSettings;
  /** Not in NAMESPACES: the lab adds its texts when its chunk loads (src/features/lab/labStrings.ts). */
  lab: typeof nbLab;
}

export const DEFAULT_NS = 'table';

/** Every namespace the app loads by language (the lab's comes with its chunk). */
export const NAMESPACES = ['table', 'learn', 'practice', 'responsible', 'roads', 'refill', 'odds', 'settings'] as const satisfies readonly (keyof Resources)[];

/**
 * The namespaces of the first load: what the table reads before a first bet (locale-nb.ts,
 * locale-sv.ts). The others (locale-later-*.ts) come with the parts that read them, once the
 * browser is idle after the first paint (ui/lazyPart.tsx, idlePart's `texts`).
 */
export const FIRST_NAMESPACES = ['table', 'refill'] as const satisfies readonly (typeof NAMESPACES)[number][];

/** Namespaces from `import.meta.glob` results keyed by `…/locales/<lng>/<ns>.json`. */
export function byNamespace(files: Record<string, { default: Record<string, unknown> }>): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [path, mod] of Object.entries(files)) {
    const m = /locales\/(?:nb|sv)\/([\w-]+)\.json$/.exec(path);
    if (m) out[m[1]!] = mod.default;
  }
  return out;
}
