/** The responsible-play feature's public face (src/README.md § Folders). */
export { ReminderSetting } from './ReminderSetting.tsx';
export { ResponsiblePanel } from './ResponsiblePanel.tsx';
