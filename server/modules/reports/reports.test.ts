// Issue 19 item 2: the console's dashboard and reports. Registrations, first deposits, paid deposits, bets, wins,
// GGR and active players of today, 7 and 30 days, per day, per game type and per vendor, for the brand of the call
// only; every brand the operator serves with scope=all, each in its currency; CSV in major units; bad ranges 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDay } from '../../../schema/api/market-day';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createMember } from '../../test/login';
import { createDeposit, settleDeposit } from '../wallet/deposits';
import { seamlessRound } from '../wallet';

const OWNER = 'reports-owner-key-0001';
const MESRA_READER = 'reports-mesra-reader-01';

describe.each(backends)('dashboard and reports (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock(Date.now());
  beforeAll(async () => {
    t = await createTestApp(backend, {
      clock,
      system: { operatorKeys: [{ token: OWNER, name: 'olga', roles: ['owner'], brands: '*' }, { token: MESRA_READER, name: 'rex', roles: ['readonly'], brands: ['mesra'] }] },
    });
    for (const host of ['mesra.localhost', 'orbit.localhost']) {
      const r = await t.app.inject({ method: 'PUT', url: '/api/operator/wallet/channels', headers: { host, authorization: `Bearer ${OWNER}` }, payload: { code: 'DEMOPAY', name: 'Demo', gateway: 'demo', minAmount: 100, maxAmount: 10_000_000 } });
      expect(r.statusCode, r.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const get = (url: string, token = OWNER, host = 'mesra.localhost') => t.app.inject({ url, headers: { host, authorization: `Bearer ${token}` } });
  let n = 0;
  async function deposit(merchantId: number, memberId: number, amount: number, outcome: 'paid' | 'failed' = 'paid') {
    const d = await createDeposit(t.database.db, merchantId, memberId, { requestId: `rep-dep-${++n}`, channelCode: 'DEMOPAY', amount }, clock.now());
    await settleDeposit(t.database.db, merchantId, d.deposit.id, outcome, { actor: 'test', ip: null }, clock.now());
  }
  async function bet(merchantId: number, memberId: number, vendorCode: string, gameType: string, stake: number, win: number) {
    const base = { merchantId, memberId, vendorCode, roundId: `rep-r${++n}`, gameCode: 'G1', gameType, at: clock.now() };
    const r = await seamlessRound(t.database.db, { ...base, txId: `rep-d${n}`, amount: stake }, { ...base, txId: `rep-c${n}`, amount: win });
    expect(r.debit.ok && r.credit.ok, JSON.stringify(r)).toBe(true);
  }

  it("counts a brand's day: registrations, first deposits, deposits, bets, GGR, players; other brands apart", async () => {
    const mesra = t.app.tenants.get('mesra')!.merchantId;
    const orbit = t.app.tenants.get('orbit')!.merchantId;
    const before = (await get('/api/operator/dashboard')).json().value.windows.today;
    const [a, b, c] = [await createMember(t.app, 'mesra'), await createMember(t.app, 'mesra'), await createMember(t.app, 'mesra')];
    const o = await createMember(t.app, 'orbit');
    await deposit(mesra, a.id, 10_000);
    await deposit(mesra, a.id, 5_000);
    await deposit(mesra, b.id, 4_000);
    await deposit(mesra, c.id, 7_000, 'failed');
    await deposit(orbit, o.id, 99_000);
    await bet(mesra, a.id, 'REPA', 'RNG', 1_000, 0);
    await bet(mesra, a.id, 'REPA', 'RNG', 1_000, 2_500);
    await bet(mesra, b.id, 'REPB', 'LIVE', 3_000, 0);
    await bet(orbit, o.id, 'REPA', 'RNG', 50_000, 0);

    const d = (await get('/api/operator/dashboard')).json().value;
    expect(d.brand).toMatchObject({ id: 'mesra', currency: { code: expect.any(String) } });
    const today = d.windows.today;
    expect({
      registrations: today.registrations - before.registrations,
      firstDeposits: today.firstDeposits - before.firstDeposits,
      deposits: today.deposits - before.deposits,
      depositAmount: today.depositAmount - before.depositAmount,
      rounds: today.rounds - before.rounds,
      stake: today.stake - before.stake,
      win: today.win - before.win,
      ggr: today.ggr - before.ggr,
    }).toEqual({ registrations: 3, firstDeposits: 2, deposits: 3, depositAmount: 19_000, rounds: 3, stake: 5_000, win: 2_500, ggr: 2_500 });
    expect(today.players).toBeGreaterThanOrEqual(2);
    // 7 and 30 days include today; the series has 30 market days ending today.
    expect(d.windows.days7.depositAmount).toBeGreaterThanOrEqual(today.depositAmount);
    expect(d.series).toHaveLength(30);
    expect(d.series.at(-1)).toMatchObject({ day: marketDay(clock.now().getTime()), depositAmount: today.depositAmount, ggr: today.ggr });

    // Every brand the owner serves, each apart in its own currency; a reader of mesra gets mesra alone.
    const all = (await get('/api/operator/dashboard?scope=all')).json().value.brands as { brand: { id: string }; windows: { today: { depositAmount: number } } }[];
    expect(all.map((x) => x.brand.id)).toEqual(expect.arrayContaining(['mesra', 'orbit']));
    expect(all.find((x) => x.brand.id === 'orbit')!.windows.today.depositAmount).toBeGreaterThanOrEqual(99_000);
    const mine = (await get('/api/operator/dashboard?scope=all', MESRA_READER)).json().value.brands;
    expect(mine.map((x: { brand: { id: string } }) => x.brand.id)).toEqual(['mesra']);
    expect((await get('/api/operator/dashboard', MESRA_READER, 'orbit.localhost')).statusCode).toBe(403);
  });

  it('reports by day, game type and vendor, with totals; CSV in major units; bad ranges are 400', async () => {
    const day = marketDay(clock.now().getTime());
    const byType = (await get(`/api/operator/reports?from=${day}&to=${day}&by=gameType`)).json().value;
    const rows = Object.fromEntries(byType.rows.map((r: { gameType: string }) => [r.gameType, r]));
    expect(rows.RNG).toMatchObject({ rounds: 2, stake: 2_000, win: 2_500, ggr: -500, players: 1 });
    expect(rows.LIVE).toMatchObject({ rounds: 1, stake: 3_000, win: 0, ggr: 3_000, players: 1 });
    expect(byType.totals).toMatchObject({ rounds: 3, stake: 5_000, ggr: 2_500 });
    const byVendor = (await get(`/api/operator/reports?from=${day}&to=${day}&by=vendor`)).json().value.rows;
    expect(byVendor.map((r: { vendor: string; stake: number }) => [r.vendor, r.stake])).toEqual([
      ['REPA', 2_000],
      ['REPB', 3_000],
    ]);
    const byDay = (await get(`/api/operator/reports?from=${day}&to=${day}`)).json().value;
    expect(byDay.rows).toEqual([expect.objectContaining({ day, depositAmount: 19_000, firstDeposits: 2, stake: 5_000 })]);

    const csv = await get(`/api/operator/reports?from=${day}&to=${day}&by=gameType&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`mesra-gameType-${day}-${day}.csv`);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('gameType,rounds,stake,win,ggr,players');
    expect(lines).toContain('LIVE,1,30.00,0.00,30.00,1');
    expect(lines).toContain('RNG,2,20.00,25.00,-5.00,1');

    const bad = await Promise.all([
      get(`/api/operator/reports?from=2026-11-20&to=2026-11-19`),
      get(`/api/operator/reports?from=2026-02-30&to=2026-03-01`),
      get(`/api/operator/reports?from=2025-01-01&to=2026-11-20`),
      get(`/api/operator/reports?from=20261120&to=2026-11-20`),
      get(`/api/operator/reports?from=2026-11-20&to=2026-11-20&by=member`),
    ]);
    expect(bad.map((r) => [r.statusCode, r.json().message])).toEqual([
      [400, 'err_report_range'],
      [400, 'err_report_range'],
      [400, 'err_report_range'],
      [400, expect.stringMatching(/^err_/)],
      [400, expect.stringMatching(/^err_/)],
    ]);
  });
});
