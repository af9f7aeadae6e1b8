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
import { type Point, clipPath, fold, nearestCorner } from './peel.ts';
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
/** A peeled card lifts to about this width, px (a phone's small card grows most), scaled 1.15–1.9×. */
const LIFT_PX = 104;

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
  /** The card's centre on screen and its turn (a third card lies sideways). */
  centre: Point;
  angle: number;
  /** The lift: the card scaled about its centre while peeled. */
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
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  /** The screen point in the card's own px (undoing the sideways turn of a third card). */
  const local = (d: Drag, x: number, y: number): Point => {
    const vx = x - d.centre.x;
    const vy = y - d.centre.y;
    const cos = Math.cos(d.angle);
    const sin = Math.sin(d.angle);
    return { x: (cos * vx + sin * vy) / d.scale + d.w / 2, y: (-sin * vx + cos * vy) / d.scale + d.h / 2 };
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
  };

  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointer) return;
    const p = local(d, e.clientX, e.clientY);
    if (!d.moved && Math.hypot(p.x - d.start.x, p.y - d.start.y) < TAP_PX) return;
    if (!d.moved) {
      // The card lifts: the drag goes on from here, in the lifted card's px.
      d.moved = true;
      d.scale = Math.min(1.9, Math.max(1.15, LIFT_PX / d.w));
      e.currentTarget.style.transform = `scale(${d.scale.toFixed(3)})`;
      d.start = local(d, e.clientX, e.clientY);
      setPeeling(true);
    }
    // The fold follows the pointer: the corner goes twice as far, so the face shows from the
    // card's edge up to where the pointer is (the fold lies halfway between the corner's two places).
    d.to = { x: d.corner.x + 2 * (p.x - d.start.x), y: d.corner.y + 2 * (p.y - d.start.y) };
    // One pose per frame however often the pointer reports.
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      if (drag.current !== d) return;
      if (pose(d, d.to) >= TURN_AT) {
        drag.current = null;
        onTurn(true);
      }
    });
  };

  const onPointerEnd = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointer) return;
    drag.current = null;
    cancelAnimationFrame(frame.current);
    if (!d.moved) return;
    // Let go past the turn before its frame was drawn: it turns all the same.
    if ((fold(d.w, d.h, d.corner, d.to)?.lifted ?? 0) >= TURN_AT) return onTurn(true);
    const el = e.currentTarget;
    // Not far enough: the corner falls back and the face leaves the page again.
    tapped.current = true;
    const from = d.to;
    const begin = performance.now();
    const fall = () => {
      const k = Math.min(1, (performance.now() - begin) / FALL_MS);
      pose(d, { x: from.x + (d.corner.x - from.x) * k, y: from.y + (d.corner.y - from.y) * k });
      if (k < 1) frame.current = requestAnimationFrame(fall);
      else {
        el.style.transform = '';
        setPeeling(false);
      }
    };
    frame.current = requestAnimationFrame(fall);
  };

  return (
    <button
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
        else onTurn(false);
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
