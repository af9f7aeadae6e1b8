/**
 * Every cell of Banker's drawing table, played through `resolveCoup` with real card sequences.
 * The table (the shared fixture bankerTable.test-util.ts) is typed out from the rules text, not
 * imported from the engine; the cards' point values are the engine's, which cards.test.ts checks
 * against the rules text.
 */
import { describe, expect, it } from 'vitest';
import { type Card, type Rank, RANKS, pointValue } from './cards.ts';
import { ShortDeckError, resolveCoup } from './coup.ts';
import { BANKER_TABLE } from './bankerTable.test-util.ts';
import { cardsOfRanks } from './coups.test-util.ts';

const ranksWorth = (v: number) => RANKS.filter((r) => pointValue(r) === v);
/** Every ordered pair of ranks whose two-card total is `t`. */
const pairsTotalling = (t: number): [Rank, Rank][] =>
  RANKS.flatMap((a) => RANKS.filter((b) => (pointValue(a) + pointValue(b)) % 10 === t).map((b) => [a, b] as [Rank, Rank]));

/** Cards in deal order with distinct ids 0, 1, 2, … */
const deal = (...ranks: Rank[]): Card[] => cardsOfRanks(ranks, 'H');

/** One Player two-card hand per total (any will do; the Banker side is exhaustive). */
const PLAYER_HAND: Record<number, [Rank, Rank]> = {
  0: ['K', '10'], 1: ['A', 'Q'], 2: ['7', '5'], 3: ['8', '5'], 4: ['2', '2'],
  5: ['9', '6'], 6: ['3', '3'], 7: ['J', '7'],
};

const cells = Object.entries(BANKER_TABLE).flatMap(([b, row]) =>
  row.split(' ').map((mark, third) => {
    const banker = Number(b);
    const draws = mark === 'D';
    return { name: `Banker ${banker}, Player third ${third}: ${draws ? 'draws' : 'stands'}`, banker, third, draws };
  }),
);

/** What a coup did, in a shape that can be compared to what the table says it should do. */
function observe(cards: Card[]) {
  const coup = resolveCoup(cards);
  return {
    natural: coup.natural,
    playerDrew: coup.playerDrew,
    bankerDrew: coup.bankerDrew,
    player: coup.player.map((c) => c.rank).join(' '),
    banker: coup.banker.map((c) => c.rank).join(' '),
    used: coup.dealOrder.length,
    dealOrderIsPrefix: coup.dealOrder.every((c, i) => c === cards[i]),
    bankerStep: coup.steps.find((s) => s.kind === 'banker-draws' || s.kind === 'banker-stands'),
    kinds: coup.steps.map((s) => s.kind).join(' '),
    totals: [coup.playerTotal, coup.bankerTotal],
    winner: coup.winner,
  };
}

/** Sequences whose coup differs from `expected`, with what happened instead (empty when all agree). */
function mismatches(runs: { cards: Card[]; expected: object }[]) {
  const bad: { cards: string; expected: object; got: object }[] = [];
  for (const { cards, expected } of runs) {
    const got = observe(cards);
    const differs = Object.entries(expected).some(([k, v]) => JSON.stringify(got[k as keyof typeof got]) !== JSON.stringify(v));
    if (differs) bad.push({ cards: cards.map((c) => c.rank).join(','), expected, got });
  }
  return bad;
}

describe('Banker after Player drew: every cell of the table', () => {
  it('covers 8 Banker totals × 10 third cards', () => {
    expect(cells).toHaveLength(80);
  });

  it.each(cells)('$name', ({ banker, third, draws }) => {
    const runs: { cards: Card[]; expected: object }[] = [];
    let stopsAtFive = 0;
    for (const [b1, b2] of pairsTotalling(banker)) {
      for (let pt = 0; pt <= 5; pt++) {
        const [p1, p2] = PLAYER_HAND[pt]!;
        for (const thirdRank of ranksWorth(third)) {
          const cards = deal(p1, b1, p2, b2, thirdRank, '4');
          const bankerFinal = draws ? (banker + pointValue('4')) % 10 : banker;
          runs.push({
            cards,
            expected: {
              natural: false,
              playerDrew: true,
              bankerDrew: draws,
              player: [p1, p2, thirdRank].join(' '),
              banker: (draws ? [b1, b2, '4'] : [b1, b2]).join(' '),
              used: draws ? 6 : 5,
              dealOrderIsPrefix: true,
              bankerStep: draws
                ? { kind: 'banker-draws', total: banker, playerThird: third, card: cards[5], newTotal: bankerFinal }
                : { kind: 'banker-stands', total: banker, playerThird: third },
              kinds: `initial player-draws ${draws ? 'banker-draws' : 'banker-stands'} result`,
              totals: [(pt + third) % 10, bankerFinal],
            },
          });
          // Five cards are enough exactly when Banker stands.
          let five: boolean;
          try {
            resolveCoup(cards.slice(0, 5));
            five = true;
          } catch (e) {
            expect(e).toBeInstanceOf(ShortDeckError);
            five = false;
          }
          if (five === !draws) stopsAtFive++;
        }
      }
    }
    expect(runs.length).toBeGreaterThanOrEqual(6 * 9); // at least 9 Banker pairs × 6 Player totals
    expect(mismatches(runs)).toEqual([]);
    expect(stopsAtFive).toBe(runs.length);
  });
});

describe('Banker after Player stood on 6 or 7', () => {
  const stood = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((banker) =>
    [6, 7].map((player) => ({ name: `Player ${player}, Banker ${banker}: Banker ${banker <= 5 ? 'draws' : 'stands'}`, banker, player, draws: banker <= 5 })),
  );

  it.each(stood)('$name', ({ banker, player, draws }) => {
    const [p1, p2] = PLAYER_HAND[player]!;
    const runs = pairsTotalling(banker).map(([b1, b2]) => {
      const cards = deal(p1, b1, p2, b2, '2', '9');
      return {
        cards,
        expected: {
          playerDrew: false,
          bankerDrew: draws,
          player: `${p1} ${p2}`,
          // With Player standing, the fifth card out of the shoe is Banker's.
          banker: (draws ? [b1, b2, '2'] : [b1, b2]).join(' '),
          used: draws ? 5 : 4,
          dealOrderIsPrefix: true,
          bankerStep: draws
            ? { kind: 'banker-draws', total: banker, playerThird: null, card: cards[4], newTotal: (banker + pointValue('2')) % 10 }
            : { kind: 'banker-stands', total: banker, playerThird: null },
          kinds: `initial player-stands ${draws ? 'banker-draws' : 'banker-stands'} result`,
          totals: [player, draws ? (banker + pointValue('2')) % 10 : banker],
        },
      };
    });
    expect(runs.length).toBeGreaterThan(0);
    expect(mismatches(runs)).toEqual([]);
  });
});

describe('naturals stop all drawing', () => {
  const cases = [8, 9].flatMap((natural) => [0, 1, 2, 3, 4, 5, 6, 7].map((other) => ({ natural, other })));

  it.each(cases)('Banker natural $natural v Player $other: nobody draws, Banker wins', ({ natural, other }) => {
    const runs = pairsTotalling(natural).flatMap(([b1, b2]) =>
      pairsTotalling(other).map(([p1, p2]) => ({
        cards: deal(p1, b1, p2, b2, '5', '5'),
        expected: {
          natural: true, playerDrew: false, bankerDrew: false, used: 4,
          kinds: 'initial natural result', totals: [other, natural], winner: 'banker',
        },
      })),
    );
    expect(mismatches(runs)).toEqual([]);
  });

  it.each(cases)('Player natural $natural v Banker $other: nobody draws, Player wins', ({ natural, other }) => {
    const runs = pairsTotalling(natural).flatMap(([p1, p2]) =>
      pairsTotalling(other).map(([b1, b2]) => ({
        cards: deal(p1, b1, p2, b2, '5', '5'),
        expected: {
          natural: true, playerDrew: false, bankerDrew: false, used: 4,
          kinds: 'initial natural result', totals: [natural, other], winner: 'player',
        },
      })),
    );
    expect(mismatches(runs)).toEqual([]);
  });
});
