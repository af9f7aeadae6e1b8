/** A refusal or information message; refusals are announced at once (role="alert"). */
import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../ui/format.ts';
import type { Language, Notice } from '../../store/types.ts';
import styles from './NoticeBar.module.css';

/** A notice's text; a MIN/MAX refusal's MIN and MAX are the limits of the spot that broke them (refusalNotice). */
export function noticeText(t: TFunction, notice: Omit<Notice, 'seq'>, language: Language): string {
  const { limits } = notice;
  return t(`notice.${notice.key}`, limits && { min: formatMoney(limits.min, language), max: formatMoney(limits.max, language) });
}

export const NoticeBar = memo(function NoticeBar({ notice, language, onDismiss }: { notice: Notice | null; language: Language; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.region} role="alert">
      {notice && (
        <div className={styles.notice} data-testid="notice" data-key={notice.key} key={notice.seq}>
          <span>{noticeText(t, notice, language)}</span>
          <button type="button" className={styles.close} onClick={onDismiss} aria-label={t('notice.dismiss')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
});
