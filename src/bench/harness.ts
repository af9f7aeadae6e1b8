/**
 * Small timing harness shared by the bench sections (`npm run bench`).
 * Times are wall-clock milliseconds from `performance.now()`, one sample per call.
 */

/** What a section gets from the runner. */
export interface BenchContext {
  /** Prints one line of the report. */
  log(line: string): void;
}

/** One part of the bench report, e.g. the exact odds or the simulator. */
export interface BenchSection {
  /** Short id for `npm run bench -- <name>`. */
  name: string;
  /** Heading printed above the section. */
  title: string;
  run(ctx: BenchContext): void | Promise<void>;
}

/** Summary of timing samples, in milliseconds. */
export interface Stats {
  runs: number;
  median: number;
  min: number;
  p90: number;
  max: number;
}

// Results are kept here so the optimiser cannot drop a call whose value is unused.
let sink: unknown;
/** The last value a timed function returned (keeps the calls observable). */
export function lastResult(): unknown {
  return sink;
}

/** Calls `fn` `warmup` times untimed, then `runs` times, and returns each call's duration in ms. */
export function sample(fn: () => unknown, runs: number, warmup = 0): number[] {
  for (let i = 0; i < warmup; i++) sink = fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    sink = fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** Median, min, 90th percentile (nearest rank) and max of samples. @throws RangeError when empty. */
export function stats(samples: readonly number[]): Stats {
  if (samples.length === 0) throw new RangeError('no samples');
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { runs: s.length, median, min: s[0]!, p90: at(0.9), max: s[s.length - 1]! };
}

/** Milliseconds with three significant figures: "0.182 ms", "48.1 ms", "1234 ms". */
export function formatMs(ms: number): string {
  return `${ms >= 100 ? ms.toFixed(0) : ms.toPrecision(3)} ms`;
}

/** Left-aligned text columns separated by two spaces, one string per row. */
export function columns(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
}
