/**
 * Which sounds a change of the table store makes: a chip placed or taken back, a refusal, the
 * round's result for the player once its last card is turned (win, push or loss of the money
 * staked), and a new shoe shuffled.
 */
import { totalStake } from '../../engine/index.ts';
import { selectLastRound } from '../../store/selectors.ts';
import type { TableState } from '../../store/state.ts';
import type { Notice } from '../../store/types.ts';
import type { SoundCue } from './cues.ts';

/** Notices that refuse what the player asked for (the others inform). */
const INFORMING: ReadonlySet<Notice['key']> = new Set(['storage-reset', 'new-shoe', 'refilled', 'board-reset', 'tab-conflict']);

type Seen = Pick<TableState, 'bets' | 'phase' | 'notice' | 'shoe' | 'history'>;

/** The cues for a change from `prev` to `next` of the table store, in the order to play them. */
export function cuesFor(prev: Seen, next: Seen): SoundCue[] {
  const cues: SoundCue[] = [];
  if (next.notice && next.notice.seq !== prev.notice?.seq && !INFORMING.has(next.notice.key)) cues.push('refused');
  // Chips moved on the table while betting (placed, SATS IGJEN, DOBLE, ANGRE, FJERN).
  if (next.phase === 'betting' && totalStake(next.bets) !== totalStake(prev.bets)) cues.push('chip');
  if (prev.phase === 'revealing' && next.phase === 'settled') {
    const last = selectLastRound(next);
    if (last) {
      const { returned, staked } = last.settlement;
      cues.push(returned > staked ? 'win' : returned === staked ? 'push' : 'loss');
    }
  }
  // A new shoe: a cut-card shoe's end, new settings or seed. Reshuffling before every round is not
  // a new shoe to the ear (it would sound at every GI, over the cards).
  const dealt = next.phase === 'revealing' && prev.phase !== 'revealing';
  if (next.shoe.shoeNumber > prev.shoe.shoeNumber && !(dealt && next.shoe.policy === 'every-round')) cues.push('shuffle');
  return cues;
}
