/**
 * The lab feature's public face: the top bar's Systemlab button (the lab loads on first use). The
 * button is not needed to place a first bet: a chunk of its own, loaded once the browser is idle
 * after the first paint.
 */
import type { ComponentProps } from 'react';
import { idlePart } from '../../ui/lazyPart.tsx';
import { toolPlaceholder } from '../../ui/ToolPlaceholder.tsx';

export const LabButton = idlePart<ComponentProps<(typeof import('./LabButton.tsx'))['LabButton']>>(() =>
  import('./LabButton.tsx').then((m) => m.LabButton),
  { placeholder: toolPlaceholder('lab.open') },
);
