/**
 * The hand history as files to keep: CSV for a spreadsheet set to Norwegian or Swedish, and JSON
 * for programs. Both hold the rounds the history shows (oldest first), with the coup and the
 * result recomputed from the stored cards by `roundView`, exactly as the history list does.
 *
 * CSV (RFC 4180 with the Nordic conventions): UTF-8 with a byte-order mark, so a spreadsheet reads
 * æøå and the suit signs right; fields separated by semicolons (the list separator where the
 * decimal sign is a comma); lines end in CRLF; a field holding a semicolon, quote or line break is
 * quoted with quotes doubled. Amounts are kroner with a decimal comma and no grouping ("-1234,50"),
 * times "YYYY-MM-DD HH:MM:SS" in local time, both of which the spreadsheet reads as numbers and dates.
 */
import { type BetKey, type Outcome, type Spot, type Variant, BET_KEYS, isSideBet, stakeOf } from '../../engine/index.ts';
import { roundView } from '../../store/selectors.ts';
import type { RoundRecord } from '../../store/types.ts';
import { cardShortText } from '../../ui/CardText.tsx';

/** The words a CSV header and its winner column need, in the table's language. */
export interface CsvLabels {
  round: string;
  time: string;
  shoe: string;
  playerCards: string;
  bankerCards: string;
  playerTotal: string;
  bankerTotal: string;
  winner: string;
  /** Header of each bet's stake column (Player, Banker and Tie always; a side bet when staked in a round exported). */
  bet: Record<BetKey, string>;
  net: string;
  /** Name of each outcome in the winner column. */
  outcome: Record<Outcome, string>;
  /** Header of the table-type column, the last one. */
  variant: string;
  /** Name of each table type in that column, as the settings name it. */
  variantName: Record<Variant, string>;
}

/** Kroner with a decimal comma, no grouping, ASCII minus: 123450 øre → "1234,50", 1000 → "10,00". */
export function kronerText(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A moment as local "YYYY-MM-DD HH:MM:SS". */
export function localTimeText(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** One CSV field, quoted when it holds a separator, a quote or a line break. */
function field(value: string | number): string {
  const s = String(value);
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The byte-order mark that tells a spreadsheet the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * Stake columns: the engine's bet list in felt order (Player, Tie, Banker, then the side bets), the
 * three main spots always, a side bet when some round of `records` staked it. So the stakes of a
 * row are every stake the row's net counts, and a file without side bets keeps its old columns.
 */
export function stakeColumns(records: readonly RoundRecord[]): readonly BetKey[] {
  return BET_KEYS.filter((key) => !isSideBet(key) || records.some((r) => stakeOf(r.bets, key) > 0));
}

/**
 * The CSV text of `records` (header row, then one row per round), BOM included. The side-bet
 * stake columns (see `stakeColumns`) come after the Banker stake, before the net; the table type
 * the round was paid under is the last column, added after the others so they keep their places.
 */
export function historyCsv(records: readonly RoundRecord[], labels: CsvLabels): string {
  const columns = stakeColumns(records);
  const header = [
    labels.round,
    labels.time,
    labels.shoe,
    labels.playerCards,
    labels.bankerCards,
    labels.playerTotal,
    labels.bankerTotal,
    labels.winner,
    ...columns.map((key) => labels.bet[key]),
    labels.net,
    labels.variant,
  ];
  const rows = records.map((record) => {
    const { coup, settlement, variant } = roundView(record);
    return [
      record.id,
      localTimeText(record.time),
      record.shoeNumber,
      coup.player.map(cardShortText).join(' '),
      coup.banker.map(cardShortText).join(' '),
      coup.playerTotal,
      coup.bankerTotal,
      labels.outcome[coup.winner],
      ...columns.map((key) => kronerText(stakeOf(record.bets, key))),
      kronerText(settlement.net),
      labels.variantName[variant],
    ];
  });
  return UTF8_BOM + [header, ...rows].map((row) => row.map(field).join(';')).join('\r\n') + '\r\n';
}

/** One round in the JSON file; amounts in øre, like the stored table. */
export interface ExportedRound {
  id: number;
  /** When GI was pressed, ISO 8601 in UTC. */
  time: string;
  shoe: number;
  /** Card ids in the order they left the shoe (the stored form; rank = id % 52 % 13, suit = id % 52 / 13). */
  cardIds: number[];
  player: { cards: string[]; total: number };
  banker: { cards: string[]; total: number };
  winner: Outcome;
  /** The table type the round was played and paid under (version 2 on; rounds stored before table types are standard). */
  variant: Variant;
  /** Stakes in øre: Player, Banker and Tie always, each side bet the round staked (keys as the CLI's `--bets`). */
  bets: Record<Spot, number> & Partial<Record<BetKey, number>>;
  /** Commission paid in øre. */
  commission: number;
  /** Net result in øre. */
  net: number;
  cutCardOut: boolean;
}

/** The JSON file's object. */
export interface HistoryExport {
  format: 'punto-banco-history';
  /** 2: each round has its `variant`, and `bets` its side bets. */
  version: 2;
  /** When the file was made, ISO 8601. */
  exported: string;
  /** Amounts are in øre (1 kr = 100 øre). */
  unit: 'øre';
  rounds: ExportedRound[];
}

/** The JSON export of `records`, made at `now` (ms). */
export function historyJson(records: readonly RoundRecord[], now: number): string {
  const rounds = records.map((record): ExportedRound => {
    const { coup, settlement, variant } = roundView(record);
    return {
      id: record.id,
      time: new Date(record.time).toISOString(),
      shoe: record.shoeNumber,
      cardIds: [...record.cards],
      player: { cards: coup.player.map(cardShortText), total: coup.playerTotal },
      banker: { cards: coup.banker.map(cardShortText), total: coup.bankerTotal },
      winner: coup.winner,
      variant,
      bets: Object.fromEntries(stakeColumns([record]).map((key) => [key, stakeOf(record.bets, key)])) as ExportedRound['bets'],
      commission: settlement.commission,
      net: settlement.net,
      cutCardOut: record.cutCardOut,
    };
  });
  const out: HistoryExport = { format: 'punto-banco-history', version: 2, exported: new Date(now).toISOString(), unit: 'øre', rounds };
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** Offers `text` as a file download named `name` (a same-page blob URL, so no request leaves the page). */
export function downloadText(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
