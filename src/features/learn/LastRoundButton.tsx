/**
 * "Vis alle trinn" beside the explain switch: opens the last round in detail (its cards, every
 * explain step at once, each bet's payout), for the steps the panel's small box scrolls away. The
 * dialog is the hand history's round detail, loaded as a chunk of its own when the browser is idle.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, RoundRecord } from '../../store/types.ts';
import { useLazyDialog } from '../../ui/lazyPart.tsx';
import tool from '../../ui/ToolButton.module.css';
import { RoundDetail as Detail } from './roundDetail.ts';

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
  // Set on the first press and never cleared, so from then on the dialog stays mounted and
  // closing goes through its own close (focus back to this button).
  const [shown, setShown] = useState<RoundRecord | null>(null);
  const show = () => {
    setShown(record);
    dialog.show();
  };
  return (
    <>
      <button
        type="button"
        className={tool.button}
        aria-haspopup="dialog"
        disabled={!record}
        onClick={show}
        data-testid="explain-all"
      >
        {t('panel.expand')}
      </button>
      {shown && (
        // Renders nothing until the dialog's chunk has loaded.
        <Suspense fallback={null}>
          <Detail.Part record={dialog.open ? shown : null} language={language} onClose={dialog.hide} closeLabel={tt('history.close')} />
        </Suspense>
      )}
    </>
  );
}
