/**
 * The odds panel's computations, run in the odds Web Worker (oddsWorker.ts), or in the page where
 * no Worker exists (tests). Plain data in and out, so the answers cross postMessage as they are.
 */
import { type HouseEdgeRow, analyzeShoe, houseEdgeTable } from '../../engine/odds.ts';

/** What the panel shows of a shoe's exact analysis. */
export interface OddsSummary {
  /** Cards in the shoe analysed. */
  cards: number;
  /** Probabilities 0–1 of the coup's outcome. */
  probability: { banker: number; player: number; tie: number };
  /** House edges as fractions of the stake (Tie 8:1; Player and Banker push on a Tie). */
  houseEdge: { banker: number; player: number; tie: number };
}

/** A request to the odds worker. */
export type OddsRequest =
  | { id: number; kind: 'shoe'; counts: number[] }
  | { id: number; kind: 'edge-table'; decks: number[] };

/** The worker's answer to the request with the same id. */
export type OddsResponse =
  | { id: number; kind: 'shoe'; odds: OddsSummary }
  | { id: number; kind: 'edge-table'; rows: HouseEdgeRow[] }
  | { id: number; kind: 'error'; message: string };

/** Answers one request with the engine (odds.ts); bad input comes back as an error answer. */
export function answerOddsRequest(req: OddsRequest): OddsResponse {
  try {
    if (req.kind === 'edge-table') return { id: req.id, kind: 'edge-table', rows: houseEdgeTable(req.decks) };
    const { cards, probability: p, houseEdge: e } = analyzeShoe(req.counts);
    return {
      id: req.id,
      kind: 'shoe',
      odds: {
        cards,
        probability: { banker: p.banker, player: p.player, tie: p.tie },
        houseEdge: { banker: e.banker, player: e.player, tie: e.tie },
      },
    };
  } catch (err) {
    return { id: req.id, kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
}
