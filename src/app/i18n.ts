/** i18next set-up with both languages bundled; the store owns the chosen language. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NS, resources, type Resources } from './resources.ts';
import type { Language } from '../store/types.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NS;
    resources: Resources;
  }
}

/** Initialises i18next (synchronously: resources are bundled) in the given language. */
export function initI18n(language: Language) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'nb',
    supportedLngs: ['nb', 'sv'],
    defaultNS: DEFAULT_NS,
    ns: Object.keys(resources.nb),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18next;
}

export { i18next };
