/** The responsible-play panel's frame while its chunk loads: the same strip with one empty line. */
import styles from './ResponsiblePanel.module.css';

export function PanelPlaceholder() {
  return (
    <section className={styles.panel} aria-hidden="true" data-testid="responsible-placeholder">
      <p>{'\u00a0'}</p>
    </section>
  );
}
