/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'functions/src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/jsdom.ts'],
          globals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/emulators.ts'],
          setupFiles: ['tests/setup/quiet-firestore.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globals: true,
        },
      },
    ],
  },
});
