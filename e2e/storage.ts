/**
 * Helpers for the storage specs: read and write the stored table (localStorage key
 * `punto-banco`) and check its money against its own history with the engine.
 */
import type { Page } from '@playwright/test';
import { STARTING_BALANCE, cardFromId, resolveCoup, factsForWinner, settleBets, totalStake, type Bets } from '../src/engine/index.ts';

export const STORAGE_KEY = 'punto-banco';

/** The stored table as the app wrote it (the parts the specs read). */
export interface StoredTable {
  balance: number;
  bets: Bets;
  phase: string;
  roundsPlayed: number;
  history: { id: number; cards: number[]; bets: Bets }[];
  refilled: number;
  revision: number;
  language: string;
  shoe: { cards: number[]; next: number; shoeNumber: number; rng: { kind: string; seed?: string } };
  settings: Record<string, unknown>;
}

/** The raw stored text, or null. */
export async function readRaw(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
}

/** The stored table (throws when nothing is stored). */
export async function readStored(page: Page): Promise<StoredTable> {
  const raw = await readRaw(page);
  if (raw === null) throw new Error('nothing stored');
  return (JSON.parse(raw) as { state: StoredTable }).state;
}

/** Replaces the stored text (the page is not reloaded). */
export async function writeRaw(page: Page, text: string): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, text]);
}

/** Balance plus chips on the table, øre. */
export function moneyHeld(s: Pick<StoredTable, 'balance' | 'bets'>): number {
  return s.balance + totalStake(s.bets);
}

/**
 * Money the table's own history explains: starting balance + refills + each round's result,
 * recomputed from its cards with the engine.
 */
export function explainedMoney(s: StoredTable, opening = STARTING_BALANCE): number {
  let money = opening + s.refilled;
  for (const r of s.history) {
    const coup = resolveCoup(r.cards.map(cardFromId));
    money += settleBets(r.bets, factsForWinner(coup.winner)).returned - totalStake(r.bets);
  }
  return money;
}

/** Records, in the page, every Content-Security-Policy violation (read with `cspViolations`). */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? ['watchCsp not installed']);
}
