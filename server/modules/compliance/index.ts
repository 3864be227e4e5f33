// The compliance module (issue 20, player protection): limits, reality check, time-out and self-exclusion, identity
// documents, review alerts. It enforces its rules on the other modules' paths through the checks they offer
// (wallet: deposits, bets, withdrawals; accounts: login, registration), so neither imports it.
import type { FastifyPluginAsync } from 'fastify';
import { onLoginCheck, onRegisterCheck, endMemberAccess, type IdentityKeys } from '../accounts';
import type { Tenant } from '../tenancy';
import { onBetCheck, onDepositCheck, onWithdrawCheck, walletValidatorCompiler, type BetRefusal, type MoneyMove } from '../wallet';
import type { DbOrTx } from '../../db/client';
import { onDepositPaid, onWithdrawalPaid, scanBrand } from './alerts';
import { activeExclusion, ExcludedError } from './exclusions';
import { withdrawalKycRefusal } from './kyc';
import { betProtection, betRefusal, depositRefusal } from './limits';
import { complianceOperatorRoutes } from './operator-routes';
import { sessionExpired } from './reality';
import { complianceRoutes } from './routes';

/**
 * Brands by merchant id, for the checks (the KYC thresholds are the brand's). Module-level like the checks
 * themselves (registered once per process however many apps a test builds).
 */
const brands = new Map<number, Tenant>();
/** The app clock of the latest app built: a login or registration check has no `now` of its own. */
let clock: { now(): Date } = { now: () => new Date() };

async function loginCheck(m: { id: number; merchantId: number } & IdentityKeys, db: DbOrTx) {
  const running = await activeExclusion(db, { ...m, memberId: m.id }, clock.now());
  if (running) throw new ExcludedError(running.kind, running.endsAt);
}

async function registerCheck(who: { merchantId: number } & IdentityKeys, db: DbOrTx) {
  const running = await activeExclusion(db, who, clock.now());
  if (running) throw new ExcludedError(running.kind, running.endsAt);
}

async function depositCheck(m: MoneyMove, db: DbOrTx) {
  await depositRefusal(db, m.merchantId, m.memberId, m.amount, m.now);
}

async function betCheck(m: MoneyMove, db: DbOrTx): Promise<BetRefusal | null> {
  // One read for the exclusion and the limits; only a member with limits costs more (their period's activity).
  const { excluded, limits } = await betProtection(db, m.merchantId, m.memberId, m.now);
  if (excluded) return 'player_excluded';
  if (!limits.length) return null;
  if (await sessionExpired(db, m.merchantId, m.memberId, m.now, limits)) {
    await endMemberAccess({ id: m.memberId, merchantId: m.merchantId }, m.now, db);
    return 'session_limit_exceeded';
  }
  return betRefusal(db, m.merchantId, m.memberId, m.amount, m.now, limits);
}

async function withdrawCheck(m: MoneyMove, db: DbOrTx) {
  const tenant = brands.get(m.merchantId);
  if (tenant) await withdrawalKycRefusal(db, tenant, m.memberId, m.amount, m.now);
}

export { exclusionWindows, isMemberExcluded } from './exclusions';

export const compliancePlugin: FastifyPluginAsync = async (app) => {
  for (const t of app.tenants.all()) brands.set(t.merchantId, t);
  clock = app.clock;
  onLoginCheck(loginCheck);
  onRegisterCheck(registerCheck);
  onDepositCheck(depositCheck);
  onBetCheck(betCheck);
  onWithdrawCheck(withdrawCheck);
  // Bodies without type coercion, like the wallet's (an amount of "5000" or null is a 400, never 5000 or 0).
  app.setValidatorCompiler(walletValidatorCompiler());
  await app.register(complianceRoutes(app.config.compliance));
  await app.register(complianceOperatorRoutes);
  app.jobs.subscribe('deposit.paid', 'compliance.alert-large-deposit', (p, tx) => onDepositPaid(tx, p));
  app.jobs.subscribe('withdrawal.paid', 'compliance.alert-quick-cashout', (p, tx) => onWithdrawalPaid(tx, p));
  app.jobs.define({
    name: 'compliance.alert-scan',
    everySeconds: 900,
    run: async ({ db, now }) => {
      let raised = 0;
      for (const t of app.tenants.all()) raised += await scanBrand(db, t.merchantId, now);
      return { raised };
    },
  });
};
