// Production start-up refusals (issue 24 items 4 and 13): server/main.ts run as a child process, the way an
// operator starts it. A refusal is one clear line on stderr and exit code 1, never a stack trace.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedAccounts } from './seed/accounts';

const root = resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'main-test-'));
  dirs.push(dir);
  return dir;
}

/** Runs server/main.ts; resolves with its exit code and output (or kills it once it listens). */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      if (/Server listening/.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, stderr, stdout }));
  });
}

const noStack = (text: string) => !/^\s+at\s/m.test(text);
/** Production needs a key-encryption key for the payload keys (issue 21 item 3). */
const PROD = { NODE_ENV: 'production', PAYLOAD_KEK: Buffer.alloc(32, 7).toString('base64') };

describe('production start-up', () => {
  it('issue 24 item 4: demo data is seeded in development only (NODE_ENV=production never seeds, SEED_DEMO or not)', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig(PROD).seedDemo).toBe(false);
    expect(loadConfig({ ...PROD, SEED_DEMO: '1' }).seedDemo).toBe(false);
  });

  it('issue 24 item 13: refuses ALLOW_PLAINTEXT in production (exit 1, clear message); development keeps it', async () => {
    expect(loadConfig({ ALLOW_PLAINTEXT: '1' }).allowPlaintext).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_PLAINTEXT: '1' })).toThrow(/ALLOW_PLAINTEXT/);
    expect(loadConfig({ ...PROD, ALLOW_PLAINTEXT: '0' }).allowPlaintext).toBe(false);
    const res = await runServer({ ...PROD, ALLOW_PLAINTEXT: '1', DATA_DIR: tempDir() });
    expect(res.code, res.stderr + res.stdout).toBe(1);
    expect(res.stderr).toMatch(/Refusing to start: .*ALLOW_PLAINTEXT/);
    expect(noStack(res.stderr + res.stdout), res.stderr).toBe(true);
  }, 120_000);

  it('issue 21 item 3: production refuses to start without a key-encryption key for the payload keys, or with a bad one', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_KEK/);
    expect(() => loadConfig({ ...PROD, PAYLOAD_KEK: 'c2hvcnQ=' })).toThrow(/PAYLOAD_KEK must be 32 random bytes/);
    const res = await runServer({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(res.code, res.stderr + res.stdout).toBe(1);
    expect(res.stderr).toMatch(/Refusing to start: NODE_ENV=production needs a key-encryption key .*PAYLOAD_KEK/);
    expect(noStack(res.stderr + res.stdout), res.stderr).toBe(true);
  }, 120_000);

  it('issue 24 item 4: refuses to start in production while a demo account still has the demo password (exit 1, clear message)', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    const app = await buildApp({ config: { ...loadConfig({}), dataDir, seedDemo: false }, database });
    await seedAccounts(database.db, app.tenants.get('mesra')!);
    await app.close();
    await database.close();

    const res = await runServer({ ...PROD, DATA_DIR: dataDir });
    expect(res.code, res.stderr + res.stdout).toBe(1);
    expect(res.stderr).toMatch(/refusing to start/i);
    expect(res.stderr).toMatch(/mesra\/demo_player/);
    expect(res.stderr).not.toContain('Demo@1234');
    expect(noStack(res.stderr + res.stdout), res.stderr).toBe(true);
    expect(res.stdout).not.toMatch(/Server listening/);
  }, 120_000);

  it('issue 23 item 1: two brands with one merchant code or one domain: the server refuses to start naming both files, no stack trace', async () => {
    for (const clash of ['merchantCode', 'domain'] as const) {
      const tenantsDir = tempDir();
      cpSync(join(root, 'tenants'), tenantsDir, { recursive: true });
      const orbitFile = join(tenantsDir, 'orbit/tenant.json');
      const mesra = JSON.parse(readFileSync(join(tenantsDir, 'mesra/tenant.json'), 'utf8'));
      const orbit = JSON.parse(readFileSync(orbitFile, 'utf8'));
      if (clash === 'merchantCode') orbit.merchantCode = mesra.merchantCode;
      else orbit.domains = [...orbit.domains, mesra.domains[0]];
      writeFileSync(orbitFile, JSON.stringify(orbit));
      const res = await runServer({ TENANTS_DIR: tenantsDir, DATA_DIR: tempDir(), SEED_DEMO: '0' });
      expect(res.code, res.stderr + res.stdout).toBe(1);
      expect(res.stderr).toMatch(clash === 'merchantCode' ? /Refusing to start: .*mesra[/\\]tenant\.json and .*orbit[/\\]tenant\.json: the same merchant code/ : /Refusing to start: .*mesra[/\\]tenant\.json and .*orbit[/\\]tenant\.json: the same domain/);
      expect(noStack(res.stderr + res.stdout), res.stderr).toBe(true);
    }
  }, 180_000);
});
