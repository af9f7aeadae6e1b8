/**
 * The dealer controls: GI and FJERN while betting (and during the reveal, where they do
 * nothing), SATS IGJEN and SATS IGJEN OG GI after a round. Buttons are named by their labels.
 */
import { useTranslation } from 'react-i18next';
import type { Phase } from '../store/types.ts';
import styles from './Controls.module.css';

interface ControlsProps {
  phase: Phase;
  /** Offer SATS IGJEN while betting on an empty table after a round. */
  canRebetWhileBetting: boolean;
  onDeal(): void;
  onClear(): void;
  onRebet(): void;
  onRebetAndDeal(): void;
}

export function Controls({ phase, canRebetWhileBetting, onDeal, onClear, onRebet, onRebetAndDeal }: ControlsProps) {
  const { t } = useTranslation();
  const busy = phase === 'revealing';
  return (
    <div className={styles.controls} role="group" aria-label={t('controls.label')} data-busy={busy || undefined}>
      {phase === 'settled' ? (
        <>
          <button type="button" className={styles.secondary} onClick={onRebet}>
            {t('controls.rebet')}
          </button>
          <button type="button" className={styles.primary} onClick={onRebetAndDeal}>
            {t('controls.rebetDeal')}
          </button>
        </>
      ) : (
        <>
          {canRebetWhileBetting && !busy && (
            <button type="button" className={styles.secondary} onClick={onRebet}>
              {t('controls.rebet')}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={onClear}>
            {t('controls.clear')}
          </button>
          <button type="button" className={styles.primary} onClick={onDeal}>
            {t('controls.deal')}
          </button>
        </>
      )}
    </div>
  );
}
