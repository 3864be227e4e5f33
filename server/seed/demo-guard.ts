// issue 24 item 4: demo accounts are published with their password (README), and demo_agent can withdraw.
// Production never seeds them (server/config.ts) and refuses to start while any still opens with it
// (server/main.ts): a database copied from a demo, or seeded before NODE_ENV was set, is caught here.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { verifyPassword } from '../lib/crypto-password';
import { members } from '../modules/accounts/member/tables';
import type { TenantRegistry } from '../modules/tenancy/registry';
import { DEMO_LOGINS } from './accounts';

/** `<brand id>/<username>` of every demo login whose password is still the published one. */
export async function demoAccountsWithDemoPassword(db: DbOrTx, registry: TenantRegistry): Promise<string[]> {
  const rows = await db
    .select({ merchantId: members.merchantId, username: members.username, passwordHash: members.passwordHash })
    .from(members)
    .where(inArray(members.username, DEMO_LOGINS.map((l) => l.username)))
    .orderBy(members.merchantId, members.id);
  const brandOf = new Map(registry.all().map((t) => [t.merchantId, t.manifest.id]));
  const found: string[] = [];
  // The hash is checked, not the name: an operator who kept a demo name with a new password may start.
  const published = new Map(DEMO_LOGINS.map((l) => [l.username, l.password]));
  for (const r of rows) {
    if (await verifyPassword(r.passwordHash, published.get(r.username)!)) found.push(`${brandOf.get(r.merchantId) ?? `merchant ${r.merchantId}`}/${r.username}`);
  }
  return found;
}
