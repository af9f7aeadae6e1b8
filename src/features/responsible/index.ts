/**
 * The responsible-play feature's public face (src/README.md § Folders). The panel (session clock,
 * note, help line, reminder) is not needed to place a first bet: a chunk of its own, with its
 * texts, loaded in a background task after the first paint. The session it starts counts the
 * money held (balance and chips on the felt), which a placed chip does not change.
 */
import { idlePart } from '../../ui/lazyPart.tsx';
import { PanelPlaceholder } from './PanelPlaceholder.tsx';
// Taken with the first load, so the session starts when the table opens (opened.ts).
import './opened.ts';

export { ReminderSetting } from './ReminderSetting.tsx';
export const ResponsiblePanel = idlePart<Record<string, never>>(
  () => import('./ResponsiblePanel.tsx').then((m) => m.ResponsiblePanel),
  { placeholder: PanelPlaceholder, texts: ['responsible'] },
);
