/**
 * The table's state: its type and its defaults, in a module of their own so that the store's
 * parts (tableStore.ts, persistence.ts, sync.ts, selectors.ts, board.ts) all import it from here
 * and none of them has to import the store back (src/README.md § Data flow). Money is integer øre.
 */
import { type Bets, type Shoe, DEFAULT_DECKS, DEFAULT_SIDE_BET_LIMITS, DEFAULT_VARIANT, NO_BETS, SMALLEST_CHIP, STARTING_BALANCE, createShoe, rngSpecForSeed } from '../engine/index.ts';
import type { Language, Notice, Phase, RoundRecord, Settings } from './types.ts';
import type { BetStep } from './betSteps.ts';
import { webEntropy } from './entropy.ts';

export const DEFAULT_SETTINGS: Settings = {
  decks: DEFAULT_DECKS,
  policy: 'every-round',
  allowBothSides: false,
  fast: false,
  squeeze: false,
  explain: true,
  reminderMinutes: 0,
  variant: DEFAULT_VARIANT,
  sideBets: false,
  sideBetLimits: DEFAULT_SIDE_BET_LIMITS,
};

/** The whole state of the table; see types.ts for the parts. */
export interface TableState {
  /** Play money not on the table, øre. */
  balance: number;
  /** Chips on the table this round, øre per spot. */
  bets: Bets;
  /** How the chips on the table were placed, oldest first (they add up to `bets`), for ANGRE. */
  betSteps: BetStep[];
  /** Selected chip value, øre. */
  chip: number;
  /** Stakes of the last dealt round, for SATS IGJEN. */
  lastBets: Bets | null;
  shoe: Shoe;
  phase: Phase;
  /** Rounds settled at this table (the next round's id is this + 1). */
  roundsPlayed: number;
  /** The last HISTORY_LIMIT rounds, oldest first. */
  history: RoundRecord[];
  settings: Settings;
  language: Language;
  notice: Notice | null;
  /** Scoreboards and statistics show rounds with a higher id than this ("start afresh"). */
  boardFrom: number;
  /** Times play money was refilled; each refill tops the balance up to STARTING_BALANCE. */
  refills: number;
  /** Play money added by refills in total, øre (for the ledger and the session result). */
  refilled: number;
  /**
   * Storage holds a table stored by a newer build of the app (another tab took an update): this
   * tab shows what it had, refuses the player's actions and stores nothing until storage holds a
   * table of its own version again or the player plays on here (`playOnHere`; sync.ts). Not stored.
   */
  newerBuild: boolean;
}

/** What a fresh table state depends on: `?seed=` of the URL and the language when nothing is stored. */
export interface InitialStateOptions {
  /** `?seed=` of the URL: a repeatable shoe. */
  seed?: string | null;
  /** Language when nothing is stored. */
  language?: Language;
}

/** A fresh table state (no storage involved). */
export function initialTableState(options: InitialStateOptions = {}): TableState {
  return {
    balance: STARTING_BALANCE,
    bets: NO_BETS,
    betSteps: [],
    chip: SMALLEST_CHIP,
    lastBets: null,
    shoe: createShoe(DEFAULT_SETTINGS.decks, DEFAULT_SETTINGS.policy, rngSpecForSeed(options.seed), webEntropy),
    phase: 'betting',
    roundsPlayed: 0,
    history: [],
    settings: DEFAULT_SETTINGS,
    language: options.language ?? 'nb',
    notice: null,
    boardFrom: 0,
    refills: 0,
    refilled: 0,
    newerBuild: false,
  };
}
