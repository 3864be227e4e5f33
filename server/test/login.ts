// Test helpers for everyone's tests: make members and get a token without going through the HTTP login
// (which needs encryption and captcha). The session is a real row, so the auth plugin treats it like any login.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { encryptPayload } from '../../schema/api/crypto';
import { hashPassword, TEST_ARGON2 } from '../lib/crypto-password';
import { insertMember, type MemberRow } from '../modules/accounts/member/repo';
import { issueSession } from '../modules/accounts/session/service';

export interface CreateMemberOptions {
  /** 0 member (default), 1/2/41/42 agent, 4 trial. */
  isAgent?: number;
  username?: string;
  password?: string;
  uplineId?: number;
  mobile?: string;
  /** Digits, e.g. '60'; null/absent: the brand's default country (issue 24 item 1). */
  countryDialingCode?: string | null;
  email?: string;
  affiliateCode?: string;
  firstLogin?: boolean;
  /** VIP rank level (default 0). */
  vipRankLevel?: number;
  /** spec §3 real name (stored as the registration's payee name); bank accounts must be in it. */
  realName?: string;
}

function tenantOf(app: FastifyInstance, tenantId: string) {
  const tenant = app.tenants.get(tenantId);
  if (!tenant) throw new Error(`no tenant ${tenantId}`);
  return tenant;
}

/** Inserts a member of `tenantId` (password default 'Test@1234') and returns its row. */
export async function createMember(app: FastifyInstance, tenantId: string, opts: CreateMemberOptions = {}): Promise<MemberRow> {
  const tenant = tenantOf(app, tenantId);
  return insertMember(
    {
      merchantId: tenant.merchantId,
      username: opts.username ?? `u${randomBytes(5).toString('hex')}`,
      passwordHash: await hashPassword(opts.password ?? 'Test@1234', TEST_ARGON2),
      isAgent: opts.isAgent ?? 0,
      uplineId: opts.uplineId ?? null,
      mobile: opts.mobile ?? null,
      countryDialingCode: opts.countryDialingCode ?? null,
      email: opts.email ?? null,
      affiliateCode: opts.affiliateCode ?? null,
      payeeName: opts.realName ?? null,
      firstLogin: opts.firstLogin ?? false,
      vipRankLevel: opts.vipRankLevel ?? 0,
      passwordChangedAt: app.clock.now(),
    },
    app.database.db,
  );
}

/** A live session token for an existing member (send it as the `token` header). */
export async function loginAs(app: FastifyInstance, member: { id: number; merchantId: number }): Promise<string> {
  return issueSession(member, '127.0.0.1', app.accounts, app.database.db);
}

/** createMember + loginAs in one call: { member, token, headers } ready for app.inject. */
export async function createLoggedInMember(app: FastifyInstance, tenantId: string, opts: CreateMemberOptions = {}) {
  const member = await createMember(app, tenantId, opts);
  const token = await loginAs(app, member);
  const host = `${tenantId}.localhost`;
  return { member, token, headers: { token, host } };
}

/** The server's public key, fetched the way the site does (GET /wps/system/publicKey). */
export async function publicKeyOf(app: FastifyInstance, host = 'mesra.localhost'): Promise<string> {
  const res = await app.inject({ url: '/wps/system/publicKey', headers: { host } });
  return res.json().value.publicKey as string;
}

/**
 * app.inject with the body encrypted by schema/api/crypto.ts, as the site sends (enc) calls. `ip` is the
 * caller's socket address (and X-Forwarded-For, for apps that trust a proxy), so it holds whatever the proxy setting.
 */
export async function injectEncrypted(
  app: FastifyInstance,
  opts: { method: 'POST' | 'PUT'; url: string; host: string; body: unknown; token?: string; ip?: string; headers?: Record<string, string> },
) {
  const payload = await encryptPayload(await publicKeyOf(app, opts.host), opts.body);
  return app.inject({
    method: opts.method,
    url: opts.url,
    payload,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    headers: { ...opts.headers, host: opts.host, ...(opts.token ? { token: opts.token } : {}), ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}) },
  });
}
