/**
 * A bet spot printed on the felt (a button): its name, what it pays (from the engine, for the
 * table's variant), the chips on it and, once settled, how the bet ended. Main spots (Player,
 * Tie, Banker) are large; side-bet spots are compact, in a row of their own, their full name printed.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type BetKey, type SpotSettlement, isSideBet } from '../../engine/index.ts';
import { formatMoney, formatSignedMoney } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import { ChipStack, type StackExit } from '../../ui/ChipStack.tsx';
import type { SpotPays } from './spotPays.ts';
import styles from './BetSpot.module.css';

interface BetSpotProps {
  spot: BetKey;
  amount: number;
  /** The payout as printed (spotPays.ts). */
  pays: SpotPays;
  /** The settled result of this spot, shown after the reveal. */
  result: SpotSettlement | null;
  /** The spot won in the last round (lit). */
  lit: boolean;
  language: Language;
  /** Keyboard shortcut(s), as `aria-keyshortcuts` (see shortcuts.ts). */
  keys?: string;
  /** During the reveal: the id of the text that says why the spot waits (it looks and is announced unavailable). */
  waitingFor?: string;
  onPlace(spot: BetKey): void;
}

export const BetSpot = memo(function BetSpot({ spot, amount, pays, result, lit, language, keys, waitingFor, onPlace }: BetSpotProps) {
  const { t } = useTranslation();
  const money = formatMoney(amount, language);
  const name = t(`spot.name.${spot}`);
  // How the bet ended: the badge's word or sum, and as said in the spot's name.
  const badge = result && (result.outcome === 'push' ? t('spot.push') : formatSignedMoney(result.net, language));
  const said = result && (result.outcome === 'push' ? t('spot.pushSaid') : badge);
  // Settled, the chips leave the felt and the badge shows how the bet ended: the name says both, so
  // it never announces as lying on the spot a stake that has gone.
  const label = said
    ? t('spot.labelSettled', { name, pays: pays.text, amount: money, outcome: said })
    : amount > 0
      ? t('spot.label', { name, pays: pays.text, amount: money })
      : t('spot.labelEmpty', { name, pays: pays.text });
  const exit: StackExit = !result ? null : result.outcome === 'win' ? 'paid' : result.outcome === 'lose' ? 'swept' : 'returned';
  return (
    <button
      type="button"
      className={styles.spot}
      data-testid={`spot-${spot}`}
      data-value={amount}
      data-spot={spot}
      data-side-bet={isSideBet(spot) || undefined}
      data-lit={lit || undefined}
      data-result={result?.outcome}
      aria-label={label}
      aria-keyshortcuts={keys}
      aria-disabled={waitingFor ? true : undefined}
      aria-describedby={waitingFor}
      onClick={() => onPlace(spot)}
    >
      <span className={styles.title}>{isSideBet(spot) ? name : t(`spot.${spot}`)}</span>
      <span className={styles.pays}>
        {pays.main}
        {pays.except && <span className={styles.except}> · {pays.except}</span>}
      </span>
      <span className={styles.chips}>
        <ChipStack amount={amount} label={money} exit={exit} />
      </span>
      {result && (
        <span className={`${styles.badge} pb-money`} data-outcome={result.outcome} aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
});
