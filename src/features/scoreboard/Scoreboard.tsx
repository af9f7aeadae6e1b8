/**
 * The scoreboard on the felt: all five roads of the board's rounds (bead plate, big road, Big Eye
 * Boy, Small Road, Cockroach Pig), Ask Banker / Ask Player with a blinking preview, the "new
 * shoe" marker, and the buttons for statistics, hand history and "start afresh". Wide screens
 * show everything in one strip; narrower ones show bead plate and big road with the rest a tap
 * away. Which rounds it shows is `selectBoard`'s decision (src/store/board.ts).
 */
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import {
  type AskPrediction,
  type BeadCell,
  type BigRoadCell,
  type DerivedCell,
  type RoadColor,
  type Side,
  DERIVED_ROADS,
  previewNext,
  roadResult,
} from '../../engine/index.ts';
import { useTable } from '../../store/appStore.ts';
import { useAfterPaint } from '../../ui/afterPaint.ts';
import { boardCoups, boardScope, selectBoard, selectBoardRoads, selectShoeOnFelt } from '../../store/board.ts';
import type { TableState } from '../../store/state.ts';
import type { Language } from '../../store/types.ts';
import { HistoryDialog } from '../history/index.ts';
import { type RoadName, RoadView } from './RoadView.tsx';
import { StatsDialog } from './StatsDialog.tsx';
import { beadAbout } from './beadAbout.ts';
import { roundsText, scopeText } from './scopeText.ts';
import styles from './Scoreboard.module.css';

/** How long an Ask preview blinks, ms. */
export const ASK_PREVIEW_MS = 4000;

/** The three derived-road symbols in the colours an Ask would give them (grey: no entry yet). */
function AskIcons({ prediction }: { prediction: AskPrediction }) {
  const cls = (c: RoadColor | null) => styles[c ?? 'none'];
  return (
    <svg className={styles.askIcons} viewBox="0 0 30 10" aria-hidden="true">
      <circle cx={5} cy={5} r={3.3} className={`${styles.askRing} ${cls(prediction.bigEyeBoy)}`} />
      <circle cx={15} cy={5} r={3.4} className={`${styles.askDot} ${cls(prediction.smallRoad)}`} />
      <line x1={22} y1={8} x2={28} y2={2} className={`${styles.askSlash} ${cls(prediction.cockroachPig)}`} />
    </svg>
  );
}

/** A road with its visible title; the title is a button that opens the road's explanation. */
function TitledRoad<N extends RoadName>({
  className,
  open,
  aboutId,
  onAbout,
  ...road
}: Parameters<typeof RoadView<N>>[0] & { open: boolean; aboutId: string; onAbout(road: RoadName): void }) {
  return (
    <div className={`${styles.road} ${className ?? ''}`}>
      <button
        type="button"
        className={styles.roadTitle}
        aria-expanded={open}
        aria-controls={aboutId}
        data-road-title={road.road}
        onClick={() => onAbout(road.road)}
      >
        {road.name}
        <span className={styles.info} aria-hidden="true">?</span>
      </button>
      <RoadView {...road} />
    </div>
  );
}

/** What the board is drawn from: one snapshot of the table, so a deferred board is never half new. */
type BoardInputs = Pick<TableState, 'history' | 'shoe' | 'boardFrom' | 'phase'> & { resetBoard(): void };

/**
 * The board. It follows the table a painted frame late (`useAfterPaint`), so that drawing the
 * roads is never part of the frame that deals a round or shows its result (issue 12: long frames
 * on a phone); `useDeferredValue` alone rendered it in the next task, still before that paint.
 * After that frame it renders at low priority (`useDeferredValue`), which React slices into short
 * tasks: a long session's board redrawn whole when 100 rounds leave it.
 */
export function Scoreboard({ language }: { language: Language }) {
  const live = useTable(
    useShallow((s): BoardInputs => ({ history: s.history, shoe: s.shoe, boardFrom: s.boardFrom, phase: s.phase, resetBoard: s.resetBoard })),
  );
  return <BoardView {...useDeferredValue(useAfterPaint(live))} language={language} />;
}

const BoardView = memo(function BoardView({ history, shoe, boardFrom, phase, resetBoard, language }: BoardInputs & { language: Language }) {
  const { t } = useTranslation('roads');
  const board = useMemo(() => selectBoard({ history, shoe, boardFrom, phase }), [history, shoe, boardFrom, phase]);
  // The same shoe number as the shoe status at the top (Table.tsx): one value, from the store.
  const scopeNow = useMemo(() => boardScope(board, selectShoeOnFelt({ history, shoe, phase })), [board, history, shoe, phase]);
  const coups = useMemo(() => boardCoups(board.records), [board.records]);
  const roads = useMemo(() => selectBoardRoads(board.records), [board.records]);

  const [expanded, setExpanded] = useState(false);
  // The road whose explanation is open (one tap on its title), or null.
  const [about, setAbout] = useState<RoadName | null>(null);
  const aboutId = useId();
  const onAbout = useCallback((road: RoadName) => setAbout((open) => (open === road ? null : road)), []);
  const titled = (road: RoadName) => ({ open: about === road, aboutId, onAbout });
  // An explanation opens below the board: on a phone that is below the screen's edge, so bring it in.
  const aboutRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!about) return;
    const frame = requestAnimationFrame(() => aboutRef.current?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [about]);
  // "Start afresh" clears the board and its statistics, so it asks first; focus goes to "cancel".
  const [confirmReset, setConfirmReset] = useState(false);
  const cancelResetRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  /** Closes the confirmation (Avbryt or Escape) and gives focus back to "Nullstill tavlene". */
  const cancelReset = () => {
    setConfirmReset(false);
    requestAnimationFrame(() => resetRef.current?.focus());
  };
  // After a reset the button is gone or disabled: focus goes to the line saying the board is empty.
  const scopeRef = useRef<HTMLParagraphElement>(null);
  // An Ask preview belongs to the board it was asked on; a new round ends it.
  const [ask, setAsk] = useState<{ side: Side; rounds: number; seq: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const preview = useMemo(
    () => (ask && ask.rounds === coups.length ? previewNext(coups, ask.side) : null),
    [ask, coups],
  );
  useEffect(() => {
    if (!ask) return;
    const timer = setTimeout(() => setAsk(null), ASK_PREVIEW_MS);
    return () => clearTimeout(timer);
  }, [ask]);

  const barId = useId();
  const derivedId = useId();
  const resetAskId = useId();
  const letters = useMemo(() => ({ B: t('letter.B'), P: t('letter.P'), T: t('letter.T') }), [t]);
  const sideName = (side: Side) => t(`result.${roadResult(side)}`);
  const colorWord = (c: RoadColor | null) => t(`color.${c ?? 'none'}`);

  const onAsk = (side: Side) => {
    setAsk((prev) => ({ side, rounds: coups.length, seq: (prev?.seq ?? 0) + 1 }));
    const p = roads.ask[side];
    setAnnouncement(
      t('ask.announce', {
        side: sideName(side),
        bigEyeBoy: colorWord(p.bigEyeBoy),
        smallRoad: colorWord(p.smallRoad),
        cockroachPig: colorWord(p.cockroachPig),
      }),
    );
  };

  const summary = (road: RoadName, cells: readonly (BeadCell | BigRoadCell | DerivedCell)[]): string => {
    const last = cells.at(-1);
    let text: string;
    if (!last) text = t('road.empty');
    else if ('result' in last) {
      const result = t(`result.${last.result}`);
      let lastText = 'ties' in last && last.ties > 0 ? t('road.withTies', { result, count: last.ties }) : result;
      // An EZ table's bead plate names a Dragon 7 or Panda 8 round, as its mark shows it.
      if ('dragon7' in last && last.dragon7) lastText = t('road.withMark', { result: lastText, mark: t('road.dragon7') });
      if ('panda8' in last && last.panda8) lastText = t('road.withMark', { result: lastText, mark: t('road.panda8') });
      text = t(road === 'beadPlate' ? 'road.summaryBead' : 'road.summaryBig', { count: cells.length, last: lastText });
    } else text = t('road.summaryDerived', { count: cells.length, last: colorWord(last.color) });
    return t('road.label', { name: t(`road.${road}.name`), summary: text });
  };

  const scope = scopeText(scopeNow, t);
  const asking = board.policy === 'every-round' && confirmReset && phase !== 'revealing';

  return (
    <section
      className={styles.board}
      aria-label={t('board.label')}
      data-testid="scoreboard"
      data-policy={board.policy}
      data-rounds={board.records.length}
      data-expanded={expanded || undefined}
      onKeyDown={(e) => {
        if (about && e.key === 'Escape') {
          e.stopPropagation();
          setAbout(null);
        }
      }}
    >
      <div className={styles.bar} id={barId}>
        {asking ? (
          // While "Nullstill tavlene" asks, this line says what goes and what stays (a title is unseen on touch).
          <p className={`${styles.scope} ${styles.resetAsk}`} id={resetAskId} data-testid="board-reset-ask">
            {t('board.resetAsk')}
          </p>
        ) : (
          <p
            className={styles.scope}
            ref={scopeRef}
            tabIndex={-1}
            data-testid="board-scope"
            data-scope={scopeNow.kind}
            data-shoe={scopeNow.kind === 'shoe' ? scopeNow.number : undefined}
          >
            <strong>{scope}</strong> ·{' '}
            {roundsText(board.records.length, board.total, t)}
          </p>
        )}
        <div className={styles.asks}>
          {(['banker', 'player'] as const).map((side) => (
            <button
              key={side}
              type="button"
              className={styles.ask}
              data-side={side}
              data-active={preview && ask?.side === side ? 'true' : undefined}
              title={t('ask.hint', { side: sideName(side) })}
              onClick={() => onAsk(side)}
            >
              <span>{t(`ask.${side}`)}</span>
              <AskIcons prediction={roads.ask[side]} />
            </button>
          ))}
        </div>
        <div
          className={styles.tools}
          onKeyDown={(e) => {
            if (confirmReset && e.key === 'Escape') {
              e.stopPropagation();
              cancelReset();
            }
          }}
        >
          <StatsDialog board={board} scope={scope} language={language} />
          <HistoryDialog language={language} />
          {board.policy === 'every-round' &&
            (asking ? (
              <>
                {/* Avbryt takes the place of the button just pressed: a double tap cancels, never empties the board. */}
                <button type="button" ref={cancelResetRef} onClick={cancelReset}>
                  {t('board.resetNo')}
                </button>
                <button
                  type="button"
                  className={styles.danger}
                  aria-describedby={resetAskId}
                  onClick={() => {
                    resetBoard();
                    setConfirmReset(false);
                    requestAnimationFrame(() => scopeRef.current?.focus());
                  }}
                >
                  {t('board.resetYes')}
                </button>
              </>
            ) : (
              <button
                type="button"
                ref={resetRef}
                title={t('board.resetLong')}
                disabled={phase === 'revealing' || board.records.length === 0}
                onClick={() => {
                  setConfirmReset(true);
                  requestAnimationFrame(() => cancelResetRef.current?.focus());
                }}
              >
                {t('board.reset')}
              </button>
            ))}
        </div>
      </div>

      <div className={styles.roads}>
        {board.newShoe && (
          <p className={styles.newShoe} data-testid="new-shoe-marker" data-shoe={board.shoeNumber} title={t('board.newShoeLong', { number: board.shoeNumber })}>
            {t('board.newShoe')}
          </p>
        )}
        <TitledRoad
          {...titled('beadPlate')}
          road="beadPlate"
          className={styles.bead}
          cells={roads.beadPlate}
          preview={preview?.beadPlate ?? null}
          name={t('road.beadPlate.name')}
          summary={summary('beadPlate', roads.beadPlate)}
          about={t('road.beadPlate.about')}
          letters={letters}
        />
        <TitledRoad
          {...titled('bigRoad')}
          road="bigRoad"
          className={styles.big}
          cells={roads.bigRoad}
          preview={preview?.bigRoad ?? null}
          leadingTies={roads.leadingTies}
          name={t('road.bigRoad.name')}
          summary={summary('bigRoad', roads.bigRoad)}
          about={t('road.bigRoad.about')}
          letters={letters}
        />
        <div className={styles.derived} id={derivedId}>
          {DERIVED_ROADS.map(({ name }) => (
            <TitledRoad
              {...titled(name)}
              key={name}
              road={name}
              className={styles[name]}
              cells={roads[name]}
              preview={preview?.[name] ?? null}
              name={t(`road.${name}.name`)}
              summary={summary(name, roads[name])}
              about={t(`road.${name}.about`)}
              letters={letters}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={`${barId} ${derivedId}`}
          onClick={() => setExpanded((e) => !e)}
        >
          <span>{expanded ? t('board.less') : t('board.more')}</span>
          <svg viewBox="0 0 10 6" aria-hidden="true" className={styles.chevron}>
            <path d="M1 1l4 4 4-4" />
          </svg>
        </button>
      </div>

      {about && (
        <div
          ref={aboutRef}
          className={styles.about}
          id={aboutId}
          role="note"
          data-testid="road-about"
          data-road={about}
        >
          <p>
            <strong>{t(`road.${about}.name`)}</strong> {t(`road.${about}.about`)}
          </p>
          {about !== 'beadPlate' && about !== 'bigRoad' ? <p>{t('about.colors')}</p> : about === 'beadPlate' ? <p>{beadAbout(t, language)}</p> : null}
          <p>{t('about.warning')}</p>
          <button type="button" className={styles.aboutClose} onClick={() => setAbout(null)}>
            {t('stats.close')}
          </button>
        </div>
      )}

      <div className="pb-visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </section>
  );
});
