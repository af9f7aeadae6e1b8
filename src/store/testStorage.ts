/** An in-memory StateStorage for store tests (shared between "tabs" when passed to several stores). */
import type { StateStorage } from 'zustand/middleware';

export function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}
