/**
 * Keyboard shortcuts of the table. Each is a button's (or chip's) own `aria-keyshortcuts`, and a
 * shortcut press clicks the element that carries it: a key does exactly what its button does, in
 * every phase, through the same press-through guard. Letters follow the labels of the language
 * (nb S·B·U for Spiller·Bank·Uavgjort, G for GI; sv S·B·O, D for DELA UT), digits choose chips.
 */
import { useEffect, type RefObject } from 'react';
import { useEffectEvent } from '../../ui/useEffectEvent.ts';
import { CHIP_VALUES, type Spot } from '../../engine/index.ts';
import type { Language } from '../../store/types.ts';
import { isOpening } from '../../ui/lazyPart.tsx';

/** The table's controls that have a shortcut. */
export type ControlCommand = 'deal' | 'clear' | 'undo' | 'double' | 'rebet';

/** Keys (KeyboardEvent.key values, letters upper case) per spot and control, per language. */
export const SHORTCUTS: Record<Language, { spots: Partial<Record<Spot, readonly string[]>>; controls: Record<ControlCommand, readonly string[]> }> = {
  nb: {
    spots: { player: ['S'], banker: ['B'], tie: ['U'] },
    controls: { deal: ['G'], clear: ['F'], undo: ['A', 'Backspace'], double: ['D'], rebet: ['I'] },
  },
  sv: {
    spots: { player: ['S'], banker: ['B'], tie: ['O'] },
    controls: { deal: ['D'], clear: ['R'], undo: ['Å', 'Backspace'], double: ['U'], rebet: ['I'] },
  },
};

/** The key of the nth chip (0-based): "1" for the smallest. */
export function chipKey(index: number): string {
  return String(index + 1);
}

/** The `aria-keyshortcuts` value for a list of keys (undefined when there are none). */
export function ariaKeys(keys: readonly string[] | undefined): string | undefined {
  return keys && keys.length > 0 ? keys.join(' ') : undefined;
}

/** The shortcut a key press stands for (the key as written in `aria-keyshortcuts`), or null. */
export function shortcutKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat'>): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return null;
  if (event.key.length === 1) return event.key.toLocaleUpperCase('nb');
  return event.key === 'Backspace' ? event.key : null;
}

type ShortcutList = { chips: readonly string[]; spots: [Spot, readonly string[]][]; controls: [ControlCommand, readonly string[]][] };
const lists = new Map<Language, ShortcutList>();

/** Every shortcut of a language, for the rules page: the chip digits, then spots, then controls (one object per language). */
export function shortcutList(language: Language): ShortcutList {
  let list = lists.get(language);
  if (!list) {
    const map = SHORTCUTS[language];
    list = {
      chips: CHIP_VALUES.map((_v, i) => chipKey(i)),
      spots: Object.entries(map.spots) as [Spot, readonly string[]][],
      controls: Object.entries(map.controls) as [ControlCommand, readonly string[]][],
    };
    lists.set(language, list);
  }
  return list;
}

/** True when a key typed at `target` belongs to it (text fields, selects, editable content). */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(target.type);
}

/**
 * Listens for the table's shortcuts while the table (`root`) is in use: not while typing into a
 * field, not while a dialog is open over it or about to open (its chunk loading after the press).
 * A press clicks the element in `root` that lists the key in its `aria-keyshortcuts`; a key no
 * element lists does nothing.
 */
export function useShortcuts(root: RefObject<HTMLElement | null>) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const key = shortcutKey(event);
    const table = root.current;
    if (!key || !table || event.defaultPrevented || typingInto(event.target)) return;
    if (isOpening() || table.ownerDocument.querySelector('dialog[open]')) return;
    const target = [...table.querySelectorAll<HTMLElement>('[aria-keyshortcuts]')].find((el) =>
      el.getAttribute('aria-keyshortcuts')!.split(' ').includes(key),
    );
    if (!target) return;
    event.preventDefault();
    target.click();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
