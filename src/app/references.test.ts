/**
 * Every document the code cites is in the repository: a `§ Section` named anywhere in src/, e2e/,
 * the README or the configs is a section of src/engine/RULES.md or src/README.md, a
 * `§ Section, Subsection` names one of that section's subsections, and nothing cites the team
 * notes that are not in the repository (a bare rules or design file of the team, the numbered source pages).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCS = ['src/engine/RULES.md', 'src/README.md'];

/** Section name → its subsection names, from the `## § Name` and `### Name` headings of the docs. */
function sections(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const doc of DOCS) {
    let current: string[] | null = null;
    for (const line of readFileSync(join(ROOT, doc), 'utf8').split('\n')) {
      const section = /^## § (.+)$/.exec(line);
      if (section) map.set(section[1]!.trim(), (current = []));
      const sub = /^### (.+)$/.exec(line);
      if (sub && current) current.push(sub[1]!.trim());
    }
  }
  return map;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js|css|md)$/.test(entry.name) ? [path] : [];
  });
}

/** The files searched; this test is left out, as it names the patterns it looks for. */
const FILES = [...sourceFiles('src'), ...sourceFiles('e2e'), 'README.md', 'eslint.config.js', 'vite.config.ts', 'playwright.config.ts'].filter(
  (file) => file !== 'src/app/references.test.ts',
);

/** Every `§ …` citation in the files, with the text that follows it on its line. */
function citations(): { file: string; text: string }[] {
  return FILES.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      // The docs' own headings and the heading pattern quoted in RULES.md's preamble are not citations.
      .filter((line) => !/^#{2,3} /.test(line) && !line.includes('§ <section>'))
      .flatMap((line) => [...line.matchAll(/§ ([^§]*)/g)].map((m) => ({ file, text: m[1]! }))),
  );
}

describe('document references', () => {
  const known = sections();

  it('the docs have their sections', () => {
    for (const name of ['Cards and totals', 'Shoe, cut card and burn', 'Drawing rules', 'Payouts and commission', 'Side bets', 'Scoreboards', 'Data flow', 'Folders']) {
      expect(known.has(name), name).toBe(true);
    }
    expect(known.get('Drawing rules')).toEqual(expect.arrayContaining(["Banker's table", 'Player rule', 'Naturals']));
  });

  it('every § citation names a section that exists, and a subsection of it when one follows', () => {
    const cited = citations();
    expect(cited.length).toBeGreaterThan(60);
    const bad: string[] = [];
    for (const { file, text } of cited) {
      // The longest section name the text starts with (names such as "Betting and limits" contain spaces).
      const name = [...known.keys()].filter((n) => text.startsWith(n)).sort((a, b) => b.length - a.length)[0];
      if (!name) {
        bad.push(`${file}: § ${text}`);
        continue;
      }
      const rest = text.slice(name.length);
      const sub = /^, ([A-Z][^,.;:)]*)/.exec(rest);
      if (sub && !known.get(name)!.some((s) => sub[1]!.startsWith(s))) bad.push(`${file}: § ${text}`);
    }
    expect(bad).toEqual([]);
  });

  it('nothing cites a document that is not in the repository', () => {
    const bad = FILES.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .filter((line) => /DESIGN\x2emd|seeds? 00\d|(?<!src\/engine\/|\(engine\/|`engine\/|\[src\/engine\/|\(src\/engine\/)RULES\.md/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(bad).toEqual([]);
  });
});
