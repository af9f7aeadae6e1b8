/** Money and number formatting through Intl for the table's language. */
import { netRatio } from '../engine/index.ts';
import type { Language } from '../store/types.ts';

const LOCALE: Record<Language, string> = { nb: 'nb-NO', sv: 'sv-SE' };
const CURRENCY: Record<Language, string> = { nb: 'NOK', sv: 'SEK' };

const moneyFormats = new Map<Language, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** BCP 47 locale of a table language. */
export function localeOf(language: Language): string {
  return LOCALE[language];
}

/**
 * Formats an amount in øre as kroner for the language, e.g. 123450 → "1 234,50 kr"
 * (whole kroner without decimals: 1000 → "10 kr"); negative amounts get U+2212.
 */
export function formatMoney(ore: number, language: Language): string {
  let f = moneyFormats.get(language);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[language], {
      style: 'currency',
      currency: CURRENCY[language],
      trailingZeroDisplay: 'stripIfInteger',
    });
    moneyFormats.set(language, f);
  }
  return f.format(ore / 100);
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Joins names as a sentence of the language does: "a, b og c" / "a, b och c" (`conjunction`), or
 * "a, b eller c" (`disjunction`), through Intl.ListFormat.
 */
export function formatList(items: readonly string[], language: Language, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const key = `${language} ${type}`;
  let f = listFormats.get(key);
  if (!f) {
    f = new Intl.ListFormat(LOCALE[language], { style: 'long', type });
    listFormats.set(key, f);
  }
  return f.format(items);
}

/**
 * Formats a plain number for the language (grouping, decimal comma). Formatters are kept per
 * language and options: making one costs far more than formatting (every bet spot formats its
 * payout on each render).
 */
export function formatNumber(n: number, language: Language, options?: Intl.NumberFormatOptions): string {
  const key = options ? `${language} ${JSON.stringify(options)}` : language;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[language], options);
    numberFormats.set(key, f);
  }
  return f.format(n);
}

/**
 * A share 0–1 as a percent in the language's way ("1,06 %"), with `maxDigits` decimals at most and
 * `minDigits` at least (by default as many as `maxDigits`).
 */
export function formatPercent(share: number, language: Language, maxDigits = 2, minDigits = maxDigits): string {
  return formatNumber(share, language, { style: 'percent', minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits });
}

/** Decimals of a house edge wherever one is shown: enough to tell 6 decks from 8 (Banker 1,056 % and 1,058 %). */
export const EDGE_DIGITS = 3;

/** A house edge (a share, negative when the bet favours the player) as a percent, "1,056 %": the rules and the odds show edges alike. */
export function formatEdge(edge: number, language: Language): string {
  return formatPercent(edge, language, EDGE_DIGITS);
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** Formats a moment (ms since the epoch) as a short date and time for the language. */
export function formatDateTime(ms: number, language: Language): string {
  let f = dateTimeFormats.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'short', timeStyle: 'medium' });
    dateTimeFormats.set(language, f);
  }
  return f.format(ms);
}

/** Formats a net amount in øre with its sign: "+10 kr" for a gain, "−10 kr" for a loss, "0 kr". */
export function formatSignedMoney(ore: number, language: Language): string {
  return ore > 0 ? `+${formatMoney(ore, language)}` : formatMoney(ore, language);
}

/**
 * A payout [num, den] as "num:den" for the language, commission taken off the winnings first:
 * [11, 1] → "11:1", [1, 2] → "1:2", [1, 1] with 5 % → "0,95:1".
 */
export function formatRatio(pays: readonly [number, number], language: Language, commissionPercent = 0): string {
  const [num, den] = pays;
  if (commissionPercent === 0) return `${formatNumber(num, language)}:${formatNumber(den, language)}`;
  const [net, per] = netRatio(pays, commissionPercent);
  return `${formatNumber(net / per, language, { maximumFractionDigits: 4 })}:1`;
}
