/**
 * The squeeze's chunk, loaded only when the player has chosen to turn their own cards: the
 * schedule (squeezeSchedule.ts), the card the player peels or turns, and "turn all". A card
 * waiting for the player is a button named only as a face-down card; its face enters the page
 * while it is being peeled and not before (src/README.md § Where things happen, the reveal).
 * What it needs of the table (the card's drawings, the face-down name) is handed in, and its own
 * texts come with it: it imports nothing of the first load but React, so the bundler keeps the
 * first load's chunks as they are.
 */
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Language } from '../../../store/types.ts';
import type { RevealSchedule } from './revealSchedule.ts';
import { type Point, clipPath, fold, lift, nearestCorner } from './peel.ts';
import nb from '../../../../locales/nb/squeeze.json';
import sv from '../../../../locales/sv/squeeze.json';
import styles from './squeeze.module.css';

export { squeezeSchedule, squeezedSide, turned } from './squeezeSchedule.ts';

/** The squeeze's texts (locales/<lng>/squeeze.json), in its chunk rather than the first load's. */
const TEXTS: Record<Language, typeof nb> = { nb, sv };

/** Lifted past this share of its area, a peeled card turns. */
export const TURN_AT = 0.45;
/** A drag shorter than this (px) is a tap: it turns the card at once. */
const TAP_PX = 6;
/** How long a peeled card that was let go falls back flat, ms. */
const FALL_MS = 160;
/**
 * A card turned while it had focus (Enter, Space, a press) leaves the page: the next card of the
 * hand to turn takes the focus, as soon as it may be turned, unless the player has moved it.
 */
let focusNext = false;

interface SqueezeCardProps {
  /** The card's back, and its face (rendered only while it is peeled). */
  back: ReactNode;
  face: ReactNode;
  /** Its accessible name: that of a face-down card. */
  label: string;
  /** It may be turned now (it has landed and the hands shown before it lie face up). */
  ready: boolean;
  /** A third card, lying sideways (its slot is turned 90°). */
  third: boolean;
  /** No peeling: a press turns it. */
  reducedMotion: boolean;
  /** The player turned it; `peeled`: by peeling it. */
  onTurn(peeled: boolean): void;
}

interface Drag {
  pointer: number;
  w: number;
  h: number;
  /** The card's centre on screen (moved by the lift) and its turn (a third card lies sideways). */
  centre: Point;
  angle: number;
  /** The lift: the card scaled about the point held while peeled. */
  scale: number;
  corner: Point;
  start: Point;
  to: Point;
  moved: boolean;
}

/**
 * A face-down card of the player's hand. Drag from a corner to peel it (mouse, pen or touch):
 * the corner lifts under the pointer and the face shows from its edge; past TURN_AT it turns.
 * A tap, a click, Enter or Space turns it at once.
 */
export function SqueezeCard({ back: backSide, face, label, ready, third, reducedMotion, onTurn }: SqueezeCardProps) {
  const [peeling, setPeeling] = useState(false);
  const back = useRef<HTMLDivElement>(null);
  const flap = useRef<HTMLDivElement>(null);
  const shade = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const frame = useRef(0);
  const tapped = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  useEffect(() => {
    const el = button.current;
    if (!ready || !focusNext || !el) return;
    const at = el.ownerDocument.activeElement;
    if (at && at !== el.ownerDocument.body) return;
    focusNext = false;
    el.focus();
  });
  const turn = (peeled: boolean) => {
    if (button.current && button.current === button.current.ownerDocument.activeElement) focusNext = true;
    onTurn(peeled);
  };

  /** The screen point in the card's own px (undoing the lift and the sideways turn of a third card). */
  const local = (d: Drag, x: number, y: number): Point => {
    const vx = x - d.centre.x;
    const vy = y - d.centre.y;
    const cos = Math.cos(d.angle);
    const sin = Math.sin(d.angle);
    return { x: (cos * vx + sin * vy) / d.scale + d.w / 2, y: (-sin * vx + cos * vy) / d.scale + d.h / 2 };
  };

  /**
   * Lifts the card held at (x, y): larger about that point (a finger's corner stays under it) and
   * kept on the screen, above its neighbours. A transform only, so nothing else on the felt moves.
   */
  const raise = (d: Drag, el: HTMLElement, x: number, y: number) => {
    const root = el.ownerDocument.documentElement;
    const up = lift(d.w, d.h, third, d.centre, { x, y }, { width: root.clientWidth, height: window.innerHeight });
    d.scale = up.scale;
    d.centre = { x: d.centre.x + up.shift.x, y: d.centre.y + up.shift.y };
    // The shift is on the screen; the transform works in the card's own (maybe turned) frame.
    const cos = Math.cos(d.angle);
    const sin = Math.sin(d.angle);
    const tx = cos * up.shift.x + sin * up.shift.y;
    const ty = -sin * up.shift.x + cos * up.shift.y;
    el.style.transform = `translate(${tx.toFixed(1)}px,${ty.toFixed(1)}px) scale(${up.scale.toFixed(3)})`;
    el.dataset.lifted = '';
    // The drag goes on from here, in the lifted card's px.
    d.start = local(d, x, y);
  };

  const lower = (el: HTMLElement) => {
    el.style.transform = '';
    delete el.dataset.lifted;
  };

  /** Poses the fold for the corner drawn to `to`: clip-paths and a transform only. Returns the share lifted. */
  const pose = (d: Drag, to: Point): number => {
    const f = fold(d.w, d.h, d.corner, to);
    const b = back.current!.style;
    const p = flap.current!.style;
    if (!f) {
      b.clipPath = p.clipPath = '';
      p.visibility = 'hidden';
      return 0;
    }
    b.clipPath = f.back.length > 2 ? clipPath(f.back) : 'polygon(0 0)';
    p.clipPath = clipPath(f.flap);
    p.transform = `matrix(${f.matrix.map((v) => v.toFixed(4)).join(',')})`;
    p.visibility = 'visible';
    shade.current!.style.transform = `translate(${f.crease.x.toFixed(1)}px,${f.crease.y.toFixed(1)}px) rotate(${f.crease.angle.toFixed(4)}rad) translateY(-50%)`;
    return f.lifted;
  };

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    tapped.current = false;
    if (!ready || reducedMotion || !e.isPrimary || e.button !== 0) return;
    const el = e.currentTarget;
    el.setPointerCapture(e.pointerId);
    const r = el.getBoundingClientRect();
    const d: Drag = {
      pointer: e.pointerId,
      w: el.offsetWidth,
      h: el.offsetHeight,
      centre: { x: r.left + r.width / 2, y: r.top + r.height / 2 },
      angle: third ? Math.PI / 2 : 0,
      scale: 1,
      corner: { x: 0, y: 0 },
      start: { x: 0, y: 0 },
      to: { x: 0, y: 0 },
      moved: false,
    };
    d.start = local(d, e.clientX, e.clientY);
    d.corner = nearestCorner(d.w, d.h, d.start);
    d.to = d.corner;
    cancelAnimationFrame(frame.current);
    drag.current = d;
    // A finger or pen covers a phone's small card: it lifts at the touch, so the player sees the
    // card grow under the finger before pulling. A mouse lifts it when the drag begins.
    if (e.pointerType !== 'mouse') raise(d, el, e.clientX, e.clientY);
  };

  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointer) return;
    const p = local(d, e.clientX, e.clientY);
    if (!d.moved && Math.hypot(p.x - d.start.x, p.y - d.start.y) * d.scale < TAP_PX) return;
    if (!d.moved) {
      d.moved = true;
      if (d.scale === 1) raise(d, e.currentTarget, e.clientX, e.clientY);
      else d.start = p;
      setPeeling(true);
    }
    const at = local(d, e.clientX, e.clientY);
    // The fold follows the pointer: the corner goes twice as far, so the face shows from the
    // card's edge up to where the pointer is (the fold lies halfway between the corner's two places).
    d.to = { x: d.corner.x + 2 * (at.x - d.start.x), y: d.corner.y + 2 * (at.y - d.start.y) };
    // One pose per frame however often the pointer reports.
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      if (drag.current !== d) return;
      if (pose(d, d.to) >= TURN_AT) {
        drag.current = null;
        turn(true);
      }
    });
  };

  const onPointerEnd = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointer) return;
    drag.current = null;
    cancelAnimationFrame(frame.current);
    const el = e.currentTarget;
    // A tap: the card lies down again and the click that follows turns it.
    if (!d.moved) return lower(el);
    // Let go past the turn before its frame was drawn: it turns all the same.
    if ((fold(d.w, d.h, d.corner, d.to)?.lifted ?? 0) >= TURN_AT) return turn(true);
    // Not far enough: the corner falls back and the face leaves the page again.
    tapped.current = true;
    const from = d.to;
    const begin = performance.now();
    const fall = () => {
      const k = Math.min(1, (performance.now() - begin) / FALL_MS);
      pose(d, { x: from.x + (d.corner.x - from.x) * k, y: from.y + (d.corner.y - from.y) * k });
      if (k < 1) frame.current = requestAnimationFrame(fall);
      else {
        lower(el);
        setPeeling(false);
      }
    };
    frame.current = requestAnimationFrame(fall);
  };

  return (
    <button
      ref={button}
      type="button"
      className={styles.card}
      data-peeling={peeling || undefined}
      aria-label={label}
      aria-describedby={ready ? 'pb-squeeze-hint' : undefined}
      disabled={!ready}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={() => {
        // A drag let go short of turning is not a press.
        if (tapped.current) tapped.current = false;
        else turn(false);
      }}
    >
      <div ref={back} className={styles.back} aria-hidden>
        {backSide}
      </div>
      <div ref={flap} className={styles.flap} aria-hidden>
        {peeling && face}
        <div ref={shade} className={styles.shade} />
      </div>
    </button>
  );
}

interface TurnAllProps {
  /** Shown while a card of the squeezed hand still waits for a turn. */
  schedule: RevealSchedule;
  language: Language;
  onTurnAll(): void;
}

/** "Turn all" (nb Snu alle, sv Vänd alla) and how to squeeze, in the table's slot for the result. */
export function TurnAll({ schedule, language, onTurnAll }: TurnAllProps) {
  const texts = TEXTS[language];
  // Shown while cards wait; gone, no card is left to take the focus.
  useEffect(() => () => void (focusNext = false), []);
  if (!schedule.cards.some((c) => c.byHand && c.faceUpAt === Infinity)) return null;
  return (
    <div className={styles.bar}>
      <p id="pb-squeeze-hint" className={styles.hint}>
        {texts.hint}
      </p>
      <button type="button" className={styles.turnAll} onClick={onTurnAll}>
        {texts.turnAll}
      </button>
    </div>
  );
}
