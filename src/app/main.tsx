import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { initI18n } from './i18n.ts';
import { tableStore } from '../store/appStore.ts';
import './global.css';

initI18n(tableStore.getState().language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
