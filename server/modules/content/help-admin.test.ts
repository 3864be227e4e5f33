// Issue 19 item 2 (spec §7 helpCenter): operators manage the help centre. Marketing adds, changes and removes articles;
// every role reads; another brand's operator is refused; content is sanitised exactly as the site shows it (the preview
// answers the same HTML); one article per tag in a language; bad input writes nothing; every change is audited.
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../tenancy/tables';
import { sanitizeRich } from './sanitize';
import { helpArticles } from './tables';

const KEYS = [
  { token: 'help-marketing-mesra', name: 'maya', roles: ['marketing' as const], brands: ['mesra'] },
  { token: 'help-readonly-mesra', name: 'rita', roles: ['readonly' as const], brands: ['mesra'] },
  { token: 'help-support-mesra', name: 'sue', roles: ['support' as const], brands: ['mesra'] },
  { token: 'help-marketing-jade', name: 'jay', roles: ['marketing' as const], brands: ['jade'] },
];
const UNSAFE = '<h3 onclick="steal()">Withdrawals</h3><p>Within <b>24 hours</b>. <a href="javascript:alert(1)">More</a><script>alert(1)</script></p>';

describe.each(backends)('operator help centre on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: 'help-owner', operatorKeys: KEYS } });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token = 'help-marketing-mesra', payload?: unknown, host = 'mesra.localhost') =>
    t.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const site = async (lang: string, host = 'mesra.localhost'): Promise<{ id: number; tag: string; title: string; content: string }[]> =>
    (await t.app.inject({ url: `/wps/system/helpCenter?lang=${lang}&device=WEB`, headers: { host } })).json().value;
  const counts = async () => ({
    help: Number((await t.database.db.select({ n: count() }).from(helpArticles))[0].n),
    audit: Number((await t.database.db.select({ n: count() }).from(auditLog))[0].n),
  });
  const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it('marketing adds an article the site lists, sanitised as the preview showed; then changes its order and removes it', async () => {
    const preview = (await call('POST', '/api/operator/content/help/preview', undefined, { title: 'Withdrawal <i>times</i>', content: UNSAFE })).json().value;
    expect(preview).toEqual({ title: 'Withdrawal times', content: sanitizeRich(UNSAFE) });
    expect(preview.content).not.toMatch(/script|onclick|javascript/);

    const res = await call('POST', '/api/operator/content/help', undefined, { language: 'en', tag: 'withdrawal-times', title: 'Withdrawal <i>times</i>', content: UNSAFE, sortOrder: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const article = res.json().value;
    expect(article).toMatchObject({ language: 'en', device: 'WEB', tag: 'withdrawal-times', title: 'Withdrawal times', content: preview.content, sortOrder: 50 });
    const listed = await site('en');
    expect(listed).toContainEqual({ id: article.id, tag: 'withdrawal-times', title: 'Withdrawal times', content: preview.content });
    expect(listed[listed.length - 1].id).toBe(article.id);
    expect((await site('en', 'jade.localhost')).map((h) => h.id)).not.toContain(article.id);
    expect((await site('ms')).map((h) => h.id)).not.toContain(article.id);
    expect(await lastAudit()).toMatchObject({ actor: 'operator:maya', action: 'content.help.create', detail: { helpId: article.id, before: null, after: { tag: 'withdrawal-times' } } });

    const changed = await call('PATCH', `/api/operator/content/help/${article.id}`, undefined, { sortOrder: 0, content: '<p>Now first</p>' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await site('en'))[0]).toEqual({ id: article.id, tag: 'withdrawal-times', title: 'Withdrawal times', content: '<p>Now first</p>' });
    expect((await lastAudit()).detail).toMatchObject({ before: { sortOrder: 50, content: preview.content }, after: { sortOrder: 0, content: '<p>Now first</p>' } });

    const list = (await call('GET', '/api/operator/content/help?language=en&tag=withdrawal-times', 'help-readonly-mesra')).json().value;
    expect(list.map((h: { id: number }) => h.id)).toEqual([article.id]);

    expect((await call('DELETE', `/api/operator/content/help/${article.id}`)).statusCode).toBe(200);
    expect((await site('en')).map((h) => h.id)).not.toContain(article.id);
    expect(await lastAudit()).toMatchObject({ action: 'content.help.delete', detail: { helpId: article.id, after: null } });
  });

  it('only marketing and owner change; another brand is refused; a taken tag and bad input write nothing', async () => {
    const made = (await call('POST', '/api/operator/content/help', undefined, { language: 'ms', tag: 'kyc', title: 'Pengesahan', content: '<p>Hai</p>' })).json().value;
    expect((await call('POST', '/api/operator/content/help', undefined, { language: 'ms', tag: 'term', title: 'Terma', content: '<p>Terma</p>' })).statusCode).toBe(200);
    const before = await counts();
    expect((await call('PATCH', `/api/operator/content/help/${made.id}`, 'help-support-mesra', { title: 'x' })).json().code).toBe('operator_role');
    expect((await call('DELETE', `/api/operator/content/help/${made.id}`, 'help-readonly-mesra')).statusCode).toBe(403);
    expect((await call('PATCH', `/api/operator/content/help/${made.id}`, 'help-marketing-jade', { title: 'x' })).json().code).toBe('operator_brand');
    const foreign = await call('PATCH', `/api/operator/content/help/${made.id}`, 'help-marketing-jade', { title: 'x' }, 'jade.localhost');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('err_help_not_found');

    // Malay has its terms article ('term', the footer's link): a second one, or renaming another to it, is refused.
    for (const res of [
      await call('POST', '/api/operator/content/help', undefined, { language: 'ms', tag: 'term', title: 'Terma lain', content: '<p>x</p>' }),
      await call('PATCH', `/api/operator/content/help/${made.id}`, undefined, { tag: 'term' }),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'help_tag_taken', message: 'err_help_tag_taken' });
    }

    const cases: [string, 'POST' | 'PATCH', unknown, string][] = [
      ['only a script', 'POST', { language: 'en', tag: 'a', title: 'x', content: '<script>alert(1)</script>' }, 'err_help_empty'],
      ['a markup-only title', 'POST', { language: 'en', tag: 'a', title: '<b></b>', content: '<p>x</p>' }, 'err_help_title'],
      ['a language the brand lacks', 'POST', { language: 'fr', tag: 'a', title: 'x', content: '<p>x</p>' }, 'err_help_language'],
      ['a tag that is no anchor', 'POST', { language: 'en', tag: 'Terms & rules', title: 'x', content: '<p>x</p>' }, ''],
      ['another device', 'POST', { language: 'en', tag: 'a', device: 'APP', title: 'x', content: '<p>x</p>' }, ''],
      ['no tag', 'POST', { language: 'en', title: 'x', content: '<p>x</p>' }, ''],
      ['content emptied by sanitising', 'PATCH', { content: '<iframe src="https://evil.example"></iframe>' }, 'err_help_empty'],
      ['an empty change', 'PATCH', {}, ''],
    ];
    for (const [what, method, body, key] of cases) {
      const res = await call(method, method === 'PATCH' ? `/api/operator/content/help/${made.id}` : '/api/operator/content/help', undefined, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().message, what).toMatch(/^err_/);
      if (key) expect(res.json().message, what).toBe(key);
    }
    expect(await counts()).toEqual(before);
    expect(await site('ms')).toContainEqual({ id: made.id, tag: 'kyc', title: 'Pengesahan', content: '<p>Hai</p>' });
  });
});
