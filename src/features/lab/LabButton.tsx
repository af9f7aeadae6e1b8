/**
 * The "Systemlab" button on the top bar and the dialog around the lab. The lab itself
 * (LabPanel.tsx with its charts, strings and worker) is a chunk of its own, loaded when the button
 * is first pressed (or pointed at), never with the table.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useTable } from '../../store/appStore.ts';
import type { Language } from '../../store/types.ts';
import { lazyPart } from '../../ui/lazyPart.tsx';
import { Modal } from '../../ui/Modal.tsx';
import tool from '../../ui/ToolButton.module.css';
import styles from './LabButton.module.css';

const Panel = lazyPart(() => import('./LabPanel.tsx').then((m) => m.LabPanel));

export function LabButton({ language }: { language: Language }) {
  const { t } = useTranslation('table');
  const [open, setOpen] = useState(false);
  // The lab starts on the table's shoe (its decks and reshuffle, as the settings chose them).
  const shoe = useTable(useShallow((s) => ({ decks: s.settings.decks, policy: s.settings.policy })));
  const preload = () => void Panel.preload().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={tool.button}
        title={t('lab.openHint')}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => Panel.whenLoaded(() => setOpen(true))}
      >
        {t('lab.open')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('lab.title')}
        closeLabel={t('lab.close')}
        classes={{ dialog: styles.dialog }}
        testId="lab-dialog"
      >
        <Panel.Part language={language} shoe={shoe} />
      </Modal>
    </>
  );
}
