/**
 * The table store as the store tests make it: in-memory storage (the one given, or a new one), a
 * fixed clock and a seeded shoe; and chips placed as the player places them.
 */
import type { StateStorage } from 'zustand/middleware';
import type { BetKey, CardId, Shoe } from '../engine/index.ts';
import { sfc32, shuffle } from '../engine/rng.ts';
import { type TableStoreApi, type TableStoreOptions, createTableStore } from './tableStore.ts';
import { memoryStorage } from './testStorage.ts';

/** The clock every store test reads: a fixed moment, ms since the epoch. */
export const TEST_NOW = 1_700_000_000_000;

type MemoryStorage = ReturnType<typeof memoryStorage>;

/**
 * A test file's `makeStore`: each store on the seed `seed` (unless the options name another) and
 * the fixed clock; `place` puts chips down on it (see `place`).
 */
export function storeMaker(seed: string) {
  return function makeStore<S extends StateStorage = MemoryStorage>(options: Omit<TableStoreOptions, 'storage'> & { storage?: S } = {}) {
    const storage = options.storage ?? (memoryStorage() as StateStorage as S);
    const store = createTableStore({ seed, now: () => TEST_NOW, ...options, storage });
    const get = () => store.getState();
    return { store, storage, get, place: (spot: BetKey, chip: number, times = 1) => place(store, spot, chip, times) };
  };
}

/** Places `times` chips of `chip` øre on `spot` as the player does: the chip chosen, then the spot pressed. */
export function place(store: TableStoreApi, spot: BetKey, chip: number, times = 1) {
  store.getState().selectChip(chip);
  for (let i = 0; i < times; i++) store.getState().placeChip(spot);
}

/**
 * The next `n` cards a stored shoe deals, worked out here from the rules rather than by dealRound:
 * a cut-card shoe deals its stored order from `next`; an every-round shoe holds its decks in order
 * (no order exists before the deal) and deals the top of a fresh shuffle by its generator, so only
 * a seeded one can be foreseen (null for crypto). src/engine/RULES.md § Shoe, cut card and burn 4.
 */
export function cardsDealtNext(shoe: Shoe, n: number): CardId[] | null {
  if (shoe.policy === 'cut-card') return shoe.cards.slice(shoe.next, shoe.next + n);
  if (shoe.rng.kind !== 'seeded') return null;
  const deck = Array.from({ length: shoe.cards.length }, (_, id) => id);
  return shuffle(deck, sfc32(shoe.rng.state)).slice(0, n);
}

/** Whether a stored shoe could tell the next round: an every-round shoe whose cards are not in deck order. */
export function shoeTellsNextRound(shoe: Shoe): boolean {
  return shoe.policy === 'every-round' && (shoe.next !== 0 || shoe.cards.some((id, i) => id !== i));
}
