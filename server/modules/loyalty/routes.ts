// Player calls of VIP and manual rebate (issue 18 items 5 and 7; spec §2 /vip and manualRebate). Thin: schemas here,
// rules in vip.ts and rebate.ts. Claiming money is for real accounts (trial accounts refused by the access level).
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { getWhitelabel } from '../system';
import { claimRebate, claimView, myRebate } from './rebate';
import { myReferral } from './referral';
import { anyObject, claimBody, langQuery, referralQuery } from './schemas';
import { levelName, myVip, vipProgram, type VipLevel } from './vip';

const tags = ['loyalty'];
const value = { 200: envelopeSchema(anyObject) };

export const levelView = (l: VipLevel, lang?: string) => ({
  level: l.level,
  name: levelName(l, lang),
  minDeposit: l.minDeposit,
  minValidBet: l.minValidBet,
  upgradeBonus: l.upgradeBonus,
  withdrawDailyLimit: l.withdrawDailyLimit,
  birthdayBonus: l.birthdayBonus,
  rebateRates: l.rebateRates,
});

export const loyaltyRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.get(
    '/wps/vip/levels',
    { config: { access: 'visitor' }, schema: { tags, summary: "spec §2 /vip: the brand's VIP levels (names in `lang`), what reaching each asks over the period and its benefits", querystring: langQuery, response: value } },
    async (req) => {
      const p = await vipProgram(req.tenant.merchantId, db());
      return ok({ periodDays: p.periodDays, levels: p.levels.map((l) => levelView(l, req.query.lang)) });
    },
  );

  app.get(
    '/wps/vip/progress',
    { config: { access: 'member' }, schema: { tags, summary: 'My VIP level (hasVip, vipRankLevel), my deposits and valid bets over the period, the next level (its name in `lang`) and my upgrade bonuses', querystring: langQuery, response: value } },
    async (req) => ok(await myVip(req.tenant.merchantId, req.member!.id, now(), db(), req.query.lang)),
  );

  app.get(
    '/wps/rebate',
    { config: { access: 'member' }, schema: { tags, summary: 'Manual rebate: my valid bets since the last claim per game type, the rate of my VIP level and what I can claim; my last claims', response: value } },
    async (req) => ok(await myRebate(req.tenant.merchantId, req.member!.id, db())),
  );

  app.post(
    '/wps/rebate/claim',
    { config: { access: 'real' }, schema: { tags, summary: 'Claim my manual rebate (paid once: parallel claims and replays of one request id pay once)', body: claimBody, response: value } },
    async (req) => {
      const r = await claimRebate(db(), req.tenant.merchantId, req.member!.id, req.body.requestId);
      return ok({ claim: claimView(r.claim), balance: r.balance, duplicate: r.duplicate });
    },
  );

  app.get(
    '/wps/referral',
    { config: { access: 'member' }, schema: { tags, summary: "spec §2 referral: my invitation code and link, the brand's condition, the friends who registered with it and my referral bonuses", querystring: referralQuery, response: value } },
    async (req) => {
      const origin = `${req.protocol}://${req.hostname}`;
      const view = await myReferral(req.tenant.merchantId, req.member!.id, origin, db(), req.query.page ?? 1, req.query.pageSize ?? 20);
      // spec §3 REFERRAL.enabled: the brand's REFERRAL module switch and its rule must both be on.
      const mc = (await getWhitelabel(db(), req.tenant)).modules.find((m) => m.modId === 'MC');
      const moduleOn = mc?.enabled !== false && mc?.childrenNodes.find((m) => m.modId === 'REFERRAL')?.enabled !== false;
      return ok({ ...view, enabled: view.enabled && moduleOn });
    },
  );
};
