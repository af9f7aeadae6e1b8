/**
 * Resolution of one coup from cards in deal order. Source: RULES.md "A round".
 * Returns every card, the totals, the winner and the reason for each draw or stand,
 * so the explain feature can narrate the coup without restating a rule.
 */
import { type Card, handTotal, pointValue } from './cards.ts';
import {
  type Outcome,
  type Side,
  bankerDraws,
  compareTotals,
  isNatural,
  playerDraws,
} from './rules.ts';

/** One step of a coup, in the order it happened; totals are points 0–9. */
export type CoupStep =
  /** Both hands have two cards. */
  | { kind: 'initial'; playerTotal: number; bankerTotal: number }
  /** A natural (8 or 9) on either side: both hands stand (RULES.md "A round" 3). */
  | { kind: 'natural'; sides: Side[]; playerTotal: number; bankerTotal: number }
  /** Player draws on 0–5 (RULES.md "A round" 4); `card` is the third card, `newTotal` the result. */
  | { kind: 'player-draws'; total: number; card: Card; newTotal: number }
  /** Player stands on 6–7. */
  | { kind: 'player-stands'; total: number }
  /**
   * Banker draws (RULES.md "A round" 5). `playerThird` is the point value of Player's third card,
   * or null when Player stood (then Banker draws on 0–5).
   */
  | { kind: 'banker-draws'; total: number; playerThird: number | null; card: Card; newTotal: number }
  /** Banker stands; same fields as `banker-draws` without the card. */
  | { kind: 'banker-stands'; total: number; playerThird: number | null }
  /** The comparison (RULES.md "A round" 6). */
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

/** Thrown when the cards run out before the coup is complete. */
export class ShortDeckError extends Error {
  constructor(public readonly needed: number, public readonly had: number) {
    super(`the coup needs at least ${needed} cards, got ${had}`);
    this.name = 'ShortDeckError';
  }
}

/**
 * Resolves a coup from cards in the order they leave the shoe (P, B, P, B, Player's third if
 * drawn, Banker's third if drawn). Extra cards are ignored; `dealOrder.length` tells how many
 * were used (4–6).
 * @throws ShortDeckError when the list ends before the coup does.
 */
export function resolveCoup(cards: readonly Card[]): Coup {
  let i = 0;
  const take = (): Card => {
    const c = cards[i];
    // Every coup needs the four initial cards, so a shorter list is reported as needing at least 4.
    if (!c) throw new ShortDeckError(Math.max(i + 1, 4), cards.length);
    i++;
    return c;
  };
  const p1 = take(), b1 = take(), p2 = take(), b2 = take();
  const player = [p1, p2];
  const banker = [b1, b2];
  const dealOrder = [p1, b1, p2, b2];
  const p0 = handTotal(player);
  const b0 = handTotal(banker);
  const steps: CoupStep[] = [{ kind: 'initial', playerTotal: p0, bankerTotal: b0 }];
  const playerNatural = isNatural(p0);
  const bankerNatural = isNatural(b0);
  let playerDrew = false;
  let bankerDrew = false;

  if (playerNatural || bankerNatural) {
    const sides: Side[] = [];
    if (playerNatural) sides.push('player');
    if (bankerNatural) sides.push('banker');
    steps.push({ kind: 'natural', sides, playerTotal: p0, bankerTotal: b0 });
  } else {
    let playerThird: number | null = null;
    if (playerDraws(p0)) {
      const c = take();
      player.push(c);
      dealOrder.push(c);
      playerDrew = true;
      playerThird = pointValue(c.rank);
      steps.push({ kind: 'player-draws', total: p0, card: c, newTotal: handTotal(player) });
    } else {
      steps.push({ kind: 'player-stands', total: p0 });
    }
    if (bankerDraws(b0, playerThird)) {
      const c = take();
      banker.push(c);
      dealOrder.push(c);
      bankerDrew = true;
      steps.push({ kind: 'banker-draws', total: b0, playerThird, card: c, newTotal: handTotal(banker) });
    } else {
      steps.push({ kind: 'banker-stands', total: b0, playerThird });
    }
  }

  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner = compareTotals(playerTotal, bankerTotal);
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
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
    steps,
  };
}
