/**
 * What the table stores and how stored data is checked before it is trusted (zod).
 * A damaged field is replaced by its default; valid parts (balance, language, settings,
 * history) are kept, and the caller shows a notice.
 */
import { z } from 'zod';
import type { PersistStorage, StateStorage } from 'zustand/middleware';
import {
  type Shoe,
  CHIP_VALUES,
  DECK_COUNTS,
  RESHUFFLE_POLICIES,
  TABLE_LIMITS,
  createShoe,
  rngSpecForSeed,
  shoeProblem,
  MAX_SEED_LENGTH,
} from '../engine/index.ts';
import { LANGUAGES } from './types.ts';
import type { TableState } from './tableStore.ts';

/** Version of the stored shape; bump with a migration when the shape changes. */
export const PERSIST_VERSION = 1;

/** Highest balance accepted from storage, øre (guards against tampering and float overflow). */
export const MAX_BALANCE = 1e13;

const uint32 = z.number().int().min(0).max(0xffffffff);
const money = z.number().int().min(0).max(MAX_BALANCE);
const stake = z.number().int().min(0).max(TABLE_LIMITS.max);
const betsSchema = z.object({ player: stake, banker: stake, tie: stake });

const rngSchema = z.union([
  z.object({ kind: z.literal('crypto') }),
  z.object({
    kind: z.literal('seeded'),
    seed: z.string().min(1).max(MAX_SEED_LENGTH),
    state: z.tuple([uint32, uint32, uint32, uint32]),
  }),
]);

const shoeSchema = z
  .object({
    decks: z.union(DECK_COUNTS.map((d) => z.literal(d))),
    policy: z.enum(RESHUFFLE_POLICIES),
    cards: z.array(z.number().int().min(0)).max(8 * 52),
    next: z.number().int().min(0),
    cutAt: z.number().int().min(0),
    burned: z.array(z.number().int().min(0)).max(11),
    shoeNumber: z.number().int().min(1),
    rng: rngSchema,
  })
  .refine((shoe) => shoeProblem(shoe as Shoe) === null, 'unsound shoe');

const recordSchema = z.object({
  id: z.number().int().min(1),
  time: z.number().int().min(0),
  shoeNumber: z.number().int().min(1),
  cards: z.array(z.number().int().min(0).max(8 * 52 - 1)).min(4).max(6),
  bets: betsSchema,
  cutCardOut: z.boolean(),
});

const settingsSchema = z.object({
  decks: z.union(DECK_COUNTS.map((d) => z.literal(d))),
  policy: z.enum(RESHUFFLE_POLICIES),
  allowBothSides: z.boolean(),
  fast: z.boolean(),
  explain: z.boolean(),
  reminderMinutes: z.union([z.literal(0), z.literal(30), z.literal(60)]),
});

/** Schema of each stored field, checked one by one so valid parts survive damage to others. */
export const persistedFields = {
  balance: money,
  bets: betsSchema,
  chip: z.number().refine((c) => CHIP_VALUES.includes(c)),
  lastBets: betsSchema.nullable(),
  shoe: shoeSchema,
  phase: z.enum(['betting', 'revealing', 'settled']),
  roundsPlayed: z.number().int().min(0),
  history: z.array(recordSchema).max(500),
  settings: settingsSchema,
  language: z.enum(LANGUAGES),
  boardFrom: z.number().int().min(0),
  refills: z.number().int().min(0),
  refilled: money,
};

/** The stored part of the state. */
export type PersistedState = Pick<TableState, keyof typeof persistedFields>;

/** Migrates stored state of an older version; unknown versions are not trusted (null). */
export function migratePersisted(persisted: unknown, version: number): PersistedState {
  // Version 1 is the first; anything else is from an unknown build and is checked field by field.
  void version;
  return persisted as PersistedState;
}

/**
 * Merges stored state into a fresh one, field by field. Returns the state and whether anything
 * stored was damaged. A round that was being revealed is shown settled; a `?seed=` that differs
 * from the stored shoe's seed starts a new seeded shoe.
 */
export function mergePersisted<S extends TableState>(
  persisted: unknown,
  current: S,
  seed: string | null,
): { state: S; damaged: boolean } {
  // Nothing stored: a new player.
  if (persisted === undefined) return { state: current, damaged: false };
  const state = { ...current };
  let damaged = false;
  const stored = (persisted && typeof persisted === 'object' ? persisted : {}) as Record<string, unknown>;
  if (!persisted || typeof persisted !== 'object') damaged = true;
  for (const key of Object.keys(persistedFields) as (keyof typeof persistedFields)[]) {
    const result = persistedFields[key].safeParse(stored[key]);
    if (result.success) (state as Record<string, unknown>)[key] = result.data;
    else damaged = true;
  }
  // Cross-field checks: what cannot be true of a sound table.
  const betsOnTable = state.bets.player + state.bets.banker + state.bets.tie;
  if (betsOnTable > 0 && state.phase !== 'betting') {
    state.phase = 'betting';
    damaged = true;
  }
  if (state.shoe.decks !== state.settings.decks || state.shoe.policy !== state.settings.policy) {
    state.shoe = createShoe(state.settings.decks, state.settings.policy, state.shoe.rng);
    damaged = true;
  }
  const lastId = state.history.at(-1)?.id ?? 0;
  if (state.boardFrom > state.roundsPlayed) {
    state.boardFrom = state.roundsPlayed;
    damaged = true;
  }
  if (state.roundsPlayed < lastId) {
    state.roundsPlayed = lastId;
    damaged = true;
  }
  if (state.phase === 'revealing') state.phase = 'settled';
  if (seed && (state.shoe.rng.kind !== 'seeded' || state.shoe.rng.seed !== seed.slice(0, MAX_SEED_LENGTH))) {
    state.shoe = {
      ...createShoe(state.settings.decks, state.settings.policy, rngSpecForSeed(seed)),
      shoeNumber: state.shoe.shoeNumber + 1,
    };
  }
  return { state, damaged };
}

/** Marks stored text that was not JSON, so `mergePersisted` reports the damage. */
const UNREADABLE = Symbol('unreadable');

/**
 * JSON storage that never throws: unreadable text is handed on as damaged state, and writes
 * that fail (quota, private mode) are dropped; the table keeps playing from memory.
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
      let raw: string | null = null;
      try {
        raw = storage()?.getItem(name) as string | null;
      } catch {
        return null;
      }
      if (raw === null || raw === undefined) return null;
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
