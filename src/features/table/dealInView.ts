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
import { type RefObject, useEffect, useRef } from 'react';
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

/** How long after a deal an answer of the observer still counts for it (ms). */
const ANSWER_WINDOW_MS = 250;

/**
 * At the start of each reveal (phase 'revealing', a new round id), puts `section` (the dealer's
 * part; its first child is Player's hand, in the row of both hands) at the viewport's top when the
 * hands are out of sight (outOfSight). Where they are is told by an IntersectionObserver, worked out
 * with each frame's own layout at every quarter of the row it crosses: the deal's frame, the
 * heaviest of a round, reads no layout of its own. A scroll in the very frame of the press (a
 * script's scroll-and-tap) is answered in the frame after it: an answer within ANSWER_WINDOW_MS of
 * the deal still counts for it; later ones (the player scrolling during the reveal) do not.
 */
export function useDealInView(section: RefObject<HTMLElement | null>, phase: Phase, roundId: number) {
  // Nothing known until the observer first answers: no scroll then.
  const out = useRef(false);
  // When the deal that waits for the observer's next answer began (performance.now), or null.
  const waiting = useRef<number | null>(null);
  useEffect(() => {
    const el = section.current;
    const hands = el?.firstElementChild;
    if (!el || !hands || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        out.current = outOfSight(entry.boundingClientRect, entry.rootBounds?.height ?? window.innerHeight);
        const since = waiting.current;
        waiting.current = null;
        if (out.current && since !== null && performance.now() - since < ANSWER_WINDOW_MS) bringIntoSight(el);
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.observe(hands);
    return () => observer.disconnect();
  }, [section]);
  useEffect(() => {
    waiting.current = null;
    if (phase !== 'revealing' || !section.current) return;
    if (out.current) bringIntoSight(section.current);
    else waiting.current = performance.now();
  }, [phase, roundId, section]);
}

function bringIntoSight(section: HTMLElement) {
  section.scrollIntoView({ block: 'start', behavior: 'instant' });
}
