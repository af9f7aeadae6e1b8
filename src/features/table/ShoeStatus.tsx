/**
 * The shoe at the top right: its number, cards left, for a repeatable shoe the seed, and the burn
 * of a cut-card shoe until its first round: the card turned face up and how many went face down
 * (src/engine/RULES.md § Shoe, cut card and burn).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Shoe, cardFromId, cardsLeft, dealtFrom, faceDownBurned, faceUpBurn } from '../../engine/index.ts';
import { CardText } from '../../ui/CardText.tsx';
import { formatNumber } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import styles from './ShoeStatus.module.css';

/**
 * `number` is the shoe on the felt (the store's selectShoeOnFelt, which the board's heading reads
 * too); `shoe` is the shoe as the player has seen it (Table.tsx holds it during a reveal).
 */
export const ShoeStatus = memo(function ShoeStatus({ shoe, number, language }: { shoe: Shoe; number: number; language: Language }) {
  const { t } = useTranslation();
  const left = cardsLeft(shoe);
  const fill = left / shoe.cards.length;
  const up = faceUpBurn(shoe);
  const down = faceDownBurned(shoe);
  // The burn is news only until the shoe is dealt from.
  const burnShown = up !== null && !dealtFrom(shoe);
  // The sentence around the face-up card, split where the card goes (no Trans: it would grow the first load).
  const [beforeCard, afterCard] = t('shoe.burn', { count: down.length, card: '\u0000' }).split('\u0000');
  return (
    <div className={styles.shoe} data-testid="shoe">
      <div className={styles.box} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${Math.round(fill * 100)}%` }} />
      </div>
      <div className={styles.text}>
        <span data-testid="shoe-status" data-left={left} data-number={number}>
          {shoe.policy === 'every-round'
            ? t('shoe.statusEveryRound', { left: formatNumber(left, language) })
            : t('shoe.status', { number, left: formatNumber(left, language) })}
        </span>
        {shoe.rng.kind === 'seeded' && (
          <span className={styles.seed} data-testid="seed" data-value={shoe.rng.seed} title={shoe.rng.seed}>
            {t('shoe.seed', { seed: shoe.rng.seed })}
          </span>
        )}
        <span role="status" className={styles.burn}>
          {burnShown && (
            <span data-testid="burn" data-up={up} data-down={down.length}>
              {beforeCard}
              <CardText card={cardFromId(up)} />
              {afterCard}
            </span>
          )}
        </span>
      </div>
    </div>
  );
});
