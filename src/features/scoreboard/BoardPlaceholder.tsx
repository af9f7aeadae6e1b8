/**
 * The board's frame while its chunk loads: the same strip, with the boxes that give the board its
 * height (the tool bar and the derived roads' two rows on a wide screen, the road toggle on a
 * narrow one) left empty and unseen, so the felt does not move when the roads arrive.
 */
import styles from './Scoreboard.module.css';

export function BoardPlaceholder() {
  return (
    <section className={styles.board} aria-hidden="true" data-testid="scoreboard-placeholder">
      <div className={styles.bar} />
      <div className={`${styles.roads} ${styles.roadsPlaceholder}`}>
        <span className={styles.toggle} style={{ visibility: 'hidden' }} />
      </div>
    </section>
  );
}
