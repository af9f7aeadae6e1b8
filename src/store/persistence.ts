/**
 * What the table stores and how stored data is checked before it is trusted (zod/mini: the
 * functional build of zod, a fraction of its bytes on the first load; new fields are written in
 * its style, `z.int().check(...)`, `z.nullable(...)`, or with `intIn` below).
 *
 * Stored shape (version 3) under the localStorage key `punto-banco`:
 * `{ "state": { …PersistedState, "revision": n }, "version": 3 }`. `revision` is stamped by the
 * tab sync (sync.ts) and counts writes. A damaged field is replaced by its default; valid parts
 * (balance, language, settings, history) are kept, and the caller shows a notice. Nothing here
 * throws on bad data.
 */
import * as z from 'zod/mini';
import type { PersistStorage, StateStorage } from 'zustand/middleware';
import {
  type CardId,
  type DeckCount,
  type ReshufflePolicy,
  type RngSpec,
  type Shoe,
  DECK_COUNTS,
  addBets,
  DEFAULT_SIDE_BET_LIMITS,
  DEFAULT_VARIANT,
  BET_KEYS,
  SIDE_BETS,
  SIDE_BET_LIMIT_RANGE,
  CHIP_VALUES,
  VARIANTS,
  NO_BETS,
  RESHUFFLE_POLICIES,
  STARTING_BALANCE,
  TABLE_LIMITS,
  cardFromId,
  checkBets,
  createShoe,
  dealtFrom,
  limitsOf,
  refusesBothSides,
  resolveCoup,
  rngSpecForSeed,
  shoeProblem,
  stakeOf,
  totalStake,
  MAX_SEED_LENGTH,
  INITIAL_CARDS,
  MAX_BURNED,
  MAX_COUP_CARDS,
  MAX_SHOE_CARDS,
} from '../engine/index.ts';
import { HISTORY_LIMIT, LANGUAGES, REMINDER_CHOICES } from './types.ts';
import type { TableState } from './state.ts';
import { webEntropy } from './entropy.ts';
import { stepsFor, stepsMatch } from './betSteps.ts';
import { returnClosedSideBets, returnSideBets } from './tableGame.ts';
import { roundVariant } from './selectors.ts';

// The page's Content-Security-Policy forbids eval: zod must not even probe for `new Function`
// (the caught attempt is still reported as a CSP violation). Set before any schema parses.
z.config({ jitless: true });

/**
 * Version of the stored shape; bump with a migration when the shape changes.
 * 1: the first shape. 2: adds `revision` (tab sync) and never stores the `revealing` phase.
 * 3: side bets and variants: settings `variant`, `sideBets`, `sideBetLimits`; side-bet stakes in
 * bets; a round's `variant`.
 */
export const PERSIST_VERSION = 3;

/** Highest balance accepted from storage, øre (guards against tampering and float overflow). */
export const MAX_BALANCE = 1e13;
/** Highest round, shoe or refill count accepted from storage. */
export const MAX_COUNT = 1e9;

/**
 * A safe integer in `[min, max]` (zod/mini has no `.min()` chain; this is `z.number().int()
 * .min(min).max(max)` of full zod). Shared by the stored schemas of the table, practice and session.
 */
export function intIn(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return z.int().check(z.minimum(min), z.maximum(max));
}

/**
 * The table's stored-data schemas, built on first use and kept: building zod's schemas took about
 * a third of the app's first script at start-up (issue 12), and a first visit, with no stored
 * table, never checks one. `coupCards`, `decksSchema` and `persistedFields` are shared with the
 * practice game's store.
 */
export const tableSchemas = built(() => {
  const count = intIn(0, MAX_COUNT);
  const uint32 = intIn(0, 0xffffffff);
  const money = intIn(0, MAX_BALANCE);
  /** Stored ANGRE steps, in shape only (spot → number); `stepsMatch` then checks them against the bets. */
  const betStepsSchema = z.array(z.record(z.string(), z.number()));

  /** Card ids of one coup (4–6 cards), as stored in a round record. */
  const coupCards = z.array(intIn(0, MAX_SHOE_CARDS - 1)).check(z.minLength(INITIAL_CARDS), z.maxLength(MAX_COUP_CARDS));
  /** One spot: empty, or within the table limits (every chip is at least MIN). */
  const stake = z.union([z.literal(0), intIn(TABLE_LIMITS.min, TABLE_LIMITS.max)]);
  /** A side-bet spot: absent, empty, or a whole number of øre within the widest side-bet limits' MAX (its own limits are checked with the settings, mergeFields). */
  const sideStake = z.optional(intIn(0, SIDE_BET_LIMIT_RANGE.max));
  const betsSchema = z.object({
    player: stake,
    banker: stake,
    tie: stake,
    ...Object.fromEntries(SIDE_BETS.map((k) => [k, sideStake])),
  });
  const variantSchema = z.enum(VARIANTS);
  /** Side-bet limits: MIN and MAX within SIDE_BET_LIMIT_RANGE (the smallest chip to the main MAX). */
  const sideLimitsSchema = z
    .object({ min: intIn(SIDE_BET_LIMIT_RANGE.min, SIDE_BET_LIMIT_RANGE.max), max: intIn(SIDE_BET_LIMIT_RANGE.min, SIDE_BET_LIMIT_RANGE.max) })
    .check(z.refine((l) => l.min <= l.max, 'min above max'));

  const rngSchema = z.union([
    z.object({ kind: z.literal('crypto') }),
    z.object({
      kind: z.literal('seeded'),
      seed: z.string().check(z.minLength(1), z.maxLength(MAX_SEED_LENGTH)),
      state: z.tuple([uint32, uint32, uint32, uint32]),
    }),
  ]);

  /** Card ids of a shoe: checked in one pass (ids, range and duplicates again by `shoeProblem`). */
  const cardIds = z.custom<CardId[]>((v) => Array.isArray(v) && v.length <= MAX_SHOE_CARDS && v.every((id) => Number.isInteger(id) && id >= 0));

  /** Deck counts the table offers, as a schema. */
  const decksSchema = z.union(DECK_COUNTS.map((d) => z.literal(d)));

  const shoeSchema = z
    .object({
      decks: decksSchema,
      policy: z.enum(RESHUFFLE_POLICIES),
      cards: cardIds,
      next: intIn(0),
      cutAt: intIn(0),
      burned: z.array(intIn(0)).check(z.maxLength(MAX_BURNED)),
      shoeNumber: intIn(1, MAX_COUNT),
      rng: rngSchema,
    })
    .check(z.refine((shoe) => shoeProblem(shoe as Shoe) === null, 'unsound shoe'));

  const recordSchema = z.object({
    id: intIn(1, MAX_COUNT),
    time: intIn(0, 8.64e15),
    shoeNumber: intIn(1, MAX_COUNT),
    cards: coupCards,
    bets: betsSchema,
    cutCardOut: z.boolean(),
    variant: z.optional(variantSchema),
  });

  const settingsSchema = z.object({
    decks: decksSchema,
    policy: z.enum(RESHUFFLE_POLICIES),
    allowBothSides: z.boolean(),
    fast: z.boolean(),
    // Added in version 3 without a new version: a table stored before it (any version) reads as off.
    squeeze: z._default(z.boolean(), false),
    explain: z.boolean(),
    reminderMinutes: z.literal(REMINDER_CHOICES),
    variant: variantSchema,
    sideBets: z.boolean(),
    sideBetLimits: sideLimitsSchema,
  });

  /** Schema of each stored field, checked one by one so valid parts survive damage to others. */
  const persistedFields = {
    balance: money,
    bets: betsSchema,
    chip: z.number().check(z.refine((c) => CHIP_VALUES.includes(c))),
    lastBets: z.nullable(betsSchema),
    shoe: shoeSchema,
    phase: z.enum(['betting', 'revealing', 'settled']),
    roundsPlayed: count,
    // Bounded below: an over-long history keeps its newest rounds.
    history: z.array(z.unknown()),
    settings: settingsSchema,
    language: z.enum(LANGUAGES),
    boardFrom: count,
    refills: count,
    refilled: money,
  };

  return { coupCards, decksSchema, persistedFields, recordSchema, betStepsSchema };
});

/** `make()`'s value, made at the first call and kept. */
function built<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The stored fields, each checked with its own schema (tableSchemas().persistedFields). */
type PersistedFields = ReturnType<typeof tableSchemas>['persistedFields'];

/**
 * The stored part of the state (without the revision the tab sync adds). `betSteps` (how the chips
 * on the table were placed, for ANGRE) is checked against the bets after they are merged: when
 * missing (a table stored before ANGRE) or not adding up to them, the chips are one step.
 */
export type PersistedState = Pick<TableState, keyof PersistedFields | 'betSteps'>;

/** The state as stored in version 2: the persisted fields and the write counter. */
export type StoredTable = PersistedState & { revision: number };

/**
 * The part of the table that is stored. A round being revealed is stored as `settled`: it is
 * already settled in the store, and a reload or another tab must not depend on an animation.
 */
export function partializeTable(s: TableState): PersistedState {
  return {
    balance: s.balance,
    bets: s.bets,
    betSteps: s.betSteps,
    chip: s.chip,
    lastBets: s.lastBets,
    shoe: s.shoe,
    phase: s.phase === 'revealing' ? 'settled' : s.phase,
    roundsPlayed: s.roundsPlayed,
    history: s.history,
    settings: s.settings,
    language: s.language,
    boardFrom: s.boardFrom,
    refills: s.refills,
    refilled: s.refilled,
  };
}

/** How far past this build's version a stored version is taken for a newer build's (further: damaged). */
const NEWER_VERSIONS = 20;

/**
 * True for the version of a table a newer build of the app stored: a whole number just above
 * PERSIST_VERSION. Any other unknown version (3.5, 42, Infinity) is damage, which the load repairs.
 */
export function isNewerVersion(version: number): boolean {
  return Number.isInteger(version) && version > PERSIST_VERSION && version <= PERSIST_VERSION + NEWER_VERSIONS;
}

/**
 * Migrates stored state of an older version to the current shape.
 * - 1 → 2: adds `revision` 0 and shows a round stored mid-reveal as settled.
 * - 2 → 3: the table is standard with side bets off and the default side-bet limits; balance,
 *   bets, history (each round standard) and every other setting are kept as they are.
 * - Any other version (a newer build, a missing or negative version) is not trusted: only the
 *   balance and the language are handed on, and `mergePersisted` checks and reports the rest
 *   as damaged (so the player sees a notice). A newer build's table is only shown so: the store
 *   refuses to play it and never writes over it (sync.ts).
 * Never throws; returns what `mergePersisted` takes.
 */
export function migratePersisted(persisted: unknown, version: number): PersistedState {
  // The result is still unchecked (typed as the stored shape for zustand); merge checks each field.
  const stored = persisted && typeof persisted === 'object' ? (persisted as Record<string, unknown>) : {};
  if (version === PERSIST_VERSION) return persisted as PersistedState;
  if (version === 1 || version === 2) {
    const v2 = version === 1 ? { ...stored, phase: stored.phase === 'revealing' ? 'settled' : stored.phase, revision: 0 } : stored;
    const settings = v2.settings && typeof v2.settings === 'object' ? v2.settings : undefined;
    // A damaged settings object stays damaged (merge reports it); a sound one gains the new fields.
    const migrated = settings ? { ...settings, variant: DEFAULT_VARIANT, sideBets: false, sideBetLimits: DEFAULT_SIDE_BET_LIMITS } : settings;
    return { ...v2, settings: migrated } as unknown as PersistedState;
  }
  return { balance: stored.balance, language: stored.language } as unknown as PersistedState;
}

/**
 * What a player plays on with from a newer build's stored table (`playOnHere` in tableStore.ts):
 * what this build can read of it (migratePersisted: balance and language) over `fresh`, the chips
 * on it handed back to the balance when they read as amounts (øre; outside this build's limits
 * too, as `strayStake`), so that neither this tab's older copy nor a lost chip changes the money.
 * Never throws.
 */
export function fromNewerTable<S extends TableState>(stored: { state: unknown; version: number }, fresh: S): S {
  const { state } = mergePersisted(migratePersisted(stored.state, stored.version), fresh, null);
  const raw = (stored.state as { bets?: unknown } | null)?.bets;
  const chips = tableSchemas().persistedFields.bets.safeParse(raw);
  // Chips outside this build's limits (a newer build may allow more) come back as amounts too.
  const onTable = chips.success ? totalStake(chips.data) : strayStake(raw);
  const stake = state.balance === (stored.state as { balance?: unknown }).balance && state.balance + onTable <= MAX_BALANCE ? onTable : 0;
  return { ...state, balance: state.balance + stake, bets: NO_BETS, betSteps: [] };
}

/** True when the card ids are distinct and make exactly one whole coup (4–6 cards). */
export function isWholeCoup(cards: readonly CardId[]): boolean {
  if (new Set(cards).size !== cards.length) return false;
  try {
    return resolveCoup(cards.map(cardFromId)).dealOrder.length === cards.length;
  } catch {
    return false;
  }
}

/** A stored round that could have been dealt at this table: whole coup, bets within the limits. */
function soundRecord(record: unknown): record is TableState['history'][number] {
  const parsed = tableSchemas().recordSchema.safeParse(record);
  if (!parsed.success) return false;
  // A round's side bets were within the limits of its day; any limits the settings allow will do here.
  const options = { allowBothSides: true, sideBets: true, variant: roundVariant(parsed.data), sideBetLimits: SIDE_BET_LIMIT_RANGE };
  return isWholeCoup(parsed.data.cards) && checkBets(parsed.data.bets, options) === null;
}

/**
 * The total of stored chips that failed the bets' schema but are each an amount: an object whose
 * bets (BET_KEYS) are absent or whole øre from 0 to MAX_BALANCE, and nothing else; 0 otherwise.
 */
function strayStake(bets: unknown): number {
  if (!bets || typeof bets !== 'object' || Array.isArray(bets)) return 0;
  let total = 0;
  for (const [key, stake] of Object.entries(bets)) {
    if (!(BET_KEYS as readonly string[]).includes(key) || !Number.isSafeInteger(stake) || (stake as number) < 0 || (stake as number) > MAX_BALANCE) return 0;
    total += stake as number;
  }
  return total;
}

/**
 * Merges stored state into a fresh one, field by field, then repairs what cannot be true of a
 * sound table (chips on a settled table, Player and Banker together when not allowed, history
 * out of order, a shoe of other decks). Returns the state and whether anything stored was
 * damaged. A round that was being revealed is shown settled; a `?seed=` that differs from the
 * stored shoe's seed starts a new seeded shoe. Never throws: on an unexpected error the fresh
 * state is returned as damaged.
 */
export function mergePersisted<S extends TableState>(
  persisted: unknown,
  current: S,
  seed: string | null,
): { state: S; damaged: boolean } {
  // Nothing stored: a new player.
  if (persisted === undefined) return { state: current, damaged: false };
  try {
    return mergeFields(persisted, current, seed);
  } catch {
    return { state: current, damaged: true };
  }
}

function mergeFields<S extends TableState>(persisted: unknown, current: S, seed: string | null): { state: S; damaged: boolean } {
  const state = { ...current };
  let damaged = false;
  const stored = (persisted && typeof persisted === 'object' ? persisted : {}) as Record<string, unknown>;
  if (!persisted || typeof persisted !== 'object') damaged = true;
  const valid = new Set<string>();
  const { persistedFields } = tableSchemas();
  for (const key of Object.keys(persistedFields) as (keyof PersistedFields)[]) {
    const result = persistedFields[key].safeParse(stored[key]);
    if (result.success) {
      (state as Record<string, unknown>)[key] = result.data;
      valid.add(key);
    } else damaged = true;
  }

  // Chips of whole øre outside the table's limits (no press puts them there) go back to the balance,
  // as side bets outside theirs do below: the table never takes them, and never loses them either.
  // Chips that are no amount at all are dropped.
  if (!valid.has('bets') && valid.has('balance')) {
    const back = strayStake(stored.bets);
    if (back > 0 && state.balance + back <= MAX_BALANCE) state.balance += back;
  }
  // Chips on the table are only trusted together with the balance they were taken from.
  if (!valid.has('balance') && totalStake(state.bets) > 0) {
    state.bets = NO_BETS;
    damaged = true;
  }
  if (refusesBothSides(state.bets, state.settings)) {
    // Not a bet this table takes: give the chips back rather than lose them.
    state.balance += totalStake(state.bets);
    state.bets = NO_BETS;
    damaged = true;
  }
  // SATS IGJEN puts exactly these down: in the stored key order, side bets without a stake left out.
  if (state.lastBets) state.lastBets = totalStake(state.lastBets) > 0 ? addBets(NO_BETS, state.lastBets) : null;
  // The steps must add up to the chips kept; otherwise the chips become one step. No money rides
  // on the steps (ANGRE returns them whole either way), so this alone is not reported as damage.
  const steps = tableSchemas().betStepsSchema.safeParse(stored.betSteps);
  state.betSteps = steps.success && stepsMatch(steps.data, state.bets) ? steps.data : stepsFor(state.bets);
  // Chips on side-bet spots the table does not have open go back too (and leave the steps and
  // SATS IGJEN), whatever else is on the table.
  const closed = returnClosedSideBets(state);
  if (Object.keys(closed).length > 0) {
    Object.assign(state, closed);
    damaged = true;
  }
  // So do chips on a side bet outside its limits (no press puts them there): every chip on the
  // felt is then a bet the table takes. SATS IGJEN keeps them, and refuses them naming the limit.
  const outside = returnSideBets(
    state,
    SIDE_BETS.filter((key) => {
      const stake = stakeOf(state.bets, key);
      const limits = limitsOf(key, state.settings);
      return stake > 0 && (stake < limits.min || stake > limits.max);
    }),
  );
  if (Object.keys(outside).length > 0) {
    Object.assign(state, outside);
    damaged = true;
  }

  // History: sound rounds with strictly increasing ids, oldest first.
  const history: S['history'] = [];
  for (const record of state.history as unknown[]) {
    if (soundRecord(record) && record.id > (history.at(-1)?.id ?? 0)) history.push(record);
    else damaged = true;
  }
  if (history.length > HISTORY_LIMIT) {
    history.splice(0, history.length - HISTORY_LIMIT);
    damaged = true;
  }
  state.history = history;
  const lastId = history.at(-1)?.id ?? 0;
  if (state.roundsPlayed < lastId) {
    state.roundsPlayed = lastId;
    damaged = true;
  }
  if (state.boardFrom > state.roundsPlayed) {
    state.boardFrom = state.roundsPlayed;
    damaged = true;
  }

  // Phase: chips on the table mean betting; a settled table needs a round to show.
  if (totalStake(state.bets) > 0 && state.phase !== 'betting') {
    state.phase = 'betting';
    damaged = true;
  }
  if (state.phase !== 'betting' && history.length === 0) {
    state.phase = 'betting';
    damaged = true;
  }
  if (state.phase === 'revealing') state.phase = 'settled';

  if (state.refilled > state.refills * STARTING_BALANCE) {
    state.refills = current.refills;
    state.refilled = current.refilled;
    damaged = true;
  }

  const shoe = repairShoe(state.shoe, state.settings.decks, state.settings.policy, seed);
  state.shoe = shoe.shoe;
  return { state, damaged: damaged || shoe.damaged };
}

/**
 * A new shoe of `decks` and `policy` from the generator `rng`, numbered on from `previous` (so the
 * board never takes it for an old one) when cards were dealt from `previous`; a shoe replaced
 * before its first round keeps its number, so changing two settings never counts two shoes.
 */
export function nextShoe(previous: Shoe, decks: DeckCount, policy: ReshufflePolicy, rng: RngSpec): Shoe {
  return { ...createShoe(decks, policy, rng, webEntropy), shoeNumber: Math.min(previous.shoeNumber + (dealtFrom(previous) ? 1 : 0), MAX_COUNT) };
}

/**
 * A stored shoe checked against the game's settings and the page's `?seed=` (null: none): a shoe
 * of other decks or policy is replaced by a fresh one from the same generator (`damaged`); a seed
 * other than the shoe's starts a new seeded shoe, numbered on (asked for, so not damage).
 */
export function repairShoe(shoe: Shoe, decks: DeckCount, policy: ReshufflePolicy, seed: string | null): { shoe: Shoe; damaged: boolean } {
  let damaged = false;
  if (shoe.decks !== decks || shoe.policy !== policy) {
    shoe = createShoe(decks, policy, shoe.rng, webEntropy);
    damaged = true;
  }
  if (seed && (shoe.rng.kind !== 'seeded' || shoe.rng.seed !== seed.slice(0, MAX_SEED_LENGTH))) {
    shoe = nextShoe(shoe, decks, policy, rngSpecForSeed(seed));
  }
  return { shoe, damaged };
}

/** Marks stored text that was not JSON, so `mergePersisted` reports the damage. */
const UNREADABLE = Symbol('unreadable');

/**
 * JSON storage that never throws: unreadable text is handed on as damaged state, and writes
 * that fail (quota, private mode) are dropped; the table keeps playing from memory. A value
 * without a numeric version is reported as version -1 (unknown).
 */
export function safeJSONStorage<S>(getStorage: () => StateStorage): PersistStorage<S> {
  const storage = (): StateStorage | null => {
    try {
      return getStorage();
    } catch {
      return null;
    }
  };
  return {
    getItem(name) {
      let raw: string | null;
      try {
        raw = storage()?.getItem(name) as string | null;
      } catch {
        return null;
      }
      if (raw === null || raw === undefined) return null;
      return parseStored<S>(raw);
    },
    setItem(name, value) {
      try {
        storage()?.setItem(name, JSON.stringify(value));
      } catch {
        // Storage full or blocked: keep playing from memory.
      }
    },
    removeItem(name) {
      try {
        storage()?.removeItem(name);
      } catch {
        // ignore
      }
    },
  };
}

/**
 * Parses stored text as `{ state, version }`. Text that is not JSON or not of that shape comes
 * back as an unreadable state (merged as damaged); a missing version as -1.
 */
export function parseStored<S>(raw: string): { state: S; version: number } {
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === 'object' && 'state' in value) {
      const v = value as { state: S; version?: unknown };
      return { state: v.state, version: typeof v.version === 'number' ? v.version : -1 };
    }
  } catch {
    // fall through: damaged
  }
  return { state: UNREADABLE as unknown as S, version: PERSIST_VERSION };
}
