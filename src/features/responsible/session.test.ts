import { describe, expect, it } from 'vitest';
import { NO_BETS, STARTING_BALANCE } from '../../engine/index.ts';
import {
  SESSION_KEY,
  hoursAndMinutes,
  isReminderDue,
  loadOrStartSession,
  reminderDueAt,
  restartReminder,
  sessionElapsed,
  sessionNet,
  startSession,
  type TableMoney,
} from './session.ts';

const MIN = 60_000;
const T0 = 1_700_000_000_000;
const KR = 100;

/** sessionStorage stand-in backed by a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

/** A clock the test moves by hand. */
function fakeClock(start = T0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

const table = (balance: number, staked = 0, refilled = 0): TableMoney => ({
  balance,
  bets: { ...NO_BETS, banker: staked },
  refilled,
});

describe('session: start and reload', () => {
  it('starts a session with the money held (balance and chips on the table) and the refills so far', () => {
    const storage = memoryStorage();
    const s = loadOrStartSession(storage, T0, table(9_000 * KR, 100 * KR, 500 * KR));
    expect(s).toEqual({ startedAt: T0, money: 9_100 * KR, refilled: 500 * KR, remindFrom: T0 });
    expect(JSON.parse(storage.data.get(SESSION_KEY)!)).toEqual(s);
  });

  it('continues the stored session after a reload instead of starting again', () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    const first = loadOrStartSession(storage, clock.now(), table(STARTING_BALANCE));
    clock.advance(17 * MIN);
    const again = loadOrStartSession(storage, clock.now(), table(1 * KR));
    expect(again).toEqual(first);
    expect(sessionElapsed(again, clock.now())).toBe(17 * MIN);
  });

  it.each([
    ['not JSON', 'nope'],
    ['missing fields', JSON.stringify({ startedAt: T0 })],
    ['a negative start', JSON.stringify({ startedAt: -5, money: 0, refilled: 0, remindFrom: 0 })],
    ['a start in the future', JSON.stringify({ startedAt: T0 + MIN, money: 0, refilled: 0, remindFrom: T0 + MIN })],
  ])('starts afresh from a damaged stored session (%s)', (_label, raw) => {
    const storage = memoryStorage({ [SESSION_KEY]: raw });
    const s = loadOrStartSession(storage, T0, table(123 * KR));
    expect(s).toEqual(startSession(T0, table(123 * KR)));
  });

  it('works without storage, or with storage that throws', () => {
    expect(loadOrStartSession(null, T0, table(5 * KR)).startedAt).toBe(T0);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadOrStartSession(throwing, T0, table(5 * KR))).toEqual(startSession(T0, table(5 * KR)));
  });
});

describe('session: net result', () => {
  const start = startSession(T0, table(10_000 * KR, 0, 0));

  it('is the change in money held: chips on the table count as held', () => {
    expect(sessionNet(start, table(9_750 * KR))).toBe(-250 * KR);
    expect(sessionNet(start, table(9_750 * KR, 250 * KR))).toBe(0);
    expect(sessionNet(start, table(10_420 * KR))).toBe(420 * KR);
  });

  it('does not count refills during the session as a result', () => {
    // Lost everything, refilled 10 000 kr, then won 300 kr: a loss of 9 700 kr.
    expect(sessionNet(start, table(10_300 * KR, 0, 10_000 * KR))).toBe(-9_700 * KR);
  });

  it('does not count refills made before the session', () => {
    const later = startSession(T0, table(10_000 * KR, 0, 20_000 * KR));
    expect(sessionNet(later, table(10_000 * KR, 0, 20_000 * KR))).toBe(0);
  });
});

describe('session: reminder', () => {
  it('is never due when reminders are off', () => {
    const s = startSession(T0, table(0));
    expect(reminderDueAt(s, 0)).toBeNull();
    expect(isReminderDue(s, 0, T0 + 1000 * MIN)).toBe(false);
  });

  it.each([30, 60] as const)('is due %i minutes into the session, not a moment before', (minutes) => {
    const clock = fakeClock();
    const s = startSession(clock.now(), table(0));
    clock.advance(minutes * MIN - 1);
    expect(isReminderDue(s, minutes, clock.now())).toBe(false);
    clock.advance(1);
    expect(isReminderDue(s, minutes, clock.now())).toBe(true);
  });

  it('stays due until dismissed, then comes back a full interval after the dismissal', () => {
    const clock = fakeClock();
    let s = startSession(clock.now(), table(0));
    clock.advance(45 * MIN); // the player was away when it fell due
    expect(isReminderDue(s, 30, clock.now())).toBe(true);
    s = restartReminder(s, clock.now());
    expect(isReminderDue(s, 30, clock.now())).toBe(false);
    clock.advance(30 * MIN - 1);
    expect(isReminderDue(s, 30, clock.now())).toBe(false);
    clock.advance(1);
    expect(isReminderDue(s, 30, clock.now())).toBe(true);
    expect(sessionElapsed(s, clock.now())).toBe(75 * MIN);
  });

  it('counts a newly chosen interval from the moment it was chosen', () => {
    const clock = fakeClock();
    let s = startSession(clock.now(), table(0));
    clock.advance(50 * MIN);
    s = restartReminder(s, clock.now()); // reminders switched on now
    expect(reminderDueAt(s, 60)).toBe(T0 + 110 * MIN);
  });

  it('never restarts before the session start', () => {
    const s = startSession(T0, table(0));
    expect(restartReminder(s, T0 - MIN).remindFrom).toBe(T0);
  });
});

describe('session: durations', () => {
  it('splits into hours and minutes, dropping seconds', () => {
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(59_999)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(30 * MIN)).toEqual({ hours: 0, minutes: 30 });
    expect(hoursAndMinutes(125 * MIN + 30_000)).toEqual({ hours: 2, minutes: 5 });
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });

  it('never reports negative elapsed time', () => {
    expect(sessionElapsed(startSession(T0, table(0)), T0 - 1000)).toBe(0);
  });
});
