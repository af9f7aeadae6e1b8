import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startI18n } from './i18n.ts';
import { tableStore } from '../store/appStore.ts';
import { registerOfflineWhenIdle } from '../features/offline/index.ts';
import { armSound } from '../features/sound/index.ts';
import './global.css';

// The sound code loads on the first press, never before (features/sound).
armSound(tableStore);

// The page's script is async (vite.config.ts, pb-prerender): it may run before the document is
// parsed, so the table waits for that too (by then the style sheet is in: the boot script before
// the body waits for it).
const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

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
