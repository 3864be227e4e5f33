// Issue 16: the agents module's tree after any sequence of operator moves (fast-check): random forests of agents, random
// moves through the operator API (those the accounts refuse are refused), the events delivered now and then (several
// moves of a member may wait in the outbox together). Afterwards the tree is the accounts' tree: each node's upline,
// depth, team size and direct count, and the closure rows (agent_links), as computed from the accounts' uplines.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createMember } from '../../test/login';
import { getMemberById } from '../accounts';
import { rowsOf } from './sql-rows';

const OP = 'agents-move-property';

describe.each(backends)('agent tree after moves (property, %s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OP } });
  }, 120_000);
  afterAll(() => t?.close());

  let run = 0;
  it('equals the accounts tree: uplines, depths, team sizes, direct counts and closure rows', async () => {
    const size = 8;
    const forest = fc.array(fc.nat(size), { minLength: size, maxLength: size }); // parent choice per member
    const moves = fc.array(fc.record({ who: fc.nat(size - 1), under: fc.nat(size - 1), deliver: fc.boolean() }), { minLength: 1, maxLength: 10 });
    await fc.assert(
      fc.asyncProperty(forest, moves, async (parents, steps) => {
        run++;
        const merchantId = t.app.tenants.get('mesra')!.merchantId;
        const ids: number[] = [];
        const names: string[] = [];
        for (let i = 0; i < size; i++) {
          // Member i's upline: one of the earlier members, or none (a choice past them).
          const up = parents[i] < i ? ids[parents[i]] : undefined;
          const m = await createMember(t.app, 'mesra', { isAgent: 1, username: `mv${run}x${i}`, uplineId: up });
          ids.push(m.id);
          names.push(m.username);
        }
        await t.app.inject({ method: 'POST', url: '/api/operator/agents/sync', headers: { authorization: `Bearer ${OP}`, host: 'mesra.localhost' } });
        for (const s of steps) {
          const r = await t.app.inject({ method: 'POST', url: '/api/operator/members/upline', headers: { authorization: `Bearer ${OP}`, host: 'mesra.localhost' }, payload: { username: names[s.who], upline: names[s.under] } });
          expect([200, 400], r.body).toContain(r.statusCode);
          if (s.deliver) await t.app.jobs.deliverOutbox();
        }
        await t.app.jobs.deliverOutbox();

        // The accounts' tree, and what follows from it.
        const upline = new Map<number, number | null>();
        for (const id of ids) upline.set(id, (await getMemberById(merchantId, id, t.database.db))!.uplineId);
        const chain = (id: number) => {
          const out: number[] = [];
          for (let u = upline.get(id) ?? null; u !== null; u = upline.get(u) ?? null) out.push(u);
          return out;
        };
        const want = ids.map((id) => ({
          id,
          upline: upline.get(id) ?? null,
          depth: chain(id).length,
          teamSize: ids.filter((x) => chain(x).includes(id)).length,
          direct: ids.filter((x) => upline.get(x) === id).length,
        }));
        const list = sql.join(ids.map((i) => sql`${i}`), sql`, `);
        const nodes = await rowsOf<{ member_id: number; upline_id: number | null; depth: number; team_size: number; direct_count: number }>(
          t.database.db,
          sql`select member_id, upline_id, depth, team_size, direct_count from agent_nodes where merchant_id = ${merchantId} and member_id in (${list}) order by member_id`,
        );
        expect(nodes.map((n) => ({ id: Number(n.member_id), upline: n.upline_id === null ? null : Number(n.upline_id), depth: Number(n.depth), teamSize: Number(n.team_size), direct: Number(n.direct_count) }))).toEqual(want);
        const links = await rowsOf<{ a: number; m: number; d: number }>(t.database.db, sql`select ancestor_id as a, member_id as m, depth as d from agent_links where merchant_id = ${merchantId} and member_id in (${list}) order by 1, 2`);
        const wantLinks = ids
          .flatMap((m) => [{ a: m, m, d: 0 }, ...chain(m).map((a, i) => ({ a, m, d: i + 1 }))])
          .sort((x, y) => x.a - y.a || x.m - y.m);
        expect(links.map((l) => ({ a: Number(l.a), m: Number(l.m), d: Number(l.d) }))).toEqual(wantLinks);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 12) },
    );
  }, 300_000);
});
