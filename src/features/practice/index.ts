/**
 * The practice feature's public face: the button that opens the game, loaded lazily (src/README.md
 * § Folders). The button is not needed to place a first bet: a chunk of its own, with the practice
 * texts, loaded once the browser is idle after the first paint.
 */
import type { ComponentProps } from 'react';
import { idlePart } from '../../ui/lazyPart.tsx';
import { toolPlaceholder } from '../../ui/ToolPlaceholder.tsx';

export const PracticeButton = idlePart<ComponentProps<(typeof import('./PracticeButton.tsx'))['PracticeButton']>>(
  () => import('./PracticeButton.tsx').then((m) => m.PracticeButton),
  { texts: ['practice'], placeholder: toolPlaceholder('tools.practice') },
);
