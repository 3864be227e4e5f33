// Agent calls (issue 16; spec §7 "Rewards and salary", /wps/member/info/funds/consolidated, §2 agent-centre pages).
// Thin: schemas here, rules in contracts.ts, settlement.ts and team.ts. Contract calls are open to every member (a
// downline answers its upline's offer whether or not it is an agent itself); the team pages to agents (spec §6).
import type { FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '../../lib/envelope';
import { BadRequestError, ForbiddenError } from '../../lib/errors';
import type { RoutesPlugin } from '../../lib/type-provider';
import { prepareDownlineAccount } from '../accounts';
import { getWhitelabel } from '../system';
import { consolidated, contractsView, decideContract, offerContract, toView, usernames } from './contracts';
import { anyObject, contractCallBody, membersQuery, openAccountBody, rangeQuery, rangeProps, transactionsQuery, username } from './schemas';
import { addNode } from './tree';
import type { ContractKind } from './tables';
import { listAnnouncements, memberProfitLoss, myIncome, teamBetting, teamMembers, teamOverview, teamTransactions } from './team';

const tags = ['agent'];
const value = { 200: envelopeSchema(anyObject) };

/** spec §6: agent menu items depend on the dividend, salary, hourly-salary and real-time-salary switches. The switches of the four contract kinds (module tree AC children), on unless turned off. */
export async function contractSwitches(req: FastifyRequest): Promise<Record<ContractKind, boolean>> {
  const wl = await getWhitelabel(req.server.database.db, req.tenant);
  const ac = wl.modules.find((m) => m.modId === 'AC');
  const on = (id: string) => ac?.enabled !== false && ac?.childrenNodes.find((c) => c.modId === id)?.enabled !== false;
  return { dividend: on('DIVIDEND'), daily: on('SALARY'), hourly: on('HOURSALARY'), realtime: on('REALTIMESALARY') };
}

export const agentRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.get(
    '/wps/member/info/funds/consolidated',
    { config: { access: 'member' }, schema: { tags, summary: 'spec §3 consolidated contract response (pending requests and contracts per kind, brand switches)', response: value } },
    async (req) => ({ ...ok({ ...(await consolidated(req.tenant.merchantId, req.member!.id, db())), switches: await contractSwitches(req) }) }),
  );

  const contractCall = (path: string, kind: ContractKind, summary: string) =>
    app.post(
      path,
      { config: { access: 'member' }, schema: { tags, summary, body: contractCallBody, response: value } },
      async (req) => {
        const body = req.body;
        const me = req.member!;
        const merchantId = req.tenant.merchantId;
        if (!(await contractSwitches(req))[kind]) throw new ForbiddenError('err_contract_disabled', 'contract_disabled');
        switch (body.action) {
          case 'offer': {
            if (!body.downline || !body.terms) throw new BadRequestError('err_contract_offer_fields', undefined, 'contract_offer_fields');
            if (me.isAgent === 4) throw new ForbiddenError('in_need_true_account', 'in_need_true_account');
            const c = await offerContract(db(), { merchantId, uplineId: me.id, downline: body.downline, kind, period: body.period, terms: body.terms, now: now() });
            return ok({ contract: toView(c, await usernames(merchantId, [c.memberId, me.id], db())) });
          }
          case 'accept':
          case 'reject':
          case 'terminate': {
            if (!body.contractId) throw new BadRequestError('err_contract_id', undefined, 'contract_id');
            const c = await decideContract(db(), merchantId, me.id, body.contractId, body.action, now());
            return ok({ contract: toView(c, await usernames(merchantId, [c.memberId, c.uplineId ?? 0], db())) });
          }
          default:
            return ok(await contractsView(merchantId, me.id, kind, db()));
        }
      },
    );
  contractCall('/wps/relay/MCS2_processDividendReq', 'dividend', 'Dividend contract: view, offer to a direct downline, accept, reject, terminate');
  contractCall('/wps/relay/MCS2_processDailySalContract', 'daily', 'Daily wage contract: view, offer, accept, reject, terminate');
  contractCall('/wps/relay/MCS2_processContractHourSalary', 'hourly', 'Hourly wage contract: view, offer, accept, reject, terminate');
  contractCall('/wps/relay/MCSFE_processRealTimeSalaryContract', 'realtime', 'Real-time wage contract: view, offer, accept, reject, terminate');

  app.get(
    '/wps/agent/team/overview',
    { config: { access: 'agent' }, schema: { tags, summary: 'Team Overview for a spec §9 date shortcut or a custom range', querystring: rangeQuery, response: value } },
    async (req) => ok(await teamOverview(req.tenant.merchantId, req.member!.id, req.query, now(), db())),
  );

  app.get(
    '/wps/agent/team/members',
    { config: { access: 'agent' }, schema: { tags, summary: 'Team Management: direct downlines of parent (default: me), search, sort, paging', querystring: membersQuery, response: value } },
    async (req) => ok(await teamMembers(req.tenant.merchantId, req.member!.id, req.query, db())),
  );

  app.get(
    '/wps/agent/team/betting',
    { config: { access: 'agent' }, schema: { tags, summary: 'Team Betting: each direct downline team in the range', querystring: rangeQuery, response: value } },
    async (req) => ok(await teamBetting(req.tenant.merchantId, req.member!.id, req.query, now(), db())),
  );

  app.get(
    '/wps/agent/team/profitLoss',
    {
      config: { access: 'agent' },
      schema: { tags, summary: 'User Profit and Loss of the team members', querystring: { type: 'object', additionalProperties: false, properties: { ...rangeProps, username } }, response: value },
    },
    async (req) => ok(await memberProfitLoss(req.tenant.merchantId, req.member!.id, req.query, now(), db())),
  );

  app.get(
    '/wps/agent/team/transactions',
    {
      config: { access: 'agent' },
      schema: { tags, summary: 'Transaction Details of the downline: one row per paid deposit or withdrawal (time, username, type, amount, order number)', querystring: transactionsQuery, response: value },
    },
    async (req) => ok(await teamTransactions(req.tenant.merchantId, req.member!.id, req.query, now(), db())),
  );

  app.get(
    '/wps/agent/income',
    { config: { access: 'agent' }, schema: { tags, summary: 'My Income: dividends and wages paid to me', querystring: rangeQuery, response: value } },
    async (req) => ok(await myIncome(req.tenant.merchantId, req.member!.id, req.query, now(), db())),
  );

  app.get(
    '/wps/agent/announcements',
    { config: { access: 'agent' }, schema: { tags, summary: 'Agent announcements', response: value } },
    async (req) => ok({ list: await listAnnouncements(req.tenant.merchantId, db()) }),
  );

  app.post(
    '/wps/agent/team/openAccount',
    { config: { access: 'agent' }, schema: { tags, summary: 'Open an account for a direct downline, optionally with a contract offer', body: openAccountBody, response: value } },
    async (req) => {
      const b = req.body;
      const me = req.member!;
      const merchantId = req.tenant.merchantId;
      if (b.contract && !(await contractSwitches(req))[b.contract.kind]) throw new ForbiddenError('err_contract_disabled', 'contract_disabled');
      const write = await prepareDownlineAccount({ merchantId, uplineId: me.id, username: b.username, password: b.password, isAgent: b.isAgent as 0 | 1 }, app.accounts);
      const created = await db().transaction(async (tx) => {
        const m = await write(tx);
        await addNode({ merchantId, memberId: m.id, username: m.username, uplineId: me.id, joinedAt: now() }, tx);
        return m;
      });
      let contract = null;
      if (b.contract) {
        try {
          const c = await offerContract(db(), { merchantId, uplineId: me.id, downline: created.username, kind: b.contract.kind, terms: b.contract.terms, now: now() });
          contract = toView(c, await usernames(merchantId, [c.memberId, me.id], db()));
        } catch (e) {
          // The account exists; the offer's refusal is said (the agent can offer again from the contract page).
          return ok({ username: created.username, contract: null, contractError: (e as { messageKey?: string }).messageKey ?? 'err_contract_terms' });
        }
      }
      return ok({ username: created.username, contract, contractError: null });
    },
  );

};
