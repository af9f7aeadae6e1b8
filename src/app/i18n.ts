/**
 * i18next set-up; the store owns the chosen language. The app loads only the active language's
 * texts (its own chunk, `locale-nb.ts` / `locale-sv.ts`), and the other one when the player switches; tests and
 * tools pass both languages bundled (`resources.ts`).
 */
import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_NS, NAMESPACES, type Resources } from './namespaces.ts';
import type { Language } from '../store/types.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NS;
    resources: Resources;
  }
}

function options(language: Language): InitOptions {
  return {
    lng: language,
    // Both languages have every key (locales/locales.test.ts): no fallback, so a Swedish player
    // never loads the Norwegian texts.
    fallbackLng: false,
    supportedLngs: ['nb', 'sv'],
    defaultNS: DEFAULT_NS,
    ns: [...NAMESPACES],
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

/**
 * Initialises i18next synchronously with the given texts (both languages, from `resources.ts`):
 * for unit tests and tools.
 */
export function initI18n(language: Language, resources: Record<Language, Record<string, Record<string, unknown>>>) {
  void i18next
    .use(initReactI18next)
    .init({ ...options(language), resources, initAsync: false });
  return i18next;
}

/**
 * Initialises i18next for the app: resolves once the active language's texts are loaded (one
 * chunk per language); `changeLanguage` loads the other one when first chosen.
 */
export async function startI18n(language: Language) {
  await i18next
    .use(resourcesToBackend((lng: string, ns: string) => loadLanguage(lng as Language).then((texts) => texts[ns])))
    .use(initReactI18next)
    // initAsync false: start loading now rather than on a timer (a page on a paused test clock).
    .init({ ...options(language), initAsync: false });
  return i18next;
}

const loaders: Record<Language, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  nb: () => import('./locale-nb.ts'),
  sv: () => import('./locale-sv.ts'),
};
const loading = new Map<Language, Promise<Record<string, Record<string, unknown>>>>();

/** One language's namespaces, loaded once (a failed load is tried again on the next call). */
function loadLanguage(language: Language) {
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then((m) => m.default);
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

export { i18next };
