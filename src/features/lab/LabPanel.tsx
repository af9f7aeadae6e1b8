/**
 * The betting-system lab (a chunk of its own, loaded when Systemlab is first opened): the player
 * chooses a system, a bet, the stakes, when an evening stops, how many evenings, the decks and the
 * reshuffle; the engine plays them in a Web Worker (labClient.ts) with progress and a cancel
 * button; the result shows the figures beside the exact expectation, the charts with their tables,
 * and a conclusion worded from the figures (conclusion.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LabBet, type LabOptions, type LabResult, LAB_BETS, MAX_LAB_SESSIONS } from '../../engine/lab.ts';
import { type DeckCount, type ReshufflePolicy, DECK_COUNTS, RESHUFFLE_POLICIES } from '../../engine/shoe.ts';
import { type SystemName, LABOUCHERE_LINE, PAROLI_STEPS, SYSTEM_NAMES, fibonacci } from '../../engine/systems.ts';
import { TABLE_LIMITS } from '../../engine/betting.ts';
import type { Language } from '../../store/types.ts';
import { formatMoney, formatNumber, formatSignedMoney } from '../../ui/format.ts';
import { labConclusion, percent } from './conclusion.ts';
import { BankrollPaths, ResultHistogram } from './LabCharts.tsx';
import { type LabJob, startLabJob } from './labClient.ts';
import { addLabStrings } from './labStrings.ts';
import styles from './LabPanel.module.css';

/** The systems' figures their names cite, from the engine (Paroli's steps, Fibonacci's start, Labouchère's line). */
const SYSTEM_FACTS = {
  count: PAROLI_STEPS.length,
  sequence: [0, 1, 2, 3, 4].map(fibonacci).join(', '),
  line: LABOUCHERE_LINE.join('-'),
};

addLabStrings();

/** Choices offered, amounts in øre (all within the table's chips and limits). */
const BASES = [1_000, 2_000, 5_000, 10_000, 50_000, 100_000];
const BANKROLLS = [50_000, 100_000, 200_000, 500_000, 1_000_000, 5_000_000];
const ROUNDS = [20, 50, 100, 200, 500, 1_000];
const TARGETS = [0, 10_000, 50_000, 100_000, 500_000];
const STOP_LOSSES = [0, 20_000, 50_000, 100_000, 500_000];
const SESSIONS = [100, 1_000, 10_000, MAX_LAB_SESSIONS];

/** The form's state; 0 for no target / no loss limit. */
interface Form {
  system: SystemName;
  bet: LabBet;
  base: number;
  bankroll: number;
  rounds: number;
  target: number;
  stopLoss: number;
  sessions: number;
  decks: DeckCount;
  policy: ReshufflePolicy;
}

/** The form's start, but for the shoe: that is the table's (LabPanel's `shoe`). */
const START: Omit<Form, 'decks' | 'policy'> = { system: 'martingale', bet: 'banker', base: 1_000, bankroll: 100_000, rounds: 100, target: 0, stopLoss: 0, sessions: 1_000 };

/** A seed for a run: fresh each time, shown nowhere (a run is for looking, not repeating). */
function runSeed(): string {
  return `lab-${Date.now().toString(36)}-${Math.floor(performance.now() * 1000).toString(36)}`;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; result: LabResult; options: LabOptions; ms: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

function Select<T extends string | number>({ label, value, options, name, onChange, disabled }: { label: string; value: T; options: readonly T[]; name: (v: T) => string; onChange(v: T): void; disabled: boolean }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select value={String(value)} disabled={disabled} onChange={(e) => onChange(options.find((o) => String(o) === e.target.value)!)}>
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {name(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The lab's panel. `shoe`: the table's decks and reshuffle when the lab opens, the form's start
 * (a player trying a system tries it on the shoe they play).
 */
export function LabPanel({ language, shoe }: { language: Language; shoe: Pick<Form, 'decks' | 'policy'> }) {
  const { t } = useTranslation('lab');
  const [form, setForm] = useState<Form>(() => ({ ...START, decks: shoe.decks, policy: shoe.policy }));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const job = useRef<LabJob | null>(null);
  const money = (ore: number) => formatMoney(ore, language);
  const running = status.kind === 'running';
  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  // Closing the lab stops a run.
  useEffect(() => () => job.current?.cancel(), []);

  const run = () => {
    const options: LabOptions = { ...form, seed: runSeed() };
    delete options.target;
    delete options.stopLoss;
    if (form.target > 0) options.target = form.target;
    if (form.stopLoss > 0) options.stopLoss = form.stopLoss;
    setStatus({ kind: 'running', done: 0, total: options.sessions });
    const current = startLabJob(options, (done, total) => setStatus({ kind: 'running', done, total }));
    job.current = current;
    current.result.then(
      ({ result, ms }) => job.current === current && setStatus({ kind: 'done', result, options, ms }),
      (e: unknown) => job.current === current && setStatus({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  };
  const cancel = () => {
    job.current?.cancel();
    job.current = null;
    setStatus({ kind: 'cancelled' });
  };

  return (
    <div className={styles.panel} data-testid="lab">
      <p className={styles.intro}>{t('intro', { min: money(TABLE_LIMITS.min), max: money(TABLE_LIMITS.max) })}</p>
      <fieldset className={styles.form} disabled={running}>
        <legend>{t('form')}</legend>
        <Select label={t('system')} value={form.system} options={SYSTEM_NAMES} name={(s) => t(`systems.${s}`, SYSTEM_FACTS)} onChange={set('system')} disabled={running} />
        <Select label={t('bet')} value={form.bet} options={LAB_BETS} name={(b) => t(`bets.${b}`)} onChange={set('bet')} disabled={running} />
        <Select label={t('base')} value={form.base} options={BASES} name={money} onChange={set('base')} disabled={running} />
        <Select label={t('bankroll')} value={form.bankroll} options={BANKROLLS} name={money} onChange={set('bankroll')} disabled={running} />
        <Select label={t('rounds')} value={form.rounds} options={ROUNDS} name={(n) => formatNumber(n, language)} onChange={set('rounds')} disabled={running} />
        <Select label={t('target')} value={form.target} options={TARGETS} name={(n) => (n === 0 ? t('none') : money(n))} onChange={set('target')} disabled={running} />
        <Select label={t('stopLoss')} value={form.stopLoss} options={STOP_LOSSES} name={(n) => (n === 0 ? t('none') : money(n))} onChange={set('stopLoss')} disabled={running} />
        <Select label={t('sessions')} value={form.sessions} options={SESSIONS} name={(n) => formatNumber(n, language)} onChange={set('sessions')} disabled={running} />
        <Select label={t('decks')} value={form.decks} options={DECK_COUNTS} name={(n) => String(n)} onChange={set('decks')} disabled={running} />
        <Select label={t('policy')} value={form.policy} options={RESHUFFLE_POLICIES} name={(p) => t(`policies.${p}`)} onChange={set('policy')} disabled={running} />
      </fieldset>
      <div className={styles.actions}>
        {running ? (
          <button type="button" className={styles.primary} onClick={cancel}>
            {t('cancel')}
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={run} data-autofocus>
            {t('run')}
          </button>
        )}
        <div className={styles.status} aria-live="polite">
          {status.kind === 'running' && (
            <>
              <progress max={status.total} value={status.done} aria-label={t('progressLabel')} data-testid="lab-progress" />
              <span>{t('progress', { done: formatNumber(status.done, language), total: formatNumber(status.total, language) })}</span>
            </>
          )}
          {status.kind === 'cancelled' && <span data-testid="lab-cancelled">{t('cancelled')}</span>}
          {status.kind === 'failed' && <span role="alert">{t('failed', { message: status.message })}</span>}
        </div>
      </div>
      {status.kind === 'done' && <LabResults result={status.result} options={status.options} ms={status.ms} language={language} />}
    </div>
  );
}

function LabResults({ result, options, ms, language }: { result: LabResult; options: LabOptions; ms: number; language: Language }) {
  const { t } = useTranslation('lab');
  const signed = (ore: number) => formatSignedMoney(Math.round(ore), language);
  const pct = (x: number) => percent(x, language);
  return (
    <section className={styles.results} aria-labelledby="lab-results" data-testid="lab-results" data-ms={Math.round(ms)} data-sessions={result.sessions}>
      <h3 id="lab-results">{t('results')}</h3>
      <p className={styles.took} data-testid="lab-time">
        {t('took', { sessions: formatNumber(result.sessions, language), seconds: formatNumber(ms / 1000, language, { maximumFractionDigits: 2 }) })}
      </p>
      <div className={styles.conclusion} data-testid="lab-conclusion">
        <h4>{t('conclusionTitle')}</h4>
        {labConclusion(result, options, t, language).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
      <dl className={styles.figures}>
        <div data-testid="lab-mean" data-value={result.meanResult}>
          <dt>{t('meanResult')}</dt>
          <dd>
            {signed(result.meanResult)} <span className={styles.se}>± {formatMoney(Math.round(result.stdError), language)}</span>
          </dd>
        </div>
        <div data-testid="lab-expected" data-value={result.expectedResult}>
          <dt>{t('expected')}</dt>
          <dd>{signed(result.expectedResult)}</dd>
        </div>
        <div data-testid="lab-stderror" data-value={result.stdError}>
          <dt>{t('stdError')}</dt>
          <dd>{formatMoney(Math.round(result.stdError), language)}</dd>
        </div>
        <div data-testid="lab-staked" data-value={result.meanStaked}>
          <dt>{t('meanStaked')}</dt>
          <dd>{formatMoney(Math.round(result.meanStaked), language)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {t('expectedNote', { edge: percent(-result.valuePerStake, language, 2) })}
        {options.bet !== 'tie' && ` ${t('stakedNote')}`}
      </p>
      <h4>{t('shares')}</h4>
      <ul className={styles.shares}>
        {(['won', 'lost', 'ruined', 'hitLimit'] as const).map((k) => (
          <li key={k} data-testid={`lab-${k}`} data-value={result[k]}>
            <span>{t(k)}</span>
            <strong>{pct(result[k])}</strong>
          </li>
        ))}
      </ul>
      <ResultHistogram bins={result.histogram} language={language} />
      <BankrollPaths paths={result.paths} language={language} />
    </section>
  );
}
