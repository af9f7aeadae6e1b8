/**
 * "A new version is ready – reload": shown when a new version of the app waits (its service
 * worker is installed), or when another tab has already stored the table with a newer version
 * (the store's `newerBuild`: this tab can no longer play it), never while a round is being
 * revealed, so nothing reloads mid-round. A tap loads the waiting version, else reloads the page.
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
  const revealing = useTable((s) => s.phase === 'revealing');
  if ((!update && !newer) || revealing) return null;
  return (
    <div className={styles.region} role="status">
      <button type="button" className={styles.prompt} data-testid="update-prompt" onClick={() => (update ? update.load() : reload())}>
        {t('update.ready')}
      </button>
    </div>
  );
}
