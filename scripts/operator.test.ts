// The operator CLI as a child process against a listening server: adjust, list, approve; audit-logged.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/test/harness';
import { createLoggedInMember, createMember } from '../server/test/login';

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
});
