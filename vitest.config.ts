import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code; browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['{schema,themes,generator,runtime,server,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'dist/**', 'e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker on a 2-core machine (cores - 1); most long files wait on child servers and
    // PostgreSQL, so two overlap well there.
    maxWorkers: 2,
    // One migrated database per run, copied for every suite (server/test/harness.ts).
    globalSetup: ['server/test/global-setup.ts'],
  },
});
