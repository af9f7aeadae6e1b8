/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
  },
});
