import { describe, expect, it } from 'vitest';
import { CHIP_VALUES, SPOTS } from '../../engine/index.ts';
import { LANGUAGES } from '../../store/types.ts';
import { SHORTCUTS, shortcutKey, shortcutList } from './shortcuts.ts';

const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
  shortcutKey({ key, ctrlKey: false, metaKey: false, altKey: false, repeat: false, ...extra });

describe('keyboard shortcuts', () => {
  it.each(LANGUAGES)('(%s) give every chip, spot and control its own key', (language) => {
    const list = shortcutList(language);
    const all = [...list.chips, ...list.spots.flatMap(([, k]) => k), ...list.controls.flatMap(([, k]) => k)];
    expect(new Set(all).size).toBe(all.length);
    expect(list.chips).toHaveLength(CHIP_VALUES.length);
    expect(list.spots.map(([s]) => s).sort()).toEqual([...SPOTS].sort());
    expect(list.controls.map(([c]) => c).sort()).toEqual(['clear', 'deal', 'double', 'rebet', 'undo']);
  });

  it('reads a letter in either case, Backspace, and nothing with a modifier or a held key', () => {
    expect(press('s')).toBe('S');
    expect(press('å')).toBe('Å');
    expect(press('3')).toBe('3');
    expect(press('Backspace')).toBe('Backspace');
    expect(press('Enter')).toBeNull();
    expect(press('s', { ctrlKey: true })).toBeNull();
    expect(press('s', { metaKey: true })).toBeNull();
    expect(press('s', { altKey: true })).toBeNull();
    expect(press('s', { repeat: true })).toBeNull();
  });

  it('follow the labels of each language', () => {
    expect(SHORTCUTS.nb.spots.tie).toEqual(['U']); // Uavgjort
    expect(SHORTCUTS.sv.spots.tie).toEqual(['O']); // Oavgjort
    expect(SHORTCUTS.nb.controls.deal).toEqual(['G']); // GI
    expect(SHORTCUTS.sv.controls.deal).toEqual(['D']); // DELA UT
  });
});
