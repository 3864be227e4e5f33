// Issue 16 end to end through the API: the brand's contract for a top agent, an account opened for a downline
// with a daily-wage offer, the downline's acceptance in its own session, bets on the house slot (bet.settled through
// the outbox), the day settled by the job runner with the differential, paid once (re-runs pay nothing), seen in My
// Income and the balance; the spec §4 rules (never above the upline's rate, a lowered rate ends the contract below).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember, injectEncrypted } from '../../test/login';
import { seedGames } from '../games';

const OP = 'agents-test-operator';
const HOST = 'mesra.localhost';

describe.each(backends)('agent centre (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock('2026-11-24T02:00:00Z'); // 10:00 market time
  const op = { authorization: `Bearer ${OP}`, host: HOST };
  let top: Awaited<ReturnType<typeof createLoggedInMember>>;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, system: { operatorToken: OP } });
    await t.database.db.transaction((tx) => seedGames(t.app.tenants.get('mesra')!.merchantId, tx));
    top = await createLoggedInMember(t.app, 'mesra', { isAgent: 1, username: 'topagent' });
  }, 120_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const daily = (headers: Record<string, string>, body: object) => call('POST', '/wps/relay/MCS2_processDailySalContract', headers, body);
  const login = async (username: string, password: string) => {
    const r = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: HOST, body: { username, password } });
    expect(r.statusCode, r.body).toBe(200);
    return { token: r.json().value.token as string, host: HOST };
  };
  const balance = async (h: Record<string, string>) => (await call('GET', '/wps/v2/wallets/balance', h)).json().value.mainBalance as number;

  it('runs a team: contracts, bets, a settled day paid once with the differential, a lowered rate ends the contract below', async () => {
    // The brand gives the top agent 1.00 % daily wage (2.00 % from 1,000.00 a day).
    const made = await call('POST', '/api/operator/agents/contracts', op, { username: 'topagent', kind: 'daily', period: 'D', terms: { tiers: [{ minBet: 0, rateBp: 100 }, { minBet: 100_000, rateBp: 200 }] } });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().value.contract.status).toBe('active');

    // Open Account: a sub-agent with a 0.60 % offer; above the agent's own rate is refused, nothing opened.
    const tooHigh = await call('POST', '/wps/agent/team/openAccount', top.headers, { username: 'subagent1', password: 'Pass1234', isAgent: 1, contract: { kind: 'daily', terms: { tiers: [{ minBet: 0, rateBp: 150 }] } } });
    expect(tooHigh.json().value.contractError).toBe('err_contract_above_own');
    const opened = await call('POST', '/wps/agent/team/openAccount', top.headers, { username: 'subagent2', password: 'Pass1234', isAgent: 1, contract: { kind: 'daily', terms: { tiers: [{ minBet: 0, rateBp: 60 }] } } });
    expect(opened.statusCode, opened.body).toBe(200);
    const offerId = opened.json().value.contract.id as number;
    expect(opened.json().value.contract.status).toBe('offered');
    const dup = await call('POST', '/wps/agent/team/openAccount', top.headers, { username: 'subagent2', password: 'Pass1234' });
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'err_username_taken']);

    // The downline sees the offer in its consolidated flags, and accepts it in its own session.
    const sub = await login('subagent2', 'Pass1234');
    expect((await call('GET', '/wps/member/info/funds/consolidated', sub)).json().value).toMatchObject({ dailysalreqtype: 1, dailysalinfotype: 0 });
    const stranger = await createLoggedInMember(t.app, 'mesra', { isAgent: 1 });
    expect((await daily(stranger.headers, { action: 'accept', contractId: offerId })).statusCode).toBe(404);
    const accepted = await daily(sub, { action: 'accept', contractId: offerId });
    expect(accepted.json().value.contract.status).toBe('active');
    expect((await call('GET', '/wps/member/info/funds/consolidated', sub)).json().value).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 1 });
    // Only direct downlines get offers.
    const player = await call('POST', '/wps/agent/team/openAccount', sub, { username: 'player01', password: 'Pass1234' });
    expect(player.statusCode, player.body).toBe(200);
    expect((await daily(top.headers, { action: 'offer', downline: 'player01', terms: { tiers: [{ minBet: 0, rateBp: 10 }] } })).json().message).toBe('err_contract_not_direct');

    // The player (two levels down) plays the house slot with 100.00 given by the operator.
    const fund = await call('POST', '/api/operator/wallet/adjustments', op, { requestId: 'agents-fund-player01', username: 'player01', amount: 10_000, reason: 'test', kind: 'adjustment' });
    expect(fund.statusCode, fund.body).toBe(200);
    const me = await login('player01', 'Pass1234');
    const launch = (await call('POST', '/wps/game/launchGame', me, { nodeId: 'RNG.HOUSE.SLOT', language: 'en' })).json().value;
    const token = new URL(launch.url, 'http://x').searchParams.get('token')!;
    let staked = 0;
    let won = 0;
    for (let i = 0; i < 20; i++) {
      const v = (await t.app.inject({ method: 'POST', url: '/lgw/house/slot/spin', headers: { host: HOST }, payload: { token, stake: 200 } })).json().value;
      staked += 200;
      won += v.win;
    }
    await t.app.jobs.deliverOutbox();

    const overview = (await call('GET', '/wps/agent/team/overview?range=today', top.headers)).json().value;
    expect(overview).toMatchObject({ teamSize: 3, newMembers: 3, activeMembers: 1, validBet: staked, profitLoss: won - staked, bets: 20 });
    const members = (await call('GET', '/wps/agent/team/members', top.headers)).json().value;
    expect(members.list.map((m: { username: string; teamSize: number }) => [m.username, m.teamSize]).sort()).toEqual([
      ['subagent1', 0],
      ['subagent2', 1],
    ]);
    const drill = (await call('GET', '/wps/agent/team/members?parent=subagent2', top.headers)).json().value;
    expect(drill.list.map((m: { username: string }) => m.username)).toEqual(['player01']);
    expect((await call('GET', '/wps/agent/team/members?parent=topagent', sub)).json().message).toBe('err_member_not_found');
    // Search: usernames starting with the text, any case, at any level of the team; never the agent itself or
    // anyone outside its team.
    const found = async (h: Record<string, string>, search: string) =>
      ((await call('GET', `/wps/agent/team/members?search=${search}`, h)).json().value.list as { username: string }[]).map((m) => m.username).sort();
    expect(await found(top.headers, 'SubAg')).toEqual(['subagent1', 'subagent2']);
    expect(await found(top.headers, 'player0')).toEqual(['player01']);
    expect(await found(top.headers, 'agent')).toEqual([]); // not a prefix
    expect(await found(sub, 'p')).toEqual(['player01']);
    expect(await found(sub, 'sub')).toEqual([]); // itself and its sibling are not in its team
    expect(await found(sub, 'top')).toEqual([]);

    // Not before the day has ended; then the job runner pays the day, once.
    const period = (await call('POST', '/api/operator/agents/settlements/run', op, { kind: 'daily', periodKey: 'D:2026-11-24' })).json();
    expect(period.message).toBe('err_period_open');
    const [topBefore, subBefore] = [await balance(top.headers), await balance(sub)];
    clock.set('2026-11-24T16:05:00Z'); // 00:05 the next market day
    const preview = (await call('POST', '/api/operator/agents/settlements/preview', op, { kind: 'daily', periodKey: 'D:2026-11-24' })).json().value;
    const subShare = Math.floor((staked * 60) / 10_000);
    const topGross = Math.floor((staked * 100) / 10_000);
    expect(preview.list.find((l: { username: string }) => l.username === 'subagent2').amount).toBe(subShare);
    expect(preview.list.find((l: { username: string }) => l.username === 'topagent')).toMatchObject({ gross: topGross, givenBelow: subShare, amount: topGross - subShare });
    await t.app.jobs.runNow('agents.settle-periods', { now: clock.now() });
    await t.app.jobs.runNow('agents.settle-periods', { now: new Date(clock.now().getTime() + 600_000) });
    const rerun = (await call('POST', '/api/operator/agents/settlements/run', op, { kind: 'daily', periodKey: 'D:2026-11-24' })).json().value;
    expect(rerun).toMatchObject({ paid: 0, alreadySettled: 2 });
    expect(await balance(top.headers)).toBe(topBefore + topGross - subShare);
    expect(await balance(sub)).toBe(subBefore + subShare);
    const income = (await call('GET', '/wps/agent/income?range=yesterday', sub)).json().value;
    expect(income.total).toBe(subShare);
    expect(income.list[0]).toMatchObject({ kind: 'daily', periodKey: 'D:2026-11-24', amount: subShare, rateBp: 60 });
    const check = (await call('GET', '/api/operator/wallet/check', op)).json().value;
    expect(Object.values(check).every((n) => n === 0), JSON.stringify(check)).toBe(true);

    // A hold keeps a period from being paid until released.
    expect((await call('POST', '/api/operator/agents/settlements/hold', op, { kind: 'daily', periodKey: 'D:2026-11-25' })).statusCode).toBe(200);
    clock.set('2026-11-25T16:05:00Z');
    expect((await call('POST', '/api/operator/agents/settlements/run', op, { kind: 'daily', periodKey: 'D:2026-11-25' })).json().value.held).toBe(true);

    // spec §4: the brand lowers the top agent's rate to 0.50 %: the sub-agent's 0.60 % contract ends.
    await call('POST', '/api/operator/agents/contracts', op, { username: 'topagent', kind: 'daily', period: 'D', terms: { tiers: [{ minBet: 0, rateBp: 50 }] } });
    const viewRes = await daily(await login('subagent2', 'Pass1234'), {});
    expect(viewRes.statusCode, viewRes.body).toBe(200);
    const view = viewRes.json().value;
    expect(view.mine).toBeNull();
    expect(view.history[0]).toMatchObject({ status: 'terminated', endReason: 'upline_rate_lowered' });
    // A bad call is a 400 with a key, nothing written.
    const topNow = await login('topagent', 'Test@1234');
    const bad = await daily(topNow, { action: 'offer', downline: 'subagent2', terms: { tiers: [{ minBet: -1, rateBp: 10 }] } });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/wps/agent/team/overview?startDate=2026-13-01', topNow)).statusCode).toBe(400);
    expect((await call('GET', '/wps/agent/team/overview?startDate=2026-02-30', topNow)).json().message).toBe('err_date_range');
  }, 120_000);

  it('shows the operator the tree: the top, a team, and usernames found by their start in a team or the brand', async () => {
    const names = async (query: string) => {
      const r = await call('GET', `/api/operator/agents/tree${query}`, op);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().value.list as { username: string }[]).map((x) => x.username);
    };
    expect(await names('')).toContain('topagent');
    expect(await names('?parent=topagent')).toContain('subagent2');
    expect(await names('?search=SUBAGENT')).toContain('subagent2');
    const found = await names('?parent=topagent&search=sub');
    expect(found).toContain('subagent2');
    expect(found.every((n) => n.startsWith('sub'))).toBe(true);
    expect(await names('?parent=topagent&search=top')).toEqual([]);
    expect((await call('GET', '/api/operator/agents/tree?search=a%25b', op)).statusCode).toBe(400);
    expect((await call('GET', '/api/operator/agents/tree?search=', op)).statusCode).toBe(400);
  });

  it('publishes agent announcements the operator then lists, newest first; bad input is a 400 that writes nothing', async () => {
    const made = (await call('POST', '/api/operator/agents/announcements', op, { title: 'New wage table', content: 'From Monday the daily wage pays 1.2 %.' })).json();
    expect(made.success).toBe(true);
    const listed = (await call('GET', '/api/operator/agents/announcements', op)).json().value.list as { id: number; title: string; content: string }[];
    expect(listed[0]).toMatchObject({ id: made.value.id, title: 'New wage table', content: 'From Monday the daily wage pays 1.2 %.' });
    expect((await call('POST', '/api/operator/agents/announcements', op, { title: '', content: 'x' })).statusCode).toBe(400);
    expect((await call('GET', '/api/operator/agents/announcements?title=x', op)).statusCode).toBe(400);
    expect(((await call('GET', '/api/operator/agents/announcements', op)).json().value.list as unknown[]).length).toBe(listed.length);
    // Another brand's operator view does not see them.
    const other = (await call('GET', '/api/operator/agents/announcements', { ...op, host: 'orbit.localhost' })).json().value.list as { id: number }[];
    expect(other.some((a) => a.id === made.value.id)).toBe(false);
  });

  it('refuses the team pages to non-agents', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    const r = await call('GET', '/wps/agent/team/overview', m.headers);
    expect([r.statusCode, r.json().code]).toEqual([403, 'non_agent']);
  });
});
