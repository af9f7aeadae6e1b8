/**
 * The settings feature's public face (src/README.md § Folders). The button and its dialog are not
 * needed to place a first bet: a chunk of their own, loaded once the browser is idle after the
 * first paint.
 */
import type { ComponentProps } from 'react';
import { idlePart } from '../../ui/lazyPart.tsx';
import { toolPlaceholder } from '../../ui/ToolPlaceholder.tsx';
import { SETTINGS_ICON } from './icon.ts';

export const SettingsDialog = idlePart<ComponentProps<(typeof import('./SettingsDialog.tsx'))['SettingsDialog']>>(
  () => import('./SettingsDialog.tsx').then((m) => m.SettingsDialog),
  { texts: ['responsible', 'settings'], placeholder: toolPlaceholder('tools.settings', SETTINGS_ICON) },
);
