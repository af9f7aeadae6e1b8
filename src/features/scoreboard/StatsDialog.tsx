/**
 * Statistics of the board's rounds (the shoe in play, or the session) in a modal dialog. The
 * content (StatsContent.tsx) is a chunk of its own, loaded when the browser is idle or on opening.
 */
import { useTranslation } from 'react-i18next';
import type { BoardView } from '../../store/board.ts';
import type { Language } from '../../store/types.ts';
import { lazyPart, useLazyDialog } from '../../ui/lazyPart.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './StatsDialog.module.css';

const Content = lazyPart(() => import('./StatsContent.tsx').then((m) => m.StatsContent));

/** `scope` is the board's heading in words (scopeText), the same as on the board. */
export function StatsDialog({ board, scope, language }: { board: BoardView; scope: string; language: Language }) {
  const { t } = useTranslation('roads');
  const dialog = useLazyDialog(Content);

  return (
    <>
      <button type="button" onClick={dialog.show}>
        {t('stats.open')}
      </button>
      <Modal
        open={dialog.open}
        onClose={dialog.hide}
        title={<>{t('stats.title')} · {scope}</>}
        closeLabel={t('stats.close')}
        classes={{ dialog: styles.dialog, body: styles.body }}
        testId="stats-dialog"
      >
        <Content.Part board={board} language={language} />
      </Modal>
    </>
  );
}
