/**
 * One hand on the felt: its name, total badge and cards, all read from the reveal at one time.
 * A card on the felt flies in from the shoe face down and turns face up on the reveal's clock;
 * until it is half turned it is only a card back (named as such), with no rank or suit in the
 * page, and the total counts only the cards face up. A third card lies sideways. When the player
 * squeezes, a card of theirs waiting to be turned is the squeeze's card (squeeze.tsx).
 */
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '../../engine/index.ts';
import { CardBack, CardFace } from '../../ui/PlayingCard.tsx';
import type { RevealClock } from './reveal/revealClock.ts';
import { type CardTiming, type RevealSchedule, cardPose } from './reveal/revealSchedule.ts';
import type { Reveal } from './reveal/useReveal.ts';
import styles from './Hand.module.css';

interface HandProps {
  side: Side;
  /** The round's reveal (a settled round: every card face up, in place). */
  reveal: Reveal;
  /** Highlight as the winning hand. */
  winner: boolean;
  /** Dim the hand (a finished round under a new bet). */
  faded: boolean;
  roundKey: number;
}

/** Where a card starts, from its place in the hand (px): the shoe sits at the top right, so Player's cards travel further. */
const FROM: Record<Side, { x: number; y: number }> = { player: { x: 360, y: -140 }, banker: { x: 160, y: -140 } };

/** A card's styles at `t`: where it is on its way from the shoe, and how far it has turned. */
function slotStyle(schedule: RevealSchedule, timing: CardTiming, faceUp: boolean, from: { x: number; y: number }, t: number) {
  const { travel, turn } = cardPose(schedule, timing.dealIndex, t);
  const rotateY = 180 * (1 - (faceUp ? Math.max(turn, 0.5) : Math.min(turn, 0.5)));
  return {
    slot: { transform: `translate(${(1 - travel) * from.x}px, ${(1 - travel) * from.y}px)`, opacity: String(Math.min(1, travel * 2)) },
    flipper: { transform: `rotateY(${rotateY}deg)` },
  };
}

/** Poses per part of a card's motion in its animations (linear between them: within a pixel and a degree of the eased pose). */
const SAMPLES = 16;

/**
 * Keyframes over reveal time 0…`end` of the styles `style(t)` gives, sampled from `begin` (before
 * it nothing moves) to `end`; null when nothing moves (reduced motion, a card waiting for the
 * player's turn).
 */
function motion(schedule: RevealSchedule, begin: number, end: number, style: (t: number) => Keyframe) {
  if (schedule.reducedMotion || !Number.isFinite(end) || end <= begin) return null;
  const frames: Keyframe[] = [{ ...style(0), offset: 0 }];
  for (let i = 0; i <= SAMPLES; i++) {
    const t = begin + ((end - begin) * i) / SAMPLES;
    if (t > 0) frames.push({ ...style(t), offset: t / end });
  }
  return { frames, duration: end };
}

/** Two frames at 60 Hz: an animation further than this from the reveal's clock is set back on it. */
const DRIFT_MS = 34;

/**
 * A card's place in the hand, posed by the reveal's clock. Its flight (the slot: transform and
 * opacity) and its turn (the flipper: transform) are browser animations sampled from the schedule,
 * which the compositor runs by itself: no script, style or layout work on the page's main thread
 * per frame, so a slow phone does not drop frames while a card moves (issue 12). Each animation's
 * time is the reveal's time, taken from the clock when the card is placed and lined up with it
 * again at every moment of the reveal (a test's fake clock too). Without animations (a test's
 * DOM) the clock's time poses the card directly. A face-down slot turns at most to edge-on and a
 * face-up one from edge-on, so when the face-up slot replaces it at `faceUpAt` the turn goes on
 * without a jump.
 */
function CardSlot({ schedule, now, timing, third, faceUp, from, children }: { schedule: RevealSchedule; now: RevealClock; timing: CardTiming; third: boolean; faceUp: boolean; from: { x: number; y: number }; children?: ReactNode }) {
  const slotRef = useRef<HTMLDivElement>(null);
  const flipperRef = useRef<HTMLDivElement>(null);
  // The pose at render time (also what a test or a settled round sees); the clock moves it on.
  const initial = slotStyle(schedule, timing, faceUp, from, now.get());
  useLayoutEffect(() => {
    const slot = slotRef.current;
    const flipper = flipperRef.current;
    if (!slot) return;
    if (typeof slot.animate !== 'function') {
      const pose = (t: number) => {
        const style = slotStyle(schedule, timing, faceUp, from, t);
        Object.assign(slot.style, style.slot);
        if (flipper) Object.assign(flipper.style, style.flipper);
      };
      pose(now.get());
      return now.subscribe(pose);
    }
    const style = (t: number) => slotStyle(schedule, timing, faceUp, from, t);
    const parts: [HTMLElement | null, ReturnType<typeof motion>][] = [
      [slot, motion(schedule, timing.flyAt, timing.landAt, (t) => style(t).slot)],
      [flipper, motion(schedule, timing.turnAt, timing.restAt, (t) => style(t).flipper)],
    ];
    // Made when the card first moves: a card of a round shown settled rests as rendered.
    let animations: Animation[] | null = null;
    const align = (t: number) => {
      if (!animations) {
        if (t === Infinity) return;
        animations = parts.flatMap(([el, m]) => (el && m ? [el.animate(m.frames, { duration: m.duration, fill: 'both' })] : []));
      }
      for (const a of animations) {
        if (t === Infinity) a.finish();
        else if (!(Math.abs(Number(a.currentTime) - t) <= DRIFT_MS)) a.currentTime = t;
      }
    };
    align(now.get());
    const stop = now.subscribe(align);
    return () => {
      stop();
      for (const a of animations ?? []) a.cancel();
    };
  }, [schedule, timing, faceUp, from, now]);
  const { card } = timing;
  return (
    <div
      ref={slotRef}
      className={styles.slot}
      data-third={third || undefined}
      data-face={faceUp ? 'up' : 'down'}
      data-rank={faceUp ? card.rank : undefined}
      data-suit={faceUp ? card.suit : undefined}
      style={initial.slot}
    >
      {children ?? (
        <div ref={flipperRef} className={styles.flipper} style={initial.flipper}>
          {faceUp && (
            <div className={styles.front}>
              <CardFace card={card} />
            </div>
          )}
          <div className={styles.back} aria-hidden={faceUp || undefined}>
            <CardBack />
          </div>
        </div>
      )}
    </div>
  );
}

export function Hand({ side, reveal, winner, faded, roundKey }: HandProps) {
  const { t } = useTranslation();
  const { state, squeezing } = reveal;
  const cards = reveal.schedule.cards.filter((c) => c.side === side && c.dealIndex < state.dealt);
  const total = state.totals[side];
  const name = t(`hand.${side}`);
  return (
    <section
      className={styles.hand}
      data-side={side}
      data-winner={winner || undefined}
      data-faded={faded || undefined}
      aria-label={name}
    >
      <header className={styles.header}>
        <h2 className={styles.name}>{name}</h2>
        <span
          className={styles.total}
          data-testid={`${side}-total`}
          data-value={total ?? ''}
          aria-label={
            total !== null
              ? t('hand.totalLabel', { hand: name, total })
              : cards.length > 0
                ? t('hand.faceDown', { hand: name, count: cards.length })
                : t('hand.empty', { hand: name })
          }
        >
          {total ?? '–'}
        </span>
      </header>
      <div className={styles.cards} data-testid={`${side}-hand`}>
        {cards.map((c, i) => {
          const face = state.faces[c.dealIndex];
          const faceUp = face === 'up';
          // A new element when the card turns face up: its face, rank and suit enter the page only then.
          return (
            <CardSlot
              key={`${roundKey}-${c.dealIndex}-${faceUp ? 'up' : 'down'}`}
              schedule={reveal.schedule}
              now={reveal.now}
              timing={c}
              third={i === 2}
              faceUp={faceUp}
              from={FROM[side]}
            >
              {squeezing && c.byHand && !faceUp ? (
                <squeezing.kit.SqueezeCard
                  back={<CardBack />}
                  face={<CardFace card={c.card} />}
                  label={t('card.back')}
                  ready={face === 'ready'}
                  third={i === 2}
                  reducedMotion={reveal.schedule.reducedMotion}
                  onTurn={(peeled) => squeezing.turn([c.dealIndex], peeled)}
                />
              ) : undefined}
            </CardSlot>
          );
        })}
      </div>
    </section>
  );
}
