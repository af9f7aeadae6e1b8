/** ANGRE (undo) and DOBLE (double) in the table store, and how their steps are stored. */
import { describe, expect, it } from 'vitest';
import { NO_BETS, STARTING_BALANCE, TABLE_LIMITS } from '../engine/index.ts';
import { STORAGE_KEY, type TableStoreOptions } from './tableStore.ts';
import { memoryStorage } from './testStorage.ts';
import { storeMaker } from './testTable.ts';
import { stepsMatch } from './betSteps.ts';

const KR = 100;

const makeStore = storeMaker('undo-test');

/** A table after one settled round with `bets` of 100 kr on Player and 10 kr on Tie. */
function afterOneRound(options: TableStoreOptions = {}) {
  const m = makeStore(options);
  m.place('player', 100 * KR);
  m.place('tie', 10 * KR);
  m.get().deal();
  m.get().finishReveal();
  return m;
}

describe('ANGRE', () => {
  it('takes back the last chip, then the one before, back to an empty table', () => {
    const { get, place } = makeStore();
    place('player', 100 * KR);
    place('tie', 10 * KR);
    place('player', 50 * KR);
    get().undo();
    expect(get().bets).toEqual({ player: 100 * KR, banker: 0, tie: 10 * KR });
    expect(get().balance).toBe(STARTING_BALANCE - 110 * KR);
    get().undo();
    expect(get().bets).toEqual({ player: 100 * KR, banker: 0, tie: 0 });
    get().undo();
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(STARTING_BALANCE);
    get().undo(); // nothing left: refused with the reason, nothing else changes
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(STARTING_BALANCE);
    expect(get().notice?.key).toBe('nothing-to-undo');
  });

  it('takes back all of SATS IGJEN as one step, and the chips added after it first', () => {
    const { get, place } = afterOneRound();
    const balance = get().balance;
    get().rebet();
    place('banker', 10 * KR);
    expect(get().notice?.key).toBe('both-sides'); // refused: no step
    place('player', 10 * KR);
    get().undo();
    expect(get().bets).toEqual({ player: 100 * KR, banker: 0, tie: 10 * KR });
    get().undo();
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(balance);
  });

  it('has nothing to take back after FJERN, a deal or a round', () => {
    const { get, place } = makeStore();
    place('player', 10 * KR, 3);
    get().clearBets();
    get().undo();
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(STARTING_BALANCE);
    place('player', 10 * KR);
    get().deal();
    const balance = get().balance;
    get().undo();
    get().finishReveal();
    get().undo();
    expect(get().balance).toBe(balance);
    expect(get().phase).toBe('settled');
    expect(get().betSteps).toEqual([]);
    expect(get().notice?.key).toBe('nothing-to-undo');
  });

  it('does nothing (nor DOBLE) while a round is revealed', () => {
    const { get, place } = makeStore();
    place('player', 10 * KR);
    get().deal();
    const before = get();
    get().undo();
    get().double();
    expect(get()).toBe(before);
  });
});

describe('FJERN', () => {
  it('returns every chip, and on an empty table is refused with the reason, changing nothing else', () => {
    const { get, place } = makeStore();
    get().clearBets();
    expect(get().notice?.key).toBe('nothing-to-clear');
    expect(get().balance).toBe(STARTING_BALANCE);
    place('player', 10 * KR, 2);
    expect(get().notice).toBeNull();
    get().clearBets();
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(STARTING_BALANCE);
    expect(get().notice).toBeNull();
    const { seq } = (get().clearBets(), get().notice!);
    get().clearBets(); // a second press is announced again
    expect(get().notice).toMatchObject({ key: 'nothing-to-clear' });
    expect(get().notice!.seq).toBeGreaterThan(seq);
  });

  it('after a settled round (the chips shown are the last round\'s) is refused too', () => {
    const { get } = afterOneRound();
    const balance = get().balance;
    get().clearBets();
    expect(get().notice?.key).toBe('nothing-to-clear');
    expect(get().balance).toBe(balance);
    expect(get().phase).toBe('settled');
  });
});

describe('DOBLE', () => {
  it('doubles every bet on the table, and ANGRE takes the doubling back as one step', () => {
    const { get, place } = makeStore();
    place('banker', 100 * KR);
    place('tie', 50 * KR);
    get().double();
    expect(get().bets).toEqual({ player: 0, banker: 200 * KR, tie: 100 * KR });
    expect(get().balance).toBe(STARTING_BALANCE - 300 * KR);
    get().undo();
    expect(get().bets).toEqual({ player: 0, banker: 100 * KR, tie: 50 * KR });
    expect(get().balance).toBe(STARTING_BALANCE - 150 * KR);
  });

  it("after a round, on an empty table, places the last round's bets doubled", () => {
    const { get } = afterOneRound();
    const balance = get().balance;
    get().double();
    expect(get().phase).toBe('betting');
    expect(get().bets).toEqual({ player: 200 * KR, banker: 0, tie: 20 * KR });
    expect(get().balance).toBe(balance - 220 * KR);
    get().undo();
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(balance);
  });

  it('is refused with its reason, changing nothing, when a spot would pass MAX', () => {
    const { get, place } = makeStore();
    place('player', 1000 * KR, 3);
    const before = { balance: get().balance, bets: get().bets, steps: get().betSteps };
    get().double();
    expect(get().notice?.key).toBe('double-over-max');
    expect({ balance: get().balance, bets: get().bets, steps: get().betSteps }).toEqual(before);
  });

  it('is refused when the balance cannot cover the doubling', () => {
    const { store, get, place } = makeStore();
    store.setState({ balance: 150 * KR });
    place('player', 100 * KR);
    get().double();
    expect(get().notice?.key).toBe('insufficient-balance');
    expect(get().notice?.short).toEqual({ needed: 100 * KR, balance: 50 * KR });
    expect(get().bets.player).toBe(100 * KR);
    expect(get().balance).toBe(50 * KR);
  });

  it('names the balance as well as MAX when both stop it, and only MAX when the balance would do', () => {
    const { store, get, place } = makeStore();
    store.setState({ balance: 4_000 * KR });
    place('player', 1000 * KR, 3);
    // 3 000 kr more would pass MAX (5 000 kr) and the balance (1 000 kr) both.
    get().double();
    expect(get().notice).toMatchObject({ key: 'double-over-max', limits: { max: TABLE_LIMITS.max }, short: { needed: 3_000 * KR, balance: 1_000 * KR } });
    store.setState({ balance: 9_000 * KR });
    get().double();
    expect(get().notice?.key).toBe('double-over-max');
    expect(get().notice?.short).toBeUndefined();
    expect(get().bets.player).toBe(3_000 * KR);
  });

  it('is refused with nothing on the table and no round before', () => {
    const { get } = makeStore();
    get().double();
    expect(get().notice?.key).toBe('nothing-to-double');
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(STARTING_BALANCE);
  });

  it("refuses the last round's bets doubled when they pass MAX", () => {
    const { get, place } = makeStore();
    place('player', 1000 * KR, 3);
    get().deal();
    get().finishReveal();
    const balance = get().balance;
    get().double();
    expect(get().notice?.key).toBe('double-over-max');
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(balance);
  });
});

describe('bet steps in storage', () => {
  it('come back after a reload, so ANGRE goes on step by step', () => {
    const storage = memoryStorage();
    const a = makeStore({ storage });
    a.place('player', 10 * KR);
    a.place('player', 50 * KR);
    const b = makeStore({ storage });
    expect(b.get().betSteps).toEqual([{ player: 10 * KR }, { player: 50 * KR }]);
    b.get().undo();
    expect(b.get().bets.player).toBe(10 * KR);
    expect(b.get().notice).toBeNull();
  });

  it('a table stored before steps were kept is not damaged: its chips are one step', () => {
    const storage = memoryStorage();
    const a = makeStore({ storage });
    a.place('tie', 10 * KR, 2);
    const raw = JSON.parse(storage.data.get(STORAGE_KEY)!);
    delete raw.state.betSteps;
    storage.data.set(STORAGE_KEY, JSON.stringify(raw));
    const b = makeStore({ storage });
    expect(b.get().notice).toBeNull();
    expect(b.get().betSteps).toEqual([{ tie: 20 * KR }]);
    b.get().undo();
    expect(b.get().bets).toEqual(NO_BETS);
    expect(b.get().balance).toBe(STARTING_BALANCE);
  });

  it.each([
    ['more than the bets', [{ player: 10 * KR }, { player: 10 * KR }, { player: 10 * KR }]],
    ['under the table minimum', [{ player: 5 }, { player: 20 * KR - 5 }]],
    ['an unknown spot', [{ player: 20 * KR }, { dragon: 10 * KR }]],
    ['not an array', 'x'],
    ['a null step', [null]],
    ['a step that is a number', [20 * KR]],
    ['a step that is an array', [[20 * KR]]],
    ['an amount that is text', [{ player: '2000' }]],
  ])('steps that do not add up to the bets (%s) are replaced by one step', (_name, steps) => {
    const storage = memoryStorage();
    const a = makeStore({ storage });
    a.place('player', 10 * KR, 2);
    const raw = JSON.parse(storage.data.get(STORAGE_KEY)!);
    raw.state.betSteps = steps;
    storage.data.set(STORAGE_KEY, JSON.stringify(raw));
    const b = makeStore({ storage });
    expect(b.get().bets.player).toBe(20 * KR);
    expect(b.get().balance).toBe(STARTING_BALANCE - 20 * KR);
    expect(b.get().betSteps).toEqual([{ player: 20 * KR }]);
  });

  it('stepsMatch holds only for steps of whole chips adding up to the bets', () => {
    const bets = { player: 30 * KR, banker: 0, tie: TABLE_LIMITS.min };
    expect(stepsMatch([{ player: 10 * KR }, { player: 20 * KR, tie: TABLE_LIMITS.min }], bets)).toBe(true);
    expect(stepsMatch([{ player: 30 * KR }], bets)).toBe(false);
    expect(stepsMatch([{}, { player: 30 * KR, tie: TABLE_LIMITS.min }], bets)).toBe(false);
    expect(stepsMatch([], NO_BETS)).toBe(true);
  });
});

describe('ANGRE and DOBLE with side bets', () => {
  const sideTable = () => {
    const m = makeStore();
    m.get().updateSettings({ variant: 'ez', sideBets: true });
    return m;
  };

  it('ANGRE takes back a side-bet chip like any other, leaving no empty side-bet spot behind', () => {
    const { get, place } = sideTable();
    place('player', 100 * KR);
    place('playerPair', 10 * KR);
    place('dragon7', 50 * KR);
    get().undo();
    expect(get().bets).toEqual({ player: 100 * KR, banker: 0, tie: 0, playerPair: 10 * KR });
    get().undo();
    expect(get().bets).toEqual({ player: 100 * KR, banker: 0, tie: 0 });
    expect(get().balance).toBe(STARTING_BALANCE - 100 * KR);
  });

  it('DOBLE doubles every bet, side bets included, as one step', () => {
    const { get, place } = sideTable();
    place('banker', 100 * KR);
    place('eitherPair', 10 * KR);
    place('panda8', 50 * KR);
    get().double();
    expect(get().bets).toEqual({ player: 0, banker: 200 * KR, tie: 0, eitherPair: 20 * KR, panda8: 100 * KR });
    expect(get().balance).toBe(STARTING_BALANCE - 320 * KR);
    expect(stepsMatch(get().betSteps, get().bets)).toBe(true);
    get().undo();
    expect(get().bets).toEqual({ player: 0, banker: 100 * KR, tie: 0, eitherPair: 10 * KR, panda8: 50 * KR });
  });

  it("DOBLE is refused whole, naming the side-bet MAX, when a side bet would pass 1 000 kr", () => {
    const { get, place } = sideTable();
    place('player', 100 * KR);
    place('bankerPair', 500 * KR);
    place('bankerPair', 100 * KR);
    const before = { bets: get().bets, balance: get().balance };
    get().double();
    expect(get().notice).toMatchObject({ key: 'double-over-max', limits: { min: 10 * KR, max: 1_000 * KR } });
    expect({ bets: get().bets, balance: get().balance }).toEqual(before);
  });

  it('a side-bet chip over MAX is refused with the side-bet MAX; a main spot over MAX with the main one', () => {
    const { get, place } = sideTable();
    place('dragonBonusPlayer', 1_000 * KR);
    place('dragonBonusPlayer', 10 * KR);
    expect(get().notice).toMatchObject({ key: 'over-max', limits: { max: 1_000 * KR } });
    place('player', 1_000 * KR, 6);
    expect(get().notice?.key).toBe('over-max');
    expect(get().notice?.limits).toEqual(TABLE_LIMITS);
    expect(TABLE_LIMITS.max).toBe(5_000 * KR);
  });

  it("DOBLE after a round places the last round's side bets doubled too", () => {
    const { get, place } = sideTable();
    place('tie', 10 * KR);
    place('dragonBonusBanker', 10 * KR);
    get().deal();
    get().finishReveal();
    get().double();
    expect(get().bets).toEqual({ player: 0, banker: 0, tie: 20 * KR, dragonBonusBanker: 20 * KR });
  });

  it('turning side bets off returns their chips, drops them from the steps and from SATS IGJEN', () => {
    const { get, place } = sideTable();
    place('player', 100 * KR);
    place('playerPair', 10 * KR);
    get().deal();
    get().finishReveal();
    get().rebet();
    place('playerPair', 10 * KR);
    place('player', 10 * KR);
    const held = get().balance + 130 * KR;
    get().updateSettings({ sideBets: false });
    expect(get().bets).toEqual({ player: 110 * KR, banker: 0, tie: 0 });
    expect(get().balance + 110 * KR).toBe(held);
    expect(stepsMatch(get().betSteps, get().bets)).toBe(true);
    get().undo();
    expect(get().bets).toEqual({ player: 100 * KR, banker: 0, tie: 0 });
    get().clearBets();
    get().rebet();
    expect(get().bets).toEqual({ player: 100 * KR, banker: 0, tie: 0 });
  });
});
