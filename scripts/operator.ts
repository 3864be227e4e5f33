// `npm run operator -- <command>` (issue 4 item 7; issue 15 items 7-8): operator wallet, inbox and feedback actions
// through the authenticated operator HTTP API (so every action is audit-logged by the server with who, what and when).
// Env: OPERATOR_URL (default http://127.0.0.1:3000), OPERATOR_KEY (an operator's API key, issue 19; made by
// create-owner, key-create or the console) or OPERATOR_TOKEN (a configured key, or the bootstrap owner before the
// first operator account exists), OPERATOR_NAME (the audit name of the bootstrap token only, default $USER). --brand <merchantCode> picks the brand (x-merchant-code); default: the server's default.
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
  const token = process.env.OPERATOR_KEY || process.env.OPERATOR_TOKEN;
  if (!token) throw new Error('OPERATOR_KEY (or OPERATOR_TOKEN) is not set');
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

const isMoney = (col: string) => /amount|balance|stake|payout|refunded/i.test(col);

function table(rows: Record<string, unknown>[], cols: string[], c: Currency): string {
  const cells = rows.map((r) => cols.map((col) => (typeof r[col] === 'number' && isMoney(col) ? formatMoney(r[col] as number, c) : String(r[col] ?? ''))));
  const widths = cols.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (v: string[]) => v.map((x, i) => x.padEnd(widths[i])).join('  ').trimEnd();
  return [line(cols), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

const program = new Command('operator')
  .description('Operator actions over the operator API (audit-logged): wallet, inbox messages, feedback tickets, lottery draws')
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
    })) as { status: 'applied' | 'pending'; journalId?: number; amount: number; balance?: number; adjustmentRequest?: { id: number } };
    await show(done, (v, c) =>
      v.status === 'pending'
        ? `${username}: ${v.amount >= 0 ? '+' : ''}${formatMoney(v.amount, c)} is above the brand's approval threshold: pending request #${v.adjustmentRequest?.id}, another finance operator approves it in the console (Adjustments)`
        : `${username}: ${v.amount >= 0 ? '+' : ''}${formatMoney(v.amount, c)}, balance now ${formatMoney(v.balance ?? 0, c)} (journal ${v.journalId})`,
    );
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

// Issue 16: the agent tree, contracts, settlement runs and their payouts (server/modules/agents/README.md).
const agents = program.command('agents').description('agent tree, contracts, settlements (issue 16)');
/** A rate in percent ("1.25") as basis points. */
function toBp(text: string): number {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`rate must look like 1 or 1.25 (percent; got "${text}")`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
agents
  .command('tree')
  .option('--parent <username>', 'drill down to this member (default: the top of the tree)')
  .description('direct downlines with their team sizes')
  .action(async (o: { parent?: string }) => {
    const v = (await call(g(), 'GET', `/api/operator/agents/tree${o.parent ? `?parent=${encodeURIComponent(o.parent)}` : ''}`)) as { list: Record<string, unknown>[] };
    await show(v, (r, c) => table(r.list, ['username', 'level', 'teamSize', 'directCount'], c));
  });
agents
  .command('contracts')
  .option('--kind <kind>', 'dividend | daily | hourly | realtime')
  .option('--status <status>', 'offered | active | rejected | terminated | superseded | withdrawn')
  .description('contracts of the brand')
  .action(async (o: { kind?: string; status?: string }) => {
    const q = new URLSearchParams(Object.entries(o).filter(([, v]) => v) as [string, string][]).toString();
    const v = (await call(g(), 'GET', `/api/operator/agents/contracts${q ? `?${q}` : ''}`)) as { list: Record<string, unknown>[] };
    await show(v, (r, c) => table(r.list, ['id', 'kind', 'username', 'upline', 'period', 'status', 'endReason'], c));
  });
agents
  .command('contract')
  .argument('<username>')
  .argument('<kind>', 'dividend | daily | hourly | realtime')
  .argument('<rate>', 'rate in percent (real-time: the single-bet rate)')
  .option('--period <period>', 'D | W | H | M', 'D')
  .option('--loss <rate>', 'real-time: loss-wage rate in percent', '0')
  .option('--profit <rate>', 'real-time: profit-wage rate in percent', '0')
  .description("the brand's contract for an agent (agreed at once; a lower rate ends the downline contracts above it)")
  .action(async (username: string, kind: string, rate: string, o: { period: string; loss: string; profit: string }) => {
    const terms = kind === 'realtime' ? { singleBetRateBp: toBp(rate), lossRateBp: toBp(o.loss), profitRateBp: toBp(o.profit) } : { tiers: [{ minBet: 0, rateBp: toBp(rate) }] };
    const v = (await call(g(), 'POST', '/api/operator/agents/contracts', { username, kind, period: o.period, terms })) as { contract: Record<string, unknown> };
    await show(v.contract, fields);
  });
agents
  .command('terminate')
  .argument('<id>')
  .description('end a contract (and those its holder gave)')
  .action(async (id: string) => show(((await call(g(), 'POST', `/api/operator/agents/contracts/${id}/terminate`)) as { contract: Record<string, unknown> }).contract, fields));
agents
  .command('settlements')
  .option('--kind <kind>', 'dividend | daily | hourly | realtime')
  .option('--period <key>', 'period key, e.g. D:2026-11-24')
  .description('payouts, one per contract and period (newest first), and the held periods')
  .action(async (o: { kind?: string; period?: string }) => {
    const q = new URLSearchParams({ ...(o.kind ? { kind: o.kind } : {}), ...(o.period ? { periodKey: o.period } : {}) }).toString();
    const v = (await call(g(), 'GET', `/api/operator/agents/settlements${q ? `?${q}` : ''}`)) as { list: Record<string, unknown>[]; holds: Record<string, unknown>[] };
    await show(v, (r, c) => [table(r.list, ['contractId', 'username', 'kind', 'periodKey', 'base', 'rateBp', 'gross', 'givenBelow', 'amount', 'status'], c), r.holds.length ? `\nheld: ${r.holds.map((h) => `${h.kind} ${h.periodKey}`).join(', ')}` : ''].join(''));
  });
for (const action of ['preview', 'hold', 'release', 'run'] as const) {
  agents
    .command(action)
    .argument('<kind>', 'dividend | daily | hourly | realtime')
    .argument('<period>', 'period key, e.g. D:2026-11-24, HR:2026-11-24T05, 5M:2026-11-24T05:35')
    .description({ preview: 'what a period would pay (nothing is written)', hold: 'hold a period until released', release: 'release a held period', run: 'settle or re-run an ended period (pays only what is unpaid)' }[action])
    .action(async (kind: string, periodKey: string) => {
      const v = (await call(g(), 'POST', `/api/operator/agents/settlements/${action}`, { kind, periodKey })) as Record<string, unknown> & { list?: Record<string, unknown>[] };
      await show(v, (r, c) => (r.list ? `${table(r.list, ['username', 'base', 'rateBp', 'gross', 'givenBelow', 'amount'], c)}\ntotal ${formatMoney(Number(r.total), c)}` : fields(r, c)));
    });
}
// Issue 16: accounts: move a member (with its downline) under another agent of the brand.
program
  .command('members')
  .description('member accounts (issue 16)')
  .command('move')
  .argument('<username>', 'the member to move (its whole downline goes with it)')
  .argument('<upline>', 'the agent it goes under')
  .description("move a member and its downline under another agent (the agent centre's tree follows; the old upline's contracts end)")
  .action(async (username: string, upline: string) => show((await call(g(), 'POST', '/api/operator/members/upline', { username, upline })) as Record<string, unknown>, fields));
// Issue 20 (player protection): identity documents to review, exclusions, review alerts.
program
  .command('kyc')
  .option('--status <status>', 'pending, verified or rejected')
  .option('--limit <n>', 'at most this many (default 100)')
  .description('identity documents of the brand, newest first')
  .action(async (o: { status?: string; limit?: string }) => {
    const rows = (await call(g(), 'GET', `/api/operator/kyc/documents${query({ status: o.status, limit: o.limit })}`)) as Record<string, unknown>[];
    await show(rows, (r, c) => table(r, ['id', 'createdAt', 'username', 'kind', 'mime', 'size', 'status', 'reason', 'fileUrl'], c));
  });
program
  .command('kyc-file')
  .argument('<id>')
  .requiredOption('--out <file>', 'where to save the document')
  .description('download one identity document (it is never on a public address)')
  .action(async (id: string, o: { out: string }) => {
    const res = await send(g(), 'GET', `/api/operator/kyc/documents/${id}/file`);
    if (!res.ok) throw new Error(`${res.status} downloading document ${id}`);
    await writeFile(o.out, Buffer.from(await res.arrayBuffer()));
    console.log(`saved ${o.out} (${res.headers.get('content-type')})`);
  });
for (const decision of ['verified', 'rejected'] as const) {
  program
    .command(decision === 'verified' ? 'kyc-verify' : 'kyc-reject')
    .argument('<id>')
    .option('--reason <text>', decision === 'rejected' ? 'why (the player sees it; required)' : 'a note')
    .description(decision === 'verified' ? 'verify a pending identity document' : 'reject a pending identity document')
    .action(async (id: string, o: { reason?: string }) => {
      const v = await call(g(), 'POST', `/api/operator/kyc/documents/${id}/review`, { decision, ...(o.reason ? { reason: o.reason } : {}) });
      await show(v as Record<string, unknown>, (d, c) => table([d], ['id', 'username', 'kind', 'status', 'reason'], c));
    });
}
program
  .command('exclusions')
  .option('--limit <n>', 'at most this many (default 100)')
  .description('time-outs and self-exclusions of the brand')
  .action(async (o: { limit?: string }) => {
    const rows = (await call(g(), 'GET', `/api/operator/compliance/exclusions${query({ limit: o.limit })}`)) as Record<string, unknown>[];
    await show(rows, (r, c) => table(r, ['id', 'memberId', 'kind', 'duration', 'startsAt', 'until'], c));
  });
program
  .command('alerts')
  .option('--status <status>', 'open or closed')
  .option('--limit <n>', 'at most this many (default 100)')
  .description('accounts flagged for review (large deposit, quick cash-out, shared IP, loss spike)')
  .action(async (o: { status?: string; limit?: string }) => {
    const rows = (await call(g(), 'GET', `/api/operator/compliance/alerts${query({ status: o.status, limit: o.limit })}`)) as Record<string, unknown>[];
    await show(rows, (r, c) => table(r.map((a) => ({ ...a, detail: JSON.stringify(a.detail) })), ['id', 'createdAt', 'rule', 'username', 'status', 'outcome', 'detail'], c));
  });
program
  .command('alert-decide')
  .argument('<id>')
  .requiredOption('--outcome <outcome>', 'no_action, contacted, limited, closed_account or reported')
  .option('--note <text>', 'what was done')
  .description('record the outcome of an alert (closes it)')
  .action(async (id: string, o: { outcome: string; note?: string }) =>
    show((await call(g(), 'POST', `/api/operator/compliance/alerts/${id}/decide`, { outcome: o.outcome, ...(o.note ? { note: o.note } : {}) })) as Record<string, unknown>, (d, c) => table([d], ['id', 'status', 'outcome'], c)),
  );

// `--` as the first argument comes from `npm run operator -- ...`.
const argv = process.argv.slice(2);
// Lottery (issue 17 item 6): the draw calendar, a draw's bets and payouts, voiding a draw (refunds everyone once).
program
  .command('lottery-draws')
  .description('draw calendar: draws of a period (default today ± 1 day) with bets, stakes, payouts and refunds')
  .option('--game <code>', 'one game, e.g. H4D, HP3, HVNMB')
  .option('--from <iso>', 'from (ISO time)')
  .option('--to <iso>', 'to (ISO time)')
  .action(async (o: { game?: string; from?: string; to?: string }) => {
    const q = new URLSearchParams(Object.entries({ gameCode: o.game, from: o.from, to: o.to }).filter((e): e is [string, string] => !!e[1]));
    const rows = (await call(g(), 'GET', `/api/operator/lottery/draws${q.size ? `?${q}` : ''}`)) as Record<string, unknown>[];
    await show(rows, (r, c) => table(r, ['id', 'gameId', 'numero', 'status', 'winningTime', 'bets', 'stake', 'payout', 'refunded'], c));
  });
program
  .command('lottery-draw')
  .argument('<id>')
  .description("a draw (seed hash, seed once drawn, numbers) and its bets with payouts")
  .action(async (id: string) => {
    const v = (await call(g(), 'GET', `/api/operator/lottery/draws/${id}`)) as { draw: Record<string, unknown>; bets: Record<string, unknown>[] };
    await show(v, (x, c) => `${fields({ ...x.draw, numbers: (x.draw.numbers as string[]).join(' ') }, c)}\n\n${table(x.bets, ['id', 'memberId', 'playType', 'number', 'stake', 'payout', 'status'], c)}`);
  });
program
  .command('lottery-void')
  .argument('<id>')
  .description('void an open or locked draw and refund its bets (once; again changes nothing)')
  .action(async (id: string) => show((await call(g(), 'POST', `/api/operator/lottery/draws/${id}/void`)) as Record<string, unknown>, fields));

// Issue 18: promotions (server/modules/promotions/README.md): create and schedule, applications, the bonus cost report.
// Amounts are typed in major units ("5.00") like every other command; percentages as percent ("100" = 100 %).
const promo = program.command('promo').description('promotions: create, schedule, applications, bonus cost report (issue 18)');
const collect = (v: string, acc: string[]) => [...acc, v];
/** "ms=Tajuk" → ['ms', 'Tajuk']. */
const langPairs = (list: string[], what: string) =>
  Object.fromEntries(
    list.map((x) => {
      const m = /^([a-z]{2})=(.+)$/s.exec(x);
      if (!m) throw new Error(`${what} takes lang=text, like ms=Bonus (got "${x}")`);
      return [m[1], m[2]];
    }),
  );
const percentBp = (text: string) => {
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) throw new Error(`--percent takes a percentage like 100 or 12.5 (got "${text}")`);
  return Math.round(Number(text) * 100);
};
/** Money columns of the promotion tables, printed with the brand's currency. */
function moneyRows(rows: Record<string, unknown>[], cols: string[], c: Currency) {
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, cols.includes(k) && typeof v === 'number' ? formatMoney(v, c) : v])));
}
promo
  .command('list')
  .description("the brand's promotions")
  .action(async () => {
    const v = (await call(g(), 'GET', '/api/operator/promotions')) as { list: Record<string, unknown>[] };
    await show(v, (x, c) => table(x.list.map((p) => ({ ...p, titles: Object.entries(p.texts as Record<string, { title: string }>).map(([l, x]) => `${l}: ${x.title}`).join(' | ') })), ['id', 'code', 'kind', 'enabled', 'startsAt', 'endsAt', 'titles'], c));
  });
promo
  .command('create')
  .argument('<code>', 'the promotion code (letters, digits, - and _)')
  .argument('<kind>', 'deposit_match | signup | free | cashback | raffle | daily_signin | application')
  .requiredOption('--starts <iso>', 'start, e.g. 2026-12-01T00:00:00+08:00')
  .requiredOption('--ends <iso>', 'end')
  .requiredOption('--title <lang=text>', 'title per language (repeat; the brand default language is required)', collect, [])
  .option('--terms <lang=html>', 'terms per language (rich text, sanitised; repeat)', collect, [])
  .option('--banner <lang=url>', 'banner image per language (repeat)', collect, [])
  .option('--amount <money>', 'bonus of signup, free, daily_signin, application')
  .option('--percent <n>', 'deposit match or cashback percentage')
  .option('--cap <money>', 'most a match or cashback pays')
  .option('--min-deposit <money>', 'smallest deposit a match pays on')
  .option('--min-loss <money>', 'smallest net loss a cashback pays on')
  .option('--period <p>', 'once | D | W (raffle: once or D; cashback: D or W)')
  .option('--prize <money:weight>', 'raffle prize and its weight (repeat; 0 = no prize)', collect, [])
  .option('--wager <n>', 'wagering: multiple of the bonus (0 = none)', '0')
  .option('--wager-deposit', 'the multiple is of deposit + bonus (deposit match)')
  .option('--contribution <TYPE=percent>', 'share of a game type\'s stake that counts (repeat; e.g. LIVE=10)', collect, [])
  .option('--expiry-hours <n>', 'hours to meet the wagering', '168')
  .option('--vip <levels>', 'only these VIP levels, e.g. 3,4,5')
  .option('--disabled', 'create it switched off')
  .action(async (code: string, kind: string, o: Record<string, string | string[] | boolean | undefined>) => {
    const titles = langPairs(o.title as string[], '--title');
    const terms = langPairs(o.terms as string[], '--terms');
    const banners = langPairs(o.banner as string[], '--banner');
    const texts = Object.fromEntries(Object.entries(titles).map(([lang, title]) => [lang, { title, ...(terms[lang] ? { terms: terms[lang] } : {}), ...(banners[lang] ? { banner: banners[lang] } : {}) }]));
    const money = (k: string) => (typeof o[k] === 'string' ? toMinor(o[k] as string) : undefined);
    const rule = {
      amount: money('amount'),
      percentBp: typeof o.percent === 'string' ? percentBp(o.percent) : undefined,
      cap: money('cap'),
      minDeposit: money('minDeposit'),
      minLoss: money('minLoss'),
      period: o.period,
      prizes: (o.prize as string[]).length
        ? (o.prize as string[]).map((x) => {
            const [amount, weight] = x.split(':');
            if (!weight || !/^\d+$/.test(weight)) throw new Error(`--prize takes money:weight, like 1.88:30 (got "${x}")`);
            return { amount: toMinor(amount), weight: Number(weight) };
          })
        : undefined,
      wagerMultiple: Number(o.wager),
      wagerBase: o.wagerDeposit ? 'bonus_deposit' : 'bonus',
      contributions: Object.fromEntries(
        (o.contribution as string[]).map((x) => {
          const m = /^([A-Za-z_]+)=(\d{1,3})$/.exec(x);
          if (!m) throw new Error(`--contribution takes TYPE=percent, like LIVE=10 (got "${x}")`);
          return [m[1], Number(m[2])];
        }),
      ),
      expiryHours: Number(o.expiryHours),
    };
    const body = {
      code,
      kind,
      startsAt: new Date(o.starts as string).toISOString(),
      endsAt: new Date(o.ends as string).toISOString(),
      texts,
      rule: Object.fromEntries(Object.entries(rule).filter(([, v]) => v !== undefined)),
      ...(o.vip ? { vipLevels: parseLevels(o.vip as string) } : {}),
      ...(o.disabled ? { enabled: false } : {}),
    };
    await show((await call(g(), 'POST', '/api/operator/promotions', body)) as Record<string, unknown>, fields);
  });
promo
  .command('schedule')
  .argument('<id>')
  .description('move a promotion\'s dates, or switch it on or off')
  .option('--starts <iso>', 'new start')
  .option('--ends <iso>', 'new end')
  .option('--enable', 'switch on')
  .option('--disable', 'switch off')
  .action(async (id: string, o: { starts?: string; ends?: string; enable?: boolean; disable?: boolean }) => {
    const body = {
      ...(o.starts ? { startsAt: new Date(o.starts).toISOString() } : {}),
      ...(o.ends ? { endsAt: new Date(o.ends).toISOString() } : {}),
      ...(o.enable ? { enabled: true } : o.disable ? { enabled: false } : {}),
    };
    await show((await call(g(), 'PUT', `/api/operator/promotions/${id}`, body)) as Record<string, unknown>, fields);
  });
promo
  .command('applications')
  .description('activity applications (spec §3), newest first')
  .option('--status <status>', 'applying | rejected | active | completed | issued')
  .action(async (o: { status?: string }) => {
    const v = (await call(g(), 'GET', `/api/operator/promotions/applications${o.status ? `?status=${o.status}` : ''}`)) as { list: Record<string, unknown>[] };
    await show(v, (x, c) => table(moneyRows(x.list.map((a) => ({ ...a, images: (a.images as unknown[]).length })), ['bonus'], c), ['id', 'promotion', 'memberId', 'status', 'comment', 'images', 'bonus', 'decision'], c));
  });
promo
  .command('approve')
  .argument('<id>', 'application (claim) id')
  .option('--amount <money>', "bonus to pay (default: the promotion's amount)")
  .description('approve an application: its bonus is paid once')
  .action(async (id: string, o: { amount?: string }) => show((await call(g(), 'POST', `/api/operator/promotions/applications/${id}/approve`, o.amount ? { amount: toMinor(o.amount) } : {})) as Record<string, unknown>, (v, c) => fields(moneyRows([v], ['bonus', 'wagerRequired'], c)[0], c)));
promo
  .command('reject')
  .argument('<id>', 'application (claim) id')
  .requiredOption('--reason <text>', 'why (shown to the member)')
  .description('reject an application')
  .action(async (id: string, o: { reason: string }) => show((await call(g(), 'POST', `/api/operator/promotions/applications/${id}/reject`, { reason: o.reason })) as Record<string, unknown>, fields));
promo
  .command('report')
  .description('bonus cost per promotion: paid, taken back (forfeit, expiry), net cost')
  .action(async () => {
    const v = (await call(g(), 'GET', '/api/operator/promotions/report')) as { list: Record<string, unknown>[] };
    await show(v, (x, c) => table(moneyRows(x.list, ['granted', 'removed', 'cost'], c), ['promotionId', 'code', 'kind', 'claims', 'granted', 'removed', 'cost', 'active', 'applying'], c));
  });

// Issue 18 items 5 and 7: VIP levels and manual rebate rates (server/modules/loyalty/README.md). Amounts in major
// units, rebate rates in percent of the valid bet ("0.5" = 0.5 %).
const vip = program.command('vip').description('VIP levels: thresholds, upgrade bonus, rebate rates, withdrawal limit; the rebate report (issue 18)');
interface VipLevelRow {
  level: number;
  name: string;
  names?: Partial<Record<'ms' | 'en' | 'zh', string>>;
  minDeposit: number;
  minValidBet: number;
  upgradeBonus: number;
  withdrawDailyLimit: number;
  birthdayBonus: number;
  rebateRates: Record<string, number>;
}
interface VipProgramValue {
  periodDays: number;
  levels: VipLevelRow[];
}
/** "RNG=0.5" → ['RNG', 50] (basis points). */
export function rebateRate(text: string): [string, number] {
  const m = /^([A-Za-z_]{1,20})=(\d{1,2}(?:\.\d{1,2})?)$/.exec(text.trim());
  if (!m) throw new Error(`--rebate takes TYPE=percent, like RNG=0.5 (got "${text}")`);
  return [m[1], Math.round(Number(m[2]) * 100)];
}
const pct = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
function vipTable(v: VipProgramValue, c: Currency): string {
  const rows = v.levels.map((l) => ({
    level: l.level,
    name: [l.name, ...Object.entries(l.names ?? {}).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v}`)].join(' / '),
    minDeposit: formatMoney(l.minDeposit, c),
    minValidBet: formatMoney(l.minValidBet, c),
    upgradeBonus: formatMoney(l.upgradeBonus, c),
    withdrawDailyLimit: l.withdrawDailyLimit ? formatMoney(l.withdrawDailyLimit, c) : 'none',
    birthdayBonus: formatMoney(l.birthdayBonus, c),
    rebate: Object.entries(l.rebateRates).map(([k, bp]) => `${k} ${pct(bp)}`).join(', '),
  }));
  return `period: ${v.periodDays} days\n` + table(rows, ['level', 'name', 'minDeposit', 'minValidBet', 'upgradeBonus', 'withdrawDailyLimit', 'birthdayBonus', 'rebate'], c);
}
const putProgram = (v: VipProgramValue) => call(g(), 'PUT', '/api/operator/vip', { periodDays: v.periodDays, levels: v.levels }) as Promise<VipProgramValue>;
vip
  .command('show')
  .description("the brand's VIP levels")
  .action(async () => show((await call(g(), 'GET', '/api/operator/vip')) as VipProgramValue, vipTable));
vip
  .command('period')
  .argument('<days>', 'days of deposits and valid bets a level is reached on (1-366)')
  .description('set the period levels are measured over')
  .action(async (days: string) => {
    const v = (await call(g(), 'GET', '/api/operator/vip')) as VipProgramValue;
    await show(await putProgram({ ...v, periodDays: Number(days) }), vipTable);
  });
vip
  .command('level')
  .argument('<level>', 'level number (0 = every member; a new level must follow the last one)')
  .option('--name <name>', 'level name (the header badge and member info club label)')
  .option('--name-ms <name>', 'the name in Malay (the /vip page shows the visitor\'s language)')
  .option('--name-en <name>', 'the name in English')
  .option('--name-zh <name>', 'the name in Chinese')
  .option('--deposit <money>', 'deposits over the period to reach it')
  .option('--bets <money>', 'valid bets over the period to reach it')
  .option('--bonus <money>', 'upgrade bonus, paid once on reaching it')
  .option('--withdraw-limit <money>', 'daily withdrawal limit (0 = none)')
  .option('--birthday-bonus <money>', 'paid once a year on the birthday of members at this level')
  .option('--rebate <type=percent>', 'manual rebate rate of a game type (RNG, LIVE, …, or default); repeatable', collect, [])
  .option('--remove', 'remove this level (the last one only)')
  .description('add, change or remove a level')
  .action(async (levelText: string, o: { name?: string; nameMs?: string; nameEn?: string; nameZh?: string; deposit?: string; bets?: string; bonus?: string; withdrawLimit?: string; birthdayBonus?: string; rebate: string[]; remove?: boolean }) => {
    const level = Number(levelText);
    if (!Number.isInteger(level) || level < 0) throw new Error(`<level> is a whole number (got "${levelText}")`);
    const v = (await call(g(), 'GET', '/api/operator/vip')) as VipProgramValue;
    let levels = v.levels;
    if (o.remove) levels = levels.filter((l) => l.level !== level);
    else {
      const old = levels.find((l) => l.level === level);
      if (!old && !o.name) throw new Error('a new level needs --name');
      const row: VipLevelRow = {
        level,
        name: o.name ?? old!.name,
        names: {
          ...(old?.names ?? {}),
          ...(o.nameMs !== undefined ? { ms: o.nameMs } : {}),
          ...(o.nameEn !== undefined ? { en: o.nameEn } : {}),
          ...(o.nameZh !== undefined ? { zh: o.nameZh } : {}),
        },
        minDeposit: o.deposit !== undefined ? toMinor(o.deposit) : (old?.minDeposit ?? 0),
        minValidBet: o.bets !== undefined ? toMinor(o.bets) : (old?.minValidBet ?? 0),
        upgradeBonus: o.bonus !== undefined ? toMinor(o.bonus) : (old?.upgradeBonus ?? 0),
        withdrawDailyLimit: o.withdrawLimit !== undefined ? toMinor(o.withdrawLimit) : (old?.withdrawDailyLimit ?? 0),
        birthdayBonus: o.birthdayBonus !== undefined ? toMinor(o.birthdayBonus) : (old?.birthdayBonus ?? 0),
        rebateRates: { ...(old?.rebateRates ?? {}), ...Object.fromEntries(o.rebate.map(rebateRate)) },
      };
      levels = [...levels.filter((l) => l.level !== level), row];
    }
    await show(await putProgram({ ...v, levels }), vipTable);
  });
vip
  .command('rebate-report')
  .description('manual rebates paid: claims, members, amount, and per game type')
  .action(async () =>
    show((await call(g(), 'GET', '/api/operator/rebate/report')) as RebateReport, (r, c) =>
      [
        fields({ claims: r.claims, members: r.members, amount: r.amount }, c),
        table(
          r.byGameType.map((x) => ({ gameType: x.gameType, lines: x.lines, validBet: formatMoney(x.validBet, c), amount: formatMoney(x.amount, c) })),
          ['gameType', 'lines', 'validBet', 'amount'],
          c,
        ),
      ].join('\n'),
    ),
  );
interface RebateReport {
  claims: number;
  members: number;
  amount: number;
  byGameType: { gameType: string; lines: number; validBet: number; amount: number }[];
}

// Issue 18 item 6: invite friends — the referral rule (amounts in major units) and what it has paid.
const referral = program.command('referral').description("invite friends: the referral bonus rule and its report (issue 18)");
interface ReferralValue {
  rule: { enabled: boolean; minFirstDeposit: number; minTurnover: number; bonus: number };
  report?: { friends: number; rewarded: number; amount: number };
}
function referralText(v: ReferralValue, c: Currency): string {
  const r = v.rule;
  const lines = [
    `enabled: ${r.enabled ? 'yes' : 'no'}`,
    `first deposit at least: ${formatMoney(r.minFirstDeposit, c)}`,
    `valid bets at least: ${formatMoney(r.minTurnover, c)}`,
    `bonus to the referrer: ${formatMoney(r.bonus, c)}`,
  ];
  if (v.report) lines.push(`friends: ${v.report.friends}, rewarded: ${v.report.rewarded}, paid: ${formatMoney(v.report.amount, c)}`);
  return lines.join('\n');
}
referral
  .command('show')
  .description("the brand's referral rule and report")
  .action(async () => show((await call(g(), 'GET', '/api/operator/referral')) as ReferralValue, referralText));
referral
  .command('set')
  .option('--deposit <money>', "the friend's first deposit at least")
  .option('--turnover <money>', "the friend's valid bets at least (after the first deposit)")
  .option('--bonus <money>', 'bonus paid once to the referrer (0 = none)')
  .option('--on', 'turn invite friends on')
  .option('--off', 'turn invite friends off')
  .description('change the referral rule (unnamed parts keep their value)')
  .action(async (o: { deposit?: string; turnover?: string; bonus?: string; on?: boolean; off?: boolean }) => {
    if (o.on && o.off) throw new Error('--on or --off, not both');
    const { rule } = (await call(g(), 'GET', '/api/operator/referral')) as ReferralValue;
    const next = {
      enabled: o.on ? true : o.off ? false : rule.enabled,
      minFirstDeposit: o.deposit !== undefined ? toMinor(o.deposit) : rule.minFirstDeposit,
      minTurnover: o.turnover !== undefined ? toMinor(o.turnover) : rule.minTurnover,
      bonus: o.bonus !== undefined ? toMinor(o.bonus) : rule.bonus,
    };
    await show((await call(g(), 'PUT', '/api/operator/referral', next)) as ReferralValue, referralText);
  });

// Issue 18 item 4 (and its part of item 8): the points mall — rates, rewards, and the physical items to decide. Money in
// major units; rates in points per major unit ("0.5" = half a point per RM1.00).
const points = program.command('points').description('points mall: earning rates, conversion rate, rewards, redemptions to approve or reject (issue 18)');
interface PointsValue {
  settings: { enabled: boolean; betRates: Record<string, number>; depositRate: number; convertPoints: number; convertCash: number };
  rewards: Record<string, unknown>[];
}
/** "RNG=0.5" → ['RNG', 50] (hundredths of a point per major unit). */
export function pointRate(text: string): [string, number] {
  const m = /^([A-Za-z_]{1,20})=(\d{1,3}(?:\.\d{1,2})?)$/.exec(text.trim());
  if (!m) throw new Error(`--rate takes TYPE=points, like RNG=1 or LIVE=0.5 (got "${text}")`);
  return [m[1], Math.round(Number(m[2]) * 100)];
}
const perUnit = (rate: number) => String(Number((rate / 100).toFixed(2)));
function pointsText(v: PointsValue, c: Currency): string {
  const s = v.settings;
  const rows = v.rewards.map((r) => ({ ...r, amount: formatMoney(r.amount as number, c), stock: r.stock ?? 'unlimited', name: Object.values(r.texts as Record<string, { name: string }>)[0]?.name ?? '' }));
  return [
    `enabled: ${s.enabled ? 'yes' : 'no'}`,
    `points per unit of valid bet: ${Object.entries(s.betRates).map(([k, r]) => `${k} ${perUnit(r)}`).join(', ') || 'none'}`,
    `points per unit deposited: ${perUnit(s.depositRate)}`,
    `conversion: ${s.convertPoints > 0 ? `${s.convertPoints} points = ${formatMoney(s.convertCash, c)}` : 'off'}`,
    '',
    table(rows, ['id', 'code', 'kind', 'name', 'points', 'amount', 'wagerMultiple', 'stock', 'perMemberLimit', 'enabled'], c),
  ].join('\n');
}
points
  .command('show')
  .description("the brand's points rules and rewards")
  .action(async () => show((await call(g(), 'GET', '/api/operator/points')) as PointsValue, pointsText));
points
  .command('rates')
  .option('--rate <TYPE=points>', 'points per unit of valid bet of a game type (RNG, LIVE, …, or default); repeatable', collect, [])
  .option('--deposit <points>', 'points per unit deposited')
  .option('--convert <points:money>', 'conversion rate, e.g. 100:1.00 (100 points = RM1.00); 0:0 turns it off')
  .option('--on', 'turn the points mall on')
  .option('--off', 'turn the points mall off')
  .description('change the earning and conversion rates (unnamed parts keep their value)')
  .action(async (o: { rate: string[]; deposit?: string; convert?: string; on?: boolean; off?: boolean }) => {
    if (o.on && o.off) throw new Error('--on or --off, not both');
    const { settings } = (await call(g(), 'GET', '/api/operator/points')) as PointsValue;
    let convert = { convertPoints: settings.convertPoints, convertCash: settings.convertCash };
    if (o.convert !== undefined) {
      const m = /^(\d{1,7}):(.+)$/.exec(o.convert);
      if (!m) throw new Error(`--convert takes points:money, like 100:1.00 (got "${o.convert}")`);
      convert = { convertPoints: Number(m[1]), convertCash: toMinor(m[2]) };
    }
    const next = {
      enabled: o.on ? true : o.off ? false : settings.enabled,
      betRates: { ...settings.betRates, ...Object.fromEntries(o.rate.map(pointRate)) },
      depositRate: o.deposit !== undefined ? pointRate(`deposit=${o.deposit}`)[1] : settings.depositRate,
      ...convert,
    };
    await call(g(), 'PUT', '/api/operator/points/settings', next);
    await show((await call(g(), 'GET', '/api/operator/points')) as PointsValue, pointsText);
  });
const rewardOptions = (c: Command) =>
  c
    .option('--name <lang=text>', 'name per language (repeat; the brand default language is required on create)', collect, [])
    .option('--description <lang=text>', 'description per language (repeat)', collect, [])
    .option('--points <n>', 'points it costs')
    .option('--amount <money>', 'cash or bonus paid')
    .option('--wager <n>', 'bonus: wagering as a multiple of the bonus')
    .option('--stock <n>', 'how many there are ("unlimited" for no limit)')
    .option('--limit <n>', 'most one member may redeem (0 = no limit)')
    .option('--image <url>', 'image URL')
    .option('--enable', 'switch on')
    .option('--disable', 'switch off');
function rewardBody(o: Record<string, string | string[] | boolean | undefined>) {
  const names = langPairs(o.name as string[], '--name');
  const descriptions = langPairs(o.description as string[], '--description');
  const langs = Object.keys(names);
  const int = (k: string) => (typeof o[k] === 'string' ? Number(o[k]) : undefined);
  const body = {
    ...(langs.length ? { texts: Object.fromEntries(langs.map((l) => [l, { name: names[l], ...(descriptions[l] ? { description: descriptions[l] } : {}) }])) } : {}),
    points: int('points'),
    amount: typeof o.amount === 'string' ? toMinor(o.amount) : undefined,
    wagerMultiple: int('wager'),
    stock: o.stock === 'unlimited' ? null : int('stock'),
    perMemberLimit: int('limit'),
    image: o.image,
    enabled: o.enable ? true : o.disable ? false : undefined,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}
rewardOptions(points.command('add').argument('<code>', 'reward code (letters, digits, - and _)').argument('<kind>', 'cash | bonus | item'))
  .description('create a reward')
  .action(async (code: string, kind: string, o: Record<string, string | string[] | boolean | undefined>) =>
    show((await call(g(), 'POST', '/api/operator/points/rewards', { code, kind, ...rewardBody(o) })) as Record<string, unknown>, fields),
  );
rewardOptions(points.command('reward').argument('<id>', 'reward id'))
  .description('change a reward (unnamed parts keep their value)')
  .action(async (id: string, o: Record<string, string | string[] | boolean | undefined>) => show((await call(g(), 'PUT', `/api/operator/points/rewards/${id}`, rewardBody(o))) as Record<string, unknown>, fields));
points
  .command('redemptions')
  .description('points redemptions, newest first (--status applying: the items to fulfil)')
  .option('--status <status>', 'applying | rejected | approved')
  .action(async (o: { status?: string }) => {
    const v = (await call(g(), 'GET', `/api/operator/points/redemptions${o.status ? `?status=${o.status}` : ''}`)) as { list: Record<string, unknown>[] };
    await show(v, (x, c) => table(moneyRows(x.list, ['amount'], c), ['id', 'reference', 'memberId', 'applyTime', 'name', 'quantity', 'points', 'amount', 'status', 'remark'], c));
  });
points
  .command('approve')
  .argument('<id>', 'redemption id')
  .option('--remark <text>', 'note shown to the member (e.g. the parcel number)')
  .description('approve a physical item (in process → approved)')
  .action(async (id: string, o: { remark?: string }) => show((await call(g(), 'POST', `/api/operator/points/redemptions/${id}/approve`, o.remark ? { remark: o.remark } : {})) as Record<string, unknown>, fields));
points
  .command('reject')
  .argument('<id>', 'redemption id')
  .requiredOption('--reason <text>', 'why (shown to the member); the points are given back')
  .description('reject a physical item (in process → rejected, points refunded)')
  .action(async (id: string, o: { reason: string }) => show((await call(g(), 'POST', `/api/operator/points/redemptions/${id}/reject`, { reason: o.reason })) as Record<string, unknown>, fields));

// Issue 18 item 3: missions (server/modules/missions/README.md): create and schedule, and the reward cost report.
// Amounts in major units ("2.00"); a login mission's target is days.
const mission = program.command('mission').description('missions: create, schedule, reward cost report (issue 18)');
mission
  .command('list')
  .description("the brand's missions")
  .action(async () => {
    const v = (await call(g(), 'GET', '/api/operator/missions')) as { list: Record<string, unknown>[] };
    await show(v, (x, c) =>
      table(
        moneyRows(
          x.list.map((m) => ({ ...m, target: m.goal === 'login_days' ? `${String(m.target)} days` : m.target, title: Object.entries(m.texts as Record<string, { title: string }>).map(([l, t]) => `${l}: ${t.title}`).join(' | ') })),
          ['target', 'rewardAmount'],
          c,
        ),
        ['id', 'code', 'enabled', 'period', 'goal', 'gameType', 'target', 'rewardKind', 'rewardAmount', 'wagerMultiple', 'score', 'startsAt', 'endsAt', 'title'],
        c,
      ),
    );
  });
mission
  .command('create')
  .argument('<code>', 'the mission code (letters, digits, - and _)')
  .requiredOption('--period <p>', 'D (daily) | W (weekly) | once')
  .requiredOption('--goal <goal>', 'valid_bet | deposit | login_days')
  .requiredOption('--target <n>', 'money for valid_bet and deposit ("50.00"), days for login_days')
  .requiredOption('--reward <money>', 'reward amount')
  .requiredOption('--starts <iso>', 'start, e.g. 2026-12-01T00:00:00+08:00')
  .requiredOption('--ends <iso>', 'end')
  .requiredOption('--title <lang=text>', 'title per language (repeat; the brand default language is required)', collect, [])
  .option('--description <lang=text>', 'description per language (repeat)', collect, [])
  .option('--game-type <type>', 'valid_bet only: the game type whose bets count (RNG, LIVE, ...)')
  .option('--bonus <multiple>', 'pay the reward as a promotions bonus with this wagering multiple (default: cash)')
  .option('--wager-hours <n>', 'hours to meet a bonus reward\'s wagering', '168')
  .option('--score <n>', 'leaderboard points a completion earns', '0')
  .option('--claim-hours <n>', 'hours an unclaimed reward waits after its period ends', '48')
  .option('--disabled', 'create it switched off')
  .action(async (code: string, o: Record<string, string | string[] | boolean | undefined>) => {
    const titles = langPairs(o.title as string[], '--title');
    const descriptions = langPairs(o.description as string[], '--description');
    const texts = Object.fromEntries(Object.entries(titles).map(([l, title]) => [l, { title, ...(descriptions[l] ? { description: descriptions[l] } : {}) }]));
    const goal = o.goal as string;
    const target = goal === 'login_days' ? Number(o.target) : toMinor(o.target as string);
    if (!Number.isInteger(target) || target <= 0) throw new Error(`--target must be a positive amount or number of days (got "${String(o.target)}")`);
    const body = {
      code,
      period: o.period,
      goal,
      target,
      rewardKind: o.bonus !== undefined ? 'bonus' : 'cash',
      rewardAmount: toMinor(o.reward as string),
      ...(o.bonus !== undefined ? { wagerMultiple: Number(o.bonus), wagerHours: Number(o.wagerHours) } : {}),
      ...(o.gameType ? { gameType: o.gameType } : {}),
      score: Number(o.score),
      claimHours: Number(o.claimHours),
      startsAt: o.starts,
      endsAt: o.ends,
      texts,
      ...(o.disabled ? { enabled: false } : {}),
    };
    await show((await call(g(), 'POST', '/api/operator/missions', body)) as Record<string, unknown>, (v, c) => fields(moneyRows([v], ['rewardAmount'], c)[0], c));
  });
mission
  .command('schedule')
  .argument('<id>', 'mission id')
  .option('--starts <iso>', 'new start')
  .option('--ends <iso>', 'new end')
  .option('--enable', 'switch it on')
  .option('--disable', 'switch it off')
  .description("move a mission's dates, or switch it on or off")
  .action(async (id: string, o: { starts?: string; ends?: string; enable?: boolean; disable?: boolean }) => {
    if (o.enable && o.disable) throw new Error('--enable or --disable, not both');
    const body = { ...(o.starts ? { startsAt: o.starts } : {}), ...(o.ends ? { endsAt: o.ends } : {}), ...(o.enable ? { enabled: true } : {}), ...(o.disable ? { enabled: false } : {}) };
    await show((await call(g(), 'PUT', `/api/operator/missions/${id}`, body)) as Record<string, unknown>, (v, c) => fields(moneyRows([v], ['rewardAmount'], c)[0], c));
  });
mission
  .command('report')
  .description('reward cost per mission: earned, claimed, expired, paid, unclaimed (bonus take-backs: promo report, MISSIONS)')
  .action(async () => {
    const v = (await call(g(), 'GET', '/api/operator/missions/report')) as { list: Record<string, unknown>[] };
    await show(v, (x, c) => table(moneyRows(x.list, ['paid', 'unclaimed'], c), ['missionId', 'code', 'earned', 'claimed', 'expired', 'paid', 'unclaimed'], c));
  });

// Issue 19 item 1: operator accounts and their API keys.
const splitList = (text: string) => text.split(',').map((x) => x.trim()).filter(Boolean);
const brandsOf = (text: string) => (text.trim() === '*' ? '*' : splitList(text));
program
  .command('create-owner')
  .requiredOption('--name <name>', 'sign-in and audit name')
  .option('--password <password>', 'at least 10 characters with letters and digits (default: a random one, printed once)')
  .description('with the bootstrap OPERATOR_TOKEN: create the first owner of every brand; prints its password and first API key (OPERATOR_KEY). It enrols TOTP at its first sign-in at /ops; the bootstrap token then stops working')
  .action(async (o: { name: string; password?: string }) => {
    const password = o.password ?? `${randomUUID().replaceAll('-', '').slice(0, 16)}A1`;
    const v = (await call(g(), 'POST', '/api/operator/operators', { name: o.name, password, roles: ['owner'], brands: '*', withKey: true })) as { operator: Record<string, unknown>; apiKey: string };
    if (g().json) return print({ ...v, password });
    print(
      [
        `owner ${o.name} created (id ${String(v.operator.id)}).`,
        `password: ${password}${o.password ? ' (as given)' : '  (shown once: keep it safe)'}`,
        `API key:  ${v.apiKey}  (shown once; OPERATOR_KEY=<key> npm run operator -- ...)`,
        'Sign in at /ops on any brand host: the first sign-in shows the QR code to enrol your authenticator app.',
      ].join('\n'),
    );
  });
program
  .command('operators')
  .description('list operator accounts (owner)')
  .action(async () => {
    const rows = (await call(g(), 'GET', '/api/operator/operators')) as Record<string, unknown>[];
    print(g().json ? rows : table(rows.map((r) => ({ ...r, roles: (r.roles as string[]).join(','), brands: r.brands === '*' ? '*' : (r.brands as string[]).join(',') })), ['id', 'name', 'roles', 'brands', 'totpEnrolled', 'disabled', 'lockedUntil'], { code: '', symbol: '', minorDigits: 0 }));
  });
program
  .command('operator-add')
  .requiredOption('--name <name>', 'sign-in and audit name')
  .requiredOption('--roles <list>', 'comma-separated: owner, finance, support, marketing, compliance, readonly')
  .requiredOption('--brands <list>', 'comma-separated tenant ids, or * for every brand')
  .requiredOption('--password <password>', 'first password (at least 10 characters with letters and digits)')
  .description('create an operator (within your own roles and brands); it enrols TOTP at its first sign-in')
  .action(async (o: { name: string; roles: string; brands: string; password: string }) => {
    const v = (await call(g(), 'POST', '/api/operator/operators', { name: o.name, password: o.password, roles: splitList(o.roles), brands: brandsOf(o.brands) })) as { operator: Record<string, unknown> };
    print(g().json ? v : `operator ${o.name} created (id ${String(v.operator.id)})`);
  });
program
  .command('key-create')
  .requiredOption('--name <name>', 'what the key is for')
  .requiredOption('--roles <list>', 'comma-separated roles (at most your own)')
  .requiredOption('--brands <list>', 'comma-separated tenant ids, or * (at most your own)')
  .description('create an API key of your own scope or less; prints it once')
  .action(async (o: { name: string; roles: string; brands: string }) => {
    const v = (await call(g(), 'POST', '/api/operator/keys', { name: o.name, roles: splitList(o.roles), brands: brandsOf(o.brands) })) as { id: number; token: string };
    print(g().json ? v : `key ${v.id}: ${v.token}  (shown once)`);
  });
program
  .command('key-revoke')
  .argument('<id>')
  .description('revoke an API key')
  .action(async (id: string) => {
    const v = await call(g(), 'DELETE', `/api/operator/keys/${id}`);
    print(g().json ? v : `key ${id} revoked`);
  });

await program.parseAsync(argv[0] === '--' ? argv.slice(1) : argv, { from: 'user' }).catch((e: Error) => {
  console.error(`operator: ${e.message}`);
  process.exit(1);
});
