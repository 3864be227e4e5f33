import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptCsLink } from '../../../schema/api/cs-link';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember, loginAs } from '../../test/login';
import { getMemberByUsername } from '../accounts';
import { seedDemo } from '../../seed';
import { insertInbox } from './repo';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GOOD_TEXT = 'The withdrawal page took too long to load today';

function multipart(fields: Record<string, string>, files: { name: string; data: Buffer; type?: string }[]) {
  const boundary = '----fuzzboundary' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(backends)('content on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.database.db, t.app.tenants);
  });
  afterAll(() => t.close());

  it('serves banners for every spec §2 group, with an SVG image that a browser can render', async () => {
    for (const group of ['/', '/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/elott', '/cockfight', '/promotions', '/pointMall', '/help', '/register', 'w_forget']) {
      const res = await t.app.inject({ url: `/wps/content/banners?groupName=${encodeURIComponent(group)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.length).toBeGreaterThan(0);
    }
    const [banner] = (await t.app.inject({ url: '/wps/content/banners?groupName=/' })).json().value;
    const img = await t.app.inject({ url: banner.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it("issue 23 item 9: banners come in the visitor's language (image and alt text), else in the brand's default", async () => {
    const home = async (lang: string, host = 'mesra.localhost') =>
      (await t.app.inject({ url: `/wps/content/notices?lang=${lang}`, headers: { host } })).json().value.banners.filter((b: { groupName: string }) => b.groupName === '/');
    const [ms, en, zh] = [await home('ms'), await home('EN'), await home('zh')];
    expect(ms[0].title).toBe('Selamat Datang ke Mesra88');
    expect(en[0].title).toBe('Welcome to Mesra88');
    expect(zh[0].title).toBe('欢迎来到 Mesra88');
    expect(en).toHaveLength(ms.length);
    // Each language has its own image, and the image says what the alt text says.
    expect(new Set([ms[0].url, en[0].url, zh[0].url]).size).toBe(3);
    expect((await t.app.inject({ url: en[0].url })).body).toContain('Welcome to Mesra88');
    // The banner-group call takes the language too.
    const promo = (await t.app.inject({ url: '/wps/content/banners?groupName=/promotions&lang=en' })).json().value;
    expect(promo.length).toBeGreaterThan(0);
    expect(promo.every((b: { title: string }) => !/Promosi/.test(b.title))).toBe(true);
    // A language the brand does not offer (jade: zh and ms) gets the default language's banners (zh), not a mix.
    const jadeEn = await home('en', 'jade.localhost');
    expect(jadeEn.map((b: { title: string }) => b.title)).toEqual((await home('zh', 'jade.localhost')).map((b: { title: string }) => b.title));
    // A group with no banner in the asked language falls back to the default language's, for that group only.
    await t.database.db.execute(sql`delete from banners where merchant_id = ${t.app.tenants.get('mesra')!.merchantId} and group_name = '/rng' and language = 'en'`);
    const all = (await t.app.inject({ url: '/wps/content/notices?lang=en' })).json().value.banners as { groupName: string; title: string }[];
    expect(all.filter((b) => b.groupName === '/rng').map((b) => b.title)).toEqual(expect.arrayContaining(['Slot Paling Hangat']));
    expect(all.filter((b) => b.groupName === '/').every((b) => b.title === 'Welcome to Mesra88')).toBe(true);
  });

  it("a brand cannot fetch another brand's banner image", async () => {
    const [banner] = (await t.app.inject({ url: '/wps/content/banners?groupName=/', headers: { host: 'jade.localhost' } })).json().value;
    expect((await t.app.inject({ url: banner.url, headers: { host: 'jade.localhost' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: banner.url, headers: { host: 'orbit.localhost' } })).statusCode).toBe(404);
  });

  it('answers the notice response with player, banners, popup and promotion in the asked language', async () => {
    const res = await t.app.inject({ url: '/wps/content/notices?lang=EN' });
    const v = res.json().value;
    expect(v.player.length).toBe(3);
    expect(v.popup[0].title).toBe('Welcome back to Mesra88!');
    expect(v.promotion.length).toBe(2);
    expect(v.banners.length).toBeGreaterThan(0);
    const ms = (await t.app.inject({ url: '/wps/content/notices?lang=ms' })).json().value;
    expect(ms.player[0].title).toBe('Penyelenggaraan berjadual');
  });

  it('lists announcements of every type (B, PL, PU, PR, H) and filters by the comma list', async () => {
    const all = (await t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&executionType=B&language=en' })).json().value;
    expect(all.map((a: { type: string }) => a.type).sort()).toEqual(['B', 'H', 'PL', 'PR', 'PU']);
    const post = await t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_getListAnnouncements', payload: { types: ['PU'], language: 'zh' } });
    expect(post.json().value).toHaveLength(1);
    expect(post.json().value[0].title).toBe('弹窗公告');
    expect((await t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=XX' })).statusCode).toBe(400);
  });

  it('help centre has term and agent entries per language and falls back to the brand default', async () => {
    const en = (await t.app.inject({ url: '/wps/system/helpCenter?lang=en&device=WEB' })).json().value;
    expect(en.map((h: { tag: string }) => h.tag)).toEqual(expect.arrayContaining(['term', 'agent']));
    // jade supports zh and ms only: English falls back to its default, Chinese.
    const jade = (await t.app.inject({ url: '/wps/system/helpCenter?lang=en', headers: { host: 'jade.localhost' } })).json().value;
    expect(jade.find((h: { tag: string }) => h.tag === 'term').title).toBe('条款与条件');
  });

  it('inbox: list, read one, mark read, delete, unread count; another member or brand sees nothing', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const b = await createLoggedInMember(t.app, 'mesra');
    const mesra = t.app.tenants.get('mesra')!;
    await insertInbox(
      [1, 2, 3].map((i) => ({ merchantId: mesra.merchantId, memberId: a.member.id, title: `Hello ${i}`, content: `<p>Body ${i}<script>x()</script></p>` })),
      t.database.db,
    );
    expect((await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: a.headers })).json().value).toBe(3);
    const list = (await t.app.inject({ url: '/wps/content/messages?pageNo=1&pageSize=2', headers: a.headers })).json().value;
    expect(list.list).toHaveLength(2);
    expect(list.totalPages).toBe(2);
    expect(list.list[0].content).not.toContain('script');
    const id = list.list[0].id;
    expect((await t.app.inject({ url: `/wps/content/messages/${id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/wps/content/messages/${id}/read`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/wps/content/messages/${id}/read`, headers: a.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: a.headers })).json().value).toBe(2);
    expect((await t.app.inject({ method: 'DELETE', url: `/wps/content/messages/${id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/wps/content/messages/${id}`, headers: a.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/wps/content/messages/${id}`, headers: a.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: b.headers })).json().value).toBe(0);
    expect((await t.app.inject({ url: '/wps/relay/CSP_unreadCount' })).statusCode).toBe(401);
    // Out-of-range ids are a 400, never a database error.
    for (const bad of ['1e309', 'Infinity', '99999999999', '0', '-1']) {
      expect((await t.app.inject({ url: `/wps/content/messages/${bad}`, headers: a.headers })).statusCode, bad).toBe(400);
    }
    expect((await t.app.inject({ url: '/wps/content/messages?pageSize=1e309', headers: a.headers })).statusCode).toBe(400);
  });

  it("tenant isolation: a message of mesra's member is not visible on jade, even with the same token", async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const mesra = t.app.tenants.get('mesra')!;
    await insertInbox([{ merchantId: mesra.merchantId, memberId: a.member.id, title: 'Secret', content: 'mesra only' }], t.database.db);
    const onJade = await t.app.inject({ url: '/wps/content/messages', headers: { token: a.token, host: 'jade.localhost' } });
    expect(onJade.statusCode).toBe(401);
    const viaCode = await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: { token: a.token, 'x-merchant-code': 'JADEDRAGON' } });
    expect(viaCode.statusCode).toBe(401);
    const j = await createLoggedInMember(t.app, 'jade');
    const jadeList = (await t.app.inject({ url: '/wps/content/messages', headers: j.headers })).json().value;
    expect(jadeList.list.find((m: { title: string }) => m.title === 'Secret')).toBeUndefined();
  });

  it('feedback as JSON with base64 images is stored and the images come back byte for byte', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: a.headers,
      payload: { questionType: 'deposit', content: GOOD_TEXT, remarks: 'slow page', images: [{ name: 'a.png', data: PNG.toString('base64') }, { data: JPG.toString('base64') }] },
    });
    expect(res.statusCode).toBe(200);
    const mine = (await t.app.inject({ url: '/wps/feedback', headers: a.headers })).json().value.list;
    expect(mine[0].images.map((i: { mime: string }) => i.mime)).toEqual(['image/png', 'image/jpeg']);
    const img = await t.app.inject({ url: mine[0].images[0].url, headers: a.headers });
    expect(img.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(img.rawPayload, PNG)).toBe(0);
    const other = await createLoggedInMember(t.app, 'mesra');
    expect((await t.app.inject({ url: mine[0].images[0].url, headers: other.headers })).statusCode).toBe(404);
  });

  it('feedback as multipart; refuses too few words, long remarks, 4 images, non-images and files over 5 MB', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const send = (fields: Record<string, string>, files: { name: string; data: Buffer; type?: string }[]) => {
      const m = multipart(fields, files);
      return t.app.inject({ method: 'PUT', url: '/wps/feedback', headers: { ...a.headers, 'content-type': m.contentType }, payload: m.payload });
    };
    expect((await send({ questionType: 'game', content: GOOD_TEXT }, [{ name: 'x.jpg', data: JPG, type: 'image/jpeg' }])).statusCode).toBe(200);
    const cases: [Record<string, string>, { name: string; data: Buffer; type?: string }[], string][] = [
      [{ questionType: 'game', content: 'too short' }, [], 'err_feedback_words'],
      [{ questionType: 'game', content: '' }, [], 'err_feedback_empty'],
      [{ content: GOOD_TEXT }, [], 'err_feedback_question_type'],
      [{ questionType: 'lottery-win', content: GOOD_TEXT }, [], 'err_feedback_question_type'],
      [{ questionType: 'game', content: GOOD_TEXT, remarks: 'x'.repeat(141) }, [], 'err_feedback_remarks'],
      [{ questionType: 'game', content: GOOD_TEXT }, [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, data: PNG })), 'err_feedback_image_count'],
      [{ questionType: 'game', content: GOOD_TEXT }, [{ name: 'evil.png', data: Buffer.from('<svg onload=alert(1)>') }], 'err_feedback_image_type'],
      [{ questionType: 'game', content: GOOD_TEXT }, [{ name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }], 'err_feedback_image_size'],
    ];
    for (const [fields, files, key] of cases) {
      const res = await send(fields, files);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(key);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/wps/feedback', payload: { questionType: 'game', content: GOOD_TEXT } })).statusCode).toBe(401);
  });

  it('customer-service store: the type-3 entry decrypts to the brand chat link', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const store = (await t.app.inject({ url: '/wps/relay/CSP_getStore', headers: a.headers })).json().value;
    const enc = store.find((e: { csType: number }) => e.csType === 3);
    const link = await decryptCsLink(enc.path);
    expect(link).toMatch(/^https:\/\/chat\.mesra88\.example\/\?brand=mesra&user=/);
    expect(enc.service).toBe('liveChat');
  });

  it('spec §6: a member above rank 4 gets VIP customer service (the VIP queue); rank 4 still live chat', async () => {
    for (const [rank, service] of [[4, 'liveChat'], [5, 'vip']] as const) {
      const a = await createLoggedInMember(t.app, 'mesra', { vipRankLevel: rank });
      const store = (await t.app.inject({ url: '/wps/relay/CSP_getStore', headers: a.headers })).json().value;
      const enc = store.find((e: { csType: number }) => e.csType === 3);
      expect(enc.service, String(rank)).toBe(service);
      expect((await decryptCsLink(enc.path)).includes('queue=vip'), String(rank)).toBe(rank > 4);
    }
  });

  it('the demo player of each brand has inbox messages in that brand only', async () => {
    for (const id of ['mesra', 'jade', 'orbit']) {
      const tenant = t.app.tenants.get(id)!;
      const player = (await getMemberByUsername(tenant.merchantId, 'demo_player', t.database.db))!;
      const token = await loginAs(t.app, player);
      const inbox = (await t.app.inject({ url: '/wps/content/messages', headers: { token, host: `${id}.localhost` } })).json().value;
      expect(inbox.list.length, id).toBe(3);
      expect(inbox.list.every((m: { title: string }) => !m.title.includes('{brand}'))).toBe(true);
    }
  });

  it('seeding runs once per tenant', async () => {
    const before = (await t.app.inject({ url: '/wps/content/banners' })).json().value.length;
    await seedDemo(t.database.db, t.app.tenants);
    expect((await t.app.inject({ url: '/wps/content/banners' })).json().value.length).toBe(before);
  });
});
