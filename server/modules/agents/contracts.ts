// spec §4 contract flow: an upline offers, the downline accepts or rejects, either side terminates; a new contract
// whose rate is below what a downline was given ends that downline's contract once it is agreed; a contract that
// ends takes the contracts its holder gave below with it (nobody can give what they no longer have).
import { rowsOf } from './sql-rows';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { ContractPeriod } from './periods';
import { agentContracts, type ContractKind } from './tables';
import { normaliseTerms, withinUpline, type Terms } from './terms';
import { nodeByUsername, nodeOf } from './tree';

export type Contract = typeof agentContracts.$inferSelect;

/** Period of each kind: dividend and daily wage D/W/H/M (spec §4), hourly 'HR', real-time '5M'. */
export function periodFor(kind: ContractKind, period: string | undefined): string {
  if (kind === 'hourly') return 'HR';
  if (kind === 'realtime') return '5M';
  return period ?? 'D';
}

/** A contract by its key (brand first, issue 21 item 5). */
const byId = (c: Pick<Contract, 'merchantId' | 'id'>) => and(eq(agentContracts.merchantId, c.merchantId), eq(agentContracts.id, c.id));

export async function activeContract(merchantId: number, memberId: number, kind: ContractKind, db: DbOrTx): Promise<Contract | undefined> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.memberId, memberId), eq(agentContracts.kind, kind), eq(agentContracts.status, 'active')));
  return row;
}

export interface OfferInput {
  merchantId: number;
  /** The offering agent; null = the brand (operator), whose contract is agreed at once. */
  uplineId: number | null;
  downline: string;
  kind: ContractKind;
  period?: ContractPeriod;
  terms: unknown;
  now: Date;
}

/** An upline's offer to a direct downline (replacing a pending one); the brand's contract for an agent is active at once. */
export async function offerContract(db: Db, input: OfferInput): Promise<Contract> {
  const terms = normaliseTerms(input.kind, input.terms);
  return db.transaction(async (tx) => {
    const down = await nodeByUsername(input.merchantId, input.downline, tx);
    if (!down) throw new NotFoundError('err_member_not_found');
    let period = periodFor(input.kind, input.period);
    if (input.uplineId !== null) {
      if (down.uplineId !== input.uplineId) throw new ForbiddenError('err_contract_not_direct', 'contract_not_direct');
      const own = await activeContract(input.merchantId, input.uplineId, input.kind, tx);
      if (!own) throw new ForbiddenError('err_contract_none_own', 'contract_none_own');
      if (!withinUpline(input.kind, terms, own.terms as Terms)) throw new ForbiddenError('err_contract_above_own', 'contract_above_own');
      // The downline's periods are the upline's: the differential compares the same period.
      period = own.period;
    }
    // A pending offer is replaced by the new one.
    await tx
      .update(agentContracts)
      .set({ status: 'withdrawn', endedAt: input.now, endReason: 'replaced_offer' })
      .where(and(eq(agentContracts.merchantId, input.merchantId), eq(agentContracts.memberId, down.memberId), eq(agentContracts.kind, input.kind), eq(agentContracts.status, 'offered')));
    const [row] = await tx
      .insert(agentContracts)
      .values({ merchantId: input.merchantId, kind: input.kind, uplineId: input.uplineId, memberId: down.memberId, period, terms, status: 'offered', offeredAt: input.now })
      .returning();
    return input.uplineId === null ? agree(row, input.now, tx) : row;
  });
}

/** The offer becomes the member's contract: the old one is superseded, downline contracts above it end. */
async function agree(offer: Contract, now: Date, tx: DbOrTx): Promise<Contract> {
  await tx
    .update(agentContracts)
    .set({ status: 'superseded', endedAt: now, endReason: 'superseded' })
    .where(and(eq(agentContracts.merchantId, offer.merchantId), eq(agentContracts.memberId, offer.memberId), eq(agentContracts.kind, offer.kind), eq(agentContracts.status, 'active')));
  const [row] = await tx.update(agentContracts).set({ status: 'active', acceptedAt: now }).where(byId(offer)).returning();
  // spec §4: "A new contract with a rate lower than an existing downline's terminates that downline's contract
  // automatically once agreed."
  const below = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, offer.merchantId), eq(agentContracts.uplineId, offer.memberId), eq(agentContracts.kind, offer.kind), inArray(agentContracts.status, ['active', 'offered'])));
  for (const c of below) {
    if (!withinUpline(offer.kind, c.terms as Terms, row.terms as Terms) || c.period !== row.period) await endContract(c, c.status === 'offered' ? 'withdrawn' : 'terminated', 'upline_rate_lowered', now, tx);
  }
  return row;
}

/** Ends a contract and, with it, every contract of the same kind its holder gave (recursively). */
async function endContract(c: Contract, status: 'terminated' | 'withdrawn', reason: string, now: Date, tx: DbOrTx): Promise<void> {
  await tx.update(agentContracts).set({ status, endedAt: now, endReason: reason }).where(byId(c));
  if (status !== 'terminated') return;
  const below = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, c.merchantId), eq(agentContracts.uplineId, c.memberId), eq(agentContracts.kind, c.kind), inArray(agentContracts.status, ['active', 'offered'])));
  for (const d of below) await endContract(d, d.status === 'offered' ? 'withdrawn' : 'terminated', 'upline_contract_ended', now, tx);
}

/**
 * The member's contracts (active or offered, every kind) that `uplineId` did not give it end with `reason`: after
 * a move to another upline, what the old upline or the brand gave no longer holds. Each takes the contracts the
 * member gave below with it, as any ended contract does.
 */
export async function endContractsNotFrom(merchantId: number, memberId: number, uplineId: number, reason: string, now: Date, tx: DbOrTx): Promise<number> {
  const stale = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.memberId, memberId), inArray(agentContracts.status, ['active', 'offered']), sql`${agentContracts.uplineId} is distinct from ${uplineId}`))
    .for('update');
  for (const c of stale) await endContract(c, c.status === 'offered' ? 'withdrawn' : 'terminated', reason, now, tx);
  return stale.length;
}

async function lockContract(merchantId: number, id: number, tx: DbOrTx): Promise<Contract> {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)))
    .for('update');
  if (!row) throw new NotFoundError('err_contract_not_found');
  return row;
}

export type Decision = 'accept' | 'reject' | 'terminate';

/**
 * The member's answer to an offer (accept, reject) or either side's termination; an upline may also withdraw its
 * pending offer (terminate on an offered contract). The operator (actor null) may terminate any contract.
 */
export async function decideContract(db: Db, merchantId: number, actorId: number | null, id: number, decision: Decision, now: Date): Promise<Contract> {
  return db.transaction(async (tx) => {
    const c = await lockContract(merchantId, id, tx);
    const isMember = actorId !== null && c.memberId === actorId;
    const isUpline = actorId === null || c.uplineId === actorId;
    if (!isMember && !isUpline) throw new NotFoundError('err_contract_not_found');
    if (decision === 'terminate') {
      if (c.status === 'offered' && isUpline) {
        await endContract(c, 'withdrawn', 'withdrawn_by_upline', now, tx);
      } else if (c.status === 'active') {
        await endContract(c, 'terminated', actorId === null ? 'terminated_by_operator' : isMember ? 'terminated_by_member' : 'terminated_by_upline', now, tx);
      } else throw new ConflictError('err_contract_state', 'contract_state');
    } else {
      if (!isMember || c.status !== 'offered') throw new ConflictError('err_contract_state', 'contract_state');
      if (decision === 'reject') await tx.update(agentContracts).set({ status: 'rejected', endedAt: now, endReason: 'rejected' }).where(byId(c));
      else {
        // The upline's own contract may have changed since the offer: it must still cover it.
        if (c.uplineId !== null) {
          const own = await activeContract(merchantId, c.uplineId, c.kind, tx);
          if (!own || own.period !== c.period || !withinUpline(c.kind, c.terms as Terms, own.terms as Terms)) throw new ConflictError('err_contract_above_own', 'contract_above_own');
        }
        await agree(c, now, tx);
      }
    }
    const [after] = await tx.select().from(agentContracts).where(byId(c));
    return after;
  });
}

/** The member's contracts of a kind: its own (active), offers to it, and those it gave (active and pending). */
export async function contractsView(merchantId: number, memberId: number, kind: ContractKind, db: DbOrTx) {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        or(eq(agentContracts.memberId, memberId), eq(agentContracts.uplineId, memberId)),
        sql`(${agentContracts.status} in ('active', 'offered') or ${agentContracts.endedAt} > now() - interval '30 days')`,
      ),
    )
    .orderBy(sql`${agentContracts.id} desc`)
    .limit(200);
  const names = await usernames(merchantId, rows.flatMap((r) => [r.memberId, r.uplineId ?? 0]), db);
  const out = rows.map((r) => toView(r, names));
  return {
    mine: out.find((r) => r.memberId === memberId && r.status === 'active') ?? null,
    offers: out.filter((r) => r.memberId === memberId && r.status === 'offered'),
    given: out.filter((r) => r.uplineId === memberId),
    history: out.filter((r) => r.memberId === memberId && r.status !== 'active' && r.status !== 'offered').slice(0, 20),
  };
}

export async function usernames(merchantId: number, ids: number[], db: DbOrTx): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((x) => x > 0))];
  if (!unique.length) return new Map();
  const rows = { rows: await rowsOf<{ member_id: number; username: string }>(db, sql`select member_id, username from agent_nodes where merchant_id = ${merchantId} and member_id in (${sql.join(unique.map((i) => sql`${i}`), sql`, `)})`) };
  return new Map(rows.rows.map((r) => [Number(r.member_id), r.username]));
}

export function toView(r: Contract, names: Map<number, string>) {
  return {
    id: r.id,
    kind: r.kind,
    memberId: r.memberId,
    username: names.get(r.memberId) ?? '',
    uplineId: r.uplineId,
    upline: r.uplineId === null ? null : (names.get(r.uplineId) ?? ''),
    period: r.period,
    terms: r.terms as Terms,
    status: r.status,
    offeredAt: r.offeredAt.toISOString(),
    acceptedAt: r.acceptedAt?.toISOString() ?? null,
    endedAt: r.endedAt?.toISOString() ?? null,
    endReason: r.endReason,
  };
}

/** spec §3 consolidated contract response: pending requests (…req…) and active contracts (…info…) per kind. */
export async function consolidated(merchantId: number, memberId: number, db: DbOrTx) {
  const rows = await db
    .select({ kind: agentContracts.kind, status: agentContracts.status, uplineId: agentContracts.uplineId, memberId: agentContracts.memberId })
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), or(eq(agentContracts.memberId, memberId), eq(agentContracts.uplineId, memberId)), inArray(agentContracts.status, ['active', 'offered'])));
  const has = (kind: ContractKind, status: string) => (rows.some((r) => r.memberId === memberId && r.kind === kind && r.status === status) ? 1 : 0);
  const gave = (kind: ContractKind) => (rows.some((r) => r.uplineId === memberId && r.kind === kind) ? 1 : 0);
  const node = await nodeOf(merchantId, memberId, db);
  return {
    divtypereq: has('dividend', 'offered'),
    dailysalreqtype: has('daily', 'offered'),
    contracthoursalreq: has('hourly', 'offered'),
    realtimesalreqtype: has('realtime', 'offered'),
    divtypeinfo: has('dividend', 'active'),
    dailysalinfotype: has('daily', 'active'),
    contracthoursalinfo: has('hourly', 'active'),
    realtimesalinfotype: has('realtime', 'active'),
    /** Daily-wage contracts this member gave its downlines. */
    contractmrdailysalinfotype: gave('daily'),
    teamSize: node?.teamSize ?? 0,
  };
}
