import { describe, expect, it } from 'vitest';
import { type CardId, type Rank, cardFromId, pointValue } from './cards.ts';
import { ShortDeckError } from './coup.ts';
import { seededState, sfc32, shuffle } from './rng.ts';
import { webEntropy } from '../store/entropy.ts';
import {
  type DeckCount,
  type ReshufflePolicy,
  type Shoe,
  CUT_CARD_FROM_END,
  DECK_COUNTS,
  DEFAULT_DECKS,
  burnCount,
  cardsLeft,
  createShoe,
  dealRound,
  reshuffle,
  rngSpecForSeed,
  shoeProblem,
} from './shoe.ts';

/** 0 … n − 1, built here rather than taken from the engine. */
const allIds = (decks: number) => Array.from({ length: decks * 52 }, (_, i) => i);
const sorted = (ids: readonly CardId[]) => ids.slice().sort((a, b) => a - b);
const seeded = (seed: string) => rngSpecForSeed(seed);

describe('createShoe', () => {
  const combos = DECK_COUNTS.flatMap((decks) =>
    (['every-round', 'cut-card'] as ReshufflePolicy[]).map((policy) => ({ decks, policy })),
  );

  it('offers 1, 6 and 8 decks, 6 by default', () => {
    expect(DECK_COUNTS).toEqual([1, 6, 8]);
    expect(DEFAULT_DECKS).toBe(6);
  });

  it.each(combos)('$decks decks, $policy: a permutation of every card', ({ decks, policy }) => {
    for (const spec of [undefined, seeded('perm')]) {
      const shoe = createShoe(decks, policy, spec, webEntropy);
      expect(shoe.decks).toBe(decks);
      expect(shoe.policy).toBe(policy);
      expect(shoe.shoeNumber).toBe(1);
      expect(sorted(shoe.cards)).toEqual(allIds(decks));
      expect(shoeProblem(shoe)).toBeNull();
    }
  });

  it('is shuffled (not in deck order) under cut-card', () => {
    expect(createShoe(6, 'cut-card', undefined, webEntropy).cards).not.toEqual(allIds(6));
    expect(createShoe(1, 'cut-card', seeded('order')).cards).not.toEqual(allIds(1));
  });

  it('under every-round holds the decks unshuffled, with the generator untouched: no order exists before the deal', () => {
    expect(createShoe(6, 'every-round', undefined, webEntropy)).toEqual({
      decks: 6, policy: 'every-round', cards: allIds(6), next: 0, cutAt: 312, burned: [], shoeNumber: 1, rng: { kind: 'crypto' },
    });
    expect(createShoe(1, 'every-round', seeded('order')).rng).toEqual(seeded('order'));
  });

  it('needs entropy for a crypto shoe under either policy', () => {
    for (const policy of ['every-round', 'cut-card'] as const) expect(() => createShoe(6, policy)).toThrow(TypeError);
  });

  it.each([0, 2, 7])('rejects %i decks', (decks) => {
    expect(() => createShoe(decks as DeckCount, 'every-round')).toThrow(RangeError);
  });
});

describe('every-round policy', () => {
  it('has no burn and no cut card', () => {
    const shoe = createShoe(6, 'every-round', seeded('e'));
    expect(shoe).toMatchObject({ next: 0, cutAt: 312, burned: [] });
    expect(cardsLeft(shoe)).toBe(312);
  });

  it('shuffles at every deal and deals from the top of that shuffle; between rounds the shoe tells nothing', () => {
    // The seeded sequence, built here: one generator from the seed, one full shuffle per round.
    const rng = sfc32(seededState('every'));
    let shoe = createShoe(6, 'every-round', seeded('every'));
    for (let round = 1; round <= 20; round++) {
      const dealt = dealRound(shoe);
      const n = dealt.coup.dealOrder.length;
      expect(dealt.coup.dealOrder.map((c) => c.id)).toEqual(shuffle(allIds(6), rng).slice(0, n));
      expect(dealt.reshuffled).toBe(true);
      expect(dealt.cutCardOut).toBe(false);
      expect(dealt.shoe.shoeNumber).toBe(shoe.shoeNumber + 1);
      // The next round's shoe: the decks in order, only the generator moved on.
      expect(dealt.shoe).toMatchObject({ cards: allIds(6), next: 0, cutAt: 312, burned: [] });
      expect(dealt.shoe.rng).toEqual({ ...seeded('every'), state: rng.state() });
      expect(shoeProblem(dealt.shoe)).toBeNull();
      shoe = dealt.shoe;
    }
    expect(shoe.shoeNumber).toBe(21);
  });

  it('deals a crypto shoe from a fresh shuffle each time, whatever the stored shoe holds', () => {
    const shoe = createShoe(6, 'every-round', undefined, webEntropy);
    const rounds = Array.from({ length: 8 }, () => dealRound(shoe, webEntropy).coup.dealOrder.map((c) => c.id).join());
    expect(new Set(rounds).size).toBeGreaterThan(1);
    // A shoe stored in another order (an older version stored the next round's order) is not dealt from as stored.
    const stored: Shoe = { ...createShoe(6, 'every-round', seeded('old')), cards: allIds(6).reverse() };
    const ids = dealRound(stored).coup.dealOrder.map((c) => c.id);
    expect(ids).toEqual(shuffle(allIds(6), sfc32(seededState('old'))).slice(0, ids.length));
  });
});

describe('cut-card policy: burn', () => {
  it('burns the first card face up and as many more as its value (10/J/Q/K: 10), for every rank', () => {
    const firstRanks = new Set<Rank>();
    for (let i = 0; i < 2_000 && firstRanks.size < 13; i++) {
      const shoe = createShoe(6, 'cut-card', seeded(`burn-${i}`));
      const first = cardFromId(shoe.cards[0]!);
      firstRanks.add(first.rank);
      // burnCount is checked against the rule's own table in shoe.burn-cut.test.ts.
      const count = burnCount(pointValue(first.rank));
      expect(shoe.burned).toEqual(shoe.cards.slice(0, count));
      expect(shoe.next).toBe(count);
      expect(cardsLeft(shoe)).toBe(312 - count);
    }
    expect(firstRanks.size).toBe(13);
  });
});

describe('cut-card policy: cut card', () => {
  it('lies 14–16 cards from the end, each position occurring', () => {
    expect(CUT_CARD_FROM_END).toEqual({ min: 14, max: 16 });
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) {
      for (const decks of DECK_COUNTS) {
        const shoe = createShoe(decks, 'cut-card', i % 2 ? seeded(`cut-${i}`) : undefined, webEntropy);
        const fromEnd = shoe.cards.length - shoe.cutAt;
        expect(fromEnd).toBeGreaterThanOrEqual(14);
        expect(fromEnd).toBeLessThanOrEqual(16);
        seen.add(fromEnd);
      }
    }
    expect([...seen].sort()).toEqual([14, 15, 16]);
  });

  it('the round in progress finishes, then the shoe is reshuffled', () => {
    let shoe = createShoe(1, 'cut-card', seeded('finish'));
    const first = shoe;
    let rounds = 0;
    for (;;) {
      const before = shoe;
      const dealt = dealRound(before);
      const n = dealt.coup.dealOrder.length;
      rounds++;
      // Every round deals the next cards of the same shoe, in order.
      expect(dealt.coup.dealOrder.map((c) => c.id)).toEqual(before.cards.slice(before.next, before.next + n));
      const reachesCut = before.next + n > before.cutAt;
      expect(dealt.cutCardOut).toBe(reachesCut);
      expect(dealt.reshuffled).toBe(reachesCut);
      if (!reachesCut) {
        expect(dealt.shoe).toEqual({ ...before, next: before.next + n });
        shoe = dealt.shoe;
        continue;
      }
      // The cut card came out inside this round: the round still got all the cards it needed.
      expect(before.next).toBeLessThanOrEqual(before.cutAt);
      expect(dealt.coup.steps.at(-1)?.kind).toBe('result');
      const fresh = dealt.shoe;
      expect(fresh.shoeNumber).toBe(2);
      expect(sorted(fresh.cards)).toEqual(allIds(1));
      expect(fresh.next).toBe(fresh.burned.length);
      expect(fresh.burned).toEqual(fresh.cards.slice(0, fresh.burned.length));
      expect(fresh.cutAt).toBeGreaterThanOrEqual(52 - 16);
      break;
    }
    // 52 cards less 2–11 burned and 14–16 behind the cut card leave 25–36 cards: at least 5 rounds.
    expect(rounds).toBeGreaterThanOrEqual(5);
    expect(first.shoeNumber).toBe(1);
  });

  it('a round that ends just before the cut card does not bring it out; the next round does', () => {
    // Find a shoe position p whose coup uses exactly the cards up to the cut card (p + used = cutAt).
    let found = 0;
    for (let i = 0; i < 200 && found < 5; i++) {
      const fresh = createShoe(1, 'cut-card', seeded(`edge-${i}`));
      for (let p = fresh.cutAt - 6; p <= fresh.cutAt - 4; p++) {
        const before: Shoe = { ...fresh, next: p };
        const dealt = dealRound(before);
        if (p + dealt.coup.dealOrder.length !== fresh.cutAt) continue;
        found++;
        expect(dealt.cutCardOut).toBe(false);
        expect(dealt.reshuffled).toBe(false);
        expect(dealt.shoe.next).toBe(fresh.cutAt);
        const following = dealRound(dealt.shoe);
        expect(following.coup.dealOrder[0]!.id).toBe(fresh.cards[fresh.cutAt]);
        expect(following.cutCardOut).toBe(true);
        expect(following.reshuffled).toBe(true);
        expect(following.shoe.shoeNumber).toBe(2);
        break;
      }
    }
    expect(found).toBe(5);
  });

  it('cutCardOut comes exactly once per shoe and shoeNumber counts up by one', () => {
    let shoe = createShoe(6, 'cut-card', seeded('once'));
    const outs = new Map<number, number>();
    for (let i = 0; i < 600; i++) {
      const dealt = dealRound(shoe);
      if (dealt.cutCardOut) outs.set(shoe.shoeNumber, (outs.get(shoe.shoeNumber) ?? 0) + 1);
      expect(dealt.shoe.shoeNumber).toBe(shoe.shoeNumber + (dealt.cutCardOut ? 1 : 0));
      shoe = dealt.shoe;
    }
    const finished = shoe.shoeNumber - 1;
    expect(finished).toBeGreaterThanOrEqual(7); // 600 rounds × ≤ 6 cards, ≤ 298 cards per 6-deck shoe
    for (let n = 1; n <= finished; n++) expect(outs.get(n)).toBe(1);
    expect(outs.has(shoe.shoeNumber)).toBe(false);
  });

  it.each([
    ['crypto', undefined],
    ['seeded', seeded('thousand')],
  ])('1 000 consecutive rounds on a 1-deck shoe (%s): every card from the shoe, none twice', (_, spec) => {
    let shoe = createShoe(1, 'cut-card', spec, webEntropy);
    let used = new Set<CardId>(shoe.burned);
    let shoes = 1;
    for (let i = 0; i < 1_000; i++) {
      const before = shoe;
      const dealt = dealRound(before, webEntropy);
      const ids = dealt.coup.dealOrder.map((c) => c.id);
      expect(ids).toEqual(before.cards.slice(before.next, before.next + ids.length));
      for (const c of dealt.coup.dealOrder) {
        expect(c).toEqual(cardFromId(c.id));
        expect(used.has(c.id)).toBe(false);
        used.add(c.id);
      }
      expect(shoeProblem(dealt.shoe)).toBeNull();
      // The cut card sits just before index cutAt: out exactly when this round dealt that card.
      const cutDealt = before.next <= before.cutAt && before.next + ids.length > before.cutAt;
      expect(dealt.cutCardOut).toBe(cutDealt);
      expect(dealt.reshuffled).toBe(cutDealt);
      if (dealt.reshuffled) {
        // Burned + dealt cards of the finished shoe are distinct, and all ids of one deck.
        expect(used.size).toBe(before.next + ids.length);
        shoes++;
        expect(dealt.shoe.shoeNumber).toBe(shoes);
        used = new Set(dealt.shoe.burned);
      }
      shoe = dealt.shoe;
    }
    expect(shoes).toBeGreaterThan(100);
  });
});

describe('seeds', () => {
  it('rngSpecForSeed: crypto without a seed, seeded with one', () => {
    expect(rngSpecForSeed(null)).toEqual({ kind: 'crypto' });
    expect(rngSpecForSeed(undefined)).toEqual({ kind: 'crypto' });
    expect(rngSpecForSeed('')).toEqual({ kind: 'crypto' });
    expect(rngSpecForSeed('abc')).toEqual({ kind: 'seeded', seed: 'abc', state: seededState('abc') });
  });

  it.each<[DeckCount, ReshufflePolicy]>([
    [1, 'cut-card'],
    [6, 'every-round'],
    [8, 'cut-card'],
  ])('the same seed replays the same shoes and rounds (%i decks, %s)', (decks, policy) => {
    let a = createShoe(decks, policy, seeded('replay'));
    let b = createShoe(decks, policy, seeded('replay'));
    expect(a).toEqual(b);
    for (let i = 0; i < 200; i++) {
      const da = dealRound(a);
      const db = dealRound(b);
      expect(da).toEqual(db);
      a = da.shoe;
      b = db.shoe;
    }
  });

  it('different seeds give different shoes and rounds', () => {
    const shoes = ['1', '2', 'table', 'Table'].map((s) => createShoe(6, 'cut-card', seeded(s)).cards.join());
    expect(new Set(shoes).size).toBe(4);
    const firstRounds = (s: string) => {
      let shoe = createShoe(6, 'every-round', seeded(s));
      return Array.from({ length: 3 }, () => {
        const dealt = dealRound(shoe);
        shoe = dealt.shoe;
        return dealt.coup.dealOrder.map((c) => c.id).join();
      }).join('|');
    };
    expect(new Set(['1', '2', 'table', 'Table'].map(firstRounds)).size).toBe(4);
  });

  it('crypto shoes differ from each other', () => {
    expect(createShoe(6, 'cut-card', undefined, webEntropy).cards).not.toEqual(createShoe(6, 'cut-card', undefined, webEntropy).cards);
  });

  it('a seeded shoe is plain JSON and survives a round trip', () => {
    const shoe = createShoe(6, 'cut-card', seeded('json'));
    const copy = JSON.parse(JSON.stringify(shoe)) as Shoe;
    expect(copy).toEqual(shoe);
    expect(dealRound(copy)).toEqual(dealRound(shoe));
  });
});

describe('reshuffle', () => {
  it('gives the same table its next shoe', () => {
    const shoe = createShoe(8, 'cut-card', seeded('next'));
    const next = reshuffle(shoe);
    expect(next).toMatchObject({ decks: 8, policy: 'cut-card', shoeNumber: 2 });
    expect(sorted(next.cards)).toEqual(allIds(8));
    expect(next.cards).not.toEqual(shoe.cards);
  });
});

describe('shoeProblem', () => {
  const sound = (): Shoe => createShoe(1, 'cut-card', seeded('sound'));

  it('accepts fresh and dealt shoes', () => {
    let shoe = sound();
    for (let i = 0; i < 50; i++) {
      expect(shoeProblem(shoe)).toBeNull();
      shoe = dealRound(shoe).shoe;
    }
  });

  it.each<[string, (s: Shoe) => Shoe, string]>([
    ['a duplicate card', (s) => ({ ...s, cards: [s.cards[1]!, ...s.cards.slice(1)] }), 'duplicate or unknown card'],
    ['a missing card', (s) => ({ ...s, cards: s.cards.slice(1) }), 'card count'],
    ['an extra card', (s) => ({ ...s, cards: [...s.cards, 0] }), 'card count'],
    ['an id from another deck', (s) => ({ ...s, cards: [52, ...s.cards.slice(1)] }), 'duplicate or unknown card'],
    ['a negative id', (s) => ({ ...s, cards: [-1, ...s.cards.slice(1)] }), 'duplicate or unknown card'],
    ['a fractional id', (s) => ({ ...s, cards: [0.5, ...s.cards.slice(1)] }), 'duplicate or unknown card'],
    ['an unsupported deck count', (s) => ({ ...s, decks: 2 as DeckCount }), 'deck count'],
    ['a negative next index', (s) => ({ ...s, next: -1 }), 'next index'],
    ['a fractional next index', (s) => ({ ...s, next: 1.5 }), 'next index'],
    ['fewer than 6 cards left', (s) => ({ ...s, next: 47 }), 'next index'],
    ['a cut card beyond the end', (s) => ({ ...s, cutAt: 53 }), 'cut card'],
    ['a negative cut card', (s) => ({ ...s, cutAt: -1 }), 'cut card'],
    ['a cut card in the last 5 cards', (s) => ({ ...s, cutAt: 47 }), 'cut card'],
    ['burned cards that are not the first cards', (s) => ({ ...s, burned: [s.cards[1]!, s.cards[0]!] }), 'burned cards'],
    ['burned cards still to deal', (s) => ({ ...s, next: s.burned.length - 1 }), 'burned cards'],
  ])('finds %s', (_, damage, problem) => {
    expect(shoeProblem(damage(sound()))).toBe(problem);
  });

  it('a damaged shoe that runs dry mid-round throws ShortDeckError', () => {
    // Four Kings last: Player 0 must draw, but the shoe is empty after them.
    const kings = [12, 25, 38, 51];
    const cards = [...allIds(1).filter((id) => !kings.includes(id)), ...kings];
    const shoe: Shoe = { ...createShoe(1, 'cut-card', seeded('dry')), cards, burned: cards.slice(0, 2), next: 48, cutAt: 52 };
    expect(shoeProblem(shoe)).toBe('next index');
    expect(() => dealRound(shoe)).toThrow(ShortDeckError);
  });
});
