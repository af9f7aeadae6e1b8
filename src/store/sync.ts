/**
 * Two tabs, one bankroll: keeps every tab's table in step with the stored one, so that no
 * interleaving of actions in several tabs can create or destroy play money.
 *
 * Design (why it is safe):
 * - The stored value (localStorage key `punto-banco`) is the one truth; a tab's memory is a copy.
 *   Every write stores the whole table (balance, chips, shoe, history …) in one `setItem`, and
 *   every stored table is sound on its own: its money is the starting balance plus refills plus
 *   the results of the rounds in its own history (the latest rounds only, past HISTORY_LIMIT or
 *   when storage is full: the balance is stored, not summed). A write can therefore replace
 *   another write, but never mix two of them.
 * - Every store action first re-reads storage (`freshen`, synchronous: localStorage is), and when
 *   another tab has written since this tab last read or wrote, it adopts that table (rehydrate
 *   through zustand persist) before the action runs. The action then works on the latest table,
 *   and its write is stamped `revision + 1`. JavaScript runs one task at a time per tab, so
 *   nothing of this tab interleaves between the re-read and the write.
 * - The write itself re-reads once more and refuses to overwrite a table it has not seen (a
 *   revision check: the later writer re-reads before writing); the tab then adopts the stored
 *   table and the stale change is dropped whole.
 * - The `storage` event (and focus/visibility) makes an idle tab adopt the other tab's table at
 *   once, so a round played in one tab shows in the other without a reload.
 *
 * - A table stored by a newer build (a stored version just above PERSIST_VERSION: another tab has
 *   taken an update) is not merged into a table in play: this tab cannot know what its fields mean.
 *   The tab keeps what it showed, refuses its actions (the store says why and offers a reload) and
 *   stores nothing until storage holds a table of its own version again, or the player chooses to
 *   play on here (`release`). A page load shows only what it can read of it (balance, language).
 *   As with any two tabs, a write of this tab copied late to the other process can still land after
 *   the newer one (below); the newer build then reads it as an older table.
 *
 * What remains, and why it still cannot lose money: browsers do not make localStorage atomic
 * across processes (Chromium copies each write to other tabs' caches asynchronously). Two
 * clicks in two tabs within that copy delay can both build on the same revision; the browser
 * keeps the later write. The earlier tab's whole action (a chip, or a whole round: stake, cards
 * and payout together) is then replaced, as if it had not happened, and that tab shows a notice
 * when it adopts the other table. No mix of the two tables is ever stored. Web Locks were
 * considered and not used: a lock grant is not ordered with the cross-process copy of a
 * localStorage write either, so they would narrow the window without closing it, at the price of
 * making every click asynchronous.
 */
import type { PersistStorage, StateStorage, StorageValue } from 'zustand/middleware';
import { isNewerVersion, parseStored, PERSIST_VERSION, type PersistedState } from './persistence.ts';
import type { Phase, RoundRecord } from './types.ts';

/** The persist API part the sync needs. */
interface PersistApi {
  persist: { rehydrate(): Promise<void> | void };
}

/** Keeps one store in step with the stored table; see the module comment. */
export interface TabSync {
  /** Storage for zustand `persist`: stamps revisions, refuses writes over an unseen table. */
  readonly storage: PersistStorage<PersistedState>;
  /** True while a rehydration adopts a table another tab wrote (not the page-load one). */
  readonly adopting: boolean;
  /** True while adopting a table that replaced this tab's own last write (a lost race). */
  readonly overwritten: boolean;
  /** The revision of the stored table this tab last read or wrote (0 before the first write). */
  readonly revision: number;
  /**
   * True while the stored table is of a newer version than this build's (PERSIST_VERSION): no
   * write replaces it, wrapped actions are refused (`wrapActions`), and the store's merge must not
   * adopt it into a table in play (tableStore.ts).
   */
  readonly newer: boolean;
  /**
   * The player's way out of a newer build's table (say the newer version is not to be had, as after
   * a rollback): this tab's table may be stored again, over it. A newer write after this stops the
   * tab again.
   */
  release(): void;
  /** The stored table as parsed now (`{ state, version }`), or null when there is none or it cannot be read. */
  readStored(): { state: unknown; version: number } | null;
  /** Connects the store (called from the state creator; its persist API is used lazily). */
  bind(api: PersistApi): void;
  /** Re-reads storage and adopts the stored table when another tab has written since. */
  freshen(): void;
  /**
   * Wraps every function of `actions` so it runs on a freshened table. While the stored table is a
   * newer build's (`newer`), only the functions named in `newer.run` run; any other calls
   * `newer.refuse` instead.
   */
  wrapActions<T extends object>(actions: T, newer?: { run: readonly (keyof T)[]; refuse(): void }): T;
}

/**
 * How a write of the table went: stored `whole`; `trimmed`, stored with fewer past rounds because
 * storage is full (the balance, chips, shoe and the latest round are all kept); or `failed`, nothing
 * stored (storage blocked, or full even for that), so a reload brings back the table stored before.
 */
export type Saving = 'whole' | 'trimmed' | 'failed';

/** The revision stamped on a stored state, 0 when there is none. */
export function revisionOf(state: unknown): number {
  const r = state && typeof state === 'object' ? (state as { revision?: unknown }).revision : undefined;
  return typeof r === 'number' && Number.isSafeInteger(r) && r >= 0 ? r : 0;
}

/**
 * The stored state without its revision, as the JSON text `partialize` gives, cut from stored text
 * this module wrote (`{"state":{…,"revision":n},"version":v}`); null for any other text. Only used
 * to skip writes that would store the same table again, so a wrong null costs one write.
 */
function bodyOf(raw: string): string | null {
  const head = '{"state":{';
  const at = raw.lastIndexOf(',"revision":');
  if (!raw.startsWith(head) || at < head.length) return null;
  if (!/^,"revision":\d+\},"version":\d+\}$/.test(raw.slice(at))) return null;
  return raw.slice(head.length - 1, at) + '}';
}

/**
 * Creates the sync for the stored table `name` in `getStorage()` (localStorage in the app, a
 * shared memory storage in tests). Storage that throws is treated as unchanged. `onSaving` hears
 * how each write went (`Saving`), from inside the write: it must not set the store's state there.
 */
export function createTabSync(name: string, getStorage: () => StateStorage, onSaving?: (saving: Saving) => void): TabSync {
  let api: PersistApi | null = null;
  /** The raw text storage held when this tab last read or wrote (undefined: not read yet). */
  let known: string | null | undefined;
  let knownRevision = 0;
  /** The stored state without revision, as JSON, when it is of the current version. */
  let knownBody: string | null = null;
  /** `known` is this tab's own write. */
  let knownIsOurs = false;
  let adopting = false;
  let overwritten = false;
  let newer = false;

  const readRaw = (): string | null | undefined => {
    try {
      const raw = getStorage().getItem(name);
      return typeof raw === 'string' ? raw : null;
    } catch {
      return known;
    }
  };

  const freshen = () => {
    if (!api || adopting) return;
    const raw = readRaw();
    if (raw === known) return;
    adopting = true;
    try {
      void api.persist.rehydrate();
    } finally {
      adopting = false;
      overwritten = false;
    }
  };

  const storage: PersistStorage<PersistedState> = {
    getItem() {
      const raw = readRaw();
      if (raw === undefined) return null;
      const parsed = raw === null ? null : parseStored<unknown>(raw);
      newer = parsed !== null && isNewerVersion(parsed.version);
      const revision = parsed ? revisionOf(parsed.state) : 0;
      overwritten = adopting && knownIsOurs && parsed !== null && revision <= knownRevision;
      known = raw;
      knownIsOurs = false;
      knownRevision = revision;
      knownBody = raw !== null && parsed?.version === PERSIST_VERSION ? bodyOf(raw) : null;
      return parsed as StorageValue<PersistedState> | null;
    },
    setItem(_name, value) {
      const body = JSON.stringify(value.state);
      // The stored table already holds exactly this (a notice or the reveal changed): no write.
      if (body === knownBody) return;
      if (readRaw() !== known) {
        // Another tab wrote a table this state was not built on: adopt it, drop this change.
        freshen();
        return;
      }
      // Never an older table over a newer build's.
      if (newer) return;
      const revision = knownRevision + 1;
      // `body` is a JSON object with keys (the partialized table): add the revision as its last key.
      const stamp = (b: string) => `{"state":${b.slice(0, -1)},"revision":${revision}},"version":${JSON.stringify(value.version)}}`;
      const write = (t: string) => {
        try {
          getStorage().setItem(name, t);
          return true;
        } catch {
          return false;
        }
      };
      let stored = body;
      let text = stamp(body);
      let saving: Saving = write(text) ? 'whole' : 'failed';
      // Storage full (other data of the site, or a quota of the browser's): the same table with fewer
      // past rounds, the oldest leaving first, halving down to one and then none. Such a table is
      // sound on its own, as a capped history is, and a text shorter than the one stored fits where
      // it stood; so the balance, chips and shoe are kept, and a reload cannot take a round back.
      const history = value.state.history;
      for (let keep = history.length >> 1; saving === 'failed' && history.length > 0; keep >>= 1) {
        // With no round kept, the table waits for bets: a settled table names its round.
        const phase = keep === 0 && value.state.phase === 'settled' ? 'betting' : value.state.phase;
        stored = JSON.stringify({ ...value.state, history: history.slice(history.length - keep), phase });
        text = stamp(stored);
        if (write(text)) saving = 'trimmed';
        if (keep === 0) break;
      }
      const after = readRaw();
      if (after === text) {
        known = text;
        knownRevision = revision;
        knownBody = stored;
        knownIsOurs = true;
      }
      onSaving?.(saving);
    },
    removeItem() {
      try {
        getStorage().removeItem(name);
      } catch {
        // ignore
      }
    },
  };

  return {
    storage,
    get adopting() {
      return adopting;
    },
    get overwritten() {
      return overwritten;
    },
    get revision() {
      return knownRevision;
    },
    bind(a) {
      api = a;
    },
    freshen,
    get newer() {
      return newer;
    },
    release() {
      newer = false;
    },
    readStored() {
      const raw = readRaw();
      return typeof raw === 'string' ? parseStored<unknown>(raw) : null;
    },
    wrapActions<T extends object>(actions: T, whileNewer?: { run: readonly (keyof T)[]; refuse(): void }): T {
      const wrapped: Record<string, unknown> = { ...(actions as Record<string, unknown>) };
      const runs = new Set<PropertyKey>(whileNewer?.run ?? []);
      for (const [key, value] of Object.entries(actions)) {
        if (typeof value !== 'function') continue;
        const fn = value as (...args: unknown[]) => unknown;
        wrapped[key] = (...args: unknown[]) => {
          freshen();
          if (newer && whileNewer && !runs.has(key)) return whileNewer.refuse();
          return fn(...args);
        };
      }
      return wrapped as T;
    },
  };
}

/** The parts of a table the phase after a sync depends on. */
interface PhaseSource {
  phase: Phase;
  history: readonly RoundRecord[];
}

/**
 * The phase to show after adopting another tab's table: a round that tab dealt (stored as
 * settled) is revealed here too, and a reveal under way here is not cut short by the other
 * tab's finished reveal of the same round.
 */
export function phaseAfterSync(current: PhaseSource, adopted: PhaseSource): Phase {
  if (adopted.phase !== 'settled') return adopted.phase;
  const mine = current.history.at(-1);
  const theirs = adopted.history.at(-1);
  if (!theirs) return 'settled';
  const same = mine !== undefined && mine.id === theirs.id && mine.time === theirs.time && mine.cards.join() === theirs.cards.join();
  if (!same) return (mine?.id ?? 0) < theirs.id ? 'revealing' : 'settled';
  return current.phase === 'revealing' ? 'revealing' : 'settled';
}

/**
 * Makes the store adopt changes from other tabs as they happen: the `storage` event for the
 * table's key (or a cleared storage), and coming back to the tab. Returns the unsubscribe.
 */
export function listenToOtherTabs(key: string, onChange: () => void, target: Window = window): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === key || e.key === null) onChange();
  };
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') onChange();
  };
  target.addEventListener('storage', onStorage);
  target.addEventListener('focus', onChange);
  target.addEventListener('pageshow', onChange);
  target.document.addEventListener('visibilitychange', onVisible);
  return () => {
    target.removeEventListener('storage', onStorage);
    target.removeEventListener('focus', onChange);
    target.removeEventListener('pageshow', onChange);
    target.document.removeEventListener('visibilitychange', onVisible);
  };
}
