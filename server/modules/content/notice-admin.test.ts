// Issue 19 item 2 (spec §3 Notice, notice response): operators manage notices and popups. Marketing adds, changes and
// removes; every role reads; another brand's operator is refused; content is sanitised exactly as the site shows it
// (the preview answers the same HTML); bad input writes nothing; every change has its audit row with before and after.
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../tenancy/tables';
import { sanitizeRich } from './sanitize';
import { notices } from './tables';

const KEYS = [
  { token: 'notice-marketing-mesra', name: 'maya', roles: ['marketing' as const], brands: ['mesra'] },
  { token: 'notice-readonly-mesra', name: 'rita', roles: ['readonly' as const], brands: ['mesra'] },
  { token: 'notice-support-mesra', name: 'sue', roles: ['support' as const], brands: ['mesra'] },
  { token: 'notice-marketing-jade', name: 'jay', roles: ['marketing' as const], brands: ['jade'] },
];
const UNSAFE = '<p onclick="steal()">Raya <b>bonus</b> <a href="javascript:alert(1)">here</a><script>alert(1)</script><img src="https://cdn.example.com/r.png"></p>';

describe.each(backends)('operator notices on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: 'notice-owner', operatorKeys: KEYS } });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token = 'notice-marketing-mesra', payload?: unknown, host = 'mesra.localhost') =>
    t.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const site = async (lang: string, host = 'mesra.localhost') => (await t.app.inject({ url: `/wps/content/notices?lang=${lang}`, headers: { host } })).json().value;
  const counts = async () => ({
    notices: Number((await t.database.db.select({ n: count() }).from(notices))[0].n),
    audit: Number((await t.database.db.select({ n: count() }).from(auditLog))[0].n),
  });
  const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it('marketing adds a popup: sanitised as the site does, the preview shows the same, the site lists it; then changes and removes it', async () => {
    const preview = (await call('POST', '/api/operator/content/notices/preview', undefined, { title: 'Raya <i>week</i>', content: UNSAFE })).json().value;
    expect(preview).toEqual({ title: 'Raya week', content: sanitizeRich(UNSAFE) });
    expect(preview.content).not.toMatch(/script|onclick|javascript/);
    expect(preview.content).toContain('<img src="https://cdn.example.com/r.png" alt="" />');

    const res = await call('POST', '/api/operator/content/notices', undefined, { kind: 'popup', language: 'en', title: 'Raya <i>week</i>', content: UNSAFE });
    expect(res.statusCode, res.body).toBe(200);
    const notice = res.json().value;
    expect(notice).toMatchObject({ kind: 'popup', language: 'en', title: 'Raya week', content: preview.content });
    expect((await site('en')).popup).toContainEqual({ id: notice.id, title: 'Raya week', content: preview.content });
    expect((await site('en', 'jade.localhost')).popup.map((p: { id: number }) => p.id)).not.toContain(notice.id);
    expect(await lastAudit()).toMatchObject({ actor: 'operator:maya', action: 'content.notice.create', detail: { noticeId: notice.id, before: null, after: { title: 'Raya week' } } });

    const changed = await call('PATCH', `/api/operator/content/notices/${notice.id}`, undefined, { kind: 'player', content: '<p>Now a notice</p>' });
    expect(changed.statusCode, changed.body).toBe(200);
    const now = await site('en');
    expect(now.popup.map((p: { id: number }) => p.id)).not.toContain(notice.id);
    expect(now.player).toContainEqual({ id: notice.id, title: 'Raya week', content: '<p>Now a notice</p>' });
    expect((await lastAudit()).detail).toMatchObject({ before: { kind: 'popup', content: preview.content }, after: { kind: 'player', content: '<p>Now a notice</p>' } });

    const list = (await call('GET', '/api/operator/content/notices?kind=player&language=en', 'notice-readonly-mesra')).json().value;
    expect(list.map((n: { id: number }) => n.id)).toContain(notice.id);

    expect((await call('DELETE', `/api/operator/content/notices/${notice.id}`)).statusCode).toBe(200);
    expect((await site('en')).player.map((p: { id: number }) => p.id)).not.toContain(notice.id);
    expect(await lastAudit()).toMatchObject({ action: 'content.notice.delete', detail: { noticeId: notice.id, after: null } });
  });

  it('only marketing and owner change; another brand is refused; bad input writes nothing', async () => {
    const made = (await call('POST', '/api/operator/content/notices', undefined, { kind: 'player', language: 'ms', title: 'Notis', content: '<p>Hai</p>' })).json().value;
    const before = await counts();
    expect((await call('PATCH', `/api/operator/content/notices/${made.id}`, 'notice-support-mesra', { title: 'x' })).json().code).toBe('operator_role');
    expect((await call('DELETE', `/api/operator/content/notices/${made.id}`, 'notice-readonly-mesra')).statusCode).toBe(403);
    expect((await call('PATCH', `/api/operator/content/notices/${made.id}`, 'notice-marketing-jade', { title: 'x' })).json().code).toBe('operator_brand');
    const foreign = await call('PATCH', `/api/operator/content/notices/${made.id}`, 'notice-marketing-jade', { title: 'x' }, 'jade.localhost');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('err_notice_not_found');

    const cases: [string, 'POST' | 'PATCH', unknown, string][] = [
      ['only a script', 'POST', { kind: 'popup', language: 'en', title: 'x', content: '<script>alert(1)</script>' }, 'err_notice_empty'],
      ['a markup-only title', 'POST', { kind: 'popup', language: 'en', title: '<b></b>', content: '<p>x</p>' }, 'err_notice_title'],
      ['a language the brand lacks', 'POST', { kind: 'popup', language: 'fr', title: 'x', content: '<p>x</p>' }, 'err_notice_language'],
      ['an unknown kind', 'POST', { kind: 'banner', language: 'en', title: 'x', content: '<p>x</p>' }, ''],
      ['no content', 'POST', { kind: 'popup', language: 'en', title: 'x' }, ''],
      ['content emptied by sanitising', 'PATCH', { content: '<iframe src="https://evil.example"></iframe>' }, 'err_notice_empty'],
      ['an empty change', 'PATCH', {}, ''],
    ];
    for (const [what, method, body, key] of cases) {
      const res = await call(method, method === 'PATCH' ? `/api/operator/content/notices/${made.id}` : '/api/operator/content/notices', undefined, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().message, what).toMatch(/^err_/);
      if (key) expect(res.json().message, what).toBe(key);
    }
    expect(await counts()).toEqual(before);
    expect((await site('ms')).player).toContainEqual({ id: made.id, title: 'Notis', content: '<p>Hai</p>' });
  });
});
