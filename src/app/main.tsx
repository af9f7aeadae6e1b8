import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startI18n } from './i18n.ts';
import { HOLD_ID } from './hold.ts';
import { tableStore } from '../store/appStore.ts';
import { registerOfflineWhenIdle } from '../features/offline/index.ts';
import { armSound } from '../features/sound/index.ts';
import './global.css';

// The sound code loads on the first press, never before (features/sound).
armSound(tableStore);

// The page's script is async (vite.config.ts, pb-prerender): it may run before the document is
// parsed, or before its style sheet is in (nothing waits for it before the parse ends), so the
// table waits for both: its first render replaces the prerender, and its effects read layout.
const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
}).then(
  () =>
    new Promise<void>((resolve) => {
      // #root is shown by the sheet (index.html hides it until then): shown, the sheet is in.
      const root = document.getElementById('root');
      const shown = () => !root || getComputedStyle(root).display !== 'none';
      // A sheet that fails to load (now, or before this ran: the page's load event then) leaves an
      // unstyled but working table: #root is shown without it.
      const done = () => {
        if (!shown()) document.getElementById(HOLD_ID)?.remove();
        resolve();
      };
      const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      if (!sheet || document.readyState === 'complete' || shown()) return done();
      sheet.addEventListener('load', done, { once: true });
      sheet.addEventListener('error', done, { once: true });
      window.addEventListener('load', done, { once: true });
    }),
);

// The table renders once its language's texts are in (one small chunk, loaded right away), or
// failed to load (the error boundary and the keys still show a usable table). Its first render
// replaces the prerendered, inert felt in #root (prerender.tsx) in one commit: no blank frame, and
// no markup to match, as hydrating would need (a stored table differs from a new player's).
void Promise.all([startI18n(tableStore.getState().language).catch(() => undefined), parsed]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerOfflineWhenIdle();
});
