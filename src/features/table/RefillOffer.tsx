/**
 * The offer to refill play money, shown on the felt when the balance and the chips on the table
 * together are below the table minimum (never during a reveal, whose payout is already in the
 * balance). Refilling tops the balance up to the starting balance and changes nothing else.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { STARTING_BALANCE, TABLE_LIMITS } from '../../engine/index.ts';
import { formatMoney } from '../../ui/format.ts';
import { useTable } from '../../store/appStore.ts';
import { refillOffered } from '../../store/tableStore.ts';
import styles from './RefillOffer.module.css';

export function RefillOffer() {
  const { t } = useTranslation('refill');
  const titleId = useId();
  const s = useTable(
    useShallow((st) => ({ balance: st.balance, bets: st.bets, phase: st.phase, language: st.language, refill: st.refill })),
  );
  const offered = refillOffered(s);
  const amount = formatMoney(STARTING_BALANCE, s.language);
  return (
    // Always rendered, so the offer is announced when it appears.
    <div className={styles.slot} aria-live="polite">
      {offered && (
        <section className={styles.offer} aria-labelledby={titleId} data-testid="refill-offer">
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.body}>{t('body', { min: formatMoney(TABLE_LIMITS.min, s.language), amount })}</p>
          <button type="button" className={styles.button} onClick={s.refill}>
            {t('button', { amount })}
          </button>
        </section>
      )}
    </div>
  );
}
