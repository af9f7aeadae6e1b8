/** The app: motion and language set-up around the table. */
import { useEffect } from 'react';
import { LazyMotion, MotionConfig, domAnimation } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { Table } from '../features/table/Table.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { useTable } from '../store/appStore.ts';

/** Keeps i18next, `<html lang>` and the page title in step with the stored language. */
function useLanguageSync() {
  const language = useTable((s) => s.language);
  const { i18n, t } = useTranslation();
  if (i18n.language !== language) void i18n.changeLanguage(language);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t('title');
  }, [language, t]);
}

export function App() {
  useLanguageSync();
  return (
    <ErrorBoundary>
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user">
          <Table />
        </MotionConfig>
      </LazyMotion>
    </ErrorBoundary>
  );
}
