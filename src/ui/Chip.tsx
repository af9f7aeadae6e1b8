/** A casino chip in SVG, coloured by value with a fixed palette (the same on the tray and the felt). */
import { CHIP_VALUES } from '../engine/index.ts';
import styles from './Chip.module.css';

/** Chip colours by value in øre: body, edge stripes, text. */
const PALETTE: Record<number, { body: string; edge: string; text: string }> = {
  1_000: { body: '#1d5fc4', edge: '#f4f6fb', text: '#ffffff' },
  5_000: { body: '#c1272d', edge: '#f7eeee', text: '#ffffff' },
  10_000: { body: '#1f1f24', edge: '#e9d9a6', text: '#ffffff' },
  50_000: { body: '#6b2ba8', edge: '#f1e9fb', text: '#ffffff' },
  100_000: { body: '#e8b923', edge: '#5a3c00', text: '#2b1d00' },
};

/** Short label printed on a chip: the value in kroner ("1000" prints as "1K"). */
export function chipFace(value: number): string {
  const kr = value / 100;
  return kr >= 1000 ? `${kr / 1000}K` : String(kr);
}

/** Decomposes an amount in øre into chips, largest first (for drawing a stack). */
export function chipsFor(amount: number): number[] {
  const out: number[] = [];
  let left = amount;
  for (const v of [...CHIP_VALUES].sort((a, b) => b - a)) {
    while (left >= v) {
      out.push(v);
      left -= v;
    }
  }
  return out;
}

export function Chip({ value, className }: { value: number; className?: string }) {
  const p = PALETTE[value] ?? PALETTE[1_000]!;
  return (
    <svg viewBox="0 0 100 100" className={`${styles.chip} ${className ?? ''}`} aria-hidden="true">
      <circle cx="50" cy="50" r="48" fill={p.body} />
      <circle cx="50" cy="50" r="44" fill="none" stroke={p.edge} strokeWidth="9" strokeDasharray="17.3 17.3" />
      <circle cx="50" cy="50" r="33" fill={p.body} stroke={p.edge} strokeWidth="2" strokeDasharray="3 3" />
      <text x="50" y="52" textAnchor="middle" dominantBaseline="middle" fill={p.text} className={styles.value}>
        {chipFace(value)}
      </text>
    </svg>
  );
}
