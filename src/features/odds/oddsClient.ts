/**
 * The page's side of the odds worker: one worker for the page, started on first use, answers
 * cached by request. Where no Worker exists (jsdom tests) the same computation runs in the page,
 * loaded on demand.
 */
import type { Variant } from '../../engine/payouts.ts';
import type { OddsRequest, OddsResponse, OddsSummary, VariantEdgeRow } from './oddsCompute.ts';

type Pending = { resolve(r: OddsResponse): void; reject(e: Error): void };

/** Asks for exact odds without blocking the page. */
export interface OddsClient {
  /** Odds of a shoe given as 13 rank counts (A, 2–10, J, Q, K). */
  shoe(counts: readonly number[]): Promise<OddsSummary>;
  /** House edges of the main bets of a variant for full shoes, one row per deck count. */
  edgeTable(decks: readonly number[], variant: Variant): Promise<VariantEdgeRow[]>;
}

function createOddsClient(): OddsClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const cache = new Map<string, Promise<OddsResponse>>();

  const failAll = (message: string) => {
    for (const p of pending.values()) p.reject(new Error(message));
    pending.clear();
    cache.clear();
    worker?.terminate();
    worker = null;
  };

  const send = (req: OddsRequest): Promise<OddsResponse> => {
    if (typeof Worker === 'undefined') return import('./oddsCompute.ts').then((m) => m.answerOddsRequest(req));
    if (!worker) {
      worker = new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<OddsResponse>) => {
        const p = pending.get(event.data.id);
        pending.delete(event.data.id);
        p?.resolve(event.data);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        failAll(event.message || 'odds worker failed');
      };
    }
    const w = worker;
    return new Promise((resolve, reject) => {
      pending.set(req.id, { resolve, reject });
      w.postMessage(req);
    });
  };

  const ask = (key: string, make: (id: number) => OddsRequest): Promise<OddsResponse> => {
    let answer = cache.get(key);
    if (!answer) {
      answer = send(make(nextId++));
      cache.set(key, answer);
      // Keep the cache small: a cut-card shoe asks once per round.
      if (cache.size > 200) cache.delete(cache.keys().next().value!);
    }
    return answer;
  };

  const unwrap = <K extends OddsResponse['kind']>(r: OddsResponse, kind: K): Extract<OddsResponse, { kind: K }> => {
    if (r.kind === 'error') throw new Error(r.message);
    if (r.kind !== kind) throw new Error(`odds worker answered ${r.kind}, expected ${kind}`);
    return r as Extract<OddsResponse, { kind: K }>;
  };

  return {
    shoe: (counts) =>
      ask(`shoe:${counts.join(',')}`, (id) => ({ id, kind: 'shoe', counts: [...counts] })).then((r) => unwrap(r, 'shoe').odds),
    edgeTable: (decks, variant) =>
      ask(`table:${variant}:${decks.join(',')}`, (id) => ({ id, kind: 'edge-table', decks: [...decks], variant })).then(
        (r) => unwrap(r, 'edge-table').rows,
      ),
  };
}

let client: OddsClient | null = null;

/** The page's odds client (created, with its worker, on first call). */
export function oddsClient(): OddsClient {
  return (client ??= createOddsClient());
}
