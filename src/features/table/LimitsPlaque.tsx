/** MINST/MAKS table limits in a small plaque at the top left, read from the engine. */
import { useTranslation } from 'react-i18next';
import { TABLE_LIMITS } from '../../engine/index.ts';
import { formatMoney } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import styles from './LimitsPlaque.module.css';

export function LimitsPlaque({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.plaque} aria-label={t('limits.label')} data-testid="limits">
      <div>
        <dt>{t('limits.min')}</dt>
        <dd className="pb-money" data-value={TABLE_LIMITS.min}>{formatMoney(TABLE_LIMITS.min, language)}</dd>
      </div>
      <div>
        <dt>{t('limits.max')}</dt>
        <dd className="pb-money" data-value={TABLE_LIMITS.max}>{formatMoney(TABLE_LIMITS.max, language)}</dd>
      </div>
    </dl>
  );
}
