/**
 * The rules page: a button named "Regler" on the table opening a modal `<dialog>` (Escape or
 * "Lukk"/"Stäng" closes it). The content, including the exact house edge, is only rendered
 * while the dialog is open; it is a chunk of its own (with the engine's odds module), loaded when
 * the browser is idle or on opening.
 */
import { useTranslation } from 'react-i18next';
import type { DeckCount, Variant } from '../../engine/index.ts';
import type { RoundView } from '../../store/selectors.ts';
import type { Language } from '../../store/types.ts';
import { lazyPart, useLazyDialog } from '../../ui/lazyPart.tsx';
import { Modal, ModalClose } from '../../ui/Modal.tsx';
import styles from './RulesDialog.module.css';
import tool from '../../ui/ToolButton.module.css';

import type { ShortcutList } from './RulesContent.tsx';

const Content = lazyPart(() => import('./RulesContent.tsx').then((m) => m.RulesContent));

interface RulesDialogProps {
  /** Decks in the table's shoe: the house edge shown is for a full shoe of this many. */
  decks: DeckCount;
  /** The table's variant (standard when not given), marked among the table types. */
  variant?: Variant;
  /** The last round, whose Banker-table cell is marked. */
  last: RoundView | null;
  language: Language;
  /** The table's keyboard shortcuts, listed on the page. */
  shortcuts: ShortcutList;
}

export function RulesDialog({ decks, variant = 'standard', last, language, shortcuts }: RulesDialogProps) {
  const { t } = useTranslation('learn');
  const dialog = useLazyDialog(Content);
  return (
    <>
      <button
        type="button"
        className={tool.button}
        aria-haspopup="dialog"
        onClick={dialog.show}
      >
        {t('rules.open')}
      </button>
      <Modal
        open={dialog.open}
        onClose={dialog.hide}
        title={t('rules.title')}
        titleId="rules-title"
        closeLabel={t('rules.close')}
        closeAt="head"
        classes={{ dialog: styles.dialog, head: styles.head, close: styles.close }}
      >
        <Content.Part decks={decks} variant={variant} last={last} language={language} shortcuts={shortcuts} />
        <form method="dialog" className={styles.foot}>
          <ModalClose label={t('rules.close')} className={styles.close} />
        </form>
      </Modal>
    </>
  );
}
