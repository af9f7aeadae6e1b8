/**
 * "A new version is ready – reload": shown when a new version of the app waits (its service
 * worker is installed), or when another tab has already stored the table with a newer version
 * (the store's `newerBuild`: this tab can no longer play it), never while a round is being
 * revealed, so nothing reloads mid-round. A tap loads the waiting version, else reloads the page.
 * Beside it, for a newer build's table, "Spill videre her": this tab's table is stored over it.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useTable } from '../../store/appStore.ts';
import { subscribeUpdate, waitingUpdate } from './updateState.ts';
import styles from './UpdatePrompt.module.css';

/** The CSS variable the felt keeps free at its end (global.css). */
const SPACE = '--pb-prompt-space';

/**
 * Keeps room at the felt's end for the prompt while an update or a newer table waits: set from the
 * prompt's height when it shows, kept while a reveal hides it (the felt does not jump each round),
 * taken away when nothing waits any more. Returns the ref for the prompt's region.
 */
function usePromptSpace(waiting: boolean) {
  const region = useRef<HTMLDivElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback(() => {
    const node = region.current;
    if (!node) return;
    // The region's own height and its distance from the foot, not the viewport's: a phone's
    // toolbars change that while the region stays put at the foot. 8 px of felt above it.
    const room = node.offsetHeight + (parseFloat(getComputedStyle(node).bottom) || 0) + 8;
    document.documentElement.style.setProperty(SPACE, `${Math.ceil(room)}px`);
  }, []);
  useEffect(() => {
    if (!waiting) return;
    // Also here, not only when the region mounts: StrictMode's second run follows a cleanup.
    measure();
    return () => {
      document.documentElement.style.removeProperty(SPACE);
    };
  }, [waiting, measure]);
  // React 18 calls a ref with null when the node goes, and ignores what the callback returns.
  return useCallback(
    (node: HTMLDivElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      region.current = node;
      if (!node) return;
      measure();
      if (typeof ResizeObserver === 'function') {
        observer.current = new ResizeObserver(measure);
        observer.current.observe(node);
      }
    },
    [measure],
  );
}

/**
 * Plays on here, first moving focus to the chosen chip (else the page would be left with none as
 * this button goes), so a keyboard player goes on betting from where the table starts.
 */
function playOn(playOnHere: () => void) {
  document.querySelector<HTMLInputElement>('main[data-testid="table"] input[type="radio"]:checked')?.focus();
  playOnHere();
}

export function UpdatePrompt({ reload = () => location.reload() }: { /** Reloads the page (tests pass a stand-in). */ reload?: () => void }) {
  const { t } = useTranslation();
  const update = useSyncExternalStore(subscribeUpdate, waitingUpdate, waitingUpdate);
  const newer = useTable((s) => s.newerBuild);
  const playOnHere = useTable((s) => s.playOnHere);
  const revealing = useTable((s) => s.phase === 'revealing');
  const space = usePromptSpace(Boolean(update) || newer);
  if ((!update && !newer) || revealing) return null;
  return (
    <div ref={space} className={styles.region} role="status">
      <button type="button" className={styles.prompt} data-testid="update-prompt" onClick={() => (update ? update.load() : reload())}>
        {t('update.ready')}
      </button>
      {/* The way out where no newer version loads (the notice says what it costs). */}
      {newer && (
        <button type="button" className={`${styles.prompt} ${styles.quiet}`} data-testid="newer-play-here" onClick={() => playOn(playOnHere)}>
          {t('update.playHere')}
        </button>
      )}
    </div>
  );
}
