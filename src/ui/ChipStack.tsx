/** Chips lying on a spot, stacked, with the spot's amount beside them. */
import { m, AnimatePresence } from 'motion/react';
import { Chip, chipsFor } from './Chip.tsx';
import styles from './ChipStack.module.css';

/** How a stack leaves the felt when the round is settled. */
export type StackExit = 'paid' | 'swept' | 'returned' | null;

interface ChipStackProps {
  amount: number;
  /** Formatted amount. */
  label: string;
  /** Set once the round is settled: paid chips move to the player, lost ones are swept away. */
  exit: StackExit;
}

const MAX_DRAWN = 8;

export function ChipStack({ amount, label, exit }: ChipStackProps) {
  const chips = chipsFor(amount).slice(0, MAX_DRAWN).reverse();
  const target = exit === 'swept' ? { y: -60, opacity: 0 } : exit === 'paid' || exit === 'returned' ? { y: 70, opacity: 0 } : { y: 0, opacity: 1 };
  return (
    <AnimatePresence>
      {amount > 0 && (
        <m.div
          className={styles.wrap}
          initial={{ opacity: 0, scale: 0.6 }}
          animate={{ ...target, scale: 1 }}
          exit={{ opacity: 0 }}
          transition={{ duration: exit ? 0.6 : 0.18, delay: exit ? 0.5 : 0 }}
        >
          <div className={styles.stack} style={{ height: `calc(var(--pb-chip) * 0.75 + ${chips.length - 1} * 5px)` }}>
            {chips.map((v, i) => (
              <div key={i} className={styles.layer} style={{ bottom: `${i * 5}px` }}>
                <Chip value={v} />
              </div>
            ))}
          </div>
          <span className={`${styles.amount} pb-money`}>{label}</span>
        </m.div>
      )}
    </AnimatePresence>
  );
}
