// Four-eyes adjustments (issue 19 item 2) through the operator API: at or below the brand's threshold the money moves
// at once; above it the adjustment waits until a DIFFERENT finance operator approves (the requester gets 403
// err_adjustment_own_request), approving twice or at once moves it once, rejecting moves nothing, another brand's
// operator cannot see or decide it, and each step is in the audit log. The profile's reads (balance with held
// amounts, ledger lines, bets) answer the brand's member only, paged.
import { randomUUID } from 'node:crypto';
import { seedGames } from '../games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import { checkInvariants, CLEAN } from './invariants';
import { seamlessRound } from './seamless';

const KEYS = [
  { token: 'adj-alice-finance-key', name: 'alice', roles: ['finance' as const], brands: ['mesra'] },
  { token: 'adj-bob-finance-key-1', name: 'bob', roles: ['finance' as const], brands: ['mesra'] },
  { token: 'adj-olga-owner-key-01', name: 'olga', roles: ['owner' as const], brands: '*' as const },
  { token: 'adj-rita-readonly-key', name: 'rita', roles: ['readonly' as const], brands: ['mesra'] },
  { token: 'adj-jack-jade-finance', name: 'jack', roles: ['finance' as const], brands: ['jade'] },
];
const as = (name: string, host = 'mesra.localhost') => ({ authorization: `Bearer ${KEYS.find((k) => k.name === name)!.token}`, host });
const rid = () => `adj-${randomUUID()}`;
/** The bootstrap OPERATOR_TOKEN (no operator account exists here): its name is whatever X-Operator-Name says. */
const BOOTSTRAP = 'adj-bootstrap-owner-token';
const bootstrapAs = (name: string) => ({ authorization: `Bearer ${BOOTSTRAP}`, 'x-operator-name': name, host: 'mesra.localhost' });

describe.each(backends)('adjustments above the approval threshold (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: BOOTSTRAP, operatorKeys: KEYS } });
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const balance = async (username: string) => (await send('GET', `/api/operator/wallet/members/${username}/balance`, as('rita'))).json().value.mainBalance as number;
  const adjust = (who: string, username: string, amount: number, requestId = rid()) => send('POST', '/api/operator/wallet/adjustments', as(who), { requestId, username, amount, reason: 'goodwill credit' });

  it('at or below the threshold (default RM1,000.00) moves at once; above it waits for a second operator', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const small = await adjust('alice', p.member.username, 100_000);
    expect(small.json().value).toMatchObject({ status: 'applied', amount: 100_000, balance: 100_000 });
    const large = await adjust('alice', p.member.username, 100_001);
    expect(large.statusCode).toBe(200);
    const pending = large.json().value;
    expect(pending).toMatchObject({ status: 'pending', amount: 100_001, adjustmentRequest: { status: 'pending', requestedBy: 'operator:alice', username: p.member.username } });
    expect(await balance(p.member.username)).toBe(100_000);
    const listed = (await send('GET', '/api/operator/wallet/adjustment-requests?status=pending', as('rita'))).json().value as { id: number }[];
    expect(listed.map((r) => r.id)).toContain(pending.adjustmentRequest.id);

    // The requester may not approve (or reject) it: 403 with a key the console translates; nothing moves.
    const own = await send('POST', `/api/operator/wallet/adjustment-requests/${pending.adjustmentRequest.id}/approve`, as('alice'));
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'adjustment_own_request', message: 'err_adjustment_own_request' });
    expect((await send('POST', `/api/operator/wallet/adjustment-requests/${pending.adjustmentRequest.id}/reject`, as('alice'), { reason: 'my own' })).statusCode).toBe(403);
    // Read-only cannot decide.
    expect((await send('POST', `/api/operator/wallet/adjustment-requests/${pending.adjustmentRequest.id}/approve`, as('rita'))).statusCode).toBe(403);
    // The bootstrap token cannot be the second person: it would ask as one name and approve as another.
    const asked = (await send('POST', '/api/operator/wallet/adjustments', bootstrapAs('carol'), { requestId: rid(), username: p.member.username, amount: 200_000, reason: 'bootstrap ask' })).json().value;
    expect(asked).toMatchObject({ status: 'pending', adjustmentRequest: { requestedBy: 'operator:carol' } });
    for (const id of [asked.adjustmentRequest.id, pending.adjustmentRequest.id]) {
      const res = await send('POST', `/api/operator/wallet/adjustment-requests/${id}/approve`, bootstrapAs('dave'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'adjustment_bootstrap', message: 'err_adjustment_bootstrap' });
    }
    expect(await balance(p.member.username)).toBe(100_000);
    expect((await send('POST', `/api/operator/wallet/adjustment-requests/${asked.adjustmentRequest.id}/reject`, as('bob'), { reason: 'asked with the shared token' })).statusCode).toBe(200);

    // Bob approves, twice at once and once more after: the money moves once.
    const approvals = await Promise.all([1, 2].map(() => send('POST', `/api/operator/wallet/adjustment-requests/${pending.adjustmentRequest.id}/approve`, as('bob'))));
    expect(approvals.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(approvals.filter((a) => a.json().value.duplicate === false)).toHaveLength(1);
    const again = await send('POST', `/api/operator/wallet/adjustment-requests/${pending.adjustmentRequest.id}/approve`, as('olga'));
    expect(again.json().value).toMatchObject({ status: 'approved', decidedBy: 'operator:bob', duplicate: true, balanceAfter: 200_001 });
    expect(await balance(p.member.username)).toBe(200_001);
    // A decided request cannot be rejected any more.
    const late = await send('POST', `/api/operator/wallet/adjustment-requests/${pending.adjustmentRequest.id}/reject`, as('olga'), { reason: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('err_adjustment_decided');

    // The same request id sent again answers the pending request, not a second one.
    const replay = await adjust('alice', p.member.username, 100_001, pending.adjustmentRequest.requestId);
    expect(replay.json().value.adjustmentRequest.id).toBe(pending.adjustmentRequest.id);
    expect(await balance(p.member.username)).toBe(200_001);
    const reused = await adjust('alice', p.member.username, 100_002, pending.adjustmentRequest.requestId);
    expect(reused.statusCode).toBe(409);

    // Audit: requested by alice, approved by bob, with before and after.
    const audit = (await send('GET', '/api/operator/audit?limit=500', as('olga'))).json().value as { actor: string; action: string; detail: Record<string, unknown> }[];
    const about = audit.filter((a) => a.detail?.adjustmentRequestId === pending.adjustmentRequest.id);
    expect(about.map((a) => [a.action, a.actor]).sort()).toEqual(
      [
        ['wallet.adjustment', 'operator:bob'],
        ['wallet.adjustment.approve', 'operator:bob'],
        ['wallet.adjustment.requested', 'operator:alice'],
      ].sort(),
    );
    expect(about.find((a) => a.action === 'wallet.adjustment')!.detail).toMatchObject({ before: { balance: 100_000 }, after: { balance: 200_001 }, requestedBy: 'operator:alice' });
    expect(await checkInvariants(t.database.db, t.app.tenants.get('mesra')!.merchantId)).toEqual(CLEAN);
  });

  it('a rejected request moves nothing; a rejection needs a reason', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const pending = (await adjust('bob', p.member.username, 250_000)).json().value;
    expect(pending.status).toBe('pending');
    const noReason = await send('POST', `/api/operator/wallet/adjustment-requests/${pending.adjustmentRequest.id}/reject`, as('alice'), {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await send('POST', `/api/operator/wallet/adjustment-requests/${pending.adjustmentRequest.id}/reject`, as('alice'), { reason: 'No ticket for this credit' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', decidedBy: 'operator:alice', decisionReason: 'No ticket for this credit', journalId: null });
    expect(await balance(p.member.username)).toBe(0);
    const approve = await send('POST', `/api/operator/wallet/adjustment-requests/${pending.adjustmentRequest.id}/approve`, as('olga'));
    expect(approve.statusCode).toBe(409);
    expect(await balance(p.member.username)).toBe(0);
    const ledger = (await send('GET', `/api/operator/wallet/members/${p.member.username}/ledger`, as('rita'))).json().value;
    expect(ledger.total).toBe(0);
  });

  it('the threshold is the brand wallet setting the owner changes', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    expect((await send('GET', '/api/operator/wallet/settings', as('rita'))).json().value.adjustmentApprovalThreshold).toBe(100_000);
    expect((await send('PUT', '/api/operator/wallet/settings', as('olga'), { adjustmentApprovalThreshold: -1 })).statusCode).toBe(400);
    expect((await send('PUT', '/api/operator/wallet/settings', as('olga'), { adjustmentApprovalThreshold: 500 })).json().value.adjustmentApprovalThreshold).toBe(500);
    try {
      expect((await adjust('alice', p.member.username, 500)).json().value.status).toBe('applied');
      expect((await adjust('alice', p.member.username, -501)).json().value.status).toBe('pending');
      // Jade keeps its own (default) threshold.
      const j = await createLoggedInMember(t.app, 'jade');
      const jade = await send('POST', '/api/operator/wallet/adjustments', as('jack', 'jade.localhost'), { requestId: rid(), username: j.member.username, amount: 90_000, reason: 'jade credit' });
      expect(jade.json().value.status).toBe('applied');
    } finally {
      await send('PUT', '/api/operator/wallet/settings', as('olga'), { adjustmentApprovalThreshold: 100_000 });
    }
  });

  it("another brand's operator neither sees nor decides the brand's requests; ids of another brand are not found", async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const pending = (await adjust('alice', p.member.username, 300_000)).json().value;
    const id = pending.adjustmentRequest.id as number;
    // jack (jade only) asking mesra: refused by the brand check.
    expect((await send('POST', `/api/operator/wallet/adjustment-requests/${id}/approve`, as('jack'))).statusCode).toBe(403);
    expect((await send('GET', '/api/operator/wallet/adjustment-requests', as('jack'))).statusCode).toBe(403);
    // jack on his own brand: the mesra request is not there.
    const jadeList = (await send('GET', '/api/operator/wallet/adjustment-requests', as('jack', 'jade.localhost'))).json().value as { id: number }[];
    expect(jadeList.map((r) => r.id)).not.toContain(id);
    const cross = await send('POST', `/api/operator/wallet/adjustment-requests/${id}/approve`, as('jack', 'jade.localhost'));
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe('err_adjustment_request_not_found');
    // The owner of every brand, on jade: not found either (the brand is the request's).
    expect((await send('POST', `/api/operator/wallet/adjustment-requests/${id}/approve`, as('olga', 'jade.localhost'))).statusCode).toBe(404);
    expect(await balance(p.member.username)).toBe(0);
    // The member's ledger and bets: not found on another brand.
    expect((await send('GET', `/api/operator/wallet/members/${p.member.username}/ledger`, as('jack', 'jade.localhost'))).statusCode).toBe(404);
    expect((await send('GET', `/api/operator/wallet/members/${p.member.username}/bets`, as('jack', 'jade.localhost'))).statusCode).toBe(404);
  });

  it("the profile's reads: balance with held amounts, ledger lines newest first with balance after, bets; bad paging is a 400", async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const merchantId = t.app.tenants.get('mesra')!.merchantId;
    await adjust('alice', p.member.username, 50_000);
    await send('POST', '/api/operator/wallet/adjustments', as('alice'), { requestId: rid(), username: p.member.username, amount: 2_500, reason: 'welcome bonus', kind: 'bonus' });
    const at = new Date();
    const base = { merchantId, vendorCode: 'PG', memberId: p.member.id, roundId: `r-${randomUUID()}`, gameType: 'slots', gameCode: 'lucky7', at };
    const round = await seamlessRound(t.database.db, { ...base, txId: `b-${randomUUID()}`, amount: 1_000 }, { ...base, txId: `w-${randomUUID()}`, amount: 3_000 });
    expect(round.credit.ok).toBe(true);
    const bal = (await send('GET', `/api/operator/wallet/members/${p.member.username}/balance`, as('rita'))).json().value;
    expect(bal).toMatchObject({ mainBalance: 54_500, bonusReceived: 2_500, pendingWithdrawal: 0 });
    const ledger = (await send('GET', `/api/operator/wallet/members/${p.member.username}/ledger?pageSize=2`, as('rita'))).json().value;
    expect(ledger.total).toBe(4);
    expect(ledger.list.map((l: { type: string; amount: number; balanceAfter: number }) => [l.type, l.amount, l.balanceAfter])).toEqual([
      ['win', 3_000, 54_500],
      ['bet', -1_000, 51_500],
    ]);
    const page2 = (await send('GET', `/api/operator/wallet/members/${p.member.username}/ledger?pageSize=2&pageNo=2`, as('rita'))).json().value;
    expect(page2.list.map((l: { type: string; reason: string | null }) => [l.type, l.reason])).toEqual([
      ['bonus', 'welcome bonus'],
      ['adjustment', 'goodwill credit'],
    ]);
    expect(page2.list[1].requestKey).toMatch(/^operator:adj-/);
    const bets = (await send('GET', `/api/operator/wallet/members/${p.member.username}/bets`, as('rita'))).json().value;
    // A game the brand's catalogue does not have keeps its code only (the console shows the code).
    expect(bets.list).toEqual([expect.objectContaining({ gameCode: 'lucky7', gameName: null, vendorCode: 'PG', stake: 1_000, win: 3_000, status: 'settled' })]);
    // A catalogue game is named in every language (the games module, through the wallet's onGameNames port).
    await seedGames(merchantId, t.database.db);
    const house = { ...base, vendorCode: 'HOUSE', gameType: 'RNG', gameCode: 'HOUSE_SLOT', roundId: `r-${randomUUID()}` };
    expect((await seamlessRound(t.database.db, { ...house, txId: `b-${randomUUID()}`, amount: 500 }, { ...house, txId: `w-${randomUUID()}`, amount: 0 })).credit.ok).toBe(true);
    const named = (await send('GET', `/api/operator/wallet/members/${p.member.username}/bets?pageSize=1`, as('rita'))).json().value;
    expect(named.list).toEqual([expect.objectContaining({ gameCode: 'HOUSE_SLOT', gameName: { en: 'Fortune Reels 5', ms: 'Gulungan Tuah 5', zh: '财运五轴' }, stake: 500 })]);
    for (const q of ['pageSize=101', 'pageSize=0', 'pageNo=0', 'pageNo=x', 'other=1']) {
      const res = await send('GET', `/api/operator/wallet/members/${p.member.username}/ledger?${q}`, as('rita'));
      expect(res.statusCode, q).toBe(400);
    }
    expect((await send('GET', '/api/operator/wallet/members/nobody-here/bets', as('rita'))).statusCode).toBe(404);
    expect((await send('GET', '/api/operator/wallet/adjustment-requests?status=open', as('rita'))).statusCode).toBe(400);
    expect((await send('POST', '/api/operator/wallet/adjustment-requests/0/approve', as('bob'))).statusCode).toBe(400);
  });
});
