// Demo data of the agent centre: the tree copied from the demo accounts, the brand's contracts for demo_agent (one of
// each kind, so every contract page has something to show) and two agent announcements.
import type { Db } from '../../db/client';
import { offerContract } from './contracts';
import { agentAnnouncements } from './tables';
import { syncTree, nodesByUsername } from './tree';

export const DEMO_AGENT_TERMS = {
  daily: { tiers: [{ minBet: 0, rateBp: 50 }, { minBet: 1_000_000, rateBp: 80 }] },
  dividend: { tiers: [{ minBet: 0, minLoss: 0, minActive: 1, rateBp: 2_000 }, { minBet: 5_000_000, minLoss: 1_000_000, minActive: 5, rateBp: 3_000 }] },
  hourly: { tiers: [{ minBet: 0, rateBp: 20 }] },
  realtime: { profitRateBp: 0, lossRateBp: 500, singleBetRateBp: 10 },
} as const;

export async function seedAgents(db: Db, merchantId: number, now: Date): Promise<void> {
  await syncTree(merchantId, db);
  const [agent] = await nodesByUsername(merchantId, ['demo_agent'], db);
  if (agent) {
    for (const kind of ['daily', 'dividend', 'hourly', 'realtime'] as const) {
      await offerContract(db, { merchantId, uplineId: null, downline: 'demo_agent', kind, period: 'D', terms: DEMO_AGENT_TERMS[kind], now });
    }
  }
  await db.insert(agentAnnouncements).values([
    { merchantId, title: 'Gaji harian / Daily wage / 日工资', content: 'Gaji harian dibayar setiap hari untuk hari sebelumnya. Daily wages are paid each day for the previous day. 日工资每日结算前一日。' },
    { merchantId, title: 'Dividen / Dividends / 分红', content: 'Dividen dikira atas kerugian bersih pasukan bagi setiap tempoh. Dividends are a share of the team net loss per period. 分红按团队每期净输计算。' },
  ]);
}
