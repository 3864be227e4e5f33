// The operator CLI as a child process against a listening server: adjust, list, approve; audit-logged.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/test/harness';
import { createLoggedInMember, createMember } from '../server/test/login';
import { lockAccount, movePoints } from '../server/modules/points/earning';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');

describe('npm run operator', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { system: { operatorToken: 'cli-token' } });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', '--url', url, '--brand', 'MESRA88', ...args], {
      cwd: root,
      env: { ...process.env, OPERATOR_TOKEN: 'cli-token', OPERATOR_NAME: 'bob' },
    });

  it('adjusts a balance with a reason, shows it, and refuses a bad amount', async () => {
    const m = await createMember(t.app, 'mesra');
    const out = await cli('--json', 'adjust', m.username, '12.50', '--reason', 'goodwill credit', '--request-id', 'cli-req-0001');
    expect(JSON.parse(out.stdout)).toMatchObject({ amount: 1250, balance: 1250 });
    await cli('adjust', m.username, '12.50', '--reason', 'goodwill credit', '--request-id', 'cli-req-0001'); // retry: once
    expect(JSON.parse((await cli('--json', 'balance', m.username)).stdout)).toMatchObject({ sumBalance: 1250 });
    expect(JSON.parse((await cli('--json', 'check')).stdout)).toEqual({ unbalancedJournals: 0, balanceMismatches: 0, runningBalanceMismatches: 0, negativeMemberAccounts: 0, duplicateRequestKeys: 0, danglingReferences: 0 });
    await expect(cli('adjust', m.username, '1.234', '--reason', 'bad')).rejects.toMatchObject({ stderr: expect.stringContaining('amount must look like') });
    const audit = (await t.app.inject({ url: '/api/operator/audit', headers: { host: 'mesra.localhost', authorization: 'Bearer cli-token' } })).json().value;
    expect(audit[0]).toMatchObject({ actor: 'operator:bob', action: 'wallet.adjustment', detail: { reason: 'goodwill credit', amount: 1250 } });
  }, 60_000);

  it('issue 24 item 16: a negative --bonus is refused unless it says --deduction', async () => {
    const m = await createMember(t.app, 'mesra');
    await cli('adjust', m.username, '20', '--bonus', '--reason', 'welcome bonus');
    await expect(cli('adjust', m.username, '-5', '--bonus', '--reason', 'take back')).rejects.toMatchObject({ stderr: expect.stringContaining('adjustment_sign') });
    const out = await cli('--json', 'adjust', m.username, '-5', '--bonus', '--deduction', '--reason', 'take back');
    expect(JSON.parse(out.stdout)).toMatchObject({ amount: -500, balance: 1500 });
    await expect(cli('adjust', m.username, '-5', '--deduction', '--reason', 'no bonus flag')).rejects.toMatchObject({ stderr: expect.stringContaining('--deduction') });
  }, 60_000);

  it('issue 23 item 4: prints amounts in major units with the brand currency, as typed and as the site shows them', async () => {
    const m = await createMember(t.app, 'mesra');
    // Above the brand's approval threshold (default RM1,000.00) the CLI says the adjustment waits for a second operator.
    expect((await cli('adjust', m.username, '1234.50', '--reason', 'goodwill')).stdout).toMatch(/\+RM1,234\.50 is above the brand's approval threshold: pending request #\d+/);
    const raised = await t.app.inject({ method: 'PUT', url: '/api/operator/wallet/settings', headers: { host: 'mesra.localhost', authorization: 'Bearer cli-token' }, payload: { adjustmentApprovalThreshold: 200_000 } });
    expect(raised.statusCode, raised.body).toBe(200);
    // Typed in major units (1,234.50), printed the same way with the brand's symbol (tenants/mesra: RM, 2 decimals).
    expect((await cli('adjust', m.username, '1234.50', '--reason', 'goodwill')).stdout).toContain(`${m.username}: +RM1,234.50, balance now RM1,234.50`);
    expect((await cli('adjust', m.username, '-0.05', '--reason', 'rounding')).stdout).toContain('-RM0.05, balance now RM1,234.45');
    const balance = (await cli('balance', m.username)).stdout;
    expect(balance).toMatch(/main\s+RM1,234\.45/);
    expect(balance).toMatch(/total\s+RM1,234\.45/);
    expect(balance).not.toContain('123445');
  }, 60_000);

  it('issue 15: writes to a member, broadcasts to VIP levels and lists what was sent; the member sees them', async () => {
    const m = await createLoggedInMember(t.app, 'mesra', { vipRankLevel: 4 });
    const other = await createLoggedInMember(t.app, 'mesra', { vipRankLevel: 1 });
    const sent = JSON.parse((await cli('--json', 'message', m.member.username, '--title', 'Welcome back', '--content', '<p>Hello <b>friend</b><script>x()</script></p>')).stdout);
    const cast = JSON.parse((await cli('--json', 'broadcast', '--title', 'VIP week', '--content', '<p>Double points</p>', '--vip', '4,5')).stdout);
    const inbox = (await t.app.inject({ url: '/wps/content/messages', headers: m.headers })).json().value;
    expect(inbox.list.map((x: { id: number; title: string }) => [x.id, x.title])).toEqual([
      [cast.id, 'VIP week'],
      [sent.id, 'Welcome back'],
    ]);
    expect(inbox.list[1].content).toBe('<p>Hello <b>friend</b></p>');
    expect((await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: other.headers })).json().value).toBe(0);
    const list = (await cli('messages')).stdout;
    expect(list.split('\n')[0]).toMatch(/^id\s+createdAt\s+to\s+title\s+sentBy\s+readCount$/);
    expect(list).toMatch(new RegExp(`^${cast.id}\\s.*VIP 4,5\\s+VIP week\\s+operator:bob\\s+0$`, 'm'));
    expect(list).toMatch(new RegExp(`^${sent.id}\\s.*${m.member.username}\\s+Welcome back\\s+operator:bob\\s+0$`, 'm'));
    await expect(cli('broadcast', '--title', 'x', '--content', 'y', '--vip', 'gold')).rejects.toMatchObject({ stderr: expect.stringContaining('--vip takes VIP levels') });
    await expect(cli('message', 'no_such_member', '--title', 'x', '--content', 'y')).rejects.toMatchObject({ stderr: expect.stringContaining('404 not_found err_member_not_found') });
  }, 60_000);

  it('issue 15: lists feedback by status, shows one and saves its images, replies (the member reads it) and closes', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 9)]);
    const created = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: m.headers,
      payload: { questionType: 'withdrawal', content: 'My withdrawal is still pending after two days', images: [{ name: 'shot.png', data: png.toString('base64') }] },
    });
    const { id } = created.json().value;
    expect((await cli('feedback', '--status', 'open')).stdout).toMatch(new RegExp(`^${id}\\s.*${m.member.username}\\s+withdrawal\\s+open\\s+1\\s+My withdrawal is still pending after tw…$`, 'm'));
    const dir = mkdtempSync(join(tmpdir(), 'feedback-images-'));
    try {
      const shown = (await cli('feedback-show', String(id), '--save-images', dir)).stdout;
      expect(shown).toContain(`saved ${join(dir, `feedback-${id}-`)}`);
      const saved = /saved (\S+)/.exec(shown)![1];
      expect(Buffer.compare(readFileSync(saved), png)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const replied = (await cli('feedback-reply', String(id), '--reply', 'Paid out this morning.')).stdout;
    expect(replied).toMatch(/^status\s+replied$/m);
    expect(replied).toMatch(/^reply\s+Paid out this morning\.$/m);
    expect(replied).toMatch(/^repliedBy\s+operator:bob$/m);
    expect((await t.app.inject({ url: '/wps/feedback', headers: m.headers })).json().value.list[0]).toMatchObject({ id, status: 'replied', reply: 'Paid out this morning.' });
    expect((await t.app.inject({ url: '/wps/content/messages', headers: m.headers })).json().value.list[0]).toMatchObject({ kind: 'feedbackReply', feedbackId: id });
    expect((await cli('feedback', '--status', 'open')).stdout).not.toMatch(new RegExp(`^${id}\\s`, 'm'));
    expect(JSON.parse((await cli('--json', 'feedback-close', String(id))).stdout)).toMatchObject({ status: 'closed' });
    await expect(cli('feedback-reply', String(id), '--reply', 'again')).rejects.toMatchObject({ stderr: expect.stringContaining('409 feedback_closed err_feedback_closed') });
    const audit = (await t.app.inject({ url: '/api/operator/audit', headers: { host: 'mesra.localhost', authorization: 'Bearer cli-token' } })).json().value;
    expect(audit.slice(0, 2).map((e: { actor: string; action: string }) => `${e.actor} ${e.action}`)).toEqual(['operator:bob feedback.close', 'operator:bob feedback.reply']);
  }, 60_000);

  it('issue 20: lists pending identity documents, downloads one and verifies it; the player sees verified', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const pdf = 'data:application/pdf;base64,' + Buffer.from('%PDF-1.4 cli test').toString('base64');
    const up = await t.app.inject({ method: 'POST', url: '/wps/kyc/documents', headers: p.headers, payload: { kind: 'id', file: pdf } });
    const id = up.json().value.id as number;
    const listed = await cli('kyc', '--status', 'pending');
    expect(listed.stdout).toContain(p.member.username);
    const dir = mkdtempSync(join(tmpdir(), 'kyc-'));
    await cli('kyc-file', String(id), '--out', join(dir, 'doc.pdf'));
    expect(readFileSync(join(dir, 'doc.pdf'), 'utf8')).toBe('%PDF-1.4 cli test');
    rmSync(dir, { recursive: true, force: true });
    await expect(cli('kyc-reject', String(id))).rejects.toMatchObject({ stderr: expect.stringContaining('err_kyc_reason_required') });
    expect(JSON.parse((await cli('--json', 'kyc-verify', String(id))).stdout)).toMatchObject({ id, status: 'verified' });
    expect((await t.app.inject({ url: '/wps/kyc', headers: p.headers })).json().value.status).toBe('verified');
  }, 60_000);
  it('issue 18: sets VIP levels (thresholds, upgrade bonus, rebate rates, withdrawal limit) and the period; refuses a gap', async () => {
    await cli('vip', 'level', '0', '--name', 'Member', '--rebate', 'RNG=0.4', '--rebate', 'default=0.2');
    await cli('vip', 'level', '1', '--name', 'Bronze', '--name-zh', '青铜', '--deposit', '50', '--bets', '50.00', '--bonus', '5', '--withdraw-limit', '80000', '--birthday-bonus', '8', '--rebate', 'RNG=0.5');
    await cli('vip', 'level', '1', '--name-ms', 'Gangsa');
    await cli('vip', 'period', '14');
    const shown = (await cli('vip', 'show')).stdout;
    expect(shown).toContain('period: 14 days');
    expect(shown).toMatch(/1\s+Bronze \/ ms: Gangsa \/ zh: 青铜\s+RM50\.00\s+RM50\.00\s+RM5\.00\s+RM80,000\.00\s+RM8\.00\s+RNG 0\.5%/);
    const json = JSON.parse((await cli('--json', 'vip', 'show')).stdout);
    expect(json.levels[1]).toMatchObject({ level: 1, name: 'Bronze', names: { zh: '青铜', ms: 'Gangsa' }, minDeposit: 5_000, minValidBet: 5_000, upgradeBonus: 500, withdrawDailyLimit: 8_000_000, birthdayBonus: 800, rebateRates: { RNG: 50 } });
    expect(json.levels[0].rebateRates).toEqual({ RNG: 40, default: 20 });
    await expect(cli('vip', 'level', '3', '--name', 'Gold')).rejects.toMatchObject({ stderr: expect.stringContaining('err_vip_levels') });
    await expect(cli('vip', 'level', '1', '--rebate', 'RNG=half')).rejects.toMatchObject({ stderr: expect.stringContaining('--rebate takes TYPE=percent') });
    const report = (await cli('vip', 'rebate-report')).stdout;
    expect(report).toMatch(/amount\s+RM0\.00/);
    expect(report).toMatch(/gameType\s+lines\s+validBet\s+amount/);
  }, 60_000);

  it('issue 18 item 6: sets the referral rule in major units and shows it with its report', async () => {
    await cli('referral', 'set', '--deposit', '50', '--turnover', '200.50', '--bonus', '8');
    const shown = (await cli('referral', 'show')).stdout;
    expect(shown).toContain('enabled: yes');
    expect(shown).toContain('first deposit at least: RM50.00');
    expect(shown).toContain('valid bets at least: RM200.50');
    expect(shown).toContain('bonus to the referrer: RM8.00');
    expect(shown).toMatch(/friends: 0, rewarded: 0, paid: RM0\.00/);
    await cli('referral', 'set', '--off');
    expect(JSON.parse((await cli('--json', 'referral', 'show')).stdout).rule).toEqual({ enabled: false, minFirstDeposit: 5_000, minTurnover: 20_050, bonus: 800 });
    await expect(cli('referral', 'set', '--on', '--off')).rejects.toMatchObject({ stderr: expect.stringContaining('--on or --off') });
  }, 60_000);

  it('issue 18 item 4: sets the points rates, adds rewards, and decides a physical item redeemed by a member', async () => {
    await cli('points', 'rates', '--on', '--rate', 'RNG=1', '--rate', 'LIVE=0.5', '--deposit', '2', '--convert', '100:1.00');
    const shown = (await cli('points', 'show')).stdout;
    expect(shown).toContain('enabled: yes');
    expect(shown).toContain('RNG 1, LIVE 0.5');
    expect(shown).toContain('points per unit deposited: 2');
    expect(shown).toContain('conversion: 100 points = RM1.00');
    const cash = JSON.parse((await cli('--json', 'points', 'add', 'CLICASH', 'cash', '--name', 'ms=Tunai', '--points', '100', '--amount', '1.50')).stdout);
    expect(cash).toMatchObject({ code: 'CLICASH', kind: 'cash', points: 100, amount: 150 });
    const mug = JSON.parse((await cli('--json', 'points', 'add', 'CLIMUG', 'item', '--name', 'ms=Mug', '--name', 'en=Mug', '--points', '50', '--stock', '3', '--limit', '1')).stdout);
    await cli('points', 'reward', String(mug.id), '--points', '40');
    await expect(cli('points', 'add', 'CLIBAD', 'cash', '--name', 'ms=x', '--points', '10')).rejects.toMatchObject({ stderr: expect.stringContaining('err_points_reward_amount') });
    await expect(cli('points', 'rates', '--rate', 'RNG=lots')).rejects.toMatchObject({ stderr: expect.stringContaining('--rate takes TYPE=points') });
    // A member redeems the mug (40 points, payment password); the operator lists it, approves it, and cannot reject it after.
    const p = await createLoggedInMember(t.app, 'mesra');
    const inject = (method: 'PUT' | 'POST', url: string, payload: object) => t.app.inject({ method, url, headers: p.headers, payload });
    await inject('PUT', '/wps/wallet/paymentPassword', { paymentPassword: '246810' });
    await t.database.db.transaction(async (tx) => movePoints(tx, await lockAccount(tx, p.member.merchantId, p.member.id), { type: 'slots', change: 60, reference: 'cli-test' }));
    const r = await inject('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', { rewardId: mug.id, paymentPassword: '246810', requestId: 'cli-redeem-0001' });
    expect(r.statusCode, r.body).toBe(200);
    const list = (await cli('points', 'redemptions', '--status', 'applying')).stdout;
    expect(list).toContain('Mug');
    const id = String(r.json().value.redemption.id);
    expect((await cli('points', 'approve', id, '--remark', 'parcel MY123')).stdout).toMatch(/status\s+approved/);
    await expect(cli('points', 'reject', id, '--reason', 'late')).rejects.toMatchObject({ stderr: expect.stringContaining('err_points_redemption_decided') });
  }, 60_000);

  it('issue 18 item 3: creates and schedules missions in major units, lists them and reports their reward cost', async () => {
    const now = Date.now();
    const iso = (h: number) => new Date(now + h * 3_600_000).toISOString();
    const created = JSON.parse(
      (await cli('--json', 'mission', 'create', 'CLISLOTS', '--period', 'D', '--goal', 'valid_bet', '--game-type', 'RNG', '--target', '50.00', '--reward', '2.50', '--bonus', '2', '--score', '10', '--starts', iso(-1), '--ends', iso(48), '--title', 'ms=Putar slot', '--title', 'en=Spin slots', '--description', 'en=Bet RM50'))
        .stdout,
    );
    expect(created).toMatchObject({ code: 'CLISLOTS', period: 'D', goal: 'valid_bet', gameType: 'RNG', target: 5_000, rewardKind: 'bonus', rewardAmount: 250, wagerMultiple: 2, score: 10, enabled: true });
    expect(created.texts.en).toEqual({ title: 'Spin slots', description: 'Bet RM50' });
    await cli('mission', 'create', 'CLILOGIN', '--period', 'W', '--goal', 'login_days', '--target', '3', '--reward', '1', '--starts', iso(-1), '--ends', iso(48), '--title', 'ms=Log masuk');
    const listed = (await cli('mission', 'list')).stdout;
    expect(listed).toContain('CLISLOTS');
    expect(listed).toContain('RM50.00');
    expect(listed).toContain('3 days');
    const off = JSON.parse((await cli('--json', 'mission', 'schedule', String(created.id), '--disable', '--ends', iso(72))).stdout);
    expect(off).toMatchObject({ enabled: false, endsAt: iso(72) });
    expect((await cli('mission', 'report')).stdout).toMatch(/CLISLOTS\s+0\s+0\s+0\s+RM0\.00/);
    await expect(cli('mission', 'create', 'BAD', '--period', 'D', '--goal', 'deposit', '--target', '1', '--reward', '1', '--starts', iso(2), '--ends', iso(1), '--title', 'ms=x')).rejects.toMatchObject({ stderr: expect.stringContaining('err_mission_dates') });
  }, 60_000);

  it('issue 18: creates and schedules promotions, decides an application, and reports the bonus cost per promotion', async () => {
    const now = Date.now();
    const iso = (h: number) => new Date(now + h * 3_600_000).toISOString();
    const created = JSON.parse((await cli('--json', 'promo', 'create', 'CLIFREE', 'free', '--starts', iso(-1), '--ends', iso(48), '--title', 'ms=Bonus percuma', '--title', 'en=Free bonus', '--amount', '5.00', '--wager', '2', '--contribution', 'LIVE=10')).stdout);
    expect(created).toMatchObject({ code: 'CLIFREE', kind: 'free', rule: { amount: 500, wagerMultiple: 2, contributions: { LIVE: 10 } } });
    const app = JSON.parse((await cli('--json', 'promo', 'create', 'CLIAPPLY', 'application', '--starts', iso(-1), '--ends', iso(48), '--title', 'ms=Kongsi', '--amount', '20')).stdout);
    await expect(cli('promo', 'create', 'CLIBAD', 'deposit_match', '--starts', iso(-1), '--ends', iso(48), '--title', 'ms=x')).rejects.toMatchObject({ stderr: expect.stringContaining('err_promo_rule') });
    // Scheduled for later: a member cannot claim it yet; moved back to now, it can be claimed.
    await cli('promo', 'schedule', String(created.id), '--starts', iso(24));
    const p = await createLoggedInMember(t.app, 'mesra');
    const claim = () => t.app.inject({ method: 'POST', url: `/wps/promotions/${created.id}/claim`, headers: p.headers, payload: {} });
    expect((await claim()).json().message).toBe('err_promo_not_started');
    await cli('promo', 'schedule', String(created.id), '--starts', iso(-1));
    expect((await claim()).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/wps/promotions/${app.id}/apply`, headers: p.headers, payload: { comment: 'Won big' } });
    const apps = (await cli('promo', 'applications', '--status', 'applying')).stdout;
    expect(apps).toContain('Won big');
    const claimId = JSON.parse((await cli('--json', 'promo', 'applications', '--status', 'applying')).stdout).list[0].id;
    expect((await cli('promo', 'approve', String(claimId), '--amount', '12.50')).stdout).toMatch(/bonus\s+RM12\.50/);
    const report = (await cli('promo', 'report')).stdout;
    expect(report).toMatch(/CLIFREE\s+free\s+1\s+RM5\.00\s+RM0\.00\s+RM5\.00/);
    expect(report).toMatch(/CLIAPPLY\s+application\s+1\s+RM12\.50/);
    expect((await cli('promo', 'list')).stdout).toContain('Bonus percuma');
  }, 90_000);

  it('issue 16: moves a member under another agent, audit-logged; refuses a move under its own downline', async () => {
    const a = await createMember(t.app, 'mesra', { isAgent: 1 });
    const b = await createMember(t.app, 'mesra', { isAgent: 1 });
    const m = await createMember(t.app, 'mesra', { isAgent: 1, uplineId: a.id });
    expect((await cli('members', 'move', m.username, b.username)).stdout).toMatch(/moved\s+true/);
    expect(JSON.parse((await cli('--json', 'members', 'move', m.username, b.username)).stdout)).toEqual({ username: m.username, upline: b.username, moved: false });
    await expect(cli('members', 'move', b.username, m.username)).rejects.toMatchObject({ stderr: expect.stringContaining('400 upline_in_downline err_upline_in_downline') });
    const audit = (await t.app.inject({ url: '/api/operator/audit', headers: { host: 'mesra.localhost', authorization: 'Bearer cli-token' } })).json().value;
    expect(audit[0]).toMatchObject({ actor: 'operator:bob', action: 'members.upline', detail: { username: m.username, upline: b.username, fromUplineId: a.id, toUplineId: b.id } });
  }, 60_000);
});

describe('npm run operator: operator accounts (issue 19)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { system: { operatorToken: 'boot-token' } });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  const cli = (env: Record<string, string>, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', '--url', url, '--brand', 'MESRA88', ...args], { cwd: root, env: { ...process.env, OPERATOR_TOKEN: '', OPERATOR_KEY: '', ...env } });

  it('create-owner with the bootstrap token prints a password and an API key; the key then drives the CLI and the bootstrap token stops', async () => {
    const out = (await cli({ OPERATOR_TOKEN: 'boot-token' }, 'create-owner', '--name', 'owen')).stdout;
    const key = /API key:\s+(opk_\S+)/.exec(out)?.[1];
    expect(key, out).toBeTruthy();
    expect(out).toMatch(/password: \S{10,}/);
    await expect(cli({ OPERATOR_TOKEN: 'boot-token' }, 'operators')).rejects.toMatchObject({ stderr: expect.stringContaining('err_operator_bootstrap_closed') });
    await cli({ OPERATOR_KEY: key! }, 'operator-add', '--name', 'fay', '--roles', 'finance', '--brands', 'mesra', '--password', 'Finance-pass-1');
    const list = (await cli({ OPERATOR_KEY: key! }, 'operators')).stdout;
    expect(list).toMatch(/owen\s+owner\s+\*/);
    expect(list).toMatch(/fay\s+finance\s+mesra\s+false/);
    const made = (await cli({ OPERATOR_KEY: key! }, 'key-create', '--name', 'reports', '--roles', 'readonly', '--brands', 'mesra')).stdout;
    const [, id, second] = /key (\d+): (opk_\S+)/.exec(made)!;
    expect((await cli({ OPERATOR_KEY: second }, '--json', 'withdrawals')).stdout).toContain('[');
    await cli({ OPERATOR_KEY: key! }, 'key-revoke', id);
    await expect(cli({ OPERATOR_KEY: second }, 'withdrawals')).rejects.toMatchObject({ stderr: expect.stringContaining('err_operator_token') });
  }, 90_000);
});
