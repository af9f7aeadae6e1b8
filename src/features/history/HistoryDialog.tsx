/**
 * Hand history in a modal dialog, with each round's detail over it. The content (HistoryContent.tsx
 * and RoundDetailDialog.tsx) is a chunk of its own, loaded when the browser is idle or on opening.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../store/types.ts';
import { lazyPart, useLazyDialog } from '../../ui/lazyPart.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { RoundDetail } from '../learn/index.ts';
import styles from './HistoryDialog.module.css';

const Content = lazyPart(() => import('./HistoryContent.tsx').then((m) => m.HistoryContent));

export function HistoryDialog({ language }: { language: Language }) {
  const { t } = useTranslation('roads');
  const titleId = useId();
  const dialog = useLazyDialog(Content);

  return (
    <>
      <button type="button" onClick={dialog.show}>
        {t('history.open')}
      </button>
      <Modal
        open={dialog.open}
        onClose={dialog.hide}
        title={t('history.title')}
        titleId={titleId}
        closeLabel={t('history.close')}
        closeAt="head"
        classes={{ dialog: styles.dialog, head: styles.top }}
        testId="history-dialog"
      >
        <Content.Part titleId={titleId} language={language} detail={RoundDetail} />
      </Modal>
    </>
  );
}
