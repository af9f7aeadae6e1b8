import { describe, expect, it } from 'vitest';
import {
  NO_BETS,
  STARTING_BALANCE,
  TABLE_LIMITS,
  cardFromId,
  factsForWinner,
  resolveCoup,
  settleBets,
} from '../engine/index.ts';
import { STORAGE_KEY, controlRefusals, moneyHeld } from './tableStore.ts';
import { memoryStorage } from './testStorage.ts';
import { cardsDealtNext, place, shoeTellsNextRound, storeMaker } from './testTable.ts';
import { selectLastRound } from './selectors.ts';

const KR = 100;

const makeStore = storeMaker('store-test');


describe('table store: chips', () => {
  it('starts with 10 000 kr, no bets, the 10 kr chip and the betting phase', () => {
    const { get } = makeStore();
    expect(get().balance).toBe(STARTING_BALANCE);
    expect(get().balance).toBe(10_000 * KR);
    expect(get().bets).toEqual(NO_BETS);
    expect(get().chip).toBe(10 * KR);
    expect(get().phase).toBe('betting');
    expect(get().roundsPlayed).toBe(0);
  });

  it('selects only chip values of the table', () => {
    const { get } = makeStore();
    get().selectChip(500 * KR);
    expect(get().chip).toBe(500 * KR);
    get().selectChip(123);
    expect(get().chip).toBe(500 * KR);
  });

  it('moves a placed chip from the balance to the spot', () => {
    const { store, get } = makeStore();
    place(store, 'banker', 100 * KR, 2);
    expect(get().bets).toEqual({ player: 0, banker: 200 * KR, tie: 0 });
    expect(get().balance).toBe(STARTING_BALANCE - 200 * KR);
    expect(get().notice).toBeNull();
  });

  it('refuses a chip over MAX and changes nothing', () => {
    const { store, get } = makeStore();
    place(store, 'player', 1000 * KR, 5);
    expect(get().bets.player).toBe(TABLE_LIMITS.max);
    const before = { balance: get().balance, bets: get().bets };
    place(store, 'player', 10 * KR);
    expect(get().notice?.key).toBe('over-max');
    expect({ balance: get().balance, bets: get().bets }).toEqual(before);
  });

  it('refuses a chip the balance cannot cover', () => {
    const { store, get } = makeStore();
    store.setState({ balance: 40 * KR });
    place(store, 'tie', 50 * KR);
    expect(get().notice?.key).toBe('insufficient-balance');
    expect(get().notice?.short).toEqual({ needed: 50 * KR, balance: 40 * KR });
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(40 * KR);
  });

  it('refuses Player and Banker together unless the table allows it', () => {
    const { store, get } = makeStore();
    place(store, 'player', 10 * KR);
    place(store, 'banker', 10 * KR);
    expect(get().notice?.key).toBe('both-sides');
    expect(get().bets).toEqual({ player: 10 * KR, banker: 0, tie: 0 });
    get().updateSettings({ allowBothSides: true });
    place(store, 'banker', 10 * KR);
    expect(get().bets).toEqual({ player: 10 * KR, banker: 10 * KR, tie: 0 });
  });

  it('allows Tie beside Player or Banker', () => {
    const { store, get } = makeStore();
    place(store, 'player', 10 * KR);
    place(store, 'tie', 10 * KR);
    expect(get().bets).toEqual({ player: 10 * KR, banker: 0, tie: 10 * KR });
  });

  it('FJERN returns every chip to the balance', () => {
    const { store, get } = makeStore();
    place(store, 'player', 50 * KR, 3);
    place(store, 'tie', 10 * KR);
    get().clearBets();
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(STARTING_BALANCE);
  });
});

describe('table store: GI', () => {
  it('refuses to deal without a bet', () => {
    const { get } = makeStore();
    const shoe = get().shoe;
    get().deal();
    expect(get().notice?.key).toBe('no-bet');
    expect(get().phase).toBe('betting');
    expect(get().shoe).toBe(shoe);
    expect(get().history).toHaveLength(0);
  });

  it('refuses a bet under MIN at deal time', () => {
    const { store, get } = makeStore();
    store.setState({ bets: { player: 5 * KR, banker: 0, tie: 0 }, balance: STARTING_BALANCE - 5 * KR });
    get().deal();
    expect(get().notice?.key).toBe('under-min');
    expect(get().history).toHaveLength(0);
    expect(get().bets.player).toBe(5 * KR);
  });

  it('settles the whole round in one transition from the next cards of the shoe', () => {
    const { store, get } = makeStore();
    place(store, 'banker', 100 * KR);
    place(store, 'tie', 10 * KR);
    const shoe = get().shoe;
    const balanceBefore = get().balance;
    let changes = 0;
    const unsub = store.subscribe(() => changes++);
    get().deal();
    unsub();
    expect(changes).toBe(1);
    const s = get();
    expect(s.phase).toBe('revealing');
    expect(s.roundsPlayed).toBe(1);
    expect(s.bets).toEqual(NO_BETS);
    expect(s.lastBets).toEqual({ player: 0, banker: 100 * KR, tie: 10 * KR });
    const record = s.history[0]!;
    // Under every-round the stored shoe holds no order: the cards come from the shuffle at the deal.
    expect(shoeTellsNextRound(shoe)).toBe(false);
    expect(record.cards).toEqual(cardsDealtNext(shoe, record.cards.length));
    // Independent of the store: resolve those cards and settle the bets.
    const coup = resolveCoup(record.cards.map(cardFromId));
    const paid = settleBets({ player: 0, banker: 100 * KR, tie: 10 * KR }, factsForWinner(coup.winner)).returned;
    expect(s.balance).toBe(balanceBefore + paid);
    expect(selectLastRound(s)!.coup.winner).toBe(coup.winner);
  });

  it('does nothing on a second GI, chips or FJERN while the round is revealed', () => {
    const { store, get } = makeStore();
    place(store, 'player', 10 * KR);
    get().deal();
    const after = get();
    get().deal();
    get().placeChip('player');
    get().clearBets();
    get().rebet();
    get().rebetAndDeal();
    expect(get()).toEqual(after);
    get().finishReveal();
    expect(get().phase).toBe('settled');
  });

  it('starts a new bet on the cleared table after a round', () => {
    const { store, get } = makeStore();
    place(store, 'player', 10 * KR);
    get().deal();
    get().finishReveal();
    place(store, 'banker', 50 * KR);
    expect(get().phase).toBe('betting');
    expect(get().bets).toEqual({ player: 0, banker: 50 * KR, tie: 0 });
  });

  it('counts rounds and keeps history bounded at 500', () => {
    const { store, get } = makeStore();
    store.setState({ balance: 100_000_000 });
    for (let i = 0; i < 503; i++) {
      place(store, 'tie', 10 * KR);
      get().deal();
      get().finishReveal();
    }
    expect(get().roundsPlayed).toBe(503);
    expect(get().history).toHaveLength(500);
    expect(get().history[0]!.id).toBe(4);
    expect(get().history.at(-1)!.id).toBe(503);
  });
});

describe('table store: SATS IGJEN', () => {
  function afterOneRound() {
    const m = makeStore();
    place(m.store, 'player', 100 * KR, 2);
    m.get().deal();
    m.get().finishReveal();
    return m;
  }

  it('refuses without a previous bet', () => {
    const { get } = makeStore();
    get().rebet();
    expect(get().notice?.key).toBe('no-last-bet');
    get().rebetAndDeal();
    expect(get().notice?.key).toBe('no-last-bet');
    expect(get().history).toHaveLength(0);
  });

  it('places the last bets again without dealing', () => {
    const { get } = afterOneRound();
    const balance = get().balance;
    get().rebet();
    expect(get().bets).toEqual({ player: 200 * KR, banker: 0, tie: 0 });
    expect(get().balance).toBe(balance - 200 * KR);
    expect(get().phase).toBe('betting');
    expect(get().history).toHaveLength(1);
  });

  it('stores the bets it puts down in the same key order as the round stored them, side bets included', () => {
    const storage = memoryStorage();
    const m = makeStore({ storage });
    m.get().updateSettings({ sideBets: true });
    place(m.store, 'bankerPair', 10 * KR);
    place(m.store, 'tie', 10 * KR);
    place(m.store, 'player', 10 * KR);
    place(m.store, 'playerPair', 10 * KR);
    m.get().deal();
    m.get().finishReveal();
    const stored = () => JSON.parse(storage.data.get(STORAGE_KEY)!).state;
    const dealt = JSON.stringify(stored().history[0].bets);
    expect(Object.keys(JSON.parse(dealt))).toEqual(['player', 'banker', 'tie', 'playerPair', 'bankerPair']);
    m.get().rebet();
    expect(JSON.stringify(stored().bets)).toBe(dealt);
    m.get().deal();
    m.get().finishReveal();
    m.get().rebetAndDeal();
    expect(JSON.stringify(stored().history.at(-1).bets)).toBe(dealt);
  });

  it('lets more chips be added after a rebet', () => {
    const { store, get } = afterOneRound();
    get().rebet();
    place(store, 'player', 10 * KR);
    expect(get().bets.player).toBe(210 * KR);
  });

  it('a refusal for the balance says what was needed and what the balance is (SATS IGJEN, SATS IGJEN OG GI)', () => {
    const { store, get } = afterOneRound();
    store.setState({ balance: 150 * KR });
    get().rebet();
    expect(get().notice).toMatchObject({ key: 'insufficient-balance', short: { needed: 200 * KR, balance: 150 * KR } });
    get().rebetAndDeal();
    expect(get().notice).toMatchObject({ key: 'insufficient-balance', short: { needed: 200 * KR, balance: 150 * KR } });
  });

  it('refuses a rebet the balance no longer allows, changing nothing', () => {
    const { store, get } = afterOneRound();
    store.setState({ balance: 150 * KR });
    const before = { ...get() };
    get().rebet();
    expect(get().notice?.key).toBe('insufficient-balance');
    get().rebetAndDeal();
    expect(get().notice?.key).toBe('insufficient-balance');
    expect(get().balance).toBe(before.balance);
    expect(get().bets).toEqual(before.bets);
    expect(get().history).toBe(before.history);
  });

  it('a second SATS IGJEN, with the last bets already on the table, is refused with its reason and changes nothing', () => {
    const { get } = afterOneRound();
    get().rebet();
    const before = { ...get() };
    get().rebet();
    expect(get().notice?.key).toBe('rebet-placed');
    expect(get().bets).toEqual({ player: 200 * KR, banker: 0, tie: 0 });
    expect(get().balance).toBe(before.balance);
    expect(get().betSteps).toEqual(before.betSteps);
    // Nor does SATS IGJEN OG GI put them down a second time (it deals nothing).
    get().rebetAndDeal();
    expect(get().notice?.key).toBe('rebet-placed');
    expect(get().history).toBe(before.history);
    expect(get().balance).toBe(before.balance);
  });

  it('SATS IGJEN over other chips is refused (it puts the last bets on an empty table); after FJERN or ANGRE it works again', () => {
    const { store, get } = afterOneRound();
    place(store, 'player', 1000 * KR, 5);
    const before = { ...get() };
    get().rebet();
    expect(get().notice?.key).toBe('rebet-not-empty');
    expect(get().bets).toEqual(before.bets);
    expect(get().balance).toBe(before.balance);
    get().clearBets();
    get().rebet();
    expect(get().bets).toEqual({ player: 200 * KR, banker: 0, tie: 0 });
    get().undo();
    expect(get().bets).toEqual(NO_BETS);
    get().rebet();
    expect(get().bets).toEqual({ player: 200 * KR, banker: 0, tie: 0 });
    expect(get().notice).toBeNull();
  });

  it('SATS IGJEN OG GI re-places and deals in one transition', () => {
    const { store, get } = afterOneRound();
    const balance = get().balance;
    let changes = 0;
    const unsub = store.subscribe(() => changes++);
    get().rebetAndDeal();
    unsub();
    expect(changes).toBe(1);
    expect(get().phase).toBe('revealing');
    expect(get().history).toHaveLength(2);
    const last = get().history[1]!;
    expect(last.bets).toEqual({ player: 200 * KR, banker: 0, tie: 0 });
    const coup = resolveCoup(last.cards.map(cardFromId));
    expect(get().balance).toBe(balance - 200 * KR + settleBets(last.bets, factsForWinner(coup.winner)).returned);
  });
});

describe('table store: settings, shoe and language', () => {
  it('brings a new shoe with the deck count and policy', () => {
    const { get } = makeStore();
    get().updateSettings({ decks: 8, policy: 'cut-card' });
    expect(get().shoe.cards).toHaveLength(416);
    expect(get().shoe.policy).toBe('cut-card');
    expect(get().shoe.burned.length).toBeGreaterThanOrEqual(2);
    get().updateSettings({ decks: 1 });
    expect(get().shoe.cards).toHaveLength(52);
  });

  it('counts a shoe only once cards are dealt from it', () => {
    const { store, get } = makeStore();
    // Two settings changed before the first round: still the table's first shoe.
    get().updateSettings({ policy: 'cut-card' });
    get().updateSettings({ decks: 8 });
    get().newShoe();
    expect(get().shoe.shoeNumber).toBe(1);
    place(store, 'player', 10 * KR);
    get().deal();
    get().finishReveal();
    expect(get().history.at(-1)?.shoeNumber).toBe(1);
    // The shoe was dealt from: the next one is number 2, and it stays 2 until it is dealt from.
    get().updateSettings({ decks: 6 });
    expect(get().shoe.shoeNumber).toBe(2);
    get().updateSettings({ decks: 1 });
    expect(get().shoe.shoeNumber).toBe(2);
  });

  it('does not change the shoe during a reveal', () => {
    const { store, get } = makeStore();
    place(store, 'player', 10 * KR);
    get().deal();
    const shoe = get().shoe;
    get().updateSettings({ decks: 1 });
    expect(get().notice?.key).toBe('settings-locked');
    expect(get().shoe).toBe(shoe);
    expect(get().settings.decks).toBe(6);
  });

  it('refuses to turn off both-sides bets while both are on the table', () => {
    const { store, get } = makeStore();
    get().updateSettings({ allowBothSides: true });
    place(store, 'player', 10 * KR);
    place(store, 'banker', 10 * KR);
    get().updateSettings({ allowBothSides: false });
    expect(get().notice?.key).toBe('both-sides');
    expect(get().settings.allowBothSides).toBe(true);
  });

  it('a seed gives a repeatable shoe, shown with the shoe', () => {
    const a = makeStore({ seed: 'abc' });
    const b = makeStore({ seed: 'abc' });
    expect(a.get().shoe.cards).toEqual(b.get().shoe.cards);
    expect(a.get().shoe.rng).toMatchObject({ kind: 'seeded', seed: 'abc' });
    a.get().newShoe(null);
    expect(a.get().shoe.rng.kind).toBe('crypto');
    a.get().newShoe('xyz');
    expect(a.get().shoe.rng).toMatchObject({ kind: 'seeded', seed: 'xyz' });
  });

  it('sets the language', () => {
    const { get } = makeStore();
    get().setLanguage('sv');
    expect(get().language).toBe('sv');
  });
});

describe('table store: persistence', () => {
  it('keeps balance, bets, language and settings across a reload', () => {
    const storage = memoryStorage();
    const a = makeStore({ storage });
    place(a.store, 'tie', 50 * KR);
    a.get().setLanguage('sv');
    a.get().updateSettings({ fast: true });
    const b = makeStore({ storage });
    expect(b.get().bets).toEqual({ player: 0, banker: 0, tie: 50 * KR });
    expect(b.get().balance).toBe(STARTING_BALANCE - 50 * KR);
    expect(b.get().language).toBe('sv');
    expect(b.get().settings.fast).toBe(true);
    expect(b.get().shoe).toEqual(a.get().shoe);
  });

  it('shows a round reloaded mid-reveal as settled, never dealt twice', () => {
    const storage = memoryStorage();
    const a = makeStore({ storage });
    place(a.store, 'player', 10 * KR);
    a.get().deal();
    const b = makeStore({ storage });
    expect(b.get().phase).toBe('settled');
    expect(b.get().history).toEqual(a.get().history);
    expect(b.get().balance).toBe(a.get().balance);
    expect(b.get().roundsPlayed).toBe(1);
  });

  it('keeps the balance and shows a notice when stored data is damaged', () => {
    const storage = memoryStorage();
    const a = makeStore({ storage });
    place(a.store, 'player', 10 * KR);
    a.get().deal();
    const raw = JSON.parse(storage.data.get(STORAGE_KEY)!);
    raw.state.shoe.cards[0] = raw.state.shoe.cards[1]; // a duplicate card
    storage.data.set(STORAGE_KEY, JSON.stringify(raw));
    const b = makeStore({ storage });
    expect(b.get().notice?.key).toBe('storage-reset');
    expect(b.get().balance).toBe(a.get().balance);
    expect(new Set(b.get().shoe.cards).size).toBe(312);
  });

  it('starts safely from text that is not JSON', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: '{not json' });
    const { get } = makeStore({ storage });
    expect(get().notice?.key).toBe('storage-reset');
    expect(get().balance).toBe(STARTING_BALANCE);
  });
});

/** Memory storage that refuses, as a full localStorage does, any write that would make its text longer than `limit`. */
function fullStorage(limit: number) {
  const storage = memoryStorage();
  const set = storage.setItem;
  storage.setItem = (k, v) => {
    const others = [...storage.data].filter(([key]) => key !== k).reduce((n, [key, text]) => n + key.length + text.length, 0);
    if (others + k.length + v.length > limit) throw new DOMException('full', 'QuotaExceededError');
    return set(k, v);
  };
  return storage;
}

/** Lets queued microtasks run (the store tells of storage trouble just after the write). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('table store: full or blocked storage', () => {
  /** Plays `n` rounds of 10 kr on Player. */
  const play = (store: ReturnType<typeof makeStore>, n: number) => {
    for (let i = 0; i < n; i++) {
      store.place('player', 10 * KR);
      store.get().deal();
      store.get().finishReveal();
    }
  };

  it('keeps storing the balance and the latest round when storage fills up, leaving older rounds out, and says so once', async () => {
    const storage = fullStorage(Number.MAX_SAFE_INTEGER);
    const a = makeStore({ storage });
    play(a, 40);
    // Storage now holds only a little more than this table: the next rounds no longer fit whole.
    storage.data.set('other', '');
    const limit = [...storage.data].reduce((n, [key, text]) => n + key.length + text.length, 0) + 200;
    const full = fullStorage(limit);
    for (const [k, v] of storage.data) full.data.set(k, v);
    const b = makeStore({ storage: full });
    expect(b.get().roundsPlayed).toBe(40);
    play(b, 5);
    await settle();
    expect(b.get().notice?.key).toBe('storage-trimmed');
    // A reload: the balance and the rounds played are those of the table in memory, the last round too.
    const c = makeStore({ storage: full });
    expect(c.get().balance).toBe(b.get().balance);
    expect(c.get().roundsPlayed).toBe(45);
    expect(c.get().history.at(-1)).toEqual(b.get().history.at(-1));
    expect(c.get().history.length).toBeLessThan(45);
    expect(c.get().notice).toBeNull();
    // Told once: more rounds store trimmed again without a new notice.
    b.get().dismissNotice();
    play(b, 2);
    await settle();
    expect(b.get().notice).toBeNull();
    expect(makeStore({ storage: full }).get().balance).toBe(b.get().balance);
  });

  it('keeps the first round money when storage has no room for its record: the table then waits for bets', async () => {
    // The same round at a twin table with room gives the size of the whole table after it: one
    // character less room, and the round's record no longer fits.
    const twin = makeStore({ seed: 'no-room' });
    twin.place('banker', 100 * KR);
    twin.get().deal();
    const whole = [...twin.storage.data].reduce((n, [key, text]) => n + key.length + text.length, 0);
    const full = fullStorage(whole - 1);
    const a = makeStore({ seed: 'no-room', storage: full });
    a.place('banker', 100 * KR);
    await settle();
    expect(a.get().notice).toBeNull();
    a.get().deal();
    a.get().finishReveal();
    await settle();
    expect(a.get().notice?.key).toBe('storage-trimmed');
    const b = makeStore({ seed: 'no-room', storage: full });
    expect(b.get().balance).toBe(a.get().balance);
    expect(b.get().balance).not.toBe(STARTING_BALANCE);
    expect(b.get().roundsPlayed).toBe(1);
    expect(b.get().history).toEqual([]);
    expect(b.get().phase).toBe('betting');
    expect(b.get().lastBets).toEqual(a.get().lastBets);
    expect(b.get().notice).toBeNull();
  });

  it('tells of trimming at the round dealt, not at a chip, and once while storage stays full', async () => {
    const roomy = makeStore({ seed: 'told-at-round' });
    play(roomy, 4);
    const full = fullStorage([...roomy.storage.data].reduce((n, [key, text]) => n + key.length + text.length, 0));
    for (const [k, v] of roomy.storage.data) full.data.set(k, v);
    const a = makeStore({ seed: 'told-at-round', storage: full });
    a.place('player', 10 * KR);
    await settle();
    // The chip no longer fits beside four rounds (two left what is stored), but a chip's notice
    // would be gone at the next press: the player hears it with the round.
    expect(full.data.get(STORAGE_KEY)).toContain('"bets":{"player":1000');
    expect(a.get().notice).toBeNull();
    a.get().deal();
    await settle();
    expect(a.get().notice?.key).toBe('storage-trimmed');
    a.get().finishReveal();
    play(a, 1);
    await settle();
    expect(a.get().notice).toBeNull();
    expect(makeStore({ seed: 'told-at-round', storage: full }).get().roundsPlayed).toBe(6);
  });

  it('says at each new round that nothing is stored when storage refuses every write', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const a = makeStore({ storage });
    a.place('player', 10 * KR);
    await settle();
    expect(a.get().notice?.key).toBe('storage-unsaved');
    a.get().dismissNotice();
    a.place('player', 10 * KR);
    await settle();
    // Not at every chip: again when a round has been dealt, the one a reload would take back.
    expect(a.get().notice).toBeNull();
    a.get().deal();
    await settle();
    expect(a.get().notice?.key).toBe('storage-unsaved');
    expect(a.get().roundsPlayed).toBe(1);
  });

  it('stores the whole table, and says nothing, while storage has room', async () => {
    const storage = fullStorage(Number.MAX_SAFE_INTEGER);
    const a = makeStore({ storage });
    play(a, 3);
    await settle();
    expect(a.get().notice).toBeNull();
    expect(makeStore({ storage }).get().history).toEqual(a.get().history);
  });
});

describe('table store: side bets and variants', () => {
  it('a new player has a standard table without side bets; a side-bet chip is refused until they are on', () => {
    const { store, get } = makeStore();
    expect(get().settings).toMatchObject({ variant: 'standard', sideBets: false, sideBetLimits: { min: 10 * KR, max: 1_000 * KR } });
    place(store, 'playerPair', 10 * KR);
    expect(get().notice?.key).toBe('side-bet-off');
    expect(get().bets).toEqual(NO_BETS);
    get().updateSettings({ sideBets: true });
    place(store, 'playerPair', 10 * KR);
    expect(get().bets).toEqual({ ...NO_BETS, playerPair: 10 * KR });
    // Dragon 7 is an EZ bet only.
    place(store, 'dragon7', 10 * KR);
    expect(get().notice?.key).toBe('side-bet-off');
  });

  it('side-bet spots have their own MAX of 1 000 kr; main spots keep 5 000 kr', () => {
    const { store, get } = makeStore();
    get().updateSettings({ sideBets: true });
    place(store, 'eitherPair', 500 * KR, 3);
    expect(get().bets.eitherPair).toBe(1_000 * KR);
    expect(get().notice?.key).toBe('over-max');
    place(store, 'player', 1_000 * KR, 5);
    expect(get().bets.player).toBe(5_000 * KR);
  });

  it('a side bet may stand alone, and the round pays it from the cards under the table’s variant', () => {
    const { store, get } = makeStore();
    get().updateSettings({ variant: 'ez', sideBets: true });
    place(store, 'panda8', 10 * KR);
    place(store, 'dragon7', 10 * KR);
    place(store, 'banker', 100 * KR);
    const before = get().balance;
    get().deal();
    const record = get().history.at(-1)!;
    expect(record.variant).toBe('ez');
    const coup = resolveCoup(record.cards.map(cardFromId));
    const paid = settleBets(record.bets, coup, 'ez');
    expect(get().balance).toBe(before + paid.returned);
    expect(selectLastRound(get())!.settlement).toEqual(paid);
    expect(paid.spots.map((s) => s.spot)).toEqual(['banker', 'panda8', 'dragon7']);
  });

  it('changing the variant or the side-bet switch is refused mid-reveal, and hands back chips on spots the new table lacks', () => {
    const { store, get } = makeStore();
    get().updateSettings({ variant: 'ez', sideBets: true });
    place(store, 'tie', 10 * KR);
    get().deal();
    get().updateSettings({ variant: 'standard' });
    expect(get().notice?.key).toBe('settings-locked');
    expect(get().settings.variant).toBe('ez');
    get().finishReveal();
    place(store, 'dragon7', 50 * KR);
    place(store, 'bankerPair', 10 * KR);
    const held = get().balance + 60 * KR;
    get().updateSettings({ variant: 'no-commission' });
    expect(get().bets).toEqual({ ...NO_BETS, bankerPair: 10 * KR });
    get().updateSettings({ sideBets: false });
    expect(get().bets).toEqual(NO_BETS);
    expect(get().balance).toBe(held);
  });

  it('a change of table that hands chips back says which and how much, in a notice; money is neither lost nor made', () => {
    const { store, get } = makeStore();
    get().updateSettings({ variant: 'ez', sideBets: true });
    place(store, 'banker', 100 * KR);
    place(store, 'dragon7', 100 * KR);
    place(store, 'panda8', 50 * KR);
    place(store, 'playerPair', 10 * KR);
    const held = moneyHeld(get());
    get().updateSettings({ variant: 'standard' });
    // Felt order (SIDE_BETS): Panda 8 before Dragon 7; the pair stays on the table.
    expect(get().notice).toMatchObject({ key: 'side-bets-returned', returned: [{ key: 'panda8', stake: 50 * KR }, { key: 'dragon7', stake: 100 * KR }] });
    expect(get().bets).toEqual({ ...NO_BETS, banker: 100 * KR, playerPair: 10 * KR });
    expect(moneyHeld(get())).toBe(held);
    // A change that hands nothing back leaves the notice as it was.
    const seq = get().notice!.seq;
    get().updateSettings({ variant: 'no-commission' });
    expect(get().notice!.seq).toBe(seq);
    get().updateSettings({ sideBets: false });
    expect(get().notice).toMatchObject({ key: 'side-bets-returned', returned: [{ key: 'playerPair', stake: 10 * KR }] });
    expect(get().notice!.seq).toBeGreaterThan(seq);
    expect(moneyHeld(get())).toBe(held);
  });

  it('a second change while the notice stands adds to it: every chip handed back is named, not only the last', () => {
    const { store, get } = makeStore();
    get().updateSettings({ variant: 'ez', sideBets: true });
    place(store, 'dragon7', 100 * KR);
    place(store, 'panda8', 50 * KR);
    place(store, 'playerPair', 10 * KR);
    get().updateSettings({ variant: 'standard' });
    get().updateSettings({ decks: 6 }); // hands nothing back: the notice stands as it was
    get().updateSettings({ sideBets: false });
    expect(get().notice).toMatchObject({
      key: 'side-bets-returned',
      earlier: [{ key: 'panda8', stake: 50 * KR }, { key: 'dragon7', stake: 100 * KR }],
      returned: [{ key: 'playerPair', stake: 10 * KR }],
    });
    // Once the player has dismissed it, the next change's notice starts afresh.
    get().dismissNotice();
    get().updateSettings({ sideBets: true });
    place(store, 'bankerPair', 10 * KR);
    get().updateSettings({ sideBets: false });
    expect(get().notice).toEqual({ key: 'side-bets-returned', returned: [{ key: 'bankerPair', stake: 10 * KR }], seq: get().notice!.seq });
  });
});

describe('table store: a dealer button is shown refused exactly when its action refuses, with the same reason', () => {
  type Store = ReturnType<typeof makeStore>['store'];
  const ACTIONS = { undo: 'undo', double: 'double', rebet: 'rebet', clear: 'clearBets', deal: 'deal' } as const;
  const settle = (store: Store) => {
    store.getState().deal();
    store.getState().finishReveal();
  };
  const setups: [string, (store: Store) => void][] = [
    ['a new table', () => {}],
    ['a chip on Banker', (store) => place(store, 'banker', 10 * KR)],
    ['a settled round', (store) => (place(store, 'banker', 10 * KR), settle(store))],
    ['SATS IGJEN pressed after a round', (store) => (place(store, 'player', 50 * KR), settle(store), store.getState().rebet())],
    ['another chip after a round', (store) => (place(store, 'tie', 10 * KR), settle(store), place(store, 'banker', 10 * KR))],
    ['a round at MAX, so DOBLE would break it', (store) => (place(store, 'player', 1000 * KR, 5), settle(store))],
  ];
  for (const [name, setup] of setups) {
    for (const [button, action] of Object.entries(ACTIONS) as [keyof typeof ACTIONS, (typeof ACTIONS)[keyof typeof ACTIONS]][]) {
      it(`${name}: ${button}`, () => {
        const { store } = makeStore();
        setup(store);
        const before = store.getState();
        const refusal = controlRefusals(before)[button];
        before[action]();
        const after = store.getState();
        if (refusal) {
          expect(after.notice).toMatchObject(refusal);
          expect([after.bets, after.balance, after.roundsPlayed, after.betSteps]).toEqual([before.bets, before.balance, before.roundsPlayed, before.betSteps]);
        } else {
          expect(after.notice).toBeNull();
          expect(after.bets !== before.bets || after.roundsPlayed !== before.roundsPlayed).toBe(true);
        }
      });
    }
  }
});
