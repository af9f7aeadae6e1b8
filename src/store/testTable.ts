/**
 * The table store as the store tests make it: in-memory storage (the one given, or a new one), a
 * fixed clock and a seeded shoe; and chips placed as the player places them.
 */
import type { StateStorage } from 'zustand/middleware';
import type { BetKey } from '../engine/index.ts';
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
