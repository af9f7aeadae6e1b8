/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), csp()],
  server: { port: 5173 },
  // `npm start` serves on 4173, or the next free port (it prints the URL).
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The engine is pure declarations (src/README.md § Folders), so a module of it that the page
    // does not use (odds.ts, reached through the engine's index) stays out of the first load and
    // comes with the lazy odds and rules content.
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !/\/src\/engine\//.test(id) } },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'e2e/**/*.unit.test.{ts,mjs}'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
  },
});
