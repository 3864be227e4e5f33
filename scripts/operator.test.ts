// The operator CLI as a child process against a listening server: adjust, list, approve; audit-logged.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/test/harness';
import { createMember } from '../server/test/login';

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
});
