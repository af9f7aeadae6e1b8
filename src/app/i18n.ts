/**
 * i18next set-up; the store owns the chosen language. The app loads only the active language's
 * texts, in two chunks: those of the first screen before the first render (`locale-<lng>.ts`), the
 * others with the first part that reads them (`locale-later-<lng>.ts`), and the other language
 * when the player switches; tests and tools pass both languages bundled (`resources.ts`).
 */
import i18next, { type BackendModule, type InitOptions, type ResourceKey, type i18n as I18n } from 'i18next';
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

/** Most texts kept at once; past it the store starts afresh (amounts and counts make new ones). */
const KEPT_MAX = 4000;

/**
 * Keeps what each `t` call returned, so the same text asked for again is a lookup, not i18next's
 * whole translation (its options spread, key parsing, interpolation and nesting): the felt asks for
 * the same few hundred texts at every render, and at 4× CPU that was the largest share of our own
 * script in the task of a press (issue 12). A call is kept by its language, namespace, key prefix,
 * key and options, when the options hold only strings, numbers and booleans (others pass straight
 * through); everything kept is forgotten when the language changes or texts are added or loaded.
 */
export function keepTranslations(instance: I18n) {
  if ((instance as { pbKept?: true }).pbKept) return;
  (instance as { pbKept?: true }).pbKept = true;
  let kept = new Map<string, unknown>();
  const forget = () => {
    kept = new Map();
  };
  instance.on('languageChanged', forget);
  instance.on('loaded', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  type Fixed = ((key: unknown, options?: unknown, ...rest: unknown[]) => unknown) & Record<'lng' | 'lngs' | 'ns' | 'keyPrefix', unknown>;
  const fixed = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Fixed;
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOptions: unknown) => {
    const t = fixed(lng, ns, keyPrefix, fixedOptions);
    const scope = `${String(lng)}\u0001${String(ns)}\u0001${String(keyPrefix)}\u0001`;
    const keptT = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
      const optionsKey = typeof key === 'string' && rest.length === 0 ? keyOf(options) : null;
      if (optionsKey === null) return t(key, options, ...rest);
      const id = scope + (key as string) + '\u0001' + optionsKey;
      if (kept.has(id)) return kept.get(id);
      const text = t(key, options);
      if (kept.size >= KEPT_MAX) forget();
      kept.set(id, text);
      return text;
    }) as Fixed;
    keptT.lng = t.lng;
    keptT.lngs = t.lngs;
    keptT.ns = t.ns;
    keptT.keyPrefix = t.keyPrefix;
    return keptT;
  }) as unknown as I18n['getFixedT'];
}

/** A `t` call's options as a key, or null when they hold anything but strings, numbers and booleans. */
function keyOf(options: unknown): string | null {
  if (options === undefined) return '';
  if (typeof options === 'string') return `"${options}`;
  if (typeof options !== 'object' || options === null) return null;
  for (const value of Object.values(options)) {
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  }
  return JSON.stringify(options);
}

/**
 * Initialises i18next synchronously with the given texts (both languages, from `resources.ts`):
 * for unit tests and tools.
 */
export function initI18n(language: Language, resources: Record<Language, Record<string, Record<string, unknown>>>) {
  void i18next
    .use(initReactI18next)
    .init({ ...options(language, NAMESPACES), resources, initAsync: false });
  keepTranslations(i18next);
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
  keepTranslations(i18next);
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
