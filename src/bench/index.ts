/**
 * `npm run bench [-- <section> …]`: runs the benchmarks and prints a readable report. Sections:
 * odds, simulate, lab (the engine, seconds), load, smooth and heap (the built app in headless
 * Chromium, minutes); e.g. `npm run bench -- load` runs only the load section.
 * Sections live in src/bench/<name>.bench.ts and export a `BenchSection` (see harness.ts).
 */
import os from 'node:os';
import { type BenchSection } from './harness.ts';
import { oddsSection } from './odds.bench.ts';
import { simulateSection } from './simulate.bench.ts';
import { labSection } from './lab.bench.ts';
import { loadSection } from './load.bench.ts';
import { heapSection, longSection, smoothSection } from './smooth.bench.ts';

/**
 * Every section, in report order. To add one (e.g. the simulator, as `simulateSection` from
 * './simulate.bench.ts'), import it above and append it here; nothing else changes.
 */
const SECTIONS: readonly BenchSection[] = [oddsSection, simulateSection, labSection, loadSection, smoothSection, longSection, heapSection];

async function main(argv: readonly string[]): Promise<number> {
  const unknown = argv.filter((a) => !SECTIONS.some((s) => s.name === a));
  if (unknown.length > 0) {
    console.error(`unknown bench section ${unknown.join(', ')}; sections: ${SECTIONS.map((s) => s.name).join(', ')}`);
    return 2;
  }
  const chosen = argv.length === 0 ? SECTIONS : SECTIONS.filter((s) => argv.includes(s.name));
  const load = os.loadavg().map((x) => x.toFixed(1)).join(' ');
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${load}`);
  console.log('Times are wall clock per call; a busy machine inflates them, the baseline most.');
  for (const section of chosen) {
    console.log(`\n== ${section.title} ==`);
    await section.run({ log: (line) => console.log(line) });
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
