/**
 * The odds dialog's content, loaded with the dialog (its own chunk, with the engine's odds module):
 * figures of the shoe (asked for again after each round) and the full-shoe help table (asked once).
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HouseEdgeRow, type Shoe, DECK_COUNTS, countsFromCardIds } from '../../engine/index.ts';
import { formatNumber, formatPayout } from '../../ui/format.ts';
import type { Language, Phase } from '../../store/types.ts';
import type { OddsSummary } from './oddsCompute.ts';
import { oddsClient } from './oddsClient.ts';
import styles from './OddsDialog.module.css';

const BETS = ['banker', 'player', 'tie'] as const;

export interface OddsContentProps {
  shoe: Shoe;
  phase: Phase;
  language: Language;
}

export function OddsContent({ shoe, phase, language }: OddsContentProps) {
  const { t } = useTranslation('odds');
  const counts = useMemo(() => countsFromCardIds(shoe.cards, shoe.next), [shoe.cards, shoe.next]);
  const key = counts.join(',');
  const held = phase === 'revealing';
  const [shown, setShown] = useState<{ key: string; odds: OddsSummary } | null>(null);
  const [rows, setRows] = useState<HouseEdgeRow[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (held) return;
    let live = true;
    oddsClient()
      .shoe(counts)
      .then(
        (odds) => live && setShown({ key, odds }),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [counts, key, held]);

  useEffect(() => {
    let live = true;
    oddsClient()
      .edgeTable(DECK_COUNTS)
      .then(
        (r) => live && setRows(r),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, []);

  // Probabilities to 0.01 %; house edges to 0.001 %, so 6 and 8 decks (1.0558 % and 1.0579 % on Banker) differ.
  const pct = (x: number, digits: number) =>
    formatNumber(x, language, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const odds = shown?.odds ?? null;
  const busy = !held && (shown === null || shown.key !== key);
  const negative = odds !== null && BETS.some((b) => odds.houseEdge[b] < 0);

  return (
    <>
      <p className={styles.shoe} data-testid="odds-shoe" data-cards={odds?.cards ?? ''}>
        {t('decks', { count: shoe.decks })}
        {odds && <> · {t('cardsLeft', { count: odds.cards })}</>}
      </p>
      <p>{shoe.policy === 'every-round' ? t('everyRound') : t('cutCard')}</p>
      {failed && (
        <p role="alert" className={styles.failed}>
          {t('failed')}
        </p>
      )}
      <table className={styles.table} aria-busy={busy} data-testid="odds-table">
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bet')}</th>
            <th scope="col">{t('probability')}</th>
            <th scope="col">{t('edge')}</th>
          </tr>
        </thead>
        <tbody>
          {BETS.map((bet) => (
            <tr key={bet}>
              <th scope="row">
                {t(`row.${bet}`)} <span className={styles.pays}>{t('pays', { pays: formatPayout(bet, language) })}</span>
              </th>
              <td data-testid={`odds-${bet}`} data-value={odds?.probability[bet]}>
                {odds ? pct(odds.probability[bet], 2) : '…'}
              </td>
              <td data-testid={`edge-${bet}`} data-value={odds?.houseEdge[bet]}>
                {odds ? pct(odds.houseEdge[bet], 3) : '…'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="pb-visually-hidden" aria-live="polite">
        {busy ? t('computing') : ''}
      </p>
      <p className={styles.explain}>{t('explain')}</p>
      <p>{t('push')}</p>
      {negative && <p>{t('negative')}</p>}

      <h3>{t('tableTitle')}</h3>
      <table className={styles.table} data-testid="edge-table">
        <caption>{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('decksColumn')}</th>
            {BETS.map((bet) => (
              <th scope="col" key={bet}>
                {t(`row.${bet}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(rows ?? []).map((row) => (
            <tr key={row.decks} data-decks={row.decks}>
              <th scope="row">{formatNumber(row.decks, language)}</th>
              {BETS.map((bet) => (
                <td key={bet} data-bet={bet} data-value={row[bet]}>
                  {pct(row[bet], 3)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
