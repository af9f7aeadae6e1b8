/**
 * Cards and point values. Source: src/engine/RULES.md § Cards and totals.
 * A card is identified by a number so a shoe is plain JSON that can be persisted as is.
 */

/** Card ranks in deck order. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
/** Suits: spades, hearts, diamonds, clubs. Suits never matter for the main game. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

/** A card id: deck × 52 + suit index × 13 + rank index; distinct across decks of one shoe. */
export type CardId = number;

/** A card as drawn: its id (unique within the shoe), rank and suit. */
export interface Card {
  readonly id: CardId;
  readonly rank: Rank;
  readonly suit: Suit;
}

export const CARDS_PER_DECK = 52;

/** Point value of a rank, 0–9: A = 1, 2–9 face value, 10/J/Q/K = 0 (src/engine/RULES.md § Cards and totals). */
export function pointValue(rank: Rank): number {
  const i = RANKS.indexOf(rank);
  return i < 9 ? i + 1 : 0;
}

/** Point value by rank index 0–12 (A … K); used by the fast enumerators. */
export const POINT_BY_RANK_INDEX: readonly number[] = RANKS.map(pointValue);

/** Hand total 0–9: sum of point values modulo 10 (src/engine/RULES.md § Cards and totals). */
export function handTotal(cards: readonly { rank: Rank }[]): number {
  let sum = 0;
  for (const c of cards) sum += pointValue(c.rank);
  return sum % 10;
}

/**
 * The card with the given id.
 * @throws RangeError when the id is not a non-negative integer.
 */
export function cardFromId(id: CardId): Card {
  if (!Number.isInteger(id) || id < 0) throw new RangeError(`bad card id ${id}`);
  const inDeck = id % CARDS_PER_DECK;
  return { id, rank: RANKS[inDeck % 13]!, suit: SUITS[Math.floor(inDeck / 13)]! };
}

/** Ids of `decks` full 52-card decks, in order: 0 … decks × 52 − 1. */
export function orderedCardIds(decks: number): CardId[] {
  return Array.from({ length: decks * CARDS_PER_DECK }, (_, i) => i);
}

/** Rank index 0–12 of a rank token, or -1. */
export function rankIndex(rank: string): number {
  return (RANKS as readonly string[]).indexOf(rank);
}

/** True when the string is a rank token A, 2–10, J, Q, K. */
export function isRank(s: string): s is Rank {
  return rankIndex(s) >= 0;
}

/** True when the string is a suit letter S, H, D, C. */
export function isSuit(s: string): s is Suit {
  return (SUITS as readonly string[]).includes(s);
}

/**
 * Parses a card token: a rank (A, 2–10, J, Q, K) optionally followed by a suit (S, H, D, C),
 * case-insensitive; `T` is accepted for 10. Returns null for an unknown token.
 * Cards without a suit get spades; the id is only meaningful within the parsed list.
 */
export function parseCardToken(token: string, id: CardId = 0): Card | null {
  const t = token.trim().toUpperCase();
  const m = /^(10|[2-9AJQKT])([SHDC])?$/.exec(t);
  if (!m) return null;
  const rank = (m[1] === 'T' ? '10' : m[1]) as Rank;
  const suit = (m[2] ?? 'S') as Suit;
  return { id, rank, suit };
}

/** True for hearts and diamonds. */
export function isRed(suit: Suit): boolean {
  return suit === 'H' || suit === 'D';
}
