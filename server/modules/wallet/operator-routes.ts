// Operator wallet actions (issue 4 item 7) on the operator API of server/modules/system/operator-routes.ts:
// each route declares the operator role it needs (config.access, checked by the access hook: reads readonly, money
// decisions finance, settings owner; README "Operator API") and writes the same audit log (who, what, when,
// req.operator's name) in the transaction of each action. The brand is chosen like any call: Host or x-merchant-code.
import type { RoutesPlugin } from '../../lib/type-provider';
import { envelopeSchema, ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { getMemberByUsername } from '../accounts';
import { operatorActor as who } from '../system';
import { ADJUSTMENT_KINDS, requestAdjustment } from './adjustments';
import { memberHeldAmounts } from './member-views';
import { adjustmentRequestSchema } from './operator-member-routes';
import { depositReceipt, listChannels, operatorDeposits, settleDeposit, upsertChannel } from './deposits';
import { checkInvariants } from './invariants';
import type { WalletContext } from './plugin';
import { amount, balanceSchema, signedAmount, channelSchema, depositSchema, idParam, requestId, settingsSchema, withdrawalSchema } from './schemas';
import { balanceOf, changeWalletSettings } from './service';
import { walletSettings } from './settings';
import { decideWithdrawal, listWithdrawals } from './withdrawals';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['pending', 'paid', 'failed', 'cancelled', 'rejected'] }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } },
} as const;

export function walletOperatorRoutes(ctx: WalletContext): RoutesPlugin {
  return async (app) => {
    const db = () => app.database.db;

    app.get(
      '/api/operator/wallet/settings',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Wallet settings of this brand (isSingle, withdrawal limits, receipt minutes)', response: { 200: envelopeSchema(settingsSchema) } } },
      async (req) => {
        return ok(await walletSettings(req.tenant.merchantId, db()));
      },
    );

    app.put(
      '/api/operator/wallet/settings',
      {
        config: { access: 'operator:owner' },
        schema: { tags, security, summary: 'Change wallet settings (merged over the current ones); isSingle multi -> single moves every vendor sub-wallet balance into main', body: { ...settingsSchema, additionalProperties: false, minProperties: 1 }, response: { 200: envelopeSchema(settingsSchema) } },
      },
      async (req) => ok(await changeWalletSettings(db(), req.tenant.merchantId, who(req), req.body)),
    );

    app.get(
      '/api/operator/wallet/channels',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Payment channels of this brand', response: { 200: envelopeSchema({ type: 'array', items: channelSchema }) } } },
      async (req) => {
        return ok(await listChannels(db(), req.tenant.merchantId, false));
      },
    );

    app.put(
      '/api/operator/wallet/channels',
      {
        config: { access: 'operator:finance' },
        schema: {
          tags,
          security,
          summary: 'Add or change a payment channel (gateway demo or bank)',
          body: {
            type: 'object',
            required: ['code', 'name', 'gateway', 'minAmount', 'maxAmount'],
            additionalProperties: false,
            properties: {
              code: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
              name: { type: 'string', minLength: 1, maxLength: 80 },
              gateway: { type: 'string', enum: ['demo', 'bank'] },
              minAmount: amount,
              maxAmount: amount,
              details: { type: 'object', maxProperties: 10, additionalProperties: { type: 'string', maxLength: 200 } },
              enabled: { type: 'boolean' },
            },
          },
          response: { 200: envelopeSchema({ type: 'array', items: channelSchema }) },
        },
      },
      async (req) => {
        await upsertChannel(db(), req.tenant.merchantId, who(req), req.body);
        return ok(await listChannels(db(), req.tenant.merchantId, false));
      },
    );

    app.get(
      '/api/operator/wallet/deposits',
      {
        config: { access: 'operator:readonly' },
        schema: {
          tags,
          security,
          summary: "Deposits, newest first (filter by status), with the member, the player's transfer reference and the receipt image's address (manual bank transfers)",
          querystring: listQuery,
          response: { 200: envelopeSchema({ type: 'array', items: depositSchema }) },
        },
      },
      async (req) => {
        return ok(await operatorDeposits(db(), req.tenant.merchantId, req.query.status, req.query.limit));
      },
    );

    app.get(
      '/api/operator/wallet/deposits/:id/receipt/image',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "The receipt image the player attached to a manual bank transfer", params: idParam, produces: ['image/png', 'image/jpeg'] } },
      async (req, reply) => {
        const img = await depositReceipt(db(), req.tenant.merchantId, req.params.id);
        return reply.header('content-type', img.mime).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(img.data);
      },
    );

    for (const outcome of ['paid', 'failed'] as const) {
      app.post(
        `/api/operator/wallet/deposits/:id/${outcome}`,
        {
          config: { access: 'operator:finance' },
          schema: {
            tags,
            security,
            summary: outcome === 'paid' ? 'Mark a deposit paid (demo gateway) / approve a bank transfer: credits once' : 'Mark a deposit failed / reject a bank transfer',
            params: idParam,
            response: { 200: envelopeSchema(depositSchema) },
          },
        },
        async (req) => ok(await settleDeposit(db(), req.tenant.merchantId, req.params.id, outcome, who(req), ctx.clock.now())),
      );
    }

    app.get(
      '/api/operator/wallet/withdrawals',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Withdrawals with receipt state, newest first', querystring: listQuery, response: { 200: envelopeSchema({ type: 'array', items: withdrawalSchema }) } } },
      async (req) => {
        return ok(await listWithdrawals(db(), req.tenant.merchantId, { status: req.query.status }, req.query.limit, ctx.clock.now()));
      },
    );

    app.post(
      '/api/operator/wallet/withdrawals/:id/approve',
      { config: { access: 'operator:finance' }, schema: { tags, security, summary: 'Approve (paid out): pending -> payment clearing', params: idParam, response: { 200: envelopeSchema(withdrawalSchema) } } },
      async (req) => ok(await decideWithdrawal(db(), req.tenant.merchantId, req.params.id, 'approve', null, who(req), ctx.clock.now())),
    );

    app.post(
      '/api/operator/wallet/withdrawals/:id/reject',
      {
        config: { access: 'operator:finance' },
        schema: {
          tags,
          security,
          summary: 'Reject: the funds go back to the member',
          params: idParam,
          body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: { type: 'string', minLength: 1, maxLength: 500 } } },
          response: { 200: envelopeSchema(withdrawalSchema) },
        },
      },
      async (req) => ok(await decideWithdrawal(db(), req.tenant.merchantId, req.params.id, 'reject', req.body.reason, who(req), ctx.clock.now())),
    );

    app.post(
      '/api/operator/wallet/adjustments',
      {
        config: { access: 'operator:finance' },
        schema: {
          tags,
          security,
          summary:
            "Manual adjustment with a reason (amount signed, minor units); kinds bonus and bonus_deduction show in bonusDetails. Above the brand's adjustmentApprovalThreshold (absolute) it is only recorded (status pending) until a second finance operator approves it",
          body: {
            type: 'object',
            required: ['requestId', 'username', 'amount', 'reason'],
            additionalProperties: false,
            properties: {
              requestId,
              username: { type: 'string', minLength: 1, maxLength: 64 },
              amount: signedAmount,
              reason: { type: 'string', minLength: 3, maxLength: 500 },
              kind: { type: 'string', enum: [...ADJUSTMENT_KINDS], default: 'adjustment', description: 'adjustment: signed; bonus: positive; bonus_deduction: negative (takes a bonus back)' },
            },
          },
          response: {
            200: envelopeSchema({
              type: 'object',
              required: ['status', 'memberId', 'amount'],
              properties: {
                status: { type: 'string', enum: ['applied', 'pending'], description: 'applied: the money moved; pending: waits for approval (adjustmentRequest)' },
                journalId: { type: 'integer' },
                memberId: { type: 'integer' },
                amount: { type: 'integer' },
                balance: { type: 'integer' },
                adjustmentRequest: adjustmentRequestSchema,
              },
            }),
          },
        },
      },
      async (req) => ok(await requestAdjustment(db(), req.tenant.merchantId, who(req), { ...req.body, kind: req.body.kind ?? 'adjustment' })),
    );

    app.get(
      '/api/operator/wallet/members/:username/balance',
      {
        config: { access: 'operator:readonly' },
        schema: {
          tags,
          security,
          summary: "A member's wallets, with the money held in pending withdrawals and the bonuses received (net of deductions)",
          params: { type: 'object', required: ['username'], additionalProperties: false, properties: { username: { type: 'string', minLength: 1, maxLength: 64 } } },
          response: {
            200: envelopeSchema({
              ...balanceSchema,
              properties: { ...balanceSchema.properties, memberId: { type: 'integer' }, pendingWithdrawal: { type: 'integer' }, pendingWithdrawals: { type: 'integer' }, bonusReceived: { type: 'integer' } },
            }),
          },
        },
      },
      async (req) => {
        const m = await getMemberByUsername(req.tenant.merchantId, req.params.username, db());
        if (!m) throw new NotFoundError('err_member_not_found');
        const c = req.tenant.manifest.currency;
        const held = await memberHeldAmounts(req.tenant.merchantId, m.id, db());
        return ok({ memberId: m.id, ...(await balanceOf(req.tenant.merchantId, m.id, { code: c.code, symbol: c.symbol, minorDigits: c.minorDigits }, db())), ...held });
      },
    );

    app.get(
      '/api/operator/wallet/check',
      {
        config: { access: 'operator:readonly' },
        schema: {
          tags,
          security,
          summary: 'Ledger invariants (all zeros = books balance): unbalanced journals, balance mismatches, negative member balances, duplicate request keys',
          response: {
            200: envelopeSchema({
              type: 'object',
              properties: { unbalancedJournals: { type: 'integer' }, balanceMismatches: { type: 'integer' }, runningBalanceMismatches: { type: 'integer' }, negativeMemberAccounts: { type: 'integer' }, duplicateRequestKeys: { type: 'integer' }, danglingReferences: { type: 'integer' } },
            }),
          },
        },
      },
      async (req) => {
        return ok(await checkInvariants(db(), req.tenant.merchantId));
      },
    );
  };
}
