// The housekeeping moved onto the runner still does its work, and the first domain events are written where
// the things happen (deposit paid, withdrawal paid, member registered).
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, passwordResets } from '../modules/accounts/member/tables';
import { captchas } from '../modules/accounts/session/tables';
import { verificationCodes } from '../modules/accounts/verification/tables';
import { withdrawals } from '../modules/wallet/tables';
import { TestClock } from '../lib/clock';
import { backends, createTestApp, type TestApp } from '../test/harness';
import { saveBankAccount, TEST_REAL_NAME } from '../test/bank-accounts';
import { createLoggedInMember, injectEncrypted } from '../test/login';
import { jobRuns, outboxApplied, outboxEvents } from './tables';

const OP = 'op-secret';
const HOUR = 3600_000;

describe.each(backends)('sweeps on the job runner, and domain events (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock();
  const op = { authorization: `Bearer ${OP}`, host: 'mesra.localhost', 'x-operator-name': 'alice' };
  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OP }, clock });
    const res = await t.app.inject({ method: 'PUT', url: '/api/operator/wallet/channels', headers: op, payload: { code: 'DEMO', name: 'Demo pay', gateway: 'demo', minAmount: 1000, maxAmount: 10_000_000 } });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  const events = (event: string) => t.database.db.select().from(outboxEvents).where(eq(outboxEvents.event, event));
  const post = (url: string, headers: Record<string, string>, payload?: object, method: 'POST' | 'PUT' = 'POST') => t.app.inject({ method, url, headers, payload });

  it('deposit.paid and withdrawal.paid are written with the payment; the receipt sweep persists auto_received', async () => {
    const p = await createLoggedInMember(t.app, 'mesra', { realName: TEST_REAL_NAME });
    const dep = await post('/wps/wallet/deposit', p.headers, { requestId: randomUUID(), channelCode: 'DEMO', amount: 100_000 });
    const depositId = dep.json().value.deposit.id as number;
    expect((await post(`/api/operator/wallet/deposits/${depositId}/paid`, op)).statusCode).toBe(200);
    await post(`/api/operator/wallet/deposits/${depositId}/paid`, op);
    const paid = (await events('deposit.paid')).filter((e) => e.key === String(depositId));
    expect(paid).toHaveLength(1);
    expect(paid[0].payload).toMatchObject({ memberId: p.member.id, depositId, amount: 100_000 });

    await post('/wps/wallet/paymentPassword', p.headers, { paymentPassword: '123456' }, 'PUT');
    const w = await post('/wps/wallet/withdraw', p.headers, { requestId: randomUUID(), amount: 20_000, paymentPassword: '123456', bankAccountId: await saveBankAccount(t.app, p.headers) });
    expect(w.statusCode, w.body).toBe(200);
    const id = w.json().value.id as number;
    expect((await post(`/api/operator/wallet/withdrawals/${id}/approve`, op)).statusCode).toBe(200);
    expect((await events('withdrawal.paid')).map((e) => e.payload)).toContainEqual(expect.objectContaining({ withdrawalId: id, amount: 20_000, memberId: p.member.id }));

    const row = async () => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
    expect(await t.app.jobs.runNow('wallet.withdrawal-receipts', { now: new Date(clock.now().getTime() + 10 * 60_000) })).toBe('done');
    expect((await row()).receiptStatus).toBeNull();
    expect(await t.app.jobs.runNow('wallet.withdrawal-receipts', { now: new Date(clock.now().getTime() + 31 * 60_000) })).toBe('done');
    expect(await row()).toMatchObject({ receiptStatus: 'auto_received', receivedAmount: 20_000 });
  });

  it('member.registered is written with the new member', async () => {
    const reg = await injectEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/member/register',
      host: 'mesra.localhost',
      ip: '203.0.113.77',
      body: { username: 'evtuser01', password: 'Evt@12345', confirmPassword: 'Evt@12345', acceptTerms: true },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    expect((await events('member.registered')).map((e) => e.payload)).toContainEqual(expect.objectContaining({ username: 'evtuser01', uplineId: null }));
  });

  it('expired sessions, captchas, SMS codes and reset links are purged after their retention; live ones stay', async () => {
    const db = t.database.db;
    const now = new Date();
    const p = await createLoggedInMember(t.app, 'mesra');
    const merchantId = p.member.merchantId;
    const old = new Date(now.getTime() - 25 * HOUR);
    await db.insert(sessions).values([
      { tokenHash: `old-${randomUUID()}`, memberId: p.member.id, merchantId, expiresAt: old },
      { tokenHash: `live-${randomUUID()}`, memberId: p.member.id, merchantId, expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    await db.insert(captchas).values([
      { id: `old-${randomUUID()}`, merchantId, answerHash: 'x', expiresAt: new Date(now.getTime() - 2 * HOUR) },
      { id: `live-${randomUUID()}`, merchantId, answerHash: 'x', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await db.insert(verificationCodes).values([
      { merchantId, purpose: 'register', mobile: '60120000001', codeHash: 'x', expiresAt: old, createdAt: old },
      // Expired but from the last hour: still counts toward the hourly cap, so it stays.
      { merchantId, purpose: 'register', mobile: '60120000001', codeHash: 'x', expiresAt: new Date(now.getTime() - 60_000), createdAt: new Date(now.getTime() - 10 * 60_000) },
    ]);
    await db.insert(passwordResets).values([
      { merchantId, memberId: p.member.id, tokenHash: `old-${randomUUID()}`, expiresAt: old },
      { merchantId, memberId: p.member.id, tokenHash: `live-${randomUUID()}`, expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    for (const job of ['accounts.sessions.purge', 'accounts.captchas.purge', 'accounts.verification-codes.purge', 'accounts.password-resets.purge', 'games.launches.purge']) {
      expect(await t.app.jobs.runNow(job, { now }), job).toBe('done');
    }
    const left = async <T extends { tokenHash?: string; id?: unknown }>(rows: T[]) => rows.length;
    expect(await left(await db.select().from(sessions).where(eq(sessions.memberId, p.member.id)))).toBe(2); // login + live
    expect((await db.select().from(captchas).where(eq(captchas.merchantId, merchantId))).map((c) => c.id.split('-')[0])).toEqual(['live']);
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.mobile, '60120000001'))).toHaveLength(1);
    expect((await db.select().from(passwordResets).where(inArray(passwordResets.memberId, [p.member.id]))).map((r) => r.tokenHash.split('-')[0])).toEqual(['live']);
  });

  it("the runner's own history: past runs and delivered events older than 30 days go; a queued singleton's run stays", async () => {
    const db = t.database.db;
    const now = clock.now();
    const old = new Date(now.getTime() - 31 * 24 * HOUR);
    const tag = randomUUID();
    await db.insert(jobRuns).values([
      { job: `test.old-${tag}`, subject: '', periodKey: '2020-01-01T00:00:00.000Z', state: 'done', attempts: 1, startedAt: old, finishedAt: old },
      { job: `test.single-${tag}`, subject: 'member:1', periodKey: '', state: 'done', attempts: 1, startedAt: old, finishedAt: old },
      { job: `test.recent-${tag}`, subject: '', periodKey: '2030-01-01T00:00:00.000Z', state: 'done', attempts: 1, startedAt: now, finishedAt: now },
    ]);
    const [gone] = await db.insert(outboxEvents).values({ event: 'deposit.paid', key: `old-${tag}`, payload: {}, deliveredAt: old }).returning();
    await db.insert(outboxApplied).values({ eventId: gone.id, subscriber: 'test' });
    await db.insert(outboxEvents).values([
      { event: 'deposit.paid', key: `recent-${tag}`, payload: {}, deliveredAt: now },
      { event: 'deposit.paid', key: `pending-${tag}`, payload: {}, createdAt: old },
    ]);
    expect(await t.app.jobs.runNow('jobs.history.purge', { now })).toBe('done');
    const runs = (await db.select().from(jobRuns)).filter((r) => r.job.endsWith(tag)).map((r) => r.job.split('-')[0]);
    expect(runs.sort()).toEqual(['test.recent', 'test.single']);
    const left = (await db.select().from(outboxEvents)).filter((e) => e.key.endsWith(tag)).map((e) => e.key.split('-')[0]);
    expect(left.sort()).toEqual(['pending', 'recent']);
    expect(await db.select().from(outboxApplied).where(eq(outboxApplied.eventId, gone.id))).toEqual([]);
  });
});
