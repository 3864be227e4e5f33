import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { TenantManifest } from '../../schema/tenant';
import { inlineScriptHashes } from '../../schema/csp';
import { renderOfflinePage } from './brand-files';
import { APP_ICONS, iconSource, manifestIcons, offlineStrings, writeIcons, writeServiceWorker } from './pwa';

const tenants = fileURLToPath(new URL('../../tenants/', import.meta.url));
const load = (id: string) => JSON.parse(readFileSync(join(tenants, id, 'tenant.json'), 'utf8')) as TenantManifest;
const work = mkdtempSync(join(tmpdir(), 'pwa-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('home-screen icons (issue 22)', () => {
  it('lists the sizes browsers ask for: 192 and 512, a maskable 512 (Android), 180 for iOS linked from the head', () => {
    expect(manifestIcons()).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('every brand draws its app icons from an image without text: a font glyph renders as a box on a build machine without that font', async () => {
    for (const id of readdirSync(tenants).filter((d) => existsSync(join(tenants, d, 'tenant.json')))) {
      const source = await iconSource(load(id), join(tenants, id));
      if (source.endsWith('.svg')) expect(readFileSync(source, 'utf8'), source).not.toMatch(/<text\b/);
    }
  });

  it("draws them from the brand's logo: a wide wordmark gives way to the square mark (favicon)", async () => {
    // Every bundled brand's logo is a 200x56 wordmark (SVG), unreadable at home-screen size.
    expect(await iconSource(load('mesra'), join(tenants, 'mesra'))).toBe(join(tenants, 'mesra', 'favicon.svg'));
    // A square logo is used as it is.
    const dir = join(work, 'square');
    mkdirSync(dir);
    writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#123456"/></svg>');
    const m = load('mesra');
    expect(await iconSource({ ...m, theme: { ...m.theme, logo: 'logo.svg', favicon: 'missing.svg' } }, dir)).toBe(join(dir, 'logo.svg'));
  });

  it('writes each PNG at its size on the brand colour, the maskable one with the safe-zone margin', async () => {
    const root = join(work, 'icons-out');
    const written = await writeIcons(join(tenants, 'orbit', 'favicon.svg'), '#102030', root);
    expect(written).toEqual(APP_ICONS.map((i) => i.file));
    for (const icon of APP_ICONS) {
      const meta = await sharp(join(root, icon.file)).metadata();
      expect([meta.format, meta.width, meta.height], icon.file).toEqual(['png', icon.size, icon.size]);
    }
    // Corner of the maskable icon: the background colour (the mark sits inside the 80 % circle Android keeps).
    const { data } = await sharp(join(root, 'icons/maskable-512.png')).extract({ left: 2, top: 2, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x10, 0x20, 0x30]);
  });
});

describe('offline screen (issue 22)', () => {
  it('has the runtime strings in ms, en and zh; a language the runtime lacks falls back to English', () => {
    expect(offlineStrings('ms').title).toBe('Anda di luar talian');
    expect(offlineStrings('zh').retry).toBe('重试');
    expect(offlineStrings('th')).toEqual(offlineStrings('en'));
  });

  it('renders one section per brand language with a retry button, the default first, and one inline script to hash', () => {
    const html = renderOfflinePage(load('jade'));
    const langs = [...html.matchAll(/<section lang="([^"]+)"/g)].map((m) => m[1]);
    expect(langs).toEqual(load('jade').languages.supported);
    expect(html).toContain(offlineStrings('zh').title);
    expect(html.match(/data-retry/g)).toHaveLength(langs.length + 1);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});

describe('service worker precache list (issue 22)', () => {
  it('precaches the shell, brand files and every page in each language under ?lang=, the default first; never operator files or .gz', async () => {
    const root = join(work, 'artifact');
    const files: Record<string, string> = {
      'index.html': '<html>home</html>',
      'promotions/index.html': '<html>promotions</html>',
      'offline.html': '<html>offline</html>',
      'manifest.webmanifest': '{}',
      'assets/entries/app.Ab12.js': 'console.log(1)',
      'assets/entries/app.Ab12.js.gz': 'gz',
      'assets/locale-ms-123.json': '{}',
      'brand/logo.svg': '<svg/>',
      '_lang/en/index.html': '<html>en</html>',
      'build-manifest.json': '{}',
      'nginx.conf.example': 'server {}',
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    const swSrc = join(work, 'service-worker.js');
    writeFileSync(swSrc, 'self.precache(self.__WB_MANIFEST);');
    const { count } = await writeServiceWorker(root, swSrc, 'ms');
    const sw = readFileSync(join(root, 'sw.js'), 'utf8');
    const entries = JSON.parse(/self\.precache\((\[.*\])\)/.exec(sw)![1]) as { url: string; revision: string | null }[];
    expect(entries.map((e) => e.url).sort()).toEqual(
      [
        'assets/entries/app.Ab12.js',
        'assets/locale-ms-123.json',
        'brand/logo.svg',
        'index.html?lang=ms',
        'index.html?lang=en',
        'manifest.webmanifest',
        'offline.html',
        'promotions/index.html?lang=ms',
      ].sort(),
    );
    // The server picks a page's language by cookie: each page is precached with the explicit language, so a worker
    // installed by a visitor in English still holds the default pages; the default language's come first.
    const pages = entries.filter((e) => e.url.includes('?lang='));
    expect(pages.map((e) => e.url)).toEqual(['index.html?lang=ms', 'promotions/index.html?lang=ms', 'index.html?lang=en']);
    expect(count).toBe(8);
    // Hashed assets need no revision; pages do (a deploy changes them under the same URL).
    expect(entries.find((e) => e.url === 'assets/entries/app.Ab12.js')!.revision).toBeNull();
    expect(entries.find((e) => e.url === 'index.html?lang=ms')!.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(entries.find((e) => e.url === 'index.html?lang=en')!.revision).toMatch(/^[0-9a-f]{32}$/);
  });
});
