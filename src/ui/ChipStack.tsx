/**
 * Chips lying on a spot, stacked, with the spot's amount beside them. The stack grows in when
 * placed, moves off the felt when the round is settled and fades out when taken off, with the
 * browser's own animations (Web Animations, transform and opacity only: the compositor runs them),
 * so the first load needs no animation library.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Chip, chipsFor } from './Chip.tsx';
import { prefersReducedMotion } from './mediaQuery.ts';
import styles from './ChipStack.module.css';

/** How a stack leaves the felt when the round is settled. */
export type StackExit = 'paid' | 'swept' | 'returned' | null;

interface ChipStackProps {
  amount: number;
  /** Formatted amount. */
  label: string;
  /** Set once the round is settled: paid chips move to the player, lost ones are swept away. */
  exit: StackExit;
}

const MAX_DRAWN = 8;

/** Where the stack is headed, px: in place, swept away from the player (lost) or towards them. */
function pose(exit: StackExit): { y: number; opacity: number } {
  return exit === 'swept' ? { y: -60, opacity: 0 } : exit === 'paid' || exit === 'returned' ? { y: 70, opacity: 0 } : { y: 0, opacity: 1 };
}

const transform = (y: number, scale: number) => `translateY(${y}px) scale(${scale})`;

export function ChipStack({ amount, label, exit }: ChipStackProps) {
  // The stack last shown: kept on the felt while it fades out once its chips are taken off.
  const [shown, setShown] = useState(amount > 0 ? { amount, label } : null);
  if (amount > 0 && (shown?.amount !== amount || shown.label !== label)) setShown({ amount, label });
  const present = amount > 0;
  const ref = useRef<HTMLDivElement>(null);
  const running = useRef<Animation | null>(null);
  /** The last frame of `running`, where it rests once finished (fill: forwards). */
  const ended = useRef<Keyframe | null>(null);
  const entered = useRef(false);
  const visible = shown !== null;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) {
      entered.current = false;
      return;
    }
    // A settled round's chips wait half a second, then take their time; a placed chip is quick.
    const timing: KeyframeAnimationOptions = { duration: exit ? 600 : 180, delay: exit ? 500 : 0, easing: 'ease-in-out', fill: 'forwards' };
    const to = pose(exit);
    const end: Keyframe = present ? { transform: transform(to.y, 1), opacity: to.opacity } : { opacity: 0 };
    const start: Keyframe | null = entered.current ? null : { transform: transform(0, 0.6), opacity: 0 };
    entered.current = true;
    if (typeof el.animate !== 'function') {
      // No Web Animations (jsdom): straight to the end, and a stack taken off goes once this
      // render is done, as if its fade had finished at once.
      Object.assign(el.style, end);
      if (present) return;
      let live = true;
      void Promise.resolve().then(() => live && setShown(null));
      return () => {
        live = false;
      };
    }
    const previous = running.current;
    if (previous) {
      // Carry on from where the last animation has got to. One that has finished rests on its last
      // frame, written here as it is: commitStyles would make the browser compute the page's styles
      // and layout in the middle of React's commit (at GI and at every round's end, issue 12).
      if (previous.playState === 'finished' && ended.current) Object.assign(el.style, ended.current);
      else {
        try {
          previous.commitStyles();
        } catch {
          // Not rendered (hidden): nothing to carry on from.
        }
      }
      previous.cancel();
    }
    // Reduced motion: the stack is placed at once and only fades (as the reveal does).
    const reduced = prefersReducedMotion();
    if (reduced && end.transform) el.style.transform = String(end.transform);
    const keep = (frame: Keyframe): Keyframe => (reduced ? { opacity: frame.opacity } : frame);
    const animation = el.animate(start ? [keep(start), keep(end)] : [keep(end)], timing);
    running.current = animation;
    ended.current = keep(end);
    if (!present) animation.onfinish = () => setShown(null);
    return () => {
      animation.onfinish = null;
    };
  }, [present, exit, visible]);

  if (!shown) return null;
  const chips = chipsFor(shown.amount).slice(0, MAX_DRAWN).reverse();
  return (
    <div ref={ref} className={styles.wrap}>
      <div className={styles.stack} style={{ height: `calc(var(--pb-chip) * 0.75 + ${chips.length - 1} * 5px)` }}>
        {chips.map((v, i) => (
          <div key={i} className={styles.layer} style={{ bottom: `${i * 5}px` }}>
            <Chip value={v} />
          </div>
        ))}
      </div>
      <span className={`${styles.amount} pb-money`}>{shown.label}</span>
    </div>
  );
}
