/**
 * "A new version is ready – reload": shown when a new version of the app waits (its service
 * worker is installed), or when another tab has already stored the table with a newer version
 * (the store's `newerBuild`: this tab can no longer play it), never while a round is being
 * revealed, so nothing reloads mid-round. A tap loads the waiting version, else reloads the page.
 * Beside it, for a newer build's table, "Spill videre her": this tab's table is stored over it.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useTable } from '../../store/appStore.ts';
import { subscribeUpdate, waitingUpdate } from './updateState.ts';
import styles from './UpdatePrompt.module.css';

export function UpdatePrompt({ reload = () => location.reload() }: { /** Reloads the page (tests pass a stand-in). */ reload?: () => void }) {
  const { t } = useTranslation();
  const update = useSyncExternalStore(subscribeUpdate, waitingUpdate, waitingUpdate);
  const newer = useTable((s) => s.newerBuild);
  const playOnHere = useTable((s) => s.playOnHere);
  const revealing = useTable((s) => s.phase === 'revealing');
  if ((!update && !newer) || revealing) return null;
  return (
    <div className={styles.region} role="status">
      <button type="button" className={styles.prompt} data-testid="update-prompt" onClick={() => (update ? update.load() : reload())}>
        {t('update.ready')}
      </button>
      {/* The way out where no newer version loads (the notice says what it costs). */}
      {newer && (
        <button type="button" className={`${styles.prompt} ${styles.quiet}`} data-testid="newer-play-here" onClick={playOnHere}>
          {t('update.playHere')}
        </button>
      )}
    </div>
  );
}
