/**
 * One hand on the felt: its name, total badge and cards. Only the cards already revealed are
 * rendered, each flying in from the shoe and flipping face up; a third card lies sideways.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { m } from 'motion/react';
import { type Card, type Side, handTotal } from '../../engine/index.ts';
import { CardBack, CardFace } from '../../ui/PlayingCard.tsx';
import styles from './Hand.module.css';

/** A card of the hand with its position in the deal order (0-based). */
export interface DealtCard {
  card: Card;
  dealIndex: number;
}

interface HandProps {
  side: Side;
  cards: DealtCard[];
  /** How many cards of the round (in deal order) are shown. */
  shown: number;
  /** Highlight as the winning hand. */
  winner: boolean;
  /** Dim the hand (a finished round under a new bet). */
  faded: boolean;
  /** Seconds a card takes to land and flip; 0 shows cards in place (a settled round after a reload). */
  flight: number;
  roundKey: number;
}

export function Hand({ side, cards, shown, winner, faded, flight, roundKey }: HandProps) {
  const { t } = useTranslation();
  const visible = cards.filter((c) => c.dealIndex < shown);
  // While cards fly, the total counts only cards already turned face up.
  const [turned, setTurned] = useState<{ round: number; ids: number[] }>({ round: roundKey, ids: [] });
  const turnedIds = turned.round === roundKey ? turned.ids : [];
  const counted = flight > 0 ? visible.filter((c) => turnedIds.includes(c.card.id)) : visible;
  const total = counted.length > 0 ? handTotal(counted.map((c) => c.card)) : null;
  const markTurned = (id: number) =>
    setTurned((t) => (t.round === roundKey ? { round: roundKey, ids: [...t.ids, id] } : { round: roundKey, ids: [id] }));
  const name = t(`hand.${side}`);
  // The shoe sits at the top right, so Player's cards travel further.
  const from = side === 'player' ? { x: 360, y: -140 } : { x: 160, y: -140 };
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
        {visible.map(({ card, dealIndex }, i) => (
          <m.div
            key={`${roundKey}-${card.id}-${dealIndex}`}
            className={styles.slot}
            data-third={i === 2 || undefined}
            data-rank={card.rank}
            data-suit={card.suit}
            initial={flight > 0 ? { opacity: 0, x: from.x, y: from.y } : false}
            animate={{ opacity: 1, x: 0, y: 0 }}
            transition={{ duration: flight * 0.6, ease: 'easeOut' }}
          >
            <m.div
              className={styles.flipper}
              initial={flight > 0 ? { rotateY: 180 } : false}
              animate={{ rotateY: 0 }}
              transition={{ duration: flight * 0.4, delay: flight * 0.55 }}
              onAnimationComplete={() => markTurned(card.id)}
            >
              <div className={styles.front}>
                <CardFace card={card} />
              </div>
              <div className={styles.back} aria-hidden="true">
                <CardBack />
              </div>
            </m.div>
          </m.div>
        ))}
      </div>
    </section>
  );
}
