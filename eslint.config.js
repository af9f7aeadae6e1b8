import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * typescript-eslint's parser, except that `import type` and `export type … from` count as imports
 * like any other. import-x's no-cycle skips type-only imports, and a type-only cycle still ties two
 * modules together (issue 10: no cycles, type imports included). The scope analysis is done by the
 * parser before this, so other rules see types as types.
 */
const parserCountingTypeImports = {
  meta: { name: 'typescript-eslint-parser-counting-type-imports' },
  parseForESLint(code, options) {
    const result = tseslint.parser.parseForESLint(code, options);
    for (const node of result.ast.body) {
      if (node.type === 'ImportDeclaration') {
        node.importKind = 'value';
        for (const spec of node.specifiers) if ('importKind' in spec) spec.importKind = 'value';
      } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
        node.exportKind = 'value';
        for (const spec of node.specifiers ?? []) spec.exportKind = 'value';
      }
    }
    return result;
  },
};

/** Engine, store, ui, cli and bench files, tests excepted (they may use test set-up from elsewhere). */
const notTests = ['**/*.test.{ts,tsx}'];

/** Packages the engine may not import: it is the rules and nothing else. */
const NOT_IN_ENGINE = ['react', 'react-*', 'react/*', 'zustand', 'zustand/*', 'i18next', 'react-i18next', 'motion', 'motion/*'];

/** One `no-restricted-imports` rule from regexes of import paths and their messages. */
const restrict = (...patterns) => ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'test-results-*', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // No raw HTML from strings (security basics, issue 4): React escapes everything else.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Raw HTML is not allowed; render text and elements.' },
        { selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]", message: 'Raw HTML is not allowed; use textContent or React.' },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Raw HTML is not allowed.' },
      ],
    },
  },
  {
    // No import cycles anywhere in src, type-only imports included (src/README.md § Folders).
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: parserCountingTypeImports },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // One-way imports: engine <- store <- features (each other only through index.ts) <- app;
  // ui is used by features and uses none; cli and bench use the engine and the store.
  {
    // The engine is the rules and nothing else (src/README.md § Folders): no UI, store, i18n, DOM,
    // platform API (secure randomness comes in as an Entropy argument) or Math.random.
    files: ['src/engine/**/*.ts'],
    ignores: notTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: NOT_IN_ENGINE, message: 'The engine imports no UI, state or i18n library.' },
            { regex: '^\\.\\./', message: 'The engine imports nothing outside src/engine.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'self', 'globalThis', 'crypto'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the engine RNG.' }],
    },
  },
  {
    files: ['src/store/**/*.ts'],
    ignores: notTests,
    rules: { 'no-restricted-imports': restrict(['^\\.\\./(?!engine/)', 'The store imports only the engine (src/README.md § Folders).']) },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: notTests,
    rules: { 'no-restricted-imports': restrict(['^\\.\\./(features|app|cli|bench)/', 'ui imports only the engine and the store (src/README.md § Folders).']) },
  },
  // A feature file, directly in src/features/<feature>/ (depth 0) or one folder deeper (depth 1):
  // the same rule, with one more '../' to reach src/.
  ...[0, 1].map((depth) => {
    const up = '\\.\\./'.repeat(depth);
    return {
      files: [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      ignores: notTests,
      rules: {
        'no-restricted-imports': restrict(
          [`^${up}\\.\\./(?!\\.\\./)[^/]+/(?!index\\.ts$)`, 'Import another feature through its index.ts (src/README.md § Adding a feature).'],
          [`^${up}\\.\\./\\.\\./(app|cli|bench)/`, 'A feature imports only the engine, the store, ui and other features (src/README.md § Folders).'],
        ),
      },
    };
  }),
  {
    files: ['src/cli/**/*.ts', 'src/bench/**/*.ts'],
    ignores: notTests,
    rules: { 'no-restricted-imports': restrict(['^\\.\\./(features|ui|app)/', 'The CLIs and benchmarks use only the engine and the store (src/README.md § Folders).']) },
  },
  {
    files: ['e2e/**/*.{ts,mjs,js}', '*.config.{ts,js}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
