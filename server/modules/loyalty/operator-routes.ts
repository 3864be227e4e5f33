// Issue 18 item 8 for VIP and rebate: the operator sets the brand's levels, their thresholds, upgrade bonuses and
// benefits (rebate rates by game type, daily withdrawal limit), and reads the rebate report (operator API,
// audit-logged; `npm run operator -- vip ...`). Reads need operator:readonly, changes operator:marketing.
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { operatorActor as who } from '../system';
import { insertAudit } from '../tenancy';
import { rebateReport } from './rebate';
import { levelView } from './routes';
import { referralReport, referralRule, setReferralRule } from './referral';
import { anyObject, programBody, referralRuleBody } from './schemas';
import { setVipProgram, vipProgram, type VipLevelInput } from './vip';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const value = { 200: envelopeSchema(anyObject) };

export const loyaltyOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/operator/vip',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "The brand's VIP programme: period and levels with thresholds, upgrade bonus and benefits", response: value } },
    async (req) => {
      const p = await vipProgram(req.tenant.merchantId, db());
      return ok({ periodDays: p.periodDays, levels: p.levels.map((l) => ({ ...levelView(l), names: l.names })) });
    },
  );

  app.put(
    '/api/operator/vip',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Replace the VIP programme: period (days) and levels 0..n (thresholds, upgrade bonus, rebate rates, withdrawal limit)', body: programBody, response: value } },
    async (req) => {
      const p = await db().transaction(async (tx) => {
        const levels: VipLevelInput[] = req.body.levels.map((l) => ({
          level: l.level,
          name: l.name.trim(),
          names: Object.fromEntries(Object.entries(l.names ?? {}).map(([k, v]) => [k, v.trim()])),
          minDeposit: l.minDeposit ?? 0,
          minValidBet: l.minValidBet ?? 0,
          upgradeBonus: l.upgradeBonus ?? 0,
          withdrawDailyLimit: l.withdrawDailyLimit ?? 0,
          birthdayBonus: l.birthdayBonus ?? 0,
          rebateRates: (l.rebateRates ?? {}) as Record<string, number>,
        }));
        const saved = await setVipProgram(req.tenant.merchantId, { periodDays: req.body.periodDays, levels }, tx);
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'vip.update', detail: { periodDays: saved.periodDays, levels: saved.levels.length } }, tx);
        return saved;
      });
      return ok({ periodDays: p.periodDays, levels: p.levels.map((l) => ({ ...levelView(l), names: l.names })) });
    },
  );

  app.get(
    '/api/operator/rebate/report',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Manual rebates paid: claims, members, amount, and per game type the valid bets rebated and the amount', response: value } },
    async (req) => ok(await rebateReport(req.tenant.merchantId, db())),
  );

  app.get(
    '/api/operator/referral',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "The brand's referral rule (first deposit, turnover, bonus) and its report (friends, rewarded, amount paid)", response: value } },
    async (req) => ok({ rule: await referralRule(req.tenant.merchantId, db()), report: await referralReport(req.tenant.merchantId, db()) }),
  );

  app.put(
    '/api/operator/referral',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Set the referral rule: on/off, minimum first deposit, turnover of valid bets, bonus paid to the referrer', body: referralRuleBody, response: value } },
    async (req) => {
      const rule = await db().transaction(async (tx) => {
        const saved = await setReferralRule(req.tenant.merchantId, req.body, tx);
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'referral.update', detail: { ...saved } }, tx);
        return saved;
      });
      return ok({ rule });
    },
  );
};
