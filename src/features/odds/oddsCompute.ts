/**
 * The odds panel's computations, run in the odds Web Worker (oddsWorker.ts), or in the page where
 * no Worker exists (tests). Plain data in and out, so the answers cross postMessage as they are.
 */
import type { Variant } from '../../engine/payouts.ts';
import { type HouseEdgeRow, type VariantOdds, analyzeShoe, houseEdgeTable } from '../../engine/odds.ts';

/** What the panel shows of a shoe's exact analysis. */
export interface OddsSummary {
  /** Cards analysed: the ones the player has not seen (`unseenCounts`). */
  cards: number;
  /** Every bet of every variant: probability of a win, of a push, and the house edge. */
  variants: Record<Variant, VariantOdds>;
}

/** House edges (fractions of the stake) of the main bets of a variant for a shoe of full decks: the part of a `houseEdgeTable` row the panel shows. */
export type VariantEdgeRow = Pick<HouseEdgeRow, 'decks' | 'banker' | 'player' | 'tie'>;

/** A request to the odds worker. */
export type OddsRequest =
  | { id: number; kind: 'shoe'; counts: number[] }
  | { id: number; kind: 'edge-table'; decks: number[]; variant: Variant };

/** The worker's answer to the request with the same id. */
export type OddsResponse =
  | { id: number; kind: 'shoe'; odds: OddsSummary }
  | { id: number; kind: 'edge-table'; rows: VariantEdgeRow[] }
  | { id: number; kind: 'error'; message: string };

/** Answers one request with the engine (odds.ts); bad input comes back as an error answer. */
export function answerOddsRequest(req: OddsRequest): OddsResponse {
  try {
    if (req.kind === 'edge-table') {
      const rows = houseEdgeTable(req.decks, req.variant).map(({ decks, banker, player, tie }) => ({ decks, banker, player, tie }));
      return { id: req.id, kind: 'edge-table', rows };
    }
    const { cards, variants } = analyzeShoe(req.counts);
    return { id: req.id, kind: 'shoe', odds: { cards, variants } };
  } catch (err) {
    return { id: req.id, kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
}
