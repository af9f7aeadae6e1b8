/**
 * A bet spot printed on the felt (a button): its name, what it pays (from the engine), the
 * chips on it and, once settled, how the bet ended.
 */
import { useTranslation } from 'react-i18next';
import type { Spot, SpotSettlement } from '../../engine/index.ts';
import { formatMoney, formatPayout, formatSignedMoney } from '../../ui/format.ts';
import type { Language } from '../../store/types.ts';
import { ChipStack, type StackExit } from '../../ui/ChipStack.tsx';
import styles from './BetSpot.module.css';

interface BetSpotProps {
  spot: Spot;
  amount: number;
  /** The settled result of this spot, shown after the reveal. */
  result: SpotSettlement | null;
  /** The spot won in the last round (lit). */
  lit: boolean;
  language: Language;
  /** Keyboard shortcut(s), as `aria-keyshortcuts` (see shortcuts.ts). */
  keys?: string;
  onPlace(spot: Spot): void;
}

export function BetSpot({ spot, amount, result, lit, language, keys, onPlace }: BetSpotProps) {
  const { t } = useTranslation();
  const pays = formatPayout(spot, language);
  const money = formatMoney(amount, language);
  const name = t(`spot.name.${spot}`);
  const label = amount > 0 ? t('spot.label', { name, pays, amount: money }) : t('spot.labelEmpty', { name, pays });
  const exit: StackExit = !result ? null : result.outcome === 'win' ? 'paid' : result.outcome === 'lose' ? 'swept' : 'returned';
  return (
    <button
      type="button"
      className={styles.spot}
      data-spot={spot}
      data-lit={lit || undefined}
      data-result={result?.outcome}
      aria-label={label}
      aria-keyshortcuts={keys}
      onClick={() => onPlace(spot)}
    >
      <span className={styles.title}>{t(`spot.${spot}`)}</span>
      <span className={styles.pays}>{pays}</span>
      <span className={styles.chips}>
        <ChipStack amount={amount} label={money} exit={exit} />
      </span>
      {result && (
        <span className={`${styles.badge} pb-money`} data-outcome={result.outcome} aria-hidden="true">
          {result.outcome === 'push' ? t('spot.push') : formatSignedMoney(result.net, language)}
        </span>
      )}
    </button>
  );
}
