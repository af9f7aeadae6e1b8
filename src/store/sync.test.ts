import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { NO_BETS, STARTING_BALANCE } from '../engine/index.ts';
import { controlRefusals, createTableStore, STORAGE_KEY, type TableStoreApi } from './tableStore.ts';
import { cuesFor } from '../features/sound/storeCues.ts';
import { listenToOtherTabs, phaseAfterSync, revisionOf } from './sync.ts';
import { isNewerVersion } from './persistence.ts';
import { PERSIST_VERSION } from './persistence.ts';
import { memoryStorage } from './testStorage.ts';
import { place } from './testTable.ts';
import { processStorage } from './testTabs.ts';
import { moneyHeld, roundResult, tableProblems } from './testInvariants.ts';

const KR = 100;

function tab(storage: StateStorage, seed: string | null = 'sync-test') {
  const store = createTableStore({ seed, storage, now: () => 1_700_000_000_000 });
  return { store, get: () => store.getState() };
}


/** The stored table as JSON. */
function stored(storage: StateStorage) {
  return JSON.parse(storage.getItem(STORAGE_KEY) as string) as { state: ReturnType<TableStoreApi['getState']> & { revision: number } };
}

/** Money the table's own history explains: starting balance + refills + every round's result. */
function explained(s: ReturnType<TableStoreApi['getState']>) {
  return STARTING_BALANCE + s.refilled + s.history.reduce((sum, r) => sum + roundResult(r), 0);
}

describe('two tabs, one bankroll', () => {
  it('a round played in one tab shows in the other, revealed there too', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    const b = tab(storage);
    place(a.store, 'banker', 100 * KR);
    a.get().deal();
    b.get().syncFromStorage();
    expect(b.get().history).toEqual(a.get().history);
    expect(b.get().balance).toBe(a.get().balance);
    expect(b.get().phase).toBe('revealing');
    // B finishing its reveal does not cut A's short.
    b.get().finishReveal();
    expect(b.get().phase).toBe('settled');
    a.get().syncFromStorage();
    expect(a.get().phase).toBe('revealing');
    a.get().finishReveal();
    expect(a.get().phase).toBe('settled');
  });

  it('an action in a tab with an old copy first adopts the stored table', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    const b = tab(storage);
    place(a.store, 'player', 500 * KR);
    a.get().deal();
    // B never heard of that round: its chip is taken while A's round is shown, so it is not placed.
    b.get().placeChip('tie');
    expect(b.get().history).toHaveLength(1);
    expect(b.get().phase).toBe('revealing');
    expect(b.get().bets).toEqual(NO_BETS);
    b.get().finishReveal();
    place(b.store, 'tie', 10 * KR);
    expect(b.get().balance).toBe(a.get().balance - 10 * KR);
    expect(moneyHeld(stored(storage).state)).toBe(explained(b.get()));
  });

  it('GI pressed in both tabs deals exactly one round', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    const b = tab(storage);
    place(a.store, 'player', 100 * KR);
    b.get().syncFromStorage();
    expect(b.get().bets.player).toBe(100 * KR);
    a.get().deal();
    b.get().deal();
    b.get().rebetAndDeal();
    expect(stored(storage).state.roundsPlayed).toBe(1);
    expect(b.get().roundsPlayed).toBe(1);
    expect(moneyHeld(b.get())).toBe(explained(b.get()));
  });

  it('FJERN in one tab and GI in the other: the chips come back once and nothing is dealt', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    const b = tab(storage);
    place(a.store, 'banker', 100 * KR, 3);
    b.get().clearBets();
    a.get().deal();
    expect(a.get().notice?.key).toBe('no-bet');
    expect(a.get().roundsPlayed).toBe(0);
    expect(a.get().balance).toBe(STARTING_BALANCE);
    expect(stored(storage).state.balance).toBe(STARTING_BALANCE);
  });

  it('revisions count every stored change across tabs, and a notice or a reveal alone stores nothing', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    const b = tab(storage);
    place(a.store, 'tie', 10 * KR);
    const r = stored(storage).state.revision;
    place(b.store, 'tie', 50 * KR);
    expect(stored(storage).state.revision).toBe(r + 2); // B's chip choice and its chip
    a.get().dismissNotice();
    a.get().deal();
    expect(stored(storage).state.revision).toBe(r + 3);
    a.get().finishReveal();
    const raw = storage.getItem(STORAGE_KEY);
    b.get().dismissNotice();
    b.get().finishReveal();
    a.get().dismissNotice();
    expect(storage.getItem(STORAGE_KEY)).toBe(raw);
    expect(revisionOf(stored(storage).state)).toBe(r + 3);
  });

  it('a write over a table this tab has not seen is refused, and the stored one adopted', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    const b = tab(storage);
    place(b.store, 'player', 100 * KR);
    const before = storage.getItem(STORAGE_KEY);
    // Not an action, so nothing re-read first: a write built on A's old copy.
    a.store.setState({ balance: 1 });
    expect(storage.getItem(STORAGE_KEY)).toBe(before);
    expect(a.get().balance).toBe(STARTING_BALANCE - 100 * KR);
    expect(a.get().bets.player).toBe(100 * KR);
  });

  it('a tab loaded with ?seed= keeps whatever shoe another tab chose later', () => {
    const storage = memoryStorage();
    const a = tab(storage, 'my-seed');
    a.get().syncFromStorage();
    const b = tab(storage, null);
    b.get().newShoe(null);
    a.get().syncFromStorage();
    expect(a.get().shoe.rng.kind).toBe('crypto');
    expect(a.get().shoe).toEqual(b.get().shoe);
  });

  it('storage cleared elsewhere: the tab keeps its table and stores it again on its next action', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    place(a.store, 'tie', 50 * KR);
    storage.removeItem(STORAGE_KEY);
    a.get().syncFromStorage();
    expect(a.get().bets.tie).toBe(50 * KR);
    place(a.store, 'tie', 10 * KR);
    expect(stored(storage).state.bets.tie).toBe(60 * KR);
  });

  it('a table repaired on load is stored at once by syncFromStorage', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: '{"state":{"balance":123400,"language":"sv"},"version":2}' });
    const a = tab(storage);
    expect(a.get().notice?.key).toBe('storage-reset');
    a.get().syncFromStorage();
    const s = stored(storage).state;
    expect(s.balance).toBe(123400);
    expect(s.shoe.cards).toHaveLength(312);
    expect(tableProblems(s)).toEqual([]);
  });
});

describe('tabs in different browser processes (stale copies)', () => {
  it('a lost race: the later write wins whole, the earlier tab adopts it and is told', () => {
    const browser = processStorage();
    const first = tab(browser.tab());
    first.get().syncFromStorage();
    const sa = browser.tab();
    const sb = browser.tab();
    const a = tab(sa);
    const b = tab(sb);
    // Both build on the same stored revision before either write reaches the other.
    place(a.store, 'player', 1000 * KR);
    a.get().deal();
    place(b.store, 'tie', 100 * KR);
    b.get().deal();
    const final = JSON.parse(browser.stored.get(STORAGE_KEY)!).state;
    expect(final.history).toEqual(b.get().history);
    expect(moneyHeld(final)).toBe(explained(final));
    // The storage event reaches A: it adopts B's table and says its own round was not kept.
    sa.propagate();
    a.get().syncFromStorage();
    expect(a.get().notice?.key).toBe('tab-conflict');
    expect(a.get().history).toEqual(b.get().history);
    expect(a.get().balance).toBe(b.get().balance);
    sb.propagate();
    b.get().syncFromStorage();
    expect(b.get().notice).toBeNull();
  });

  it('the next action of a tab that lost a race builds on the winning table', () => {
    const browser = processStorage();
    const sa = browser.tab();
    const sb = browser.tab();
    const a = tab(sa);
    const b = tab(sb);
    place(a.store, 'banker', 100 * KR);
    place(b.store, 'player', 100 * KR, 2);
    sa.propagate();
    place(a.store, 'player', 10 * KR); // adopts B's table first, then places on it
    expect(a.get().bets).toEqual({ player: 210 * KR, banker: 0, tie: 0 });
    const final = JSON.parse(browser.stored.get(STORAGE_KEY)!).state;
    expect(moneyHeld(final)).toBe(STARTING_BALANCE);
  });
});

/**
 * What a newer build (another tab that took an update) stores: this table's state with the stored
 * version one above this build's, changed by `edit` and written one revision on.
 */
function storeAsNewerBuild(storage: ReturnType<typeof memoryStorage>, edit: (state: Record<string, unknown>) => void) {
  const json = JSON.parse(storage.data.get(STORAGE_KEY)!) as { state: Record<string, unknown> & { revision: number }; version: number };
  edit(json.state);
  json.state.revision += 1;
  json.version = PERSIST_VERSION + 1;
  const text = JSON.stringify(json);
  storage.data.set(STORAGE_KEY, text);
  return text;
}

describe('a table stored by a newer build of the app', () => {
  it('is not merged into a table in play: no money is made, the newer table is never written over, actions are refused', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    a.get().syncFromStorage();
    place(a.store, 'player', 1000 * KR);
    const held = moneyHeld(a.get());
    // The newer build dealt the 1 000 kr round and lost it: 9 000 kr, no chips.
    const newer = storeAsNewerBuild(storage, (state) => {
      state.balance = held - 1000 * KR;
      state.bets = NO_BETS;
    });
    a.get().syncFromStorage();
    expect(moneyHeld(a.get()), 'this tab holds what it held, not the other build balance plus its own chips').toBe(held);
    expect(a.get().newerBuild).toBe(true);
    expect(a.get().notice?.key).toBe('newer-version');
    // Every action is refused and nothing is written, whatever the player presses; only the
    // language changes, here alone, so that the player can read why in their own.
    const decks = a.get().settings.decks;
    a.get().dismissNotice();
    a.get().placeChip('banker');
    a.get().deal();
    a.get().clearBets();
    a.get().refill();
    a.get().setLanguage('sv');
    a.get().updateSettings({ decks: 1 });
    expect(a.get().notice?.key).toBe('newer-version');
    expect(a.get().history).toEqual([]);
    expect(a.get().settings.decks).toBe(decks);
    expect(a.get().language).toBe('sv');
    expect(moneyHeld(a.get())).toBe(held);
    expect(storage.data.get(STORAGE_KEY), 'the newer build table is as it stored it').toBe(newer);
  });

  it('a round in its reveal still ends, and the table plays again once storage holds this version', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    place(a.store, 'banker', 100 * KR);
    a.get().deal();
    const newer = storeAsNewerBuild(storage, () => undefined);
    a.get().syncFromStorage();
    expect(a.get().phase).toBe('revealing');
    a.get().finishReveal();
    expect(a.get().phase).toBe('settled');
    expect(storage.data.get(STORAGE_KEY)).toBe(newer);
    // Back to a table of this version (say the newer tab is gone and an old one stored again).
    const json = JSON.parse(newer) as { state: { revision: number }; version: number };
    json.version = PERSIST_VERSION;
    json.state.revision += 1;
    storage.data.set(STORAGE_KEY, JSON.stringify(json));
    a.get().syncFromStorage();
    expect(a.get().newerBuild).toBe(false);
    const rounds = a.get().roundsPlayed;
    place(a.store, 'player', 10 * KR);
    a.get().deal();
    expect(a.get().roundsPlayed).toBe(rounds + 1);
    expect(stored(storage).state.revision, "its writes go on from the stored revision").toBeGreaterThan(json.state.revision);
    expect(tableProblems(a.get())).toEqual([]);
  });

  it("says so once: the newer tab's later writes neither bring back a dismissed notice nor sound a refusal", () => {
    const storage = memoryStorage();
    const a = tab(storage);
    a.get().syncFromStorage();
    storeAsNewerBuild(storage, () => undefined);
    a.get().syncFromStorage();
    a.get().dismissNotice();
    const before = a.get();
    storeAsNewerBuild(storage, () => undefined);
    a.get().syncFromStorage();
    expect(a.get().notice).toBeNull();
    expect(cuesFor(before, a.get())).toEqual([]);
    // Back on a table of this version, a standing notice that nothing is stored goes.
    storeAsNewerBuild(storage, () => undefined);
    const c = tab(storage);
    c.get().syncFromStorage();
    expect(c.get().notice?.key).toBe('newer-version');
    const json = JSON.parse(storage.data.get(STORAGE_KEY)!) as { state: { revision: number }; version: number };
    json.version = PERSIST_VERSION;
    json.state.revision += 1;
    storage.data.set(STORAGE_KEY, JSON.stringify(json));
    c.get().syncFromStorage();
    expect(c.get().newerBuild).toBe(false);
    expect(c.get().notice).toBeNull();
  });

  it('"Spill videre her" stores this tab\'s table over the newer one and plays on; a newer write after it stops the tab again', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    place(a.store, 'banker', 100 * KR);
    const held = moneyHeld(a.get());
    // The newer version has lost 300 kr since, and has 50 kr on Tie.
    storeAsNewerBuild(storage, (state) => {
      state.balance = held - 350 * KR;
      state.bets = { ...NO_BETS, tie: 50 * KR };
    });
    a.get().syncFromStorage();
    expect(a.get().newerBuild).toBe(true);
    expect(controlRefusals(a.get()).deal?.key, 'GI shows why it is unavailable').toBe('newer-version');
    a.get().setLanguage('sv');
    a.get().playOnHere();
    expect(a.get().newerBuild).toBe(false);
    expect(a.get().notice).toBeNull();
    expect(a.get().language, 'in the language the player chose while stopped').toBe('sv');
    expect(a.get().chip, 'with the chip the player sees chosen').toBe(100 * KR);
    // The newer table's money (its chips handed back), never this tab's older copy.
    expect(a.get().balance).toBe(held - 300 * KR);
    expect(a.get().bets).toEqual(NO_BETS);
    const written = JSON.parse(storage.data.get(STORAGE_KEY)!) as { state: { balance: number; bets: typeof NO_BETS }; version: number };
    expect(written.version).toBe(PERSIST_VERSION);
    expect(moneyHeld(written.state)).toBe(held - 300 * KR);
    place(a.store, 'player', 10 * KR);
    a.get().deal();
    expect(a.get().roundsPlayed).toBe(1);
    expect(tableProblems(a.get())).toEqual([]);
    storeAsNewerBuild(storage, () => undefined);
    a.get().syncFromStorage();
    expect(a.get().newerBuild).toBe(true);
    // Only a whole number just above this build's counts: 3.5 or 42 is damage, repaired as ever.
    expect([PERSIST_VERSION + 0.5, PERSIST_VERSION + 1, PERSIST_VERSION + 20, PERSIST_VERSION + 21, Infinity].map(isNewerVersion)).toEqual([false, true, true, false, false]);
  });

  it('on a page load shows the balance and language it can read, refuses to play and writes nothing', () => {
    const storage = memoryStorage();
    const a = tab(storage);
    a.get().setLanguage('sv');
    place(a.store, 'tie', 50 * KR);
    const balance = a.get().balance;
    const newer = storeAsNewerBuild(storage, () => undefined);
    const b = tab(storage);
    b.get().syncFromStorage();
    expect(b.get().newerBuild).toBe(true);
    expect(b.get().notice?.key).toBe('newer-version');
    expect(b.get().balance).toBe(balance);
    expect(b.get().language).toBe('sv');
    place(b.store, 'player', 10 * KR);
    b.get().deal();
    expect(b.get().roundsPlayed).toBe(0);
    expect(storage.data.get(STORAGE_KEY)).toBe(newer);
  });
});

describe('phase after adopting another tab', () => {
  const record = (id: number, time = 1) => ({ id, time, shoeNumber: 1, cards: [1, 2, 3, 4], bets: { player: 1000, banker: 0, tie: 0 }, cutCardOut: false });
  it.each([
    ['a new round from the other tab is revealed', { phase: 'settled' as const, history: [record(1)] }, { phase: 'settled' as const, history: [record(1), record(2)] }, 'revealing'],
    ['my reveal of the same round goes on', { phase: 'revealing' as const, history: [record(2)] }, { phase: 'settled' as const, history: [record(2)] }, 'revealing'],
    ['a settled round stays settled', { phase: 'settled' as const, history: [record(2)] }, { phase: 'settled' as const, history: [record(2)] }, 'settled'],
    ['new chips mean betting', { phase: 'revealing' as const, history: [record(2)] }, { phase: 'betting' as const, history: [record(2)] }, 'betting'],
    ['a different round with my id is shown settled', { phase: 'revealing' as const, history: [record(2, 5)] }, { phase: 'settled' as const, history: [record(2, 6)] }, 'settled'],
  ])('%s', (_name, current, adopted, expected) => {
    expect(phaseAfterSync(current, adopted)).toBe(expected);
  });
});

describe('listening to other tabs', () => {
  it('reacts to the table key, a cleared storage, focus and becoming visible; stops when asked', () => {
    const target = new EventTarget() as unknown as Window;
    const doc = new EventTarget() as unknown as Document & { visibilityState: string };
    Object.assign(target, { document: doc });
    doc.visibilityState = 'visible';
    const onChange = vi.fn();
    const stop = listenToOtherTabs(STORAGE_KEY, onChange, target);
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
    target.dispatchEvent(storageEvent(STORAGE_KEY));
    target.dispatchEvent(storageEvent('punto-banco-practice'));
    target.dispatchEvent(storageEvent(null));
    target.dispatchEvent(new Event('focus'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onChange).toHaveBeenCalledTimes(4);
    stop();
    target.dispatchEvent(storageEvent(STORAGE_KEY));
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
