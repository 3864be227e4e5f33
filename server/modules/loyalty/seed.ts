// Demo VIP programme per brand (issue 18 item 7): seven levels over 30 days, named like the club labels
// (accounts clubLabelFor), with their names in ms, en and zh. Bronze is small on purpose: a new member who deposits RM100 and plays three RM20 spins
// of the house slot reaches it (the browser test), gets its RM5 upgrade bonus and the header badge VIP1.
import { sql } from 'drizzle-orm';
import { marketDay } from '../../../schema/api/market-day';
import type { Tx } from '../../db/client';
import { vipMembers } from '../accounts';
import { setReferralRule } from './referral';
import { loyaltyActivity } from './tables';
import { setVipProgram, type VipLevelInput } from './vip';

const RM = 100;
const rates = (rng: number, live: number, sports: number, other: number) => ({ RNG: rng, FISH: rng, PVP: rng, LIVE: live, SPORTS: sports, ESPORTS: sports, default: other });

export const DEMO_LEVELS: VipLevelInput[] = [
  { level: 0, name: 'Member', names: { ms: 'Ahli', en: 'Member', zh: '会员' }, minDeposit: 0, minValidBet: 0, upgradeBonus: 0, withdrawDailyLimit: 50_000 * RM, birthdayBonus: 0, rebateRates: rates(40, 20, 30, 20) },
  { level: 1, name: 'Bronze', names: { ms: 'Gangsa', en: 'Bronze', zh: '青铜' }, minDeposit: 50 * RM, minValidBet: 50 * RM, upgradeBonus: 5 * RM, withdrawDailyLimit: 80_000 * RM, birthdayBonus: 8 * RM, rebateRates: rates(50, 30, 40, 25) },
  { level: 2, name: 'Silver', names: { ms: 'Perak', en: 'Silver', zh: '白银' }, minDeposit: 1_000 * RM, minValidBet: 5_000 * RM, upgradeBonus: 18 * RM, withdrawDailyLimit: 100_000 * RM, birthdayBonus: 18 * RM, rebateRates: rates(60, 35, 50, 30) },
  { level: 3, name: 'Gold', names: { ms: 'Emas', en: 'Gold', zh: '黄金' }, minDeposit: 5_000 * RM, minValidBet: 25_000 * RM, upgradeBonus: 58 * RM, withdrawDailyLimit: 150_000 * RM, birthdayBonus: 38 * RM, rebateRates: rates(70, 40, 60, 35) },
  { level: 4, name: 'Platinum', names: { ms: 'Platinum', en: 'Platinum', zh: '铂金' }, minDeposit: 20_000 * RM, minValidBet: 100_000 * RM, upgradeBonus: 188 * RM, withdrawDailyLimit: 200_000 * RM, birthdayBonus: 88 * RM, rebateRates: rates(80, 50, 70, 40) },
  { level: 5, name: 'Diamond', names: { ms: 'Berlian', en: 'Diamond', zh: '钻石' }, minDeposit: 50_000 * RM, minValidBet: 300_000 * RM, upgradeBonus: 588 * RM, withdrawDailyLimit: 300_000 * RM, birthdayBonus: 188 * RM, rebateRates: rates(100, 60, 80, 50) },
  { level: 6, name: 'Crown', names: { ms: 'Mahkota', en: 'Crown', zh: '皇冠' }, minDeposit: 200_000 * RM, minValidBet: 1_000_000 * RM, upgradeBonus: 1_888 * RM, withdrawDailyLimit: 500_000 * RM, birthdayBonus: 388 * RM, rebateRates: rates(120, 80, 100, 60) },
];

export async function seedLoyalty(merchantId: number, tx: Tx, now = new Date()): Promise<void> {
  await setVipProgram(merchantId, { periodDays: 30, levels: DEMO_LEVELS }, tx);
  // The demo accounts' VIP levels (accounts seed: demo_player 2, demo_agent 5) come with the activity that holds them,
  // so the monthly review (job loyalty.vip-review) keeps them for the period instead of lowering them at its first run.
  // Added to the day's row: the job runner starts with the app, so the demo wallet's deposits and bets may already have
  // written today's row through their events (a slow machine), and the level must still be held.
  const day = marketDay(now.getTime());
  for (const m of await vipMembers(merchantId, 0, 1000, tx)) {
    const level = DEMO_LEVELS.find((l) => l.level === m.level);
    if (!level) continue;
    await tx.insert(loyaltyActivity).values({ merchantId, memberId: m.id, day, deposits: level.minDeposit, validBets: level.minValidBet })
      .onConflictDoUpdate({
        target: [loyaltyActivity.merchantId, loyaltyActivity.memberId, loyaltyActivity.day],
        set: { deposits: sql`${loyaltyActivity.deposits} + excluded.deposits`, validBets: sql`${loyaltyActivity.validBets} + excluded.valid_bets` },
      });
  }
  // Invite friends (issue 18 item 6): a friend's first deposit of RM50 and RM50 of valid bets pay the referrer RM10.
  await setReferralRule(merchantId, { enabled: true, minFirstDeposit: 50 * RM, minTurnover: 50 * RM, bonus: 10 * RM }, tx);
}
