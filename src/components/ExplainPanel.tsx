/**
 * Explain mode on the felt: a labelled switch, and (when on) the steps of the last coup, each
 * shown once the cards it talks about are face up. The steps come from `explainSteps` (the
 * engine's reasons and the settlement); this component only translates and times them.
 */
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundView } from '../store/selectors.ts';
import type { Language, Phase } from '../store/types.ts';
import { explainSteps, visibleSteps } from './explainSteps.ts';
import { usePhraseText } from './learnFormat.ts';
import styles from './ExplainPanel.module.css';

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
  const steps = useMemo(() => (view ? explainSteps(view.coup, view.settlement) : []), [view]);
  const visible = visibleSteps(steps, phase === 'revealing', shown);

  // Bring the newest step's first line into sight when the list scrolls (phones); moves the list only, never the page.
  useEffect(() => {
    const list = listRef.current;
    const newest = list?.lastElementChild;
    if (list && newest instanceof HTMLElement) list.scrollTop = newest.offsetTop - list.offsetTop;
  }, [visible.length, view]);
  // Earlier steps above the fold fade out at the top edge instead of showing a cut line.
  const markScrolled = (list: HTMLOListElement) => list.toggleAttribute('data-scrolled', list.scrollTop > 1);

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
        <div className={styles.body} data-testid="explain" data-round={view?.record.id ?? ''} data-faded={phase === 'betting' || undefined}>
          {!view && <p className={styles.empty}>{t('panel.empty')}</p>}
          {view && visible.length === 0 && <p className={styles.empty}>{t('panel.waiting')}</p>}
          <ol
            ref={listRef}
            className={styles.list}
            aria-live="polite"
            aria-labelledby={titleId}
            // Scrollable on small screens, so it must be reachable by keyboard.
            tabIndex={visible.length > 0 ? 0 : undefined}
            onScroll={(e) => markScrolled(e.currentTarget)}
          >
            {visible.map((s) => (
              <li key={`${view?.record.id}-${s.id}`} className={styles.step} data-step={s.id} data-tone={s.tone}>
                {text(s)}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
