/**
 * Model-based tests of the table store (fast-check commands): random sequences of clicks, ANGRE, DOBLE,
 * double clicks, refills, settings, reloads and two tabs on one storage. After every step the
 * test checks the table against its own ledger, kept independently: the money held (balance plus
 * chips on the table) is the opening balance plus refills plus the result of every round,
 * recomputed from the round's cards with the engine.
 *
 * The runs are split over the files tableStore.model-<part>.test.ts, one part each, so that each
 * part runs in a worker process of its own and none runs for minutes (see `describeTableModel`).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BET_KEYS,
  CHIP_VALUES,
  DECK_COUNTS,
  VARIANTS,
  RESHUFFLE_POLICIES,
  SIDE_BETS,
  SPOTS,
  STARTING_BALANCE,
  stakeOf,
  TABLE_LIMITS,
  totalStake,
  type DeckCount,
  type BetKey,
  type ReshufflePolicy,
  type Variant,
} from '../engine/index.ts';
import { createTableStore, STORAGE_KEY, type TableStoreApi } from './tableStore.ts';
import type { TableState } from './state.ts';
import { memoryStorage } from './testStorage.ts';
import { cardsDealtNext, shoeTellsNextRound } from './testTable.ts';
import { chipProblems, moneyHeld, roundResult, tableProblems } from './testInvariants.ts';
import { stepsMatch, stepTotal } from './betSteps.ts';

type Tab = 0 | 1;

/** What the test knows independently of the store. */
interface Model {
  /** Money the player must hold: opening balance + refills + every round's result. */
  ledger: number;
  /** Refill money added, as counted by the test. */
  refilled: number;
  /** Rounds settled so far. */
  rounds: number;
  /** Each settled round as first stored (JSON): a round is settled once and never rewritten. */
  records: Map<number, string>;
  /** Revision of the stored table after the last step. */
  revision: number;
  /** Totals for the report. */
  stats: { steps: number; deals: number; refills: number; reloads: number; refusedDeals: number; undos: number; doubles: number; sideBetDeals: number; variantDeals: Record<Variant, number> };
}

/** The system under test: one storage, two tabs of the table. */
interface Real {
  storage: ReturnType<typeof memoryStorage>;
  tabs: [TableStoreApi, TableStoreApi];
  seed: string;
}

let parsedRaw: string | undefined;
let parsed: (TableState & { revision: number }) | undefined;
/** The stored table (parsed once per distinct stored text). */
function stored(real: Real): TableState & { revision: number } {
  const raw = real.storage.data.get(STORAGE_KEY);
  if (raw === undefined) throw new Error('nothing stored');
  if (raw !== parsedRaw) {
    parsedRaw = raw;
    parsed = JSON.parse(raw).state;
  }
  return parsed!;
}

/** A fresh tab on the shared storage, as the page does on load (appStore.ts). */
function openTab(real: Real, withSeed: boolean): TableStoreApi {
  const store = createTableStore({ storage: real.storage, seed: withSeed ? real.seed : null, now: () => 1_700_000_000_000 });
  store.getState().syncFromStorage();
  return store;
}

/** Cheap per-step soundness (the full `tableProblems`, with every coup, runs after reloads). */
function quickProblems(s: TableState): string[] {
  const p = chipProblems(s);
  // ANGRE can always take back exactly what is on the table, step by step.
  if (!stepsMatch(s.betSteps, s.bets)) p.push(`steps ${show(s.betSteps)} do not add up to ${show(s.bets)}`);
  for (let i = 1; i < s.history.length; i++) if (!(s.history[i]!.id > s.history[i - 1]!.id)) p.push('round ids not increasing');
  if ((s.history.at(-1)?.id ?? 0) !== s.roundsPlayed) p.push('last round id is not the round count');
  return p;
}

const checkedRecords = new WeakSet<object>();

type Kind = 'chips' | 'clear' | 'deal' | 'rebet' | 'rebet-deal' | 'undo' | 'double' | 'reveal' | 'refill' | 'reload' | 'settings' | 'new-shoe' | 'sync';

/**
 * Throws when `ok` is false (plain throws: `expect` costs more than the store in this hot loop;
 * fast-check reports the failing sequence with the message).
 */
function ensure(ok: boolean, message: () => string): asserts ok {
  if (!ok) throw new Error(message());
}

const show = (v: unknown) => JSON.stringify(v);

/**
 * Runs one step on a tab and checks everything after it. `act` is the user's action; `kind`
 * says which money changes it may cause.
 */
function step(model: Model, real: Real, tab: Tab, kind: Kind, act: (store: TableStoreApi) => void) {
  const before = stored(real);
  const pre = { money: moneyHeld(before), shoe: before.shoe };
  act(real.tabs[tab]);
  model.stats.steps++;
  const s = real.tabs[tab].getState();
  const after = stored(real);

  const problems = [...quickProblems(s), ...quickProblems(after)];
  ensure(problems.length === 0, () => `unsound table: ${problems.join('; ')}`);
  ensure(after.phase !== 'revealing', () => 'the revealing phase was stored');
  // Nothing stored between rounds may tell the next round's cards (every-round shuffles at the deal).
  ensure(!shoeTellsNextRound(after.shoe), () => `the stored ${after.shoe.policy} shoe holds an order before the deal`);
  // The acting tab holds exactly the stored table's money and rounds.
  const mine = show([s.balance, s.bets, s.roundsPlayed, s.refilled]);
  const theirs = show([after.balance, after.bets, after.roundsPlayed, after.refilled]);
  ensure(mine === theirs, () => `tab ${mine} differs from storage ${theirs}`);
  ensure(after === before ? after.revision === model.revision : after.revision > model.revision, () => `revision ${after.revision} after ${model.revision}`);
  model.revision = after.revision;

  // Rounds: at most one per step, only from GI or SATS IGJEN OG GI, dealt from the shoe in play.
  const newRounds = s.roundsPlayed - model.rounds;
  ensure(newRounds === 0 || (newRounds === 1 && (kind === 'deal' || kind === 'rebet-deal')), () => `${newRounds} new rounds from ${kind}`);
  if (newRounds === 1) {
    const record = s.history.at(-1)!;
    ensure(record.id === model.rounds + 1, () => `round id ${record.id} after ${model.rounds}`);
    const fromShoe = cardsDealtNext(pre.shoe, record.cards.length);
    ensure(fromShoe === null || show(record.cards) === show(fromShoe), () => `cards ${show(record.cards)} are not the shoe's next ${show(fromShoe)}`);
    ensure(s.phase === 'revealing', () => `phase ${s.phase} right after a deal`);
    model.records.set(record.id, show(record));
    model.ledger += roundResult(record);
    model.rounds++;
    model.stats.deals++;
    if (SIDE_BETS.some((k) => stakeOf(record.bets, k) > 0)) model.stats.sideBetDeals++;
    model.stats.variantDeals[record.variant ?? 'standard']++;
  } else if (kind === 'deal' || kind === 'rebet-deal') model.stats.refusedDeals++;

  // Refills: only when asked, only when below the table minimum, exactly up to the start.
  const added = s.refilled - model.refilled;
  if (added !== 0) {
    ensure(kind === 'refill', () => `refill money from ${kind}`);
    ensure(pre.money < TABLE_LIMITS.min, () => `refilled while holding ${pre.money}`);
    ensure(added === STARTING_BALANCE - pre.money, () => `refill added ${added} to ${pre.money}`);
    model.refilled += added;
    model.ledger += added;
    model.stats.refills++;
  } else if (kind === 'refill' && s.phase !== 'revealing') {
    ensure(pre.money >= TABLE_LIMITS.min, () => `refill refused while holding ${pre.money}`);
  }

  // The ledger: money is neither created nor destroyed.
  ensure(moneyHeld(s) === model.ledger, () => `tab holds ${moneyHeld(s)}, ledger says ${model.ledger}`);
  ensure(moneyHeld(after) === model.ledger, () => `storage holds ${moneyHeld(after)}, ledger says ${model.ledger}`);
  // Every round settled once: the stored records are the ones first written (each record object
  // is compared once; a reload or another tab's table brings new objects).
  for (const r of s.history) {
    if (checkedRecords.has(r)) continue;
    ensure(show(r) === model.records.get(r.id), () => `round ${r.id} rewritten: ${show(r)}`);
    checkedRecords.add(r);
  }
  // The other tab may hold an older copy, but it is a sound one.
  const other = real.tabs[tab === 0 ? 1 : 0].getState();
  const otherProblems = quickProblems(other);
  ensure(otherProblems.length === 0, () => `other tab unsound: ${otherProblems.join('; ')}`);
  ensure(other.roundsPlayed <= model.rounds, () => 'other tab ahead of the ledger');
}

class Act implements fc.Command<Model, Real> {
  constructor(
    readonly tab: Tab,
    readonly kind: Kind,
    readonly label: string,
    readonly act: (store: TableStoreApi, real: Real, model: Model) => void,
  ) {}
  check() {
    return true;
  }
  run(model: Model, real: Real) {
    step(model, real, this.tab, this.kind, (store) => this.act(store, real, model));
  }
  toString() {
    return `tab${this.tab}:${this.label}`;
  }
}

const tabArb = fc.constantFrom<Tab>(0, 1);
// Every spot, side bets too: on a table without them (or without Dragon 7 / Panda 8) they are refused.
const spotArb = fc.constantFrom<BetKey>(...BET_KEYS, ...SPOTS);
const chipArb = fc.constantFrom(...CHIP_VALUES, 123);

const baseCommandArbs = [
  // Chips: choose a chip and click a spot 1–6 times (some refused: over MAX, balance, both sides).
  fc.tuple(tabArb, spotArb, chipArb, fc.integer({ min: 1, max: 6 })).map(
    ([tab, spot, chip, times]) =>
      new Act(tab, 'chips', `chips(${spot},${chip}x${times})`, (store) => {
        store.getState().selectChip(chip);
        for (let i = 0; i < times; i++) store.getState().placeChip(spot);
      }),
  ),
  tabArb.map((tab) => new Act(tab, 'clear', 'FJERN', (store) => store.getState().clearBets())),
  // GI once, or a double/triple click.
  fc.tuple(tabArb, fc.integer({ min: 1, max: 3 })).map(
    ([tab, times]) =>
      new Act(tab, 'deal', `GI x${times}`, (store) => {
        for (let i = 0; i < times; i++) store.getState().deal();
      }),
  ),
  fc.tuple(tabArb, fc.integer({ min: 1, max: 2 })).map(
    ([tab, times]) =>
      new Act(tab, 'rebet', `SATS IGJEN x${times}`, (store) => {
        for (let i = 0; i < times; i++) store.getState().rebet();
      }),
  ),
  fc.tuple(tabArb, fc.integer({ min: 1, max: 3 })).map(
    ([tab, times]) =>
      new Act(tab, 'rebet-deal', `SATS IGJEN OG GI x${times}`, (store) => {
        for (let i = 0; i < times; i++) store.getState().rebetAndDeal();
      }),
  ),
  // ANGRE 1–3 times: each press returns exactly the last step, or changes nothing.
  fc.tuple(tabArb, fc.integer({ min: 1, max: 3 })).map(
    ([tab, times]) =>
      new Act(tab, 'undo', `ANGRE x${times}`, (store, real, model) => {
        for (let i = 0; i < times; i++) {
          // The press acts on the stored table (another tab's newer one is adopted first).
          const before = stored(real);
          store.getState().undo();
          if (before.phase !== 'betting') continue;
          const last = before.betSteps.at(-1);
          const returned = store.getState().balance - before.balance;
          ensure(returned === (last ? stepTotal(last) : 0), () => `ANGRE returned ${returned} for step ${show(last)}`);
          if (returned > 0) model.stats.undos++;
        }
      }),
  ),
  fc.tuple(tabArb, fc.integer({ min: 1, max: 2 })).map(
    ([tab, times]) =>
      new Act(tab, 'double', `DOBLE x${times}`, (store, _real, model) => {
        for (let i = 0; i < times; i++) {
          const staked = totalStake(store.getState().bets);
          store.getState().double();
          if (totalStake(store.getState().bets) > staked) model.stats.doubles++;
        }
      }),
  ),
  tabArb.map((tab) => new Act(tab, 'reveal', 'reveal done', (store) => store.getState().finishReveal())),
  tabArb.map((tab) => new Act(tab, 'refill', 'refill', (store) => store.getState().refill())),
  // A reload (mid-reveal too), with or without ?seed=.
  fc.tuple(tabArb, fc.boolean()).map(
    ([tab, withSeed]) =>
      new Act(tab, 'reload', `reload(seed=${withSeed})`, (_store, real, model) => {
        real.tabs[tab] = openTab(real, withSeed);
        model.stats.reloads++;
        const s = real.tabs[tab].getState();
        expect(tableProblems(s)).toEqual([]);
        // A round being revealed comes back settled (it is stored so), never dealt again.
        expect(s.phase).toBe(stored(real).phase);
        expect(s.phase).not.toBe('revealing');
        expect(s.notice).toBeNull();
      }),
  ),
  fc
    .tuple(
      tabArb,
      fc.record(
        {
          decks: fc.constantFrom<DeckCount>(...DECK_COUNTS),
          policy: fc.constantFrom<ReshufflePolicy>(...RESHUFFLE_POLICIES),
          allowBothSides: fc.boolean(),
          // Variant changes and the side-bet switch, also with side-bet chips on the table and mid-reveal.
          variant: fc.constantFrom<Variant>(...VARIANTS),
          sideBets: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
    )
    .map(([tab, patch]) => new Act(tab, 'settings', `settings(${JSON.stringify(patch)})`, (store) => store.getState().updateSettings(patch))),
  fc
    .tuple(tabArb, fc.constantFrom<string | null | undefined>(undefined, null, 'other-seed'))
    .map(([tab, seed]) => new Act(tab, 'new-shoe', `newShoe(${seed})`, (store) => store.getState().newShoe(seed))),
  // The storage event, or the notice closed.
  fc.tuple(tabArb, fc.boolean()).map(
    ([tab, dismiss]) =>
      new Act(tab, 'sync', dismiss ? 'dismiss' : 'storage event', (store) => (dismiss ? store.getState().dismissNotice() : store.getState().syncFromStorage())),
  ),
];

/** Chips, GI and the end of a reveal come up three, two and two times as often as the rest. */
const commandArbs = [...baseCommandArbs, baseCommandArbs[0]!, baseCommandArbs[0]!, baseCommandArbs[2]!, baseCommandArbs[7]!];

/** Numbers for the report printed by the long run. */
const totals = { runs: 0, steps: 0, deals: 0, refusedDeals: 0, refills: 0, reloads: 0, undos: 0, doubles: 0, sideBetDeals: 0, variantDeals: { standard: 0, 'no-commission': 0, ez: 0 } as Record<Variant, number>, maxSteps: 0 };

function run(opening: number, seed: string, cmds: Iterable<fc.Command<Model, Real>>) {
  const storage = memoryStorage();
  // A table from an earlier visit with `opening` kr, stored before the tabs open.
  const setup = createTableStore({ storage, seed });
  setup.setState({ balance: opening });
  const real: Real = { storage, tabs: [null!, null!], seed };
  real.tabs = [openTab(real, true), openTab(real, true)];
  const model: Model = {
    ledger: opening,
    refilled: 0,
    rounds: 0,
    records: new Map(),
    revision: stored(real).revision,
    stats: { steps: 0, deals: 0, refills: 0, reloads: 0, refusedDeals: 0, undos: 0, doubles: 0, sideBetDeals: 0, variantDeals: { standard: 0, 'no-commission': 0, ez: 0 } },
  };
  fc.modelRun(() => ({ model, real }), cmds);
  // The whole table, every coup recomputed, at the end of the run.
  for (const t of real.tabs) expect(tableProblems(t.getState())).toEqual([]);
  totals.runs++;
  totals.steps += model.stats.steps;
  totals.deals += model.stats.deals;
  totals.refusedDeals += model.stats.refusedDeals;
  totals.refills += model.stats.refills;
  totals.reloads += model.stats.reloads;
  totals.undos += model.stats.undos;
  totals.doubles += model.stats.doubles;
  totals.sideBetDeals += model.stats.sideBetDeals;
  for (const v of VARIANTS) totals.variantDeals[v] += model.stats.variantDeals[v];
  totals.maxSteps = Math.max(totals.maxSteps, model.stats.steps);
}

/** The balance stored by an earlier visit: the starting balance, a few thousand kr, or nearly nothing. */
const openingArb = fc.oneof(fc.constant(STARTING_BALANCE), fc.integer({ min: 0, max: 3000 }).map((kr) => kr * 100), fc.integer({ min: 0, max: 2000 }));

/** Runs of the whole model test, over all parts (MODEL_RUNS overrides it). */
export const MODEL_RUNS = Number(process.env.MODEL_RUNS) || 1000;
/** Parts the runs are split over: one test file each. */
export const MODEL_PARTS = 4;

/**
 * Declares part `part` (1…MODEL_PARTS) of the model test: its share of MODEL_RUNS random runs of
 * up to 200 actions, each checked step by step against the ledger.
 */
export function describeTableModel(part: number) {
  const runs = Math.ceil(MODEL_RUNS / MODEL_PARTS);
  describe(`table store, model-based (part ${part} of ${MODEL_PARTS})`, () => {
    it(`${runs} runs of up to 200 random actions in two tabs with reloads and refills never create or lose money`, () => {
      const started = performance.now();
      fc.assert(
        fc.property(openingArb, fc.string({ minLength: 1, maxLength: 12 }), fc.commands(commandArbs, { maxCommands: 200, size: 'max' }), (opening, seed, cmds) =>
          run(opening, seed.trim() || 'seed', cmds),
        ),
        { numRuns: runs },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(`model runs (part ${part}): ${JSON.stringify(totals)} in ${seconds} s`);
      expect(totals.runs).toBeGreaterThanOrEqual(runs);
      expect(totals.deals).toBeGreaterThan(0);
      expect(totals.refills).toBeGreaterThan(0);
      // Side bets were staked and paid, and rounds were dealt on every variant.
      expect(totals.sideBetDeals).toBeGreaterThan(0);
      for (const v of VARIANTS) expect(totals.variantDeals[v]).toBeGreaterThan(0);
      expect(totals.reloads).toBeGreaterThan(0);
      expect(totals.undos).toBeGreaterThan(0);
      expect(totals.doubles).toBeGreaterThan(0);
    }, 180_000);
  });
}
