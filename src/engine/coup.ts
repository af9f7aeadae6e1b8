/**
 * Resolution of one coup from cards in deal order. Source: src/engine/RULES.md § Drawing rules.
 * Returns every card, the totals, the winner and the reason for each draw or stand,
 * so the explain feature can narrate the coup without restating a rule.
 */
import { type Card, POINT_BY_RANK_INDEX, handTotal, pointValue, rankIndex } from './cards.ts';
import {
  type Outcome,
  type Side,
  BANKER_DRAW_LOOKUP,
  INITIAL_CARDS,
  MAX_COUP_CARDS,
  compareTotals,
  isNatural,
  playerDraws,
} from './rules.ts';

/** One step of a coup, in the order it happened; totals are points 0–9. */
export type CoupStep =
  /** Both hands have two cards. */
  | { kind: 'initial'; playerTotal: number; bankerTotal: number }
  /** A natural (8 or 9) on either side: both hands stand (src/engine/RULES.md § Drawing rules, Naturals). */
  | { kind: 'natural'; sides: Side[]; playerTotal: number; bankerTotal: number }
  /** Player draws on 0–5 (src/engine/RULES.md § Drawing rules, Player rule); `card` is the third card, `newTotal` the result. */
  | { kind: 'player-draws'; total: number; card: Card; newTotal: number }
  /** Player stands on 6–7. */
  | { kind: 'player-stands'; total: number }
  /**
   * Banker draws (src/engine/RULES.md § Drawing rules, Banker's table). `playerThird` is the point value of Player's third card,
   * or null when Player stood (then Banker draws on 0–5).
   */
  | { kind: 'banker-draws'; total: number; playerThird: number | null; card: Card; newTotal: number }
  /** Banker stands; same fields as `banker-draws` without the card. */
  | { kind: 'banker-stands'; total: number; playerThird: number | null }
  /** The comparison (src/engine/RULES.md § Drawing rules, Result). */
  | { kind: 'result'; winner: Outcome; playerTotal: number; bankerTotal: number };

/** A resolved coup. Totals are points 0–9. */
export interface Coup {
  /** Player's cards in the order dealt (2 or 3). */
  player: Card[];
  /** Banker's cards in the order dealt (2 or 3). */
  banker: Card[];
  /** Every card in the order it left the shoe: P, B, P, B, then third cards. */
  dealOrder: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Outcome;
  /** True when either hand had 8 or 9 on two cards. */
  natural: boolean;
  playerNatural: boolean;
  bankerNatural: boolean;
  playerDrew: boolean;
  bankerDrew: boolean;
  /** First two Player cards of equal rank. */
  playerPair: boolean;
  /** First two Banker cards of equal rank. */
  bankerPair: boolean;
  steps: CoupStep[];
}

/** What a bet needs to know of a coup: a part of `Coup`, whose fields say what each is. */
export type CoupFacts = Pick<
  Coup,
  'winner' | 'playerTotal' | 'bankerTotal' | 'playerNatural' | 'bankerNatural' | 'playerDrew' | 'bankerDrew' | 'playerPair' | 'bankerPair'
>;

/** Thrown when the cards run out before the coup is complete. */
export class ShortDeckError extends Error {
  constructor(public readonly needed: number, public readonly had: number) {
    super(`the coup needs at least ${needed} cards, got ${had}`);
    this.name = 'ShortDeckError';
  }
}

// ---------------------------------------------------------------------------------------------
// The coup over rank indices, allocation-free: the one place the drawing rules are applied to a
// deal. `resolveCoup` (the table) and the simulator both call it.

/** Bits of the packed result of `coupOutcome`. Totals are points 0–9. */
export const COUP_BITS = {
  /** Player's final total: `code & 15`. */
  playerTotalShift: 0,
  /** Banker's final total: `(code >> 4) & 15`. */
  bankerTotalShift: 4,
  /** Cards the coup used, 4–6: `(code >> 8) & 7`. */
  cardsShift: 8,
  /** Winner: `(code >> 11) & 3` is an index into COUP_WINNERS. */
  winnerShift: 11,
  playerDrew: 1 << 13,
  bankerDrew: 1 << 14,
  playerNatural: 1 << 15,
  bankerNatural: 1 << 16,
  /** Player's first two cards are of equal rank. */
  playerPair: 1 << 17,
  /** Banker's first two cards are of equal rank. */
  bankerPair: 1 << 18,
} as const;

/** Winners by the code in COUP_BITS.winnerShift. */
export const COUP_WINNERS: readonly Outcome[] = ['player', 'banker', 'tie'];

/** Every packed code is below this (a histogram over codes needs this many slots). */
export const COUP_CODE_LIMIT = 1 << 19;

/** The facts a bet is paid on (`settleBet`), read from a packed coup code (COUP_BITS). */
export function factsOfCode(code: number): CoupFacts {
  return {
    playerTotal: (code >> COUP_BITS.playerTotalShift) & 15,
    bankerTotal: (code >> COUP_BITS.bankerTotalShift) & 15,
    winner: COUP_WINNERS[(code >> COUP_BITS.winnerShift) & 3]!,
    playerDrew: (code & COUP_BITS.playerDrew) !== 0,
    bankerDrew: (code & COUP_BITS.bankerDrew) !== 0,
    playerNatural: (code & COUP_BITS.playerNatural) !== 0,
    bankerNatural: (code & COUP_BITS.bankerNatural) !== 0,
    playerPair: (code & COUP_BITS.playerPair) !== 0,
    bankerPair: (code & COUP_BITS.bankerPair) !== 0,
  };
}

/** Point value by rank index, as bytes for the hot path. */
const POINT = Uint8Array.from(POINT_BY_RANK_INDEX);
/** Winner code by playerTotal × 10 + bankerTotal, from compareTotals (nothing restated). */
const WINNER_CODE = Uint8Array.from({ length: 100 }, (_, i) =>
  COUP_WINNERS.indexOf(compareTotals(Math.floor(i / 10), i % 10)),
);

/**
 * Plays the coup whose cards, as rank indices 0–12 (A … K, see RANKS), start at `ranks[at]` in
 * deal order: P, B, P, B, then Player's third if drawn, then Banker's third if drawn
 * (src/engine/RULES.md § Drawing rules). Reads only the cards the coup uses; the caller makes sure six are there. Returns a
 * packed integer described by COUP_BITS (totals, cards used, winner, draws, naturals, pairs).
 * Allocates nothing, so the simulator can call it millions of times a second.
 */
export function coupOutcome(ranks: Uint8Array, at: number): number {
  const r1 = ranks[at]!, r2 = ranks[at + 1]!, r3 = ranks[at + 2]!, r4 = ranks[at + 3]!;
  // Hand total: the sum of point values modulo 10 (src/engine/RULES.md § Cards and totals, handTotal).
  const p0 = (POINT[r1]! + POINT[r3]!) % 10;
  const b0 = (POINT[r2]! + POINT[r4]!) % 10;
  let flags = (r1 === r3 ? COUP_BITS.playerPair : 0) | (r2 === r4 ? COUP_BITS.bankerPair : 0);
  let p = p0;
  let b = b0;
  let used = INITIAL_CARDS;
  if (isNatural(p0) || isNatural(b0)) {
    flags |= (isNatural(p0) ? COUP_BITS.playerNatural : 0) | (isNatural(b0) ? COUP_BITS.bankerNatural : 0);
  } else {
    // Column of BANKER_DRAW_LOOKUP: 0 when Player stood, else Player's third card's value + 1.
    let column = 0;
    if (playerDraws(p0)) {
      const v = POINT[ranks[at + 4]!]!;
      p = (p0 + v) % 10;
      column = v + 1;
      used = 5;
      flags |= COUP_BITS.playerDrew;
    }
    if (BANKER_DRAW_LOOKUP[b0 * 11 + column] === 1) {
      b = (b0 + POINT[ranks[at + used]!]!) % 10;
      used++;
      flags |= COUP_BITS.bankerDrew;
    }
  }
  return (
    (p << COUP_BITS.playerTotalShift) |
    (b << COUP_BITS.bankerTotalShift) |
    (used << COUP_BITS.cardsShift) |
    (WINNER_CODE[p * 10 + b]! << COUP_BITS.winnerShift) |
    flags
  );
}

/**
 * Resolves a coup from cards in the order they leave the shoe (P, B, P, B, Player's third if
 * drawn, Banker's third if drawn). Extra cards are ignored; `dealOrder.length` tells how many
 * were used (4–6). The decisions come from `coupOutcome` (read by `factsOfCode`); this adds the cards and the steps.
 * @throws ShortDeckError when the list ends before the coup does.
 */
export function resolveCoup(cards: readonly Card[]): Coup {
  // Missing cards read as aces: the coup only reaches them when it needs more cards than given,
  // and then it is refused below, before anything depends on them.
  const ranks = new Uint8Array(6);
  for (let i = 0; i < MAX_COUP_CARDS && i < cards.length; i++) ranks[i] = rankIndex(cards[i]!.rank);
  const code = coupOutcome(ranks, 0);
  const used = (code >> COUP_BITS.cardsShift) & 7;
  // Every coup needs the four initial cards, so a shorter list is reported as needing at least those.
  if (used > cards.length) throw new ShortDeckError(Math.max(cards.length + 1, INITIAL_CARDS), cards.length);

  const [p1, b1, p2, b2] = cards as [Card, Card, Card, Card];
  const player = [p1, p2];
  const banker = [b1, b2];
  const dealOrder = [p1, b1, p2, b2];
  const p0 = handTotal(player);
  const b0 = handTotal(banker);
  const steps: CoupStep[] = [{ kind: 'initial', playerTotal: p0, bankerTotal: b0 }];
  const { playerTotal, bankerTotal, winner, playerNatural, bankerNatural, playerDrew, bankerDrew, playerPair, bankerPair } = factsOfCode(code);

  if (playerNatural || bankerNatural) {
    const sides: Side[] = [];
    if (playerNatural) sides.push('player');
    if (bankerNatural) sides.push('banker');
    steps.push({ kind: 'natural', sides, playerTotal: p0, bankerTotal: b0 });
  } else {
    let playerThird: number | null = null;
    if (playerDrew) {
      const c = cards[4]!;
      player.push(c);
      dealOrder.push(c);
      playerThird = pointValue(c.rank);
      steps.push({ kind: 'player-draws', total: p0, card: c, newTotal: handTotal(player) });
    } else {
      steps.push({ kind: 'player-stands', total: p0 });
    }
    if (bankerDrew) {
      const c = cards[dealOrder.length]!;
      banker.push(c);
      dealOrder.push(c);
      steps.push({ kind: 'banker-draws', total: b0, playerThird, card: c, newTotal: handTotal(banker) });
    } else {
      steps.push({ kind: 'banker-stands', total: b0, playerThird });
    }
  }

  steps.push({ kind: 'result', winner, playerTotal, bankerTotal });
  return {
    player,
    banker,
    dealOrder,
    playerTotal,
    bankerTotal,
    winner,
    natural: playerNatural || bankerNatural,
    playerNatural,
    bankerNatural,
    playerDrew,
    bankerDrew,
    playerPair,
    bankerPair,
    steps,
  };
}
