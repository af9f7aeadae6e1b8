/**
 * The "Øving"/"Övning" button on the table and the full-screen dialog that holds the practice game.
 * A native modal `<dialog>` keeps focus inside and inerts the money table; Escape or "back to the
 * table" closes it and the browser returns focus to this button.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../store/types.ts';
import { PracticeMode } from './PracticeMode.tsx';
import styles from './PracticeButton.module.css';

export function PracticeButton({ language }: { language: Language }) {
  const { t } = useTranslation('practice');
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) {
      dialog.showModal();
      // Start where the group continues: the name field, the next prediction, or "deal".
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [open]);

  return (
    <>
      <button type="button" className={styles.open} onClick={() => setOpen(true)} title={t('openHint')}>
        {t('open')}
      </button>
      <dialog ref={ref} className={styles.dialog} aria-labelledby="practice-title" onClose={() => setOpen(false)}>
        {open && <PracticeMode language={language} onExit={() => ref.current?.close()} />}
      </dialog>
    </>
  );
}
