/**
 * The play session for responsible play: when this browser session started, the play money at
 * that moment, and when the next time reminder is due. Kept in sessionStorage, so a reload
 * continues the session and a new tab or browser session starts a new one. Pure functions; the
 * caller passes the clock (ms since the epoch) and the storage.
 */
import * as z from 'zod/mini';
import type { Bets } from '../../engine/index.ts';
import { intIn } from '../../store/persistence.ts';
import { moneyHeld } from '../../store/tableStore.ts';
import type { ReminderMinutes } from '../../store/types.ts';

/** sessionStorage key of the session record. */
export const SESSION_KEY = 'punto-banco-session';

/** What the session remembers from its start. Money in øre. */
export interface Session {
  /** When the session started, ms since the epoch. */
  startedAt: number;
  /** Balance plus chips on the table at the start. */
  money: number;
  /** The table's `refilled` total at the start (refills during the session are not a result). */
  refilled: number;
  /**
   * The reminder interval counts from here: the session start, the last dismissed reminder, or
   * the moment the interval setting was changed, whichever is latest (ms since the epoch).
   */
  remindFrom: number;
}

/** The table values the session reads. */
export interface TableMoney {
  balance: number;
  bets: Bets;
  refilled: number;
}

const sessionSchema = z.object({
  startedAt: intIn(0),
  money: intIn(0),
  refilled: intIn(0),
  remindFrom: intIn(0),
});

/** A new session starting at `now` with the table as it is. */
export function startSession(now: number, table: TableMoney): Session {
  return { startedAt: now, money: moneyHeld(table), refilled: table.refilled, remindFrom: now };
}

/** Minimal storage the session needs (sessionStorage in the app, a Map-backed fake in tests). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The stored session, or a new one (written back) when there is none, it is damaged, or it lies
 * in the future of `now` (a clock change). Storage errors are ignored: the session then lives
 * in memory only.
 */
export function loadOrStartSession(storage: SessionStorageLike | null, now: number, table: TableMoney): Session {
  let raw: string | null;
  try {
    raw = storage?.getItem(SESSION_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== null) {
    try {
      const parsed = sessionSchema.safeParse(JSON.parse(raw));
      if (parsed.success && parsed.data.startedAt <= now && parsed.data.remindFrom <= now) return parsed.data;
    } catch {
      // not JSON: start afresh
    }
  }
  const session = startSession(now, table);
  saveSession(storage, session);
  return session;
}

/** Writes the session; failures (quota, blocked storage) are ignored. */
export function saveSession(storage: SessionStorageLike | null, session: Session): void {
  try {
    storage?.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // keep the session in memory
  }
}

/** Milliseconds since the session started (never negative). */
export function sessionElapsed(session: Session, now: number): number {
  return Math.max(0, now - session.startedAt);
}

/**
 * The net result of the session in øre: play money held now minus at the start, not counting
 * money added by refills since the start. Negative when the player has lost.
 */
export function sessionNet(session: Session, table: TableMoney): number {
  return moneyHeld(table) - session.money - (table.refilled - session.refilled);
}

/** When the next reminder is due (ms since the epoch), or null when reminders are off. */
export function reminderDueAt(session: Session, minutes: ReminderMinutes): number | null {
  return minutes === 0 ? null : session.remindFrom + minutes * 60_000;
}

/** True when a reminder should be shown at `now`. */
export function isReminderDue(session: Session, minutes: ReminderMinutes, now: number): boolean {
  const due = reminderDueAt(session, minutes);
  return due !== null && now >= due;
}

/** The session after a reminder was dismissed, or the interval changed, at `now`. */
export function restartReminder(session: Session, now: number): Session {
  return { ...session, remindFrom: Math.max(now, session.startedAt) };
}

/** Splits a duration into whole hours and minutes (seconds dropped), for display. */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.floor(Math.max(0, ms) / 60_000);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
