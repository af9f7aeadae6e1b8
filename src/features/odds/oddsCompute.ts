/**
 * The odds panel's computations, run in the odds Web Worker (oddsWorker.ts), or in the page where
 * no Worker exists (tests). Plain data in and out, so the answers cross postMessage as they are.
 */
import type { Variant } from '../../engine/payouts.ts';
import { type VariantOdds, analyzeShoe, countsForDecks } from '../../engine/odds.ts';

/** What the panel shows of a shoe's exact analysis. */
export interface OddsSummary {
  /** Cards analysed: the ones the player has not seen (`unseenCounts`). */
  cards: number;
  /** Probabilities 0–1 of the coup's outcome. */
  probability: { banker: number; player: number; tie: number };
  /** House edges as fractions of the stake (Tie 8:1; Player and Banker push on a Tie). */
  houseEdge: { banker: number; player: number; tie: number };
  /** Every bet of every variant: probability of a win, of a push, and the house edge. */
  variants: Record<Variant, VariantOdds>;
}

/** House edges (fractions of the stake) of the main bets of a variant for a shoe of full decks. */
export interface VariantEdgeRow {
  decks: number;
  banker: number;
  player: number;
  tie: number;
}

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
    if (req.kind === 'edge-table') return { id: req.id, kind: 'edge-table', rows: edgeRows(req.decks, req.variant) };
    const { cards, probability: p, houseEdge: e, variants } = analyzeShoe(req.counts);
    return {
      id: req.id,
      kind: 'shoe',
      odds: {
        cards,
        probability: { banker: p.banker, player: p.player, tie: p.tie },
        houseEdge: { banker: e.banker, player: e.player, tie: e.tie },
        variants,
      },
    };
  } catch (err) {
    return { id: req.id, kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
}

/** The main bets' house edges of a variant, one row per deck count (analyzeShoe of full shoes). */
function edgeRows(decks: readonly number[], variant: Variant): VariantEdgeRow[] {
  return decks.map((d) => {
    const v = analyzeShoe(countsForDecks(d)).variants[variant];
    return { decks: d, banker: v.banker!.houseEdge, player: v.player!.houseEdge, tie: v.tie!.houseEdge };
  });
}
