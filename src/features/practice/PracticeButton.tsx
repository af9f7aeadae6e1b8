/**
 * The "Øving"/"Övning" button on the table and the full-screen dialog that holds the practice game.
 * A native modal `<dialog>` keeps focus inside and inerts the money table; Escape or "back to the
 * table" closes it and focus returns to this button. The game (PracticeMode.tsx and the practice
 * store) is a chunk of its own, loaded when the browser is idle or on opening.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../store/types.ts';
import { lazyPart, useLazyDialog } from '../../ui/lazyPart.tsx';
import { ModalDialog } from '../../ui/Modal.tsx';
import styles from './PracticeButton.module.css';
import tool from '../../ui/ToolButton.module.css';

const Game = lazyPart(() => import('./PracticeMode.tsx').then((m) => m.PracticeMode));

export function PracticeButton({ language }: { language: Language }) {
  const { t } = useTranslation('practice');
  const { t: tt } = useTranslation();
  const dialog = useLazyDialog(Game);
  // Also while the closed dialog's afterimage fades (ui/Modal), so the game fades with it.
  const [fading, setFading] = useState(false);
  return (
    <>
      <button type="button" className={tool.button} onClick={dialog.show} title={t('openHint')}>
        {tt('tools.practice')}
      </button>
      {/* Focus starts where the group continues (PracticeMode marks it data-autofocus): the name
          field, the next prediction, or "deal". */}
      <ModalDialog
        open={dialog.open}
        onClose={() => {
          setFading(true);
          dialog.hide();
        }}
        onGone={() => setFading(false)}
        labelledBy="practice-title"
        className={styles.dialog}
      >
        {(dialog.open || fading) && <Game.Part language={language} onExit={dialog.hide} />}
      </ModalDialog>
    </>
  );
}
