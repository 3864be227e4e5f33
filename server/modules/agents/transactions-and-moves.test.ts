// Issue 16 through the API: Transaction Details of the downline one row per paid deposit or withdrawal (only the
// agent's own downline, an event delivered again adds nothing), and the operator's move of a member with its
// downline under another agent (accounts' upline, the agents module's tree, team sizes, the old upline's contracts
// ended and those below with them, bad moves refused with a key, the event applied twice changes nothing).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emit } from '../../jobs/events';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import { getMemberById } from '../accounts';

const OP = 'agents-moves-operator';
const HOST = 'mesra.localhost';
const rid = () => `r-${randomUUID()}`;

describe.each(backends)('agent transactions and moves (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock('2026-11-24T02:00:00Z'); // 10:00 market time
  const op = (host = HOST) => ({ authorization: `Bearer ${OP}`, host });
  type Who = Awaited<ReturnType<typeof createLoggedInMember>>;
  let topA: Who, topB: Who, subX: Who, agentY: Who, playerP: Who, playerQ: Who;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const mesra = () => t.app.tenants.get('mesra')!.merchantId;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, system: { operatorToken: OP } });
    const demo = await call('PUT', '/api/operator/wallet/channels', op(), { code: 'DEMOPAY', name: 'Demo pay', gateway: 'demo', minAmount: 1000, maxAmount: 10_000_000 });
    expect(demo.statusCode, demo.body).toBe(200);
    // topA > subX (agent) > agentY (agent) and playerP; topB > playerQ.
    topA = await createLoggedInMember(t.app, 'mesra', { isAgent: 1, username: 'topa' });
    topB = await createLoggedInMember(t.app, 'mesra', { isAgent: 1, username: 'topb' });
    subX = await createLoggedInMember(t.app, 'mesra', { isAgent: 1, username: 'subx', uplineId: topA.member.id });
    agentY = await createLoggedInMember(t.app, 'mesra', { isAgent: 1, username: 'agenty', uplineId: subX.member.id });
    playerP = await createLoggedInMember(t.app, 'mesra', { username: 'playerp', uplineId: subX.member.id });
    playerQ = await createLoggedInMember(t.app, 'mesra', { username: 'playerq', uplineId: topB.member.id });
    await call('POST', '/api/operator/agents/sync', op());
  }, 120_000);
  afterAll(() => t?.close());

  async function deposit(who: Who, amount: number): Promise<string> {
    const d = await call('POST', '/wps/wallet/deposit', who.headers, { requestId: rid(), channelCode: 'DEMOPAY', amount });
    expect(d.statusCode, d.body).toBe(200);
    const paid = await call('POST', `/wps/wallet/deposits/${d.json().value.deposit.id}/demo`, who.headers, { outcome: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.jobs.deliverOutbox();
    return d.json().value.deposit.reference as string;
  }
  type Row = { time: string; username: string; type: string; amount: number; orderNo: string };
  const transactions = async (who: Who, query = 'range=today') => {
    const r = await call('GET', `/wps/agent/team/transactions?${query}`, who.headers);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().value.list as Row[];
  };
  const overview = async (who: Who) => (await call('GET', '/wps/agent/team/overview?range=today', who.headers)).json().value as { teamSize: number; directCount: number; deposits: number };
  const direct = async (who: Who) => ((await call('GET', '/wps/agent/team/members', who.headers)).json().value.list as { username: string }[]).map((m) => m.username).sort();
  const move = (username: string, upline: string, host = HOST) => call('POST', '/api/operator/members/upline', op(host), { username, upline });

  it('Transaction Details: one row per deposit or withdrawal of the downline, newest first, with a type filter', async () => {
    const first = await deposit(playerP, 5_000);
    clock.set('2026-11-24T03:00:00Z');
    const second = await deposit(playerP, 7_500);
    const other = await deposit(playerQ, 2_000);
    // A withdrawal the wallet paid out (the event as the wallet writes it).
    await t.database.db.transaction((tx) => emit(tx, 'withdrawal.paid', { merchantId: mesra(), memberId: playerP.member.id, withdrawalId: 9001, amount: 3_000, journalId: 1, paidAt: '2026-11-24T04:00:00.000Z' }, 9001));
    await t.app.jobs.deliverOutbox();

    // Two deposits on one day are two rows, each with its order number (the reference the member sees).
    const mine = await transactions(topA);
    expect(mine.map((r) => [r.username, r.type, r.amount, r.orderNo])).toEqual([
      ['playerp', 'withdrawal', 3_000, '9001'],
      ['playerp', 'deposit', 7_500, second],
      ['playerp', 'deposit', 5_000, first],
    ]);
    expect(mine[0].time).toBe('2026-11-24T04:00:00.000Z');
    expect(mine[2].time).toBe('2026-11-24T02:00:00.000Z');
    expect((await transactions(topA, 'range=today&type=deposit')).map((r) => r.orderNo)).toEqual([second, first]);
    expect((await transactions(topA, 'range=today&type=withdrawal')).map((r) => r.amount)).toEqual([3_000]);
    expect((await transactions(subX)).length).toBe(3);
    // Another agent's downline is not visible; nor is an agent's own money (its downline only).
    expect((await transactions(topB)).map((r) => [r.username, r.orderNo])).toEqual([['playerq', other]]);
    expect(await transactions(agentY)).toEqual([]);
    expect(await transactions(topA, 'range=yesterday')).toEqual([]);

    // The same deposit's event written again (a redelivery) adds no row and no money to the team's day.
    const before = await overview(topA);
    expect(before.deposits).toBe(12_500);
    await t.database.db.transaction((tx) =>
      emit(tx, 'deposit.paid', { merchantId: mesra(), memberId: playerP.member.id, depositId: 1, reference: first, amount: 5_000, channelId: 1, journalId: 1, paidAt: '2026-11-24T02:00:00.000Z' }, 'again-1'),
    );
    await t.app.jobs.deliverOutbox();
    expect((await transactions(topA)).length).toBe(3);
    expect((await overview(topA)).deposits).toBe(12_500);

    // Bad filters are a 400.
    expect((await call('GET', '/wps/agent/team/transactions?type=bonus', topA.headers)).statusCode).toBe(400);
    expect((await call('GET', '/wps/agent/team/transactions?startDate=2026-02-30', topA.headers)).json().message).toBe('err_date_range');
  }, 120_000);

  it('an operator moves a member with its downline under another agent: tree, team sizes, contracts follow', async () => {
    // Contracts: the brand → topA 1.00 %, topA → subX 0.60 %, subX → agentY 0.30 % (daily wage).
    const brand = await call('POST', '/api/operator/agents/contracts', op(), { username: 'topa', kind: 'daily', period: 'D', terms: { tiers: [{ minBet: 0, rateBp: 100 }] } });
    expect(brand.statusCode, brand.body).toBe(200);
    const daily = (who: Who, body: object) => call('POST', '/wps/relay/MCS2_processDailySalContract', who.headers, body);
    const toX = (await daily(topA, { action: 'offer', downline: 'subx', terms: { tiers: [{ minBet: 0, rateBp: 60 }] } })).json().value.contract.id;
    expect((await daily(subX, { action: 'accept', contractId: toX })).json().value.contract.status).toBe('active');
    const toY = (await daily(subX, { action: 'offer', downline: 'agenty', terms: { tiers: [{ minBet: 0, rateBp: 30 }] } })).json().value.contract.id;
    expect((await daily(agentY, { action: 'accept', contractId: toY })).json().value.contract.status).toBe('active');

    const [a0, b0] = [await overview(topA), await overview(topB)];
    expect([a0.teamSize, b0.teamSize]).toEqual([3, 1]);

    // Refused moves: under itself, under its own downline, under a player, unknown names, another brand's member.
    const refused = async (r: Awaited<ReturnType<typeof move>>, status: number, key: string) => expect([r.statusCode, r.json().message]).toEqual([status, key]);
    await refused(await move('subx', 'subx'), 400, 'err_upline_self');
    await refused(await move('topa', 'agenty'), 400, 'err_upline_in_downline');
    await refused(await move('topa', 'subx'), 400, 'err_upline_in_downline');
    await refused(await move('subx', 'playerq'), 400, 'err_upline_not_agent');
    await refused(await move('subx', 'nobody'), 404, 'err_upline_not_found');
    await refused(await move('nobody', 'topb'), 404, 'err_member_not_found');
    await refused(await move('subx', 'topb', 'jade.localhost'), 404, 'err_member_not_found');
    expect((await call('POST', '/api/operator/members/upline', op(), { username: 'subx' })).statusCode).toBe(400);
    await t.app.jobs.deliverOutbox();
    expect((await overview(topA)).teamSize).toBe(3);

    // subX (with agentY and playerP) goes under topB.
    const moved = await move('subx', 'topb');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().value).toEqual({ username: 'subx', upline: 'topb', moved: true });
    await t.app.jobs.deliverOutbox();
    const [a1, b1] = [await overview(topA), await overview(topB)];
    expect([a1.teamSize, a1.directCount, b1.teamSize, b1.directCount]).toEqual([0, 0, 4, 2]);
    expect(await direct(topA)).toEqual([]);
    expect(await direct(topB)).toEqual(['playerq', 'subx']);
    const deep = (await call('GET', '/wps/agent/team/members?search=player', topB.headers)).json().value.list as { username: string; level: number }[];
    expect(deep.map((m) => [m.username, m.level]).sort()).toEqual([
      ['playerp', 2],
      ['playerq', 1],
    ]);
    // The moved member's transactions are now in the new upline's Transaction Details, no longer in the old one's.
    expect((await transactions(topB)).map((r) => r.username).sort()).toEqual(['playerp', 'playerp', 'playerp', 'playerq']);
    expect(await transactions(topA)).toEqual([]);
    // Its upline in accounts (which the transfer to the upline and every module read) is topB.
    expect((await getMemberById(mesra(), subX.member.id, t.database.db))?.uplineId).toBe(topB.member.id);

    // The contract topA gave subX ended (upline_changed), and with it the one subX gave agentY.
    const xView = (await daily(subX, {})).json().value;
    expect(xView.mine).toBeNull();
    expect(xView.history[0]).toMatchObject({ id: toX, status: 'terminated', endReason: 'upline_changed' });
    expect((await daily(agentY, {})).json().value.history[0]).toMatchObject({ id: toY, status: 'terminated', endReason: 'upline_contract_ended' });
    expect((await daily(topA, {})).json().value.mine).toMatchObject({ status: 'active' });

    // The same move again changes nothing; the event applied again (written twice) changes nothing.
    expect((await move('subx', 'topb')).json().value.moved).toBe(false);
    await t.database.db.transaction((tx) =>
      emit(tx, 'member.upline_changed', { merchantId: mesra(), memberId: subX.member.id, fromUplineId: topA.member.id, toUplineId: topB.member.id, changedAt: clock.now().toISOString() }, 'again-move'),
    );
    await t.app.jobs.deliverOutbox();
    expect([(await overview(topA)).teamSize, (await overview(topB)).teamSize]).toEqual([0, 4]);

    // And back: topA's team is whole again, topB keeps playerQ.
    expect((await move('subx', 'topa')).json().value.moved).toBe(true);
    await t.app.jobs.deliverOutbox();
    expect([(await overview(topA)).teamSize, (await overview(topB)).teamSize]).toEqual([3, 1]);
    expect((await transactions(topA)).length).toBe(3);
  }, 120_000);
});
