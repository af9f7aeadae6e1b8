/**
 * A long session's stored table, made by the table's own store (no browser): for the bench's
 * long-session section and the browser tests of a long board.
 */
import type { Page } from '@playwright/test';
import { HISTORY_LIMIT } from '../store/types.ts';
import { STORAGE_KEY } from '../store/storageKey.ts';
import { createTableStore } from '../store/tableStore.ts';

/**
 * The stored table (localStorage text) of a player who has dealt `rounds` rounds of 10 kr on
 * Banker, made by the table's own store on a seeded shoe: the board of a long session (the default
 * reshuffle policy's board holds every round of the session, up to the history's cap).
 */
export function longSessionTable(rounds: number): string {
  const kept = new Map<string, string>();
  const storage = {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
  };
  const store = createTableStore({ seed: 'bench-long', storage });
  const table = () => store.getState();
  table().selectChip(1_000);
  table().placeChip('banker');
  table().deal();
  table().finishReveal();
  for (let i = 1; i < rounds; i++) {
    if (table().bets.banker === undefined) table().refill();
    table().rebetAndDeal();
    table().finishReveal();
  }
  const text = kept.get(STORAGE_KEY);
  if (!text || table().history.length !== Math.min(rounds, HISTORY_LIMIT)) throw new Error(`the long session's table was not stored (${table().history.length} rounds)`);
  return text;
}

/** Stores the table `text` (longSessionTable) in the page before its first load, and only then: the table's own writes survive reloads. */
export async function storeTableOnce(page: Pick<Page, 'addInitScript'>, text: string): Promise<void> {
  await page.addInitScript(
    ([key, stored]) => {
      if (sessionStorage.getItem('pb-stored-once')) return;
      sessionStorage.setItem('pb-stored-once', '1');
      localStorage.setItem(key!, stored!);
    },
    [STORAGE_KEY, text],
  );
}
