// issue 22: every brand an installable progressive web app. The manifest and service worker of a real brand build
// on the shared e2e server; going offline; and, on a server of this file's own over a copy of the build it can
// change (a deploy under a running page, a chunk deleted after one), the "new version" prompt and the reload-once
// recovery of spec §8 ChunkLoadError.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { text } from './support/accounts';
import { brandUrl, E2E_PORT, repoRoot } from './support/brands';
import { actAs, fund, registerMember } from './support/members';

// The other specs block service workers (playwright.config.ts); here they are the subject.
test.use({ serviceWorkers: 'allow' });

/**
 * Resolves once the page's service worker is active and controls it: its precache (~245 files, one at a time) is
 * complete. That takes ~15 s here, and over a minute while the other specs load the shared server and the 2 cores.
 */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 150_000 });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

test.describe('installable brand', () => {
  test('each brand has a valid manifest: name, icons from its logo, colours, scope', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    for (const brand of ['mesra', 'jade', 'orbit']) {
      await page.goto(brandUrl(brand));
      const cdp = await page.context().newCDPSession(page);
      // Chromium's own reading of the manifest.
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
      expect(manifest.url).toBe(brandUrl(brand, '/manifest.webmanifest'));
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data!) as { display: string; scope: string; start_url: string; theme_color: string; icons: { sizes: string; purpose: string }[] };
      expect(data).toMatchObject({ display: 'standalone', scope: '/', start_url: '/' });
      expect(data.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(data.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      // The icons are real PNGs of their size, drawn from the brand's logo.
      for (const [file, size] of [['icon-192.png', 192], ['maskable-512.png', 512], ['apple-touch-icon.png', 180]] as const) {
        const png = await page.evaluate(async (url) => {
          const res = await fetch(url);
          const head = new DataView(await res.arrayBuffer());
          return [res.headers.get('content-type'), head.getUint32(16), head.getUint32(20)];
        }, `/icons/${file}`);
        expect(png).toEqual(['image/png', size, size]);
      }
      await cdp.detach();
    }
    // The build's Content-Security-Policy allows every inline script (issue 23 item 10).
    expect(violations).toEqual([]);
  });

  test('the service worker takes the page, and Chromium finds the brand installable (what gates its install prompt)', async ({ playwright }) => {
    test.setTimeout(240_000);
    // Not in an incognito context (Playwright's usual one), where Chromium offers no install at all.
    const profile = mkdtempSync(join(tmpdir(), 'e2e-pwa-profile-'));
    const browser = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const violations: string[] = [];
      const page = await browser.newPage();
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      await page.goto(brandUrl('mesra'));
      expect(await controlledByServiceWorker(page)).toBe(brandUrl('mesra', '/sw.js'));
      const cdp = await browser.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
      // The worker runs under the build's policy too (its fetches would be refused under the API's none).
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('/down: the install prompt on Chromium, and "installed" once it is', async ({ page }) => {
    await page.goto(brandUrl('mesra', '/down'));
    // Headless Chromium never shows the prompt itself: hand the page the event Chromium fires when it would.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    const install = page.getByTestId('install-prompt');
    await expect(install).toBeVisible();
    await install.getByRole('button', { name: text('ms', 'down.installButton').replace('{{brand}}', 'Mesra88') }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(page.getByTestId('install-installed')).toContainText(text('ms', 'down.installedTitle').replace('{{brand}}', 'Mesra88'));
    await expect(page.getByTestId('install-ios')).toHaveCount(0);
  });

  test('/down on an iPhone shows the Add to Home Screen guide with pictures; inside the installed app it says so', async ({ browser }) => {
    const iphone = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await iphone.newPage();
    await page.goto(brandUrl('orbit', '/down'));
    const guide = page.getByTestId('install-ios');
    await expect(page.locator('[data-install-state="ios"]')).toBeVisible();
    await expect(guide.locator('li')).toHaveCount(3);
    await expect(guide.getByRole('img')).toHaveCount(3);
    await expect(guide).toContainText(text('en', 'down.iosStep2'));
    await expect(page.getByTestId('install-manual')).toHaveCount(0);
    await iphone.close();

    // Opened from the home screen (display-mode: standalone).
    const app = await browser.newContext({ serviceWorkers: 'block' });
    await app.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (q: string) => (q.includes('display-mode: standalone') ? ({ matches: true, media: q, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList) : real(q));
    });
    const installed = await app.newPage();
    await installed.goto(brandUrl('orbit', '/down'));
    await expect(installed.getByTestId('install-installed')).toBeVisible();
    await expect(installed.getByTestId('install-ios')).toHaveCount(0);
    await app.close();
  });
});

test('offline: home and a lobby render from the cache, a balance refresh says offline, an uncached page gets the offline screen', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const member = await registerMember(request, 'mesra');
  await fund(request, member, 12_345);
  await actAs(page, member);
  await page.goto(brandUrl('mesra'));
  await controlledByServiceWorker(page);
  await expect(page.getByTestId('balance-amount')).toContainText('123.45');

  const balances: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/wps/v2/wallets/balance')) balances.push(r.status());
  });
  await context.setOffline(true);
  await page.goto(brandUrl('mesra', '/'));
  await expect(page.locator('.shell-nav')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText(text('ms', 'pwa.offlineBanner'));
  await page.goto(brandUrl('mesra', '/rng'));
  await expect(page.locator('.lobby__title')).toBeVisible();
  await expect(page.locator('.shell-nav')).toBeVisible();

  // The balance is never answered from a cache: the refresh says the player is offline (and shows no figure).
  await page.getByTestId('balance-refresh').click();
  await expect(page.getByTestId('balance-error')).toHaveText(text('ms', 'err_offline'));
  await expect(page.getByTestId('balance-amount')).toHaveCount(0);
  // No balance answer reached the page while offline (none from the worker, none from a cache).
  expect(balances).toEqual([]);
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    return urls.filter((u) => /\/(wps|lgw|lotto|api)\//.test(u));
  });
  expect(cachedApi).toEqual([]);

  // A page the worker has no copy of: the brand's translated offline screen with a retry, not the browser's error.
  await page.goto(brandUrl('mesra', '/not-a-page-of-this-site'));
  await expect(page.getByRole('heading', { name: text('ms', 'pwa.offlineTitle') })).toBeVisible();
  await expect(page.getByRole('button', { name: text('ms', 'pwa.offlineRetry') })).toBeVisible();

  // A player who uses the site in Chinese (the language switch keeps it in the `lang` cookie): offline, the pages come
  // from the cache in Chinese, not in the brand's default, and hydrate as they are (no React #418, no uncaught error).
  const hydrationErrors: string[] = [];
  page.on('pageerror', (err) => hydrationErrors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Minified React error|hydrat/i.test(msg.text())) hydrationErrors.push(msg.text());
  });
  await context.addCookies([{ name: 'lang', value: 'zh', domain: 'mesra.localhost', path: '/' }]);
  await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  for (const path of ['/', '/rng']) {
    const res = await page.goto(brandUrl('mesra', path));
    expect(await res?.text()).toContain('<html lang="zh"');
    await expect(page.locator('.shell-nav')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText(text('zh', 'pwa.offlineBanner'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  }
  // Back in the default language: the default pages, which the worker holds whatever language installed it.
  await context.addCookies([{ name: 'lang', value: 'ms', domain: 'mesra.localhost', path: '/' }]);
  await page.evaluate(() => localStorage.setItem('lang', 'ms'));
  const home = await page.goto(brandUrl('mesra', '/'));
  expect(await home?.text()).toContain('<html lang="ms"');
  await expect(page.getByTestId('offline-banner')).toContainText(text('ms', 'pwa.offlineBanner'));
  expect(hydrationErrors).toEqual([]);
  await context.setOffline(false);
});

// A server of this file's own over a copy of the mesra build, so a deploy (a changed sw.js and page) and a deleted
// chunk change nothing under the other tests.
test.describe('deploys', () => {
  test.describe.configure({ mode: 'serial' });
  const port = E2E_PORT + 40;
  const origin = `http://mesra.localhost:${port}`;
  let dist: string;
  let server: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const tmp = mkdtempSync(join(tmpdir(), 'e2e-pwa-'));
    dist = join(tmp, 'dist');
    cpSync(join(repoRoot, 'dist', 'mesra'), join(dist, 'mesra'), { recursive: true });
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(tmp, 'data'), DIST_DIR: dist, SEED_DEMO: '0', LOG_LEVEL: 'warn', NODE_ENV: 'development', JOBS: 'off' },
    });
    const until = Date.now() + 200_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/wps/system/publicKey`)).ok) break;
      } catch {}
      if (Date.now() > until) throw new Error('the deploy test server did not start');
      await new Promise((r) => setTimeout(r, 1000));
    }
  });
  test.afterAll(() => {
    server?.kill();
    if (dist) rmSync(join(dist, '..'), { recursive: true, force: true });
  });

  /** A deploy: the new build's worker and page (the server reads dist/ per request). */
  function deploy(marker: string) {
    const root = join(dist, 'mesra');
    for (const f of ['sw.js.br', 'sw.js.gz', 'index.html.br', 'index.html.gz']) rmSync(join(root, f), { force: true });
    writeFileSync(join(root, 'sw.js'), `${readFileSync(join(root, 'sw.js'), 'utf8')}\n// ${marker}\n`);
    writeFileSync(join(root, 'index.html'), readFileSync(join(root, 'index.html'), 'utf8').replace('</head>', `<meta name="build" content="${marker}"></head>`));
  }

  test('a new build deployed under a running page shows the "new version" prompt, which reloads into it', async ({ page }) => {
    await page.goto(`${origin}/`);
    await controlledByServiceWorker(page);
    await expect(page.locator('meta[name="build"]')).toHaveCount(0);
    deploy('second');
    // The player comes back to the tab: the site checks for a new version (also every 30 minutes).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText(text('ms', 'pwa.updateAvailable'));
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: text('ms', 'pwa.updateReload') }).click()]);
    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'second');
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
  });

  test('a chunk deleted by a deploy makes the page reload once, and the page renders', async ({ browser }) => {
    // No worker here: its precache would still hold the chunk (as it does for a player until the next build).
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const chunks = join(dist, 'mesra', 'assets', 'chunks');
    // The /down page's own chunk.
    const chunk = readdirSync(chunks).find((f) => f.endsWith('.js') && readFileSync(join(chunks, f), 'utf8').includes('install-ios'));
    expect(chunk).toBeTruthy();
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${origin}/`);
    await expect(page.locator('.shell-nav a[href="/down"]')).toBeVisible();
    // Hydrated (the site writes the language cookie once it has): the link navigates in the page, loading the chunk.
    await page.waitForFunction(() => document.cookie.includes('lang='));
    for (const f of [chunk!, `${chunk}.br`, `${chunk}.gz`]) if (existsSync(join(chunks, f))) renameSync(join(chunks, f), join(chunks, `${f}.gone`));
    try {
      await page.locator('.shell-nav a[href="/down"]').click();
      // One reload, into the prerendered /down page (here its chunk stays missing: no second reload, no loop).
      await expect(page).toHaveURL(`${origin}/down`);
      await expect(page.getByRole('heading', { level: 1, name: text('ms', 'page.down') })).toBeVisible();
      await expect.poll(() => loads).toBe(2);
      await page.waitForTimeout(3000);
      expect(loads).toBe(2);
      expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toMatch(/^\d+$/);
    } finally {
      for (const f of [chunk!, `${chunk}.br`, `${chunk}.gz`]) if (existsSync(join(chunks, `${f}.gone`))) renameSync(join(chunks, `${f}.gone`), join(chunks, f));
      await context.close();
    }
  });
});
