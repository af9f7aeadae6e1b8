/** A card as short text ("K♠"), red for hearts and diamonds, with its name in words for screen readers. */
import { useTranslation } from 'react-i18next';
import { type Card, isRed } from '../engine/index.ts';
import styles from './CardText.module.css';

/** Each suit's sign as text. */
export const SUIT_SIGN = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

/** A card as short text: rank and suit sign, "K♠". */
export function cardShortText(card: Card): string {
  return `${card.rank}${SUIT_SIGN[card.suit]}`;
}

export function CardText({ card }: { card: Card }) {
  const { t } = useTranslation('table');
  return (
    <span className={styles.card} data-red={isRed(card.suit) || undefined} data-rank={card.rank} data-suit={card.suit}>
      <span aria-hidden="true">
        {card.rank}
        {SUIT_SIGN[card.suit]}
      </span>
      <span className="pb-visually-hidden">
        {t('card.label', { rank: t(`card.rank.${card.rank}`), suit: t(`card.suit.${card.suit}`) })}
      </span>
    </span>
  );
}
