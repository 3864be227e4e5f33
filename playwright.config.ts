// Browser tests against the built brands, in the system's Debian Chromium (browsers are never
// downloaded). globalSetup builds every brand with the CLI; the PLATFORM SERVER (server/main.ts)
// then serves dist/<id>/ at http://<id>.localhost:4173 by Host header, with the API on the same
// origin, on a fresh PGlite database seeded with the demo accounts (wiped on every run).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEYS, OPERATOR_TOKEN } from './e2e/support/brands';

const isCI = !!process.env.CI;

/** Debian's Chromium, never a downloaded browser. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// One fresh data folder per run (the config is evaluated once per worker too: only the main
// process, which starts the web server, uses it).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-pglite-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Three on 2 shared cores: with two the cores were busy ~73 % of the run (the tests wait on the server, on timers and
  // on network idle), with three ~89 %, and the whole browser run took 504 s instead of 623 s (2026-11-29, a machine
  // whose pgbench gave ~4,600 tps; the CI run after: 9.1 min, none retried). E2E_WORKERS overrides it (argon2
  // hashing and PGlite make account flows the slow ones).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  // Long flows (a game on a phone and a laptop, three brands side by side) ran past 45 s on these 2 shared cores.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://mesra.localhost:${E2E_PORT}`,
    // A trace of the retry of a failed test only (CI retries once): recording one for every test (retain-on-failure) kept
    // Chromium busy with DOM snapshots and screencast frames, ~20 % of the browser tests' wall time (2026-11-29: three
    // specs in 106 s without, 133 s with, interleaved twice). A local run can ask for one: --trace retain-on-failure.
    trace: 'on-first-retry',
    // No CSS animations or transitions (runtime/styles/global.css honours prefers-reduced-motion): the endless notice
    // marquee alone kept a renderer and Chromium's software compositor busy on every page, on 2 shared cores.
    reducedMotion: 'reduce',
    // issue 22: each brand's service worker precaches the whole site (~250 files) on a first visit. Every test's fresh
    // context would do that against the one shared server; e2e/pwa.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The maintenance tests (and ops-settings, which turns maintenance on from the console) switch a whole brand off:
      // they run after everything else.
      // Targeted runs: `npx playwright test --project=chromium e2e/<file>`;
      // the maintenance test alone: `npx playwright test --project=maintenance --no-deps`.
      testIgnore: /(maintenance|ops-settings)\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'maintenance',
      testMatch: /(maintenance|ops-settings)\.spec\.ts$/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    // rm -rf first: a reused E2E_DATA_DIR still starts from an empty database and a fresh demo seed. The operator
    // console (/ops) is built first when dist/console is missing or outdated (scripts/build-console.ts, ~2 s).
    command: `rm -rf "${dataDir}" && node --import tsx scripts/build-console.ts --if-stale && node --import tsx server/main.ts`,
    // The API answers before globalSetup has built the sites (Playwright starts servers first);
    // the site routes read dist/ per request, so the builds are picked up as they land.
    url: `http://localhost:${E2E_PORT}/wps/system/publicKey`,
    reuseExistingServer: false,
    // Seeding three brands takes ~2 minutes when the machine is shared and loaded: E2E_SERVER_TIMEOUT_MS lengthens it.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 240_000),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: 'dist',
      SEED_DEMO: '1',
      // The server then issues captchas with this answer (never in production).
      CAPTCHA_FIXED_TEXT: '2468',
      // The bootstrap token (stops once e2e/ops-console.spec.ts creates the first owner) and the owner key the other
      // specs use (e2e/support/brands.ts OPERATOR_KEY), which keeps working after accounts exist.
      OPERATOR_TOKEN,
      OPERATOR_KEYS,
      LOG_LEVEL: 'warn',
      // Every test comes from 127.0.0.1: per-IP limits sized for a whole run, per-username ones kept.
      LOGIN_PER_MINUTE: '600',
      CAPTCHA_PER_MINUTE: '2000',
      SMS_HOURLY_CAP: '500',
      REGISTER_PER_HOUR: '600',
      NODE_ENV: 'development',
      // A short test schedule for the fast lottery (e2e/lottery.spec.ts): a draw every 30 s, bets closed 8 s before,
      // the draw job every second.
      LOTTERY_FAST_INTERVAL_SECONDS: '30',
      LOTTERY_FAST_LOCK_SECONDS: '8',
      LOTTERY_TICK_SECONDS: '1',
      JOBS_POLL_SECONDS: '1',
      // Issue 16: e2e/agent-centre.spec.ts moves the server's business time past a day's end to settle it.
      TEST_CLOCK_FILE: `${dataDir}-clock`,
      // Issue 20: a reality-check "minute" lasts a second, so a 5-minute reminder shows within a test.
      REALITY_CHECK_MINUTE_MS: '1000',
    },
  },
});
