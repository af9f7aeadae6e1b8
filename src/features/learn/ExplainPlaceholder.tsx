/**
 * The explain panel's frame while its chunk loads: the same panel with its switch row and, when
 * explaining is on, one empty line, so the felt does not move when the panel arrives.
 */
import type { ComponentProps } from 'react';
import styles from './ExplainPanel.module.css';

export function ExplainPlaceholder({ enabled }: Pick<ComponentProps<(typeof import('./ExplainPanel.tsx'))['ExplainPanel']>, 'enabled'>) {
  return (
    <section className={styles.panel} aria-hidden="true" data-testid="explain-placeholder">
      <div className={styles.head}>
        <div className={styles.actions}>
          <span className={styles.toggle} />
        </div>
      </div>
      {enabled && (
        <div className={styles.body}>
          <p className={styles.empty}>{'\u00a0'}</p>
        </div>
      )}
    </section>
  );
}
