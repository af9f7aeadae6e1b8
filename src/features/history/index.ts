/** The history feature's public face: the dialog; its content loads lazily (src/README.md § Folders). */
export { HistoryDialog } from './HistoryDialog.tsx';
