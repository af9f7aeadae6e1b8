/**
 * "Vis alle trinn" beside the explain switch: opens the last round in detail (its cards, every
 * explain step at once, each bet's payout), for the steps the panel's small box scrolls away. The
 * dialog is the hand history's round detail, loaded as a chunk of its own when the browser is idle.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, RoundRecord } from '../store/types.ts';
import { lazyPart, useLazyDialog } from './lazyPart.tsx';
import tool from './ToolButton.module.css';

const Detail = lazyPart(() => import('./RoundDetailDialog.tsx').then((m) => m.RoundDetailDialog));

interface LastRoundButtonProps {
  /** The last round once it is fully shown; null before the first round and during a reveal. */
  record: RoundRecord | null;
  language: Language;
}

export function LastRoundButton({ record, language }: LastRoundButtonProps) {
  const { t } = useTranslation('learn');
  const { t: tt } = useTranslation('roads');
  const dialog = useLazyDialog(Detail);
  // The round opened stays in the dialog until it closes (no round can be dealt behind a modal).
  const [shown, setShown] = useState<RoundRecord | null>(null);
  // Mounted from the first press on and kept, so closing goes through the dialog's own close
  // (focus back to this button); until its chunk is loaded it renders nothing.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={tool.button}
        aria-haspopup="dialog"
        disabled={!record}
        onClick={() => {
          setShown(record);
          setUsed(true);
          dialog.show();
        }}
        data-testid="explain-all"
      >
        {t('panel.expand')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <Detail.Part record={dialog.open ? shown : null} language={language} onClose={dialog.hide} closeLabel={tt('history.close')} />
        </Suspense>
      )}
    </>
  );
}
