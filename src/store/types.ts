/**
 * Shapes of the table store's state. Money is integer øre; card ids per src/engine/cards.ts.
 */
import type { BalanceShort, Bets, BetKey, CardId, DeckCount, RefusalReason, ReminderMinutes, ReshufflePolicy, SpotLimits, Variant } from '../engine/index.ts';

/** Languages of the table. */
export type Language = 'nb' | 'sv';
export const LANGUAGES: readonly Language[] = ['nb', 'sv'];

/** Rounds kept in history (bounded so storage stays small). */
export const HISTORY_LIMIT = 500;
/**
 * Under `every-round` a session's board holds at most HISTORY_LIMIT rounds; past that, its oldest
 * rounds leave BOARD_STEP at a time (src/store/board.ts `selectBoard`).
 */
export const BOARD_STEP = 100;

/**
 * Where the table is in a round: `betting` (chips may be placed), `revealing` (the round is
 * settled in the store and the UI is showing its cards), `settled` (every card shown).
 */
export type Phase = 'betting' | 'revealing' | 'settled';

// The reminder intervals are a rule of the table, stated in the engine; the store's readers find them here.
export { type ReminderMinutes, REMINDER_CHOICES } from '../engine/index.ts';

/** Table settings chosen by the player. */
export interface Settings {
  decks: DeckCount;
  policy: ReshufflePolicy;
  /** Allow Player and Banker bets in one round (src/engine/RULES.md § Betting and limits 1); off by default. */
  allowBothSides: boolean;
  /** Reveal at double speed. */
  fast: boolean;
  /**
   * The player turns the cards of the hand they bet on by hand (the squeeze); off by default.
   * Stored tables from before it have no such field and read as off (no new stored version).
   */
  squeeze: boolean;
  /** Explain each coup step by step as it is revealed (on for a new player). */
  explain: boolean;
  /** Remind of time and net result every so many minutes; 0 = off. */
  reminderMinutes: ReminderMinutes;
  /** The table variant (src/engine/RULES.md § Table variants); standard for a new player; changed only between rounds. */
  variant: Variant;
  /** Side-bet spots on the felt (src/engine/RULES.md § Side bets); off for a new player; changed only between rounds. */
  sideBets: boolean;
  /** Limits per side-bet spot, øre (default MIN 10 kr / MAX 1 000 kr). */
  sideBetLimits: SpotLimits;
}

/**
 * A settled round as stored: only what cannot be derived. The coup is recomputed from `cards`
 * with the engine and the payouts from `bets`, so stored history cannot contradict the rules.
 */
export interface RoundRecord {
  /** 1-based round number at this table. */
  id: number;
  /** When GI was pressed, ms since the epoch. */
  time: number;
  /** The shoe the round was dealt from. */
  shoeNumber: number;
  /** Cards in the order they left the shoe (4–6 ids). */
  cards: CardId[];
  /** Stakes per spot in øre, side bets included. */
  bets: Bets;
  /** The cut card came out in this round; the next round is from a new shoe. */
  cutCardOut: boolean;
  /** The variant the round was played and paid under; missing (every round stored before variants) is standard. */
  variant?: Variant;
}

/** A short message for the player: a locale key under `notice.` with its parameters. */
export interface Notice {
  key: RefusalReason | 'storage-reset' | 'storage-trimmed' | 'storage-unsaved' | 'settings-locked' | 'new-shoe' | 'refilled' | 'refill-not-needed' | 'board-reset' | 'tab-conflict' | 'newer-version' | 'double-over-max' | 'nothing-to-double' | 'nothing-to-clear' | 'nothing-to-undo' | 'side-bets-returned';
  /** Increases with every notice so a repeated one is announced again. */
  seq: number;
  /** For a MIN/MAX refusal: the limits of the spot that broke them, øre (main or side-bet limits). */
  limits?: SpotLimits;
  /**
   * When the balance is a reason for the refusal ('insufficient-balance', or beside a limit for
   * 'double-over-max'): what the action needed off the balance and what the balance was, øre.
   */
  short?: BalanceShort;
  /** For 'side-bets-returned': the chips a change of table handed back to the balance, per spot, øre. */
  returned?: readonly ReturnedStake[];
  /**
   * For 'side-bets-returned': chips that earlier changes handed back while this notice stood (two
   * changes in one visit to the settings), so the notice names them and counts them in the sum too.
   */
  earlier?: readonly ReturnedStake[];
}

/** Chips on one spot, øre: what a change of table type or of the side-bet switch hands back. */
export interface ReturnedStake {
  key: BetKey;
  stake: number;
}
