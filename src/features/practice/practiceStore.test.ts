import { describe, expect, it } from 'vitest';
import { type Outcome, type Spot, createShoe, dealRound, rngSpecForSeed } from '../../engine/index.ts';
import {
  MAX_NAME_LENGTH,
  MAX_PARTICIPANTS,
  PRACTICE_STORAGE_KEY,
  PRACTICE_VERSION,
  createPracticeStore,
  normalizeName,
  practiceCoup,
  practiceStandings,
  practiceWinners,
  type PracticeStoreOptions,
} from './practiceStore.ts';
import { STORAGE_KEY } from '../../store/tableStore.ts';
import { memoryStorage } from '../../store/testStorage.ts';

const SEED = 'practice-test';

function makeStore(options: PracticeStoreOptions = {}) {
  const storage = options.storage ?? memoryStorage();
  const store = createPracticeStore({ seed: SEED, ...options, storage });
  return { store, storage, get: () => store.getState() };
}

function withPlayers(...names: string[]) {
  const made = makeStore();
  for (const n of names) expect(made.get().addParticipant(n)).toBe(true);
  return made;
}

/** The winners of the next `n` rounds of a fresh practice shoe for SEED, dealt by the engine alone. */
function engineWinners(n: number, seed = SEED): Outcome[] {
  let shoe = createShoe(1, 'every-round', rngSpecForSeed(seed));
  const out: Outcome[] = [];
  for (let i = 0; i < n; i++) {
    const dealt = dealRound(shoe);
    out.push(dealt.coup.winner);
    shoe = dealt.shoe;
  }
  return out;
}

const idOf = (get: () => { participants: { id: number; name: string }[] }, name: string) =>
  get().participants.find((p) => p.name === name)!.id;

describe('practice store: participants', () => {
  it('starts empty with one deck reshuffled every round', () => {
    const { get } = makeStore();
    expect(get().participants).toEqual([]);
    expect(get().decks).toBe(1);
    expect(get().policy).toBe('every-round');
    expect(get().shoe.decks).toBe(1);
    expect(get().round).toBe(0);
  });

  it('normalises names: NFC, one space between words, trimmed', () => {
    expect(normalizeName('  Kari \t  Nordmann \n')).toBe('Kari Nordmann');
    expect(normalizeName('A\u030Asa')).toBe('\u00C5sa');
  });

  it('adds up to eight participants and refuses a ninth', () => {
    const { get } = makeStore();
    for (let i = 1; i <= MAX_PARTICIPANTS; i++) expect(get().addParticipant(`P${i}`)).toBe(true);
    expect(get().addParticipant('P9')).toBe(false);
    expect(get().notice?.key).toBe('too-many');
    expect(get().participants).toHaveLength(MAX_PARTICIPANTS);
  });

  it('refuses empty, too long and taken names (letter case ignored)', () => {
    const { get } = withPlayers('Anna');
    expect(get().addParticipant('   ')).toBe(false);
    expect(get().notice?.key).toBe('name-empty');
    expect(get().addParticipant('x'.repeat(MAX_NAME_LENGTH + 1))).toBe(false);
    expect(get().notice?.key).toBe('name-too-long');
    expect(get().addParticipant(' anna ')).toBe(false);
    expect(get().notice).toMatchObject({ key: 'name-taken', names: ['anna'] });
    expect(get().participants.map((p) => p.name)).toEqual(['Anna']);
  });

  it('keeps names with special characters verbatim', () => {
    const { get } = withPlayers("O'Brien & Ø", 'Per "P" Ås');
    expect(get().participants.map((p) => p.name)).toEqual(["O'Brien & Ø", 'Per "P" Ås']);
  });

  it('removes one participant and leaves the others and their scores', () => {
    const { get } = withPlayers('Anna', 'Per');
    get().predict(idOf(get, 'Anna'), 'banker');
    get().predict(idOf(get, 'Per'), 'player');
    get().deal();
    const per = get().participants.find((p) => p.name === 'Per')!;
    get().removeParticipant(idOf(get, 'Anna'));
    expect(get().participants).toEqual([per]);
  });
});

describe('practice store: rounds and scoring', () => {
  it('refuses to deal with nobody playing or a prediction missing, naming who is missing', () => {
    const { get } = makeStore();
    get().deal();
    expect(get().notice?.key).toBe('no-participants');
    get().addParticipant('Anna');
    get().addParticipant('Per');
    get().addParticipant('Kari');
    get().predict(idOf(get, 'Per'), 'tie');
    get().deal();
    expect(get().notice).toMatchObject({ key: 'missing-predictions', names: ['Anna', 'Kari'] });
    expect(get().round).toBe(0);
    expect(get().last).toBeNull();
  });

  it('gives one point per correct prediction to several participants over seeded rounds', () => {
    const { get } = withPlayers('Anna', 'Per', 'Kari');
    const rounds = 12;
    const winners = engineWinners(rounds);
    const choices: Record<string, Spot[]> = {
      Anna: Array.from({ length: rounds }, () => 'banker'),
      Per: Array.from({ length: rounds }, () => 'player'),
      Kari: Array.from({ length: rounds }, (_, i) => (['player', 'banker', 'tie'] as const)[i % 3]!),
    };
    for (let r = 0; r < rounds; r++) {
      for (const name of Object.keys(choices)) get().predict(idOf(get, name), choices[name]![r]!);
      get().deal();
      expect(get().round).toBe(r + 1);
      expect(practiceCoup(get().last!).winner).toBe(winners[r]);
      for (const p of get().participants) {
        const expected = choices[p.name]!.slice(0, r + 1).filter((c, i) => c === winners[i]).length;
        expect(p.score, `${p.name} after round ${r + 1}`).toBe(expected);
        expect(p.prediction).toBeNull();
      }
    }
  });

  it('scores a Tie only for those who predicted Tie', () => {
    // Find a seed whose first round is a tie, so the case is exercised with real dealing.
    let seed = '';
    for (let i = 0; i < 500 && !seed; i++) if (engineWinners(1, `tie-${i}`)[0] === 'tie') seed = `tie-${i}`;
    expect(seed).not.toBe('');
    const { get } = makeStore({ seed });
    for (const [name, spot] of [['T', 'tie'], ['P', 'player'], ['B', 'banker']] as const) {
      get().addParticipant(name);
      get().predict(idOf(get, name), spot);
    }
    get().deal();
    expect(practiceCoup(get().last!).winner).toBe('tie');
    expect(Object.fromEntries(get().participants.map((p) => [p.name, p.score]))).toEqual({ T: 1, P: 0, B: 0 });
  });

  it('records the picks of the round for the result', () => {
    const { get } = withPlayers('Anna', 'Per');
    get().predict(idOf(get, 'Anna'), 'player');
    get().predict(idOf(get, 'Per'), 'tie');
    get().deal();
    expect(get().last!.picks).toEqual([
      { id: idOf(get, 'Anna'), spot: 'player' },
      { id: idOf(get, 'Per'), spot: 'tie' },
    ]);
    expect(get().last!.cards.length).toBe(practiceCoup(get().last!).dealOrder.length);
  });

  it('deals from 6 and 8 decks after a change, and under the cut card policy', () => {
    const { get } = withPlayers('Anna');
    get().setDecks(8);
    get().setPolicy('cut-card');
    expect(get().shoe).toMatchObject({ decks: 8, policy: 'cut-card' });
    const before = get().shoe.next;
    get().predict(idOf(get, 'Anna'), 'banker');
    get().deal();
    expect(get().shoe.next).toBe(before + get().last!.cards.length);
    get().setDecks(6);
    expect(get().shoe.decks).toBe(6);
  });
});

describe('practice store: stopping and winners', () => {
  function playRounds(get: ReturnType<typeof makeStore>['get'], picks: Record<string, Spot>, n: number) {
    for (let i = 0; i < n; i++) {
      for (const [name, spot] of Object.entries(picks)) get().predict(idOf(get, name), spot);
      get().deal();
    }
  }

  it('refuses to stop before the first round', () => {
    const { get } = withPlayers('Anna');
    get().stop();
    expect(get().finished).toBe(false);
    expect(get().notice?.key).toBe('no-rounds');
  });

  it('names the single winner with the most points', () => {
    const { get } = withPlayers('Anna', 'Per');
    playRounds(get, { Anna: 'banker', Per: 'tie' }, 10);
    get().stop();
    expect(get().finished).toBe(true);
    const best = Math.max(...get().participants.map((p) => p.score));
    const winners = practiceWinners(get());
    expect(winners.length).toBeGreaterThan(0);
    expect(winners.every((w) => w.score === best)).toBe(true);
    expect(get().participants.filter((p) => !winners.includes(p)).every((p) => p.score < best)).toBe(true);
  });

  it('names every participant sharing the top score', () => {
    const { get } = withPlayers('Anna', 'Per', 'Kari');
    // Anna and Per always predict the same, so they always share a score.
    playRounds(get, { Anna: 'banker', Per: 'banker', Kari: 'tie' }, 6);
    get().stop();
    const names = practiceWinners(get()).map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['Anna', 'Per']));
    const kari = get().participants.find((p) => p.name === 'Kari')!;
    expect(names.includes('Kari')).toBe(kari.score === get().participants[0]!.score);
  });

  it('has no winner before a round or while nobody has a point, and orders standings by score then by joining order', () => {
    const { get } = withPlayers('Anna', 'Per');
    expect(practiceWinners(get())).toEqual([]);
    const zero = [
      { id: 1, name: 'A', score: 0, prediction: null },
      { id: 2, name: 'B', score: 0, prediction: null },
    ];
    expect(practiceWinners({ participants: zero, round: 3 })).toEqual([]);
    expect(practiceWinners({ participants: [...zero, { id: 3, name: 'C', score: 1, prediction: null }], round: 3 }).map((p) => p.name)).toEqual(['C']);
    const standings = practiceStandings([
      { id: 1, name: 'A', score: 1, prediction: null },
      { id: 2, name: 'B', score: 3, prediction: null },
      { id: 3, name: 'C', score: 1, prediction: null },
    ]);
    expect(standings.map((p) => p.name)).toEqual(['B', 'A', 'C']);
  });

  it('deals and predicts nothing once stopped; a new game keeps names and zeroes scores', () => {
    const { get } = withPlayers('Anna', 'Per');
    playRounds(get, { Anna: 'banker', Per: 'player' }, 4);
    get().stop();
    const frozen = get().participants;
    get().predict(idOf(get, 'Anna'), 'tie');
    get().deal();
    expect(get().notice?.key).toBe('finished');
    expect(get().participants).toEqual(frozen);
    expect(get().round).toBe(4);
    get().newGame();
    expect(get()).toMatchObject({ round: 0, last: null, finished: false });
    expect(get().participants.map((p) => [p.name, p.score, p.prediction])).toEqual([
      ['Anna', 0, null],
      ['Per', 0, null],
    ]);
  });

  it('clears names and scores', () => {
    const { get } = withPlayers('Anna', 'Per');
    playRounds(get, { Anna: 'banker', Per: 'player' }, 2);
    get().clearNames();
    expect(get()).toMatchObject({ participants: [], round: 0, last: null, finished: false });
    expect(get().notice?.key).toBe('names-cleared');
  });
});

describe('practice store: persistence', () => {
  it('keeps names, scores, round and shoe across a reload, under its own key only', () => {
    const storage = memoryStorage();
    const first = makeStore({ storage });
    first.get().addParticipant('Anna');
    first.get().addParticipant('Per');
    for (let i = 0; i < 3; i++) {
      first.get().predict(idOf(first.get, 'Anna'), 'banker');
      first.get().predict(idOf(first.get, 'Per'), 'player');
      first.get().deal();
    }
    first.get().predict(idOf(first.get, 'Anna'), 'tie');
    expect([...storage.data.keys()]).toEqual([PRACTICE_STORAGE_KEY]);
    expect(storage.data.has(STORAGE_KEY)).toBe(false);

    const second = makeStore({ storage });
    const a = first.get();
    const b = second.get();
    expect(b.participants).toEqual(a.participants);
    expect(b.round).toBe(3);
    expect(b.last).toEqual(a.last);
    expect(b.shoe).toEqual(a.shoe);
    expect(b.notice).toBeNull();
  });

  it('starts a new seeded shoe when ?seed= differs from the stored one', () => {
    const storage = memoryStorage();
    makeStore({ storage }).get().addParticipant('Anna');
    const other = makeStore({ storage, seed: 'other-seed' });
    expect(other.get().shoe.rng).toMatchObject({ kind: 'seeded', seed: 'other-seed' });
    expect(other.get().participants.map((p) => p.name)).toEqual(['Anna']);
  });

  const stored = (state: unknown) => JSON.stringify({ state, version: PRACTICE_VERSION });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', stored(42)],
    ['participants not a list', stored({ participants: 'Anna' })],
    ['more than eight participants', stored({ participants: Array.from({ length: 9 }, (_, i) => ({ id: i + 1, name: `P${i}`, score: 0, prediction: null })) })],
    ['a negative score', stored({ participants: [{ id: 1, name: 'A', score: -1, prediction: null }] })],
    ['an unknown prediction', stored({ participants: [{ id: 1, name: 'A', score: 0, prediction: 'dragon' }] })],
    ['a deck count of 2', stored({ decks: 2 })],
  ])('resets damaged stored data (%s) and says so', (_label, raw) => {
    const storage = memoryStorage({ [PRACTICE_STORAGE_KEY]: raw });
    const { get } = makeStore({ storage });
    expect(get().notice?.key).toBe('storage-reset');
    expect(get().decks).toBe(1);
    expect(get().shoe.decks).toBe(1);
    expect(get().addParticipant('New')).toBe(true);
  });

  it('repairs what cannot be true: duplicate names, a score above the rounds, a wrong next id', () => {
    const storage = memoryStorage();
    const good = makeStore({ storage });
    good.get().addParticipant('Anna');
    const base = JSON.parse(storage.data.get(PRACTICE_STORAGE_KEY)!) as { state: Record<string, unknown> };
    const state = {
      ...base.state,
      round: 2,
      nextId: 1,
      participants: [
        { id: 1, name: 'Anna', score: 5, prediction: 'banker' },
        { id: 2, name: 'ANNA', score: 0, prediction: null },
        { id: 3, name: 'Per', score: 1, prediction: null },
      ],
    };
    const { get } = makeStore({ storage: memoryStorage({ [PRACTICE_STORAGE_KEY]: stored(state) }) });
    expect(get().notice?.key).toBe('storage-reset');
    expect(get().participants).toEqual([
      { id: 1, name: 'Anna', score: 2, prediction: 'banker' },
      { id: 3, name: 'Per', score: 1, prediction: null },
    ]);
    expect(get().nextId).toBe(4);
    expect(get().addParticipant('Kari')).toBe(true);
    expect(idOf(get, 'Kari')).toBe(4);
  });

  it('drops a stored last round whose cards are not one whole coup', () => {
    const good = makeStore();
    const base = JSON.parse(JSON.stringify({ state: { ...good.get(), notice: undefined } })) as { state: Record<string, unknown> };
    const dealt = dealRound(createShoe(1, 'every-round', rngSpecForSeed(SEED))).coup.dealOrder.map((c) => c.id);
    // One card too many: the engine's coup ends before it, so these cards are not one round.
    const extra = [...Array(52).keys()].find((id) => !dealt.includes(id))!;
    const state = { ...base.state, round: 1, last: { number: 1, cards: [...dealt, extra], picks: [] } };
    const { get } = makeStore({ storage: memoryStorage({ [PRACTICE_STORAGE_KEY]: stored(state) }) });
    expect(get().last).toBeNull();
    expect(get().notice?.key).toBe('storage-reset');
    const sound = { ...base.state, round: 1, last: { number: 1, cards: dealt, picks: [] } };
    const kept = makeStore({ storage: memoryStorage({ [PRACTICE_STORAGE_KEY]: stored(sound) }) });
    expect(kept.get().last?.cards).toEqual(dealt);
    expect(kept.get().notice).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    const { get } = makeStore({ storage: broken });
    expect(get().addParticipant('Anna')).toBe(true);
    expect(get().participants).toHaveLength(1);
  });
});
