/**
 * The learn feature's public face (src/README.md § Folders). The round detail is given as a lazily
 * loaded part, not as the component, so that importing this index keeps it in a chunk of its own.
 * The explain panel and its tools (the last round, the rules) are not needed to place a first bet:
 * chunks of their own, with the learn texts, loaded once the browser is idle after the first paint.
 */
import type { ComponentProps } from 'react';
import { idlePart } from '../../ui/lazyPart.tsx';
import { ExplainPlaceholder } from './ExplainPlaceholder.tsx';

export const ExplainPanel = idlePart<ComponentProps<(typeof import('./ExplainPanel.tsx'))['ExplainPanel']>>(
  () => import('./ExplainPanel.tsx').then((m) => m.ExplainPanel),
  { placeholder: ExplainPlaceholder, texts: ['learn'] },
);
export const LastRoundButton = idlePart<ComponentProps<(typeof import('./LastRoundButton.tsx'))['LastRoundButton']>>(
  () => import('./LastRoundButton.tsx').then((m) => m.LastRoundButton),
  { texts: ['learn', 'roads'] },
);
export const RulesDialog = idlePart<ComponentProps<(typeof import('./RulesDialog.tsx'))['RulesDialog']>>(
  () => import('./RulesDialog.tsx').then((m) => m.RulesDialog),
  { texts: ['learn'] },
);
export { RoundDetail } from './roundDetail.ts';
