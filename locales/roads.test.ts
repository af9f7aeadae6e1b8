/** The roads namespace has the same keys, placeholders and non-empty texts in nb and sv. */
import { describe, expect, it } from 'vitest';
import nb from './nb/roads.json';
import sv from './sv/roads.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locales roads.json', () => {
  const nbLeaves = new Map(leaves(nb));
  const svLeaves = new Map(leaves(sv));

  it('has the same keys in nb and sv', () => {
    expect([...svLeaves.keys()].sort()).toEqual([...nbLeaves.keys()].sort());
  });

  it('uses the same placeholders for each key, and no text is empty', () => {
    for (const [key, text] of nbLeaves) {
      const other = svLeaves.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('gives every plural both _one and _other', () => {
    const keys = [...nbLeaves.keys()];
    for (const key of keys.filter((k) => k.endsWith('_one'))) expect(keys, key).toContain(key.replace(/_one$/, '_other'));
    for (const key of keys.filter((k) => k.endsWith('_other'))) expect(keys, key).toContain(key.replace(/_other$/, '_one'));
  });
});
