import { describe, expect, it } from 'vitest';
import type { Card, Rank } from './cards.ts';
import { ShortDeckError, resolveCoup } from './coup.ts';
import { cardsOfRanks } from './coups.test-util.ts';

/** Cards in deal order with distinct ids 0, 1, 2, … (suits vary so equal ranks are still distinct cards). */
const deal = (...ranks: Rank[]): Card[] => cardsOfRanks(ranks);
const ranks = (cards: readonly Card[]) => cards.map((c) => c.rank);

describe('naturals', () => {
  it.each<{ name: string; cards: Rank[]; p: number; b: number; winner: string; sides: string[] }>([
    { name: 'Player 8 v Banker 9', cards: ['3', '4', '5', '5'], p: 8, b: 9, winner: 'banker', sides: ['player', 'banker'] },
    { name: 'Player 9 v Banker 8', cards: ['9', '8', 'K', 'J'], p: 9, b: 8, winner: 'player', sides: ['player', 'banker'] },
    { name: '9 v 9 tie', cards: ['4', '7', '5', '2'], p: 9, b: 9, winner: 'tie', sides: ['player', 'banker'] },
    { name: '8 v 8 tie', cards: ['A', '2', '7', '6'], p: 8, b: 8, winner: 'tie', sides: ['player', 'banker'] },
    { name: 'Player 8 v Banker 0 (Banker would have drawn)', cards: ['8', 'K', 'Q', '10'], p: 8, b: 0, winner: 'player', sides: ['player'] },
    { name: 'Player 9 v Banker 7', cards: ['6', '3', '3', '4'], p: 9, b: 7, winner: 'player', sides: ['player'] },
    { name: 'Banker 9 v Player 0 (Player would have drawn)', cards: ['K', '9', 'J', 'Q'], p: 0, b: 9, winner: 'banker', sides: ['banker'] },
    { name: 'Banker 8 v Player 5 (Player would have drawn)', cards: ['2', '4', '3', '4'], p: 5, b: 8, winner: 'banker', sides: ['banker'] },
  ])('$name', ({ cards, p, b, winner, sides }) => {
    const shoe = deal(...cards, '2', '3'); // extra cards that must stay in the shoe
    const coup = resolveCoup(shoe);
    expect(coup.playerTotal).toBe(p);
    expect(coup.bankerTotal).toBe(b);
    expect(coup.winner).toBe(winner);
    expect(coup.natural).toBe(true);
    expect(coup.playerNatural).toBe(sides.includes('player'));
    expect(coup.bankerNatural).toBe(sides.includes('banker'));
    expect(coup.playerDrew).toBe(false);
    expect(coup.bankerDrew).toBe(false);
    expect(coup.dealOrder).toEqual(shoe.slice(0, 4));
    expect(coup.steps).toEqual([
      { kind: 'initial', playerTotal: p, bankerTotal: b },
      { kind: 'natural', sides, playerTotal: p, bankerTotal: b },
      { kind: 'result', winner, playerTotal: p, bankerTotal: b },
    ]);
  });

  it('a natural needs only four cards', () => {
    expect(resolveCoup(deal('9', 'K', 'K', 'K')).winner).toBe('player');
  });
});

describe('Player draws on 0–5 and stands on 6–7', () => {
  it.each<[Rank, Rank, number]>([
    ['K', 'Q', 0], ['A', 'K', 1], ['6', '6', 2], ['A', '2', 3], ['9', '5', 4], ['7', '8', 5],
  ])('Player %s %s (%i) draws', (a, b, total) => {
    // Banker K K = 0 draws whatever Player's third card is.
    const coup = resolveCoup(deal(a, 'K', b, 'K', '2', 'A'));
    expect(coup.playerDrew).toBe(true);
    expect(ranks(coup.player)).toEqual([a, b, '2']);
    expect(coup.playerTotal).toBe((total + 2) % 10);
    expect(coup.steps[1]).toEqual({ kind: 'player-draws', total, card: coup.dealOrder[4], newTotal: (total + 2) % 10 });
  });

  it.each<[Rank, Rank, number]>([
    ['3', '3', 6], ['J', '6', 6], ['7', 'K', 7], ['9', '8', 7],
  ])('Player %s %s (%i) stands', (a, b, total) => {
    // Banker 7 stands too, so four cards finish the coup.
    const coup = resolveCoup(deal(a, '7', b, '10'));
    expect(coup.playerDrew).toBe(false);
    expect(coup.bankerDrew).toBe(false);
    expect(coup.playerTotal).toBe(total);
    expect(coup.steps.map((s) => s.kind)).toEqual(['initial', 'player-stands', 'banker-stands', 'result']);
    expect(coup.steps[1]).toEqual({ kind: 'player-stands', total });
  });
});

describe('winner and totals', () => {
  it.each<{ cards: Rank[]; player: Rank[]; banker: Rank[]; p: number; b: number; winner: string }>([
    // The CLI example: 5 8 = 3 draws 4 → 7; K 3 = 3, Player third 4 → Banker draws Q → 3.
    { cards: ['5', 'K', '8', '3', '4', 'Q'], player: ['5', '8', '4'], banker: ['K', '3', 'Q'], p: 7, b: 3, winner: 'player' },
    // Player 2 draws 9 → 1; Banker 3 with third card 9 draws 5 → 8.
    { cards: ['A', '2', 'A', 'A', '9', '5'], player: ['A', 'A', '9'], banker: ['2', 'A', '5'], p: 1, b: 8, winner: 'banker' },
    // Player 0 draws 8 → 8; Banker 3 with third card 8 stands.
    { cards: ['K', 'A', 'Q', '2', '8', '9'], player: ['K', 'Q', '8'], banker: ['A', '2'], p: 8, b: 3, winner: 'player' },
    // Player 6 stands; Banker 5 draws (Player stood) a 2 → 7.
    { cards: ['4', '2', '2', '3', '2', '9'], player: ['4', '2'], banker: ['2', '3', '2'], p: 6, b: 7, winner: 'banker' },
    // Player 7 stands, Banker 7 stands: tie on 7.
    { cards: ['7', '3', 'K', '4'], player: ['7', 'K'], banker: ['3', '4'], p: 7, b: 7, winner: 'tie' },
    // Player 4 draws 6 → 0; Banker 6 with third card 6 draws 4 → 0: tie on 0.
    { cards: ['2', '3', '2', '3', '6', '4'], player: ['2', '2', '6'], banker: ['3', '3', '4'], p: 0, b: 0, winner: 'tie' },
    // Player 5 draws A → 6; Banker 4 with third card 1 stands.
    { cards: ['5', '4', 'J', 'K', 'A', '9'], player: ['5', 'J', 'A'], banker: ['4', 'K'], p: 6, b: 4, winner: 'player' },
  ])('$cards → Player $p, Banker $b, $winner', ({ cards, player, banker, p, b, winner }) => {
    const coup = resolveCoup(deal(...cards));
    expect(ranks(coup.player)).toEqual(player);
    expect(ranks(coup.banker)).toEqual(banker);
    expect(coup.playerTotal).toBe(p);
    expect(coup.bankerTotal).toBe(b);
    expect(coup.winner).toBe(winner);
    expect(coup.steps.at(-1)).toEqual({ kind: 'result', winner, playerTotal: p, bankerTotal: b });
  });
});

describe('steps record each decision in order', () => {
  it('both draw', () => {
    const cards = deal('5', 'K', '8', '3', '4', 'Q');
    const coup = resolveCoup(cards);
    expect(coup.steps).toEqual([
      { kind: 'initial', playerTotal: 3, bankerTotal: 3 },
      { kind: 'player-draws', total: 3, card: cards[4], newTotal: 7 },
      { kind: 'banker-draws', total: 3, playerThird: 4, card: cards[5], newTotal: 3 },
      { kind: 'result', winner: 'player', playerTotal: 7, bankerTotal: 3 },
    ]);
  });

  it('Player draws, Banker stands on the table', () => {
    const cards = deal('A', '6', 'A', 'K', '5');
    const coup = resolveCoup(cards);
    expect(coup.steps).toEqual([
      { kind: 'initial', playerTotal: 2, bankerTotal: 6 },
      { kind: 'player-draws', total: 2, card: cards[4], newTotal: 7 },
      { kind: 'banker-stands', total: 6, playerThird: 5 },
      { kind: 'result', winner: 'player', playerTotal: 7, bankerTotal: 6 },
    ]);
  });

  it('Player stands, Banker draws', () => {
    const cards = deal('6', 'A', 'K', '3', '5');
    const coup = resolveCoup(cards);
    expect(coup.steps).toEqual([
      { kind: 'initial', playerTotal: 6, bankerTotal: 4 },
      { kind: 'player-stands', total: 6 },
      { kind: 'banker-draws', total: 4, playerThird: null, card: cards[4], newTotal: 9 },
      { kind: 'result', winner: 'banker', playerTotal: 6, bankerTotal: 9 },
    ]);
  });

  it('a drawn 10-value card counts as third card 0', () => {
    // Banker 4 stands on a third card of 0; Banker 3 draws on it.
    const stands = resolveCoup(deal('2', '3', '2', 'A', 'Q', '7'));
    expect(stands.steps[2]).toEqual({ kind: 'banker-stands', total: 4, playerThird: 0 });
    const cards = deal('2', '3', '2', 'K', 'Q', '7');
    const draws = resolveCoup(cards);
    expect(draws.steps[2]).toEqual({ kind: 'banker-draws', total: 3, playerThird: 0, card: cards[5], newTotal: 0 });
  });
});

describe('pairs', () => {
  it.each<{ cards: Rank[]; playerPair: boolean; bankerPair: boolean }>([
    { cards: ['5', 'K', '5', 'K'], playerPair: true, bankerPair: true },
    { cards: ['Q', '9', 'Q', '2'], playerPair: true, bankerPair: false },
    { cards: ['A', '7', '2', '7'], playerPair: false, bankerPair: true },
    { cards: ['10', 'J', 'K', 'Q'], playerPair: false, bankerPair: false }, // equal value, different rank
    { cards: ['3', '3', '4', '4'], playerPair: false, bankerPair: false }, // P 3 4, B 3 4
  ])('$cards: Player pair $playerPair, Banker pair $bankerPair', ({ cards, playerPair, bankerPair }) => {
    const coup = resolveCoup(deal(...cards, '2', '2'));
    expect(coup.playerPair).toBe(playerPair);
    expect(coup.bankerPair).toBe(bankerPair);
  });

  it('a third card matching the first two is no pair', () => {
    const coup = resolveCoup(deal('2', 'K', '3', 'K', '2', '2'));
    expect(ranks(coup.player)).toEqual(['2', '3', '2']);
    expect(coup.playerPair).toBe(false);
  });
});

describe('dealOrder', () => {
  it('is P, B, P, B, P3, B3 and splits into the hands alternately', () => {
    const cards = deal('5', 'K', '8', '3', '4', 'Q', '9');
    const coup = resolveCoup(cards);
    expect(coup.dealOrder.map((c) => c.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(coup.player.map((c) => c.id)).toEqual([0, 2, 4]);
    expect(coup.banker.map((c) => c.id)).toEqual([1, 3, 5]);
  });

  it('uses 4 to 6 cards and leaves the rest', () => {
    expect(resolveCoup(deal('9', 'K', 'K', 'K', 'A', 'A')).dealOrder).toHaveLength(4);
    expect(resolveCoup(deal('6', '7', 'K', 'K', 'A', 'A')).dealOrder).toHaveLength(4);
    expect(resolveCoup(deal('6', 'K', 'K', 'K', 'A', 'A')).dealOrder).toHaveLength(5);
    expect(resolveCoup(deal('A', 'K', 'K', 'K', 'A', 'A')).dealOrder).toHaveLength(6);
  });

  it('does not change the input', () => {
    const cards = deal('5', 'K', '8', '3', '4', 'Q');
    const copy = structuredClone(cards);
    resolveCoup(Object.freeze(cards));
    expect(cards).toEqual(copy);
  });
});

describe('ShortDeckError', () => {
  it.each<{ cards: Rank[]; needed: number }>([
    { cards: [], needed: 4 },
    { cards: ['9'], needed: 4 },
    { cards: ['9', '9'], needed: 4 },
    { cards: ['9', '9', 'K'], needed: 4 },
    { cards: ['5', 'K', '8', '3'], needed: 5 }, // Player 3 must draw
    { cards: ['6', 'K', 'K', 'K'], needed: 5 }, // Player 6 stands, Banker 0 must draw
    { cards: ['5', 'K', '8', '3', '4'], needed: 6 }, // Banker 3 on a 4 must draw
  ])('$cards needs at least $needed', ({ cards, needed }) => {
    const attempt = () => resolveCoup(deal(...cards));
    expect(attempt).toThrow(ShortDeckError);
    try {
      attempt();
    } catch (e) {
      expect(e).toBeInstanceOf(Error);
      const err = e as ShortDeckError;
      expect(err.name).toBe('ShortDeckError');
      expect(err.needed).toBe(needed);
      expect(err.had).toBe(cards.length);
      expect(err.message).toContain(`${needed}`);
    }
  });
});
