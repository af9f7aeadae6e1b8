/**
 * One round in detail, in a modal dialog over the hand history: time and shoe, both hands as
 * card faces with totals, naturals and pairs, the winner, and each bet with its outcome,
 * commission and payout, and the explain steps of the coup. Everything is re-derived from the stored
 * record with `roundView`.
 */
import { useTranslation } from 'react-i18next';
import { roadResult } from '../../engine/index.ts';
import { formatDateTime, formatMoney, formatSignedMoney } from '../../ui/format.ts';
import { roundView } from '../../store/selectors.ts';
import type { Language, RoundRecord } from '../../store/types.ts';
import { Modal } from '../../ui/Modal.tsx';
import { CardFace } from '../../ui/PlayingCard.tsx';
import { StepItem } from './ExplainPanel.tsx';
import { explainSteps } from './explainSteps.ts';
import { usePhraseText } from './learnFormat.ts';
import styles from './RoundDetailDialog.module.css';

interface RoundDetailDialogProps {
  /** The round to show; the dialog opens when it is set. */
  record: RoundRecord | null;
  language: Language;
  onClose(): void;
  /** The close button's label; by default "back to the history". */
  closeLabel?: string;
}

export function RoundDetailDialog({ record, language, onClose, closeLabel }: RoundDetailDialogProps) {
  const { t } = useTranslation('roads');
  const { t: tt } = useTranslation('table');
  const { t: tl } = useTranslation('learn');
  const text = usePhraseText(language);
  const view = record ? roundView(record) : null;
  return (
    <Modal
      open={view !== null}
      onClose={onClose}
      title={view ? t('history.detailTitle', { id: view.record.id }) : ''}
      closeLabel={closeLabel ?? t('history.back')}
      classes={{ dialog: styles.dialog, body: styles.body, close: styles.close }}
      bodyData={{ 'data-round': view?.record.id, 'data-winner': view?.coup.winner, 'data-net': view?.settlement.net }}
      testId="round-detail"
    >
      {view && (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('history.time')}</dt>
              <dd>
                <time dateTime={new Date(view.record.time).toISOString()}>{formatDateTime(view.record.time, language)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('history.shoe')}</dt>
              <dd>{view.record.shoeNumber}</dd>
            </div>
            <div>
              <dt>{t('history.winner')}</dt>
              <dd>
                <span className={styles.winner} data-outcome={view.coup.winner}>
                  {t(`result.${roadResult(view.coup.winner)}`)}
                </span>
              </dd>
            </div>
          </dl>
          {view.record.cutCardOut && <p className={styles.note}>{t('history.cutCard')}</p>}

          <div className={styles.hands}>
            {(['player', 'banker'] as const).map((side) => {
              const cards = side === 'player' ? view.coup.player : view.coup.banker;
              const total = side === 'player' ? view.coup.playerTotal : view.coup.bankerTotal;
              const natural = side === 'player' ? view.coup.playerNatural : view.coup.bankerNatural;
              const pair = side === 'player' ? view.coup.playerPair : view.coup.bankerPair;
              return (
                <section key={side} className={styles.hand} data-side={side} aria-label={tt(`hand.${side}`)}>
                  <h3>
                    {tt(`hand.${side}`)} <span className={styles.total}>{t('history.points', { total })}</span>
                  </h3>
                  <div className={styles.cards}>
                    {cards.map((card, i) => (
                      <div key={card.id} className={styles.card} data-third={i === 2 || undefined}>
                        <CardFace card={card} />
                      </div>
                    ))}
                  </div>
                  {(natural || pair) && (
                    <p className={styles.flags}>
                      {[natural && t('history.natural'), pair && t(side === 'player' ? 'history.playerPair' : 'history.bankerPair')]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  )}
                </section>
              );
            })}
          </div>

          <section className={styles.steps}>
            <h3>{tl('panel.title')}</h3>
            <ol data-testid="round-steps">
              {explainSteps(view.coup, view.settlement, view.variant).map((step) => (
                <StepItem key={step.id} step={step} text={text} />
              ))}
            </ol>
          </section>

          {view.settlement.spots.length === 0 ? (
            <p>{t('history.noBet')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('history.spot')}</th>
                  <th scope="col">{t('history.stake')}</th>
                  <th scope="col">{t('history.outcome')}</th>
                  <th scope="col">
                    {/* Narrow phones show the short form; a screen reader always reads the full word. */}
                    <span className="pb-visually-hidden">{t('history.commission')}</span>
                    <span className={styles.long} aria-hidden="true">
                      {t('history.commission')}
                    </span>
                    <span className={styles.short} aria-hidden="true">
                      {t('history.commissionShort')}
                    </span>
                  </th>
                  <th scope="col">{t('history.returned')}</th>
                </tr>
              </thead>
              <tbody>
                {view.settlement.spots.map((s) => (
                  <tr key={s.spot} data-spot={s.spot} data-outcome={s.outcome}>
                    <th scope="row">{tt(`spot.name.${s.spot}`)}</th>
                    <td className="pb-money">{formatMoney(s.stake, language)}</td>
                    <td>{t(`history.${s.outcome}`)}</td>
                    <td className="pb-money">{formatMoney(s.commission, language)}</td>
                    <td className="pb-money">{formatMoney(s.returned, language)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={4}>
                    {t('history.net')}
                  </th>
                  <td className="pb-money" data-testid="detail-net" data-value={view.settlement.net}>
                    {formatSignedMoney(view.settlement.net, language)}
                  </td>
                </tr>
              </tfoot>
            </table>
          )}
        </>
      )}
    </Modal>
  );
}
