/**
 * One round in detail (its cards, every explain step, each bet's payout) as a part loaded on first
 * use, shared by "Vis alle trinn" and the hand history's rows, so both load the same chunk.
 */
import { lazyPart } from '../../ui/lazyPart.tsx';

export const RoundDetail = lazyPart(() => import('./RoundDetailDialog.tsx').then((m) => m.RoundDetailDialog));
