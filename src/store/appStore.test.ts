// @vitest-environment jsdom
/** The page URL's options: `?lng=`, `?variant=`, `?sidebets=`, `?squeeze=` in any case, junk ignored; seeds cleaned of invisible characters. */
import { describe, expect, it } from 'vitest';
import { MAX_SEED_LENGTH } from '../engine/index.ts';
import { cleanSeed, readUrlOptions } from './appStore.ts';

describe('readUrlOptions', () => {
  it.each([
    ['?lng=sv', 'sv'],
    ['?lng=SV', 'sv'],
    ['?lng=%20Nb%20', 'nb'],
    ['?lng=xx', null],
    ['?lng=', null],
    ['', null],
    ['?lng=sv&lng=nb', 'sv'],
  ])('%s → language %s', (search, language) => {
    expect(readUrlOptions(search).language).toBe(language);
  });

  it.each([
    ['?variant=ez&sidebets=on', 'ez', true],
    ['?variant=No-Commission&sidebets=OFF', 'no-commission', false],
    ['?variant=%20standard%20', 'standard', null],
    ['?variant=nocommission&sidebets=yes', null, null],
    ['?variant=&sidebets=', null, null],
    ['?seed=abc', null, null],
  ])('%s → variant %s, side bets %s', (search, variant, sideBets) => {
    expect(readUrlOptions(search)).toMatchObject({ variant, sideBets });
  });

  it.each([
    ['?squeeze=on', true],
    ['?seed=x&squeeze=on', true],
    ['?squeeze=off', false],
    ['?squeeze=ON', true],
    ['?squeeze=%20On%20', true],
    ['', false],
  ])('%s → squeeze %s', (search, squeeze) => {
    expect(readUrlOptions(search).squeeze).toBe(squeeze);
  });

  it('cleans and bounds the seed', () => {
    expect(readUrlOptions('?seed=%E2%80%AEabc%00').seed).toBe('abc');
    expect(readUrlOptions(`?seed=${'x'.repeat(5000)}`).seed).toHaveLength(MAX_SEED_LENGTH);
    expect(readUrlOptions('?seed=%20%20').seed).toBeNull();
    expect(cleanSeed(' a b ')).toBe('a b');
  });
});
