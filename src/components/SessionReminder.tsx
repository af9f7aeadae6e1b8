/**
 * The time reminder: a modal dialog with the time played and the session's net result that the
 * player must dismiss (the native modal `<dialog>` traps focus; Escape also dismisses).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../i18n/format.ts';
import type { Language } from '../store/types.ts';
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

/** A signed amount: "+120 kr", "−120 kr", "0 kr". */
export function signedMoney(ore: number, language: Language): string {
  return ore > 0 ? `+${formatMoney(ore, language)}` : formatMoney(ore, language);
}

export function SessionReminder({ open, elapsedMs, net, language, onDismiss }: SessionReminderProps) {
  const { t } = useTranslation('responsible');
  const duration = useDuration();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The dismiss button, not the help link, takes focus, so Enter dismisses.
      dialog.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="reminder-title"
      aria-describedby="reminder-time reminder-net"
      data-testid="reminder"
      onClose={onDismiss}
    >
      {open && (
        <form method="dialog" className={styles.form}>
          <h2 id="reminder-title">{t('reminder.title')}</h2>
          <p id="reminder-time" data-testid="reminder-time" data-value={elapsedMs}>
            {t('reminder.time', { time: duration.long(elapsedMs) })}
          </p>
          <p id="reminder-net" data-testid="reminder-net" data-value={net}>
            {t('reminder.net', { amount: signedMoney(net, language) })}
          </p>
          <p className={styles.note}>{t('reminder.note')}</p>
          <p className={styles.help}>
            {t('help.lead')} <a href={t('help.url')}>{t('help.name')}</a>
          </p>
          <button type="submit" className={styles.dismiss}>
            {t('reminder.dismiss')}
          </button>
        </form>
      )}
    </dialog>
  );
}
