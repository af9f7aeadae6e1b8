/**
 * The scoreboard feature's public face: the roads board with its statistics (src/README.md §
 * Folders). The board is not needed to place a first bet, so it is a chunk of its own (with its
 * texts), loaded once the browser is idle after the first paint; its placeholder keeps its room.
 */
import type { ComponentProps } from 'react';
import { idlePart } from '../../ui/lazyPart.tsx';
import { BoardPlaceholder } from './BoardPlaceholder.tsx';

export const Scoreboard = idlePart<ComponentProps<(typeof import('./Scoreboard.tsx'))['Scoreboard']>>(
  () => import('./Scoreboard.tsx').then((m) => m.Scoreboard),
  { placeholder: BoardPlaceholder, texts: ['roads'] },
);
