/** A refusal or information message; refusals are announced at once (role="alert"). */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeText } from '../../ui/noticeText.ts';
import type { Language, Notice } from '../../store/types.ts';
import styles from './NoticeBar.module.css';

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
