/**
 * The cards in sight when a round is dealt. On a short screen (320×640, a phone zoomed in) the
 * dealer's buttons are below the fold: the player scrolls down to GI, and the reveal and its result
 * would then happen above the screen's top, unseen. So when a reveal starts with the hands mostly
 * out of the viewport, the page puts the dealer's part (the hands, then the result) at the top,
 * which on such a screen leaves the spots and the dealer's buttons in sight below it (with side
 * bets, a few px below the fold: a scroll that short leaves the hands in sight at the next deal). It
 * goes there at once, before the first card flies: a smooth scroll would run beside the cards'
 * flight (on the main thread where the page does not scroll on the compositor) and leave the felt
 * moving under a finger for a few hundred ms. Where the hands are in sight nothing moves.
 */
import { type RefObject, useEffect } from 'react';
import type { Phase } from '../../store/types.ts';

/** A box's top and bottom in viewport px, as getBoundingClientRect gives them. */
export interface VerticalBox {
  top: number;
  bottom: number;
}

/**
 * Whether less than half of the box `box` (viewport px) is within a viewport `viewportHeight` px
 * tall, so the reveal would be mostly out of sight. A box only clipped a little (the player
 * scrolled a few px down to a button just below the fold) is left where it is: scrolled back at
 * every deal, the button would move under the finger.
 */
export function outOfSight(box: VerticalBox, viewportHeight: number): boolean {
  const height = box.bottom - box.top;
  const seen = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
  return seen < Math.min(height, viewportHeight) / 2;
}

/**
 * At the start of each reveal (phase 'revealing', a new round id), puts `section` (the dealer's
 * part; its first child is Player's hand, in the row of both hands) at the viewport's top when the
 * hands are mostly out of sight. Read in an animation frame, where the frame's layout is done anyway.
 */
export function useDealInView(section: RefObject<HTMLElement | null>, phase: Phase, roundId: number) {
  useEffect(() => {
    if (phase !== 'revealing') return;
    const frame = requestAnimationFrame(() => {
      const el = section.current;
      const hands = el?.firstElementChild;
      if (!el || !hands || !outOfSight(hands.getBoundingClientRect(), window.innerHeight)) return;
      el.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, roundId, section]);
}
