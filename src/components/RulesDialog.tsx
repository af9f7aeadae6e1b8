/**
 * The rules page: a button named "Regler" on the table opening a modal `<dialog>` (Escape or
 * "Lukk"/"Stäng" closes it). The content, including the exact house edge, is only rendered
 * while the dialog is open.
 */
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { DeckCount } from '../engine/index.ts';
import type { RoundView } from '../store/selectors.ts';
import type { Language } from '../store/types.ts';
import { RulesContent } from './RulesContent.tsx';
import styles from './RulesDialog.module.css';

interface RulesDialogProps {
  /** Decks in the table's shoe: the house edge shown is for a full shoe of this many. */
  decks: DeckCount;
  /** The last round, whose Banker-table cell is marked. */
  last: RoundView | null;
  language: Language;
}

export function RulesDialog({ decks, last, language }: RulesDialogProps) {
  const { t } = useTranslation('learn');
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        onClick={() => {
          // Render the content first, so showModal() can focus the close button inside it.
          flushSync(() => setOpen(true));
          ref.current?.showModal();
        }}
      >
        {t('rules.open')}
      </button>
      <dialog ref={ref} className={styles.dialog} aria-labelledby="rules-title" onClose={() => setOpen(false)}>
        {open && (
          <>
            <form method="dialog" className={styles.head}>
              <h2 id="rules-title">{t('rules.title')}</h2>
              <button type="submit" className={styles.close}>{t('rules.close')}</button>
            </form>
            <RulesContent decks={decks} last={last} language={language} />
            <form method="dialog" className={styles.foot}>
              <button type="submit" className={styles.close}>{t('rules.close')}</button>
            </form>
          </>
        )}
      </dialog>
    </>
  );
}
