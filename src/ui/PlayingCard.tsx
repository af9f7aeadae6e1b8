/**
 * A playing card drawn in SVG: corner indices (rank over suit), pips or a court frame in the
 * centre, red hearts/diamonds and black spades/clubs; or the patterned back.
 */
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Card, type Rank, isRed } from '../engine/index.ts';
import { suitPath } from './suits.tsx';
import styles from './PlayingCard.module.css';

const L = 30, C = 50, R = 70;
const Y = { top: 31, bottom: 109, mid: 70 };
const NINE = [31, 57, 83, 109];

/** Pip centres (x, y) in the 100 × 140 card for each number rank. */
const PIPS: Partial<Record<Rank, [number, number][]>> = {
  '2': [[C, Y.top], [C, Y.bottom]],
  '3': [[C, Y.top], [C, Y.mid], [C, Y.bottom]],
  '4': [[L, Y.top], [R, Y.top], [L, Y.bottom], [R, Y.bottom]],
  '5': [[L, Y.top], [R, Y.top], [C, Y.mid], [L, Y.bottom], [R, Y.bottom]],
  '6': [[L, Y.top], [R, Y.top], [L, Y.mid], [R, Y.mid], [L, Y.bottom], [R, Y.bottom]],
  '7': [[L, Y.top], [R, Y.top], [C, 50], [L, Y.mid], [R, Y.mid], [L, Y.bottom], [R, Y.bottom]],
  '8': [[L, Y.top], [R, Y.top], [C, 50], [L, Y.mid], [R, Y.mid], [C, 90], [L, Y.bottom], [R, Y.bottom]],
  '9': [...NINE.flatMap((y) => [[L, y], [R, y]] as [number, number][]), [C, Y.mid]],
  '10': [...NINE.flatMap((y) => [[L, y], [R, y]] as [number, number][]), [C, 44], [C, 96]],
};

function Pip({ x, y, size, d }: { x: number; y: number; size: number; d: string }) {
  const flip = y > 72;
  const s = size / 100;
  return (
    <path
      d={d}
      transform={`translate(${x - size / 2} ${y - size / 2}) ${flip ? `rotate(180 ${size / 2} ${size / 2})` : ''} scale(${s})`}
    />
  );
}

/**
 * The face of a card; its accessible name is the rank and suit in words. Memoised: a dealt card
 * does not change, and the hands re-render at every moment of a reveal (issue 12).
 */
export const CardFace = memo(function CardFace({ card }: { card: Card }) {
  const { t } = useTranslation();
  const d = suitPath(card.suit);
  const court = card.rank === 'J' || card.rank === 'Q' || card.rank === 'K';
  const pips = PIPS[card.rank];
  const label = t('card.label', { rank: t(`card.rank.${card.rank}`), suit: t(`card.suit.${card.suit}`) });
  return (
    <svg
      className={styles.face}
      viewBox="0 0 100 140"
      role="img"
      aria-label={label}
      data-red={isRed(card.suit) || undefined}
    >
      <rect x="1" y="1" width="98" height="138" rx="8" className={styles.paper} />
      <g className={styles.ink}>
        <text x="11" y="22" className={styles.index} textAnchor="middle">{card.rank}</text>
        <path d={d} transform="translate(5 27) scale(0.12)" />
        <g transform="rotate(180 50 70)">
          <text x="11" y="22" className={styles.index} textAnchor="middle">{card.rank}</text>
          <path d={d} transform="translate(5 27) scale(0.12)" />
        </g>
        {pips && pips.map(([x, y], i) => <Pip key={i} x={x} y={y} size={card.rank === '10' || card.rank === '9' ? 17 : 19} d={d} />)}
        {card.rank === 'A' && <Pip x={50} y={70} size={44} d={d} />}
        {court && (
          <>
            <rect x="22" y="20" width="56" height="100" rx="4" className={styles.courtFrame} />
            <text x="50" y="78" className={styles.court} textAnchor="middle">{card.rank}</text>
            <Pip x={50} y={100} size={18} d={d} />
            <Pip x={50} y={40} size={18} d={d} />
          </>
        )}
      </g>
    </svg>
  );
});

/** The back of a card: a lattice pattern on deep red. Memoised as the face is. */
export const CardBack = memo(function CardBack() {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  return (
    <svg className={styles.face} viewBox="0 0 100 140" role="img" aria-label={t('card.back')}>
      <defs>
        <pattern id={`lattice-${id}`} width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="10" height="10" fill="#8c1c24" />
          <path d="M0 5h10M5 0v10" stroke="#d8a24a" strokeWidth="1.2" opacity="0.7" />
        </pattern>
      </defs>
      <rect x="1" y="1" width="98" height="138" rx="8" fill="#fdfaf2" />
      <rect x="7" y="7" width="86" height="126" rx="5" fill={`url(#lattice-${id})`} />
    </svg>
  );
});
