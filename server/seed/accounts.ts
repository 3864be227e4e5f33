// Demo accounts per tenant (issue 3 item 8). Idempotent: existing usernames are left alone.
// Called from server/seed/index.ts on first start, in development only (issue 24 item 4). Every tenant gets the same logins:
//   demo_player / Demo@1234   member (isAgent 0), has an e-mail and mobile for the reset flows
//   demo_agent  / Demo@1234   agent (isAgent 1), affiliate code DEMOAGENT; downlines
//   demo_down1..demo_down3 / Demo@1234   members under demo_agent
//   demo_trial  / (none)      trial account (isAgent 4): cannot log in with a password; use free play
//   demo_new1, demo_new2 / 123456   members an operator opened with the default password: the first login
//                              forces a change (spec §4; self-registration cannot choose 123456, issue 24 item 15)
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { hashPassword } from '../lib/crypto-password';
import { findByUsername, insertMember } from '../modules/accounts/member/repo';
import type { Tenant } from '../modules/tenancy/registry';

export const DEMO_PASSWORD = 'Demo@1234';
/** The default password of accounts opened for a player (spec §4: logging in with it forces a change). */
export const DEFAULT_PASSWORD = '123456';

export interface DemoAccount {
  username: string;
  /** null: no password login (trial). */
  password: string | null;
  isAgent: number;
  role: 'player' | 'agent' | 'downline' | 'trial';
  upline: string | null;
}

const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

interface Spec {
  username: string;
  role: DemoAccount['role'];
  isAgent: number;
  upline?: string;
  affiliateCode?: string;
  mobile?: string;
  email?: string;
  vip?: number;
  /** DEMO_PASSWORD unless given. */
  password?: string;
}

function specs(host: string): Spec[] {
  return [
    { username: 'demo_player', role: 'player', isAgent: 0, mobile: '0123000001', email: `demo_player@${host}`, vip: 2, affiliateCode: 'DEMOPLAYER' },
    { username: 'demo_agent', role: 'agent', isAgent: 1, mobile: '0123000002', email: `demo_agent@${host}`, vip: 5, affiliateCode: 'DEMOAGENT' },
    { username: 'demo_down1', role: 'downline', isAgent: 0, upline: 'demo_agent' },
    { username: 'demo_down2', role: 'downline', isAgent: 0, upline: 'demo_agent' },
    { username: 'demo_down3', role: 'downline', isAgent: 0, upline: 'demo_agent' },
    { username: 'demo_trial', role: 'trial', isAgent: 4 },
    { username: 'demo_new1', role: 'player', isAgent: 0, password: DEFAULT_PASSWORD },
    { username: 'demo_new2', role: 'player', isAgent: 0, password: DEFAULT_PASSWORD },
  ];
}

/** The demo logins and their published passwords (all but the trial account); production refuses them (demo-guard.ts). */
export const DEMO_LOGINS: readonly { username: string; password: string }[] = specs('demo.invalid')
  .filter((s) => s.isAgent !== 4)
  .map((s) => ({ username: s.username, password: s.password ?? DEMO_PASSWORD }));

export async function seedAccounts(db: DbOrTx, tenant: Tenant): Promise<DemoAccount[]> {
  const out: DemoAccount[] = [];
  const hashes = new Map<string, string>();
  const hashOf = async (pw: string) => hashes.get(pw) ?? (hashes.set(pw, await hashPassword(pw, ARGON2)), hashes.get(pw)!);
  for (const s of specs(tenant.manifest.domains[0] ?? `${tenant.manifest.id}.localhost`)) {
    let row = await findByUsername(tenant.merchantId, s.username, db);
    if (!row) {
      const upline = s.upline ? await findByUsername(tenant.merchantId, s.upline, db) : undefined;
      row = await insertMember(
        {
          merchantId: tenant.merchantId,
          username: s.username,
          nickname: s.username.replace('demo_', 'Demo ').replace(/^\w|\s\w/g, (c) => c.toUpperCase()),
          passwordHash: s.isAgent === 4 ? await hashPassword(randomBytes(24).toString('base64url'), ARGON2) : await hashOf(s.password ?? DEMO_PASSWORD),
          isAgent: s.isAgent,
          uplineId: upline?.id ?? null,
          affiliateCode: s.affiliateCode ?? null,
          mobile: s.mobile ?? null,
          countryDialingCode: s.mobile ? '60' : null,
          email: s.email ?? null,
          vipRankLevel: s.vip ?? 0,
          firstLogin: false,
        },
        db,
      );
    }
    out.push({ username: s.username, password: s.isAgent === 4 ? null : (s.password ?? DEMO_PASSWORD), isAgent: s.isAgent, role: s.role, upline: s.upline ?? null });
  }
  return out;
}
