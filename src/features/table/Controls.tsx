/**
 * The dealer controls (keyed by place, so keyboard focus stays on the same button when GI becomes
 * SATS IGJEN OG GI after a round, and on SATS IGJEN when it is pressed): ANGRE and DOBLE in every
 * phase, GI and FJERN while betting and during the reveal, SATS IGJEN once there is a last round
 * (it keeps its place while betting, so a second press lands on it and says why it is refused),
 * SATS IGJEN OG GI after a round. During the reveal every one looks and is announced unavailable,
 * described by `waitingFor`; the store's guard is what refuses them. Buttons are named by their
 * labels and carry their keyboard shortcuts (shortcuts.ts).
 */
import { memo } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Phase } from '../../store/types.ts';
import { type ControlCommand, SHORTCUTS, ariaKeys } from './shortcuts.ts';
import styles from './Controls.module.css';

interface ControlsProps {
  phase: Phase;
  /** There is a last round to bet again: SATS IGJEN is offered (unavailable while it would be refused). */
  hasLastBets: boolean;
  /** During the reveal: the id of the text that says why nothing can be pressed yet. */
  waitingFor?: string;
  /** Chips on the table that ANGRE can take back (otherwise it is shown unavailable). */
  canUndo: boolean;
  /** SATS IGJEN (and SATS IGJEN OG GI) would place the last bets: otherwise shown unavailable. */
  canRebet: boolean;
  /** DOBLE would place chips: otherwise shown unavailable. */
  canDouble: boolean;
  /** Chips on the table while betting: GI has something to deal (otherwise shown unavailable). */
  hasBets: boolean;
  language: Language;
  onDeal(): void;
  onUndo(): void;
  onDouble(): void;
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

export const Controls = memo(function Controls(props: ControlsProps) {
  const { phase, hasLastBets, waitingFor, canUndo, canRebet, canDouble, hasBets, language, onDeal, onClear, onRebet, onRebetAndDeal, onUndo, onDouble } = props;
  const waiting = phase === 'revealing';
  const { t } = useTranslation();
  const keys = SHORTCUTS[language].controls;
  const button = (key: string, kind: 'primary' | 'secondary' | 'minor', command: ControlCommand, label: string, onClick: () => void, unavailable = false) => (
    <button
      key={key}
      type="button"
      className={styles[kind]}
      onClick={onClick}
      onKeyDown={ignoreRepeat}
      aria-keyshortcuts={ariaKeys(keys[command])}
      // Stays focusable (a player pressing ANGRE down to an empty table keeps focus on it).
      aria-disabled={unavailable || waiting || undefined}
      aria-describedby={waiting ? waitingFor : undefined}
    >
      {label}
    </button>
  );
  const minor = [
    button('undo', 'minor', 'undo', t('controls.undo'), onUndo, !canUndo || phase !== 'betting'),
    button('double', 'minor', 'double', t('controls.double'), onDouble, !canDouble),
  ];
  const rebet = hasLastBets || phase === 'settled' ? [button('rebet', 'secondary', 'rebet', t('controls.rebet'), onRebet, !canRebet)] : [];
  // One flat keyed list: React keeps the same DOM buttons (and focus) across phases.
  const buttons =
    phase === 'settled'
      ? [...minor, ...rebet, button('primary', 'primary', 'deal', t('controls.rebetDeal'), onRebetAndDeal, !canRebet)]
      : [
          ...minor,
          ...rebet,
          button('secondary', 'secondary', 'clear', t('controls.clear'), onClear),
          button('primary', 'primary', 'deal', t('controls.deal'), onDeal, !hasBets),
        ];
  return (
    <div className={styles.controls} role="group" aria-label={t('controls.label')}>
      {buttons}
    </div>
  );
});
