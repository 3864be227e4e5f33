// Browser tests against the built brands, in the system's Debian Chromium (browsers are never
// downloaded). globalSetup builds every brand with the CLI; ONE static server then serves
// dist/<id>/ at http://<id>.localhost:4173 by Host header (scripts/serve-dist.ts).
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/support/brands';

const isCI = !!process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://mesra.localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node --import tsx scripts/serve-dist.ts --port ${E2E_PORT}`,
    // /__health answers before globalSetup has built anything (Playwright starts servers first).
    url: `http://127.0.0.1:${E2E_PORT}/__health`,
    reuseExistingServer: !isCI,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
