/**
 * The statistics dialog's content, a chunk of its own loaded with the dialog: wins of Banker,
 * Player and Tie, naturals, pairs, streaks and the player's own result; and what each road means.
 * Counts come from `selectBoardStats` (engine `computeStats` over `roundView`).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Streak, roadResult, share } from '../../engine/index.ts';
import { beadAbout } from './beadAbout.ts';
import { roundsText } from './scopeText.ts';
import { formatList, formatMoney, formatNumber, formatPercent, formatSignedMoney } from '../../ui/format.ts';
import { type BoardView, selectBoardStats } from '../../store/board.ts';
import { BOARD_STEP, HISTORY_LIMIT, type Language } from '../../store/types.ts';
import type { RoadName } from './RoadView.tsx';
import styles from './StatsDialog.module.css';

const COUNTED = ['banker', 'player', 'tie', 'naturals', 'playerPairs', 'bankerPairs', 'anyPair'] as const;
const ROADS: readonly RoadName[] = ['beadPlate', 'bigRoad', 'bigEyeBoy', 'smallRoad', 'cockroachPig'];

/** The road's mark in small, for the explanations. */
function RoadIcon({ road }: { road: RoadName }) {
  return (
    <svg className={styles.icon} viewBox="0 0 10 10" aria-hidden="true">
      {road === 'beadPlate' && <circle cx={5} cy={5} r={4.4} className={styles.fillRed} />}
      {road === 'bigRoad' && (
        <>
          <circle cx={5} cy={5} r={3.8} className={styles.ringRed} />
          <line x1={2} y1={8} x2={8} y2={2} className={styles.tie} />
        </>
      )}
      {road === 'bigEyeBoy' && <circle cx={5} cy={5} r={3.6} className={styles.ringBlue} />}
      {road === 'smallRoad' && <circle cx={5} cy={5} r={3.6} className={styles.fillBlue} />}
      {road === 'cockroachPig' && <line x1={2} y1={8} x2={8} y2={2} className={styles.slashRed} />}
    </svg>
  );
}

export interface StatsContentProps {
  board: BoardView;
  language: Language;
}

export function StatsContent({ board, language }: StatsContentProps) {
  const { t } = useTranslation('roads');
  const stats = useMemo(() => selectBoardStats(board.records), [board.records]);
  // One decimal always, so the column reads alike ("12,0 %" beside "44,9 %").
  const percent = (count: number) => formatPercent(share(count, stats.rounds), language, 1);
  const streak = (s: Streak | null) =>
    s ? t('stats.streak', { side: t(`result.${roadResult(s.side)}`), count: s.length }) : t('stats.noStreak');
  const count = (key: (typeof COUNTED)[number]): number => {
    if (key === 'banker' || key === 'player' || key === 'tie') return stats.wins[key];
    return stats[key];
  };

  return (
    <>
      <table className={styles.table} data-testid="stats" data-rounds={stats.rounds}>
        <caption>
          {/* As the board's heading: a long session's figures are those of the rounds on the board. */}
          {t('stats.caption')} ·{' '}
          {roundsText(stats.rounds, board.total, t)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.what')}</th>
            <th scope="col">{t('stats.count')}</th>
            <th scope="col">{t('stats.share')}</th>
          </tr>
        </thead>
        <tbody>
          {COUNTED.map((key) => (
            <tr key={key} data-stat={key} data-count={count(key)}>
              <th scope="row">{t(`stats.${key}`)}</th>
              <td>{formatNumber(count(key), language)}</td>
              <td>{percent(count(key))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>{t('stats.streaks')}</h3>
      <dl className={styles.list}>
        <div data-stat="longest" data-side={stats.longestStreak?.side} data-length={stats.longestStreak?.length ?? 0}>
          <dt>{t('stats.longest')}</dt>
          <dd>{stats.longestStreaks.length > 0 ? formatList(stats.longestStreaks.map(streak), language) : streak(null)}</dd>
        </div>
        <div data-stat="current" data-side={stats.currentStreak?.side} data-length={stats.currentStreak?.length ?? 0}>
          <dt>{t('stats.current')}</dt>
          <dd>{streak(stats.currentStreak)}</dd>
        </div>
      </dl>

      <h3>{t('stats.you')}</h3>
      <dl className={styles.list}>
        <div>
          <dt>{t('stats.roundsBet')}</dt>
          <dd>{formatNumber(stats.player.roundsBet, language)}</dd>
        </div>
        <div>
          <dt>{t('stats.staked')}</dt>
          <dd className="pb-money">{formatMoney(stats.player.staked, language)}</dd>
        </div>
        <div>
          <dt>{t('stats.net')}</dt>
          <dd className="pb-money" data-testid="stats-net" data-value={stats.player.net}>
            {formatSignedMoney(stats.player.net, language)}
          </dd>
        </div>
        <div>
          <dt>{t('stats.commission')}</dt>
          <dd className="pb-money">{formatMoney(stats.player.commission, language)}</dd>
        </div>
      </dl>

      <h3>{t('about.title')}</h3>
      <ul className={styles.about}>
        {ROADS.map((road) => (
          <li key={road}>
            <RoadIcon road={road} />
            <span>
              <strong>{t(`road.${road}.name`)}</strong> – {t(`road.${road}.about`)}
            </span>
          </li>
        ))}
      </ul>
      <p>{beadAbout(t, language)}</p>
      <p>{t('about.colors')}</p>
      <p>{t('about.ask')}</p>
      <p>{board.policy === 'cut-card' ? t('about.scopeShoe') : t('about.scopeSession', { limit: HISTORY_LIMIT, step: BOARD_STEP })}</p>
      <p className={styles.warning}>{t('about.warning')}</p>
    </>
  );
}
