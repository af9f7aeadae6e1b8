/**
 * The time reminder: a modal dialog with the time played and the session's net result that the
 * player must dismiss (the native modal `<dialog>` traps focus; Escape also dismisses).
 */
import { useTranslation } from 'react-i18next';
import { formatSignedMoney } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import { Modal } from '../../ui/Modal.tsx';
import { useDuration } from './useDuration.ts';
import styles from './SessionReminder.module.css';

interface SessionReminderProps {
  open: boolean;
  /** Time played in this session, ms. */
  elapsedMs: number;
  /** Net result of the session, øre (refills excluded). */
  net: number;
  language: Language;
  /** Called once when the dialog closes (button or Escape). */
  onDismiss(): void;
}

export function SessionReminder({ open, elapsedMs, net, language, onDismiss }: SessionReminderProps) {
  const { t } = useTranslation('responsible');
  const duration = useDuration();

  return (
    <Modal
      open={open}
      onClose={onDismiss}
      title={t('reminder.title')}
      titleId="reminder-title"
      closeLabel={t('reminder.dismiss')}
      // The dismiss button, not the help link, takes focus, so Enter dismisses.
      focusClose
      keepMounted
      classes={{ dialog: styles.dialog, body: styles.body, close: styles.dismiss }}
      describedBy="reminder-time reminder-net"
      testId="reminder"
    >
      {open && (
        <>
          <p id="reminder-time" data-testid="reminder-time" data-value={elapsedMs}>
            {t('reminder.time', { time: duration.long(elapsedMs) })}
          </p>
          <p id="reminder-net" data-testid="reminder-net" data-value={net}>
            {t('reminder.net', { amount: formatSignedMoney(net, language) })}
          </p>
          <p className={styles.note}>{t('reminder.note')}</p>
          <p className={styles.help}>
            {t('help.lead')} <a href={t('help.url')}>{t('help.name')}</a>
          </p>
        </>
      )}
    </Modal>
  );
}
