// Player wallet calls (issue 4 item 3-5). spec §7 Wallet gives three paths exactly: /wps/v2/wallets/balance,
// /wps/relay/GCS_walletTransfer, /wps/relay/GCS_merchantWallet; the personal-centre pages of spec §2
// (transferUpline, transactionHistory, bonusDetails, depositv2, withdraw) get the paths below. Thin: rules
// live in service.ts, deposits.ts, withdrawals.ts. Every money-moving body carries a requestId.
import type { RoutesPlugin } from '../../lib/type-provider';
import type { FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '../../lib/envelope';
import { PaymentPasswordError } from './errors';
import { addBankAccount, listBankAccounts, removeBankAccount } from './bank-accounts';
import { attachDepositReceipt, completeDemoPayment, createDeposit, depositReceipt, listChannels, memberDeposits } from './deposits';
import { history } from './history';
import {
  balanceSchema,
  bankAccountBody,
  bankAccountListSchema,
  bankAccountSchema,
  bonusQuery,
  channelSchema,
  demoCompleteBody,
  depositBody,
  depositReceiptBody,
  depositSchema,
  depositStarted,
  downlineBody,
  historyPage,
  historyQuery,
  idParam,
  memberTransferResult,
  paymentPassword,
  receiptBody,
  transferBody,
  transferResult,
  uplineBody,
  withdrawalSchema,
  withdrawBody,
  withdrawSettingsSchema,
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
import { answerReceipt, listWithdrawals, requestWithdrawal, withdrawnToday } from './withdrawals';
import type { WalletContext } from './plugin';

const tags = ['wallet'];
const security = [{ memberToken: [] }];

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
          summary: 'Start a deposit (depositv2): pending until the gateway or an operator marks it paid. A manual bank transfer needs memberRef (the transfer\'s reference)',
          body: depositBody,
          response: { 200: envelopeSchema(depositStarted) },
        },
      },
      async (req) => ok(await createDeposit(db(), me(req).merchantId, me(req).memberId, req.body, ctx.clock.now())),
    );
    app.get(
      '/wps/wallet/deposits',
      { config: { access: 'member' }, schema: { tags, security, summary: 'My deposits, newest first (the site polls it while one is pending)', response: { 200: envelopeSchema({ type: 'array', items: depositSchema }) } } },
      async (req) => ok(await memberDeposits(db(), me(req).merchantId, me(req).memberId)),
    );
    app.post(
      '/wps/wallet/deposits/:id/demo',
      {
        config: { access: 'real' },
        schema: {
          tags,
          security,
          summary: "Demo gateway callback: the player's Pay (credits once, however often) or Cancel on the payment page; own demo deposits only",
          params: idParam,
          body: demoCompleteBody,
          response: { 200: envelopeSchema(depositSchema) },
        },
      },
      async (req) => ok(await completeDemoPayment(db(), me(req).merchantId, me(req).memberId, req.params.id, req.body.outcome, req.ip, ctx.clock.now())),
    );
    app.put(
      '/wps/wallet/deposits/:id/receipt',
      {
        config: { access: 'real' },
        schema: {
          tags,
          security,
          summary: 'The receipt image of my pending manual bank transfer: PNG or JPG, at most 5 MB, as a data URL (spec §9); replaces an earlier one',
          params: idParam,
          body: depositReceiptBody,
          response: { 200: envelopeSchema(depositSchema) },
        },
      },
      async (req) => ok(await attachDepositReceipt(db(), me(req).merchantId, me(req).memberId, req.params.id, req.body.image)),
    );
    app.get(
      '/wps/wallet/deposits/:id/receipt/image',
      { config: { access: 'member' }, schema: { tags, security, summary: 'The receipt image of my deposit', params: idParam, produces: ['image/png', 'image/jpeg'] } },
      async (req, reply) => {
        const img = await depositReceipt(db(), me(req).merchantId, req.params.id, me(req).memberId);
        return reply.header('content-type', img.mime).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(img.data);
      },
    );

    // ---- saved withdrawal accounts (securityCenter: bank accounts and e-wallets) ----
    app.get(
      '/wps/wallet/bankAccounts',
      { config: { access: 'member' }, schema: { tags, security, summary: "My bank accounts and e-wallets (numbers masked), the brand's maximum and the real name they must be in", response: { 200: envelopeSchema(bankAccountListSchema) } } },
      async (req) => ok(await listBankAccounts(db(), me(req).merchantId, me(req).memberId)),
    );
    app.post(
      '/wps/wallet/bankAccounts',
      {
        config: { access: 'real' },
        schema: {
          tags,
          security,
          summary: "Save a bank account or e-wallet: the holder's name must be my real name (set in My account first); at most the brand's maximum",
          body: bankAccountBody,
          response: { 200: envelopeSchema(bankAccountSchema) },
        },
      },
      async (req) => ok(await addBankAccount(db(), me(req).merchantId, me(req).memberId, req.body, req.ip)),
    );
    app.delete(
      '/wps/wallet/bankAccounts/:id',
      {
        config: { access: 'real' },
        schema: { tags, security, summary: 'Remove one of my saved accounts (past withdrawals keep their copy)', params: idParam, response: { 200: envelopeSchema({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }) } },
      },
      async (req) => ok(await removeBankAccount(db(), me(req).merchantId, me(req).memberId, req.params.id, req.ip)),
    );

    // ---- withdrawals ----
    app.get(
      '/wps/wallet/withdraw/settings',
      {
        config: { access: 'member' },
        schema: {
          tags,
          security,
          summary: "Withdrawal limits of this brand (minor units) and what the member has used of today's",
          response: { 200: envelopeSchema(withdrawSettingsSchema) },
        },
      },
      async (req) => {
        const s = await walletSettings(req.tenant.merchantId, db());
        const today = await withdrawnToday(db(), me(req).merchantId, me(req).memberId, ctx.clock.now());
        return ok({
          usedToday: today.sum,
          countToday: today.n,
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
        schema: {
          tags,
          security,
          summary: 'Request a withdrawal to one of my saved accounts (bankAccountId): funds move to pending until an operator pays or rejects it',
          body: withdrawBody,
          response: { 200: envelopeSchema(withdrawalSchema) },
        },
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
