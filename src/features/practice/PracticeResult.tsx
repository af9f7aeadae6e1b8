/**
 * The last practice round: both hands' cards with their totals (re-derived by the engine from the
 * stored cards), the winner, and who predicted it.
 */
import { useTranslation } from 'react-i18next';
import { type Card, type Side } from '../../engine/index.ts';
import { type Participant, type PracticeRound, practiceCoup, predictionRight } from './practiceStore.ts';
import { CardFace } from '../../ui/PlayingCard.tsx';
import styles from './PracticeResult.module.css';

/** The two totals with the winner's first, as the result is read out ("Bank vinner, 7 mot 5"). */
export function winnerFirst(coup: { winner: string; playerTotal: number; bankerTotal: number }): { first: number; second: number } {
  return coup.winner === 'banker'
    ? { first: coup.bankerTotal, second: coup.playerTotal }
    : { first: coup.playerTotal, second: coup.bankerTotal };
}

interface PracticeResultProps {
  round: PracticeRound;
  participants: readonly Participant[];
  /** Joins names as a list in the table's language. */
  listNames(names: string[]): string;
}

function PracticeHandView({ side, cards, total, winner }: { side: Side; cards: Card[]; total: number; winner: boolean }) {
  const { t } = useTranslation();
  const name = t(`hand.${side}`);
  return (
    <div className={styles.hand} data-side={side} data-winner={winner || undefined} data-testid={`practice-${side}-hand`}>
      <div className={styles.handHeader}>
        <span className={styles.handName}>{name}</span>
        <span
          className={styles.total}
          data-testid={`practice-${side}-total`}
          data-value={total}
          aria-label={t('hand.totalLabel', { hand: name, total })}
        >
          {total}
        </span>
      </div>
      <div className={styles.cards}>
        {cards.map((card, i) => (
          <div key={`${card.id}-${i}`} className={styles.card} data-rank={card.rank} data-suit={card.suit}>
            <CardFace card={card} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function PracticeResult({ round, participants, listNames }: PracticeResultProps) {
  const { t } = useTranslation('practice');
  const coup = practiceCoup(round);
  const names = new Map(participants.map((p) => [p.id, p.name]));
  const correct = round.picks.filter((p) => predictionRight(p.spot, coup.winner) && names.has(p.id)).map((p) => names.get(p.id)!);
  const headline =
    `${t(`result.${coup.winner}`)}: ${t('result.versus', winnerFirst(coup))}` +
    (coup.natural ? ` (${t('result.natural')})` : '');
  return (
    <section
      key={round.number}
      className={styles.result}
      aria-labelledby="practice-result-title"
      data-testid="practice-result"
      data-round={round.number}
    >
      <h3 id="practice-result-title" className={styles.title}>
        {t('result.title', { number: round.number })}
      </h3>
      <div className={styles.hands}>
        <PracticeHandView side="player" cards={coup.player} total={coup.playerTotal} winner={coup.winner === 'player'} />
        <PracticeHandView side="banker" cards={coup.banker} total={coup.bankerTotal} winner={coup.winner === 'banker'} />
      </div>
      <p className={styles.outcome} data-testid="practice-outcome" data-outcome={coup.winner}>
        {headline}
      </p>
      <p className={styles.correct}>{correct.length > 0 ? t('result.correct', { names: listNames(correct) }) : t('result.nobody')}</p>
    </section>
  );
}
