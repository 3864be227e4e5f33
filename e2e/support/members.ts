// API-side helpers for browser tests that are not about signing in: make a fresh member of a brand over
// the real HTTP API (captcha answer fixed by CAPTCHA_FIXED_TEXT, encrypted payloads as the site sends
// them), fund it through the operator API (a journaled adjustment), and open a page already logged in.
import type { APIRequestContext, Page } from '@playwright/test';
import { encryptPayload } from '../../schema/api/crypto';
import { E2E_PORT, OPERATOR_KEY } from './brands';

// Node cannot resolve <brand>.localhost: call 127.0.0.1 and name the brand in the Host header.
const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const hostOf = (brand: string) => ({ host: `${brand}.localhost:${E2E_PORT}` });

export const CAPTCHA_ANSWER = '2468';

export interface TestMember {
  username: string;
  password: string;
  token: string;
  isAgent: number;
}

/** The `value` of a platform answer; throws with `what` and the message when it failed. */
export async function value<T>(res: { ok(): boolean; status(): number; json(): Promise<unknown> }, what: string): Promise<T> {
  const body = (await res.json()) as { success: boolean; value: T; message: string };
  if (!res.ok() || !body.success) throw new Error(`${what}: ${res.status()} ${body.message}`);
  return body.value;
}

/** What a signed-out form sends with: the brand's payload key and a fresh captcha (its answer is CAPTCHA_ANSWER). */
async function formKeys(request: APIRequestContext, headers: Record<string, string>): Promise<{ publicKey: string; captchaId: string }> {
  const { publicKey } = await value<{ publicKey: string }>(await request.get(api('/wps/system/publicKey'), { headers }), 'public key');
  const { captchaId } = await value<{ captchaId: string }>(await request.get(api('/wps/captcha'), { headers }), 'captcha');
  return { publicKey, captchaId };
}

/** Registers a new member by username on `brand` and returns its session (`extra`: more registration fields, e.g. payeeName). */
export async function registerMember(request: APIRequestContext, brand = 'mesra', affiliateCode?: string, extra: Record<string, string> = {}): Promise<TestMember> {
  const headers = hostOf(brand);
  const { publicKey, captchaId } = await formKeys(request, headers);
  const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
  const password = 'E2e@12345';
  const body = await encryptPayload(publicKey, { username, password, confirmPassword: password, acceptTerms: true, captchaId, captcha: CAPTCHA_ANSWER, email: `${username}@example.com`, ...(affiliateCode ? { affiliateCode } : {}), ...extra });
  const reg = await value<{ token: string; isAgent?: number }>(await request.put(api('/wps/member/register'), { data: body, headers }), 'register');
  return { username, password, token: reg.token, isAgent: reg.isAgent ?? 0 };
}

/**
 * Logs an existing member (a demo account) in on `brand` over the API. Always with a captcha answer: the server counts
 * every try of a username before checking it (issue 24 item 6) and asks for a captcha from the second try in flight, so
 * two tests signing the same demo account in at once (fullyParallel) would otherwise see err_captcha_required.
 */
export async function loginMember(request: APIRequestContext, username: string, password: string, isAgent: number, brand = 'mesra'): Promise<TestMember> {
  const headers = hostOf(brand);
  const { publicKey, captchaId } = await formKeys(request, headers);
  const v = await value<{ token: string }>(
    await request.post(api('/wps/session/login'), { headers, data: await encryptPayload(publicKey, { username, password, captchaId, captcha: CAPTCHA_ANSWER }) }),
    `login ${username}`,
  );
  return { username, password, token: v.token, isAgent };
}

/** A trial account (free play, isAgent 4). */
export async function freePlayMember(request: APIRequestContext, brand = 'mesra'): Promise<TestMember> {
  const v = await value<{ token: string; username: string; isAgent: number }>(await request.post(api('/wps/session/login/freeplay'), { data: {}, headers: hostOf(brand) }), 'free play');
  return { username: v.username, password: '', token: v.token, isAgent: v.isAgent };
}

/**
 * Credits `amount` minor units to the member through the operator API (audited adjustments), in parts of at most the
 * brand's default approval threshold (RM1,000.00): a larger adjustment would wait for a second operator's approval.
 */
export async function fund(request: APIRequestContext, member: TestMember, amount: number, brand = 'mesra'): Promise<void> {
  const stamp = Date.now();
  for (let left = amount, part = 0; left > 0; left -= 100_000, part++) {
    const piece = Math.min(left, 100_000);
    await value(
      await request.post(api('/api/operator/wallet/adjustments'), {
        headers: { ...hostOf(brand), authorization: `Bearer ${OPERATOR_KEY}` },
        data: { requestId: `e2e-fund-${member.username}-${amount}-${stamp}-${part}`, username: member.username, amount: piece, reason: 'e2e opening balance' },
      }),
      'fund',
    );
  }
}

/** Session storage as the site keeps it after a login (spec §3), set before any page script runs. */
export async function actAs(page: Page, member: TestMember): Promise<void> {
  await page.addInitScript((m) => {
    sessionStorage.setItem('token', m.token);
    sessionStorage.setItem('isAgent', String(m.isAgent));
    sessionStorage.setItem('username', m.username);
    sessionStorage.setItem('account', m.username);
  }, member);
}

/** A deposit of `amount` (minor units) paid through the demo gateway: its deposit.paid event follows. */
export async function paidDeposit(request: APIRequestContext, m: TestMember, amount: number, brand = 'mesra'): Promise<void> {
  const auth = { ...hostOf(brand), token: m.token };
  const d = await value<{ deposit: { id: number } }>(await request.post(api('/wps/wallet/deposit'), { headers: auth, data: { requestId: `e2e-dep-${m.username}-${Date.now()}`, channelCode: 'DEMOPAY', amount } }), 'deposit');
  await value(await request.post(api(`/wps/wallet/deposits/${d.deposit.id}/demo`), { headers: auth, data: { outcome: 'paid' } }), 'pay');
}
