// Demo points mall per brand (issue 18 item 4): 1 point per RM1 of slot bets (less for live casino, sports and
// lottery), 1 point per RM1 deposited, 100 points convert to RM1.00; six rewards (cash, bonus, physical items). The
// cheapest cash reward (RM1.00 for 100 points) is within reach of the browser test's member (RM100 deposited, three
// RM20 spins: 160 points). demo_player starts with 1,500 points (and earns 1,000 more on its opening deposit's event).
import type { Tx } from '../../db/client';
import { getMemberByUsername } from '../accounts';
import type { Tenant } from '../tenancy';
import { lockAccount, movePoints, setPointSettings } from './earning';
import { createReward, type RewardInput } from './mall';

const RM = 100;
const texts = (ms: [string, string], en: [string, string], zh: [string, string]) => ({
  ms: { name: ms[0], description: ms[1] },
  en: { name: en[0], description: en[1] },
  zh: { name: zh[0], description: zh[1] },
});

export const DEMO_REWARDS: RewardInput[] = [
  { code: 'CASH1', kind: 'cash', points: 100, amount: 1 * RM, texts: texts(['Tunai RM1', 'Dikreditkan ke dompet utama serta-merta.'], ['RM1 cash', 'Credited to your main wallet at once.'], ['现金 RM1', '立即存入主钱包。']) },
  { code: 'CASH10', kind: 'cash', points: 950, amount: 10 * RM, texts: texts(['Tunai RM10', 'Dikreditkan ke dompet utama serta-merta.'], ['RM10 cash', 'Credited to your main wallet at once.'], ['现金 RM10', '立即存入主钱包。']) },
  { code: 'BONUS20', kind: 'bonus', points: 1500, amount: 20 * RM, wagerMultiple: 3, texts: texts(['Bonus RM20', 'Bonus dengan syarat pertaruhan 3×.'], ['RM20 bonus', 'Bonus money with 3× wagering.'], ['红利 RM20', '需完成 3 倍流水的红利。']) },
  { code: 'MUG', kind: 'item', points: 800, stock: 50, perMemberLimit: 1, texts: texts(['Mug jenama', 'Dihantar ke alamat anda selepas diluluskan.'], ['Branded mug', 'Sent to your address once approved.'], ['品牌马克杯', '审核通过后寄送到您的地址。']) },
  { code: 'TSHIRT', kind: 'item', points: 2000, stock: 20, perMemberLimit: 1, texts: texts(['Baju-T', 'Dihantar ke alamat anda selepas diluluskan.'], ['T-shirt', 'Sent to your address once approved.'], ['T 恤', '审核通过后寄送到您的地址。']) },
  { code: 'EARBUDS', kind: 'item', points: 12000, stock: 5, perMemberLimit: 1, texts: texts(['Fon telinga tanpa wayar', 'Dihantar ke alamat anda selepas diluluskan.'], ['Wireless earbuds', 'Sent to your address once approved.'], ['无线耳机', '审核通过后寄送到您的地址。']) },
];

export const DEMO_RATES = { RNG: 100, FISH: 100, PVP: 80, LIVE: 50, SPORTS: 50, ESPORTS: 50, COCKFIGHT: 50, ELOTT: 50, LOTT: 50, default: 20 };

export async function seedPoints(tenant: Tenant, tx: Tx): Promise<void> {
  await setPointSettings(tenant.merchantId, { enabled: true, betRates: DEMO_RATES, depositRate: 100, convertPoints: 100, convertCash: 1 * RM }, tx);
  const supported = tenant.manifest.languages.supported as string[];
  for (const [i, r] of DEMO_REWARDS.entries()) {
    const only = Object.fromEntries(Object.entries(r.texts).filter(([lang]) => supported.includes(lang)));
    await createReward(tenant, { ...r, texts: only, sortOrder: i }, tx);
  }
  const demo = await getMemberByUsername(tenant.merchantId, 'demo_player', tx);
  if (demo) {
    const account = await lockAccount(tx, tenant.merchantId, demo.id);
    // Some slot play (the opening deposit's points come from its deposit.paid event, like any deposit's).
    await movePoints(tx, account, { type: 'slots', change: 1500, reference: 'seed:slots', remark: 'demo' });
  }
}
