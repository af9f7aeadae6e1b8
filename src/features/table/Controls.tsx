/**
 * The dealer controls (keyed by place, so keyboard focus stays on the same button when GI becomes
 * SATS IGJEN OG GI after a round, and on SATS IGJEN when it is pressed): ANGRE and DOBLE in every
 * phase, GI and FJERN while betting and during the reveal, SATS IGJEN once there is a last round
 * (it keeps its place while betting, so a second press lands on it and says why it is refused),
 * SATS IGJEN OG GI after a round and on a table emptied again. During the reveal every one looks
 * and is announced unavailable, described by `waitingFor`; between rounds a button the store would
 * refuse (FJERN on an empty table, ANGRE with nothing to take back …) is too, described by the
 * store's reason. The store is what refuses them: a press still calls the action, which says why in
 * the notice. Buttons are named by their labels and carry their keyboard shortcuts (shortcuts.ts).
 */
import { memo } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Phase } from '../../store/types.ts';
import type { ControlRefusals } from '../../store/tableStore.ts';
import { noticeText } from '../../ui/noticeText.ts';
import { type ControlCommand, SHORTCUTS, ariaKeys } from './shortcuts.ts';
import styles from './Controls.module.css';


interface ControlsProps {
  phase: Phase;
  /** There is a last round to bet again: SATS IGJEN is offered (unavailable while it would be refused). */
  hasLastBets: boolean;
  /** Nothing is staked on the table (while betting: the spots are empty). */
  emptyTable: boolean;
  /** During the reveal: the id of the text that says why nothing can be pressed yet. */
  waitingFor?: string;
  /**
   * Between rounds, why each button would be refused (the store's own reason): such a button is
   * shown unavailable and described by that reason (SATS IGJEN OG GI by SATS IGJEN's).
   */
  refusals: ControlRefusals;
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
  const { phase, hasLastBets, emptyTable, waitingFor, refusals, language, onDeal, onClear, onRebet, onRebetAndDeal, onUndo, onDouble } = props;
  const waiting = phase === 'revealing';
  const { t } = useTranslation();
  const keys = SHORTCUTS[language].controls;
  /** The reasons shown: one hidden text per refused button, which describes it. */
  const why: ReactNode[] = [];
  const button = (key: string, kind: 'primary' | 'secondary' | 'minor', command: ControlCommand, label: string, onClick: () => void, refusal: keyof ControlRefusals) => {
    const refused = waiting ? null : refusals[refusal];
    const whyId = `pb-why-${key}`;
    if (refused) why.push(<span key={whyId} id={whyId} className="pb-visually-hidden">{noticeText(t, refused, language)}</span>);
    return (
      <button
        key={key}
        type="button"
        className={styles[kind]}
        onClick={onClick}
        onKeyDown={ignoreRepeat}
        aria-keyshortcuts={ariaKeys(keys[command])}
        // Stays focusable (a player pressing ANGRE down to an empty table keeps focus on it).
        aria-disabled={refused || waiting ? true : undefined}
        aria-describedby={waiting ? waitingFor : refused ? whyId : undefined}
      >
        {label}
      </button>
    );
  };
  const minor = [button('undo', 'minor', 'undo', t('controls.undo'), onUndo, 'undo'), button('double', 'minor', 'double', t('controls.double'), onDouble, 'double')];
  const rebet = hasLastBets || phase === 'settled' ? [button('rebet', 'secondary', 'rebet', t('controls.rebet'), onRebet, 'rebet')] : [];
  // The main button bets the last round again and deals wherever the table is empty and there is
  // one to repeat: after a round, and while betting once the chips are taken off again (FJERN or
  // ANGRE), where a GI would only be refused for want of a bet.
  const rebetDeal = button('primary', 'primary', 'deal', t('controls.rebetDeal'), onRebetAndDeal, 'rebet');
  // One flat keyed list: React keeps the same DOM buttons (and focus) across phases.
  const buttons =
    phase === 'settled'
      ? [...minor, ...rebet, rebetDeal]
      : [
          ...minor,
          ...rebet,
          button('secondary', 'secondary', 'clear', t('controls.clear'), onClear, 'clear'),
          phase === 'betting' && emptyTable && hasLastBets ? rebetDeal : button('primary', 'primary', 'deal', t('controls.deal'), onDeal, 'deal'),
        ];
  return (
    <div className={styles.controls} role="group" aria-label={t('controls.label')}>
      {buttons}
      {why}
    </div>
  );
});
