/**
 * The shoe: shuffled card ids dealt in order, with the reshuffle policy, cut card and burn.
 * Source: src/engine/RULES.md § Shoe, cut card and burn. A shoe is plain JSON so the store can persist it as it is.
 */
import { type Card, type CardId, CARDS_PER_DECK, cardFromId, orderedCardIds, pointValue } from './cards.ts';
import { type Coup, resolveCoup } from './coup.ts';
import { type Entropy, type Rng, type RngSpec, MAX_SEED_LENGTH, randomInt, rngFromSpec, seededState, shuffle, specAfter } from './rng.ts';

/** Decks in a shoe: 1 (demo), 6 (default) or 8 (casino). */
export type DeckCount = 1 | 6 | 8;
export const DECK_COUNTS: readonly DeckCount[] = [1, 6, 8];
/** Cards in the largest shoe the table deals from. */
export const MAX_SHOE_CARDS = Math.max(...DECK_COUNTS) * CARDS_PER_DECK;
export const DEFAULT_DECKS: DeckCount = 6;

/** When the shoe is reshuffled: before every round (default) or at the cut card
 * (src/engine/RULES.md § Shoe, cut card and burn 4). */
export type ReshufflePolicy = 'every-round' | 'cut-card';
export const RESHUFFLE_POLICIES: readonly ReshufflePolicy[] = ['every-round', 'cut-card'];

/** The cut card lies this many cards from the back of the shoe, chosen at random
 * (src/engine/RULES.md § Shoe, cut card and burn 4). */
export const CUT_CARD_FROM_END = { min: 14, max: 16 } as const;

/** A shoe in play. */
export interface Shoe {
  decks: DeckCount;
  policy: ReshufflePolicy;
  /**
   * All card ids of the shoe (burned and dealt ones included): in shuffled order under `cut-card`;
   * under `every-round`, between rounds, the decks unshuffled (dealRound shuffles at the deal).
   */
  cards: CardId[];
  /** Index in `cards` of the next card to deal. */
  next: number;
  /** Index of the first card behind the cut card; `cards.length` when there is none. */
  cutAt: number;
  /** Cards burned when this shoe was started; the first was shown face up. */
  burned: CardId[];
  /** 1 for the first shoe of a table, then +1 for every reshuffle. */
  shoeNumber: number;
  /** Where the randomness comes from; a seeded state advances with each shuffle. */
  rng: RngSpec;
}

/** A round dealt from a shoe. */
export interface DealtRound {
  coup: Coup;
  /** The shoe after the round: reshuffled after a cut card; under `every-round` the next round's, unshuffled until it is dealt. */
  shoe: Shoe;
  /** The cut card came out during this round. */
  cutCardOut: boolean;
  /** The returned shoe is a fresh one. */
  reshuffled: boolean;
}

/** The RNG spec for an optional seed: seeded when a seed text is given (cut to MAX_SEED_LENGTH), crypto otherwise. */
export function rngSpecForSeed(seed: string | null | undefined): RngSpec {
  if (!seed) return { kind: 'crypto' };
  const text = seed.slice(0, MAX_SEED_LENGTH);
  return { kind: 'seeded', seed: text, state: seededState(text) };
}

/**
 * Cards burned at the start of a `cut-card` shoe, given the point value 0–9 of its first card:
 * that card face up, then as many cards as its value, 10/J/Q/K counting as 10 (src/engine/RULES.md § Shoe, cut card and burn).
 */
export function burnCount(firstCardPoints: number): number {
  return 1 + (firstCardPoints || 10);
}

/** Most cards a burn takes: the face-up card and ten more under a 10 or a picture card. */
export const MAX_BURNED = burnCount(0);

/**
 * Index of the first card behind the cut card of a shoe of `cards` cards: the cut card goes
 * CUT_CARD_FROM_END.min … max cards from the back, the distance drawn with randomInt from `rng`
 * (one draw, after the shuffle). src/engine/RULES.md § Shoe, cut card and burn.
 */
export function cutCardIndex(cards: number, rng: Rng): number {
  return cards - (CUT_CARD_FROM_END.min + randomInt(rng, CUT_CARD_FROM_END.max - CUT_CARD_FROM_END.min + 1));
}

function buildShoe(decks: DeckCount, policy: ReshufflePolicy, shoeNumber: number, spec: RngSpec, entropy: Entropy | undefined): Shoe {
  const rng: Rng = rngFromSpec(spec, entropy);
  // Every round: the order is drawn only when the round is dealt (dealRound), so no stored or
  // shown shoe between rounds holds the next round's cards (src/engine/RULES.md § Shoe, cut card and burn 4).
  if (policy === 'every-round') return { decks, policy, cards: orderedCardIds(decks), next: 0, cutAt: decks * CARDS_PER_DECK, burned: [], shoeNumber, rng: spec };
  const cards = shuffle(orderedCardIds(decks), rng);
  const count = burnCount(pointValue(cardFromId(cards[0]!).rank));
  const cutAt = cutCardIndex(cards.length, rng);
  return { decks, policy, cards, next: count, cutAt, burned: cards.slice(0, count), shoeNumber, rng: specAfter(spec, rng) };
}

/** An `every-round` shoe shuffled for the round being dealt: the same decks in a fresh order, the generator moved on. */
function shuffledForRound(shoe: Shoe, entropy: Entropy | undefined): Shoe {
  const rng: Rng = rngFromSpec(shoe.rng, entropy);
  const cards = shuffle(orderedCardIds(shoe.decks), rng);
  return { ...shoe, cards, next: 0, cutAt: cards.length, burned: [], rng: specAfter(shoe.rng, rng) };
}

/**
 * A fresh shoe: shuffled, burned and with a cut card under `cut-card`; under `every-round` the
 * decks unshuffled, since each round's shuffle happens as it is dealt. `entropy` is the secure
 * source for a crypto spec (the default); a seeded spec ignores it.
 * @throws RangeError for a deck count other than 1, 6 or 8; TypeError for crypto without entropy.
 */
export function createShoe(decks: DeckCount, policy: ReshufflePolicy, spec: RngSpec = { kind: 'crypto' }, entropy?: Entropy): Shoe {
  if (!DECK_COUNTS.includes(decks)) throw new RangeError(`bad deck count ${decks}`);
  return buildShoe(decks, policy, 1, spec, entropy);
}

/**
 * The same table's next shoe: reshuffled from the full decks, numbered one higher.
 * @throws TypeError for a crypto shoe without `entropy`.
 */
export function reshuffle(shoe: Shoe, entropy?: Entropy): Shoe {
  return buildShoe(shoe.decks, shoe.policy, shoe.shoeNumber + 1, shoe.rng, entropy);
}

/** Cards left to deal, cut card ignored. */
export function cardsLeft(shoe: Shoe): number {
  return shoe.cards.length - shoe.next;
}

/**
 * The cards the player has not seen, in shoe order: those still to deal, then the burned cards
 * after the first (burned face down). The first burned card was shown face up and every dealt card
 * was shown, so neither is unseen (src/engine/RULES.md § Shoe, cut card and burn 5). This is the
 * shoe as the player's seat knows it: the exact next-coup odds are the odds of these cards.
 */
export function unseenCardIds(shoe: Shoe): CardId[] {
  return [...shoe.cards.slice(shoe.next), ...faceDownBurned(shoe)];
}

/** The card burned face up at the start of a cut-card shoe, or null (src/engine/RULES.md § Shoe, cut card and burn 5). */
export function faceUpBurn(shoe: Shoe): CardId | null {
  return shoe.burned[0] ?? null;
}

/** The cards burned face down at the start of a cut-card shoe: every burned card after the face-up one (none under `every-round`). */
export function faceDownBurned(shoe: Shoe): CardId[] {
  return shoe.burned.slice(1);
}

/**
 * Whether a round has been dealt from the shoe: cards have left it beyond its burn (a sound shoe's
 * burned cards are its first cards, all before `next`).
 */
export function dealtFrom(shoe: Shoe): boolean {
  return shoe.next > shoe.burned.length;
}

/**
 * Deals one round. Under `every-round` the shoe is shuffled first, from the generator, and the
 * returned shoe is the next one, unshuffled until its own deal; under `cut-card` the round comes
 * off the top and the shoe is reshuffled once the cut card has come out (the round in progress
 * finishes first). The cut card lies at least 14 cards from the end, so a round never runs the
 * shoe dry. `entropy` is needed to shuffle a crypto shoe (see createShoe).
 * Source: src/engine/RULES.md § Shoe, cut card and burn 4.
 * @throws ShortDeckError only for a damaged shoe with fewer than 6 cards left; TypeError for a
 *   crypto shoe that must be shuffled without `entropy`.
 */
export function dealRound(shoe: Shoe, entropy?: Entropy): DealtRound {
  const from = shoe.policy === 'every-round' ? shuffledForRound(shoe, entropy) : shoe;
  const upcoming: Card[] = [];
  for (let i = from.next; i < Math.min(from.next + 6, from.cards.length); i++) upcoming.push(cardFromId(from.cards[i]!));
  const coup = resolveCoup(upcoming);
  const next = from.next + coup.dealOrder.length;
  // The cut card lies just before index cutAt: it comes out when that card is dealt.
  const cutCardOut = from.policy === 'cut-card' && from.next <= from.cutAt && next > from.cutAt;
  const reshuffled = from.policy === 'every-round' || next > from.cutAt;
  const after: Shoe = reshuffled ? reshuffle(from, entropy) : { ...from, next };
  return { coup, shoe: after, cutCardOut, reshuffled };
}

/**
 * Checks a stored shoe: every id of its decks exactly once, indexes in range.
 * Returns a reason string, or null when the shoe is sound.
 */
export function shoeProblem(shoe: Shoe): string | null {
  const n = shoe.decks * CARDS_PER_DECK;
  if (!DECK_COUNTS.includes(shoe.decks)) return 'deck count';
  if (shoe.cards.length !== n) return 'card count';
  const seen = new Uint8Array(n);
  for (const id of shoe.cards) {
    if (!Number.isInteger(id) || id < 0 || id >= n || seen[id]) return 'duplicate or unknown card';
    seen[id] = 1;
  }
  if (!Number.isInteger(shoe.next) || shoe.next < 0 || shoe.next > n - 6) return 'next index';
  if (!Number.isInteger(shoe.cutAt) || shoe.cutAt < 0 || shoe.cutAt > n) return 'cut card';
  if (shoe.policy === 'cut-card' && n - shoe.cutAt < 6) return 'cut card';
  // The burned cards are the first cards of the shoe, none of them still to deal.
  if (!Array.isArray(shoe.burned) || shoe.burned.length > shoe.next || shoe.burned.some((id, i) => id !== shoe.cards[i])) return 'burned cards';
  return null;
}
