/**
 * Chips lying on a spot, stacked, with the spot's amount beside them. The stack grows in when
 * placed, moves off the felt when the round is settled and fades out when taken off, with the
 * browser's own animations (Web Animations, transform and opacity only: the compositor runs them),
 * so the first load needs no animation library.
 */
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
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

/** A stack's pose: its offset (px), scale and opacity. */
interface Pose {
  y: number;
  scale: number;
  opacity: number;
}

/** Where the stack is headed: in place, swept away from the player (lost) or towards them. */
function pose(exit: StackExit): Pose {
  return exit === 'swept' ? { y: -60, scale: 1, opacity: 0 } : exit === 'paid' || exit === 'returned' ? { y: 70, scale: 1, opacity: 0 } : { y: 0, scale: 1, opacity: 1 };
}

/** As the stylesheet draws a stack with no style of its own. */
const AT_REST: Pose = { y: 0, scale: 1, opacity: 1 };
/** Where a stack that has just been placed grows in from. */
const GROWING: Pose = { y: 0, scale: 0.6, opacity: 0 };

const frame = (p: Pose): Keyframe => ({ transform: `translateY(${p.y}px) scale(${p.scale})`, opacity: p.opacity });
const between = (a: Pose, b: Pose, k: number): Pose => ({ y: a.y + (b.y - a.y) * k, scale: a.scale + (b.scale - a.scale) * k, opacity: a.opacity + (b.opacity - a.opacity) * k });

/** A stack's animation from one pose to another (transform and opacity change linearly with its eased progress). */
interface Move {
  animation: Animation;
  from: Pose;
  to: Pose;
}

/**
 * Where a stack is now: on its animation's way (its progress, eased, from the animation's own
 * timing: no style or layout work, as `commitStyles` or `getComputedStyle` would make the browser
 * do inside React's commit at GI and at every round's end, issue 12), or at `rest` (its own style)
 * while the animation waits out its delay.
 */
function poseNow(move: Move, rest: Pose): Pose {
  if (move.animation.playState === 'finished') return move.to;
  const progress = move.animation.effect?.getComputedTiming().progress;
  return progress === null || progress === undefined ? rest : between(move.from, move.to, progress);
}

export function ChipStack({ amount, label, exit }: ChipStackProps) {
  // The stack last shown: kept on the felt while it fades out once its chips are taken off.
  const [shown, setShown] = useState(amount > 0 ? { amount, label } : null);
  if (amount > 0 && (shown?.amount !== amount || shown.label !== label)) setShown({ amount, label });
  const present = amount > 0;
  const ref = useRef<HTMLDivElement>(null);
  const running = useRef<Move | null>(null);
  /** The pose the stack's own style gives it (under its animation). */
  const rest = useRef<Pose>(AT_REST);
  const entered = useRef(false);
  const visible = shown !== null;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) {
      entered.current = false;
      running.current = null;
      rest.current = AT_REST;
      return;
    }
    // A settled round's chips wait half a second, then take their time; a placed chip is quick.
    const timing: KeyframeAnimationOptions = { duration: exit ? 600 : 180, delay: exit ? 500 : 0, easing: 'ease-in-out', fill: 'forwards' };
    // Carry on from where the last animation has got to (a new stack grows in).
    const wasEntered = entered.current;
    const previous = running.current;
    const from = !wasEntered ? GROWING : previous ? poseNow(previous, rest.current) : rest.current;
    entered.current = true;
    // Taken off: it fades where it is.
    const target = present ? pose(exit) : { ...from, opacity: 0 };
    // Reduced motion: the stack is placed at once and only fades (as the reveal does).
    const reduced = typeof el.animate === 'function' && prefersReducedMotion();
    const start = reduced ? { ...target, opacity: from.opacity } : from;
    if (typeof el.animate !== 'function') {
      // No Web Animations (jsdom): straight to the end, and a stack taken off goes once this
      // render is done, as if its fade had finished at once.
      Object.assign(el.style, frame(target));
      rest.current = target;
      if (present) return;
      let live = true;
      void Promise.resolve().then(() => live && setShown(null));
      return () => {
        live = false;
      };
    }
    previous?.animation.cancel();
    // What shows while a settled round's animation waits out its delay: where the last one got to
    // (a new stack: as drawn, placed at once under reduced motion).
    const under = wasEntered ? start : reduced ? { ...target, opacity: rest.current.opacity } : rest.current;
    Object.assign(el.style, frame(under));
    rest.current = under;
    const animation = el.animate([frame(start), frame(target)], timing);
    running.current = { animation, from: start, to: target };
    if (!present) animation.onfinish = () => setShown(null);
    return () => {
      animation.onfinish = null;
    };
  }, [present, exit, visible]);

  if (!shown) return null;
  const chips = chipsFor(shown.amount).slice(0, MAX_DRAWN).reverse();
  return (
    <div ref={ref} className={styles.wrap}>
      {/* Each chip --pb-chip-step above the one under it; the stylesheet places them (a phone's
          spot shows only the top few, ChipStack.module.css). */}
      <div className={styles.stack} style={{ '--pb-layers': chips.length } as CSSProperties}>
        {chips.map((v, i) => (
          <div key={i} className={styles.layer} style={{ '--pb-layer': i } as CSSProperties}>
            <Chip value={v} />
          </div>
        ))}
      </div>
      <span className={`${styles.amount} pb-money`}>{shown.label}</span>
    </div>
  );
}
