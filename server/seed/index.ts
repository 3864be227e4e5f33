// Demo data on first start (issue 3 item 8). Runs once per tenant: a seed_runs marker row per part,
// claimed inside the same transaction as the data, so two servers starting together seed only once.
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { members } from '../modules/accounts/member/tables';
import type { Tenant, TenantRegistry } from '../modules/tenancy/registry';
import { seedRuns } from '../modules/tenancy/tables';
import { seedGames } from '../modules/games/seed';
import { seedAccounts } from './accounts';
import { seedContent, seedInbox } from './content';
import { seedWallet } from '../modules/wallet/seed';
import { seedAgents } from '../modules/agents';
import { seedPromotions } from '../modules/promotions';
import { seedLoyalty } from '../modules/loyalty';
import { seedPoints } from '../modules/points';
import { seedMissions } from '../modules/missions';

async function claim(tenant: Tenant, name: string, tx: DbOrTx): Promise<boolean> {
  const rows = await tx.insert(seedRuns).values({ merchantId: tenant.merchantId, name }).onConflictDoNothing().returning({ name: seedRuns.name });
  return rows.length > 0;
}

export interface SeedReport {
  tenant: string;
  accounts: boolean;
  content: boolean;
}

export async function seedDemo(db: Db, registry: TenantRegistry, log: (msg: string) => void = () => {}): Promise<SeedReport[]> {
  const report: SeedReport[] = [];
  for (const tenant of registry.all()) {
    const accounts = await db.transaction(async (tx) => (await claim(tenant, 'demo-accounts', tx)) && (await seedAccounts(tx, tenant), true));
    const content = await db.transaction(async (tx) => (await claim(tenant, 'demo-content', tx)) && (await seedContent(tenant, tx), true));
    // Game catalogue (issue 5 item 1): ~10,200 generated games per brand, batch-inserted.
    await db.transaction(async (tx) => (await claim(tenant, 'demo-games', tx)) && (await seedGames(tenant.merchantId, tx), true));
    // Inbox messages go to every real (non-trial) account of this brand once accounts exist.
    await db.transaction(async (tx) => {
      const ids = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, tenant.merchantId), ne(members.isAgent, 4)));
      if (ids.length && (await claim(tenant, 'demo-inbox', tx))) await seedInbox(tenant, ids.map((r) => r.id), tx);
    });
    // Wallet: payment channels and opening deposits for the demo accounts (server/modules/wallet/seed.ts).
    await db.transaction(async (tx) => (await claim(tenant, 'demo-wallet', tx)) && (await seedWallet(tx as unknown as Db, tenant), true));
    // Agent centre (issue 16): the tree from the demo accounts, demo_agent's contracts, agent announcements.
    if (await db.transaction(async (tx) => claim(tenant, 'demo-agents', tx))) await seedAgents(db, tenant.merchantId, new Date());
    // Promotions (issue 18): one demo promotion of each kind.
    await db.transaction(async (tx) => (await claim(tenant, 'demo-promotions', tx)) && (await seedPromotions(tenant, new Date(), tx), true));
    // VIP levels and rebate rates (issue 18 items 5 and 7).
    await db.transaction(async (tx) => (await claim(tenant, 'demo-loyalty', tx)) && (await seedLoyalty(tenant.merchantId, tx), true));
    // Points mall (issue 18 item 4): rates, rewards, demo_player's points.
    await db.transaction(async (tx) => (await claim(tenant, 'demo-points', tx)) && (await seedPoints(tenant, tx), true));
    // Missions and their rewards (issue 18 item 3): daily, weekly and one-off demo missions.
    await db.transaction(async (tx) => (await claim(tenant, 'demo-missions', tx)) && (await seedMissions(tenant, new Date(), tx), true));
    if (accounts || content) log(`seeded demo data for ${tenant.manifest.id} (accounts: ${accounts ? 'yes' : 'already'}, content: ${content ? 'yes' : 'already'})`);
    report.push({ tenant: tenant.manifest.id, accounts, content });
  }
  return report;
}
