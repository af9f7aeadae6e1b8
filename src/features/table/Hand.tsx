/**
 * One hand on the felt: its name, total badge and cards, all read from the reveal at one time.
 * A card on the felt flies in from the shoe face down and turns face up on the reveal's clock;
 * until it is half turned it is only a card back (named as such), with no rank or suit in the
 * page, and the total counts only the cards face up. A third card lies sideways.
 */
import { useTranslation } from 'react-i18next';
import { m, useTransform } from 'motion/react';
import type { Side } from '../../engine/index.ts';
import { CardBack, CardFace } from '../../ui/PlayingCard.tsx';
import { type CardTiming, cardPose } from './revealSchedule.ts';
import type { Reveal } from './useReveal.ts';
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

/**
 * A card's place in the hand, posed by the reveal's clock (no React render per frame). A face-down
 * slot turns at most to edge-on and a face-up one from edge-on, so when the face-up slot replaces
 * it at `faceUpAt` the turn goes on without a jump.
 */
function CardSlot({ reveal, timing, third, faceUp, from }: { reveal: Reveal; timing: CardTiming; third: boolean; faceUp: boolean; from: { x: number; y: number } }) {
  const { schedule, now } = reveal;
  const pose = (t: number) => cardPose(schedule, timing.dealIndex, t);
  const x = useTransform(now, (t) => (1 - pose(t).travel) * from.x);
  const y = useTransform(now, (t) => (1 - pose(t).travel) * from.y);
  const opacity = useTransform(now, (t) => Math.min(1, pose(t).travel * 2));
  const rotateY = useTransform(now, (t) => {
    const turn = pose(t).turn;
    return 180 * (1 - (faceUp ? Math.max(turn, 0.5) : Math.min(turn, 0.5)));
  });
  const { card } = timing;
  return (
    <m.div
      className={styles.slot}
      data-third={third || undefined}
      data-face={faceUp ? 'up' : 'down'}
      data-rank={faceUp ? card.rank : undefined}
      data-suit={faceUp ? card.suit : undefined}
      style={{ x, y, opacity }}
    >
      <m.div className={styles.flipper} style={{ rotateY }}>
        {faceUp && (
          <div className={styles.front}>
            <CardFace card={card} />
          </div>
        )}
        <div className={styles.back} aria-hidden={faceUp || undefined}>
          <CardBack />
        </div>
      </m.div>
    </m.div>
  );
}

export function Hand({ side, reveal, winner, faded, roundKey }: HandProps) {
  const { t } = useTranslation();
  const { state } = reveal;
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
          aria-label={total === null ? t('hand.empty') : t('hand.totalLabel', { hand: name, total })}
        >
          {total ?? '–'}
        </span>
      </header>
      <div className={styles.cards} data-testid={`${side}-hand`}>
        {cards.map((c, i) => {
          const faceUp = c.dealIndex < state.faceUp;
          // A new element when the card turns face up: its face, rank and suit enter the page only then.
          return (
            <CardSlot
              key={`${roundKey}-${c.dealIndex}-${faceUp ? 'up' : 'down'}`}
              reveal={reveal}
              timing={c}
              third={i === 2}
              faceUp={faceUp}
              from={FROM[side]}
            />
          );
        })}
      </div>
    </section>
  );
}
