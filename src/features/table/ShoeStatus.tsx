/** The shoe at the top right: its number, cards left and, for a repeatable shoe, the seed. */
import { useTranslation } from 'react-i18next';
import { type Shoe, cardsLeft } from '../../engine/index.ts';
import { formatNumber } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import styles from './ShoeStatus.module.css';

export function ShoeStatus({ shoe, language, cutCardOut }: { shoe: Shoe; language: Language; cutCardOut: boolean }) {
  const { t } = useTranslation();
  const left = cardsLeft(shoe);
  const fill = left / shoe.cards.length;
  return (
    <div className={styles.shoe} data-testid="shoe">
      <div className={styles.box} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${Math.round(fill * 100)}%` }} />
      </div>
      <div className={styles.text}>
        <span data-testid="shoe-status" data-left={left} data-number={shoe.shoeNumber}>
          {shoe.policy === 'every-round'
            ? t('shoe.statusEveryRound', { left: formatNumber(left, language) })
            : t('shoe.status', { number: shoe.shoeNumber, left: formatNumber(left, language) })}
        </span>
        {shoe.rng.kind === 'seeded' && (
          <span className={styles.seed} data-testid="seed" data-value={shoe.rng.seed} title={shoe.rng.seed}>
            {t('shoe.seed', { seed: shoe.rng.seed })}
          </span>
        )}
        {cutCardOut && <span className={styles.cut}>{t('shoe.cutCard')}</span>}
      </div>
    </div>
  );
}
