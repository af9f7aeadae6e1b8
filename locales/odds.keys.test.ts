import { describe, expect, it } from 'vitest';
import nbOdds from './nb/odds.json';
import svOdds from './sv/odds.json';

/** Every key path of a nested locale object, sorted. */
function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();
}

describe('odds locales', () => {
  it('nb and sv have the same keys, no empty text, and the same placeholders per key', () => {
    expect(keys(svOdds)).toEqual(keys(nbOdds));
    const at = (o: Record<string, unknown>, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
    for (const path of keys(nbOdds)) {
      const nb = at(nbOdds, path);
      const sv = at(svOdds, path);
      expect(nb.trim(), `nb ${path}`).not.toBe('');
      expect(sv.trim(), `sv ${path}`).not.toBe('');
      const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(holes(sv), path).toEqual(holes(nb));
    }
  });

  it('names the button "Odds" in both languages', () => {
    expect([nbOdds.open, svOdds.open]).toEqual(['Odds', 'Odds']);
  });
});
