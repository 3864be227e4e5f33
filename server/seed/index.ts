// Demo data on first start (issue 3 item 8). Runs once per tenant: a seed_runs marker row per part,
// claimed inside the same transaction as the data, so two servers starting together seed only once.
import { and, eq, ne } from 'drizzle-orm';
import { retryOnDeadlock, type Db, type DbOrTx, type Tx } from '../db/client';
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

/**
 * Seeds one part of a tenant's demo data once: its marker and its data in one transaction. Run again when PostgreSQL
 * picks it as a deadlock's victim (another node's outbox delivery may write the same tables in another order at
 * start-up, for example loyalty activity): nothing of it was written.
 */
function once(db: Db, tenant: Tenant, name: string, work: (tx: Tx) => Promise<unknown>): Promise<boolean> {
  return retryOnDeadlock(() => db.transaction(async (tx) => (await claim(tenant, name, tx)) && (await work(tx), true)));
}

export interface SeedReport {
  tenant: string;
  accounts: boolean;
  content: boolean;
}

export async function seedDemo(db: Db, registry: TenantRegistry, log: (msg: string) => void = () => {}): Promise<SeedReport[]> {
  const report: SeedReport[] = [];
  for (const tenant of registry.all()) {
    const accounts = await once(db, tenant, 'demo-accounts', (tx) => seedAccounts(tx, tenant));
    const content = await once(db, tenant, 'demo-content', (tx) => seedContent(tenant, tx));
    // Game catalogue (issue 5 item 1): ~10,200 generated games per brand, batch-inserted.
    await once(db, tenant, 'demo-games', (tx) => seedGames(tenant.merchantId, tx));
    // Inbox messages go to every real (non-trial) account of this brand once accounts exist.
    await retryOnDeadlock(() => db.transaction(async (tx) => {
      const ids = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, tenant.merchantId), ne(members.isAgent, 4)));
      if (ids.length && (await claim(tenant, 'demo-inbox', tx))) await seedInbox(tenant, ids.map((r) => r.id), tx);
    }));
    // Wallet: payment channels and opening deposits for the demo accounts (server/modules/wallet/seed.ts).
    await once(db, tenant, 'demo-wallet', (tx) => seedWallet(tx as unknown as Db, tenant));
    // Agent centre (issue 16): the tree from the demo accounts, demo_agent's contracts, agent announcements.
    if (await db.transaction(async (tx) => claim(tenant, 'demo-agents', tx))) await seedAgents(db, tenant.merchantId, new Date());
    // Promotions (issue 18): one demo promotion of each kind.
    await once(db, tenant, 'demo-promotions', (tx) => seedPromotions(tenant, new Date(), tx));
    // VIP levels and rebate rates (issue 18 items 5 and 7).
    await once(db, tenant, 'demo-loyalty', (tx) => seedLoyalty(tenant.merchantId, tx));
    // Points mall (issue 18 item 4): rates, rewards, demo_player's points.
    await once(db, tenant, 'demo-points', (tx) => seedPoints(tenant, tx));
    // Missions and their rewards (issue 18 item 3): daily, weekly and one-off demo missions.
    await once(db, tenant, 'demo-missions', (tx) => seedMissions(tenant, new Date(), tx));
    if (accounts || content) log(`seeded demo data for ${tenant.manifest.id} (accounts: ${accounts ? 'yes' : 'already'}, content: ${content ? 'yes' : 'already'})`);
    report.push({ tenant: tenant.manifest.id, accounts, content });
  }
  return report;
}
