/// <reference types="vitest/config" />
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { HOLD_ID } from './src/app/hold.ts';

/**
 * Content-Security-Policy for the production build: no inline scripts, same-origin only.
 * Left out of the dev server, whose React refresh preamble is an inline script.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function csp(): Plugin {
  return {
    name: 'pb-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' },
    ],
  };
}

/** The comment that asks V8 to compile every function of a script eagerly (explicit compile hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the app's entry chunk, the one script of the first load that is large (the boot script and
 * the texts are small), for eager compilation (issue 12): Chromium then compiles its functions on
 * the thread that streams the file in, instead of on the main thread at each function's first call
 * while the first render runs. In interleaved cold loads at 4× CPU (21 each, medians) the first bet
 * came 72 ms sooner (410 against 482 ms) and the first paint 16 ms later (320 against 304 ms: on two
 * cores the compiling thread competes with the first frame's); at 1× 5 ms and 8 ms. A player can bet
 * sooner, so it stays. Other browsers read it as a comment.
 */
function compileHint(): Plugin {
  return {
    name: 'pb-compile-hint',
    apply: 'build',
    // Last, on the final (minified) code, after Vite has put its list of lazy files first, so that
    // the hint heads the file, where its explainer puts it (WICG explicit-javascript-compile-hints).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * Installable and offline (issue 12): a web app manifest and a service worker (Workbox, from
 * 'self') that precaches the whole built app, so after one visit the table opens and plays without
 * a network. A new version waits until the player chooses to load it (`registerType: 'prompt'`,
 * src/features/offline); the plugin's inline register script is not used (`injectRegister: false`).
 */
function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      name: 'Punto Banco',
      short_name: 'Punto Banco',
      lang: 'nb',
      description: 'Punto Banco (baccarat) med spillepenger: lær reglene og spill ved et bord som virker uten nett.',
      // Chrome's localised manifest member (not in the plugin's types); others read `description`.
      ...({
        description_localized: {
          nb: 'Punto Banco (baccarat) med spillepenger: lær reglene og spill ved et bord som virker uten nett.',
          sv: 'Punto Banco (baccarat) med låtsaspengar: lär dig reglerna och spela vid ett bord som fungerar utan nät.',
        },
      } as object),
      theme_color: '#053421',
      background_color: '#053421',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      icons: [
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
    },
  });
}

/** Set while the prerender's own builds run: they need neither the prerender nor the service worker. */
const PRERENDER_BUILD = 'PB_PRERENDER_BUILD';

/**
 * The first screen in index.html (issue 12): the felt paints before any script has run. Renders
 * src/app/prerender.tsx (a server build of it, with react-dom/server) into `#root`, and puts the
 * boot script (src/app/boot.ts, built as a classic script of its own: the CSP allows no inline
 * script) last in `<head>`, async and render-blocking: it picks the prerendered language before
 * anything paints, without holding up the parse. The app replaces the prerender when it starts (main.tsx).
 */
function prerender(): Plugin {
  let root = process.cwd();
  const nested = async (entry: string, ssr: boolean) => {
    // Inside the project, so the server build's imports (react-dom/server, …) resolve from node_modules.
    const parent = join(root, 'node_modules', '.tmp');
    mkdirSync(parent, { recursive: true });
    const outDir = mkdtempSync(join(parent, 'pb-prerender-'));
    process.env[PRERENDER_BUILD] = '1';
    try {
      await build({
        root,
        mode: 'production',
        logLevel: 'warn',
        build: ssr
          ? {
              ssr: entry,
              outDir,
              emptyOutDir: true,
              manifest: false,
              rolldownOptions: {
                output: { entryFileNames: 'entry.mjs' },
                // One module for the server, never split: that its texts' dynamic imports are also
                // static ones (resources.ts, both languages whole) is by design here, not a warning.
                onLog: (level, log, handler) => void (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' || handler(level, log)),
              },
            }
          : { outDir, emptyOutDir: true, manifest: false, copyPublicDir: false, lib: { entry, formats: ['iife'], name: 'pbBoot', fileName: () => 'entry.js' } },
      });
      return outDir;
    } finally {
      delete process.env[PRERENDER_BUILD];
    }
  };
  return {
    name: 'pb-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      // The boot script, and the worker it starts to warm up Intl off the main thread (intlWarm.ts).
      for (const [source, name] of [['src/app/boot.ts', 'boot.js'], ['src/app/intlWarm.ts', 'intl-warm.js']] as const) {
        const outDir = await nested(resolve(root, source), false);
        try {
          this.emitFile({ type: 'asset', name, source: readFileSync(join(outDir, 'entry.js'), 'utf8') });
        } finally {
          rmSync(outDir, { recursive: true, force: true });
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const outDir = await nested(resolve(root, 'src/app/prerender.tsx'), true);
        try {
          const { renderFirstScreens } = (await import(pathToFileURL(join(outDir, 'entry.mjs')).href)) as { renderFirstScreens(): string };
          const screens = renderFirstScreens();
          if (!html.includes('<div id="root"></div>') || !html.includes('</head>')) throw new Error('pb-prerender: index.html has no empty <div id="root"> or no </head>');
          // Each language's first-screen texts, for boot.ts to start loading the one it chose
          // while the app's script is still on its way (it would otherwise ask for them only once run).
          const texts = Object.values(bundle ?? {}).flatMap((c) => {
            const lng = c.type === 'chunk' && /\/src\/app\/locale-(nb|sv)\.ts$/.exec(c.facadeModuleId ?? '')?.[1];
            return lng ? [`<meta name="pb-texts-${lng}" content="/${c.fileName}" />`] : [];
          });
          if (texts.length !== 2) throw new Error('pb-prerender: expected one chunk of first-screen texts for each of nb and sv');
          // Last in <head>: parsed after the style sheet and the app's script, so the browser has
          // asked for those already. Async, so the parser never waits for it (or, through it, for the
          // style sheet): the page is parsed, DOMContentLoaded, before either has arrived. Render-
          // blocking, so nothing paints before it has chosen the language.
          const asset = (name: string) => {
            const file = Object.values(bundle ?? {}).find((c) => c.type === 'asset' && c.names.includes(name))?.fileName;
            if (!file) throw new Error(`pb-prerender: no ${name} in the bundle`);
            return file;
          };
          const warm = `<meta name="pb-intl-warm" content="/${asset('intl-warm.js')}" />`;
          const head = `${[...texts, warm].join('\n    ')}\n    <script async blocking="render" src="/${asset('boot.js')}"></script>\n  </head>`;
          // The app's script async: the parsed, prerendered page is complete (DOMContentLoaded) without
          // waiting for it to run; main.tsx waits for the parse before it renders.
          const entry = '<script type="module" crossorigin src=';
          if (!html.includes(entry)) throw new Error('pb-prerender: no module script of the app in index.html');
          // The felt stays out of layout until the style sheet is in (global.css shows #root): the
          // parse now ends before the sheet arrives, and the browser styles and lays out the whole
          // document when it does; unstyled, the felt took 116 ms of it at 4× CPU, all thrown away.
          const sheet = '<link rel="stylesheet"';
          if (!html.includes(sheet)) throw new Error('pb-prerender: no style sheet in index.html');
          return html
            .replace(entry, '<script type="module" async crossorigin src=')
            .replace(sheet, `<style id="${HOLD_ID}">#root{display:none}</style>\n    ${sheet}`)
            .replace('</head>', () => head)
            .replace('<div id="root"></div>', () => `<div id="root">${screens}</div>`);
        } finally {
          rmSync(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}

export default defineConfig(() => ({
  plugins: [react(), csp(), ...(process.env[PRERENDER_BUILD] ? [] : [pwa(), prerender(), compileHint()])],
  server: { port: 5173 },
  // `npm start` serves on 4173, or the next free port (it prints the URL).
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // Every browser that runs es2022 modules supports <link rel="modulepreload">: no polyfill on the first load.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // Read by the first-load budget test (src/bench/budget.test.ts) and `npm run bench -- load`.
    manifest: true,
    // The engine is pure declarations (src/README.md § Folders), so a module of it that the page
    // does not use (odds.ts, reached through the engine's index) stays out of the first load and
    // comes with the lazy odds and rules content.
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !/\/src\/engine\//.test(id) },
      // Every module the page needs before the chip tray works (statically reachable from
      // index.html) in one chunk: the lazy parts share modules with the table, and left to itself
      // the bundler cuts those into a dozen small common chunks, each a request and gzip overhead
      // on the first load. Lazy chunks import what they share from it.
      output: process.env[PRERENDER_BUILD] ? {} : { codeSplitting: { groups: [{ name: 'first', tags: ['$initial' as const] }] } },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'e2e/**/*.unit.test.{ts,mjs}'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    // Each test file in a child process of its own (vitest's default, stated because npm test
    // relies on it): a file that crashes its process fails alone and is reported, never re-run.
    pool: 'forks',
    // Node 20's V8 (11.3) now and then killed a long test's worker with SIGSEGV: its builtin that
    // grows an array wrote at a young-generation allocation top left at the end of a full page
    // (README.md, "Known"). This flag makes generated code allocate through the runtime, never by
    // that inline bump, so the stale top is never written to: in A/B runs of the 2 000-case sync
    // model, 0 crashes in 152 with it, 6 in 160 without. The tests run about 1.5 times slower.
    execArgv: ['--no-inline-new'],
    // A test's time limit, not a speed check (speed is measured in npm run bench): on a loaded CI
    // machine the store and lab tests that deal thousands of rounds take longer than the 5 s default.
    testTimeout: 60_000,
  },
}));
