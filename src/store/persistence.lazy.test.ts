/**
 * The stored-data schemas are built when a stored table is first checked, not when the app starts:
 * a first visit (nothing stored) builds none (issue 12); a stored table is checked as before.
 */
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { storeMaker } from './testTable.ts';
import { memoryStorage } from './testStorage.ts';
import { STORAGE_KEY } from './storageKey.ts';

vi.mock('zod/mini', async (importOriginal) => {
  const zod = await importOriginal<typeof import('zod/mini')>();
  return { ...zod, object: vi.fn(zod.object) };
});

const makeStore = storeMaker('lazy-schemas');

describe('the stored-data schemas', () => {
  it('are not built for a new table, and are built once a stored one is read', () => {
    const fresh = makeStore();
    fresh.place('banker', 1000);
    fresh.get().deal();
    expect(vi.mocked(z.object)).not.toHaveBeenCalled();

    // A second table opens on what the first stored: its fields are checked, schemas and all.
    const stored = Object.fromEntries(fresh.storage.data);
    const balance = fresh.get().balance;
    const again = makeStore({ storage: memoryStorage(stored) });
    expect(vi.mocked(z.object)).toHaveBeenCalled();
    expect(again.get().balance).toBe(balance);
    expect(again.get().history).toHaveLength(1);

    // A damaged field is still found and replaced.
    const parsed = JSON.parse(stored[STORAGE_KEY]!) as { state: Record<string, unknown> };
    parsed.state.settings = { decks: 7 };
    const damaged = makeStore({ storage: memoryStorage({ [STORAGE_KEY]: JSON.stringify(parsed) }) });
    expect(damaged.get().settings.decks).not.toBe(7);
    expect(damaged.get().balance).toBe(balance);
  });
});
