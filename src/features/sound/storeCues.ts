/**
 * Which sounds a change of the table store makes: a chip placed or taken back, a refusal, the
 * round's result for the player once its last card is turned (win, push or loss of the money
 * staked), and a new shoe shuffled.
 */
import { type RefusalReason, totalStake } from '../../engine/index.ts';
import { selectLastRound } from '../../store/selectors.ts';
import type { TableState } from '../../store/state.ts';
import type { Notice } from '../../store/types.ts';
import type { SoundCue } from './cues.ts';

/**
 * Whether each notice that is not a betting refusal (an engine RefusalReason, always refused)
 * refuses what the player asked for or informs. A Record, so a new notice must be classed here.
 */
const NOTICE_KIND: Readonly<Record<Exclude<Notice['key'], RefusalReason>, 'refused' | 'informs'>> = {
  'storage-reset': 'informs',
  'storage-trimmed': 'informs',
  'storage-unsaved': 'informs',
  'new-shoe': 'informs',
  refilled: 'informs',
  'board-reset': 'informs',
  'tab-conflict': 'informs',
  'newer-version': 'refused',
  'side-bets-returned': 'informs',
  'settings-locked': 'refused',
  'refill-not-needed': 'refused',
  'double-over-max': 'refused',
  'nothing-to-double': 'refused',
  'nothing-to-clear': 'refused',
  'nothing-to-undo': 'refused',
};

function refuses(key: Notice['key']): boolean {
  return (NOTICE_KIND as Record<string, string>)[key] !== 'informs';
}

type Seen = Pick<TableState, 'bets' | 'phase' | 'notice' | 'shoe' | 'history'>;

/** The cues for a change from `prev` to `next` of the table store, in the order to play them. */
export function cuesFor(prev: Seen, next: Seen): SoundCue[] {
  const cues: SoundCue[] = [];
  if (next.notice && next.notice.seq !== prev.notice?.seq && refuses(next.notice.key)) cues.push('refused');
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
  // A shoe replaced before its first round keeps its number, so the cards' order tells: the same
  // order copied from another tab is no shuffle.
  // An every-round shoe is held unshuffled between rounds, so asking for a new one may change no
  // card: the notice of a new shoe tells it then.
  const dealt = next.phase === 'revealing' && prev.phase !== 'revealing';
  const asked = next.notice?.key === 'new-shoe' && next.notice.seq !== prev.notice?.seq;
  if (asked || (shuffled(prev.shoe.cards, next.shoe.cards) && !(dealt && next.shoe.policy === 'every-round'))) cues.push('shuffle');
  return cues;
}

function shuffled(before: readonly number[], after: readonly number[]): boolean {
  return before !== after && (before.length !== after.length || before.some((id, i) => id !== after[i]));
}
