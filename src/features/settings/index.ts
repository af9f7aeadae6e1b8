/** The settings feature's public face (src/README.md § Folders). */
export { SettingsDialog } from './SettingsDialog.tsx';
