import { describe, expect, it } from 'vitest';
import nbPractice from './nb/practice.json';
import svPractice from './sv/practice.json';
import nbResponsible from './nb/responsible.json';
import svResponsible from './sv/responsible.json';

/** Every key path of a nested locale object, sorted. */
function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();
}

describe('practice and responsible-play locales', () => {
  it.each([
    ['practice', nbPractice, svPractice],
    ['responsible', nbResponsible, svResponsible],
  ])('%s: nb and sv have the same keys and no empty text', (_ns, nb, sv) => {
    expect(keys(sv)).toEqual(keys(nb));
    for (const lang of [nb, sv]) {
      const flat = JSON.stringify(lang);
      expect(flat).not.toMatch(/:""/);
    }
  });

  it('names the help line of each language with its own site', () => {
    expect(nbResponsible.help).toMatchObject({ name: 'Hjelpelinjen', url: 'https://hjelpelinjen.no' });
    expect(svResponsible.help).toMatchObject({ name: 'Stödlinjen', url: 'https://www.stodlinjen.se' });
  });
});
