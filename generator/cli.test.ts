// The CLI as an operator runs it: a child process in temp dirs, asserting on exit codes, the
// messages printed and the artifact tree written.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { list as tarList } from 'tar';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'brand-cli-'));
const tenantsDir = join(work, 'tenants');
const outDir = join(work, 'dist');

function brand(...args: string[]) {
  return brandWithInput(undefined, ...args);
}

function brandWithInput(input: string | undefined, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'generator/cli.ts', '--tenants-dir', tenantsDir, '--out-dir', outDir, ...args], {
    cwd: repoRoot,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 600_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, output: result.stdout + result.stderr };
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('brand CLI', () => {
  it('new --yes creates a tenant from flags that validates and lists', () => {
    const created = brand(
      'new', 'acme', '--yes', '--brand-name', 'Acme Casino', '--merchant-code', 'ACME01', '--domains', 'acme.example,www.acme.example',
      '--default-language', 'en', '--languages', 'en,ms', '--currency', 'SGD', '--theme', 'dark',
      '--brand-color', '#1e88e5', '--accent-color', '#ffc107', '--registration', 'mobile', '--direct-reg', 'no',
      '--change-pass-verif', 'yes', '--age-gate', '21',
    );
    expect(created.output).toContain('created');
    expect(created.code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(tenantsDir, 'acme/tenant.json'), 'utf8'));
    expect(manifest).toMatchObject({
      id: 'acme',
      brandName: 'Acme Casino',
      languages: { default: 'en', supported: ['en', 'ms'] },
      currency: { code: 'SGD', symbol: 'S$' },
      theme: { default: 'dark', colors: { brand: '#1e88e5', accent: '#ffc107' } },
      features: { USERNAMEREG3: false, MOBILENUMREG3: true, DIRECTREG3: false, CHNGPASSVERIF3: true },
      responsibleGaming: { ageGate: 21 },
    });
    expect(readFileSync(join(tenantsDir, 'acme/logo.svg'), 'utf8')).toContain('Acme Casino');
    expect(existsSync(join(tenantsDir, 'acme/favicon.svg'))).toBe(true);

    const validated = brand('validate', 'acme');
    expect(validated.code, validated.output).toBe(0);
    expect(brand('list').stdout).toMatch(/acme\s+Acme Casino\s+ACME01\s+en,ms\s+dark\s+acme\.example,www\.acme\.example/);
  });

  it('new without --yes asks each question, re-asks after a bad answer, and takes defaults on empty lines', () => {
    // brand, merchant, domains, default lang, languages, currency, symbol, theme, brand colour (bad, then good), accent, ...
    const answers = ['Prompted Play', '', '', 'zh', 'zh,ms', 'CNY', '', 'light', 'red', '#aa2233', '', 'username', 'yes', 'no', '18', ''];
    const result = brandWithInput(answers.join('\n'), 'new', 'prompted');
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toContain('Brand colour [#1565c0]:');
    expect(result.stdout).toContain('expected a colour like #0e8a5f');
    const manifest = JSON.parse(readFileSync(join(tenantsDir, 'prompted/tenant.json'), 'utf8'));
    expect(manifest).toMatchObject({
      brandName: 'Prompted Play',
      merchantCode: 'PROMPTED',
      languages: { default: 'zh', supported: ['zh', 'ms'] },
      currency: { code: 'CNY', symbol: '¥' },
      theme: { colors: { brand: '#aa2233', accent: '#ffb300' } },
      features: { USERNAMEREG3: true, MOBILENUMREG3: false },
    });
    rmSync(join(tenantsDir, 'prompted'), { recursive: true });
  });

  it('new refuses a bad answer, naming the flag and what it expects', () => {
    const result = brand('new', 'bad-one', '--yes', '--brand-color', 'blue');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('--brand-color expected a colour like #0e8a5f');
    expect(existsSync(join(tenantsDir, 'bad-one'))).toBe(false);
  });

  it('validate of a broken manifest exits non-zero naming the file, the pointer and the expectation', () => {
    const file = join(work, 'broken.json');
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'tenants/mesra/tenant.json'), 'utf8'));
    manifest.theme.colors.brand = 'green';
    manifest.languages.default = 'fr';
    delete manifest.currency;
    writeFileSync(file, JSON.stringify(manifest));
    const result = brand('validate', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}: /theme/colors/brand must match pattern "^#[0-9a-f]{6}$"`);
    expect(result.stderr).toContain(`${file}: /currency is required`);
  });

  it('validate --all fails when one tenant is broken, and names only that one', () => {
    brand('new', 'zeta', '--yes');
    const file = join(tenantsDir, 'zeta/tenant.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.responsibleGaming.ageGate = 16;
    writeFileSync(file, JSON.stringify(manifest));
    const result = brand('validate', '--all');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/ok\s+acme/);
    expect(result.stderr).toMatch(/zeta[/\\]tenant\.json: \/responsibleGaming\/ageGate must be one of 18, 21/);
    rmSync(join(tenantsDir, 'zeta'), { recursive: true });
  });

  it('issue 23 item 1: validate --all refuses two brands with the same merchant code or the same domain, naming both files', () => {
    brand('new', 'dup-a', '--yes', '--merchant-code', 'DUPA01', '--domains', 'dup-a.example');
    brand('new', 'dup-b', '--yes', '--merchant-code', 'DUPB01', '--domains', 'dup-b.example');
    expect(brand('validate', '--all').code).toBe(0);
    const fileB = join(tenantsDir, 'dup-b/tenant.json');
    const b = JSON.parse(readFileSync(fileB, 'utf8'));
    writeFileSync(fileB, JSON.stringify({ ...b, merchantCode: 'dupa01', domains: ['www.dup-b.example', 'DUP-A.example'] }));
    const result = brand('validate', '--all');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/dup-a[/\\]tenant\.json and .*dup-b[/\\]tenant\.json: the same merchant code "dupa01"/);
    expect(result.stderr).toMatch(/dup-a[/\\]tenant\.json and .*dup-b[/\\]tenant\.json: the same domain "DUP-A.example"/);
    rmSync(join(tenantsDir, 'dup-a'), { recursive: true });
    rmSync(join(tenantsDir, 'dup-b'), { recursive: true });
  });

  it('issue 23 item 2: a JSON syntax error names the line, the column and the line text', () => {
    const file = join(work, 'syntax.json');
    writeFileSync(file, '{\n  "id": "x",\n  "merchantCode": "X1"\n  "domains": []\n}\n');
    const result = brand('validate', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('at line 4, column 3: "domains": []');
  });

  it('build produces the artifact tree: pages, brand files, build manifest with matching hashes, tarball', async () => {
    const result = brand('build', 'acme');
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toMatch(/\[1\/1\] building acme \.\.\. done \d+\.\d s/);
    expect(result.stdout).toMatch(/tenant\s+time s.*home JS gz KB/);

    const root = join(outDir, 'acme');
    const home = readFileSync(join(root, 'index.html'), 'utf8');
    expect(home).toContain('Acme Casino');
    expect(home).toContain('--color-primary: #1e88e5');
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(home).toContain('hreflang="ms"');
    for (const file of ['robots.txt', 'manifest.webmanifest', 'nginx.conf.example', 'sitemap.xml', 'brand/logo.svg', 'brand/favicon.svg']) {
      expect(existsSync(join(root, file)), file).toBe(true);
    }
    expect(JSON.parse(readFileSync(join(root, 'manifest.webmanifest'), 'utf8'))).toMatchObject({ name: 'Acme Casino', lang: 'en' });
    expect(readFileSync(join(root, 'nginx.conf.example'), 'utf8')).toMatch(/server_name acme\.example www\.acme\.example/);
    // issue 22: installable: icons, the offline screen, and a service worker precaching the shell and the pages.
    for (const file of ['sw.js', 'offline.html', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png', 'icons/apple-touch-icon.png']) {
      expect(existsSync(join(root, file)), file).toBe(true);
    }
    const sw = readFileSync(join(root, 'sw.js'), 'utf8');
    const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
    // Each page in each of the brand's languages, under ?lang= (the server picks a page's language by cookie).
    expect(precached).toEqual(expect.arrayContaining(['index.html?lang=en', 'promotions/index.html?lang=en', 'index.html?lang=ms', 'offline.html', 'manifest.webmanifest', 'icons/icon-192.png']));
    expect(precached.some((u) => /^assets\/entries\/.+\.js$/.test(u))).toBe(true);
    expect(precached.filter((u) => u.startsWith('_lang/') || u === 'build-manifest.json' || u === 'nginx.conf.example' || u.endsWith('.gz'))).toEqual([]);
    expect(home).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');

    const manifest = JSON.parse(readFileSync(join(root, 'build-manifest.json'), 'utf8'));
    expect(manifest.tenantId).toBe('acme');
    // The offline screen's inline script is allowed by the build's policy like the pages' (issue 23 item 10).
    const { inlineScriptHashes } = await import('../schema/csp');
    for (const hash of inlineScriptHashes(readFileSync(join(root, 'offline.html'), 'utf8'))) expect(manifest.contentSecurityPolicy).toContain(hash);
    expect(manifest.gitCommit).toMatch(/^([0-9a-f]{40}|unknown)$/);
    expect(manifest.files.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['index.html', 'robots.txt', 'brand/logo.svg']));
    for (const f of manifest.files as { path: string; size: number; sha256: string }[]) {
      const data = readFileSync(join(root, f.path));
      expect(data.length, f.path).toBe(f.size);
      expect(createHash('sha256').update(data).digest('hex'), f.path).toBe(f.sha256);
    }

    const entries: string[] = [];
    await tarList({ file: join(outDir, 'acme.tar.gz'), onReadEntry: (e) => entries.push(e.path) });
    expect(entries).toEqual(expect.arrayContaining(['acme/index.html', 'acme/build-manifest.json', 'acme/robots.txt']));
  }, 600_000);

  it('build of an unknown tenant fails naming the missing manifest', () => {
    const result = brand('build', 'nope');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/nope[/\\]tenant\.json: \/ must exist/);
  });
});
