// Issue 16 item 4, spec §4 "calculated on the previous period and paid the next", §9 real-time every 5 minutes.
// A period is settled once it has ended (plus a grace for events still in the outbox): for every contract of the
// kind that was in force at the period's end, the team's volume (the agents module's own copy, fed by bet.settled)
// gives the gross (rate × base); each level keeps its gross minus what its contracted direct downlines earned on
// their part (the differential), so the tree as a whole never pays more than the top contract's rate on the team.
// Payouts are ledger journals (wallet payCommission) from the brand's commission account; the settlement row and
// the journal's request key commit together, unique per (contract, period): a rerun, an overlap or a crash pays
// nothing twice.
import { rowsOf } from './sql-rows';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import { payCommission } from '../wallet';
import type { Contract } from './contracts';
import type { Period } from './periods';
import { agentContracts, agentSettlementHolds, agentSettlements, type ContractKind } from './tables';
import { baseAndRate, type TeamMetrics, type Terms, type TieredTerms } from './terms';

/** Outbox events of bets settled just before a period's end may still be on their way: wait this long. */
export const SETTLE_GRACE_MS = 60_000;

export interface PayoutLine {
  contractId: number;
  memberId: number;
  uplineId: number | null;
  base: number;
  rateBp: number;
  gross: number;
  givenBelow: number;
  amount: number;
}

/** Contracts of a kind in force at the end of `period` (accepted before it, not ended before it). */
async function contractsInForce(merchantId: number, kind: ContractKind, period: Period, db: DbOrTx): Promise<Contract[]> {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.period, period.unit),
        inArray(agentContracts.status, ['active', 'terminated', 'superseded']),
        lt(agentContracts.acceptedAt, period.end),
        or(isNull(agentContracts.endedAt), sql`${agentContracts.endedAt} >= ${period.end.toISOString()}`),
      ),
    );
}

/** The teams' volume over the period, by agent (the agents module's own tables: never another module's). */
export async function teamMetrics(merchantId: number, agentIds: number[], period: Period, needActive: boolean, db: DbOrTx): Promise<Map<number, TeamMetrics>> {
  const out = new Map<number, TeamMetrics>(agentIds.map((id) => [id, { stake: 0, win: 0, active: 0, units: Math.max(1, period.days.length) }]));
  if (!agentIds.length) return out;
  const ids = sql.join(agentIds.map((i) => sql`${i}`), sql`, `);
  if (period.unit === 'HR' || period.unit === '5M') {
    const rows = { rows: await rowsOf<{ agent_id: number; stake: string; win: string }>(db, sql`
      select agent_id, sum(stake) as stake, sum(win) as win from agent_team_slots
      where merchant_id = ${merchantId} and agent_id in (${ids}) and slot >= ${period.start.toISOString()} and slot < ${period.end.toISOString()} group by agent_id`) };
    for (const r of rows.rows) Object.assign(out.get(Number(r.agent_id))!, { stake: Number(r.stake), win: Number(r.win) });
    return out;
  }
  const days = sql.join(period.days.map((d) => sql`${d}`), sql`, `);
  const rows = { rows: await rowsOf<{ agent_id: number; stake: string; win: string; active: string }>(db, sql`
    select agent_id, sum(stake) as stake, sum(win) as win, sum(active) as active from agent_team_days
    where merchant_id = ${merchantId} and agent_id in (${ids}) and day in (${days}) group by agent_id`) };
  for (const r of rows.rows) Object.assign(out.get(Number(r.agent_id))!, { stake: Number(r.stake), win: Number(r.win), active: Number(r.active) });
  // Over several days, active members are distinct members with a bet (the daily counts would count a member twice).
  if (needActive && period.days.length > 1) {
    const act = { rows: await rowsOf<{ agent_id: number; n: string }>(db, sql`
      select l.ancestor_id as agent_id, count(distinct d.member_id) as n from agent_links l
      join agent_member_days d on d.merchant_id = l.merchant_id and d.member_id = l.member_id and d.day in (${days}) and d.bets > 0
      where l.merchant_id = ${merchantId} and l.ancestor_id in (${ids}) group by l.ancestor_id`) };
    for (const r of act.rows) out.get(Number(r.agent_id))!.active = Number(r.n);
  }
  return out;
}

/** What every contract of the kind earns for the period (nothing is written). */
export async function computePeriod(merchantId: number, kind: ContractKind, period: Period, db: DbOrTx): Promise<PayoutLine[]> {
  const contracts = await contractsInForce(merchantId, kind, period, db);
  const needActive = kind !== 'realtime' && contracts.some((c) => (c.terms as TieredTerms).tiers.some((t) => t.minActive > 0));
  const metrics = await teamMetrics(
    merchantId,
    contracts.map((c) => c.memberId),
    period,
    needActive,
    db,
  );
  const lines = contracts.map((c) => ({ contract: c, ...baseAndRate(kind, c.terms as Terms, metrics.get(c.memberId)!) }));
  return differential(lines.map((l) => ({ contractId: l.contract.id, memberId: l.contract.memberId, uplineId: l.contract.uplineId, base: l.base, rateBp: l.rateBp, gross: l.gross })));
}

/**
 * The differential down the tree. Each contract's gross is capped at what is left of its upline's (capped) gross after
 * the siblings before it (contract id order): wages never reach the cap (a downline's rate is at most its upline's
 * and its team is part of the upline's), a dividend can, when a sub-team lost more than the whole team. Each level
 * keeps its capped gross minus the capped gross of its contracted direct downlines, so the tree pays at most the top
 * contract's gross, and every payout is >= 0.
 */
export function differential(lines: Omit<PayoutLine, 'givenBelow' | 'amount'>[]): PayoutLine[] {
  const byMember = new Map(lines.map((l) => [l.memberId, l]));
  const children = new Map<number, typeof lines>();
  for (const l of lines) {
    // Only a downline whose upline's contract was in force too is a level of the differential.
    if (l.uplineId !== null && byMember.has(l.uplineId)) children.set(l.uplineId, [...(children.get(l.uplineId) ?? []), l]);
  }
  const capped = new Map<number, number>();
  const walk = (l: (typeof lines)[number], cap: number) => {
    const mine = Math.min(l.gross, cap);
    capped.set(l.memberId, mine);
    let left = mine;
    for (const c of (children.get(l.memberId) ?? []).sort((a, b) => a.contractId - b.contractId)) {
      walk(c, left);
      left -= capped.get(c.memberId)!;
    }
  };
  for (const l of lines) if (l.uplineId === null || !byMember.has(l.uplineId)) walk(l, l.gross);
  return lines.map((l) => {
    const givenBelow = (children.get(l.memberId) ?? []).reduce((s, c) => s + capped.get(c.memberId)!, 0);
    return { ...l, gross: capped.get(l.memberId)!, givenBelow, amount: capped.get(l.memberId)! - givenBelow };
  });
}

export async function isHeld(merchantId: number, kind: ContractKind, periodKey: string, db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ k: agentSettlementHolds.periodKey })
    .from(agentSettlementHolds)
    .where(and(eq(agentSettlementHolds.merchantId, merchantId), eq(agentSettlementHolds.kind, kind), eq(agentSettlementHolds.periodKey, periodKey)));
  return !!row;
}

export interface SettleResult {
  periodKey: string;
  kind: ContractKind;
  held: boolean;
  contracts: number;
  paid: number;
  paidAmount: number;
  alreadySettled: number;
}

/** Settles one period of one kind: pays every (contract, period) not settled yet, once. */
export async function settlePeriod(db: Db, merchantId: number, kind: ContractKind, period: Period, now: Date): Promise<SettleResult> {
  if (period.end.getTime() + SETTLE_GRACE_MS > now.getTime()) throw new BadRequestError('err_period_open', { periodKey: period.key }, 'period_open');
  const result: SettleResult = { periodKey: period.key, kind, held: false, contracts: 0, paid: 0, paidAmount: 0, alreadySettled: 0 };
  if (await isHeld(merchantId, kind, period.key, db)) return { ...result, held: true };
  const lines = await computePeriod(merchantId, kind, period, db);
  result.contracts = lines.length;
  const done = new Set(
    lines.length
      ? (
          await db
            .select({ id: agentSettlements.contractId })
            .from(agentSettlements)
            .where(and(eq(agentSettlements.merchantId, merchantId), inArray(agentSettlements.contractId, lines.map((l) => l.contractId)), eq(agentSettlements.periodKey, period.key)))
        ).map((r) => r.id)
      : [],
  );
  for (const l of lines) {
    if (done.has(l.contractId)) {
      result.alreadySettled++;
      continue;
    }
    const row = (journalId: number | null) => ({
      merchantId,
      contractId: l.contractId,
      memberId: l.memberId,
      kind,
      periodKey: period.key,
      periodStart: period.start,
      periodEnd: period.end,
      base: l.base,
      rateBp: l.rateBp,
      gross: l.gross,
      givenBelow: l.givenBelow,
      amount: journalId === null ? 0 : l.amount,
      status: journalId === null ? 'zero' : 'paid',
      journalId,
      settledAt: now,
    });
    if (l.amount <= 0) {
      await db.insert(agentSettlements).values(row(null)).onConflictDoNothing();
      continue;
    }
    let recorded = false;
    await payCommission(
      db,
      {
        merchantId,
        memberId: l.memberId,
        amount: l.amount,
        requestId: `agent:${l.contractId}:${period.key}`,
        kind: kind === 'dividend' ? 'dividend' : 'wage',
        memo: { contractId: l.contractId, contractKind: kind, periodKey: period.key, base: l.base, rateBp: l.rateBp, gross: l.gross, givenBelow: l.givenBelow },
      },
      async (tx, journalId) => {
        await tx.insert(agentSettlements).values(row(journalId));
        recorded = true;
      },
    );
    if (recorded) {
      result.paid++;
      result.paidAmount += l.amount;
    } else result.alreadySettled++;
  }
  return result;
}

/** Periods of a unit with any contract of the kind in force, settled by the scheduled jobs. */
export async function merchantsWithContracts(kind: ContractKind, db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ m: agentContracts.merchantId })
    .from(agentContracts)
    .where(and(eq(agentContracts.kind, kind), or(eq(agentContracts.status, 'active'), gt(agentContracts.endedAt, sql`now() - interval '40 days'`))));
  return rows.map((r) => r.m);
}

export async function periodUnitsInUse(merchantId: number, kind: ContractKind, db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ p: agentContracts.period })
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.kind, kind), inArray(agentContracts.status, ['active', 'terminated', 'superseded'])));
  return rows.map((r) => r.p);
}
