// @vitest-environment jsdom
/** The page URL's options: `?lng=`, `?variant=`, `?sidebets=`, `?squeeze=` in any case, junk ignored; seeds cleaned of invisible characters. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './state.ts';
import { MAX_SEED_LENGTH, rngSpecForSeed } from '../engine/index.ts';
import { cleanSeed, followTable, readUrlOptions, tableStore } from './appStore.ts';

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

describe('followTable: the address follows the table, so a reload keeps the player\'s choice', () => {
  const table = (language: 'nb' | 'sv', settings: Partial<typeof DEFAULT_SETTINGS> = {}, seed: string | null = 'x') => ({
    language,
    settings: { ...DEFAULT_SETTINGS, ...settings },
    shoe: { rng: rngSpecForSeed(seed) },
  });

  it('changes only what the address names, and keeps the rest of it', () => {
    expect(followTable('?seed=a%20b&lng=nb', table('sv', {}, 'a b'))).toBe('?seed=a+b&lng=sv');
    expect(readUrlOptions(followTable('?seed=a%20b&lng=nb', table('sv', {}, 'a b'))).seed).toBe('a b');
    expect(followTable('?seed=x', table('sv', { variant: 'ez', sideBets: true, squeeze: true }))).toBe('?seed=x');
    expect(followTable('?variant=ez&sidebets=on', table('nb', { variant: 'standard', sideBets: false }))).toBe('?variant=standard&sidebets=off');
  });

  it('follows a new shoe: its seed, or no ?seed= once the shoe is unseeded', () => {
    expect(followTable('?seed=a&lng=nb', table('nb', {}, 'b c'))).toBe('?seed=b+c&lng=nb');
    expect(followTable('?seed=a&lng=nb', table('nb', {}, null))).toBe('?lng=nb');
    expect(followTable('?lng=nb', table('nb', {}, 'b'))).toBe('?lng=nb');
  });

  it('drops ?squeeze=on once the squeeze is off, and returns the query itself when it already agrees', () => {
    expect(followTable('?squeeze=on', table('nb', { squeeze: false }))).toBe('');
    expect(followTable('?lng=nb&squeeze=on', table('nb', { squeeze: false }))).toBe('?lng=nb');
    const same = '?lng=sv&variant=ez';
    expect(followTable(same, table('sv', { variant: 'ez' }))).toBe(same);
  });

  it('rewrites a value the table could not use to the one it uses', () => {
    expect(followTable('?lng=xx&sidebets=maybe&variant=nope', table('nb', { variant: 'standard', sideBets: false }))).toBe('?lng=nb&sidebets=off&variant=standard');
    // Another spelling of the same, or a switch named twice (the first counts on a load): one, as the table has it.
    expect(followTable('?lng=SV&squeeze=off', table('sv', { squeeze: false }))).toBe('?lng=sv');
    expect(followTable('?squeeze=yes', table('nb', { squeeze: false }))).toBe('');
    expect(followTable('?lng=sv&lng=nb&seed=x', table('sv'))).toBe('?lng=sv&seed=x');
  });

  it('a language chosen on the table is written to the address, which the next load reads', () => {
    history.replaceState(null, '', '/?lng=nb&other=kept');
    tableStore.getState().setLanguage('sv');
    expect(location.search).toBe('?lng=sv&other=kept');
    expect(readUrlOptions(location.search).language).toBe('sv');
    tableStore.getState().setLanguage('nb');
    expect(location.search).toBe('?lng=nb&other=kept');
  });

  it("is left as the player wrote it while a newer build's table stops the tab (nothing is stored then)", () => {
    history.replaceState(null, '', '/?lng=nb&variant=ez');
    tableStore.setState({ newerBuild: true });
    try {
      tableStore.getState().setLanguage('sv');
      expect(tableStore.getState().language).toBe('sv');
      expect(location.search).toBe('?lng=nb&variant=ez');
    } finally {
      tableStore.setState({ newerBuild: false });
      tableStore.getState().setLanguage('nb');
    }
  });
});
