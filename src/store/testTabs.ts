/**
 * Storage for store tests of several tabs in different browser processes: each tab reads its own
 * copy, a write goes to that copy and the browser's one stored value at once, and other tabs see
 * it only when `propagate()` copies it over (as Chromium does, asynchronously). Between writes
 * and propagation, tabs read stale values, so races where the later write wins can be played out.
 */
import type { StateStorage } from 'zustand/middleware';

/** One tab's view of the shared storage. */
export interface TabStorage extends StateStorage {
  /** Copies the browser's stored values into this tab's copy (the storage event arrives). */
  propagate(): void;
}

export function processStorage() {
  const stored = new Map<string, string>();
  return {
    /** The browser's stored values (what a reload would read). */
    stored,
    /** A new tab's view, starting from the stored values. */
    tab(): TabStorage {
      const copy = new Map(stored);
      return {
        getItem: (k) => copy.get(k) ?? null,
        setItem: (k, v) => {
          copy.set(k, v);
          stored.set(k, v);
        },
        removeItem: (k) => {
          copy.delete(k);
          stored.delete(k);
        },
        propagate: () => {
          copy.clear();
          for (const [k, v] of stored) copy.set(k, v);
        },
      };
    },
  };
}
