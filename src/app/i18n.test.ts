/**
 * keepTranslations: a kept text is exactly what i18next says, and nothing kept outlives the texts or
 * the language it came from.
 */
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { keepTranslations } from './i18n.ts';

// These tests' own texts, not the app's: their keys are outside the app's typed ones.
type LooseT = ((key: string, options?: object) => string) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };
type Translate = (...args: unknown[]) => unknown;
const fixedT = (instance: ReturnType<typeof fresh>, ...args: unknown[]) => (instance.getFixedT as unknown as (...a: unknown[]) => LooseT)(...args);

function fresh() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'nb',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      nb: { table: { hi: 'Hei', bet: 'Innsats {{amount}}', round: 'én runde', round_other: '{{count}} runder', nest: 'Se $t(hi)' } },
      sv: { table: { hi: 'Hej', bet: 'Insats {{amount}}', round: 'en omgång', round_other: '{{count}} omgångar', nest: 'Se $t(hi)' } },
    },
    defaultNS: 'table',
    ns: ['table'],
  });
  return instance;
}

/** A kept instance's nb `t`, and how many times i18next itself has translated since. */
function countedKept() {
  const kept = fresh();
  keepTranslations(kept);
  let count = 0;
  const translator = (kept as unknown as { translator: { translate: Translate } }).translator;
  const original = translator.translate.bind(translator);
  translator.translate = (...args) => {
    count++;
    return original(...args);
  };
  return { t: fixedT(kept, 'nb', 'table'), translated: () => count };
}

describe('keepTranslations', () => {
  it("returns i18next's own text for keys, interpolation, plurals and nesting, kept or not", () => {
    const plain = fresh();
    const kept = fresh();
    keepTranslations(kept);
    const calls: [string, Record<string, unknown>?][] = [['hi'], ['bet', { amount: '10 kr' }], ['round', { count: 1 }], ['round', { count: 5 }], ['nest'], ['missing.key']];
    for (const lng of ['nb', 'sv']) {
      const a = fixedT(plain, lng, 'table');
      const b = fixedT(kept, lng, 'table');
      for (let pass = 0; pass < 2; pass++) for (const [key, options] of calls) expect(b(key, options)).toBe(a(key, options));
    }
  });

  it('keeps a text: i18next translates it once', () => {
    const { t, translated } = countedKept();
    expect([t('hi'), t('hi'), t('bet', { amount: '5 kr' }), t('bet', { amount: '5 kr' }), t('bet', { amount: '6 kr' })]).toEqual(['Hei', 'Hei', 'Innsats 5 kr', 'Innsats 5 kr', 'Innsats 6 kr']);
    expect(translated()).toBe(3);
  });

  it('passes options that are not plain values straight through, each time', () => {
    const { t, translated } = countedKept();
    const amount = { toString: () => '7 kr' };
    expect(t('bet', { amount })).toBe(t('bet', { amount }));
    expect(translated()).toBe(2);
  });

  it('forgets what it kept when texts are added or the language changes', async () => {
    const kept = fresh();
    keepTranslations(kept);
    const t = fixedT(kept, null, 'table');
    expect(t('hi')).toBe('Hei');
    kept.addResource('nb', 'table', 'hi', 'Hallo');
    expect(t('hi')).toBe('Hallo');
    kept.addResourceBundle('nb', 'table', { late: 'Sent' }, true, true);
    expect(t('late')).toBe('Sent');
    await kept.changeLanguage('sv');
    expect(t('hi')).toBe('Hej');
  });

  it('keeps the fixed t’s language, namespace and key prefix for i18next and react-i18next to read', () => {
    const kept = fresh();
    keepTranslations(kept);
    const t = fixedT(kept, 'sv', 'table', 'round');
    expect([t.lng, t.ns, t.keyPrefix]).toEqual(['sv', 'table', 'round']);
  });
});
