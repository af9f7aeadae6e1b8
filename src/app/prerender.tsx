/**
 * The first screen as HTML, rendered at build time (issue 12; the `pb-prerender` plugin in
 * vite.config.ts puts it into index.html), so the felt paints before any script has run: the
 * table in its betting phase with a new player's state, once per language. Until the app starts
 * and `createRoot` replaces it (main.tsx), it is inert and busy: a press does nothing (no bet can
 * be placed, and so none is lost), and it carries no `data-testid`, so tests and the bench wait
 * for the live `main[data-testid="table"]`. `boot.ts` chooses which language shows.
 */
import { renderToString } from 'react-dom/server';
import { Table } from '../features/table/index.ts';
import { initI18n } from './i18n.ts';
import { resources } from './resources.ts';
import { tableStore } from '../store/appStore.ts';
import { initialTableState } from '../store/state.ts';
import { LANGUAGES, type Language } from '../store/types.ts';

/**
 * The felt of a new player in `language`, marked `data-pb-prerender="<language>"`: HTML without
 * test ids, form names and ids of its own (two languages sit side by side in one page).
 * Side effects, for the build only: it overwrites the page's table store (`tableStore`) with a
 * new player's state in `language` and replaces its `getInitialState` to return that state, and
 * sets up i18next in `language`.
 */
export function renderFirstScreen(language: Language): string {
  const i18n = initI18n(language, resources);
  void i18n.changeLanguage(language);
  tableStore.setState({ ...initialTableState({ language }), language });
  // A server render reads a zustand store's initial state (its server snapshot): make that this one.
  const state = tableStore.getState();
  tableStore.getInitialState = () => state;
  // The note of a table still loading shows only if the app has not taken over after a moment
  // (global.css, pb-loading): on a slow network the felt is there but takes no press yet.
  const html = renderToString(
    <>
      <Table />
      <p className="pb-loading">{i18n.t('loadingTable')}</p>
    </>,
    { identifierPrefix: `pre-${language}-` },
  )
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/ name="([^"]*)"/g, ` name="pre-${language}-$1"`);
  return `<div data-pb-prerender="${language}" inert="" aria-busy="true">${html}</div>`;
}

/** The first screen in every language, for `#root` of index.html. */
export function renderFirstScreens(): string {
  return LANGUAGES.map(renderFirstScreen).join('');
}
