/**
 * The Banker drawing table, rendered cell by cell from the engine (see bankerTable.ts): rows are
 * Player's third card ("Player stood" first), columns Banker's two-card total 0–7. The cell that
 * decided the last coup is marked.
 *
 * Test hooks: the table is `data-testid="banker-table"`; each cell carries `data-banker-total`
 * (0–7), `data-player-third` (0–9, or "none" in the "Player stood" row) and `data-draw`
 * ("true"/"false"); the last coup's cell has `data-last="true"`.
 */
import { useTranslation } from 'react-i18next';
import { BANKER_TABLE_TOTALS, bankerTableRows, usedBankerCell } from './bankerTable.ts';
import type { Coup } from '../../engine/index.ts';
import styles from './BankerTable.module.css';

const ROWS = bankerTableRows();

export function BankerTable({ lastCoup }: { lastCoup: Coup | null }) {
  const { t } = useTranslation('learn');
  const used = usedBankerCell(lastCoup);
  return (
    <div className={styles.scroll} role="region" aria-label={t('rules.banker.scroll')} tabIndex={0}>
      <table className={styles.table} data-testid="banker-table">
        <caption className={styles.caption}>{t('rules.banker.caption')}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            <th scope="colgroup" colSpan={BANKER_TABLE_TOTALS.length} className={styles.group}>
              {t('rules.banker.bankerTotal')}
            </th>
          </tr>
          <tr>
            <th scope="col" className={styles.rowHead}>{t('rules.banker.playerThird')}</th>
            {BANKER_TABLE_TOTALS.map((b) => (
              <th key={b} scope="col" className={styles.colHead}>{b}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.playerThird ?? 'none'} data-stood={row.playerThird === null || undefined}>
              <th scope="row" className={styles.rowHead}>{row.playerThird ?? t('rules.banker.stoodRow')}</th>
              {row.cells.map((c) => {
                const last = used !== null && used.bankerTotal === c.bankerTotal && used.playerThird === c.playerThird;
                return (
                  <td
                    key={c.bankerTotal}
                    className={styles.cell}
                    data-banker-total={c.bankerTotal}
                    data-player-third={c.playerThird ?? 'none'}
                    data-draw={String(c.draw)}
                    data-last={last || undefined}
                  >
                    <span aria-hidden="true">{c.draw ? t('rules.banker.drawShort') : t('rules.banker.standShort')}</span>
                    <span className="pb-visually-hidden">
                      {c.draw ? t('rules.banker.draw') : t('rules.banker.stand')}
                      {last ? ` (${t('rules.banker.lastMark')})` : ''}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
