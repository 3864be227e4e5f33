// Demo promotions of every brand (issue 18): one of each kind, so /promotions shows real ones in every state a
// visitor can meet. Written so the other demo flows are untouched: the sign-up bonus is scheduled (coming), the
// cashback counts only whole periods after its start, every other bonus needs the member to act. The deposit
// match asks a small wagering (1× the bonus) so a demo player sees it met after a few spins of the house slot.
import type { DbOrTx } from '../../db/client';
import type { Tenant } from '../tenancy';
import { createPromotion, type PromotionInput } from './definitions';

const DAY = 86_400_000;
const terms = (...lines: string[]) => `<ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>`;

type Copy = Record<'ms' | 'en' | 'zh', { title: string; terms: string }>;

function demo(now: Date): (Omit<PromotionInput, 'texts'> & { copy: Copy })[] {
  const start = now.toISOString();
  const end = new Date(now.getTime() + 365 * DAY).toISOString();
  return [
    {
      code: 'WELCOME100',
      kind: 'deposit_match',
      startsAt: start,
      endsAt: end,
      sortOrder: 1,
      rule: { percentBp: 10_000, cap: 5_000, minDeposit: 1_000, wagerMultiple: 1, wagerBase: 'bonus', contributions: { RNG: 100, FISH: 100, LIVE: 10, SPORTS: 50 }, expiryHours: 72 },
      copy: {
        ms: { title: 'Bonus deposit 100% sehingga RM50', terms: terms('Sertai, kemudian buat deposit sekurang-kurangnya RM10.', 'Bonus 100% deposit, maksimum RM50.', 'Pertaruhan 1× bonus dalam 3 hari; slot dikira 100%, kasino langsung 10%.') },
        en: { title: '100% deposit bonus up to RM50', terms: terms('Join, then deposit at least RM10.', 'Bonus of 100% of the deposit, at most RM50.', 'Wager 1× the bonus within 3 days; slots count 100%, live casino 10%.') },
        zh: { title: '首存100%奖金，最高RM50', terms: terms('先参加，再存款至少RM10。', '奖金为存款的100%，最高RM50。', '3天内完成1倍奖金流水；老虎机计100%，真人娱乐计10%。') },
      },
    },
    {
      code: 'FREE5',
      kind: 'free',
      startsAt: start,
      endsAt: end,
      sortOrder: 2,
      rule: { amount: 500, wagerMultiple: 5, wagerBase: 'bonus', contributions: { RNG: 100, LIVE: 0 }, expiryHours: 48 },
      copy: {
        ms: { title: 'Bonus percuma RM5', terms: terms('Tuntut sekali sahaja.', 'Pertaruhan 5× dalam 2 hari; kasino langsung tidak dikira.') },
        en: { title: 'RM5 free bonus', terms: terms('Claim once.', 'Wager 5× within 2 days; live casino does not count.') },
        zh: { title: 'RM5免费奖金', terms: terms('仅可领取一次。', '2天内完成5倍流水；真人娱乐不计。') },
      },
    },
    {
      code: 'CHECKIN',
      kind: 'daily_signin',
      startsAt: start,
      endsAt: end,
      sortOrder: 3,
      rule: { amount: 100, wagerMultiple: 0, wagerBase: 'bonus', contributions: {}, expiryHours: 24 },
      copy: {
        ms: { title: 'Daftar masuk harian: RM1 setiap hari', terms: terms('Daftar masuk sekali sehari (waktu Malaysia).') },
        en: { title: 'Daily sign-in: RM1 every day', terms: terms('Sign in once a day (Malaysia time).') },
        zh: { title: '每日签到：每天RM1', terms: terms('每天签到一次（马来西亚时间）。') },
      },
    },
    {
      code: 'LUCKYDRAW',
      kind: 'raffle',
      startsAt: start,
      endsAt: end,
      sortOrder: 4,
      rule: { period: 'D', prizes: [{ amount: 0, weight: 50 }, { amount: 188, weight: 30 }, { amount: 888, weight: 15 }, { amount: 8_800, weight: 5 }], wagerMultiple: 0, wagerBase: 'bonus', contributions: {}, expiryHours: 24 },
      copy: {
        ms: { title: 'Cabutan bertuah harian', terms: terms('Satu cabutan sehari: RM1.88, RM8.88 atau RM88.') },
        en: { title: 'Daily lucky draw', terms: terms('One draw a day: RM1.88, RM8.88 or RM88.') },
        zh: { title: '每日幸运抽奖', terms: terms('每天抽奖一次：RM1.88、RM8.88或RM88。') },
      },
    },
    {
      code: 'CASHBACK5',
      kind: 'cashback',
      startsAt: start,
      endsAt: end,
      sortOrder: 5,
      rule: { period: 'D', percentBp: 500, cap: 50_000, minLoss: 1_000, wagerMultiple: 1, wagerBase: 'bonus', contributions: {}, expiryHours: 72 },
      copy: {
        ms: { title: 'Pulangan tunai 5% harian', terms: terms('5% kerugian bersih semalam, maksimum RM500, dikreditkan secara automatik.') },
        en: { title: '5% daily cashback', terms: terms('5% of yesterday\'s net loss, at most RM500, credited automatically.') },
        zh: { title: '每日5%返现', terms: terms('昨日净输的5%，最高RM500，自动发放。') },
      },
    },
    {
      code: 'STORYBONUS',
      kind: 'application',
      startsAt: start,
      endsAt: end,
      sortOrder: 6,
      rule: { amount: 2_000, wagerMultiple: 1, wagerBase: 'bonus', contributions: {}, expiryHours: 72 },
      copy: {
        ms: { title: 'Kongsi kemenangan anda: RM20', terms: terms('Mohon dengan ulasan dan sehingga 3 tangkapan skrin.', 'Kelulusan oleh pasukan kami.') },
        en: { title: 'Share your win: RM20', terms: terms('Apply with a comment and up to 3 screenshots.', 'Approved by our team.') },
        zh: { title: '分享您的大奖：RM20', terms: terms('附上留言及最多3张截图申请。', '由我们的团队审核。') },
      },
    },
    {
      code: 'VIPRELOAD',
      kind: 'deposit_match',
      startsAt: start,
      endsAt: end,
      sortOrder: 7,
      vipLevels: [3, 4, 5, 6, 7, 8, 9, 10],
      rule: { percentBp: 5_000, cap: 20_000, minDeposit: 10_000, wagerMultiple: 5, wagerBase: 'bonus_deposit', contributions: { RNG: 100, LIVE: 20 }, expiryHours: 168 },
      copy: {
        ms: { title: 'VIP: tambah nilai 50% sehingga RM200', terms: terms('Untuk VIP tahap 3 dan ke atas.', 'Pertaruhan 5× (deposit + bonus).') },
        en: { title: 'VIP: 50% reload up to RM200', terms: terms('For VIP level 3 and above.', 'Wager 5× (deposit + bonus).') },
        zh: { title: 'VIP：50%续存奖金，最高RM200', terms: terms('VIP 3级及以上。', '5倍（存款+奖金）流水。') },
      },
    },
    {
      code: 'SIGNUP8',
      kind: 'signup',
      startsAt: new Date(now.getTime() + 30 * DAY).toISOString(),
      endsAt: new Date(now.getTime() + 120 * DAY).toISOString(),
      sortOrder: 8,
      rule: { amount: 800, wagerMultiple: 3, wagerBase: 'bonus', contributions: {}, expiryHours: 72 },
      copy: {
        ms: { title: 'Bonus pendaftaran RM8', terms: terms('Ahli baharu menerima RM8 semasa mendaftar.') },
        en: { title: 'RM8 sign-up bonus', terms: terms('New members receive RM8 when they register.') },
        zh: { title: 'RM8注册奖金', terms: terms('新会员注册即得RM8。') },
      },
    },
  ];
}

export async function seedPromotions(tenant: Tenant, now: Date, db: DbOrTx): Promise<void> {
  const supported = tenant.manifest.languages.supported as string[];
  for (const { copy, ...p } of demo(now)) {
    const texts = Object.fromEntries(Object.entries(copy).filter(([lang]) => supported.includes(lang)));
    await createPromotion(tenant, { ...p, texts }, db);
  }
}
