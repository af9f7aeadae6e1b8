/**
 * The dealer's part of the felt: the two hands, the slot between them (hint, "turn all" or the
 * result) and the explain panel, with the reveal that poses them. The reveal's state lives here,
 * not in the table: each moment of a reveal (a card dealt or turned face up) re-renders only this
 * part, never the spots, chips, scoreboard or tools (issue 12: a card turn on a phone must fit a
 * frame).
 */
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckCount, Variant } from '../../engine/index.ts';
import type { RoundView } from '../../store/selectors.ts';
import type { Language, Phase, Settings } from '../../store/types.ts';
import { ExplainPanel, LastRoundButton, RulesDialog } from '../learn/index.ts';
import { shortcutList } from './shortcuts.ts';
import { cue } from '../sound/index.ts';
import { Hand } from './Hand.tsx';
import { ResultBanner } from './ResultBanner.tsx';
import { useReveal } from './reveal/useReveal.ts';
import { useDealInView } from './dealInView.ts';
import { useAfterPaint } from '../../ui/afterPaint.ts';
import styles from './Table.module.css';

interface DealerProps {
  phase: Phase;
  /** The last round (being revealed, or finished), or null before the first. */
  last: RoundView | null;
  settings: Pick<Settings, 'fast' | 'squeeze' | 'explain'>;
  language: Language;
  /** The hint shown between the hands while betting. */
  hint: string;
  /** Presses on the dealer's part (a squeezed card's turn) count for the press-through guard. */
  onPress(event: { type: string; repeat?: boolean; key?: string }): void;
  /** The store's finishReveal (stable). */
  onRevealed(): void;
  onExplainToggle(explain: boolean): void;
  /** For the rules page beside the explain switch. */
  decks: DeckCount;
  variant: Variant;
  label: string;
  /** During the reveal: the id to give the text that says why the spots and the dealer's buttons wait. */
  waitId?: string;
}

export const Dealer = memo(function Dealer({ phase, last, settings, language, hint, onPress, onRevealed, onExplainToggle, decks, variant, label, waitId }: DealerProps) {
  const { t } = useTranslation();
  // One reveal: the cards, the totals, the explain steps and the end of the round all read it.
  const reveal = useReveal(
    phase,
    last?.record.id ?? 0,
    last?.coup ?? null,
    last?.record.bets ?? null,
    { fast: settings.fast, squeeze: settings.squeeze },
    onRevealed,
  );
  const settled = phase === 'settled' && last !== null;
  // The explain panel's payout lines come a painted frame after the result: the frame that shows
  // the result, the balance and the lit spots is a phone's heaviest (issue 12). Only the settle waits.
  const phaseLate = useAfterPaint(phase);
  const explainPhase = phase === 'settled' && phaseLate === 'revealing' ? 'revealing' : phase;
  const sectionRef = useRef<HTMLElement>(null);
  useDealInView(sectionRef, phase, last?.record.id ?? 0);
  // The reveal's schedule says when a card leaves the shoe and when it turns face up: a sound for each.
  const { dealt } = reveal.state;
  const faceUp = reveal.state.faces.filter((f) => f === 'up').length;
  useEffect(() => {
    if (phase === 'revealing' && dealt > 0) cue('deal');
  }, [phase, dealt]);
  useEffect(() => {
    if (phase === 'revealing' && faceUp > 0) cue('turn');
  }, [phase, faceUp]);

  return (
    <>
      {/* A turn of a squeezed card is a press in the reveal too: a burst of them must not deal again. */}
      <section ref={sectionRef} className={styles.dealer} aria-label={label} onPointerDownCapture={onPress} onKeyDownCapture={onPress}>
        <Hand side="player" reveal={reveal} winner={settled && last.coup.winner === 'player'} faded={phase === 'betting'} roundKey={last?.record.id ?? 0} />
        <div className={styles.center}>
          {/* One reserved slot: the hint while betting, "turn all" while the player squeezes, the result
              once settled, so nothing moves. */}
          <div className={styles.slot}>
            {/* The last result stays (dimmed) under a new bet, so a quick tap never hides it unseen. */}
            {last && phase !== 'revealing' ? (
              <ResultBanner view={last} language={language} stale={!settled} />
            ) : reveal.squeezing ? (
              <reveal.squeezing.kit.TurnAll schedule={reveal.schedule} language={language} onTurnAll={() => reveal.squeezing!.turn('all')} />
            ) : (
              <p className={styles.hint}>{hint}</p>
            )}
          </div>
          <ExplainPanel
            view={last}
            phase={explainPhase}
            shown={reveal.state.faceUp}
            enabled={settings.explain}
            language={language}
            onToggle={onExplainToggle}
            tools={
              <span className={styles.explainTools}>
                {/* Memoised parts: with the same props (the record, the rules' shortcuts are kept objects) they do not re-render on a reveal's moment. */}
                <LastRoundButton record={last && phase !== 'revealing' ? last.record : null} language={language} />
                <RulesDialog decks={decks} variant={variant} last={last} language={language} shortcuts={shortcutList(language)} />
              </span>
            }
          />
        </div>
        <Hand side="banker" reveal={reveal} winner={settled && last.coup.winner === 'banker'} faded={phase === 'betting'} roundKey={last?.record.id ?? 0} />
      </section>
      {/* The reason is the reveal's (squeezing or not), so it is said here, where the reveal lives. */}
      {waitId && (
        <p id={waitId} className="pb-visually-hidden">
          {t(reveal.squeezing ? 'wait.squeeze' : 'wait.reveal')}
        </p>
      )}
    </>
  );
});
