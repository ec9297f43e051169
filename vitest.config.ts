import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/web/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'e2e/**/*.test.ts',
      'eslint/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API and browser tests each start real servers; a few files at a time keep the machine responsive.
    maxWorkers: 4,
    // The web app's dictionaries load on demand in the browser; tests have them all from the start.
    setupFiles: ['packages/web/src/shared/i18n/dictionaries.test-setup.ts'],
  },
});
