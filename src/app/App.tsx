/** The app: the language set-up and the error boundary around the table. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../features/table/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { UpdatePrompt } from '../features/offline/index.ts';
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

export function App() {
  useLanguageSync();
  return (
    <ErrorBoundary>
      <Table />
      <UpdatePrompt />
    </ErrorBoundary>
  );
}
