/**
 * The dealer controls (keyed by place, so keyboard focus stays on the same button when GI becomes
 * SATS IGJEN OG GI after a round): GI and FJERN while betting and during the reveal (where the store
 * refuses them; the felt shows it), SATS IGJEN and SATS IGJEN OG GI after a round. Buttons are named
 * by their labels.
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Phase } from '../../store/types.ts';
import styles from './Controls.module.css';

interface ControlsProps {
  phase: Phase;
  /** Offer SATS IGJEN beside GI (betting on an empty table after a round). */
  canRebetWhileBetting: boolean;
  onDeal(): void;
  onClear(): void;
  onRebet(): void;
  onRebetAndDeal(): void;
}

/**
 * A held Enter repeats keydown, and each one clicks a button. Focus stays on the deal button when
 * it becomes SATS IGJEN OG GI, so a key held through the reveal would deal again: only a fresh
 * press counts.
 */
function ignoreRepeat(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.repeat) event.preventDefault();
}

export function Controls({ phase, canRebetWhileBetting, onDeal, onClear, onRebet, onRebetAndDeal }: ControlsProps) {
  const { t } = useTranslation();
  const button = (key: string, primary: boolean, label: string, onClick: () => void) => (
    <button key={key} type="button" className={primary ? styles.primary : styles.secondary} onClick={onClick} onKeyDown={ignoreRepeat}>
      {label}
    </button>
  );
  // One flat keyed list: React keeps the same DOM buttons (and focus) across phases.
  const buttons =
    phase === 'settled'
      ? [button('secondary', false, t('controls.rebet'), onRebet), button('primary', true, t('controls.rebetDeal'), onRebetAndDeal)]
      : [
          ...(canRebetWhileBetting ? [button('rebet', false, t('controls.rebet'), onRebet)] : []),
          button('secondary', false, t('controls.clear'), onClear),
          button('primary', true, t('controls.deal'), onDeal),
        ];
  return (
    <div className={styles.controls} role="group" aria-label={t('controls.label')}>
      {buttons}
    </div>
  );
}
