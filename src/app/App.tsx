/** The app: motion and language set-up around the table. */
import { useEffect } from 'react';
import { LazyMotion, MotionConfig } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { Table } from '../features/table/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { UpdatePrompt } from '../features/offline/index.ts';
import { onIdle } from '../ui/lazyPart.tsx';
import { useTable } from '../store/appStore.ts';

/** Keeps i18next, `<html lang>` and the page title in step with the stored language. */
function useLanguageSync() {
  const language = useTable((s) => s.language);
  const { i18n, t } = useTranslation();
  useEffect(() => {
    // The other language's texts load first (its own chunk); the table switches once they are in.
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  const shown = i18n.language;
  useEffect(() => {
    document.documentElement.lang = shown;
    document.title = t('title');
  }, [shown, t]);
}

/**
 * The animation features load in their own chunk once the browser is idle after the first paint:
 * the felt paints and takes bets without them.
 */
const loadMotionFeatures = () =>
  new Promise<void>((resolve) => onIdle(resolve, 1000)).then(() => import('./motionFeatures.ts')).then((r) => r.default);

export function App() {
  useLanguageSync();
  return (
    <ErrorBoundary>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <Table />
          <UpdatePrompt />
        </MotionConfig>
      </LazyMotion>
    </ErrorBoundary>
  );
}
