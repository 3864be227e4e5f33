// Demo missions of every brand (issue 18 item 3): daily, weekly and one-off, over bets, deposits and logins, paying
// cash or a bonus with wagering, each with a leaderboard score. Nothing is paid until a member claims a reward, so the
// other demo flows' balances are untouched. DAILY_SLOTS is small on purpose: three RM20 spins of the house slot
// complete it (the browser test).
import type { DbOrTx } from '../../db/client';
import type { Tenant } from '../tenancy';
import { createMission, type MissionInput } from './definitions';

const DAY = 86_400_000;
const RM = 100;

type Copy = Record<'ms' | 'en' | 'zh', { title: string; description: string }>;

type Demo = Omit<MissionInput, 'texts' | 'startsAt' | 'endsAt'> & { copy: Copy };

const DEMO: Demo[] = [
  {
    code: 'DAILY_SLOTS',
    period: 'D',
    goal: 'valid_bet',
    gameType: 'RNG',
    target: 50 * RM,
    rewardKind: 'cash',
    rewardAmount: 2 * RM,
    score: 10,
    claimHours: 48,
    sortOrder: 1,
    copy: {
      ms: { title: 'Putar slot RM50 hari ini', description: 'Pertaruhan sah RM50 pada permainan slot hari ini. Ganjaran RM2 tunai.' },
      en: { title: 'Spin RM50 of slots today', description: 'Place RM50 of valid bets on slot games today. Reward: RM2 cash.' },
      zh: { title: '今日老虎机投注RM50', description: '今日在老虎机游戏中有效投注RM50，奖励RM2现金。' },
    },
  },
  {
    code: 'DAILY_DEPOSIT',
    period: 'D',
    goal: 'deposit',
    target: 100 * RM,
    rewardKind: 'bonus',
    rewardAmount: 5 * RM,
    wagerMultiple: 3,
    wagerHours: 72,
    score: 20,
    sortOrder: 2,
    copy: {
      ms: { title: 'Deposit RM100 hari ini', description: 'Deposit sekurang-kurangnya RM100 hari ini. Ganjaran bonus RM5, pertaruhan 3× dalam 3 hari.' },
      en: { title: 'Deposit RM100 today', description: 'Deposit at least RM100 today. Reward: RM5 bonus, wager 3× within 3 days.' },
      zh: { title: '今日存款RM100', description: '今日存款至少RM100，奖励RM5奖金，3天内完成3倍流水。' },
    },
  },
  {
    code: 'LOGIN_3_DAYS',
    period: 'W',
    goal: 'login_days',
    target: 3,
    rewardKind: 'cash',
    rewardAmount: 3 * RM,
    score: 15,
    sortOrder: 3,
    copy: {
      ms: { title: 'Log masuk 3 hari berturut-turut', description: 'Log masuk 3 hari berturut-turut minggu ini. Ganjaran RM3 tunai.' },
      en: { title: 'Log in 3 days in a row', description: 'Log in on 3 consecutive days this week. Reward: RM3 cash.' },
      zh: { title: '连续登录3天', description: '本周连续3天登录，奖励RM3现金。' },
    },
  },
  {
    code: 'WEEKLY_BETS',
    period: 'W',
    goal: 'valid_bet',
    target: 1_000 * RM,
    rewardKind: 'cash',
    rewardAmount: 10 * RM,
    score: 50,
    sortOrder: 4,
    copy: {
      ms: { title: 'Pertaruhan RM1,000 minggu ini', description: 'Pertaruhan sah RM1,000 pada mana-mana permainan minggu ini. Ganjaran RM10 tunai.' },
      en: { title: 'Bet RM1,000 this week', description: 'Place RM1,000 of valid bets on any game this week. Reward: RM10 cash.' },
      zh: { title: '本周投注RM1,000', description: '本周在任意游戏有效投注RM1,000，奖励RM10现金。' },
    },
  },
  {
    code: 'LIVE_STARTER',
    period: 'once',
    goal: 'valid_bet',
    gameType: 'LIVE',
    target: 100 * RM,
    rewardKind: 'bonus',
    rewardAmount: 5 * RM,
    wagerMultiple: 1,
    wagerHours: 168,
    score: 30,
    sortOrder: 5,
    copy: {
      ms: { title: 'Cuba kasino langsung', description: 'Pertaruhan sah RM100 di kasino langsung, sekali sahaja. Ganjaran bonus RM5, pertaruhan 1×.' },
      en: { title: 'Try the live casino', description: 'Place RM100 of valid bets at the live casino, once. Reward: RM5 bonus, wager 1×.' },
      zh: { title: '体验真人娱乐', description: '在真人娱乐有效投注RM100（一次性），奖励RM5奖金，1倍流水。' },
    },
  },
];

export async function seedMissions(tenant: Tenant, now: Date, db: DbOrTx): Promise<void> {
  const supported = tenant.manifest.languages.supported as string[];
  for (const { copy, ...m } of DEMO) {
    const texts = Object.fromEntries(Object.entries(copy).filter(([lang]) => supported.includes(lang)));
    await createMission(tenant, { ...m, texts, startsAt: now.toISOString(), endsAt: new Date(now.getTime() + 365 * DAY).toISOString() }, db);
  }
}
