/**
 * Which rounds the board shows: per session under `every-round`, per shoe under `cut-card`,
 * never a round still being revealed; and the roads and statistics derived from them.
 */
import { describe, expect, it } from 'vitest';
import { NO_BETS, cardFromId, computeRoads, computeStats, createShoe, factsForWinner, resolveCoup, settleBets, type Bets } from '../engine/index.ts';
import { type BoardState, boardScope, selectBoard, selectBoardRoads, selectBoardStats, selectSeenHistory, selectShoeOnFelt } from './board.ts';
import type { TableStoreApi } from './tableStore.ts';
import { TEST_NOW, place, storeMaker } from './testTable.ts';
import { BOARD_STEP, HISTORY_LIMIT, type RoundRecord } from './types.ts';
import { webEntropy } from './entropy.ts';

const KR = 100;

/** A record for selection tests (its cards are not read by `selectBoard`). */
function rec(id: number, shoeNumber: number, cutCardOut = false): RoundRecord {
  return { id, time: TEST_NOW + id, shoeNumber, cards: [0, 1, 2, 3], bets: NO_BETS, cutCardOut };
}

function state(policy: 'every-round' | 'cut-card', shoeNumber: number, history: RoundRecord[], extra: Partial<BoardState> = {}): BoardState {
  return { shoe: { ...createShoe(6, policy, undefined, webEntropy), shoeNumber }, history, boardFrom: 0, phase: 'settled', ...extra };
}

const ids = (records: RoundRecord[]) => records.map((r) => r.id);

describe('selectSeenHistory', () => {
  it('hides only the round being revealed', () => {
    const history = [rec(1, 1), rec(2, 2)];
    expect(ids(selectSeenHistory({ history, phase: 'revealing' }))).toEqual([1]);
    expect(ids(selectSeenHistory({ history, phase: 'settled' }))).toEqual([1, 2]);
    expect(ids(selectSeenHistory({ history, phase: 'betting' }))).toEqual([1, 2]);
    expect(selectSeenHistory({ history: [], phase: 'revealing' })).toEqual([]);
  });
});

describe('selectBoard under every-round', () => {
  // Every round is its own shoe under every-round, so shoe numbers must not split the board.
  const history = [rec(1, 1), rec(2, 2), rec(3, 3), rec(4, 4)];

  it('shows the whole session, with no shoe and no new-shoe marker', () => {
    expect(selectBoard(state('every-round', 5, history))).toEqual({ policy: 'every-round', records: history, total: 4, shoeNumber: null, newShoe: false });
  });

  it('starts after boardFrom', () => {
    expect(ids(selectBoard(state('every-round', 5, history, { boardFrom: 2 })).records)).toEqual([3, 4]);
    expect(selectBoard(state('every-round', 5, history, { boardFrom: 4 })).records).toEqual([]);
  });

  it('leaves out the round being revealed', () => {
    expect(ids(selectBoard(state('every-round', 5, history, { phase: 'revealing' })).records)).toEqual([1, 2, 3]);
  });

  describe(`a long session: at most ${HISTORY_LIMIT} rounds, the oldest leaving ${BOARD_STEP} at a time`, () => {
    /** The history after `played` rounds of a session that began after round `from`: its last HISTORY_LIMIT rounds. */
    const after = (played: number, from = 0) =>
      Array.from({ length: Math.min(played, HISTORY_LIMIT) }, (_, i) => rec(from + played - Math.min(played, HISTORY_LIMIT) + i + 1, 1));
    const boardAfter = (played: number, from = 0, extra: Partial<BoardState> = {}) =>
      selectBoard(state('every-round', 1, after(played, from), { boardFrom: from, ...extra }));

    it('keeps the whole session up to the history\'s length', () => {
      const b = boardAfter(HISTORY_LIMIT);
      expect(b.records).toHaveLength(HISTORY_LIMIT);
      expect(b.total).toBe(HISTORY_LIMIT);
    });

    it('then lets the oldest rounds go together, and stays put until the next step', () => {
      // Round 501: rounds 1–100 leave at once; 101–501 stay.
      let b = boardAfter(HISTORY_LIMIT + 1);
      expect(b.records[0]!.id).toBe(BOARD_STEP + 1);
      expect(b.records.at(-1)!.id).toBe(HISTORY_LIMIT + 1);
      expect(b.total).toBe(HISTORY_LIMIT + 1);
      // Every round up to 600 keeps round 101 first: the drawn cells do not move.
      for (const played of [HISTORY_LIMIT + 2, HISTORY_LIMIT + BOARD_STEP / 2, HISTORY_LIMIT + BOARD_STEP]) {
        b = boardAfter(played);
        expect(b.records[0]!.id, `after ${played} rounds`).toBe(BOARD_STEP + 1);
        expect(b.records).toHaveLength(played - BOARD_STEP);
      }
      // Round 601: the next hundred go.
      b = boardAfter(HISTORY_LIMIT + BOARD_STEP + 1);
      expect(b.records[0]!.id).toBe(2 * BOARD_STEP + 1);
      expect(b.records).toHaveLength(HISTORY_LIMIT - BOARD_STEP + 1);
    });

    it('never holds more than the history, nor fewer than its length less one step', () => {
      for (let played = 1; played <= 3 * HISTORY_LIMIT; played += 7) {
        const b = boardAfter(played, 40);
        expect(b.records.length, `after ${played} rounds`).toBeLessThanOrEqual(HISTORY_LIMIT);
        expect(b.records.length).toBeGreaterThanOrEqual(Math.min(played, HISTORY_LIMIT - BOARD_STEP + 1));
        expect(b.total).toBe(played);
        // The rounds it shows are the session's latest, in order, none missing.
        expect(ids(b.records)).toEqual(ids(after(played, 40)).slice(-b.records.length));
      }
    });

    it('counts the session from "start afresh"', () => {
      // 650 rounds played, the board emptied after round 200: a session of 450 rounds, all shown.
      expect(boardAfter(450, 200).records).toHaveLength(450);
      expect(boardAfter(450, 200).total).toBe(450);
    });

    it('takes a step at GI, so the board does not move again when the round is shown', () => {
      // Round 501 dealt and being revealed: rounds 1–100 have left, 101–500 are on the board.
      const revealing = boardAfter(HISTORY_LIMIT + 1, 0, { phase: 'revealing' });
      expect(ids(revealing.records)).toEqual(ids(after(HISTORY_LIMIT)).slice(BOARD_STEP));
      expect(revealing.total).toBe(HISTORY_LIMIT);
      // Shown: round 501 is added at the end, and nothing before it moves.
      const shown = boardAfter(HISTORY_LIMIT + 1);
      expect(ids(shown.records)).toEqual([...ids(revealing.records), HISTORY_LIMIT + 1]);
    });
  });
});

describe('selectBoard under cut-card', () => {
  it('shows only the rounds of the shoe in play and marks a new shoe', () => {
    const history = [rec(1, 1), rec(2, 1, true), rec(3, 2), rec(4, 2)];
    expect(selectBoard(state('cut-card', 2, history))).toEqual({ policy: 'cut-card', records: history.slice(2), total: 2, shoeNumber: 2, newShoe: true });
  });

  it('has no marker for the first shoe at the table', () => {
    const history = [rec(1, 1), rec(2, 1)];
    expect(selectBoard(state('cut-card', 1, history))).toMatchObject({ records: history, newShoe: false });
  });

  it('shows the old shoe, its cut-card round included, while that round is on the felt', () => {
    const history = [rec(1, 1), rec(2, 1, true)];
    expect(selectBoard(state('cut-card', 2, history))).toEqual({ policy: 'cut-card', records: history, total: 2, shoeNumber: 1, newShoe: false });
  });

  it('is empty with the marker once the next round is bet on', () => {
    const history = [rec(1, 1), rec(2, 1, true)];
    expect(selectBoard(state('cut-card', 2, history, { phase: 'betting' }))).toEqual({
      policy: 'cut-card',
      records: [],
      total: 0,
      shoeNumber: 2,
      newShoe: true,
    });
  });

  it('keeps the old shoe while its cut-card round is still being revealed', () => {
    const history = [rec(1, 1), rec(2, 1), rec(3, 1, true)];
    // The store already holds shoe 2 (reshuffled at GI); the board still shows shoe 1 minus round 3.
    expect(selectBoard(state('cut-card', 2, history, { phase: 'revealing' }))).toEqual({
      policy: 'cut-card',
      records: history.slice(0, 2),
      total: 2,
      shoeNumber: 1,
      newShoe: false,
    });
  });

  it('applies boardFrom inside the shoe', () => {
    const history = [rec(1, 1, true), rec(2, 2), rec(3, 2), rec(4, 2)];
    expect(ids(selectBoard(state('cut-card', 2, history, { boardFrom: 2 })).records)).toEqual([3, 4]);
  });

  it('takes only the run at the end of the history, not an older shoe with the same number', () => {
    // Shoe 3 of an earlier cut-card stint, then every-round shoes, then cut-card shoe 3 again.
    const history = [rec(1, 3), rec(2, 4), rec(3, 5), rec(4, 3)];
    expect(ids(selectBoard(state('cut-card', 3, history)).records)).toEqual([4]);
  });
});

/** A table store of the store tests (testTable.ts) on `seed`. */
const makeStore = (seed = 'board-test') => storeMaker(seed)().store;

/** Plays one round with a 10 kr chip on `spot` and finishes its reveal. */
function play(store: TableStoreApi, spot: 'banker' | 'player' | 'tie' = 'banker') {
  place(store, spot, 10 * KR);
  store.getState().deal();
  store.getState().finishReveal();
}

const board = (store: TableStoreApi) => selectBoard(store.getState());

describe('the board with the table store', () => {
  it('every-round: "start afresh" restarts the board; refilling does not', () => {
    const store = makeStore();
    for (let i = 0; i < 5; i++) play(store);
    expect(ids(board(store).records)).toEqual([1, 2, 3, 4, 5]);
    store.getState().resetBoard();
    expect(board(store).records).toEqual([]);
    play(store);
    play(store, 'player');
    expect(ids(board(store).records)).toEqual([6, 7]);
    store.setState({ balance: 0 });
    store.getState().refill();
    expect(store.getState().refills).toBe(1);
    expect(ids(board(store).records)).toEqual([6, 7]);
  });

  it('cut-card: the board runs per shoe and restarts with a marker after the cut card', () => {
    const store = makeStore();
    store.getState().updateSettings({ policy: 'cut-card', decks: 1 });
    const firstShoe = store.getState().shoe.shoeNumber;
    let guard = 0;
    // Deal until the round in which the cut card comes out (a one-deck shoe lasts a few rounds).
    for (;;) {
      store.getState().selectChip(10 * KR);
      store.getState().placeChip('banker');
      store.getState().deal();
      const last = store.getState().history.at(-1)!;
      if (last.cutCardOut) break;
      store.getState().finishReveal();
      expect(++guard).toBeLessThan(20);
    }
    const shoeRounds = store.getState().history.length;
    expect(shoeRounds).toBeGreaterThan(1);
    // Still revealing the cut-card round: the old shoe, without that round.
    expect(board(store)).toMatchObject({ shoeNumber: firstShoe, newShoe: false });
    expect(board(store).records).toHaveLength(shoeRounds - 1);
    store.getState().finishReveal();
    // Shown: the old shoe with its last round, so the player sees how it ended.
    expect(board(store)).toMatchObject({ shoeNumber: firstShoe, newShoe: false });
    expect(board(store).records).toHaveLength(shoeRounds);
    // The next bet starts the new shoe's board.
    store.getState().placeChip('banker');
    expect(board(store)).toEqual({ policy: 'cut-card', records: [], total: 0, shoeNumber: firstShoe + 1, newShoe: true });
    store.getState().clearBets();
    play(store);
    expect(ids(board(store).records)).toEqual([shoeRounds + 1]);
  });

  it('a change of policy or decks starts a board of its own', () => {
    const store = makeStore();
    play(store);
    store.getState().updateSettings({ policy: 'cut-card' });
    expect(board(store).records).toEqual([]);
    play(store);
    expect(board(store).records).toHaveLength(1);
    store.getState().updateSettings({ decks: 8 });
    expect(board(store)).toMatchObject({ records: [], newShoe: true });
  });

  it('derives roads and statistics from the records with the engine', () => {
    const store = makeStore('board-stats');
    const bets: Bets[] = [];
    for (let i = 0; i < 30; i++) {
      const spot = (['banker', 'player', 'tie'] as const)[i % 3]!;
      if (i % 5 === 4) {
        // A round with two chips on one spot.
        place(store, spot, 10 * KR);
      }
      play(store, spot);
      bets.push(store.getState().history.at(-1)!.bets);
    }
    const records = board(store).records;
    const coups = records.map((r) => resolveCoup(r.cards.map(cardFromId)));
    expect(selectBoardRoads(records)).toEqual(computeRoads(coups));
    const stats = selectBoardStats(records);
    expect(stats).toMatchObject(computeStats(coups));
    const settlements = coups.map((c, i) => settleBets(bets[i]!, factsForWinner(c.winner)));
    expect(stats.player).toEqual({
      roundsBet: 30,
      staked: settlements.reduce((a, s) => a + s.staked, 0),
      net: settlements.reduce((a, s) => a + s.net, 0),
      commission: settlements.reduce((a, s) => a + s.commission, 0),
    });
    expect(stats.player.net).toBe(store.getState().balance - 10_000 * KR);
  });
});

describe('the shoe number on the felt: the shoe status and the board name one shoe', () => {
  /** The number the board's heading names, or null when it names none (session, a shoe that ended). */
  const named = (store: TableStoreApi) => {
    const scope = boardScope(board(store), selectShoeOnFelt(store.getState()));
    return scope.kind === 'shoe' ? scope.number : null;
  };

  it('through two shoe changes at the cut card, after rounds under every-round', () => {
    // The tester's table: a round under every-round, then a one-deck cut-card shoe.
    const store = makeStore('shoe-on-felt');
    play(store);
    store.getState().updateSettings({ policy: 'cut-card', decks: 1 });
    const first = selectShoeOnFelt(store.getState());
    expect(named(store)).toBe(first);
    let changes = 0;
    for (let guard = 0; changes < 2; guard++) {
      expect(guard).toBeLessThan(40);
      const before = selectShoeOnFelt(store.getState());
      place(store, 'banker', 10 * KR);
      expect(named(store)).toBe(before);
      store.getState().deal();
      const cutCardOut = store.getState().history.at(-1)!.cutCardOut;
      // Revealing: still the shoe the round came from, on both, even when the store holds the next one.
      expect(selectShoeOnFelt(store.getState())).toBe(before);
      expect(named(store)).toBe(before);
      if (cutCardOut) expect(store.getState().shoe.shoeNumber).toBe(before + 1);
      store.getState().finishReveal();
      if (!cutCardOut) {
        expect(selectShoeOnFelt(store.getState())).toBe(before);
        expect(named(store)).toBe(before);
        continue;
      }
      // Shown: the felt has the new shoe; the board still shows how the old one ended, without a number.
      changes++;
      expect(selectShoeOnFelt(store.getState())).toBe(before + 1);
      expect(boardScope(board(store), selectShoeOnFelt(store.getState()))).toEqual({ kind: 'ended' });
      expect(board(store).shoeNumber).toBe(before);
      // The next bet: both on the new shoe.
      place(store, 'banker', 10 * KR);
      expect(named(store)).toBe(before + 1);
      store.getState().clearBets();
    }
    expect(selectShoeOnFelt(store.getState())).toBe(first + 2);
  });

  it('under every-round the board names the session, not a shoe', () => {
    const store = makeStore();
    play(store);
    expect(boardScope(board(store), selectShoeOnFelt(store.getState()))).toEqual({ kind: 'session' });
  });
});
