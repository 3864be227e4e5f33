// Issue 19 item 1 and 3: operator accounts. The bootstrap OPERATOR_TOKEN creates the first owner and then stops;
// sign-in is password then TOTP (enrolled at the first sign-in, from the otpauth secret the server shows); the
// console session is a cookie whose changes need the CSRF header; failures lock the account; sessions end when
// idle; API keys carry at most their operator's roles and brands, and a revoked key or a disabled operator is
// refused. Every change is in the audit log under the operator's name.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';

const BOOT = 'bootstrap-owner-token';
const PW = 'Sup3r-secret-pw';

describe.each(backends)('operator accounts (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock('2026-11-27T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(backend, { clock, system: { operatorToken: BOOT } });
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object, ip = '10.0.0.1') =>
    t.app.inject({ method, url, headers: { host: 'mesra.localhost', 'x-forwarded-for': ip, ...headers }, ...(payload !== undefined ? { payload } : {}) });
  const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
  const epoch = () => Math.floor(clock.now().getTime() / 1000);
  const code = (secret: string) => generate({ secret, epoch: epoch() });
  const secrets = new Map<string, string>();

  /** Signs in (enrolling TOTP the first time); answers the headers of the console session. */
  async function signIn(name: string, password = PW, ip = '10.0.0.1'): Promise<Headers> {
    const step1 = await call('POST', '/api/operator/session', {}, { name, password }, ip);
    expect(step1.statusCode, step1.body).toBe(200);
    const s = step1.json().value;
    if (s.step === 'enrol') {
      expect(s.otpauthUrl).toContain(`secret=${s.secret}`);
      expect(s.qrDataUrl).toMatch(/^data:image\/png;base64,/);
      secrets.set(name, s.secret);
    }
    clock.advance(30_000); // a fresh time step: a code is accepted once
    const step2 = await call('POST', '/api/operator/session/code', {}, { ticket: s.ticket, code: await code(secrets.get(name)!) }, ip);
    expect(step2.statusCode, step2.body).toBe(200);
    const cookie = step2.cookies.find((c) => c.name === 'ops_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/operator' });
    // The brands the console offers right after sign-in (an operator of some brands may sign in on another's host).
    expect(step2.json().value.brandList.length).toBeGreaterThan(0);
    return { cookie: `ops_session=${cookie.value}`, 'x-csrf-token': step2.json().value.csrf };
  }

  let owner: Headers;

  it('the bootstrap token creates the first owner (with an API key), then stops working', async () => {
    const created = await call('POST', '/api/operator/operators', bearer(BOOT), { name: 'olivia', password: PW, roles: ['owner'], brands: '*', withKey: true });
    expect(created.statusCode, created.body).toBe(200);
    const key = created.json().value.apiKey as string;
    expect(key).toMatch(/^opk_/);
    const closed = await call('GET', '/api/operator/settings', bearer(BOOT));
    expect([closed.statusCode, closed.json().message]).toEqual([401, 'err_operator_bootstrap_closed']);
    // The first key works in its place, under the owner's name.
    expect((await call('PUT', '/api/operator/blocked-countries', bearer(key), { block: ['US'] })).statusCode).toBe(200);
    const audit = (await call('GET', '/api/operator/audit', bearer(key))).json().value;
    expect(audit.map((a: { actor: string; action: string }) => `${a.actor} ${a.action}`)).toEqual(
      expect.arrayContaining(['operator:olivia blockedCountries.set', expect.stringMatching(/^operator:[0-9a-f]{8} operator\.create$/)]),
    );
  });

  it('signs in with password then TOTP (enrolled the first time); the session cookie works, changes need its CSRF header', async () => {
    owner = await signIn('olivia');
    const me = await call('GET', '/api/operator/session', { cookie: owner.cookie });
    expect(me.json().value).toMatchObject({ name: 'olivia', roles: ['owner'], brands: '*', via: 'session', csrf: owner['x-csrf-token'] });
    // Enrolled: the next sign-in asks for a code only (no new secret).
    const again = await call('POST', '/api/operator/session', {}, { name: 'OLIVIA', password: PW });
    expect(again.json().value).toEqual({ step: 'totp', ticket: expect.any(String) });
    // A change with the cookie but without the CSRF header (a forged form post) is refused and writes nothing.
    const forged = await call('PUT', '/api/operator/blocked-countries', { cookie: owner.cookie }, { block: ['FR'] });
    expect([forged.statusCode, forged.json().message]).toEqual([403, 'err_operator_csrf']);
    const settings = (await call('GET', '/api/operator/settings', { cookie: owner.cookie })).json().value;
    expect(JSON.stringify(settings)).not.toContain('FR');
    expect((await call('PUT', '/api/operator/blocked-countries', owner, { block: ['FR'] })).statusCode).toBe(200);
  });

  it("the audit log filters by action and operator (any case; % and _ are literal); a filter that is not a name is 400", async () => {
    const audit = async (query: string) => {
      const res = await call('GET', `/api/operator/audit?${query}`, { cookie: owner.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { actor: string; action: string }[];
    };
    const created = await audit('action=OPERATOR.create');
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((a) => a.action === 'operator.create')).toBe(true);
    const olivia = await audit('actor=olivia&limit=500');
    expect(olivia.map((a) => a.action)).toEqual(expect.arrayContaining(['operator.sign-in', 'blockedCountries.set']));
    expect(olivia.every((a) => a.actor === 'operator:olivia')).toBe(true);
    const both = await audit('actor=olivia&action=blocked');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((a) => a.action === 'blockedCountries.set' && a.actor === 'operator:olivia')).toBe(true);
    expect((await audit('action=_')).every((a) => a.action.includes('_'))).toBe(true);
    const wild = await call('GET', '/api/operator/audit?action=%25', { cookie: owner.cookie });
    expect([wild.statusCode, wild.json().message]).toEqual([400, 'err_validation']);
  });

  it('a code is accepted once; wrong codes and passwords lock the account; the lock ends', async () => {
    const step1 = (await call('POST', '/api/operator/session', {}, { name: 'olivia', password: PW })).json().value;
    const used = await code(secrets.get('olivia')!);
    // The code of the time step already used for the last sign-in is a replay.
    clock.advance(-30_000);
    const replay = await call('POST', '/api/operator/session/code', {}, { ticket: step1.ticket, code: await code(secrets.get('olivia')!) });
    expect([replay.statusCode, replay.json().message]).toEqual([401, 'err_operator_sign_in']);
    clock.advance(30_000);
    expect(used).toMatch(/^\d{6}$/);

    await call('POST', '/api/operator/operators', owner, { name: 'lucas', password: PW, roles: ['support'], brands: ['mesra'] });
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await call('POST', '/api/operator/session', {}, { name: 'lucas', password: 'wrong-password-1' }, `10.0.1.${i}`));
    expect(tries.slice(0, 4).map((r) => r.json().message)).toEqual(Array(4).fill('err_operator_sign_in'));
    expect([tries[4].statusCode, tries[4].json().message]).toEqual([423, 'err_operator_locked']);
    const locked = await call('POST', '/api/operator/session', {}, { name: 'lucas', password: PW }, '10.0.2.1');
    expect(locked.statusCode).toBe(423);
    clock.advance(16 * 60_000);
    expect((await call('POST', '/api/operator/session', {}, { name: 'lucas', password: PW }, '10.0.2.2')).json().value.step).toBe('enrol');
    // An unknown name answers like a wrong password.
    const unknown = await call('POST', '/api/operator/session', {}, { name: 'nobody', password: PW }, '10.0.2.3');
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, 'err_operator_sign_in']);
  });

  it('sign-in attempts from one address are rate-limited', async () => {
    const limit = t.app.accounts.loginPerMinute;
    const answers = [];
    for (let i = 0; i <= limit; i++) answers.push((await call('POST', '/api/operator/session', {}, { name: `ghost${i}`, password: PW }, '10.0.9.9')).statusCode);
    expect(answers.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(answers[limit]).toBe(429);
  });

  it('roles and brands hold for accounts: a support operator of one brand cannot reach finance or another brand', async () => {
    await call('POST', '/api/operator/operators', owner, { name: 'fred', password: PW, roles: ['finance'], brands: ['mesra'] });
    const fred = await signIn('fred', PW, '10.0.3.1');
    expect((await call('GET', '/api/operator/wallet/deposits', { cookie: fred.cookie })).statusCode).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: '/api/operator/wallet/deposits', headers: { host: 'orbit.localhost', cookie: fred.cookie } });
    expect([other.statusCode, other.json().message]).toEqual([403, 'err_operator_brand']);
    // The console's brand picker lists only fred's brand; on another brand's host fred names it by merchant code.
    const mesra = t.app.tenants.get('mesra')!.manifest;
    const picked = { id: 'mesra', merchantCode: mesra.merchantCode, name: mesra.brandName };
    expect((await call('GET', '/api/operator/brands', { cookie: fred.cookie })).json().value).toEqual([picked]);
    const viaCode = await t.app.inject({ method: 'GET', url: '/api/operator/brands', headers: { host: 'orbit.localhost', cookie: fred.cookie, 'x-merchant-code': mesra.merchantCode } });
    expect(viaCode.json().value).toEqual([picked]);
    expect((await call('GET', '/api/operator/brands', { cookie: owner.cookie })).json().value.map((b: { id: string }) => b.id)).toEqual(t.app.tenants.all().map((b) => b.manifest.id));
    const role = await call('PUT', '/api/operator/blocked-countries', fred, { block: ['US'] });
    expect([role.statusCode, role.json().message]).toEqual([403, 'err_operator_role']);
    // Not an owner: cannot make operators; an owner cannot give more than it has.
    expect((await call('POST', '/api/operator/operators', fred, { name: 'eve', password: PW, roles: ['owner'], brands: '*' })).statusCode).toBe(403);
    // A player's session token is no operator credential.
    const player = await call('GET', '/api/operator/settings', { token: 'x'.repeat(43), authorization: `Bearer ${'y'.repeat(43)}` });
    expect(player.statusCode).toBe(401);
  });

  it('API keys: scoped within the operator, usable by the CLI, revoked keys refused; a disabled operator loses sessions and keys', async () => {
    await call('POST', '/api/operator/operators', owner, { name: 'mia', password: PW, roles: ['marketing', 'support'], brands: ['mesra', 'orbit'] });
    const mia = await signIn('mia', PW, '10.0.4.1');
    const tooMuch = await call('POST', '/api/operator/keys', mia, { name: 'ci', roles: ['finance'], brands: ['mesra'] });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([403, 'err_operator_key_scope']);
    const made = await call('POST', '/api/operator/keys', mia, { name: 'ci', roles: ['support'], brands: ['mesra'] });
    expect(made.statusCode, made.body).toBe(200);
    const key = made.json().value.token as string;
    // The key is narrower than mia: support on mesra only.
    expect((await call('GET', '/api/operator/session', bearer(key))).json().value).toMatchObject({ name: 'mia', roles: ['support'], brands: ['mesra'], via: 'key', csrf: null });
    const orbit = await t.app.inject({ method: 'GET', url: '/api/operator/settings', headers: { host: 'orbit.localhost', ...bearer(key) } });
    expect(orbit.statusCode).toBe(403);
    // Listed without the token; revoked, refused.
    const listed = (await call('GET', '/api/operator/keys', { cookie: mia.cookie })).json().value;
    expect(listed).toEqual([expect.objectContaining({ name: 'ci', prefix: key.slice(0, 10), lastUsedAt: expect.any(String) })]);
    expect(JSON.stringify(listed)).not.toContain(key);
    expect((await call('DELETE', `/api/operator/keys/${made.json().value.id}`, mia)).statusCode).toBe(200);
    expect((await call('GET', '/api/operator/session', bearer(key))).statusCode).toBe(401);

    const second = (await call('POST', '/api/operator/keys', mia, { name: 'ci2', roles: ['support'], brands: ['mesra'] })).json().value.token;
    const id = (await call('GET', '/api/operator/operators', owner)).json().value.find((o: { name: string }) => o.name === 'mia').id;
    const off = await call('PATCH', `/api/operator/operators/${id}`, owner, { disabled: true });
    expect(off.json().value).toMatchObject({ name: 'mia', disabled: true });
    expect((await call('GET', '/api/operator/session', { cookie: mia.cookie })).statusCode).toBe(401);
    expect((await call('GET', '/api/operator/session', bearer(second))).statusCode).toBe(401);
    const signIn2 = await call('POST', '/api/operator/session', {}, { name: 'mia', password: PW }, '10.0.4.2');
    expect(signIn2.statusCode).toBe(401);
    const audit = (await call('GET', '/api/operator/audit', { cookie: owner.cookie })).json().value;
    expect(audit.map((a: { actor: string; action: string }) => `${a.actor} ${a.action}`)).toEqual(
      expect.arrayContaining(['operator:mia operator.key.create', 'operator:mia operator.key.revoke', 'operator:olivia operator.update', 'operator:olivia operator.create']),
    );
  });

  it('a console session ends after 30 idle minutes and on sign-out', async () => {
    const s = await signIn('olivia', PW, '10.0.5.1');
    clock.advance(29 * 60_000);
    expect((await call('GET', '/api/operator/session', { cookie: s.cookie })).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    expect((await call('GET', '/api/operator/session', { cookie: s.cookie })).statusCode).toBe(401);
    const s2 = await signIn('olivia', PW, '10.0.5.2');
    expect((await call('DELETE', '/api/operator/session', s2)).statusCode).toBe(200);
    expect((await call('GET', '/api/operator/session', { cookie: s2.cookie })).statusCode).toBe(401);
    owner = await signIn('olivia', PW, '10.0.5.3');
  });

  it('bad input is a 4xx with a message key and creates nothing', async () => {
    const before = (await call('GET', '/api/operator/operators', owner)).json().value.length;
    const bad = [
      await call('POST', '/api/operator/operators', owner, { name: 'weak', password: 'short', roles: ['support'], brands: '*' }),
      await call('POST', '/api/operator/operators', owner, { name: 'b r', password: PW, roles: ['support'], brands: '*' }),
      await call('POST', '/api/operator/operators', owner, { name: 'rooty', password: PW, roles: ['root'], brands: '*' }),
      await call('POST', '/api/operator/operators', owner, { name: 'nobrand', password: PW, roles: ['support'], brands: ['nosuch'] }),
      await call('POST', '/api/operator/operators', owner, { name: 'Olivia', password: PW, roles: ['support'], brands: '*' }),
      await call('POST', '/api/operator/session/code', {}, { ticket: 'x'.repeat(43), code: '12345' }),
      await call('POST', '/api/operator/session/code', {}, { ticket: 'x'.repeat(43), code: '123456' }),
      await call('PATCH', '/api/operator/operators/999999', owner, { disabled: true }),
    ];
    expect(bad.map((r) => [r.statusCode, r.json().message])).toEqual([
      [400, 'err_operator_password_weak'],
      [400, expect.stringMatching(/^err_/)],
      [400, expect.stringMatching(/^err_/)],
      [400, 'err_operator_brand_unknown'],
      [409, 'err_operator_name_taken'],
      [400, expect.stringMatching(/^err_/)],
      [401, 'err_operator_ticket'],
      [404, 'err_operator_not_found'],
    ]);
    expect((await call('GET', '/api/operator/operators', owner)).json().value.length).toBe(before);
    // An owner cannot disable itself.
    const self = (await call('GET', '/api/operator/operators', owner)).json().value.find((o: { name: string }) => o.name === 'olivia').id;
    expect((await call('PATCH', `/api/operator/operators/${self}`, owner, { disabled: true })).json().message).toBe('err_operator_self');
  });

  it('the TOTP secret is not stored in clear when a key-encryption key is configured', async () => {
    const kek = { id: '0123456789abcdef', key: Buffer.alloc(32, 7) };
    const u = await createTestApp(backend, { system: { operatorToken: BOOT }, payloadKeys: { kek, rotateDays: 90, graceDays: 7 } });
    try {
      await u.app.inject({ method: 'POST', url: '/api/operator/operators', headers: { host: 'mesra.localhost', ...bearer(BOOT) }, payload: { name: 'kim', password: PW, roles: ['owner'], brands: '*' } });
      const s = (await u.app.inject({ method: 'POST', url: '/api/operator/session', headers: { host: 'mesra.localhost' }, payload: { name: 'kim', password: PW } })).json().value;
      const rows = (await u.database.db.execute(`select totp_secret, password_hash from operator_accounts where name = 'kim'`)) as unknown as { rows: { totp_secret: string; password_hash: string }[] };
      const row = (rows.rows ?? rows)[0] as { totp_secret: string; password_hash: string };
      expect(row.totp_secret).not.toContain(s.secret);
      expect(row.totp_secret).toMatch(/^kek1\.0123456789abcdef\./);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const ok = await u.app.inject({ method: 'POST', url: '/api/operator/session/code', headers: { host: 'mesra.localhost' }, payload: { ticket: s.ticket, code: await generate({ secret: s.secret }) } });
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      await u.close();
    }
  });
});
