/**
 * The "Odds" button and its dialog: the exact probability and house edge of every bet on the table
 * (the variant's Banker, Player and Tie, and its side bets when they are on) for the cards the
 * player has not seen, and a help table of house edges for full shoes of every offered deck count. All figures come from the engine (odds.ts) through the odds worker, so the
 * table never waits for them. During a reveal the previous figures stay until the round is shown,
 * so the panel never tells what the cards still face down are. The content (OddsContent.tsx, with
 * the engine's odds module) is a chunk of its own, loaded when the browser is idle or on opening.
 */
import { useTranslation } from 'react-i18next';
import { lazyPart, useLazyDialog } from '../../ui/lazyPart.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { OddsContentProps } from './OddsContent.tsx';
import styles from './OddsDialog.module.css';
import tool from '../../ui/ToolButton.module.css';

const Content = lazyPart(() => import('./OddsContent.tsx').then((m) => m.OddsContent));

export function OddsDialog(props: OddsContentProps) {
  const { t } = useTranslation('odds');
  const { t: tt } = useTranslation();
  const dialog = useLazyDialog(Content);
  return (
    <>
      <button
        type="button"
        className={tool.button}
        title={t('openHint')}
        onClick={dialog.show}
      >
        {tt('tools.odds')}
      </button>
      <Modal
        open={dialog.open}
        onClose={dialog.hide}
        title={t('title')}
        closeLabel={t('close')}
        classes={{ dialog: styles.dialog, body: styles.body }}
        testId="odds-panel"
      >
        <Content.Part {...props} />
      </Modal>
    </>
  );
}
