/**
 * The reveal of a round as one pure timeline. The round is settled by the store when GI is
 * pressed; the reveal only shows it: each card leaves the shoe face down, lands, and turns face
 * up, in the deal order P, B, P, B, then the third cards (src/engine/RULES.md § Drawing rules, Deal order). From
 * that timeline alone come every card's pose, the total badges, which explain steps may show,
 * and when the result shows and the reveal ends. Nothing here knows React or a timer: a view
 * asks `revealAt(schedule, t)` and `cardPose(schedule, i, t)` for a time `t` in ms since the
 * reveal began, so whoever moves `t` (a timer or a test) moves all of them together and nothing
 * can run ahead of a card. When the player squeezes (squeezeSchedule.ts), the cards they turn by
 * hand wait face down, with no face-up time, until turned; everything after them waits too.
 */
import { type Card, type Coup, type Side, INITIAL_CARDS, handTotal } from '../../../engine/index.ts';

/** How the reveal is paced: the player's "fast" setting, and the system's reduced-motion wish. */
export interface RevealSpeed {
  fast: boolean;
  /** Cards appear in place and turn without moving (prefers-reduced-motion). The pace is kept. */
  reducedMotion: boolean;
}

/** Milliseconds between cards at normal speed; fast halves it (a round takes about 2–4 s). */
export const CARD_INTERVAL_MS = 480;
/** A reveal's pace, ms: between cards, the extra pause before a third card, a card's flight and turn. */
export interface RevealPace {
  interval: number;
  pause: number;
  flight: number;
}

/** The pace at `speed`. */
export function revealPace(speed: Pick<RevealSpeed, 'fast'>): RevealPace {
  const interval = speed.fast ? CARD_INTERVAL_MS / 2 : CARD_INTERVAL_MS;
  return { interval, pause: speed.fast ? THIRD_CARD_PAUSE_MS / 2 : THIRD_CARD_PAUSE_MS, flight: interval * FLIGHT_FACTOR };
}
/** A card's flight and turn together take this many card intervals. */
const FLIGHT_FACTOR = 1.2;
/** Extra pause before each third card, so the drawing decision can be followed. */
const THIRD_CARD_PAUSE_MS = 260;
/** Parts of a card's flight (0 = leaves the shoe, 1 = flight time later): it travels, then turns. */
const LANDS = 0.6;
const TURN_STARTS = 0.55;
const TURN_ENDS = 0.95;

/** One card's moments, in ms since the reveal began; flyAt < landAt, turnAt < faceUpAt < restAt. */
export interface CardTiming {
  card: Card;
  side: Side;
  /** Its place in the deal order (0-based). */
  dealIndex: number;
  /** Leaves the shoe, face down; from here it is on the felt. */
  flyAt: number;
  /** Reaches its place in the hand. */
  landAt: number;
  /** Starts to turn. */
  turnAt: number;
  /**
   * Half turned: from here its face shows, so from here (and not before) its rank and suit are in
   * the page, it counts in its hand's total and the steps that speak of it may show.
   */
  faceUpAt: number;
  /** Lies face up, still. */
  restAt: number;
  /**
   * A card the player turns by hand (the squeeze): face down, it may be turned from `readyAt`;
   * until it is, its `faceUpAt` and `restAt` are Infinity.
   */
  byHand?: { readyAt: number };
}

/** A round's reveal: its cards in deal order and when it ends. */
export interface RevealSchedule {
  cards: CardTiming[];
  /**
   * The last card lies face up: the result shows, the round counts as settled, presses act again.
   * Infinity while a card waits for the player.
   */
  endAt: number;
  reducedMotion: boolean;
}

/**
 * The timeline of `coup` at `speed`. Cards leave the shoe one interval apart (a third card after
 * an extra pause); the reveal ends when the last card lies face up. Pure.
 */
export function revealSchedule(coup: Pick<Coup, 'player' | 'dealOrder'>, speed: RevealSpeed): RevealSchedule {
  const { interval, pause, flight } = revealPace(speed);
  const cards = coup.dealOrder.map((card, dealIndex): CardTiming => {
    const flyAt = interval / 3 + dealIndex * interval + Math.max(0, dealIndex - (INITIAL_CARDS - 1)) * pause;
    return {
      card,
      side: coup.player.includes(card) ? 'player' : 'banker',
      dealIndex,
      flyAt,
      landAt: flyAt + flight * LANDS,
      turnAt: flyAt + flight * TURN_STARTS,
      faceUpAt: flyAt + flight * ((TURN_STARTS + TURN_ENDS) / 2),
      restAt: flyAt + flight * TURN_ENDS,
    };
  });
  const endAt = cards.length > 0 ? cards[cards.length - 1]!.restAt : 0;
  return { cards, endAt, reducedMotion: speed.reducedMotion };
}

/** What the table shows at one instant of the reveal. */
export interface RevealState {
  /** Cards on the felt (face down or up), in deal order. */
  dealt: number;
  /**
   * Cards face up from the first in deal order (the explain steps read it). Without a squeeze the
   * cards turn in deal order and this is every face-up card.
   */
  faceUp: number;
  /** Each hand's total over its face-up cards; null while none of its cards is face up. */
  totals: Record<Side, number | null>;
  /** The reveal is over: the result shows. */
  ended: boolean;
  /**
   * Each card in deal order: `up` once face up; `ready` when face down and waiting for the player
   * to turn it (the squeeze); otherwise `down` (face down, or not yet dealt).
   */
  faces: Facing[];
}

/** How a card lies at one instant (see RevealState.faces). */
export type Facing = 'down' | 'ready' | 'up';

/** The state of the reveal at `t` ms (Infinity: a round shown settled, every card face up). Pure. */
export function revealAt(schedule: RevealSchedule, t: number): RevealState {
  const dealt = schedule.cards.filter((c) => t >= c.flyAt).length;
  const up = schedule.cards.filter((c) => t >= c.faceUpAt);
  const faces = schedule.cards.map((c): Facing => (t >= c.faceUpAt ? 'up' : c.byHand && t >= c.byHand.readyAt ? 'ready' : 'down'));
  const down = faces.findIndex((f) => f !== 'up');
  const total = (side: Side) => {
    const cards = up.filter((c) => c.side === side).map((c) => c.card);
    return cards.length > 0 ? handTotal(cards) : null;
  };
  return {
    dealt,
    faceUp: down < 0 ? schedule.cards.length : down,
    totals: { player: total('player'), banker: total('banker') },
    ended: t >= schedule.endAt,
    faces,
  };
}

/**
 * The instants at which what the table shows changes (a card dealt, ready to be turned by hand or
 * face up, the end), ascending and finite (for a clock to wake at).
 */
export function revealMoments(schedule: RevealSchedule): number[] {
  const all = schedule.cards.flatMap((c) => [c.flyAt, c.faceUpAt, c.byHand?.readyAt ?? c.flyAt]).concat(schedule.endAt);
  return [...new Set(all)].filter(Number.isFinite).sort((a, b) => a - b);
}

/** A card's pose: how far it has come from the shoe, and how far it has turned (0 face down, 1 face up). */
export interface CardPose {
  /** 0 at the shoe (unseen), 1 in its place in the hand. */
  travel: number;
  /** 0 face down … 0.5 edge-on (its face starts to show) … 1 face up. */
  turn: number;
}

// NaN (a card waiting for the player: Infinity − Infinity) is 0, not yet begun.
const clamp01 = (x: number) => Math.min(1, Math.max(0, x)) || 0;
const easeOut = (x: number) => 1 - (1 - x) ** 3;
const easeInOut = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);

/**
 * The pose of card `dealIndex` at `t` ms. The turn is half done exactly at `faceUpAt`, so a view
 * that shows the face from then on shows it edge-on first. With reduced motion a card is in its
 * place from `flyAt` and turns at once at `faceUpAt`. Pure.
 */
export function cardPose(schedule: RevealSchedule, dealIndex: number, t: number): CardPose {
  const c = schedule.cards[dealIndex];
  if (!c) return { travel: 1, turn: 1 };
  if (schedule.reducedMotion) return { travel: t >= c.flyAt ? 1 : 0, turn: t >= c.faceUpAt ? 1 : 0 };
  return {
    travel: easeOut(clamp01((t - c.flyAt) / (c.landAt - c.flyAt))),
    turn: easeInOut(clamp01((t - c.turnAt) / (c.restAt - c.turnAt))),
  };
}
