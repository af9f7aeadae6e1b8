/**
 * Test fixtures: cards and coups written by their ranks or card tokens, the way the tests state a
 * coup ("Player 2 + K, Banker 5 + Q, …"). Cards are in deal order: P, B, P, B, then third cards.
 */
import { type Card, type Rank, type Suit, RANKS, SUITS, cardFromId, parseCardToken } from './cards.ts';
import { type Coup, resolveCoup } from './coup.ts';

/**
 * Cards of these ranks in deal order with ids 0, 1, 2, … (not a shoe's card ids): all of `suit`, or
 * with no suit the suits S, H, D, C in turn, so that equal ranks are still told apart.
 */
export const cardsOfRanks = (ranks: readonly Rank[], suit?: Suit): Card[] => ranks.map((rank, id) => ({ id, rank, suit: suit ?? SUITS[id % SUITS.length]! }));

/** A coup from ranks in deal order, dealt as cards of one deck (card ids rank + 13 × suit, suits S, H, D, C in turn). */
export const coupOfRanks = (ranks: readonly Rank[]): Coup => resolveCoup(ranks.map((r, i) => cardFromId(RANKS.indexOf(r) + 13 * (i % SUITS.length))));

/** Cards from comma-separated card tokens in deal order ("9H,KS,…", as the deal CLI reads them). */
export const cardsOfTokens = (list: string): Card[] => list.split(',').map((t, i) => parseCardToken(t, i)!);

/** A coup from comma-separated card tokens in deal order. */
export const coupOfTokens = (list: string): Coup => resolveCoup(cardsOfTokens(list));
