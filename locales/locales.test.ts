/**
 * Every locale file at once: each namespace `locales/<lng>/<ns>.json` exists in nb and in sv, with
 * the same keys, no empty text, the same {{placeholders}} per key, and every plural with both its
 * `_one` and `_other` form. A new namespace is checked without being named here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = import.meta.dirname;
const LANGUAGES = ['nb', 'sv'] as const;

type Tree = { [key: string]: unknown };

const namespaces = (lng: string) =>
  readdirSync(join(DIR, lng))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

const load = (lng: string, ns: string) => JSON.parse(readFileSync(join(DIR, lng, `${ns}.json`), 'utf8')) as Tree;

/** Every leaf as [dotted key, value], in file order. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]): [string, unknown][] =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? leaves(v as Tree, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('nb and sv have the same namespaces', () => {
    expect(namespaces('nb').length).toBeGreaterThan(0);
    expect(namespaces('sv')).toEqual(namespaces('nb'));
  });

  describe.each(namespaces('nb'))('%s.json', (ns) => {
    const nb = new Map(leaves(load('nb', ns)));
    const sv = new Map(leaves(load('sv', ns)));

    it('has the same keys in nb and sv', () => {
      expect([...sv.keys()].sort()).toEqual([...nb.keys()].sort());
    });

    it('has only non-empty texts, with the same placeholders in nb and sv', () => {
      for (const [lng, texts] of [['nb', nb], ['sv', sv]] as const) {
        for (const [key, text] of texts) {
          expect(typeof text, `${lng} ${key}`).toBe('string');
          expect((text as string).trim(), `${lng} ${key}`).not.toBe('');
        }
      }
      for (const [key, text] of nb) expect(placeholders(String(sv.get(key) ?? '')), key).toEqual(placeholders(String(text)));
    });

    it('gives every plural both _one and _other', () => {
      for (const lng of LANGUAGES) {
        const keys = [...(lng === 'nb' ? nb : sv).keys()];
        for (const key of keys.filter((k) => k.endsWith('_one'))) expect(keys, `${lng} ${key}`).toContain(key.replace(/_one$/, '_other'));
        for (const key of keys.filter((k) => k.endsWith('_other'))) expect(keys, `${lng} ${key}`).toContain(key.replace(/_other$/, '_one'));
      }
    });
  });
});

describe('locale texts the product names', () => {
  it('names the odds button "Odds" in both languages', () => {
    expect(LANGUAGES.map((lng) => (load(lng, 'table').tools as { odds?: string } | undefined)?.odds)).toEqual(['Odds', 'Odds']);
  });

  it('names the help line of each language with its own site', () => {
    expect(load('nb', 'responsible').help).toMatchObject({ name: 'Hjelpelinjen', url: 'https://hjelpelinjen.no' });
    expect(load('sv', 'responsible').help).toMatchObject({ name: 'Stödlinjen', url: 'https://www.stodlinjen.se' });
  });
});
