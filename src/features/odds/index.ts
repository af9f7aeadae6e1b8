/** The odds feature's public face: the dialog; its content and worker load lazily (src/README.md § Folders). */
export { OddsDialog } from './OddsDialog.tsx';
