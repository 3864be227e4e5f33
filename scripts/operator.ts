// `npm run operator -- <command>` (issue 4 item 7; issue 15 items 7-8): operator wallet, inbox and feedback actions
// through the authenticated operator HTTP API (so every action is audit-logged by the server with who, what and when).
// Env: OPERATOR_URL (default http://127.0.0.1:3000), OPERATOR_TOKEN (required), OPERATOR_NAME (recorded as the
// actor, default $USER). --brand <merchantCode> picks the brand (x-merchant-code); default: the server's default.
// Amounts are given in major units with at most two decimals ("12.50") and sent as integer minor units; amounts are
// printed in major units with the brand's currency, as the site shows them (RM1,234.50; issue 23 item 4). --json
// prints the API's answer as it is (minor units), for scripts.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Command } from 'commander';

interface Globals {
  brand?: string;
  url: string;
  json?: boolean;
}

export interface Currency {
  code: string;
  symbol: string;
  minorDigits: number;
}

export function toMinor(text: string): number {
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`amount must look like 12 or 12.50 (got "${text}")`);
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

/** Comma-separated VIP levels ("3,5") as integers. */
export function parseLevels(text: string): number[] {
  const levels = text.split(',').map((x) => x.trim());
  if (!levels.length || levels.some((x) => !/^\d{1,2}$/.test(x))) throw new Error(`--vip takes VIP levels like 3 or 3,5 (got "${text}")`);
  return levels.map(Number);
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** Minor units → the site's display (spec §9: thousands separators, the currency's decimals, its symbol first). */
export function formatMoney(minor: number, c: Currency): string {
  const digits = c.minorDigits;
  const abs = Math.abs(minor);
  const int = Math.floor(abs / 10 ** digits).toString().replace(THOUSANDS, ',');
  const frac = digits ? `.${String(abs % 10 ** digits).padStart(digits, '0')}` : '';
  return `${minor < 0 ? '-' : ''}${c.symbol}${int}${frac}`;
}

function send(g: Globals, method: string, path: string, body?: unknown): Promise<Response> {
  const token = process.env.OPERATOR_TOKEN;
  if (!token) throw new Error('OPERATOR_TOKEN is not set');
  return fetch(new URL(path, g.url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-operator-name': process.env.OPERATOR_NAME ?? process.env.USER ?? 'cli',
      ...(g.brand ? { 'x-merchant-code': g.brand } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

async function call(g: Globals, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await send(g, method, path, body);
  const json = (await res.json()) as { success: boolean; value: unknown; code?: string; message?: string };
  if (!json.success) throw new Error(`${res.status} ${json.code ?? ''} ${json.message ?? ''}`.trim());
  return json.value;
}

let brandCurrency: Promise<Currency> | undefined;
/** The brand's currency (GET /api/operator/brand), fetched once per run. */
const currency = (g: Globals) => (brandCurrency ??= call(g, 'GET', '/api/operator/brand').then((b) => (b as { currency: Currency }).currency));

const isMoney = (col: string) => /amount|balance/i.test(col);

function table(rows: Record<string, unknown>[], cols: string[], c: Currency): string {
  const cells = rows.map((r) => cols.map((col) => (typeof r[col] === 'number' && isMoney(col) ? formatMoney(r[col] as number, c) : String(r[col] ?? ''))));
  const widths = cols.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (v: string[]) => v.map((x, i) => x.padEnd(widths[i])).join('  ').trimEnd();
  return [line(cols), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

const program = new Command('operator')
  .description('Operator actions over the operator API (audit-logged): wallet, inbox messages, feedback tickets')
  .option('--brand <merchantCode>', 'brand merchant code (x-merchant-code)')
  .option('--url <url>', 'server URL', process.env.OPERATOR_URL ?? 'http://127.0.0.1:3000')
  .option('--json', "print the API's answer as JSON (amounts in minor units)");
const g = (): Globals => program.opts() as Globals;
const print = (v: unknown) => console.log(typeof v === 'string' ? v : JSON.stringify(v, null, 2));

/** Prints `value` as JSON with --json, else as `human` renders it with the brand's currency. */
async function show<T>(value: T, human: (v: T, c: Currency) => string): Promise<void> {
  print(g().json ? value : human(value, await currency(g())));
}

/** A record as `key  value` lines, money columns formatted. */
function fields(v: Record<string, unknown>, c: Currency): string {
  const width = Math.max(...Object.keys(v).map((k) => k.length));
  return Object.entries(v)
    .filter(([, x]) => x === null || typeof x !== 'object')
    .map(([k, x]) => `${k.padEnd(width)}  ${typeof x === 'number' && isMoney(k) ? formatMoney(x, c) : String(x ?? '')}`)
    .join('\n');
}

program
  .command('deposits')
  .description('list deposits (newest first)')
  .option('--status <status>', 'pending | paid | failed | cancelled')
  .action(async (o: { status?: string }) => {
    const rows = (await call(g(), 'GET', `/api/operator/wallet/deposits${o.status ? `?status=${o.status}` : ''}`)) as Record<string, unknown>[];
    await show(rows, (r, c) => table(r, ['id', 'username', 'channelCode', 'amount', 'status', 'reference', 'memberRef', 'receiptUrl', 'decidedBy'], c));
  });
for (const outcome of ['paid', 'failed'] as const) {
  program
    .command(`deposit-${outcome}`)
    .argument('<id>')
    .description(outcome === 'paid' ? 'mark a deposit paid / approve a bank transfer (credits once)' : 'mark a deposit failed / reject a bank transfer')
    .action(async (id: string) => show((await call(g(), 'POST', `/api/operator/wallet/deposits/${id}/${outcome}`)) as Record<string, unknown>, fields));
}
program
  .command('withdrawals')
  .description('list withdrawals with their receipt state')
  .option('--status <status>', 'pending | paid | rejected')
  .action(async (o: { status?: string }) => {
    const rows = (await call(g(), 'GET', `/api/operator/wallet/withdrawals${o.status ? `?status=${o.status}` : ''}`)) as Record<string, unknown>[];
    await show(rows, (r, c) => table(r, ['id', 'memberId', 'amount', 'status', 'bankName', 'accountNumber', 'receiptStatus', 'remainingAmount'], c));
  });
program
  .command('withdrawal-approve')
  .argument('<id>')
  .description('approve (paid out)')
  .action(async (id: string) => show((await call(g(), 'POST', `/api/operator/wallet/withdrawals/${id}/approve`)) as Record<string, unknown>, fields));
program
  .command('withdrawal-reject')
  .argument('<id>')
  .requiredOption('--reason <text>', 'why (shown to the member)')
  .description('reject: funds go back to the member')
  .action(async (id: string, o: { reason: string }) =>
    show((await call(g(), 'POST', `/api/operator/wallet/withdrawals/${id}/reject`, { reason: o.reason })) as Record<string, unknown>, fields),
  );
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
    const done = (await call(g(), 'POST', '/api/operator/wallet/adjustments', {
      requestId: o.requestId ?? randomUUID(),
      username,
      amount: toMinor(amount),
      reason: o.reason,
      kind: o.bonus ? (o.deduction ? 'bonus_deduction' : 'bonus') : 'adjustment',
    })) as { journalId: number; amount: number; balance: number };
    await show(done, (v, c) => `${username}: ${v.amount >= 0 ? '+' : ''}${formatMoney(v.amount, c)}, balance now ${formatMoney(v.balance, c)} (journal ${v.journalId})`);
  });
program
  .command('balance')
  .argument('<username>')
  .description("a member's wallets")
  .action(async (username: string) => {
    const v = (await call(g(), 'GET', `/api/operator/wallet/members/${encodeURIComponent(username)}/balance`)) as {
      sumBalance: number;
      mainBalance: number;
      wallets: { vendorCode: string; balance: number }[];
    };
    await show(v, (b, c) =>
      table([{ wallet: 'main', balance: b.mainBalance }, ...b.wallets.map((w) => ({ wallet: w.vendorCode, balance: w.balance })), { wallet: 'total', balance: b.sumBalance }], ['wallet', 'balance'], c),
    );
  });
program
  .command('check')
  .description('ledger invariants of the brand (all zeros = the books balance)')
  .action(async () => print(await call(g(), 'GET', '/api/operator/wallet/check')));

// Inbox (issue 15 item 7) ------------------------------------------------------------------------
const query = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();
  return q ? `?${q}` : '';
};
type Sent = { id: number; createdAt: string };
program
  .command('message')
  .argument('<username>')
  .requiredOption('--title <text>', 'title (plain text)')
  .requiredOption('--content <html>', 'message body; simple HTML is kept, scripts and the like are removed')
  .description("write to one member's inbox")
  .action(async (username: string, o: { title: string; content: string }) => {
    const sent = (await call(g(), 'POST', '/api/operator/content/messages', { username, title: o.title, content: o.content })) as Sent;
    await show(sent, (v) => `message ${v.id} sent to ${username} at ${v.createdAt}`);
  });
program
  .command('broadcast')
  .requiredOption('--title <text>', 'title (plain text)')
  .requiredOption('--content <html>', 'message body; simple HTML is kept, scripts and the like are removed')
  .option('--vip <levels>', 'only members of these VIP levels, e.g. 3,5 (default: every member of the brand)')
  .description("broadcast to the brand's members (or some VIP levels)")
  .action(async (o: { title: string; content: string; vip?: string }) => {
    const levels = o.vip ? parseLevels(o.vip) : undefined;
    const sent = (await call(g(), 'POST', '/api/operator/content/broadcasts', { title: o.title, content: o.content, ...(levels ? { vipLevels: levels } : {}) })) as Sent;
    await show(sent, (v) => `broadcast ${v.id} sent to ${levels ? `VIP ${levels.join(',')}` : 'every member'} at ${v.createdAt}`);
  });
program
  .command('messages')
  .option('--audience <audience>', 'member | broadcast')
  .option('--limit <n>', 'at most n (default 100)')
  .description('messages operators sent, newest first, with how many members read each')
  .action(async (o: { audience?: string; limit?: string }) => {
    const rows = (await call(g(), 'GET', `/api/operator/content/messages${query({ audience: o.audience, limit: o.limit })}`)) as Record<string, unknown>[];
    const to = (r: Record<string, unknown>) => (r.audience === 'member' ? r.username : r.vipLevels ? `VIP ${(r.vipLevels as number[]).join(',')}` : 'everyone');
    await show(rows, (list, c) => table(list.map((r) => ({ ...r, to: to(r) })), ['id', 'createdAt', 'to', 'title', 'sentBy', 'readCount'], c));
  });

// Feedback (issue 15 item 8) ---------------------------------------------------------------------
type Ticket = Record<string, unknown> & { id: number; images: { id: number; mime: string; url: string }[] };
const ticketText = (v: Ticket, c: Currency) => [fields(v, c), ...v.images.map((i) => `image ${i.id}  ${i.mime}  ${i.url}`)].join('\n');
program
  .command('feedback')
  .option('--status <status>', 'open | replied | closed')
  .option('--limit <n>', 'at most n (default 100)')
  .description('feedback tickets, newest first')
  .action(async (o: { status?: string; limit?: string }) => {
    const rows = (await call(g(), 'GET', `/api/operator/content/feedback${query({ status: o.status, limit: o.limit })}`)) as Ticket[];
    const short = (x: unknown) => (String(x ?? '').length > 40 ? `${String(x).slice(0, 39)}…` : String(x ?? ''));
    await show(rows, (list, c) => table(list.map((r) => ({ ...r, content: short(r.content), images: r.images.length })), ['id', 'createdAt', 'username', 'questionType', 'status', 'images', 'content'], c));
  });
program
  .command('feedback-show')
  .argument('<id>')
  .option('--save-images <dir>', 'also download its images into this folder')
  .description('one ticket in full (with its image links)')
  .action(async (id: string, o: { saveImages?: string }) => {
    const ticket = (await call(g(), 'GET', `/api/operator/content/feedback/${id}`)) as Ticket;
    await show(ticket, ticketText);
    if (!o.saveImages) return;
    await mkdir(o.saveImages, { recursive: true });
    for (const img of ticket.images) {
      const res = await send(g(), 'GET', img.url);
      if (!res.ok) throw new Error(`${res.status} downloading ${img.url}`);
      const file = join(o.saveImages, `feedback-${ticket.id}-${img.id}.${img.mime === 'image/png' ? 'png' : 'jpg'}`);
      await writeFile(file, Buffer.from(await res.arrayBuffer()));
      console.log(`saved ${file}`);
    }
  });
program
  .command('feedback-reply')
  .argument('<id>')
  .requiredOption('--reply <text>', 'the answer (plain text); the member sees it on the ticket and in the inbox')
  .option('--close', 'close the ticket at the same time')
  .description('answer an open ticket')
  .action(async (id: string, o: { reply: string; close?: boolean }) =>
    show((await call(g(), 'POST', `/api/operator/content/feedback/${id}/reply`, { reply: o.reply, close: !!o.close })) as Ticket, ticketText),
  );
program
  .command('feedback-close')
  .argument('<id>')
  .description('close a ticket')
  .action(async (id: string) => show((await call(g(), 'POST', `/api/operator/content/feedback/${id}/close`)) as Ticket, ticketText));

// `--` as the first argument comes from `npm run operator -- ...`.
const argv = process.argv.slice(2);
await program.parseAsync(argv[0] === '--' ? argv.slice(1) : argv, { from: 'user' }).catch((e: Error) => {
  console.error(`operator: ${e.message}`);
  process.exit(1);
});
