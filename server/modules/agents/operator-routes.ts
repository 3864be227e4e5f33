// Issue 16 item 5: the operator side of the agent centre (operator API, audit-logged; `npm run operator -- agents ...`).
// Reads need operator:readonly; contracts, holds and runs (money) operator:finance.
import { rowsOf } from './sql-rows';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { envelopeSchema, ok } from '../../lib/envelope';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { RoutesPlugin } from '../../lib/type-provider';
import { operatorActor as who } from '../system';
import { insertAudit } from '../tenancy';
import { decideContract, offerContract, toView, usernames } from './contracts';
import { parsePeriodKey, type Period } from './periods';
import { anyObject, kindSchema, periodSchema, termsSchema, username } from './schemas';
import { computePeriod, isHeld, settlePeriod } from './settlement';
import { agentAnnouncements, agentContracts, agentNodes, agentSettlementHolds, agentSettlements, type ContractKind } from './tables';
import { teamMembers, usernameStartsWith } from './team';
import { syncTree } from './tree';

/** A username prefix (the agent centre's team search takes the same). */
const searchText = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_.@+-]+$' } as const;
const tags = ['operator'];
const security = [{ operatorToken: [] }];
const value = { 200: envelopeSchema(anyObject) };
const periodBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'periodKey'],
  properties: { kind: kindSchema, periodKey: { type: 'string', minLength: 3, maxLength: 20 } },
} as const;

/** The period of a kind named by the operator; a key of another unit (a dividend 'HR:' period) is a 400. */
function periodOf(kind: ContractKind, key: string): Period {
  const p = parsePeriodKey(key);
  const fits = p && (kind === 'hourly' ? p.unit === 'HR' : kind === 'realtime' ? p.unit === '5M' : p.unit !== 'HR' && p.unit !== '5M');
  if (!p || !fits) throw new BadRequestError('err_period_key', { periodKey: key }, 'period_key');
  return p;
}

export const agentOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.get(
    '/api/operator/agents/tree',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary: 'The agent tree: direct downlines of `parent` (or the top of the tree) with team sizes; `search`: usernames starting with it in the team of `parent` (or the whole brand)',
        querystring: { type: 'object', additionalProperties: false, properties: { parent: username, search: searchText, pageNo: { type: 'integer', minimum: 1, maximum: 10_000 } } },
        response: value,
      },
    },
    async (req) => {
      const merchantId = req.tenant.merchantId;
      if (req.query.parent) {
        const [p] = (await rowsOf<{ member_id: number }>(db(), sql`select member_id from agent_nodes where merchant_id = ${merchantId} and username = ${req.query.parent}`));
        if (!p) throw new NotFoundError('err_member_not_found');
        return ok(await teamMembers(merchantId, Number(p.member_id), { pageNo: req.query.pageNo, sort: 'teamSize', search: req.query.search }, db()));
      }
      if (req.query.search) {
        // The team search's range on the prefix index (team.ts usernameStartsWith), over the brand's whole tree.
        const found = await db()
          .select({ username: agentNodes.username, depth: agentNodes.depth, teamSize: agentNodes.teamSize, directCount: agentNodes.directCount })
          .from(agentNodes)
          .where(and(eq(agentNodes.merchantId, merchantId), usernameStartsWith(req.query.search)))
          .orderBy(desc(agentNodes.teamSize), asc(agentNodes.memberId))
          .limit(15)
          .offset(((req.query.pageNo ?? 1) - 1) * 15);
        return ok({ parent: null, list: found.map((r) => ({ username: r.username, level: Number(r.depth), teamSize: Number(r.teamSize), directCount: Number(r.directCount) })) });
      }
      const rows = { rows: await rowsOf<{ username: string; team_size: number; direct_count: number }>(db(), sql`
        select username, team_size, direct_count from agent_nodes where merchant_id = ${merchantId} and upline_id is null and team_size > 0
        order by team_size desc, member_id limit 15 offset ${((req.query.pageNo ?? 1) - 1) * 15}`) };
      return ok({ parent: null, list: rows.rows.map((r) => ({ username: r.username, level: 0, teamSize: Number(r.team_size), directCount: Number(r.direct_count) })) });
    },
  );

  app.post(
    '/api/operator/agents/sync',
    { config: { access: 'operator:finance' }, schema: { tags, security, summary: 'Copy members the agent tree has not seen yet (after a restore)', response: value } },
    async (req) => ok({ added: await syncTree(req.tenant.merchantId, db()) }),
  );

  app.get(
    '/api/operator/agents/contracts',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary: 'Contracts of this brand',
        querystring: { type: 'object', additionalProperties: false, properties: { kind: kindSchema, status: { type: 'string', enum: ['offered', 'active', 'rejected', 'terminated', 'superseded', 'withdrawn'] } } },
        response: value,
      },
    },
    async (req) => {
      const q = req.query;
      const rows = await db()
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.merchantId, req.tenant.merchantId), q.kind ? eq(agentContracts.kind, q.kind) : undefined, q.status ? eq(agentContracts.status, q.status) : undefined))
        .orderBy(desc(agentContracts.id))
        .limit(500);
      const names = await usernames(req.tenant.merchantId, rows.flatMap((r) => [r.memberId, r.uplineId ?? 0]), db());
      return ok({ list: rows.map((r) => toView(r, names)) });
    },
  );

  app.post(
    '/api/operator/agents/contracts',
    {
      config: { access: 'operator:finance' },
      schema: {
        tags,
        security,
        summary: "The brand's contract for an agent (agreed at once; a lower rate ends the downline contracts above it, spec §4)",
        body: { type: 'object', additionalProperties: false, required: ['username', 'kind', 'terms'], properties: { username, kind: kindSchema, period: periodSchema, terms: termsSchema } },
        response: value,
      },
    },
    async (req) => {
      const b = req.body;
      const c = await offerContract(db(), { merchantId: req.tenant.merchantId, uplineId: null, downline: b.username, kind: b.kind, period: b.period, terms: b.terms, now: now() });
      await insertAudit(req.tenant.merchantId, { ...who(req), action: 'agents.contract', detail: { contractId: c.id, username: b.username, kind: b.kind, terms: b.terms } }, db());
      return ok({ contract: toView(c, await usernames(req.tenant.merchantId, [c.memberId], db())) });
    },
  );

  app.post(
    '/api/operator/agents/contracts/:id/terminate',
    {
      config: { access: 'operator:finance' },
      schema: { tags, security, summary: 'End a contract (and those its holder gave below)', params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } }, response: value },
    },
    async (req) => {
      const c = await decideContract(db(), req.tenant.merchantId, null, req.params.id, 'terminate', now());
      await insertAudit(req.tenant.merchantId, { ...who(req), action: 'agents.terminate', detail: { contractId: c.id } }, db());
      return ok({ contract: toView(c, await usernames(req.tenant.merchantId, [c.memberId, c.uplineId ?? 0], db())) });
    },
  );

  app.get(
    '/api/operator/agents/settlements',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary: 'Settlement payouts (one per contract and period), newest first',
        querystring: { type: 'object', additionalProperties: false, properties: { kind: kindSchema, periodKey: { type: 'string', maxLength: 20 } } },
        response: value,
      },
    },
    async (req) => {
      const q = req.query;
      const rows = await db()
        .select()
        .from(agentSettlements)
        .where(and(eq(agentSettlements.merchantId, req.tenant.merchantId), q.kind ? eq(agentSettlements.kind, q.kind) : undefined, q.periodKey ? eq(agentSettlements.periodKey, q.periodKey) : undefined))
        .orderBy(desc(agentSettlements.id))
        .limit(500);
      const names = await usernames(req.tenant.merchantId, rows.map((r) => r.memberId), db());
      const holds = await db().select().from(agentSettlementHolds).where(eq(agentSettlementHolds.merchantId, req.tenant.merchantId));
      return ok({
        holds: holds.map((h) => ({ kind: h.kind, periodKey: h.periodKey, heldBy: h.heldBy, heldAt: h.heldAt.toISOString() })),
        list: rows.map((r) => ({ ...r, username: names.get(r.memberId) ?? '', periodStart: r.periodStart.toISOString(), periodEnd: r.periodEnd.toISOString(), settledAt: r.settledAt.toISOString() })),
      });
    },
  );

  app.post(
    '/api/operator/agents/settlements/preview',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'What a period would pay (nothing is written)', body: periodBody, response: value } },
    async (req) => {
      const p = periodOf(req.body.kind, req.body.periodKey);
      const lines = await computePeriod(req.tenant.merchantId, req.body.kind, p, db());
      const names = await usernames(req.tenant.merchantId, lines.map((l) => l.memberId), db());
      return ok({ periodKey: p.key, held: await isHeld(req.tenant.merchantId, req.body.kind, p.key, db()), total: lines.reduce((s, l) => s + l.amount, 0), list: lines.map((l) => ({ ...l, username: names.get(l.memberId) ?? '' })) });
    },
  );

  app.post(
    '/api/operator/agents/settlements/hold',
    { config: { access: 'operator:finance' }, schema: { tags, security, summary: 'Hold a period: its settlement waits until released', body: periodBody, response: value } },
    async (req) => {
      const p = periodOf(req.body.kind, req.body.periodKey);
      await db().transaction(async (tx) => {
        await tx.insert(agentSettlementHolds).values({ merchantId: req.tenant.merchantId, kind: req.body.kind, periodKey: p.key, heldBy: who(req).actor, heldAt: now() }).onConflictDoNothing();
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'agents.hold', detail: { kind: req.body.kind, periodKey: p.key } }, tx);
      });
      return ok({ periodKey: p.key, held: true });
    },
  );

  app.post(
    '/api/operator/agents/settlements/release',
    { config: { access: 'operator:finance' }, schema: { tags, security, summary: 'Release a held period (the next run, or a re-run, pays it)', body: periodBody, response: value } },
    async (req) => {
      const p = periodOf(req.body.kind, req.body.periodKey);
      await db().transaction(async (tx) => {
        await tx
          .delete(agentSettlementHolds)
          .where(and(eq(agentSettlementHolds.merchantId, req.tenant.merchantId), eq(agentSettlementHolds.kind, req.body.kind), eq(agentSettlementHolds.periodKey, p.key)));
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'agents.release', detail: { kind: req.body.kind, periodKey: p.key } }, tx);
      });
      return ok({ periodKey: p.key, held: false });
    },
  );

  app.post(
    '/api/operator/agents/settlements/run',
    { config: { access: 'operator:finance' }, schema: { tags, security, summary: 'Settle (or re-run) an ended period: pays only what was not paid', body: periodBody, response: value } },
    async (req) => {
      const p = periodOf(req.body.kind, req.body.periodKey);
      const result = await settlePeriod(db(), req.tenant.merchantId, req.body.kind, p, now());
      await insertAudit(req.tenant.merchantId, { ...who(req), action: 'agents.settle', detail: { ...result } }, db());
      return ok({ ...result });
    },
  );

  app.post(
    '/api/operator/agents/announcements',
    {
      config: { access: 'operator:finance' },
      schema: {
        tags,
        security,
        summary: 'Publish an agent announcement (plain text)',
        body: { type: 'object', additionalProperties: false, required: ['title', 'content'], properties: { title: { type: 'string', minLength: 1, maxLength: 120 }, content: { type: 'string', minLength: 1, maxLength: 4000 } } },
        response: value,
      },
    },
    async (req) => {
      const [row] = await db().insert(agentAnnouncements).values({ merchantId: req.tenant.merchantId, title: req.body.title, content: req.body.content }).returning();
      await insertAudit(req.tenant.merchantId, { ...who(req), action: 'agents.announcement', detail: { id: row.id } }, db());
      return ok({ id: row.id });
    },
  );

  app.get(
    '/api/operator/agents/announcements',
    {
      config: { access: 'operator:readonly' },
      schema: { tags, security, summary: 'Agent announcements of this brand, newest first (the last 200)', querystring: { type: 'object', additionalProperties: false, properties: {} }, response: value },
    },
    async (req) => {
      const rows = await db().select().from(agentAnnouncements).where(eq(agentAnnouncements.merchantId, req.tenant.merchantId)).orderBy(desc(agentAnnouncements.id)).limit(200);
      return ok({ list: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, createdAt: r.createdAt.toISOString() })) });
    },
  );
};
