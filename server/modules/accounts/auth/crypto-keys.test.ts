// Issue 21 item 3: the payload private keys are stored wrapped with the key-encryption key, rotate with an id that
// each payload names, and a replaced key decrypts until its end date; every node sees a rotation at once.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../../schema/api/crypto';
import { buildApp } from '../../../app';
import { TestClock } from '../../../lib/clock';
import { backends, createTestApp, createTestDatabase, type TestApp } from '../../../test/harness';
import { loadConfig, withOverrides } from '../../../config';
import { serverKeys } from '../session/tables';
import { KekError, LEGACY_KEY_ID, rotatePayloadKey, unwrapPrivateKey, wrapPrivateKey } from './crypto-keys';
import { ROTATE_JOB } from './encrypted-payload';
import { kekOf, type PayloadKeysConfig } from './keys-config';
import type { FastifyInstance } from 'fastify';

const KEK1 = kekOf(Buffer.alloc(32, 1).toString('base64'), 'test');
const KEK2 = kekOf(Buffer.alloc(32, 2).toString('base64'), 'test');
const DAY = 86_400_000;

async function publicKey(app: FastifyInstance): Promise<{ publicKey: string; keyId: string }> {
  return (await app.inject({ url: '/wps/system/publicKey', headers: { host: 'mesra.localhost' } })).json().value;
}

/**
 * A login with a wrong password, encrypted as the site does: 'decrypted' when the server read it (it answers
 * login_failed or captcha_required), else the refusal's code.
 */
async function login(app: FastifyInstance, key: { publicKey: string; keyId?: string }): Promise<string> {
  // A new name each time: failures of one name would ask for a captcha (captcha_required) after the first.
  const payload = await encryptPayload(key.publicKey, { username: `nobody${Math.random().toString(36).slice(2, 10)}`, password: 'Wrong@12345' }, key.keyId);
  const res = await app.inject({ method: 'POST', url: '/wps/session/login', headers: { host: 'mesra.localhost', 'content-type': 'application/json' }, payload });
  const code = res.json().code;
  return ['login_failed', 'captcha_required'].includes(code) ? 'decrypted' : code;
}

describe('key wrapping', () => {
  it('a wrapped key unwraps only with its KEK and under its own id', () => {
    const wrapped = wrapPrivateKey('cGtjczg=', KEK1, 'k1');
    expect(wrapped).toMatch(/^kek1\.[0-9a-f]{16}\./);
    expect(wrapped).not.toContain('cGtjczg=');
    expect(unwrapPrivateKey(wrapped, [KEK2, KEK1], 'k1')).toBe('cGtjczg=');
    expect(() => unwrapPrivateKey(wrapped, [KEK2], 'k1')).toThrow(KekError);
    expect(() => unwrapPrivateKey(wrapped, [KEK1], 'k2')).toThrow(/does not unwrap/);
  });
});

describe.each(backends)('payload keys (%s)', (backend) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps.reverse()) await a.close();
  });

  it('stored wrapped; a key from before the KEK is wrapped at the next start and keeps working; a wrong KEK stops the start', async () => {
    const database = await createTestDatabase(backend);
    const base = withOverrides(loadConfig({}), { seedDemo: false, jobs: { enabled: false } });
    const start = async (keys: Partial<PayloadKeysConfig>) => {
      const app = await buildApp({ config: withOverrides(base, { payloadKeys: keys }), database });
      await app.ready();
      return app;
    };
    // Development without a KEK: the first key, unwrapped (as before issue 21).
    let app = await start({ kek: undefined });
    const first = await publicKey(app);
    expect(first.keyId).toBe(LEGACY_KEY_ID);
    const [plain] = await database.db.select().from(serverKeys);
    expect(plain.privateKey).not.toMatch(/^kek1\./);
    await app.close();

    // Started with a KEK: the same key, now wrapped; a page holding its public key still logs in.
    app = await start({ kek: KEK1 });
    const [wrapped] = await database.db.select().from(serverKeys);
    expect(wrapped.privateKey).toMatch(new RegExp(`^kek1\\.${KEK1.id}\\.`));
    expect(wrapped.privateKey).not.toContain(plain.privateKey.slice(0, 40));
    expect(await publicKey(app)).toEqual(first);
    expect(await login(app, first)).toBe('decrypted');
    expect(await login(app, { publicKey: first.publicKey })).toBe('decrypted'); // a page from before key ids
    await app.close();

    // A KEK that is not the one it was wrapped with: refused with the reason.
    await expect(start({ kek: KEK2 })).rejects.toThrow(/wrapped with key-encryption key .* not configured/);

    // Changing the KEK: the new one with the old as PAYLOAD_KEK_PREVIOUS re-wraps; then the old one can go.
    app = await start({ kek: KEK2, previousKek: KEK1 });
    await app.close();
    const [rewrapped] = await database.db.select().from(serverKeys);
    expect(rewrapped.privateKey).toMatch(new RegExp(`^kek1\\.${KEK2.id}\\.`));
    app = await start({ kek: KEK2 });
    expect(await login(app, first)).toBe('decrypted');
    await app.close();
    await database.close();
  }, 60_000);

  it('rotation: a new key is handed out; the old one decrypts until its end date, then the page is told to fetch the new one', async () => {
    const clock = new TestClock('2026-12-01T00:00:00Z');
    const t = await createTestApp(backend, { clock, payloadKeys: { kek: KEK1, rotateDays: 30, graceDays: 2 } });
    apps.push(t);
    const old = await publicKey(t.app);
    // Not due yet: the hourly job does nothing.
    clock.advance(29 * DAY);
    expect(await t.app.jobs.runNow(ROTATE_JOB)).toBe('done');
    expect((await publicKey(t.app)).keyId).toBe(old.keyId);
    clock.advance(DAY);
    expect(await t.app.jobs.runNow(ROTATE_JOB)).toBe('done');
    const fresh = await publicKey(t.app);
    expect(fresh.keyId).not.toBe(old.keyId);
    expect(fresh.publicKey).not.toBe(old.publicKey);
    const rows = await t.database.db.select().from(serverKeys);
    expect(rows.map((r) => [r.id, r.retiresAt?.toISOString() ?? null]).sort()).toEqual(
      [
        [old.keyId, new Date(clock.now().getTime() + 2 * DAY).toISOString()],
        [fresh.keyId, null],
      ].sort(),
    );
    for (const r of rows) expect(r.privateKey).toMatch(/^kek1\./);

    expect(await login(t.app, fresh)).toBe('decrypted');
    expect(await login(t.app, old)).toBe('decrypted');
    clock.advance(2 * DAY - 1000);
    expect(await login(t.app, old)).toBe('decrypted');
    clock.advance(2000);
    // Past its end date: refused with the code the site answers by fetching the current key (runtime/lib/api.ts).
    expect(await login(t.app, old)).toBe('payload_key_retired');
    expect(await login(t.app, { publicKey: old.publicKey })).toBe('decryption_failed');
    expect(await login(t.app, fresh)).toBe('decrypted');
    // The next rotation removes the retired key's row.
    await rotatePayloadKey(t.database.db, t.config.payloadKeys, clock.now(), { force: true });
    expect((await t.database.db.select().from(serverKeys).where(eq(serverKeys.id, old.keyId))).length).toBe(0);
  }, 60_000);

  it.skipIf(backend !== 'postgres')('every node hands out and accepts the new key as soon as one node rotates', async () => {
    const a = await createTestApp(backend, { payloadKeys: { kek: KEK1 } });
    apps.push(a);
    const database = a.database;
    const b = await buildApp({ config: a.config, database });
    await b.ready();
    try {
      const before = await publicKey(b);
      expect(before).toEqual(await publicKey(a.app));
      const id = await rotatePayloadKey(database.db, a.config.payloadKeys, new Date(), { force: true });
      // b learns of it through the change bus (LISTEN/NOTIFY), not by waiting.
      for (let i = 0; i < 50 && (await publicKey(b)).keyId !== id; i++) await new Promise((r) => setTimeout(r, 20));
      const after = await publicKey(b);
      expect(after.keyId).toBe(id);
      expect(await login(b, after)).toBe('decrypted');
      expect(await login(a.app, after)).toBe('decrypted');
      expect(await login(a.app, before)).toBe('decrypted');
    } finally {
      await b.close();
    }
  }, 60_000);
});
