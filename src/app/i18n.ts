/**
 * i18next set-up; the store owns the chosen language. The app loads only the active language's
 * texts, in two chunks: those of the first screen before the first render (`locale-<lng>.ts`), the
 * others with the first part that reads them (`locale-later-<lng>.ts`), and the other language
 * when the player switches; tests and tools pass both languages bundled (`resources.ts`).
 */
import i18next, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NS, FIRST_NAMESPACES, NAMESPACES, type Resources } from './namespaces.ts';
import type { Language } from '../store/types.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NS;
    resources: Resources;
  }
}

function options(language: Language, ns: readonly string[]): InitOptions {
  return {
    lng: language,
    // Both languages have every key (locales/locales.test.ts): no fallback, so a Swedish player
    // never loads the Norwegian texts.
    fallbackLng: false,
    supportedLngs: ['nb', 'sv'],
    defaultNS: DEFAULT_NS,
    ns: [...ns],
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
    .init({ ...options(language, NAMESPACES), resources, initAsync: false });
  return i18next;
}

/**
 * Initialises i18next for the app: resolves once the active language's first-screen texts are
 * loaded; `loadNamespaces` (the lazy parts) loads the others, and `changeLanguage` the other
 * language's namespaces in use, when first chosen.
 */
export async function startI18n(language: Language) {
  await i18next
    .use(textsBackend)
    .use(initReactI18next)
    // initAsync false: start loading now rather than on a timer (a page on a paused test clock).
    .init({ ...options(language, FIRST_NAMESPACES), initAsync: false });
  return i18next;
}

type Texts = Record<string, Record<string, unknown>>;

/**
 * i18next's backend interface over `loadTexts`: what i18next-resources-to-backend did, without
 * its 0.6 kB on the first load (its checks of untrusted language and namespace names have nothing
 * to do here: supportedLngs and our own namespaces are all that reach it).
 */
const textsBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, ns, callback) {
    // A language the app does not have (supportedLngs keeps them out) fails like a failed load.
    Promise.resolve(language as Language)
      .then((lng) => loadTexts(lng, ns))
      .then(
        (texts) => callback(null, texts[ns] as ResourceKey),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

type Loader = () => Promise<{ default: Texts }>;

const loaders: Record<Language, { first: Loader; later: Loader }> = {
  nb: { first: () => import('./locale-nb.ts'), later: () => import('./locale-later-nb.ts') },
  sv: { first: () => import('./locale-sv.ts'), later: () => import('./locale-later-sv.ts') },
};
const loading = new Map<string, Promise<Texts>>();

/** The chunk of one language that holds `ns`, loaded once (a failed load is tried again on the next call). */
function loadTexts(language: Language, ns: string) {
  const part = (FIRST_NAMESPACES as readonly string[]).includes(ns) ? 'first' : 'later';
  const key = `${language}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[language][part]().then((m) => m.default);
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

export { i18next };
