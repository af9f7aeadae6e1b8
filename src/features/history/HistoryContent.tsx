/**
 * The hand history's content, a chunk of its own loaded with the dialog: the stored rounds (at most
 * HISTORY_LIMIT), newest first, each with id, time, both hands with totals, winner, the player's
 * bets and net result; a row opens the round's detail. Coups and settlements are re-derived with
 * `roundView`; a round still being revealed is left out until it is shown.
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { type SideBet, type Variant, BET_KEYS, SIDE_BETS, VARIANTS, roadResult, stakeOf } from '../../engine/index.ts';
import { formatDateTime, formatMoney, formatSignedMoney } from '../../ui/format.ts';
import { useTable } from '../../store/appStore.ts';
import { selectSeenHistory } from '../../store/board.ts';
import { roundView } from '../../store/selectors.ts';
import type { Language, RoundRecord } from '../../store/types.ts';
import { CardText } from '../../ui/CardText.tsx';
import type { RoundDetail } from '../learn/index.ts';
import styles from './HistoryDialog.module.css';
import tool from '../../ui/ToolButton.module.css';
import { type CsvLabels, downloadText, historyCsv, historyJson } from './historyExport.ts';

function HistoryRow({ record, language, onOpen }: { record: RoundRecord; language: Language; onOpen(): void }) {
  const { t } = useTranslation('roads');
  const { t: tt } = useTranslation('table');
  const { coup, settlement } = roundView(record);
  // Every spot with a stake, side bets too: the net beside them counts them all.
  const staked = BET_KEYS.filter((key) => stakeOf(record.bets, key) > 0);
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={onOpen}
        data-testid="history-row"
        data-round={record.id}
        data-winner={coup.winner}
        data-net={settlement.net}
      >
        <span className={styles.head}>
          <strong>{t('history.round', { id: record.id })}</strong>
          <time dateTime={new Date(record.time).toISOString()}>{formatDateTime(record.time, language)}</time>
          <span className={styles.winner} data-outcome={coup.winner}>
            {t(`result.${roadResult(coup.winner)}`)}
          </span>
        </span>
        <span className={styles.hands}>
          {(['player', 'banker'] as const).map((side) => (
            <span key={side} className={styles.hand} data-side={side}>
              <span className={styles.handName}>{tt(`hand.${side}`)}</span>
              {(side === 'player' ? coup.player : coup.banker).map((card) => (
                <CardText key={card.id} card={card} />
              ))}
              <span className={styles.total}>{side === 'player' ? coup.playerTotal : coup.bankerTotal}</span>
            </span>
          ))}
        </span>
        <span className={styles.money}>
          <span className={styles.bets}>
            {staked.length === 0
              ? t('history.noBet')
              : // Each bet kept whole on a narrow row ("Drake 7 10 kr" never split): lines break only at " · ".
              staked.map((key) => `${tt(`spot.name.${key}`)} ${formatMoney(stakeOf(record.bets, key), language)}`.replace(/ /g, '\u00a0')).join(' · ')}
          </span>
          <span className={`${styles.net} pb-money`} data-sign={Math.sign(settlement.net)}>
            {formatSignedMoney(settlement.net, language)}
          </span>
        </span>
      </button>
    </li>
  );
}

export interface HistoryContentProps {
  /** id of the dialog's title, which names the list too. */
  titleId: string;
  language: Language;
  /**
   * The learn feature's round detail (a part loaded on first use), handed in by the dialog so that
   * this chunk imports no other feature's module.
   */
  detail: typeof RoundDetail;
}

/** "Last ned som CSV" and "… JSON": the rounds shown, oldest first, as files. */
function HistoryDownloads({ rows }: { rows: readonly RoundRecord[] }) {
  const { t } = useTranslation('roads');
  const { t: tt } = useTranslation('table');
  // The table types' names are the settings dialog's (its namespace, in the same later chunk as roads).
  const { t: ts } = useTranslation('settings');
  const day = new Date().toISOString().slice(0, 10);
  const name = `${t('history.fileName')}-${day}`;
  const chronological = () => rows.slice().reverse();
  const csv = () => {
    const labels: CsvLabels = {
      round: t('history.csv.round'),
      time: t('history.csv.time'),
      shoe: t('history.csv.shoe'),
      playerCards: t('history.csv.playerCards'),
      bankerCards: t('history.csv.bankerCards'),
      playerTotal: t('history.csv.playerTotal'),
      bankerTotal: t('history.csv.bankerTotal'),
      winner: t('history.csv.winner'),
      bet: {
        ...(Object.fromEntries(SIDE_BETS.map((key) => [key, t('history.csv.betSide', { name: tt(`spot.name.${key}`) })])) as Record<SideBet, string>),
        player: t('history.csv.betPlayer'),
        banker: t('history.csv.betBanker'),
        tie: t('history.csv.betTie'),
      },
      net: t('history.csv.net'),
      outcome: { player: tt('spot.name.player'), banker: tt('spot.name.banker'), tie: tt('spot.name.tie') },
      variant: t('history.csv.variant'),
      variantName: Object.fromEntries(VARIANTS.map((v) => [v, ts(`variant-${v}`)])) as Record<Variant, string>,
    };
    downloadText(historyCsv(chronological(), labels), `${name}.csv`, 'text/csv;charset=utf-8');
  };
  const json = () => downloadText(historyJson(chronological(), Date.now()), `${name}.json`, 'application/json');
  return (
    <div className={styles.downloads}>
      {/* The table's tool buttons' look (the browser's own grey read as disabled). */}
      <button type="button" className={tool.button} onClick={csv} data-testid="history-csv">
        {t('history.downloadCsv')}
      </button>
      <button type="button" className={tool.button} onClick={json} data-testid="history-json">
        {t('history.downloadJson')}
      </button>
      <p className={styles.caption}>{t('history.downloadHint')}</p>
    </div>
  );
}

export function HistoryContent({ titleId, language, detail: Detail }: HistoryContentProps) {
  const { t } = useTranslation('roads');
  const [detail, setDetail] = useState<RoundRecord | null>(null);
  const { history, phase } = useTable(useShallow((s) => ({ history: s.history, phase: s.phase })));
  const rows = useMemo(() => selectSeenHistory({ history, phase }).slice().reverse(), [history, phase]);
  // Fetched as the history opens (if the table has not yet); a row opens it once it is there.
  useEffect(() => void Detail.preload().catch(() => undefined), [Detail]);

  return (
    <>
      <div className={styles.body}>
        {rows.length === 0 ? (
          <p>{t('history.empty')}</p>
        ) : (
          <>
            <HistoryDownloads rows={rows} />
            <p className={styles.caption}>{t('history.caption', { count: rows.length })}</p>
            <ol className={styles.list} aria-labelledby={titleId}>
              {rows.map((record) => (
                <HistoryRow key={record.id} record={record} language={language} onOpen={() => Detail.whenLoaded(() => setDetail(record))} />
              ))}
            </ol>
          </>
        )}
      </div>
      <Suspense fallback={null}>
        <Detail.Part record={detail} language={language} onClose={() => setDetail(null)} />
      </Suspense>
    </>
  );
}
