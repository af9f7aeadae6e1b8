/**
 * MINST/MAKS table limits in a small plaque at the top left, read from the engine; with side bets
 * on, a column beside them with the side-bet spots' own limits (a table setting).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type SpotLimits, TABLE_LIMITS } from '../../engine/index.ts';
import { formatMoney } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import styles from './LimitsPlaque.module.css';

export const LimitsPlaque = memo(function LimitsPlaque({ language, sideBetLimits }: { language: Language; sideBetLimits: SpotLimits | null }) {
  const { t } = useTranslation();
  const row = (key: 'min' | 'max') => (
    <div>
      <dt>{t(`limits.${key}`)}</dt>
      <dd className="pb-money" data-value={TABLE_LIMITS[key]}>{formatMoney(TABLE_LIMITS[key], language)}</dd>
      {sideBetLimits && (
        <dd className={`pb-money ${styles.side}`} data-testid={`side-limit-${key}`} data-value={sideBetLimits[key]}>
          <span className="pb-visually-hidden">{t('limits.side')} </span>
          {formatMoney(sideBetLimits[key], language)}
        </dd>
      )}
    </div>
  );
  return (
    <dl className={styles.plaque} aria-label={t('limits.label')} data-testid="limits" data-side-bets={sideBetLimits ? true : undefined}>
      {sideBetLimits && (
        <span className={styles.sideHead} aria-hidden="true">
          {t('limits.side')}
        </span>
      )}
      {row('min')}
      {row('max')}
    </dl>
  );
});
