/**
 * The one-way imports of src/README.md § Folders are enforced by lint: the repository's own
 * eslint.config.js, run through ESLint's Node API on small fixture trees (written to a temporary
 * folder laid out like src/), refuses a wrong-way import and an import cycle, type-only included,
 * and lets a correct import through.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CONFIG = join(import.meta.dirname, '..', '..', 'eslint.config.js');

/** Each fixture file (path inside the temporary root) and its text. */
const FIXTURES: Record<string, string> = {
  'src/engine/index.ts': 'export const engineValue = 1;\n',
  'src/engine/usesReact.ts': "import { useState } from 'react';\nexport const hook = useState;\n",
  'src/engine/leavesEngine.ts': "import { storeValue } from '../store/state.ts';\nexport const x = storeValue;\n",
  'src/store/state.ts': "import { engineValue } from '../engine/index.ts';\nexport const storeValue = engineValue;\n",
  'src/store/usesFeature.ts': "import { historyValue } from '../features/history/index.ts';\nexport const y = historyValue;\n",
  'src/store/typeCycleA.ts': "import type { B } from './typeCycleB.ts';\nexport interface A { b: B | null }\n",
  'src/store/typeCycleB.ts': "import type { A } from './typeCycleA.ts';\nexport interface B { a: A | null }\n",
  'src/store/cycleA.ts': "import { b } from './cycleB.ts';\nexport const a = () => b;\n",
  'src/store/cycleB.ts': "import { a } from './cycleA.ts';\nexport const b = () => a;\n",
  'src/ui/Widget.tsx': 'export const widgetValue = 3;\n',
  'src/features/history/index.ts': "export { historyValue } from './HistoryInner.tsx';\n",
  'src/features/history/HistoryInner.tsx': 'export const historyValue = 2;\n',
  'src/features/table/ReachesInside.tsx': "import { historyValue } from '../history/HistoryInner.tsx';\nexport const z = historyValue;\n",
  'src/features/table/Correct.tsx': [
    "import { engineValue } from '../../engine/index.ts';",
    "import { storeValue } from '../../store/state.ts';",
    "import { widgetValue } from '../../ui/Widget.tsx';",
    "import { historyValue } from '../history/index.ts';",
    'export const sum = engineValue + storeValue + widgetValue + historyValue;',
    '',
  ].join('\n'),
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  for (const [path, text] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  eslint = new ESLint({ cwd: root, overrideConfigFile: CONFIG });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The rule ids that report on a fixture file. */
async function rulesOn(path: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintFiles([join(root, path)]);
  return result!.messages.map((m) => m.ruleId);
}

describe('lint enforces the one-way imports', { timeout: 60_000 }, () => {
  it("refuses a feature importing another feature's inner file", async () => {
    expect(await rulesOn('src/features/table/ReachesInside.tsx')).toEqual(['no-restricted-imports']);
  });

  it('refuses the store importing a feature', async () => {
    expect(await rulesOn('src/store/usesFeature.ts')).toEqual(['no-restricted-imports']);
  });

  it('refuses the engine importing react, or anything outside the engine', async () => {
    expect(await rulesOn('src/engine/usesReact.ts')).toEqual(['no-restricted-imports']);
    expect(await rulesOn('src/engine/leavesEngine.ts')).toEqual(['no-restricted-imports']);
  });

  it('refuses an import cycle, type-only imports included', async () => {
    expect(await rulesOn('src/store/cycleA.ts')).toEqual(['import-x/no-cycle']);
    expect(await rulesOn('src/store/typeCycleA.ts')).toEqual(['import-x/no-cycle']);
    expect(await rulesOn('src/store/typeCycleB.ts')).toEqual(['import-x/no-cycle']);
  });

  it('lets correct imports through: engine, store, ui and another feature through its index.ts', async () => {
    expect(await rulesOn('src/features/table/Correct.tsx')).toEqual([]);
    expect(await rulesOn('src/store/state.ts')).toEqual([]);
    expect(await rulesOn('src/features/history/index.ts')).toEqual([]);
  });
});
