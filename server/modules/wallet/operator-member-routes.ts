// Operator routes of the console's player profile and of four-eyes adjustments (issue 19 item 2): a member's ledger
// lines and bets (readonly, paged), the pending adjustment requests and their approval or rejection by a second
// finance operator. Brand-scoped like every operator route (the access hook checks the operator serves the request's
// brand; every query names req.tenant.merchantId); each decision is audit-logged in its transaction.
import type { RoutesPlugin } from '../../lib/type-provider';
import { envelopeSchema, ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { getMemberByUsername } from '../accounts';
import { operatorActor as who } from '../system';
import { decideAdjustment, listAdjustmentRequests } from './adjustments';
import { memberBets, memberLedger } from './member-views';
import { idParam } from './schemas';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const usernameParam = { type: 'object', required: ['username'], additionalProperties: false, properties: { username: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { pageNo: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
} as const;
const nullableText = { type: ['string', 'null'] } as const;
const paged = (item: object) =>
  envelopeSchema({ type: 'object', required: ['list', 'pageNo', 'pageSize', 'total'], properties: { list: { type: 'array', items: item }, pageNo: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' } } });

const ledgerLine = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    journalId: { type: 'integer' },
    createdAt: { type: 'string' },
    type: { type: 'string', description: 'The journal kind: deposit, withdrawal, bet, win, rollback, transfer, adjustment, bonus...' },
    wallet: { type: 'string', description: "'MAIN' or a vendor code" },
    amount: { type: 'integer' },
    balanceAfter: { type: 'integer' },
    requestKey: { ...nullableText, description: 'The request that caused it (scope:requestId)' },
    reason: nullableText,
  },
} as const;
const betLine = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    createdAt: nullableText,
    gameType: { type: 'string' },
    gameCode: { type: 'string' },
    gameName: {
      type: ['object', 'null'],
      description: "The game's name in each language (null when the brand's catalogue no longer has it)",
      properties: { en: { type: 'string' }, ms: { type: 'string' }, zh: { type: 'string' } },
    },
    vendorCode: { type: 'string' },
    roundId: { type: 'string' },
    stake: { type: 'integer' },
    win: { type: 'integer' },
    status: { type: 'string', enum: ['open', 'settled', 'rolled_back'] },
  },
} as const;
export const adjustmentRequestSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    memberId: { type: 'integer' },
    username: { type: 'string' },
    requestId: { type: 'string' },
    kind: { type: 'string' },
    amount: { type: 'integer' },
    reason: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    requestedBy: { type: 'string' },
    decidedBy: nullableText,
    decisionReason: nullableText,
    journalId: { type: ['integer', 'null'] },
    balanceAfter: { type: ['integer', 'null'] },
    createdAt: { type: 'string' },
    decidedAt: nullableText,
    duplicate: { type: 'boolean' },
  },
} as const;

export function walletOperatorMemberRoutes(): RoutesPlugin {
  return async (app) => {
    const db = () => app.database.db;
    const memberOf = async (merchantId: number, username: string) => {
      const m = await getMemberByUsername(merchantId, username, db());
      if (!m) throw new NotFoundError('err_member_not_found');
      return m;
    };

    app.get(
      '/api/operator/wallet/members/:username/ledger',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "A member's ledger lines, newest first: time, type, wallet, amount, balance after, request", params: usernameParam, querystring: pageQuery, response: { 200: paged(ledgerLine) } } },
      async (req) => {
        const m = await memberOf(req.tenant.merchantId, req.params.username);
        return ok(await memberLedger(req.tenant.merchantId, m.id, { pageNo: req.query.pageNo ?? 1, pageSize: req.query.pageSize ?? 20 }, db()));
      },
    );

    app.get(
      '/api/operator/wallet/members/:username/bets',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "A member's bets (rounds), newest first: time, game, vendor, stake, win, state", params: usernameParam, querystring: pageQuery, response: { 200: paged(betLine) } } },
      async (req) => {
        const m = await memberOf(req.tenant.merchantId, req.params.username);
        return ok(await memberBets(req.tenant.merchantId, m.id, { pageNo: req.query.pageNo ?? 1, pageSize: req.query.pageSize ?? 20 }, db()));
      },
    );

    app.get(
      '/api/operator/wallet/adjustment-requests',
      {
        config: { access: 'operator:readonly' },
        schema: {
          tags,
          security,
          summary: 'Adjustments above the approval threshold, newest first (filter by status)',
          querystring: { type: 'object', additionalProperties: false, properties: { status: { type: 'string', enum: ['pending', 'approved', 'rejected'] }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } } },
          response: { 200: envelopeSchema({ type: 'array', items: adjustmentRequestSchema }) },
        },
      },
      async (req) => ok(await listAdjustmentRequests(db(), req.tenant.merchantId, req.query.status, req.query.limit ?? 100)),
    );

    app.post(
      '/api/operator/wallet/adjustment-requests/:id/approve',
      {
        config: { access: 'operator:finance' },
        schema: { tags, security, summary: "Approve another operator's pending adjustment: the money moves once (approving again answers the same request)", params: idParam, response: { 200: envelopeSchema(adjustmentRequestSchema) } },
      },
      async (req) => ok(await decideAdjustment(db(), req.tenant.merchantId, req.params.id, 'approve', null, who(req))),
    );

    app.post(
      '/api/operator/wallet/adjustment-requests/:id/reject',
      {
        config: { access: 'operator:finance' },
        schema: {
          tags,
          security,
          summary: "Reject another operator's pending adjustment with a reason: nothing moves",
          params: idParam,
          body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: { type: 'string', minLength: 3, maxLength: 500 } } },
          response: { 200: envelopeSchema(adjustmentRequestSchema) },
        },
      },
      async (req) => ok(await decideAdjustment(db(), req.tenant.merchantId, req.params.id, 'reject', req.body.reason, who(req))),
    );
  };
}
