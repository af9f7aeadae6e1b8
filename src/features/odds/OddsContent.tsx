/**
 * The odds dialog's content, loaded with the dialog (its own chunk, with the engine's odds module):
 * figures of every bet on the table for the cards the player has not seen (asked for again after
 * each round) and the full-shoe help table (asked once).
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BetKey, type Shoe, type Variant, DECK_COUNTS, MAIN_BETS, cardFromId, faceDownBurned, faceUpBurn, paytable, unseenCounts } from '../../engine/index.ts';
import { CardText } from '../../ui/CardText.tsx';
import { formatEdge, formatNumber, formatPercent } from '../../ui/format.ts';
import type { Language, Phase } from '../../store/types.ts';
import type { OddsSummary, VariantEdgeRow } from './oddsCompute.ts';
import { oddsClient } from './oddsClient.ts';
import { paysText } from './paysText.ts';
import styles from './OddsDialog.module.css';


export interface OddsContentProps {
  shoe: Shoe;
  phase: Phase;
  language: Language;
  /** The table's variant; its Banker bet and side bets are the ones shown. */
  variant: Variant;
  /** Every bet on the table: the main bets, then the side bets when they are on (store/tableGame.ts). */
  bets: readonly BetKey[];
}

export function OddsContent({ shoe, phase, language, variant, bets }: OddsContentProps) {
  const { t } = useTranslation('odds');
  // The cards the player has not seen: the face-down burn cards count as unseen, like the undealt ones.
  const counts = useMemo(() => unseenCounts(shoe), [shoe]);
  const key = counts.join(',');
  const held = phase === 'revealing';
  const [shown, setShown] = useState<{ key: string; odds: OddsSummary } | null>(null);
  const [rows, setRows] = useState<VariantEdgeRow[] | null>(null);
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
      .edgeTable(DECK_COUNTS, variant)
      .then(
        (r) => live && setRows(r),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [variant]);

  // Probabilities to 0.01 %; house edges as the rules show them (formatEdge).
  const pct = (x: number, digits: number) => formatPercent(x, language, digits);
  const odds = shown?.odds ?? null;
  const busy = !held && (shown === null || shown.key !== key);
  const betOdds = odds?.variants[variant] ?? null;
  const favour = (bet: BetKey) => (betOdds?.[bet]?.houseEdge ?? 0) < 0;
  const negative = bets.some(favour);
  const burnUp = faceUpBurn(shoe);
  // Pushes other than a Tie on Player or Banker (EZ's three-card 7, Dragon Bonus on a natural tie).
  const otherPushes = bets.some((b) => paytable(b, variant).some((l) => l.pays === null && l.when !== 'tie'));

  return (
    <>
      <p className={styles.shoe} data-testid="odds-shoe" data-cards={odds?.cards ?? ''}>
        {t('decks', { count: shoe.decks })}
        {odds && <> · {t('cardsLeft', { count: odds.cards })}</>}
      </p>
      <p>{shoe.policy === 'every-round' ? t('everyRound') : t('cutCard')}</p>
      {burnUp !== null && (
        <p data-testid="odds-burn">
          {t('burnUp')} <CardText card={cardFromId(burnUp)} />
          {' · '}
          {t('burnDown', { count: faceDownBurned(shoe).length })}
        </p>
      )}
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
          {bets.map((bet) => {
            const o = betOdds?.[bet];
            return (
              <tr key={bet} data-bet={bet} data-favour={favour(bet) || undefined}>
                <th scope="row">
                  {t(`row.${bet}`)} <span className={styles.pays}>{paysText(bet, variant, language, t)}</span>
                  {favour(bet) && <span className={styles.favour}>{t('favour')}</span>}
                </th>
                <td data-testid={`odds-${bet}`} data-value={o?.win}>
                  {o ? pct(o.win, 2) : '…'}
                </td>
                <td data-testid={`edge-${bet}`} data-value={o?.houseEdge}>
                  {o ? formatEdge(o.houseEdge, language) : '…'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="pb-visually-hidden" aria-live="polite">
        {busy ? t('computing') : ''}
      </p>
      <p className={styles.explain}>{t('explain')}</p>
      <p>{t('push')}</p>
      {otherPushes && <p>{t('pushOther')}</p>}
      {negative && (
        <p className={styles.favourNote} data-testid="odds-favour">
          {t('negative')} {t('reshuffle')}
        </p>
      )}

      <h3>{t('tableTitle')}</h3>
      <table className={styles.table} data-testid="edge-table">
        <caption>{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('decksColumn')}</th>
            {MAIN_BETS.map((bet) => (
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
              {MAIN_BETS.map((bet) => (
                <td key={bet} data-bet={bet} data-value={row[bet]}>
                  {formatEdge(row[bet], language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
