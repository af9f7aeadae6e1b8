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
import { type CardTiming, cardPose } from './reveal/revealSchedule.ts';
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
function slotStyle(reveal: Reveal, timing: CardTiming, faceUp: boolean, from: { x: number; y: number }, t: number) {
  const { travel, turn } = cardPose(reveal.schedule, timing.dealIndex, t);
  const rotateY = 180 * (1 - (faceUp ? Math.max(turn, 0.5) : Math.min(turn, 0.5)));
  return {
    slot: { transform: `translate(${(1 - travel) * from.x}px, ${(1 - travel) * from.y}px)`, opacity: String(Math.min(1, travel * 2)) },
    flipper: { transform: `rotateY(${rotateY}deg)` },
  };
}

/**
 * A card's place in the hand, posed by the reveal's clock: each tick writes the card's transform
 * and opacity (compositor-only properties) straight to its elements, with no React render per
 * frame. A face-down slot turns at most to edge-on and a face-up one from edge-on, so when the
 * face-up slot replaces it at `faceUpAt` the turn goes on without a jump.
 */
function CardSlot({ reveal, timing, third, faceUp, from, children }: { reveal: Reveal; timing: CardTiming; third: boolean; faceUp: boolean; from: { x: number; y: number }; children?: ReactNode }) {
  const slotRef = useRef<HTMLDivElement>(null);
  const flipperRef = useRef<HTMLDivElement>(null);
  const { now } = reveal;
  // The pose at render time (also what a test or a settled round sees); the clock moves it on.
  const initial = slotStyle(reveal, timing, faceUp, from, now.get());
  useLayoutEffect(() => {
    const pose = (t: number) => {
      const style = slotStyle(reveal, timing, faceUp, from, t);
      if (slotRef.current) Object.assign(slotRef.current.style, style.slot);
      if (flipperRef.current) Object.assign(flipperRef.current.style, style.flipper);
    };
    pose(now.get());
    return now.subscribe(pose);
  }, [reveal, timing, faceUp, from, now]);
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
              reveal={reveal}
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
