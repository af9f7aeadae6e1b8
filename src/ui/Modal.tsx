/**
 * The app's modal dialogs, on the native `<dialog>`: `showModal()` while `open` (the browser keeps
 * focus inside and makes the page behind inert), Escape or a close button closes it, and focus goes
 * back to the element that had it when the dialog opened.
 *
 * - `ModalDialog`: the `<dialog>` and that life cycle alone, for a dialog with a layout of its own.
 * - `Modal`: the shell most dialogs share: a title that names the dialog, a close button, and the
 *   content (by default rendered only while open) in a body that scrolls with the dialog.
 * - `ModalClose`: the shell's close button, for a second one (it must sit in a `method="dialog"` form).
 *
 * A dialog's own CSS module, imported after this file so it comes later in the stylesheet, adds its
 * width and whatever it does differently through `classes`.
 *
 * Motion (motion's `m` and `LazyMotion`; this file is not in the first load, and the animation
 * features are a chunk of their own, `motionFeatures.ts`): the panel rises into place and the
 * backdrop darkens as the dialog opens; as it closes, both fade out. The `<dialog>` itself opens and
 * closes exactly as without motion: the fade-out is an afterimage drawn once the dialog has closed,
 * shown as a manual popover (so it stays above the page) that is `inert`, `aria-hidden` and lets
 * every click through, and is gone when the fade ends. Reduced motion (read live, mediaQuery.ts):
 * nothing moves, the backdrop and the afterimage only fade. Where the features have not loaded or
 * the browser has no popovers, the dialog simply appears and disappears.
 */
import { type ReactNode, type SyntheticEvent, Suspense, memo, useId, useLayoutEffect, useRef, useState } from 'react';
import { LazyMotion, type Variants, m } from 'motion/react';
import { useReducedMotion } from './mediaQuery.ts';
import { useEffectEvent } from './useEffectEvent.ts';
import styles from './Modal.module.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Shown while lazy content loads. Openers wait for their content (lazyPart's whenLoaded), so this
 * is a safety net: an empty block whose ellipsis only appears if loading takes a while.
 */
const loading = <div className={styles.loading} aria-hidden="true" />;

/** Set once motion's features have loaded: before that a dialog neither rises nor leaves an afterimage. */
let animated = false;
const features = () =>
  import('./motionFeatures.ts').then((r) => {
    animated = true;
    return r.domAnimation;
  });

/**
 * Where a dialog is in its life: `closed`, `open`, or `leaving` (closed, its afterimage fading).
 * `--pb-backdrop` scales the backdrop's darkness (Modal.module.css; the backdrop inherits it).
 */
type Stage = 'closed' | 'open' | 'leaving';
const moving: Variants = {
  // At rest, as the page would draw it without motion (a dialog shown before the features load).
  closed: { opacity: 1, y: 0, scale: 1, '--pb-backdrop': 1, transition: { duration: 0 } },
  // No fade in: the text has its full contrast from the first frame (axe may look at any moment).
  open: { opacity: 1, y: [14, 0], scale: [0.97, 1], '--pb-backdrop': [0, 1], transition: { duration: 0.18, ease: 'easeOut' } },
  leaving: { opacity: 0, y: 6, scale: 0.98, '--pb-backdrop': 0, transition: { duration: 0.14, ease: 'easeIn' } },
};
/** Under reduced motion: nothing moves, the backdrop and the afterimage only fade. */
const still: Variants = {
  closed: moving.closed!,
  open: { opacity: 1, y: 0, scale: 1, '--pb-backdrop': [0, 1], transition: { duration: 0.18, ease: 'easeOut' } },
  leaving: { opacity: 0, y: 0, scale: 1, '--pb-backdrop': 0, transition: { duration: 0.14, ease: 'easeIn' } },
};

/** Shows a closed dialog's afterimage: in the top layer, but inert, hidden from assistive technology and from the pointer. */
function showAfterimage(dialog: HTMLDialogElement, scrollTop: number): boolean {
  if (!animated || typeof dialog.showPopover !== 'function') return false;
  dialog.inert = true;
  dialog.setAttribute('aria-hidden', 'true');
  dialog.setAttribute('data-leaving', '');
  dialog.setAttribute('popover', 'manual');
  dialog.showPopover();
  dialog.scrollTop = scrollTop;
  return true;
}

/** Removes the afterimage (if any), leaving a plain closed `<dialog>`. */
function hideAfterimage(dialog: HTMLDialogElement) {
  if (!dialog.hasAttribute('popover')) return;
  if (dialog.matches(':popover-open')) dialog.hidePopover();
  dialog.removeAttribute('popover');
  dialog.removeAttribute('data-leaving');
  dialog.removeAttribute('aria-hidden');
  dialog.inert = false;
}

export interface ModalDialogProps {
  /** Shown as a modal while true; closed when it turns false. */
  open: boolean;
  /** The dialog has closed: Escape, a close button, or `open` turned false. */
  onClose(): void;
  /** The dialog has just opened (and focused what it focuses). */
  onOpen?(): void;
  /** The closed dialog's afterimage has faded (at once after `onClose` where there is none): content kept for it may go. */
  onGone?(): void;
  /** id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  testId?: string;
  children?: ReactNode;
}

/**
 * The native modal `<dialog>`. When it opens, an element inside marked `data-autofocus` takes focus
 * (else the browser focuses the first focusable element).
 */
export function ModalDialog({ open, onClose, onOpen, onGone, labelledBy, describedBy, className, testId, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const opened = useEffectEvent(() => onOpen?.());
  const [stage, setStage] = useState<Stage>('closed');
  // Where the dialog was scrolled: a closed dialog may lose it before its afterimage shows.
  const scrolled = useRef(0);
  // Read live (motion's own reading of it is taken once, when the dialog mounts).
  const reduced = useReducedMotion();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Opened again while its afterimage fades: the afterimage goes, the dialog opens as ever.
      hideAfterimage(dialog);
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      setStage('open');
      opened();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const gone = () => {
    if (ref.current) hideAfterimage(ref.current);
    setStage('closed');
    onGone?.();
  };

  const closed = (e: SyntheticEvent<HTMLDialogElement>) => {
    // React passes a nested dialog's close up the tree; only this dialog's own counts.
    if (e.target !== e.currentTarget) return;
    const back = opener.current;
    opener.current = null;
    // Browsers give focus back to the element that had it before showModal(); this is for one that
    // leaves it on the page's body (the content, focus with it, may go before the dialog closes).
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && back?.isConnected) back.focus();
    onClose();
    if (showAfterimage(e.currentTarget, scrolled.current)) setStage('leaving');
    else gone();
  };

  return (
    <LazyMotion features={features} strict>
      <m.dialog
        ref={ref}
        className={className}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        data-testid={testId}
        onClose={closed}
        onScroll={(e) => (scrolled.current = e.currentTarget.scrollTop)}
        variants={reduced ? still : moving}
        initial={false}
        animate={stage}
        onAnimationComplete={(done) => done === 'leaving' && stage === 'leaving' && gone()}
      >
        <Suspense fallback={loading}>{children}</Suspense>
      </m.dialog>
    </LazyMotion>
  );
}

/** The close button: a submit button, so it must sit in a `<form method="dialog">`. */
export function ModalClose({ label, wide = false, focus = false, className }: {
  label: string;
  /** As wide as the dialog (under the content), else compact (beside the title). */
  wide?: boolean;
  /** Takes focus when the dialog opens. */
  focus?: boolean;
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={cx(styles.close, wide ? styles.wide : styles.compact, className)}
      data-autofocus={focus || undefined}
    >
      {label}
    </button>
  );
}

export interface ModalProps {
  open: boolean;
  /** The dialog has closed: Escape, a close button, or `open` turned false. */
  onClose(): void;
  title: ReactNode;
  /** The title's id, where other markup refers to it (default: a generated one). */
  titleId?: string;
  closeLabel: string;
  /**
   * `end` (default): title, content and a close button as wide as the dialog, in one column that is
   * the dialog's form (so Enter in a field closes it too). `head`: title and a compact close button
   * in a bar that stays in sight while the dialog scrolls; the content comes after it as it is.
   */
  closeAt?: 'end' | 'head';
  /** The close button takes focus when the dialog opens (else the first focusable element does). */
  focusClose?: boolean;
  /**
   * Render the children while closed too (they decide what to show), so they are there when the
   * dialog opens and its first focusable element can be among them. By default the content comes
   * just after the dialog has opened: focus goes to the title bar's or the last close button and
   * the dialog shows its top.
   */
  keepMounted?: boolean;
  /** The dialog's own classes, added to the shared ones. */
  classes?: { dialog?: string; head?: string; body?: string; close?: string };
  /** Data attributes of the body (`end`). */
  bodyData?: Record<`data-${string}`, string | number | undefined>;
  describedBy?: string;
  testId?: string;
  /** The content (see `keepMounted`). */
  children?: ReactNode;
}

/**
 * A modal dialog with a title, a close button and its content; see the file's comment. While it is
 * closed, and stays closed, it is not drawn again when its props change: the table re-renders its
 * tool buttons' dialogs at every press, and a closed dialog (with motion's components, a kept-mounted
 * form) cost as much as a visible part of the felt. It opens with the props of that moment, and its
 * afterimage fades with the content it closed with (its own state still updates it).
 */
export const Modal = memo(ModalShell, (before, now) => !before.open && !now.open);

function ModalShell({
  open,
  onClose,
  title,
  titleId,
  closeLabel,
  closeAt = 'end',
  focusClose = false,
  keepMounted = false,
  classes = {},
  bodyData,
  describedBy,
  testId,
  children,
}: ModalProps) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  // Whether the <dialog> shows: set once it has opened, cleared when it has closed and its afterimage faded.
  const [shown, setShown] = useState(false);
  const heading = <h2 id={id}>{title}</h2>;
  // Kept while the closed dialog's afterimage fades, so it fades with its content.
  const content = (keepMounted || shown) && <Suspense fallback={loading}>{children}</Suspense>;
  return (
    <ModalDialog
      open={open}
      onOpen={() => setShown(true)}
      onClose={onClose}
      onGone={() => setShown(false)}
      labelledBy={id}
      describedBy={describedBy}
      className={cx(styles.dialog, classes.dialog)}
      testId={testId}
    >
      {closeAt === 'head' ? (
        <>
          <form method="dialog" className={cx(styles.head, classes.head)}>
            {heading}
            <ModalClose label={closeLabel} focus={focusClose} className={classes.close} />
          </form>
          {content}
        </>
      ) : (
        <form method="dialog" className={cx(styles.body, classes.body)} {...bodyData}>
          {heading}
          {content}
          <ModalClose label={closeLabel} wide focus={focusClose} className={classes.close} />
        </form>
      )}
    </ModalDialog>
  );
}
