/**
 * The first load of the production build, read from its manifest (`build.manifest: true`): every
 * script and style sheet the page has loaded by the moment the chip tray shows. That is the entry
 * (index.html), its static imports, transitively, any other script index.html names (the boot
 * script and the Intl warm-up worker it starts), and the active language's texts (a dynamic import that main.tsx awaits before the
 * first render; the larger language counts). Chunks loaded
 * later (dialogs; the panels, tools and texts of the idle parts, ui/lazyPart.tsx) are not counted.
 * Bytes are gzip level 9 of the built files, so the figures are deterministic.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 12's budgets for the first load, bytes gzip (1 kB = 1000 bytes). */
export const BUDGET = { js: 110_000, css: 16_000 } as const;

/** Source files of the first-screen language chunks; main.tsx awaits the active one before rendering (the locale-later-* chunks come with the idle parts). */
export const LANGUAGE_CHUNKS = ['src/app/locale-nb.ts', 'src/app/locale-sv.ts'] as const;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** One file of the first load and its gzip size, bytes. */
export interface LoadedFile {
  file: string;
  gzip: number;
}

/** The first load's files and totals (gzip bytes). */
export interface FirstLoad {
  js: LoadedFile[];
  css: LoadedFile[];
  jsTotal: number;
  cssTotal: number;
}

/**
 * Reads `<outDir>/.vite/manifest.json` and sums the first load.
 * Throws when the manifest is missing or has no entry.
 */
export function firstLoad(outDir: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('no index.html entry in the manifest');
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const k of manifest[key].imports ?? []) visit(k);
  };
  visit(entry);
  const gz = (file: string): LoadedFile => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length });
  const languages = LANGUAGE_CHUNKS.filter((k) => manifest[k]).map((k) => {
    const lang = new Set<string>();
    const walk = (key: string) => {
      if (keys.has(key) || lang.has(key) || !manifest[key]) return;
      lang.add(key);
      for (const k of manifest[key].imports ?? []) walk(k);
    };
    walk(k);
    return [...lang];
  });
  const sum = (files: LoadedFile[]) => files.reduce((n, f) => n + f.gzip, 0);
  const heaviest = languages
    .map((ks) => ks.map((k) => gz(manifest[k]!.file)))
    .sort((a, b) => sum(b) - sum(a))[0] ?? [];
  const js = [...[...keys].map((k) => gz(manifest[k]!.file)), ...heaviest];
  // Scripts index.html names besides the entry: the boot script before the first paint, and the
  // Intl warm-up worker it starts (vite.config.ts, pb-prerender).
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const named = [...html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g), ...html.matchAll(/<meta name="pb-intl-warm" content="\/([^"]+)"/g)];
  for (const [, file] of named) if (!js.some((f) => f.file === file)) js.push(gz(file!));
  const cssFiles = new Set([...keys].flatMap((k) => manifest[k]!.css ?? []));
  const css = [...cssFiles].map(gz);
  return { js, css, jsTotal: sum(js), cssTotal: sum(css) };
}

/** `123.4 kB` from bytes. */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
