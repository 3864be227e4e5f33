// `npm run operator -- <command>` (issue 4 item 7): operator wallet actions through the authenticated operator
// HTTP API (so every action is audit-logged by the server with who, what and when).
// Env: OPERATOR_URL (default http://127.0.0.1:3000), OPERATOR_TOKEN (required), OPERATOR_NAME (recorded as the
// actor, default $USER). --brand <merchantCode> picks the brand (x-merchant-code); default: the server's default.
// Amounts are given in major units with at most two decimals ("12.50") and sent as integer minor units.
import { randomUUID } from 'node:crypto';
import { Command } from 'commander';

interface Globals {
  brand?: string;
  url: string;
}

export function toMinor(text: string): number {
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`amount must look like 12 or 12.50 (got "${text}")`);
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

const fmt = (minor: number) => (minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function call(g: Globals, method: string, path: string, body?: unknown): Promise<unknown> {
  const token = process.env.OPERATOR_TOKEN;
  if (!token) throw new Error('OPERATOR_TOKEN is not set');
  const res = await fetch(new URL(path, g.url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-operator-name': process.env.OPERATOR_NAME ?? process.env.USER ?? 'cli',
      ...(g.brand ? { 'x-merchant-code': g.brand } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { success: boolean; value: unknown; code?: string; message?: string };
  if (!json.success) throw new Error(`${res.status} ${json.code ?? ''} ${json.message ?? ''}`.trim());
  return json.value;
}

function table(rows: Record<string, unknown>[], cols: string[]): string {
  const cells = rows.map((r) => cols.map((c) => (typeof r[c] === 'number' && /amount|balance/i.test(c) ? fmt(r[c] as number) : String(r[c] ?? ''))));
  const widths = cols.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (v: string[]) => v.map((x, i) => x.padEnd(widths[i])).join('  ').trimEnd();
  return [line(cols), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

const program = new Command('operator')
  .description('Operator wallet actions over the operator API (audit-logged)')
  .option('--brand <merchantCode>', 'brand merchant code (x-merchant-code)')
  .option('--url <url>', 'server URL', process.env.OPERATOR_URL ?? 'http://127.0.0.1:3000');
const g = (): Globals => program.opts() as Globals;
const print = (v: unknown) => console.log(typeof v === 'string' ? v : JSON.stringify(v, null, 2));

program
  .command('deposits')
  .description('list deposits (newest first)')
  .option('--status <status>', 'pending | paid | failed | cancelled')
  .action(async (o: { status?: string }) => {
    const rows = (await call(g(), 'GET', `/api/operator/wallet/deposits${o.status ? `?status=${o.status}` : ''}`)) as Record<string, unknown>[];
    print(table(rows, ['id', 'username', 'channelCode', 'amount', 'status', 'reference', 'memberRef', 'receiptUrl', 'decidedBy']));
  });
for (const outcome of ['paid', 'failed'] as const) {
  program
    .command(`deposit-${outcome}`)
    .argument('<id>')
    .description(outcome === 'paid' ? 'mark a deposit paid / approve a bank transfer (credits once)' : 'mark a deposit failed / reject a bank transfer')
    .action(async (id: string) => print(await call(g(), 'POST', `/api/operator/wallet/deposits/${id}/${outcome}`)));
}
program
  .command('withdrawals')
  .description('list withdrawals with their receipt state')
  .option('--status <status>', 'pending | paid | rejected')
  .action(async (o: { status?: string }) => {
    const rows = (await call(g(), 'GET', `/api/operator/wallet/withdrawals${o.status ? `?status=${o.status}` : ''}`)) as Record<string, unknown>[];
    print(table(rows, ['id', 'memberId', 'amount', 'status', 'bankName', 'accountNumber', 'receiptStatus', 'remainingAmount']));
  });
program
  .command('withdrawal-approve')
  .argument('<id>')
  .description('approve (paid out)')
  .action(async (id: string) => print(await call(g(), 'POST', `/api/operator/wallet/withdrawals/${id}/approve`)));
program
  .command('withdrawal-reject')
  .argument('<id>')
  .requiredOption('--reason <text>', 'why (shown to the member)')
  .description('reject: funds go back to the member')
  .action(async (id: string, o: { reason: string }) => print(await call(g(), 'POST', `/api/operator/wallet/withdrawals/${id}/reject`, { reason: o.reason })));
program
  .command('adjust')
  .argument('<username>')
  .argument('<amount>', 'signed, major units, e.g. 50 or -12.50')
  .requiredOption('--reason <text>', 'why (audit log)')
  .option('--bonus', 'a bonus from the bonus account (shows in bonusDetails); the amount must be positive')
  .option('--deduction', 'with --bonus: take a bonus back; the amount must be negative')
  .option('--request-id <id>', 'idempotency key (default: a new UUID); reuse it to retry safely')
  .description('manual balance adjustment with a reason')
  .allowUnknownOption(false)
  .action(async (username: string, amount: string, o: { reason: string; bonus?: boolean; deduction?: boolean; requestId?: string }) => {
    if (o.deduction && !o.bonus) throw new Error('--deduction takes a bonus back: use it with --bonus');
    // The sign rule itself is the server's (adjustments.ts): a negative --bonus without --deduction is refused there.
    print(
      await call(g(), 'POST', '/api/operator/wallet/adjustments', {
        requestId: o.requestId ?? randomUUID(),
        username,
        amount: toMinor(amount),
        reason: o.reason,
        kind: o.bonus ? (o.deduction ? 'bonus_deduction' : 'bonus') : 'adjustment',
      }),
    );
  });
program
  .command('balance')
  .argument('<username>')
  .description("a member's wallets")
  .action(async (username: string) => print(await call(g(), 'GET', `/api/operator/wallet/members/${encodeURIComponent(username)}/balance`)));
program
  .command('check')
  .description('ledger invariants of the brand (all zeros = the books balance)')
  .action(async () => print(await call(g(), 'GET', '/api/operator/wallet/check')));

// `--` as the first argument comes from `npm run operator -- ...`.
const argv = process.argv.slice(2);
await program.parseAsync(argv[0] === '--' ? argv.slice(1) : argv, { from: 'user' }).catch((e: Error) => {
  console.error(`operator: ${e.message}`);
  process.exit(1);
});
