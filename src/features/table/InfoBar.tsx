/** The information bar along the bottom edge: SALDO, INNSATS and GEVINSTER (values in øre as data-value). */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import styles from './InfoBar.module.css';

interface InfoBarProps {
  balance: number;
  bet: number;
  winnings: number;
  roundsPlayed: number;
  language: Language;
}

export const InfoBar = memo(function InfoBar({ balance, bet, winnings, roundsPlayed, language }: InfoBarProps) {
  const { t } = useTranslation();
  const item = (key: 'balance' | 'bet' | 'winnings', testid: string, value: number, hint?: string) => (
    <div className={styles.item}>
      <dt>{t(`info.${key}`)}</dt>
      <dd className={key === 'balance' ? `pb-money ${styles.balance}` : 'pb-money'} data-testid={testid} data-value={value}>
        {formatMoney(value, language)}
      </dd>
      {hint && <dd className={styles.hint}>{hint}</dd>}
    </div>
  );
  return (
    <dl className={styles.bar} aria-label={t('info.label')}>
      {item('balance', 'balance', balance)}
      {item('bet', 'bet-total', bet)}
      {/* GEVINSTER is the source page's label; it counts the stake paid back, so the bar says so (a
          beginner read "VINST 19,50 kr" beside a round lost by 0,50 kr as a win). */}
      {item('winnings', 'winnings', winnings, t('info.winningsHint'))}
      <div className={`${styles.item} ${styles.round}`}>
        <dt>{t('info.round')}</dt>
        <dd data-testid="round-id" data-value={roundsPlayed}>
          {roundsPlayed}
        </dd>
      </div>
    </dl>
  );
});
