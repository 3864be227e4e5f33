// Issue 15 item 7: the inbox (spec §2 messageV2, §7 CSP_unreadCount) with operator messages and broadcasts.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import { auditLog } from '../tenancy/tables';
import { inboxMessages, inboxReceipts } from './tables';

const OWNER = 'inbox-owner-token';
const KEYS = [
  { token: 'inbox-support-mesra', name: 'sue', roles: ['support' as const], brands: ['mesra'] },
  { token: 'inbox-marketing-mesra', name: 'mark', roles: ['marketing' as const], brands: ['mesra'] },
  { token: 'inbox-readonly-mesra', name: 'rita', roles: ['readonly' as const], brands: ['mesra'] },
];

describe.each(backends)('inbox on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OWNER, operatorKeys: KEYS } });
  });
  afterAll(() => t.close());

  const op = (token: string, host = 'mesra.localhost') => ({ host, authorization: `Bearer ${token}` });
  const send = (body: unknown, token = 'inbox-support-mesra', host?: string) => t.app.inject({ method: 'POST', url: '/api/operator/content/messages', headers: op(token, host), payload: body as object });
  const broadcast = (body: unknown, token = 'inbox-marketing-mesra', host?: string) => t.app.inject({ method: 'POST', url: '/api/operator/content/broadcasts', headers: op(token, host), payload: body as object });
  const unread = async (headers: Record<string, string>) => (await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers })).json().value as number;
  const inbox = async (headers: Record<string, string>, query = '') => (await t.app.inject({ url: `/wps/content/messages${query}`, headers })).json().value;
  const rows = async () => {
    const [m] = await t.database.db.select({ n: count() }).from(inboxMessages);
    const [r] = await t.database.db.select({ n: count() }).from(inboxReceipts);
    const [a] = await t.database.db.select({ n: count() }).from(auditLog);
    return { messages: Number(m.n), receipts: Number(r.n), audit: Number(a.n) };
  };

  it('an operator writes to a member by username: sanitised, counted unread, read and deleted by that member only', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const b = await createLoggedInMember(t.app, 'mesra');
    const res = await send({ username: a.member.username, title: '<b>Your bonus</b>', content: '<p onclick="x()">Hi <strong>there</strong><script>steal()</script></p>' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().value;
    expect(await unread(a.headers)).toBe(1);
    expect(await unread(b.headers)).toBe(0);
    const [msg] = (await inbox(a.headers)).list;
    expect(msg).toMatchObject({ id, kind: 'personal', title: 'Your bonus', read: false });
    expect(msg.content).toContain('<strong>there</strong>');
    expect(msg.content).not.toMatch(/script|onclick|steal/);
    expect((await t.app.inject({ method: 'PUT', url: `/wps/content/messages/${id}/read`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/wps/content/messages/${id}/read`, headers: a.headers })).statusCode).toBe(200);
    expect(await unread(a.headers)).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/wps/content/messages/${id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/wps/content/messages/${id}`, headers: a.headers })).statusCode).toBe(200);
    expect((await inbox(a.headers)).list).toEqual([]);
    // The operator sees what was sent, to whom, by whom, and that it was read; the audit log has it.
    const sent = (await t.app.inject({ url: '/api/operator/content/messages?audience=member', headers: op('inbox-readonly-mesra') })).json().value;
    expect(sent.find((m: { id: number }) => m.id === id)).toMatchObject({ audience: 'member', username: a.member.username, sentBy: 'operator:sue', readCount: 1, title: 'Your bonus' });
    const audit = (await t.app.inject({ url: '/api/operator/audit', headers: op(OWNER) })).json().value;
    expect(audit.find((e: { action: string; detail: { messageId?: number } }) => e.action === 'inbox.send' && e.detail.messageId === id)).toMatchObject({ actor: 'operator:sue' });
  });

  it('a broadcast reaches every member of the brand; read and delete are per member; other brands never see it', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const b = await createLoggedInMember(t.app, 'mesra');
    const jade = await createLoggedInMember(t.app, 'jade');
    const res = await broadcast({ title: 'Maintenance on Sunday', content: '<p>From 02:00 to 04:00</p>' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().value;
    for (const m of [a, b]) {
      expect(await unread(m.headers)).toBe(1);
      expect((await inbox(m.headers)).list[0]).toMatchObject({ id, kind: 'broadcast', read: false });
    }
    expect(await unread(jade.headers)).toBe(0);
    expect((await t.app.inject({ url: `/wps/content/messages/${id}`, headers: jade.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/wps/content/messages/${id}/read`, headers: jade.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/wps/content/messages/${id}`, headers: jade.headers })).statusCode).toBe(404);

    // a reads it (twice: still one read); b still has it unread.
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'PUT', url: `/wps/content/messages/${id}/read`, headers: a.headers })).statusCode).toBe(200);
    expect(await unread(a.headers)).toBe(0);
    expect(await unread(b.headers)).toBe(1);
    expect((await inbox(a.headers)).list[0].read).toBe(true);
    // a deletes it: gone for a, still there for b.
    expect((await t.app.inject({ method: 'DELETE', url: `/wps/content/messages/${id}`, headers: a.headers })).statusCode).toBe(200);
    expect((await inbox(a.headers)).list.find((m: { id: number }) => m.id === id)).toBeUndefined();
    expect((await t.app.inject({ method: 'DELETE', url: `/wps/content/messages/${id}`, headers: a.headers })).statusCode).toBe(404);
    expect((await inbox(b.headers)).list.find((m: { id: number }) => m.id === id)).toMatchObject({ read: false });
    const sent = (await t.app.inject({ url: '/api/operator/content/messages?audience=broadcast', headers: op('inbox-readonly-mesra') })).json().value;
    expect(sent.find((m: { id: number }) => m.id === id)).toMatchObject({ audience: 'broadcast', username: null, vipLevels: null, readCount: 1, sentBy: 'operator:mark' });
  });

  it('a broadcast to VIP levels reaches only members of those levels', async () => {
    const vip3 = await createLoggedInMember(t.app, 'mesra', { vipRankLevel: 3 });
    const vip5 = await createLoggedInMember(t.app, 'mesra', { vipRankLevel: 5 });
    const none = await createLoggedInMember(t.app, 'mesra');
    const { id } = (await broadcast({ title: 'VIP gift', content: '<p>For you</p>', vipLevels: [5, 3, 3] })).json().value;
    expect((await inbox(vip3.headers)).list.map((m: { id: number }) => m.id)).toContain(id);
    expect((await inbox(vip5.headers)).list.map((m: { id: number }) => m.id)).toContain(id);
    expect((await inbox(none.headers)).list.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await t.app.inject({ url: `/wps/content/messages/${id}`, headers: none.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/wps/content/messages/${id}/read`, headers: none.headers })).statusCode).toBe(404);
    const sent = (await t.app.inject({ url: '/api/operator/content/messages', headers: op(OWNER) })).json().value;
    expect(sent.find((m: { id: number }) => m.id === id).vipLevels).toEqual([3, 5]);
  });

  it('counts and pages own messages and broadcasts together, newest first', async () => {
    const a = await createLoggedInMember(t.app, 'mesra', { vipRankLevel: 7 });
    const before = await unread(a.headers);
    for (let i = 1; i <= 3; i++) expect((await send({ username: a.member.username, title: `Note ${i}`, content: `<p>${i}</p>` })).statusCode).toBe(200);
    const { id: last } = (await broadcast({ title: 'Level 7 only', content: '<p>7</p>', vipLevels: [7] })).json().value;
    expect(await unread(a.headers)).toBe(before + 4);
    const page1 = await inbox(a.headers, '?pageNo=1&pageSize=2');
    expect(page1.list.map((m: { id: number }) => m.id)[0]).toBe(last);
    expect(page1.totalPages).toBe(Math.ceil((before + 4) / 2));
    expect(page1.unread).toBe(before + 4);
    const page2 = await inbox(a.headers, '?pageNo=2&pageSize=2');
    expect(page2.list.map((m: { title: string }) => m.title)).toEqual(['Note 2', 'Note 1'].slice(0, page2.list.length));
  });

  it('bad input is a 4xx with a message key and writes nothing; roles and brands are enforced', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const start = await rows();
    const cases: [Promise<{ statusCode: number; json: () => { message: string } }>, number, string][] = [
      [send({ username: a.member.username, title: '', content: '<p>x</p>' }), 400, 'err_validation'],
      [send({ username: a.member.username, title: '<img src=x>', content: '<p>x</p>' }), 400, 'err_message_title'],
      [send({ username: a.member.username, title: 'Hi', content: '<script>alert(1)</script>' }), 400, 'err_message_content'],
      [send({ username: 'nobody_here', title: 'Hi', content: 'x' }), 404, 'err_member_not_found'],
      [send({ username: a.member.username, title: 'Hi', content: 'x', extra: 1 }), 400, 'err_validation'],
      [send({ username: a.member.username, title: 'x'.repeat(201), content: 'x' }), 400, 'err_validation'],
      [broadcast({ title: 'Hi', content: 'x', vipLevels: [] }), 400, 'err_validation'],
      [broadcast({ title: 'Hi', content: 'x', vipLevels: [-1] }), 400, 'err_validation'],
      [broadcast({ title: 'Hi', content: 'x', vipLevels: ['gold'] }), 400, 'err_validation'],
      // A member of jade is not found from mesra, and jade's operator key cannot write on mesra.
      [send({ username: (await createLoggedInMember(t.app, 'jade')).member.username, title: 'Hi', content: 'x' }), 404, 'err_member_not_found'],
      // Roles: readonly cannot send; support cannot broadcast; marketing cannot write to one member.
      [send({ username: a.member.username, title: 'Hi', content: 'x' }, 'inbox-readonly-mesra'), 403, 'err_operator_role'],
      [broadcast({ title: 'Hi', content: 'x' }, 'inbox-support-mesra'), 403, 'err_operator_role'],
      [send({ username: a.member.username, title: 'Hi', content: 'x' }, 'inbox-marketing-mesra'), 403, 'err_operator_role'],
      [send({ username: a.member.username, title: 'Hi', content: 'x' }, 'inbox-support-mesra', 'jade.localhost'), 403, 'err_operator_brand'],
      [send({ username: a.member.username, title: 'Hi', content: 'x' }, 'wrong-token'), 401, 'err_operator_token'],
    ];
    for (const [pending, status, key] of cases) {
      const res = await pending;
      expect([res.statusCode, res.json().message]).toEqual([status, key]);
    }
    for (const [method, url] of [
      ['PUT', '/wps/content/messages/abc/read'],
      ['DELETE', '/wps/content/messages/0'],
      ['PUT', '/wps/content/messages/99999999/read'],
      ['DELETE', '/wps/content/messages/99999999'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: a.headers });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect((await t.app.inject({ url: '/api/operator/content/messages?audience=everyone', headers: op(OWNER) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/operator/content/messages?limit=0', headers: op(OWNER) })).statusCode).toBe(400);
    expect(await rows()).toEqual(start);
  });
});
