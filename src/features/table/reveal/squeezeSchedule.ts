/**
 * The reveal when the player squeezes their own cards (the "squeeze" of live tables). The round is
 * settled already; only the order and the moments of the turns change: the hand the player bet on
 * is dealt face down and each of its cards waits for the player to turn it, and the rest of the
 * reveal waits for those turns. As at a live table the hands are shown in turn: Player's two cards,
 * then Banker's two, then Player's third card, then Banker's (src/engine/RULES.md § Drawing rules,
 * Deal order); a third card leaves the shoe only once the cards before it lie face up, since the
 * drawing rule reads them. The cards the table turns itself keep their normal pace. Pure, and part
 * of the squeeze's own chunk (squeeze.tsx), so the first load does not carry it: it is built on the
 * normal timeline, handed in, and imports nothing at run time (an import of the table's modules
 * would make the bundler split them out of the first load's chunks).
 */
import type { Bets, Coup, Side } from '../../../engine/index.ts';
import type { CardTiming, RevealPace, RevealSchedule } from './revealSchedule.ts';

/** The player turned a card by hand at `at` ms since the reveal began; `peeled`: after peeling it (its face already half seen). */
export interface PlayerTurn {
  at: number;
  peeled: boolean;
}

/**
 * The hand the player squeezes: the one with the larger stake; Player when the stakes are equal
 * or there are none on either hand (only Tie or side bets).
 */
export function squeezedSide(bets: Pick<Bets, 'player' | 'banker'>): Side {
  return bets.banker > bets.player ? 'banker' : 'player';
}

/** A hand's third card (the first two are dealt before any third card, src/engine/RULES.md § Drawing rules). */
const isThird = (c: CardTiming, coup: Pick<Coup, 'player' | 'banker'>) => coup[c.side].indexOf(c.card) === 2;

/**
 * The order in which the hands are shown: 0 Player's first two cards, 1 Banker's, 2 Player's
 * third card, 3 Banker's third card.
 */
function showing(c: CardTiming, coup: Pick<Coup, 'player' | 'banker'>): number {
  return (isThird(c, coup) ? 2 : 0) + (c.side === 'player' ? 0 : 1);
}

/**
 * The timeline of `coup` when the player squeezes `side`, from its normal timeline `base` and pace
 * (revealSchedule and revealPace at the reveal's speed), given the turns made so far
 * (`turns[i]` for the card at deal index i; a turn recorded for a card not yet ready, as by "turn
 * all", takes effect once it is ready). A card of `side` may be turned once it has landed and the
 * hands shown before it lie face up; turned by a button it makes a whole turn from then, turned by
 * peeling it is face up at once and settles flat. A card the table turns itself turns at its normal
 * moment, but not before the hands shown before it lie face up (then half an interval after the card
 * before it). Cards after an unturned card of `side` get no face-up time (Infinity), nor does the end.
 */
export function squeezeSchedule(
  base: RevealSchedule,
  pace: RevealPace,
  coup: Pick<Coup, 'player' | 'banker'>,
  side: Side,
  turns: readonly (PlayerTurn | undefined)[],
): RevealSchedule {
  const { interval, pause } = pace;
  const cards: CardTiming[] = [];
  // When the hands shown so far lie face up.
  let shown = -Infinity;
  for (let group = 0; group < 4; group++) {
    let groupShown = shown;
    let lastTurn = -Infinity;
    for (const c of base.cards.filter((x) => showing(x, coup) === group)) {
      const half = c.faceUpAt - c.turnAt;
      const whole = c.restAt - c.turnAt;
      // A third card leaves the shoe a pause after the cards it is drawn on lie face up.
      const delay = isThird(c, coup) ? Math.max(0, shown + pause - c.flyAt) : 0;
      const flyAt = c.flyAt + delay;
      const landAt = c.landAt + delay;
      let turnAt: number;
      // A peeled card faces up the instant the player's peel turned it (not turnAt + half, which float rounding may put a hair before).
      let faceUpAt: number | undefined;
      let byHand: CardTiming['byHand'];
      const turn = turns[c.dealIndex];
      if (c.side === side) {
        const readyAt = Math.max(landAt, shown);
        byHand = { readyAt };
        const from = turn ? Math.max(turn.at, readyAt) : Infinity;
        turnAt = turn?.peeled ? from - half : from;
        if (turn?.peeled) faceUpAt = from;
      } else {
        turnAt = Math.max(c.turnAt + delay, shown, lastTurn + interval / 2);
      }
      lastTurn = turnAt;
      const timing: CardTiming = { ...c, flyAt, landAt, turnAt, faceUpAt: faceUpAt ?? turnAt + half, restAt: turnAt + whole };
      if (byHand) timing.byHand = byHand;
      if (c.side === side && !turn) timing.turnAt = byHand!.readyAt;
      groupShown = Math.max(groupShown, timing.restAt);
      cards.push(timing);
    }
    shown = groupShown;
  }
  cards.sort((a, b) => a.dealIndex - b.dealIndex);
  return { cards, endAt: Math.max(0, ...cards.map((c) => c.restAt)), reducedMotion: base.reducedMotion };
}

/**
 * The turns after the player turns the cards at deal indices `cards` (or `'all'`: every card of
 * the squeezed hand, those still to come included) at `at` ms; cards turned before keep their turn.
 */
export function turned(
  schedule: RevealSchedule,
  turns: readonly (PlayerTurn | undefined)[],
  cards: readonly number[] | 'all',
  at: number,
  peeled: boolean,
): (PlayerTurn | undefined)[] {
  return schedule.cards.map((c, i) => turns[i] ?? (c.byHand && (cards === 'all' || cards.includes(i)) ? { at, peeled } : undefined));
}
