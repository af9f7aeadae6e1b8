/**
 * The first-load budget (issue 12). Builds the app for production into a temporary folder, reads
 * the first load from the build's manifest (budget.ts: the boot script and the Intl warm-up worker it starts, the entry and its static
 * imports, and the larger language's first-screen texts; gzip level 9) and checks that:
 * - it holds the entry and exactly one language's texts, and none of the lazily loaded parts;
 * - each source in LATER (the idle parts, dialogs, later texts, motion's features) is a chunk of its
 *   own outside it, so no static import has folded it into the entry;
 * - no script in it holds motion's code (found by a mark, which must occur in some later chunk);
 * - its entry, and no other script, starts with V8's compile hint;
 * - its scripts and its style sheets are each within BUDGET (110 kB and 16 kB gzip).
 * A feature that grows the first load has to load lazily instead.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { BUDGET, type FirstLoad, firstLoad, kB } from './budget.ts';
import { COMPILE_HINT } from '../../vite.config.ts';

/**
 * What this test enforces, gzip bytes: the budgets themselves, with no margin. (The scripts
 * came down to them when the app moved from React 19 to React 18, its react-dom about 20 kB lighter.)
 */
const CEILING = BUDGET;

/** Source files that load after the first paint: idle parts, dialogs, their texts, motion's features. */
const LATER = [
  'src/features/scoreboard/Scoreboard.tsx',
  'src/features/learn/ExplainPanel.tsx',
  'src/features/learn/LastRoundButton.tsx',
  'src/features/learn/RulesDialog.tsx',
  'src/features/responsible/ResponsiblePanel.tsx',
  'src/features/settings/SettingsDialog.tsx',
  'src/features/odds/OddsDialog.tsx',
  'src/features/practice/PracticeButton.tsx',
  'src/features/lab/LabButton.tsx',
  'src/app/locale-later-nb.ts',
  'src/app/locale-later-sv.ts',
  'src/ui/motionFeatures.ts',
];

/**
 * A string only motion's code holds (the attribute its optimised appear animations use), by which
 * a built chunk is known to carry motion's components (`m`, `LazyMotion`: the dialogs, ui/Modal.tsx).
 */
const MOTION_MARK = 'data-framer-appear-id';

const outDir = mkdtempSync(join(tmpdir(), 'pb-budget-'));
let load: FirstLoad;

beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which would build React's development files.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: resolve(import.meta.dirname, '../..'), mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  load = firstLoad(outDir);
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('first load of the production build', () => {
  it('counts the entry, its imports and one language', () => {
    const files = load.js.map((f) => f.file);
    expect(files.some((f) => /assets\/index-.*\.js$/.test(f))).toBe(true);
    expect(files.filter((f) => /locale-(nb|sv)-/.test(f))).toHaveLength(1);
    expect(files.some((f) => /PracticeMode|RulesContent|LabPanel|labWorker/.test(f))).toBe(false);
  });

  it('counts the boot script and the Intl warm-up worker it starts, both loaded before the first bet', () => {
    const files = load.js.map((f) => f.file);
    expect(files.filter((f) => /assets\/boot-.*\.js$/.test(f))).toHaveLength(1);
    const warm = files.find((f) => /assets\/intl-warm-.*\.js$/.test(f));
    expect(warm).toBeDefined();
    // A classic worker script: no imports, so nothing else comes with it.
    expect(readFileSync(join(outDir, warm!), 'utf8')).not.toMatch(/\bimport\b/);
  });

  it('leaves out the parts a first bet does not need: each is a chunk of its own, loaded later', () => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const first = new Set(load.js.map((f) => f.file));
    for (const src of LATER) {
      // A static import anywhere on the first load would fold the module into the entry's chunk.
      expect(manifest[src]?.file, src).toBeDefined();
      expect(first.has(manifest[src]!.file), src).toBe(false);
    }
  });

  it('keeps motion out of it: its components come with the dialogs, later', () => {
    const withMotion = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js') && readFileSync(join(outDir, 'assets', f), 'utf8').includes(MOTION_MARK));
    // The mark is found (else this test would prove nothing), and only in chunks loaded later.
    expect(withMotion.length).toBeGreaterThan(0);
    const first = new Set(load.js.map((f) => f.file));
    expect(withMotion.filter((f) => first.has(`assets/${f}`))).toEqual([]);
  });

  it('marks the entry, and only it, for eager compilation, first in its file (vite.config.ts, pb-compile-hint)', () => {
    const entry = load.js.find((f) => /assets\/index-.*\.js$/.test(f.file))!.file;
    expect(readFileSync(join(outDir, entry), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    // The lazy parts are compiled when they are used: eager compilation there would only cost.
    const hinted = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js') && readFileSync(join(outDir, 'assets', f), 'utf8').includes(COMPILE_HINT));
    expect(hinted.map((f) => `assets/${f}`)).toEqual([entry]);
  });

  it(`scripts within ${kB(CEILING.js)} gzip (issue target ${kB(BUDGET.js)})`, () => {
    const list = load.js.map((f) => `${f.file} ${kB(f.gzip)}`).join(', ');
    expect(load.jsTotal, list).toBeLessThanOrEqual(CEILING.js);
  });

  it(`style sheets within ${kB(CEILING.css)} gzip`, () => {
    expect(load.cssTotal, load.css.map((f) => `${f.file} ${kB(f.gzip)}`).join(', ')).toBeLessThanOrEqual(CEILING.css);
  });
});
