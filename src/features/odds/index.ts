/**
 * The odds feature's public face: the dialog; its content and worker load lazily (src/README.md §
 * Folders). The button itself is not needed to place a first bet: a chunk of its own, with the
 * odds texts, loaded once the browser is idle after the first paint.
 */
import type { ComponentProps } from 'react';
import { idlePart } from '../../ui/lazyPart.tsx';
import { toolPlaceholder } from '../../ui/ToolPlaceholder.tsx';

export const OddsDialog = idlePart<ComponentProps<(typeof import('./OddsDialog.tsx'))['OddsDialog']>>(
  () => import('./OddsDialog.tsx').then((m) => m.OddsDialog),
  { texts: ['odds'], placeholder: toolPlaceholder('tools.odds') },
);
