// Player wallet calls (issue 4 item 3-5). spec §7 Wallet gives three paths exactly: /wps/v2/wallets/balance,
// /wps/relay/GCS_walletTransfer, /wps/relay/GCS_merchantWallet; the personal-centre pages of spec §2
// (transferUpline, transactionHistory, bonusDetails, depositv2, withdraw) get the paths below. Thin: rules
// live in service.ts, deposits.ts, withdrawals.ts. Every money-moving body carries a requestId.
import type { RoutesPlugin } from '../../lib/type-provider';
import type { FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '../../lib/envelope';
import { PaymentPasswordError } from './errors';
import { createDeposit, listChannels, memberDeposits } from './deposits';
import { history } from './history';
import {
  amount as amountSchema,
  balanceSchema,
  bonusQuery,
  channelSchema,
  depositBody,
  depositSchema,
  downlineBody,
  historyPage,
  historyQuery,
  idParam,
  paymentPassword,
  receiptBody,
  transferBody,
  transferResult,
  uplineBody,
  withdrawalSchema,
  withdrawBody,
} from './schemas';
import {
  balanceOf,
  checkPaymentPassword,
  hasPaymentPassword,
  setPaymentPassword,
  transferBetweenWallets,
  transferToDownline,
  transferToUpline,
} from './service';
import { walletSettings } from './settings';
import { answerReceipt, listWithdrawals, requestWithdrawal } from './withdrawals';
import type { WalletContext } from './plugin';

const tags = ['wallet'];
const security = [{ memberToken: [] }];
const memberTransferResult = {
  type: 'object',
  properties: { requestId: { type: 'string' }, journalId: { type: 'integer' }, amount: { type: 'integer' }, to: { type: 'string' } },
} as const;

export function walletRoutes(ctx: WalletContext): RoutesPlugin {
  return async (app) => {
    const db = () => app.database.db;
    const me = (req: FastifyRequest) => ({ merchantId: req.tenant.merchantId, memberId: req.member!.id });
    const currency = (req: FastifyRequest) => {
      const c = req.tenant.manifest.currency;
      return { code: c.code, symbol: c.symbol, minorDigits: c.minorDigits };
    };

    app.get(
      '/wps/v2/wallets/balance',
      { config: { access: 'member' }, schema: { tags, security, summary: 'spec §7 balance: sumBalance over every wallet (minor units)', response: { 200: envelopeSchema(balanceSchema) } } },
      async (req) => ok(await balanceOf(me(req).merchantId, me(req).memberId, currency(req), db())),
    );

    app.get(
      '/wps/relay/GCS_merchantWallet',
      {
        config: { access: 'member' },
        schema: { tags, security, summary: 'spec §3 merchant wallet: isSingle (one wallet for every vendor)', response: { 200: envelopeSchema({ type: 'object', properties: { isSingle: { type: 'boolean' } } }) } },
      },
      async (req) => ok({ isSingle: (await walletSettings(req.tenant.merchantId, db())).isSingle }),
    );

    app.post(
      '/wps/relay/GCS_walletTransfer',
      {
        config: { access: 'real' },
        schema: { tags, security, summary: 'spec §7 transfer between the main wallet and a vendor wallet (multi-wallet merchants)', body: transferBody, response: { 200: envelopeSchema(transferResult) } },
      },
      async (req) => ok(await transferBetweenWallets(db(), me(req).merchantId, me(req).memberId, req.body)),
    );

    app.post(
      '/wps/wallet/transferUpline',
      {
        config: { access: 'real' },
        schema: { tags, security, summary: 'spec §2 transferUpline: main wallet to the upline (payment password)', body: uplineBody, response: { 200: envelopeSchema(memberTransferResult) } },
      },
      async (req) => {
        const { merchantId, memberId } = me(req);
        await checkPaymentPassword(db(), merchantId, memberId, req.body.paymentPassword, ctx.guard);
        return ok(await transferToUpline(db(), merchantId, memberId, { requestId: req.body.requestId, amount: req.body.amount }));
      },
    );

    app.post(
      '/wps/agent/transfer',
      {
        config: { access: 'agent' },
        schema: { tags, security, summary: 'spec §6 agent transfer to a direct downline (payment password)', body: downlineBody, response: { 200: envelopeSchema(memberTransferResult) } },
      },
      async (req) => {
        const { merchantId, memberId } = me(req);
        await checkPaymentPassword(db(), merchantId, memberId, req.body.paymentPassword, ctx.guard);
        return ok(await transferToDownline(db(), merchantId, memberId, { requestId: req.body.requestId, amount: req.body.amount, downline: req.body.downline }));
      },
    );

    app.get(
      '/wps/relay/transactionHistory',
      {
        config: { access: 'member' },
        schema: { tags, security, summary: 'spec §2 transactionHistory: by type and date range (spec §9 shortcuts), paged', querystring: historyQuery, response: { 200: envelopeSchema(historyPage) } },
      },
      async (req) => ok(await history(db(), me(req).merchantId, me(req).memberId, req.query, ctx.clock.now())),
    );

    app.get(
      '/wps/relay/bonusDetails',
      {
        config: { access: 'member' },
        schema: { tags, security, summary: 'spec §2 bonusDetails: bonuses credited to the member, paged', querystring: bonusQuery, response: { 200: envelopeSchema(historyPage) } },
      },
      async (req) => ok(await history(db(), me(req).merchantId, me(req).memberId, { ...req.query, type: ['bonus'] }, ctx.clock.now())),
    );

    // ---- payment password ----
    app.get(
      '/wps/wallet/paymentPassword',
      { config: { access: 'member' }, schema: { tags, security, summary: 'Whether a payment password is set', response: { 200: envelopeSchema({ type: 'object', properties: { isSet: { type: 'boolean' } } }) } } },
      async (req) => ok({ isSet: await hasPaymentPassword(db(), me(req).merchantId, me(req).memberId) }),
    );
    app.put(
      '/wps/wallet/paymentPassword',
      {
        config: { access: 'real' },
        schema: {
          tags,
          security,
          summary: 'Set (or change, with the old one) the payment password; argon2id like login passwords',
          body: { type: 'object', required: ['paymentPassword'], additionalProperties: false, properties: { oldPaymentPassword: paymentPassword, paymentPassword } },
          response: { 200: envelopeSchema({ type: 'null' }) },
        },
      },
      async (req) => {
        await setPaymentPassword(db(), me(req).merchantId, me(req).memberId, req.body, app.accounts.argon2, ctx.guard);
        return ok(null);
      },
    );
    app.post(
      '/wps/wallet/paymentPassword/verify',
      {
        config: { access: 'real' },
        schema: {
          tags,
          security,
          summary: 'Check the payment password (5 failures lock it for 15 minutes)',
          body: { type: 'object', required: ['paymentPassword'], additionalProperties: false, properties: { paymentPassword } },
          response: { 200: envelopeSchema({ type: 'object', properties: { valid: { type: 'boolean' } } }) },
        },
      },
      async (req) => {
        await checkPaymentPassword(db(), me(req).merchantId, me(req).memberId, req.body.paymentPassword, ctx.guard);
        return ok({ valid: true });
      },
    );

    // ---- deposits ----
    app.get(
      '/wps/wallet/deposit/channels',
      { config: { access: 'member' }, schema: { tags, security, summary: "This brand's payment channels", response: { 200: envelopeSchema({ type: 'array', items: channelSchema }) } } },
      async (req) => ok(await listChannels(db(), req.tenant.merchantId, true)),
    );
    app.post(
      '/wps/wallet/deposit',
      {
        config: { access: 'real' },
        schema: {
          tags,
          security,
          summary: 'Start a deposit (depositv2): pending until the gateway or an operator marks it paid',
          body: depositBody,
          response: { 200: envelopeSchema({ type: 'object', properties: { deposit: depositSchema, instructions: { type: 'object', additionalProperties: true } } }) },
        },
      },
      async (req) => ok(await createDeposit(db(), me(req).merchantId, me(req).memberId, req.body)),
    );
    app.get(
      '/wps/wallet/deposits',
      { config: { access: 'member' }, schema: { tags, security, summary: 'My deposits, newest first', response: { 200: envelopeSchema({ type: 'array', items: depositSchema }) } } },
      async (req) => ok(await memberDeposits(db(), me(req).merchantId, me(req).memberId)),
    );

    // ---- withdrawals ----
    app.get(
      '/wps/wallet/withdraw/settings',
      {
        config: { access: 'member' },
        schema: {
          tags,
          security,
          summary: 'Withdrawal limits of this brand (minor units)',
          response: {
            200: envelopeSchema({
              type: 'object',
              properties: {
                minAmount: amountSchema,
                maxAmount: amountSchema,
                dailyMax: amountSchema,
                dailyCount: { type: 'integer' },
                receiptConfirmMinutes: { type: 'integer' },
                paymentPasswordSet: { type: 'boolean' },
              },
            }),
          },
        },
      },
      async (req) => {
        const s = await walletSettings(req.tenant.merchantId, db());
        return ok({
          minAmount: s.withdrawMin,
          maxAmount: s.withdrawMax,
          dailyMax: s.withdrawDailyMax,
          dailyCount: s.withdrawDailyCount,
          receiptConfirmMinutes: s.receiptConfirmMinutes,
          paymentPasswordSet: await hasPaymentPassword(db(), me(req).merchantId, me(req).memberId),
        });
      },
    );
    app.post(
      '/wps/wallet/withdraw',
      {
        config: { access: 'real' },
        schema: { tags, security, summary: 'Request a withdrawal: funds move to pending until an operator pays or rejects it', body: withdrawBody, response: { 200: envelopeSchema(withdrawalSchema) } },
      },
      async (req) => {
        const { merchantId, memberId } = me(req);
        const { paymentPassword: pw, ...input } = req.body;
        if (!pw) throw new PaymentPasswordError('payment_password_wrong');
        await checkPaymentPassword(db(), merchantId, memberId, pw, ctx.guard);
        return ok(await requestWithdrawal(db(), merchantId, memberId, input, ctx.clock.now()));
      },
    );
    app.get(
      '/wps/wallet/withdrawals',
      { config: { access: 'member' }, schema: { tags, security, summary: 'My withdrawals with their receipt state (spec §4)', response: { 200: envelopeSchema({ type: 'array', items: withdrawalSchema }) } } },
      async (req) => ok(await listWithdrawals(db(), me(req).merchantId, { memberId: me(req).memberId }, 50, ctx.clock.now())),
    );
    app.post(
      '/wps/wallet/withdrawals/:id/receipt',
      {
        config: { access: 'real' },
        schema: { tags, security, summary: 'spec §4 withdrawal receipt: received (amount), not received (proof image), all received', params: idParam, body: receiptBody, response: { 200: envelopeSchema(withdrawalSchema) } },
      },
      async (req) => ok(await answerReceipt(db(), me(req).merchantId, me(req).memberId, req.params.id, req.body, ctx.clock.now())),
    );
  };
}
