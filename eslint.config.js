import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
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
    // The engine is the rules and nothing else (src/README.md § Folders): no UI, store, i18n, DOM, platform API
    // (secure randomness comes in as an Entropy argument) or Math.random.
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'react/*', 'zustand', 'zustand/*', 'i18next', 'react-i18next', 'motion', 'motion/*', '../store/*', '../features/*', '../ui/*', '../app/*'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'self', 'globalThis', 'crypto'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the engine RNG.' }],
    },
  },
  {
    files: ['e2e/**/*.{ts,mjs,js}', '*.config.{ts,js}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
