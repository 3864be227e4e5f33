// Issue 15 item 8: feedback and complaints (spec §5): the member's own tickets with status and the operator's
// reply; operators list (by status), read with images, reply (also an inbox message) and close.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import { auditLog } from '../tenancy/tables';
import { feedback, feedbackImages, inboxMessages } from './tables';

const OWNER = 'feedback-owner-token';
const KEYS = [
  { token: 'feedback-support-mesra', name: 'sue', roles: ['support' as const], brands: ['mesra'] },
  { token: 'feedback-readonly-mesra', name: 'rita', roles: ['readonly' as const], brands: ['mesra'] },
  { token: 'feedback-support-jade', name: 'jay', roles: ['support' as const], brands: ['jade'] },
];
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
const TEXT = 'My deposit of fifty ringgit has not arrived yet';

describe.each(backends)('feedback tickets on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OWNER, operatorKeys: KEYS } });
  });
  afterAll(() => t.close());

  const op = (token: string, host = 'mesra.localhost') => ({ host, authorization: `Bearer ${token}` });
  const submit = (headers: Record<string, string>, body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/wps/feedback', headers, payload: body });
  const b64 = (b: Buffer) => b.toString('base64');
  const mine = async (headers: Record<string, string>) => (await t.app.inject({ url: '/wps/feedback', headers })).json().value;
  const reply = (id: number, body: Record<string, unknown>, token = 'feedback-support-mesra', host?: string) =>
    t.app.inject({ method: 'POST', url: `/api/operator/content/feedback/${id}/reply`, headers: op(token, host), payload: body });
  const close = (id: number, token = 'feedback-support-mesra', host?: string) => t.app.inject({ method: 'POST', url: `/api/operator/content/feedback/${id}/close`, headers: op(token, host) });
  const rows = async () => {
    const n = async (table: typeof feedback | typeof feedbackImages | typeof inboxMessages | typeof auditLog) => Number((await t.database.db.select({ n: count() }).from(table))[0].n);
    return { feedback: await n(feedback), images: await n(feedbackImages), messages: await n(inboxMessages), audit: await n(auditLog) };
  };

  it('a member sends a ticket with images; the operator lists it, reads it with its images, replies; the member sees the reply on the ticket and in the inbox', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const res = await submit(a.headers, { questionType: 'deposit', content: TEXT, remarks: 'ref 1234', images: [{ name: 'a.png', data: b64(PNG) }, { name: 'b.jpg', data: b64(JPG) }] });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().value;
    const [ticket] = (await mine(a.headers)).list;
    expect(ticket).toMatchObject({ id, questionType: 'deposit', content: TEXT, remarks: 'ref 1234', status: 'open', reply: null });
    expect(ticket.images.map((i: { mime: string }) => i.mime)).toEqual(['image/png', 'image/jpeg']);

    const open = (await t.app.inject({ url: '/api/operator/content/feedback?status=open', headers: op('feedback-readonly-mesra') })).json().value;
    expect(open.find((f: { id: number }) => f.id === id)).toMatchObject({ username: a.member.username, status: 'open', questionType: 'deposit' });
    const one = (await t.app.inject({ url: `/api/operator/content/feedback/${id}`, headers: op('feedback-readonly-mesra') })).json().value;
    expect(one.images).toHaveLength(2);
    const img = await t.app.inject({ url: one.images[1].url, headers: op('feedback-readonly-mesra') });
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(img.rawPayload, JPG)).toBe(0);

    const answered = await reply(id, { reply: 'Thank you, it is credited now.\n\nSorry for the wait <b>!</b>' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().value).toMatchObject({ status: 'replied', reply: 'Thank you, it is credited now.\n\nSorry for the wait !', repliedBy: 'operator:sue' });
    const after = (await mine(a.headers)).list[0];
    expect(after).toMatchObject({ status: 'replied', reply: 'Thank you, it is credited now.\n\nSorry for the wait !' });
    expect(after.repliedAt).toBeTruthy();
    // The reply is an unread inbox message of kind feedbackReply pointing at the ticket.
    expect((await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: a.headers })).json().value).toBe(1);
    const [msg] = (await t.app.inject({ url: '/wps/content/messages', headers: a.headers })).json().value.list;
    expect(msg).toMatchObject({ kind: 'feedbackReply', feedbackId: id, read: false });
    expect(msg.content).toBe('<p>Thank you, it is credited now.</p><p>Sorry for the wait !</p>');
    expect((await t.app.inject({ url: '/api/operator/content/feedback?status=open', headers: op(OWNER) })).json().value.find((f: { id: number }) => f.id === id)).toBeUndefined();
    expect((await t.app.inject({ url: '/api/operator/content/feedback?status=replied', headers: op(OWNER) })).json().value.find((f: { id: number }) => f.id === id)).toBeTruthy();

    // A second reply is refused (409) and writes nothing; closing works once.
    const before = await rows();
    const again = await reply(id, { reply: 'again' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'err_feedback_replied']);
    expect(await rows()).toEqual(before);
    expect((await close(id)).json().value).toMatchObject({ status: 'closed' });
    expect((await mine(a.headers)).list[0].status).toBe('closed');
    const twice = await close(id);
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'err_feedback_closed']);
    const audit = (await t.app.inject({ url: '/api/operator/audit', headers: op(OWNER) })).json().value;
    expect(audit.filter((e: { action: string; detail: { feedbackId?: number } }) => e.detail.feedbackId === id).map((e: { action: string }) => e.action)).toEqual(['feedback.close', 'feedback.reply']);
  });

  it('reply with close: true closes at once; a closed ticket takes no reply', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const { id } = (await submit(a.headers, { questionType: 'suggestion', content: 'Please add more fishing games to the lobby' })).json().value;
    expect((await reply(id, { reply: 'Noted, thanks!', close: true })).json().value).toMatchObject({ status: 'closed', reply: 'Noted, thanks!' });
    const { id: id2 } = (await submit(a.headers, { questionType: 'other', content: 'Never mind my last question about the games' })).json().value;
    expect((await close(id2)).statusCode).toBe(200);
    const late = await reply(id2, { reply: 'late' });
    expect([late.statusCode, late.json().message]).toEqual([409, 'err_feedback_closed']);
  });

  it('a member never sees or touches another member’s or another brand’s tickets; operators only their brand’s', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const b = await createLoggedInMember(t.app, 'mesra');
    const j = await createLoggedInMember(t.app, 'jade');
    const { id } = (await submit(a.headers, { questionType: 'game', content: TEXT, images: [{ data: b64(PNG) }] })).json().value;
    const [ticket] = (await mine(a.headers)).list;
    expect((await mine(b.headers)).list).toEqual([]);
    expect((await t.app.inject({ url: ticket.images[0].url, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: ticket.images[0].url, headers: j.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: ticket.images[0].url, headers: { token: a.token, host: 'jade.localhost' } })).statusCode).toBe(401);
    // jade's operator: not found on jade, refused on mesra.
    expect((await t.app.inject({ url: `/api/operator/content/feedback/${id}`, headers: op('feedback-support-jade', 'jade.localhost') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/operator/content/feedback/${id}/images/${ticket.images[0].id}`, headers: op('feedback-support-jade', 'jade.localhost') })).statusCode).toBe(404);
    const before = await rows();
    const foreign = await reply(id, { reply: 'hello' }, 'feedback-support-jade', 'jade.localhost');
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'err_feedback_not_found']);
    expect((await close(id, 'feedback-support-jade', 'jade.localhost')).statusCode).toBe(404);
    expect((await reply(id, { reply: 'hello' }, 'feedback-support-jade')).statusCode).toBe(403);
    expect((await reply(id, { reply: 'hello' }, 'feedback-readonly-mesra')).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
    expect((await t.app.inject({ url: '/api/operator/content/feedback', headers: op('feedback-support-jade', 'jade.localhost') })).json().value.find((f: { id: number }) => f.id === id)).toBeUndefined();
  });

  it('bad tickets and bad replies are 4xx with a message key and write nothing (images checked by their bytes)', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const { id } = (await submit(a.headers, { questionType: 'account', content: TEXT })).json().value;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const before = await rows();
    const tickets: [Record<string, unknown>, string][] = [
      [{ content: TEXT }, 'err_validation'],
      [{ questionType: 'jackpot', content: TEXT }, 'err_validation'],
      [{ questionType: 'deposit', content: 'too few words' }, 'err_feedback_words'],
      [{ questionType: 'deposit', content: 'word '.repeat(501) }, 'err_feedback_words'],
      [{ questionType: 'deposit', content: '   ' }, 'err_feedback_empty'],
      [{ questionType: 'deposit', content: TEXT, remarks: 'r'.repeat(141) }, 'err_feedback_remarks'],
      [{ questionType: 'deposit', content: TEXT, images: [PNG, PNG, PNG, PNG].map((d) => ({ data: b64(d) })) }, 'err_feedback_image_count'],
      // Declared a PNG, but its bytes are a GIF / an SVG: refused.
      [{ questionType: 'deposit', content: TEXT, images: [{ name: 'x.png', data: b64(GIF) }] }, 'err_feedback_image_type'],
      [{ questionType: 'deposit', content: TEXT, images: [{ name: 'x.jpg', data: b64(Buffer.from('<svg onload="alert(1)"/>')) }] }, 'err_feedback_image_type'],
      [{ questionType: 'deposit', content: TEXT, images: [{ name: 'big.png', data: b64(big) }] }, 'err_feedback_image_size'],
    ];
    for (const [body, key] of tickets) {
      const res = await submit(a.headers, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body).slice(0, 80)).toEqual([400, key]);
    }
    const replies: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'err_validation'],
      [{ reply: '' }, 400, 'err_validation'],
      [{ reply: '<b></b>' }, 400, 'err_feedback_reply_empty'],
      [{ reply: 'x'.repeat(2001) }, 400, 'err_validation'],
      [{ reply: 'ok', close: 'yes please' }, 400, 'err_validation'],
    ];
    for (const [body, status, key] of replies) {
      const res = await reply(id, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, key]);
    }
    const missing = await reply(99_999_999, { reply: 'ok' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'err_feedback_not_found']);
    expect((await t.app.inject({ url: '/api/operator/content/feedback?status=pending', headers: op(OWNER) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/operator/content/feedback/1e309', headers: op(OWNER) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/wps/feedback?pageSize=0', headers: a.headers })).statusCode).toBe(400);
    expect(await rows()).toEqual(before);
    expect((await mine(a.headers)).list.map((f: { id: number }) => f.id)).toEqual([id]);
  });
});
