/**
 * Explain mode on the felt: a labelled switch, and (when on) the steps of the last coup, each
 * shown once the cards it talks about are face up. The steps come from `explainSteps` (the
 * engine's reasons and the settlement); this component only translates and times them.
 */
import { type ReactNode, memo, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundView } from '../../store/selectors.ts';
import type { Language, Phase } from '../../store/types.ts';
import { type ExplainStep, explainSteps, visibleSteps } from './explainSteps.ts';
import { usePhraseText } from './learnFormat.ts';
import styles from './ExplainPanel.module.css';

/** Height of the fade at a scrolled edge of the list; a step scrolled to the top starts just below it. */
const FADE_PX = 10;

/** Fades the list's top or bottom edge while there is more to scroll to, instead of a cut line. */
function markOverflow(list: HTMLElement) {
  // Read both before writing either: a read after the first write would make the browser
  // recompute the list's style again in the same frame.
  const above = list.scrollTop > 1;
  const below = list.scrollTop + list.clientHeight < list.scrollHeight - 1;
  list.toggleAttribute('data-more-above', above);
  list.toggleAttribute('data-more-below', below);
}

/**
 * One step as a list item, coloured by its tone (the hand, the bet's outcome). Memoised: the
 * steps already shown are not translated again each time a card turns (issue 12).
 */
export const StepItem = memo(function StepItem({ step, text }: { step: ExplainStep; text: (step: ExplainStep) => string }) {
  return (
    <li className={styles.step} data-step={step.id} data-tone={step.tone} data-at-end={step.settled || undefined}>
      {text(step)}
    </li>
  );
});

interface ExplainPanelProps {
  /** The last round (being revealed, or finished), or null before the first. */
  view: RoundView | null;
  phase: Phase;
  /** Cards of the round face up, in deal order (from useReveal). */
  shown: number;
  enabled: boolean;
  language: Language;
  onToggle(enabled: boolean): void;
  /** Shown beside the switch (the table puts its "Regler" button here). */
  tools?: ReactNode;
}

export function ExplainPanel({ view, phase, shown, enabled, language, onToggle, tools }: ExplainPanelProps) {
  const { t } = useTranslation('learn');
  const text = usePhraseText(language);
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const steps = useMemo(() => (view ? explainSteps(view.coup, view.settlement, view.variant) : []), [view]);
  const visible = visibleSteps(steps, phase === 'revealing', shown);

  // When steps arrive, scroll the list (never the page) so the first new one starts at the top:
  // at the end of a round the comparison and payouts come together and are read from the comparison
  // on. Where they do not all fit, the last (the payout, or the round's total) is kept whole, so the
  // money line is never cut before its commission or its sum (at 320 px it was).
  const seenRef = useRef({ round: -1, count: 0 });
  const round = view?.record.id ?? 0;
  useEffect(() => {
    const list = listRef.current;
    const seen = seenRef.current;
    const firstNew = seen.round === round && seen.count < visible.length ? seen.count : visible.length - 1;
    seenRef.current = { round, count: visible.length };
    if (!list) return;
    // In the next frame, before it is painted, where the browser lays the page out anyway: read
    // here, the steps' places would make it lay out the page once more for each card (issue 12).
    const frame = requestAnimationFrame(() => {
      const first = list.children[Math.max(0, firstNew)];
      const last = list.lastElementChild;
      if (first instanceof HTMLElement && last instanceof HTMLElement) {
        const top = (step: HTMLElement) => step.offsetTop - list.offsetTop - FADE_PX;
        const lastEnd = last.offsetTop - list.offsetTop + last.offsetHeight - list.clientHeight;
        // On from the first new step to the last one's end, but never past the last one's start.
        list.scrollTop = Math.min(top(last), Math.max(top(first), lastEnd));
      }
      markOverflow(list);
    });
    return () => cancelAnimationFrame(frame);
  }, [visible.length, round]);

  // Steps that land together (the comparison and the payouts) end their slide in one frame: one
  // read of the list for all of them, in that frame's animation callbacks, where the browser lays the
  // page out anyway. Read in each animationend, every step made it lay out the page again (issue 12).
  const landedRef = useRef(0);
  useEffect(
    () => () => {
      cancelAnimationFrame(landedRef.current);
      landedRef.current = 0;
    },
    [],
  );
  const onLanded = (list: HTMLElement) => {
    landedRef.current ||= requestAnimationFrame(() => {
      landedRef.current = 0;
      markOverflow(list);
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="explain-panel" data-enabled={enabled || undefined}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {view && phase === 'betting' ? t('panel.previous') : t('panel.title')}
        </h2>
        <div className={styles.actions}>
          <label className={styles.toggle}>
            <input type="checkbox" role="switch" checked={enabled} onChange={(e) => onToggle(e.target.checked)} />
            <span>{t('panel.toggle')}</span>
          </label>
          {tools}
        </div>
      </div>
      {enabled && (
        <div
          className={styles.body}
          data-testid="explain"
          data-round={view?.record.id ?? ''}
          data-faded={phase === 'betting' || undefined}
          // Settled: on a phone the box takes the felt's settled height (ExplainPanel.module.css).
          data-settled={(view !== null && phase !== 'revealing') || undefined}
        >
          {!view && <p className={styles.empty}>{t('panel.empty')}</p>}
          {view && visible.length === 0 && <p className={styles.empty}>{t('panel.waiting')}</p>}
          <ol
            ref={listRef}
            className={styles.list}
            aria-live="polite"
            aria-labelledby={titleId}
            // Scrollable on small screens, so it must be reachable by keyboard.
            tabIndex={visible.length > 0 ? 0 : undefined}
            onScroll={(e) => markOverflow(e.currentTarget)}
            // A step slides in from 4 px lower, which the scroll extent counts until it has landed.
            onAnimationEnd={(e) => onLanded(e.currentTarget)}
          >
            {visible.map((s) => (
              <StepItem key={`${view?.record.id}-${s.id}`} step={s} text={text} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
