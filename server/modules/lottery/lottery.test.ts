// Issue 17: the house lotteries end to end through the app (PGlite; PostgreSQL too with TEST_DATABASE_URL): draws
// created with a published seed hash, bets debited through the wallet, refused after the lock, limits, idempotent
// slips, the draw from the committed seed, settlement paid once, void refunds once, missed draws drawn late.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import { checkInvariants, CLEAN } from '../wallet/invariants';
import { deriveResult, hashSeed } from './fair';
import { lotteryGames } from './games-data';
import { payoutOf } from './payout';
import { nextDraws } from './schedule';
import { fund, lotteryBalance } from '../../test/lottery';

const host = 'mesra.localhost';
// A Tuesday, 10:00:10 MYT (02:00:10 UTC).
const START = '2026-11-24T02:00:10.000Z';
const FAST = { fastIntervalSeconds: 300, fastLockSeconds: 30 };
const games = lotteryGames(FAST);
const game = (code: string) => games.find((g) => g.code === code)!;

describe('schedule', () => {
  it('draws 4D on Wednesday, Saturday and Sunday at 19:00 Malaysia time, locked 30 minutes before', () => {
    const d = nextDraws(game('H4D'), new Date(START), 3);
    expect(d.map((x) => [x.numero, x.drawAt.toISOString(), x.lockAt.toISOString()])).toEqual([
      ['20261125', '2026-11-25T11:00:00.000Z', '2026-11-25T10:30:00.000Z'],
      ['20261128', '2026-11-28T11:00:00.000Z', '2026-11-28T10:30:00.000Z'],
      ['20261129', '2026-11-29T11:00:00.000Z', '2026-11-29T10:30:00.000Z'],
    ]);
  });
  it('numbers the fast draws of a local day from 0001 and draws every 5 minutes', () => {
    const d = nextDraws(game('HP3'), new Date(START), 2);
    // 10:05 MYT is the 121st five-minute slot of the day.
    expect(d.map((x) => x.numero)).toEqual(['20261124-0121', '20261124-0122']);
    expect(d[1].drawAt.getTime() - d[0].drawAt.getTime()).toBe(300_000);
    expect(nextDraws(game('HP3'), new Date('2026-11-24T15:57:00Z'), 2).map((x) => x.numero)).toEqual(['20261124-0288', '20261125-0001']);
  });
  it('draws Ho Chi Minh City on Monday and Saturday at 16:15 Vietnam time', () => {
    expect(nextDraws(game('HVNHCM'), new Date(START), 2).map((x) => [x.numero, x.drawAt.toISOString()])).toEqual([
      ['20261128', '2026-11-28T09:15:00.000Z'],
      ['20261130', '2026-11-30T09:15:00.000Z'],
    ]);
  });
});

describe('provably fair result', () => {
  const seed = 'ab'.repeat(32);
  it('is a function of the seed, game and numero only: 4D has 23 different 4-digit numbers, VN south 18 prizes', () => {
    const a = deriveResult(game('H4D'), '20261125', seed);
    expect(deriveResult(game('H4D'), '20261125', seed)).toEqual(a);
    expect(deriveResult(game('H4D'), '20261128', seed)).not.toEqual(a);
    const all = a.prizes.flatMap((p) => p.numbers);
    expect(all).toHaveLength(23);
    expect(new Set(all).size).toBe(23);
    expect(all.every((n) => /^[0-9]{4}$/.test(n))).toBe(true);
    const vn = deriveResult(game('HVNHCM'), '20261128', seed);
    expect(vn.prizes.flatMap((p) => p.numbers)).toHaveLength(18);
    expect(vn.prizes[0].numbers[0]).toMatch(/^[0-9]{6}$/);
    expect(deriveResult(game('HVNMB'), '20261128', seed).prizes.flatMap((p) => p.numbers)).toHaveLength(27);
  });
  it('publishes the SHA-256 of the seed', () => {
    expect(hashSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe.each(backends)('lottery on %s', (backend) => {
  let t: TestApp;
  const clock = new TestClock(START);
  beforeAll(async () => {
    t = await createTestApp(backend, { clock, system: { operatorToken: 'lottery-operator' } });
  });
  afterAll(() => t.close());

  const cycle = () => t.app.jobs.runNow('lottery.draws', { period: clock.now().toISOString() });
  const get = (url: string, token?: string) => t.app.inject({ url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const bet = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/lotto/lgw/bets', payload, headers: { host, authorization: `Bearer ${token}` } });
  let n = 0;
  const rid = () => `req-${backend}-${++n}-xxxxxxxx`;

  async function fastItem(token?: string) {
    const r = await get('/lotto/lgw/lobby?lottoArea=SEA&language=en', token);
    expect(r.statusCode).toBe(200);
    const menus = r.json().value.menus as { tag: string; gameMenus: { gameId: string; numero: string; seedHash: string; remainTime: number; last: { numero: string; numbers: string[] } | null }[] }[];
    return menus.flatMap((m) => m.gameMenus).find((g) => g.gameId === 'HP3')!;
  }

  it('opens each draw with its seed hash published and the seed kept back, bets debit the wallet, a bet after the lock is refused', async () => {
    await cycle();
    const item = await fastItem();
    expect(item.numero).toBe('20261124-0121');
    expect(item.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const before = (await get(`/lotto/lgw/draw?gameCode=HP3&numero=${item.numero}`)).json().value.draw;
    expect(before).toMatchObject({ status: 'open', seed: null, seedHash: item.seedHash, numbers: [] });

    const { member, token } = await createLoggedInMember(t.app, 'mesra');
    await fund(t.database.db as never, member, 10_000);
    const slip = { requestId: rid(), gameCode: 'HP3', lines: [ { playType: 'STRAIGHT', number: '123', stake: 200 }, { playType: 'BIG', number: '', stake: 500 } ] };
    const placed = await bet(token, slip);
    expect(placed.json()).toMatchObject({ success: true, value: { duplicate: false, balance: 9_300 } });
    // The same slip again (a retry): the first answer, nothing more debited.
    const again = await bet(token, slip);
    expect(again.json().value).toMatchObject({ duplicate: true });
    expect(again.json().value.bets.map((b: { id: number }) => b.id)).toEqual(placed.json().value.bets.map((b: { id: number }) => b.id));
    expect(await lotteryBalance(t.database.db, member)).toBe(9_300);

    // Stake and number limits, checked before anything moves.
    expect((await bet(token, { requestId: rid(), gameCode: 'HP3', lines: [{ playType: 'STRAIGHT', number: '123', stake: 50 }] })).json()).toMatchObject({ code: 'lottery_stake_min', message: 'err_lottery_stake_min' });
    expect((await bet(token, { requestId: rid(), gameCode: 'HP3', lines: [{ playType: 'STRAIGHT', number: '12', stake: 100 }] })).json()).toMatchObject({ message: 'err_lottery_number' });
    expect((await bet(token, { requestId: rid(), gameCode: 'HP3', lines: [{ playType: 'STRAIGHT', number: '123', stake: 20_100 }] })).json()).toMatchObject({ message: 'err_lottery_stake_max' });
    const rich = await createLoggedInMember(t.app, 'mesra');
    await fund(t.database.db as never, rich.member, 1_000_000);
    // 1,000.00 per number per draw: 2.00 taken, 998.00 left.
    const over = await bet(rich.token, { requestId: rid(), gameCode: 'HP3', lines: Array.from({ length: 5 }, () => ({ playType: 'STRAIGHT', number: '123', stake: 20_000 })) });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'lottery_number_limit', message: 'err_lottery_number_limit' });
    expect(await lotteryBalance(t.database.db, rich.member)).toBe(1_000_000);
    const poor = await bet(token, { requestId: rid(), gameCode: 'HP3', lines: [{ playType: 'BIG', number: '', stake: 500_000 }] });
    expect(poor.json()).toMatchObject({ code: 'insufficient_funds', message: 'err_insufficient_balance' });
    expect(await lotteryBalance(t.database.db, member)).toBe(9_300);

    // 30 s before the draw the draw locks: a bet is refused, whether the job has run yet or not.
    clock.set('2026-11-24T02:04:31.000Z');
    const late = await bet(token, { requestId: rid(), gameCode: 'HP3', numero: item.numero, lines: [{ playType: 'BIG', number: '', stake: 100 }] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'lottery_closed', message: 'err_lottery_closed' });
    await cycle();
    expect((await get(`/lotto/lgw/draw?gameCode=HP3&numero=${item.numero}`)).json().value.draw.status).toBe('locked');

    // The draw: result from the committed seed, winners paid once.
    clock.set('2026-11-24T02:05:01.000Z');
    await cycle();
    const drawn = (await get(`/lotto/lgw/draw?gameCode=HP3&numero=${item.numero}`)).json().value.draw;
    expect(drawn.status).toBe('settled');
    expect(hashSeed(drawn.seed)).toBe(item.seedHash);
    const result = deriveResult(game('HP3'), item.numero, drawn.seed);
    expect(drawn.result).toEqual(result);
    const expected = payoutOf(game('HP3').playTypes[0], '123', 200, result) + payoutOf(game('HP3').playTypes[1], '', 500, result);
    expect(await lotteryBalance(t.database.db, member)).toBe(9_300 + expected);
    const mine = (await get('/lotto/lgw/bets', token)).json().value;
    expect(mine.totalCount).toBe(2);
    expect(mine.list.every((b: { status: string; numbers: string[] }) => ['won', 'lost'].includes(b.status) && b.numbers.length === 1)).toBe(true);
    await cycle();
    await t.app.jobs.runNow('lottery.draws', { period: 'again' });
    expect(await lotteryBalance(t.database.db, member)).toBe(9_300 + expected);
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
    // The results list shows it with at most 6 numbers; the next draw is open.
    const results = (await get('/lotto/lgw/draws?gameCode=HP3')).json().value;
    expect(results.list[0]).toMatchObject({ numero: item.numero, status: 'settled' });
    expect((await fastItem()).numero).toBe('20261124-0122');
  });

  it('voids a draw and refunds every bet once; a drawn draw cannot be voided', async () => {
    const item = await fastItem();
    const { member, token } = await createLoggedInMember(t.app, 'mesra');
    await fund(t.database.db as never, member, 5_000);
    await bet(token, { requestId: rid(), gameCode: 'HP3', lines: [{ playType: 'ODD', number: '', stake: 1_000 }] });
    expect(await lotteryBalance(t.database.db, member)).toBe(4_000);
    const op = { host, authorization: 'Bearer lottery-operator' };
    const cal = (await t.app.inject({ url: '/api/operator/lottery/draws?gameCode=HP3', headers: op })).json().value as { id: number; numero: string; bets: number; stake: number }[];
    const row = cal.find((d) => d.numero === item.numero)!;
    expect(row).toMatchObject({ bets: 1, stake: 1_000 });
    const v = await t.app.inject({ method: 'POST', url: `/api/operator/lottery/draws/${row.id}/void`, headers: op });
    expect(v.json().value).toEqual({ status: 'voided', refunded: 1 });
    const v2 = await t.app.inject({ method: 'POST', url: `/api/operator/lottery/draws/${row.id}/void`, headers: op });
    expect(v2.json().value).toEqual({ status: 'voided', refunded: 0 });
    await cycle();
    expect(await lotteryBalance(t.database.db, member)).toBe(5_000);
    const detail = (await t.app.inject({ url: `/api/operator/lottery/draws/${row.id}`, headers: op })).json().value;
    expect(detail.bets).toMatchObject([{ status: 'refunded', stake: 1_000 }]);
    const settled = cal.find((d) => d.numero === '20261124-0121')!;
    const refused = await t.app.inject({ method: 'POST', url: `/api/operator/lottery/draws/${settled.id}/void`, headers: op });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('err_lottery_void_too_late');
  });

  it('draws the draws missed while the server was down, from their committed seeds, once', async () => {
    const item = await fastItem();
    const hashes = (await t.app.inject({ url: '/lgw/vn/numeros/opened/game', headers: { host } })).json().value.list as { gameId: string; numero: string; seedHash: string; winningTime: string }[];
    // Down for a week: nothing ran. Every draw already announced whose time passed is drawn.
    clock.advance(7 * 86_400_000);
    const due = hashes.filter((h) => new Date(h.winningTime) <= clock.now());
    expect(due.length).toBeGreaterThan(8);
    await cycle();
    const d = (await get(`/lotto/lgw/draw?gameCode=HP3&numero=${item.numero}`)).json().value.draw;
    expect(d.status).toBe('settled');
    expect(hashSeed(d.seed)).toBe(item.seedHash);
    for (const h of due) {
      const vn = (await get(`/lotto/lgw/draw?gameCode=${h.gameId}&numero=${h.numero}`)).json().value.draw;
      expect(vn.status).toBe('settled');
      expect(vn.seedHash).toBe(h.seedHash);
      expect(vn.result).toEqual(deriveResult(game(h.gameId), h.numero, vn.seed));
    }
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });

  it("the operator's draw calendar shows tomorrow's draw while today's is locked (today ± 1 market day, not now ± 24 h)", async () => {
    // Northern Vietnam draws daily at 18:15 Vietnam time (11:15 UTC), locked 15 minutes before. At 11:05 UTC today's
    // draw is locked and tomorrow's is 24 h 10 min away: a rolling ± 24 h window showed no open draw at all.
    clock.set('2026-12-03T11:05:00.000Z');
    await cycle();
    const op = { host, authorization: 'Bearer lottery-operator' };
    const cal = (await t.app.inject({ url: '/api/operator/lottery/draws?gameCode=HVNMB', headers: op })).json().value as { numero: string; status: string }[];
    expect(cal.find((d) => d.numero === '20261203')?.status).toBe('locked');
    expect(cal.find((d) => d.numero === '20261204')?.status).toBe('open');
    // From yesterday's start to tomorrow's end in Malaysia (UTC+8): the 2nd's draw too, the 1st's (made a week-jump ago) not.
    expect(cal.map((d) => d.numero).sort()).toEqual(['20261202', '20261203', '20261204']);
  });
});
