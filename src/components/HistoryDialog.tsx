/**
 * Hand history in a modal dialog, with each round's detail over it. The content (HistoryContent.tsx
 * and RoundDetailDialog.tsx) is a chunk of its own, loaded when the browser is idle or on opening.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../store/types.ts';
import { lazyPart, usePreloadWhenIdle } from './lazyPart.tsx';
import { Modal } from './Modal.tsx';
import styles from './HistoryDialog.module.css';

const Content = lazyPart(() => import('./HistoryContent.tsx').then((m) => m.HistoryContent));

export function HistoryDialog({ language }: { language: Language }) {
  const { t } = useTranslation('roads');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  usePreloadWhenIdle(Content);

  return (
    <>
      <button type="button" onClick={() => Content.whenLoaded(() => setOpen(true))}>
        {t('history.open')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('history.title')}
        titleId={titleId}
        closeLabel={t('history.close')}
        closeAt="head"
        classes={{ dialog: styles.dialog, head: styles.top }}
        testId="history-dialog"
      >
        <Content.Part titleId={titleId} language={language} />
      </Modal>
    </>
  );
}
