/**
 * "A new version is ready – reload": shown when a new version of the app waits (its service
 * worker is installed), never while a round is being revealed, so nothing reloads mid-round.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useTable } from '../../store/appStore.ts';
import { subscribeUpdate, waitingUpdate } from './updateState.ts';
import styles from './UpdatePrompt.module.css';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const update = useSyncExternalStore(subscribeUpdate, waitingUpdate, waitingUpdate);
  const revealing = useTable((s) => s.phase === 'revealing');
  if (!update || revealing) return null;
  return (
    <div className={styles.region} role="status">
      <button type="button" className={styles.prompt} data-testid="update-prompt" onClick={() => update.load()}>
        {t('update.ready')}
      </button>
    </div>
  );
}
