/**
 * The practice game (src/engine/RULES.md § Practice game), full screen: participants, one radio group of predictions per
 * participant, the running scoreboard, the round counter, the last round and the winners when
 * the group stops. No money anywhere. Built for passing one device around: Enter in a
 * participant's group confirms the choice and moves to the next participant still to choose,
 * then to "deal".
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { type Spot, DECK_COUNTS, RESHUFFLE_POLICIES, cardsLeft } from '../../engine/index.ts';
import { formatList } from '../../ui/format.ts';
import { useMediaQuery } from '../../ui/mediaQuery.ts';
import { practiceStore, usePractice } from './practiceApp.ts';
import { MAX_NAME_LENGTH, MAX_PARTICIPANTS, practiceCoup, practiceStandings, practiceWinners, predictionRight } from './practiceStore.ts';
import type { Language } from '../../store/types.ts';
import { PracticeResult, winnerFirst } from './PracticeResult.tsx';
import styles from './PracticeMode.module.css';

/** A touch screen with no mouse: the hints say what to tap instead of which keys to press. */
const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';
/** Prediction choices in the order the issue names them. */
const PICKS: readonly Spot[] = ['player', 'banker', 'tie'];

interface PracticeModeProps {
  language: Language;
  /** Back to the money table. */
  onExit(): void;
}

export function PracticeMode({ language, onExit }: PracticeModeProps) {
  const { t } = useTranslation('practice');
  const touch = useMediaQuery(TOUCH_QUERY);
  const s = usePractice(
    useShallow((st) => ({
      participants: st.participants,
      decks: st.decks,
      policy: st.policy,
      shoe: st.shoe,
      round: st.round,
      last: st.last,
      finished: st.finished,
      notice: st.notice,
    })),
  );
  const a = practiceStore.getState();
  const [name, setName] = useState('');
  const [manageOpen, setManageOpen] = useState(s.participants.length === 0);
  const [confirmClear, setConfirmClear] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const boardRef = useRef<HTMLOListElement>(null);
  const dealRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const winnersRef = useRef<HTMLHeadingElement>(null);
  const cancelClearRef = useRef<HTMLButtonElement>(null);

  const listNames = (names: string[]) => formatList(names, language);
  const winners = s.finished ? practiceWinners(s) : [];
  const lastPick = new Map(s.last?.picks.map((p) => [p.id, p.spot]) ?? []);
  const lastCoup = s.last ? practiceCoup(s.last) : null;
  // Where focus starts when the dialog opens (data-autofocus, read by ModalDialog).
  const firstUnpicked = s.participants.find((p) => p.prediction === null)?.id ?? null;
  const lastWinner = lastCoup?.winner ?? null;

  const noticeText = s.notice
    ? t(`notice.${s.notice.key}`, { names: listNames(s.notice.names ?? []), max: s.notice.key === 'too-many' ? MAX_PARTICIPANTS : MAX_NAME_LENGTH })
    : '';

  function add() {
    if (a.addParticipant(name)) setName('');
    nameRef.current?.focus();
  }

  /** Enter in a group: confirm (choose the focused option if none is chosen) and move on. */
  function onGroupKey(e: KeyboardEvent<HTMLFieldSetElement>, id: number) {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const target = e.target as HTMLInputElement;
    const me = practiceStore.getState().participants.find((p) => p.id === id);
    if (me && me.prediction === null && target.dataset.spot) a.predict(id, target.dataset.spot as Spot);
    const all = practiceStore.getState().participants;
    const index = all.findIndex((p) => p.id === id);
    const order = [...all.slice(index + 1), ...all.slice(0, index)];
    const next = order.find((p) => p.prediction === null);
    if (next) {
      const group = boardRef.current?.querySelector<HTMLElement>(`[data-participant="${next.id}"]`);
      group?.querySelector<HTMLInputElement>('input')?.focus();
    } else {
      dealRef.current?.focus();
    }
  }

  function deal() {
    const before = practiceStore.getState().round;
    a.deal();
    if (practiceStore.getState().round > before) {
      // On a phone the result sits below the controls: bring it into view. Focus goes to the first
      // participant's prediction for the next round (the result is announced by its live region),
      // so the device can be passed round without tabbing back.
      requestAnimationFrame(() => {
        resultRef.current?.scrollIntoView?.({ block: 'nearest' });
        boardRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
      });
    }
  }

  function stop() {
    a.stop();
    if (practiceStore.getState().finished) requestAnimationFrame(() => winnersRef.current?.focus());
  }

  function clearNames() {
    a.clearNames();
    setConfirmClear(false);
    setManageOpen(true);
    requestAnimationFrame(() => nameRef.current?.focus());
  }

  return (
    <div className={styles.mode} data-testid="practice" lang={language}>
      <header className={styles.header}>
        <h2 id="practice-title" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.rounds}>
          <span>{t('rounds')}</span>{' '}
          <strong data-testid="practice-round" data-value={s.round}>
            {s.round}
          </strong>
        </p>
        <button type="button" className={styles.back} onClick={onExit}>
          <span aria-hidden="true">← </span>
          {t('back')}
        </button>
      </header>
      <p className={styles.intro}>{t('intro')}</p>

      <div className={styles.layout}>
        <div className={styles.main}>
          <details className={styles.manage} open={manageOpen} onToggle={(e) => setManageOpen(e.currentTarget.open)}>
            <summary>
              {t('participants.manage')}{' '}
              <span className={styles.count}>({t('participants.count', { count: s.participants.length, max: MAX_PARTICIPANTS })})</span>
            </summary>
            <form
              className={styles.addForm}
              onSubmit={(e) => {
                e.preventDefault();
                add();
              }}
            >
              <label htmlFor="practice-name">{t('participants.name')}</label>
              <div className={styles.addRow}>
                <input
                  id="practice-name"
                  ref={nameRef}
                  type="text"
                  autoComplete="off"
                  maxLength={MAX_NAME_LENGTH}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  aria-describedby="practice-name-hint"
                  data-autofocus={s.participants.length === 0 || undefined}
                />
                <button type="submit">{t('participants.add')}</button>
              </div>
              <p id="practice-name-hint" className={styles.hint}>
                {t(touch ? 'participants.hintTouch' : 'participants.hint', { max: MAX_PARTICIPANTS })}
              </p>
            </form>
            {s.participants.length > 0 && (
              <ul className={styles.chips}>
                {s.participants.map((p) => (
                  <li key={p.id}>
                    <button type="button" onClick={() => a.removeParticipant(p.id)} aria-label={t('participants.remove', { name: p.name })}>
                      {p.name} <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {s.participants.length > 0 &&
              (confirmClear ? (
                <div className={styles.confirm} role="group" aria-labelledby="practice-clear-q">
                  <p id="practice-clear-q">{t('actions.clearConfirm')}</p>
                  <button type="button" className={styles.danger} onClick={clearNames}>
                    {t('actions.clearYes')}
                  </button>
                  <button type="button" ref={cancelClearRef} onClick={() => setConfirmClear(false)}>
                    {t('actions.clearNo')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className={styles.clear}
                  onClick={() => {
                    setConfirmClear(true);
                    requestAnimationFrame(() => cancelClearRef.current?.focus());
                  }}
                >
                  {t('actions.clearNames')}
                </button>
              ))}
          </details>

          <section className={styles.board} aria-labelledby="practice-board-title">
            <h3 id="practice-board-title">{t('predict.title')}</h3>
            {s.participants.length === 0 ? (
              <p className={styles.hint}>{t('participants.empty')}</p>
            ) : (
              <>
                <p className={styles.hint} id="practice-predict-hint">
                  {t(touch ? 'predict.hintTouch' : 'predict.hint')}
                </p>
                <ol className={styles.players} ref={boardRef}>
                  {s.participants.map((p) => {
                    const prev = lastPick.get(p.id);
                    const right = prev !== undefined && lastWinner !== null && predictionRight(prev, lastWinner);
                    return (
                      <li key={p.id} className={styles.player}>
                        <fieldset
                          role="radiogroup"
                          className={styles.group}
                          data-participant={p.id}
                          aria-labelledby={`practice-p${p.id}`}
                          aria-describedby="practice-predict-hint"
                          disabled={s.finished}
                          onKeyDown={(e) => onGroupKey(e, p.id)}
                        >
                          <legend id={`practice-p${p.id}`} className={styles.name}>
                            {p.name}
                          </legend>
                          <div className={styles.choices}>
                            {PICKS.map((spot) => (
                              <label key={spot} className={styles.choice} data-spot={spot}>
                                <input
                                  type="radio"
                                  name={`practice-pick-${p.id}`}
                                  data-spot={spot}
                                  data-autofocus={(!s.finished && p.id === firstUnpicked && spot === PICKS[0]) || undefined}
                                  checked={p.prediction === spot}
                                  onChange={() => a.predict(p.id, spot)}
                                />
                                <span>{t(`predict.${spot}`)}</span>
                              </label>
                            ))}
                          </div>
                          <span className={styles.score} data-testid={`score-${p.name}`} data-value={p.score}>
                            {t('score', { count: p.score })}
                          </span>
                        </fieldset>
                        {prev && lastWinner && (
                          <span className={styles.last} data-right={right || undefined}>
                            {t('predict.last', { spot: t(`predict.${prev}`) })} ·{' '}
                            {right ? t('predict.right') : t('predict.wrong')}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ol>
              </>
            )}
          </section>

          <div className={styles.actions} role="group" aria-label={t('actions.label')}>
            {!s.finished && (
              <button
                type="button"
                ref={dealRef}
                className={styles.primary}
                onClick={deal}
                data-autofocus={(s.participants.length > 0 && firstUnpicked === null) || undefined}
              >
                {t('actions.deal')}
              </button>
            )}
            {!s.finished && s.round > 0 && (
              <button type="button" className={styles.secondary} onClick={stop}>
                {t('actions.stop')}
              </button>
            )}
            {(s.finished || s.round > 0) && (
              <button type="button" className={s.finished ? styles.primary : styles.secondary} onClick={a.newGame}>
                {t('actions.newGame')}
              </button>
            )}
          </div>
          <p className={styles.notice} role="status" data-testid="practice-notice" data-key={s.notice?.key ?? ''}>
            {noticeText}
          </p>
        </div>

        <div className={styles.side} ref={resultRef}>
          {s.finished && (
            <section className={styles.winners} aria-labelledby="practice-winners-title" data-testid="practice-winners">
              <h3 id="practice-winners-title" ref={winnersRef} tabIndex={-1}>
                {t('winner.title')}
              </h3>
              <p className={styles.champion} data-testid="practice-winner-names" data-names={JSON.stringify(winners.map((w) => w.name))}>
                {winners.length === 0
                  ? t('winner.none')
                  : winners.length === 1
                    ? t('winner.one', { name: winners[0]!.name, count: winners[0]!.score })
                    : t('winner.many', { names: listNames(winners.map((w) => w.name)), count: winners[0]!.score })}
              </p>
              <h4>{t('winner.standings', { count: s.round })}</h4>
              <ol className={styles.standings}>
                {practiceStandings(s.participants).map((p, _, all) => (
                  // Equal scores share a place (1, 1, 3), as in any standings.
                  <li key={p.id} value={1 + all.filter((q) => q.score > p.score).length}>
                    <span>{p.name}</span> <span>{t('score', { count: p.score })}</span>
                  </li>
                ))}
              </ol>
              <p className={styles.hint}>{t('winner.again')}</p>
            </section>
          )}
          {s.last ? (
            <PracticeResult round={s.last} participants={s.participants} listNames={listNames} />
          ) : (
            <p className={styles.hint}>{t('result.none')}</p>
          )}

          <section className={styles.shoe} aria-labelledby="practice-shoe-title">
            <h3 id="practice-shoe-title">{t('shoe.title')}</h3>
            <fieldset>
              <legend>{t('shoe.decks')}</legend>
              {DECK_COUNTS.map((d) => (
                <label key={d}>
                  <input type="radio" name="practice-decks" checked={s.decks === d} onChange={() => a.setDecks(d)} />
                  {t('shoe.deckCount', { count: d })}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>{t('shoe.policy')}</legend>
              {RESHUFFLE_POLICIES.map((p) => (
                <label key={p}>
                  <input type="radio" name="practice-policy" checked={s.policy === p} onChange={() => a.setPolicy(p)} />
                  {t(`shoe.policy-${p}`)}
                </label>
              ))}
            </fieldset>
            <p className={styles.hint} data-testid="practice-shoe">
              {t('shoe.left', { left: cardsLeft(s.shoe) })}
            </p>
          </section>
        </div>
      </div>

      <div className="pb-visually-hidden" aria-live="polite" data-testid="practice-announcer">
        {s.last && lastCoup
          ? `${t('result.title', { number: s.last.number })}: ${t(`result.${lastCoup.winner}`)}, ${t('result.versus', winnerFirst(lastCoup))}.`
          : ''}
      </div>
    </div>
  );
}

