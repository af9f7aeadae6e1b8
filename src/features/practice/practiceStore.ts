/**
 * The practice game (src/engine/RULES.md § Practice game): no money at all. 1–8 named participants each predict Player,
 * Banker or Tie before a round; a correct prediction earns one point. A store of its own with its
 * own persist key, so it never touches the money table's balance or state.
 *
 * Names are stored as entered after `normalizeName` (NFC, runs of white space become one space,
 * trimmed); the score's test id is `score-<name>` with that name verbatim. Names are unique
 * regardless of letter case.
 */
import { createStore } from 'zustand/vanilla';
import { persist, type StateStorage } from 'zustand/middleware';
import * as z from 'zod/mini';
import {
  type CardId,
  type Coup,
  type DeckCount,
  type ReshufflePolicy,
  type Shoe,
  type Spot,
  DECK_COUNTS,
  MAX_PARTICIPANTS,
  PRACTICE_DEFAULT_DECKS,
  PRACTICE_DEFAULT_POLICY,
  RESHUFFLE_POLICIES,
  cardFromId,
  createShoe,
  dealRound,
  resolveCoup,
  pointsFor,
  rngSpecForSeed,
  winningScore,
} from '../../engine/index.ts';
import { intIn, isWholeCoup, repairShoe, safeJSONStorage, tableSchemas } from '../../store/persistence.ts';
import { webEntropy } from '../../store/entropy.ts';

// The game's rules live in the engine; the store's readers find them here too.
export { MAX_PARTICIPANTS, PRACTICE_DEFAULT_DECKS, PRACTICE_DEFAULT_POLICY, pointsFor, predictionRight } from '../../engine/index.ts';

/** localStorage key of the practice game (separate from the table's). */
export const PRACTICE_STORAGE_KEY = 'punto-banco-practice';
/** Version of the stored practice shape. */
export const PRACTICE_VERSION = 1;
/** Longest name, in UTF-16 code units after normalising. */
export const MAX_NAME_LENGTH = 24;

/** A player of the practice game. */
export interface Participant {
  /** Stable id (names can repeat over time; ids do not). */
  id: number;
  name: string;
  /** Correct predictions in this game. */
  score: number;
  /** This round's prediction; null until chosen. */
  prediction: Spot | null;
}

/** The last dealt round: its cards (the coup is re-derived by the engine) and who predicted what. */
export interface PracticeRound {
  /** 1-based round number within the game. */
  number: number;
  /** Card ids in the order they left the shoe (4–6). */
  cards: CardId[];
  picks: { id: number; spot: Spot }[];
}

/** Why an action was refused, or what just happened; shown as a status message. */
export interface PracticeNotice {
  key:
    | 'name-empty'
    | 'name-taken'
    | 'name-too-long'
    | 'too-many'
    | 'no-participants'
    | 'missing-predictions'
    | 'no-rounds'
    | 'finished'
    | 'storage-reset'
    | 'names-cleared'
    | 'new-game';
  /** Names concerned (for `missing-predictions`, `name-taken`). */
  names?: string[];
  /** Increases with every notice so a repeated one is announced again. */
  seq: number;
}

export interface PracticeState {
  participants: Participant[];
  decks: DeckCount;
  policy: ReshufflePolicy;
  shoe: Shoe;
  /** Rounds dealt in this game. */
  round: number;
  last: PracticeRound | null;
  /** The group stopped: the winners are shown and no more rounds are dealt until a new game. */
  finished: boolean;
  nextId: number;
  notice: PracticeNotice | null;
}

export interface PracticeActions {
  /** Adds a participant (refused when the name is empty, too long or taken, or 8 are playing). */
  addParticipant(rawName: string): boolean;
  removeParticipant(id: number): void;
  /** Sets one participant's prediction for the coming round. */
  predict(id: number, spot: Spot): void;
  /** Deals a round when everyone has predicted; awards a point per correct prediction. */
  deal(): void;
  /** Stops the game and shows the winners (refused before the first round). */
  stop(): void;
  /** Keeps the names, sets scores and the round counter to zero, and shuffles a new shoe. */
  newGame(): void;
  /** Removes every participant and score. */
  clearNames(): void;
  setDecks(decks: DeckCount): void;
  setPolicy(policy: ReshufflePolicy): void;
  dismissNotice(): void;
}

export type PracticeStore = PracticeState & PracticeActions;

export interface PracticeStoreOptions {
  storage?: StateStorage;
  /** `?seed=` of the URL: a repeatable practice shoe. */
  seed?: string | null;
}

/** A name as stored: NFC, white space collapsed to single spaces, trimmed. */
export function normalizeName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** The coup of a practice round, re-derived from its cards. */
export function practiceCoup(round: PracticeRound): Coup {
  return resolveCoup(round.cards.map(cardFromId));
}

/** The participants with the highest score (several on a tie); none while nobody has a point. */
export function practiceWinners(s: Pick<PracticeState, 'participants' | 'round'>): Participant[] {
  const best = s.round === 0 ? null : winningScore(s.participants.map((p) => p.score));
  return best === null ? [] : s.participants.filter((p) => p.score === best);
}

/** Participants ordered by score (highest first), then by the order they joined. */
export function practiceStandings(participants: readonly Participant[]): Participant[] {
  return participants.map((p, i) => ({ p, i })).sort((a, b) => b.p.score - a.p.score || a.i - b.i).map((x) => x.p);
}

/** A fresh practice state: nobody playing, a new shoe. */
export function initialPracticeState(seed: string | null = null): PracticeState {
  return {
    participants: [],
    decks: PRACTICE_DEFAULT_DECKS,
    policy: PRACTICE_DEFAULT_POLICY,
    shoe: createShoe(PRACTICE_DEFAULT_DECKS, PRACTICE_DEFAULT_POLICY, rngSpecForSeed(seed), webEntropy),
    round: 0,
    last: null,
    finished: false,
    nextId: 1,
    notice: null,
  };
}

const spotSchema = z.enum(['player', 'banker', 'tie']);
const participantSchema = z.object({
  id: intIn(1),
  name: z.string().check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH)),
  score: intIn(0),
  prediction: z.nullable(spotSchema),
});

// The practice game loads as a chunk of its own when first opened: its schemas are built then.
const { coupCards, decksSchema, persistedFields } = tableSchemas();

/** Schema of each stored field, checked one by one so valid parts survive damage to others. */
export const practiceFields = {
  participants: z.array(participantSchema).check(z.maxLength(MAX_PARTICIPANTS)),
  decks: decksSchema,
  policy: z.enum(RESHUFFLE_POLICIES),
  shoe: persistedFields.shoe,
  round: intIn(0),
  last: z.nullable(
    z.object({
      number: intIn(1),
      cards: coupCards,
      picks: z.array(z.object({ id: intIn(1), spot: spotSchema })).check(z.maxLength(MAX_PARTICIPANTS)),
    }),
  ),
  finished: z.boolean(),
  nextId: intIn(1),
};

/** The stored part of the practice state. */
export type PersistedPractice = Pick<PracticeState, keyof typeof practiceFields>;

/**
 * Merges stored practice state into a fresh one, field by field, then checks what cannot be true
 * of a sound game (duplicate ids or names, a score above the rounds played, a shoe of other
 * decks). Returns the state and whether anything was damaged. A `?seed=` that differs from the
 * stored shoe's seed starts a new seeded shoe.
 */
export function mergePractice<S extends PracticeState>(
  persisted: unknown,
  current: S,
  seed: string | null,
): { state: S; damaged: boolean } {
  if (persisted === undefined) return { state: current, damaged: false };
  const state = { ...current };
  let damaged = !persisted || typeof persisted !== 'object';
  const stored = (damaged ? {} : persisted) as Record<string, unknown>;
  for (const key of Object.keys(practiceFields) as (keyof typeof practiceFields)[]) {
    const result = practiceFields[key].safeParse(stored[key]);
    if (result.success) (state as Record<string, unknown>)[key] = result.data;
    else damaged = true;
  }
  const ids = new Set<number>();
  const names = new Set<string>();
  const participants: Participant[] = [];
  for (const p of state.participants) {
    const name = normalizeName(p.name);
    const folded = name.toLocaleLowerCase();
    if (name === '' || ids.has(p.id) || names.has(folded)) {
      damaged = true;
      continue;
    }
    ids.add(p.id);
    names.add(folded);
    if (p.score > state.round) damaged = true;
    participants.push({ ...p, name, score: Math.min(p.score, state.round) });
  }
  state.participants = participants;
  const maxId = Math.max(0, ...ids);
  if (state.nextId <= maxId) {
    state.nextId = maxId + 1;
    damaged = true;
  }
  if (state.last && (state.last.number !== state.round || !isWholeCoup(state.last.cards))) {
    state.last = null;
    damaged = true;
  }
  const shoe = repairShoe(state.shoe, state.decks, state.policy, seed);
  state.shoe = shoe.shoe;
  return { state, damaged: damaged || shoe.damaged };
}

/** Creates the practice store with persistence (localStorage unless another storage is given). */
export function createPracticeStore(options: PracticeStoreOptions = {}) {
  let seq = 0;
  const notice = (key: PracticeNotice['key'], names?: string[]): { notice: PracticeNotice } => ({
    notice: names ? { key, names, seq: ++seq } : { key, seq: ++seq },
  });

  return createStore<PracticeStore>()(
    persist(
      (set, get) => ({
        ...initialPracticeState(options.seed ?? null),

        addParticipant(rawName) {
          const s = get();
          const name = normalizeName(rawName);
          const refuse = (key: PracticeNotice['key'], names?: string[]) => {
            set(notice(key, names));
            return false;
          };
          if (name === '') return refuse('name-empty');
          if (name.length > MAX_NAME_LENGTH) return refuse('name-too-long');
          if (s.participants.length >= MAX_PARTICIPANTS) return refuse('too-many');
          const folded = name.toLocaleLowerCase();
          if (s.participants.some((p) => p.name.toLocaleLowerCase() === folded)) return refuse('name-taken', [name]);
          set({
            participants: [...s.participants, { id: s.nextId, name, score: 0, prediction: null }],
            nextId: s.nextId + 1,
            notice: null,
          });
          return true;
        },

        removeParticipant(id) {
          const s = get();
          set({ participants: s.participants.filter((p) => p.id !== id), notice: null });
        },

        predict(id, spot) {
          const s = get();
          if (s.finished) return set(notice('finished'));
          set({ participants: s.participants.map((p) => (p.id === id ? { ...p, prediction: spot } : p)), notice: null });
        },

        deal() {
          const s = get();
          if (s.finished) return set(notice('finished'));
          if (s.participants.length === 0) return set(notice('no-participants'));
          const missing = s.participants.filter((p) => p.prediction === null);
          if (missing.length > 0) return set(notice('missing-predictions', missing.map((p) => p.name)));
          const dealt = dealRound(s.shoe, webEntropy);
          const winner = dealt.coup.winner;
          const number = s.round + 1;
          set({
            participants: s.participants.map((p) => ({ ...p, score: p.score + pointsFor(p.prediction!, winner), prediction: null })),
            last: { number, cards: dealt.coup.dealOrder.map((c) => c.id), picks: s.participants.map((p) => ({ id: p.id, spot: p.prediction! })) },
            round: number,
            shoe: dealt.shoe,
            notice: null,
          });
        },

        stop() {
          const s = get();
          if (s.round === 0) return set(notice('no-rounds'));
          set({ finished: true, notice: null });
        },

        newGame() {
          const s = get();
          set({
            participants: s.participants.map((p) => ({ ...p, score: 0, prediction: null })),
            round: 0,
            last: null,
            finished: false,
            shoe: createShoe(s.decks, s.policy, s.shoe.rng, webEntropy),
            ...notice('new-game'),
          });
        },

        clearNames() {
          const s = get();
          set({ participants: [], round: 0, last: null, finished: false, shoe: createShoe(s.decks, s.policy, s.shoe.rng, webEntropy), ...notice('names-cleared') });
        },

        setDecks(decks) {
          const s = get();
          if (!DECK_COUNTS.includes(decks) || decks === s.decks) return;
          set({ decks, shoe: createShoe(decks, s.policy, s.shoe.rng, webEntropy) });
        },

        setPolicy(policy) {
          const s = get();
          if (!RESHUFFLE_POLICIES.includes(policy) || policy === s.policy) return;
          set({ policy, shoe: createShoe(s.decks, policy, s.shoe.rng, webEntropy) });
        },

        dismissNotice() {
          set({ notice: null });
        },
      }),
      {
        name: PRACTICE_STORAGE_KEY,
        version: PRACTICE_VERSION,
        storage: safeJSONStorage<PersistedPractice>(() => options.storage ?? localStorage),
        partialize: (s): PersistedPractice => ({
          participants: s.participants,
          decks: s.decks,
          policy: s.policy,
          shoe: s.shoe,
          round: s.round,
          last: s.last,
          finished: s.finished,
          nextId: s.nextId,
        }),
        // Version 1 is the first; anything else is checked field by field in merge.
        migrate: (persisted) => persisted as PersistedPractice,
        merge: (persisted, current) => {
          const { state, damaged } = mergePractice(persisted, current, options.seed ?? null);
          return damaged ? { ...state, ...notice('storage-reset') } : state;
        },
      },
    ),
  );
}

export type PracticeStoreApi = ReturnType<typeof createPracticeStore>;
