/**
 * The settings feature's public face (src/README.md § Folders). The button and its dialog are not
 * needed to place a first bet: a chunk of their own, loaded once the browser is idle after the
 * first paint.
 */
import type { ComponentProps } from 'react';
import { idlePart } from '../../ui/lazyPart.tsx';
import { SoundControls } from '../sound/index.ts';

export const SettingsDialog = idlePart<ComponentProps<(typeof import('./SettingsDialog.tsx'))['SettingsDialog']>>(
  // The sound controls (the sound's own chunk) come with it: arriving after the dialog had opened,
  // they made it grow, and a dialog centred on a tall screen jumped up. Settings open without them
  // should their chunk fail (they then report where they render).
  () => Promise.all([import('./SettingsDialog.tsx'), SoundControls.preload().catch(() => undefined)]).then(([m]) => m.SettingsDialog),
  { texts: ['responsible', 'settings'] },
);
