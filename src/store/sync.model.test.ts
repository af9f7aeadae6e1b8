/**
 * Model-based test of tabs in different browser processes: each tab reads a stale copy of
 * storage until the storage event brings the other tabs' writes (testTabs.ts), so writes built
 * on the same revision race and the later one wins. Whatever the interleaving, every table ever
 * stored and every tab's table must hold exactly the money its own history explains (opening
 * balance + refills + each round's result from its cards), and all tabs end on the stored table.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHIP_VALUES, SPOTS, totalStake, type Spot } from '../engine/index.ts';
import { createTableStore, STORAGE_KEY, type TableStoreApi } from './tableStore.ts';
import type { TableState } from './state.ts';
import { processStorage, type TabStorage } from './testTabs.ts';
import { moneyHeld, roundResult, tableProblems } from './testInvariants.ts';

const TABS = 3;

interface Model {
  opening: number;
  /** Rounds dealt by any tab, by id + cards: some are later replaced by a race's winner. */
  dealt: Set<string>;
  stats: { steps: number; deals: number; conflicts: number };
}

interface Real {
  browser: ReturnType<typeof processStorage>;
  views: TabStorage[];
  tabs: TableStoreApi[];
}

const resultCache = new Map<string, number>();
const roundKey = (r: TableState['history'][number]) => `${r.id}:${r.time}:${r.cards.join(',')}:${r.bets.player},${r.bets.banker},${r.bets.tie}`;

/** Money the table's own history explains. */
function explained(opening: number, s: TableState): number {
  let sum = opening + s.refilled;
  for (const r of s.history) {
    const key = roundKey(r);
    let v = resultCache.get(key);
    if (v === undefined) resultCache.set(key, (v = roundResult(r)));
    sum += v;
  }
  return sum;
}

function ensure(ok: boolean, message: () => string): asserts ok {
  if (!ok) throw new Error(message());
}

function checkTable(model: Model, s: TableState, where: string) {
  ensure(Number.isSafeInteger(s.balance) && s.balance >= 0, () => `${where}: balance ${s.balance}`);
  ensure(s.phase === 'betting' || totalStake(s.bets) === 0, () => `${where}: chips in phase ${s.phase}`);
  for (let i = 1; i < s.history.length; i++) ensure(s.history[i]!.id > s.history[i - 1]!.id, () => `${where}: round ids`);
  for (const r of s.history) ensure(model.dealt.has(roundKey(r)), () => `${where}: round ${r.id} was never dealt`);
  const held = moneyHeld(s);
  const expected = explained(model.opening, s);
  ensure(held === expected, () => `${where}: holds ${held}, its history explains ${expected}`);
}

let lastRaw: string | undefined;
function checkStored(model: Model, real: Real) {
  const raw = real.browser.stored.get(STORAGE_KEY);
  if (raw === undefined || raw === lastRaw) return;
  lastRaw = raw;
  const s = JSON.parse(raw).state as TableState;
  ensure(s.phase !== 'revealing', () => 'revealing stored');
  checkTable(model, s, 'stored');
}

class TabAct implements fc.Command<Model, Real> {
  constructor(
    readonly tab: number,
    readonly label: string,
    readonly act: (real: Real, tab: number) => void,
  ) {}
  check() {
    return true;
  }
  run(model: Model, real: Real) {
    const before = real.tabs[this.tab]!.getState().roundsPlayed;
    const history = real.tabs[this.tab]!.getState().history;
    this.act(real, this.tab);
    model.stats.steps++;
    const s = real.tabs[this.tab]!.getState();
    if (s.roundsPlayed > before && s.history !== history) {
      model.dealt.add(roundKey(s.history.at(-1)!));
      model.stats.deals++;
    }
    if (s.notice?.key === 'tab-conflict') model.stats.conflicts++;
    checkTable(model, s, `tab ${this.tab}`);
    checkStored(model, real);
  }
  toString() {
    return `tab${this.tab}:${this.label}`;
  }
}

const tabArb = fc.integer({ min: 0, max: TABS - 1 });
const spotArb = fc.constantFrom<Spot>(...SPOTS);

const commandArbs = [
  fc.tuple(tabArb, spotArb, fc.constantFrom(...CHIP_VALUES), fc.integer({ min: 1, max: 4 })).map(
    ([tab, spot, chip, times]) =>
      new TabAct(tab, `chips(${spot},${chip}x${times})`, (real, t) => {
        real.tabs[t]!.getState().selectChip(chip);
        for (let i = 0; i < times; i++) real.tabs[t]!.getState().placeChip(spot);
      }),
  ),
  tabArb.map((tab) => new TabAct(tab, 'GI', (real, t) => real.tabs[t]!.getState().deal())),
  tabArb.map((tab) => new TabAct(tab, 'GI', (real, t) => real.tabs[t]!.getState().deal())),
  tabArb.map((tab) => new TabAct(tab, 'SATS IGJEN OG GI', (real, t) => real.tabs[t]!.getState().rebetAndDeal())),
  tabArb.map((tab) => new TabAct(tab, 'FJERN', (real, t) => real.tabs[t]!.getState().clearBets())),
  tabArb.map((tab) => new TabAct(tab, 'reveal done', (real, t) => real.tabs[t]!.getState().finishReveal())),
  tabArb.map((tab) => new TabAct(tab, 'refill', (real, t) => real.tabs[t]!.getState().refill())),
  // The storage event reaches a tab: its copy catches up and it adopts the stored table.
  tabArb.map(
    (tab) =>
      new TabAct(tab, 'storage event', (real, t) => {
        real.views[t]!.propagate();
        real.tabs[t]!.getState().syncFromStorage();
      }),
  ),
  tabArb.map(
    (tab) =>
      new TabAct(tab, 'storage event', (real, t) => {
        real.views[t]!.propagate();
        real.tabs[t]!.getState().syncFromStorage();
      }),
  ),
  tabArb.map(
    (tab) =>
      new TabAct(tab, 'reload', (real, t) => {
        real.views[t] = real.browser.tab();
        real.tabs[t] = openTab(real.views[t]!);
        expect(tableProblems(real.tabs[t]!.getState())).toEqual([]);
      }),
  ),
];

function openTab(view: TabStorage): TableStoreApi {
  const store = createTableStore({ storage: view, seed: 'race', now: () => 1_700_000_000_000 });
  store.getState().syncFromStorage();
  return store;
}

const totals = { runs: 0, steps: 0, deals: 0, conflicts: 0, roundsLostToRaces: 0 };

describe('tabs in different browser processes, model-based', () => {
  it('no interleaving of stale tabs stores or shows money its history does not explain, and all tabs converge', () => {
    const started = performance.now();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.commands(commandArbs, { maxCommands: 120, size: 'max' }), (opening, cmds) => {
        const browser = processStorage();
        const setup = createTableStore({ storage: browser.tab(), seed: 'race' });
        setup.setState({ balance: opening });
        const views = Array.from({ length: TABS }, () => browser.tab());
        const real: Real = { browser, views, tabs: views.map(openTab) };
        const model: Model = { opening, dealt: new Set(), stats: { steps: 0, deals: 0, conflicts: 0 } };
        fc.modelRun(() => ({ model, real }), cmds);
        // Every storage event delivered: all tabs show the stored table.
        const final = JSON.parse(browser.stored.get(STORAGE_KEY)!).state as TableState;
        for (let t = 0; t < TABS; t++) {
          real.views[t]!.propagate();
          real.tabs[t]!.getState().syncFromStorage();
          const s = real.tabs[t]!.getState();
          expect([s.balance, s.bets, s.history, s.roundsPlayed, s.refilled]).toEqual([final.balance, final.bets, final.history, final.roundsPlayed, final.refilled]);
          expect(tableProblems(s)).toEqual([]);
        }
        totals.runs++;
        totals.steps += model.stats.steps;
        totals.deals += model.stats.deals;
        totals.conflicts += model.stats.conflicts;
        const kept = new Set(final.history.map(roundKey));
        totals.roundsLostToRaces += [...model.dealt].filter((k) => !kept.has(k)).length;
      }),
      { numRuns: Number(process.env.MODEL_RUNS) || 300 },
    );
    console.info(`race runs: ${JSON.stringify(totals)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(totals.conflicts).toBeGreaterThan(0);
    expect(totals.roundsLostToRaces).toBeGreaterThan(0);
  }, 180_000);
});
