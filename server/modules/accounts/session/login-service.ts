// spec §4 login rules: by password (captcha after failures) or by SMS code; free play (trial, isAgent 4);
// password expiry and forced change reported in the answer; rate limits per IP and per username.
import { randomBytes } from 'node:crypto';
import type { LoginPayload, LoginValue } from '../../../../schema/api/session';
import { checkField, MOBILE_RULE, SMS_CODE_RULE } from '../../../../schema/validation';
import type { Db } from '../../../db/client';
import { hashPassword, verifyPassword } from '../../../lib/crypto-password';
import { RateLimitError, ValidationError } from '../../../lib/errors';
import { AGENT_TYPES, TRIAL_TYPE } from '../auth/plugin';
import { checkCaptcha } from '../captcha/service';
import { findByUsername, insertMember, updateMember, type MemberRow } from '../member/repo';
import { getSwitches } from '../../system';
import type { Tenant } from '../../tenancy';
import { findMemberByPhone, parsePhone } from '../verification/phone-number';
import { verifyCode } from '../verification/service';
import type { Accounts } from './config';
import { CaptchaError, LoginFailedError, LoginRefusedError } from './errors';
import { addFailure, clearFailures } from './login-repo';
import type { RateCounter } from '../../../lib/rate-counter';
import { openSession } from './service';
import { identityKeysOf, runLoginChecks } from '../protection-port';

export interface LoginContext {
  tenant: Tenant;
  ip: string | null;
  /** The site's device id (X-Device-Id), when sent: registration throttles on it too. */
  deviceId?: string | null;
  /** The User-Agent header: the login history's device (issue 15 item 2). */
  userAgent?: string | null;
  cfg: Accounts;
  limiter: RateCounter;
  db: Db;
}

/** A hash of a random password: verifying against it costs as much as a real one (no timing oracle). */
let dummyHash: Promise<string> | undefined;

export function passwordExpired(m: Pick<MemberRow, 'passwordChangedAt'>, cfg: Accounts): boolean {
  if (cfg.passwordExpiryDays <= 0) return false;
  return cfg.clock.now().getTime() - m.passwordChangedAt.getTime() > cfg.passwordExpiryDays * 86_400_000;
}

async function throttle(ctx: LoginContext, key: string) {
  const wait = await ctx.limiter.hit(key, ctx.cfg.loginPerMinute, 60_000);
  if (wait) throw new RateLimitError(wait, 'err_too_many_logins');
}

/** Issues the session and builds the spec §3 login answer; clears the first-login flag. */
export async function completeLogin(m: MemberRow, ctx: LoginContext, opts: { viaCode: boolean; plainPassword?: string }): Promise<LoginValue> {
  // Issue 20: time-out and self-exclusion (registered by the compliance module) refuse here, after the credentials.
  await runLoginChecks({ id: m.id, merchantId: m.merchantId, ...identityKeysOf(m) }, ctx.db);
  const switches = await getSwitches(ctx.db, ctx.tenant);
  const expired = passwordExpired(m, ctx.cfg);
  const firstTimeLogin = m.firstLogin;
  // spec §4: change-password opens for 123456 or an expired password (not for sms logins); forced when
  // firstTimeLogin or expired with the forced-change module on; an operator reset always forces it.
  const forcePasswordChange =
    !opts.viaCode && (opts.plainPassword === '123456' || m.mustChangePassword || (switches.forcedPasswordChange && (firstTimeLogin || expired)));
  const token = await ctx.db.transaction(async (tx) => {
    await updateMember(m.merchantId, m.id, { lastLoginAt: ctx.cfg.clock.now(), firstLogin: false }, tx);
    return openSession(m, { ip: ctx.ip, userAgent: ctx.userAgent }, ctx.cfg, tx);
  });
  return { token, firstTimeLogin, passwordExpired: expired, forcePasswordChange, isAgent: m.isAgent, username: m.username };
}

function refuseNonMembers(m: MemberRow, agentPortal: boolean) {
  if (m.status !== 'active') throw new LoginRefusedError('err_contact_agent');
  if (m.isAgent === TRIAL_TYPE) throw new LoginRefusedError('err_non_member_login');
  if (agentPortal && !AGENT_TYPES.includes(m.isAgent)) throw new LoginRefusedError('err_non_agent_login');
}

export async function login(input: LoginPayload, ctx: LoginContext): Promise<LoginValue> {
  const { tenant, cfg, db } = ctx;
  await throttle(ctx, `login-ip:${ctx.ip}`);
  const agentPortal = input.portal === 'agent';

  if (input.type === 'sms') {
    const switches = await getSwitches(db, tenant);
    if (!switches.verificationCodeLogin) throw new LoginRefusedError('err_feature_disabled');
    const mobileNum = (input.mobileNum ?? '').trim();
    const code = (input.verificationCode ?? '').trim();
    const errors = [checkField('mobileNum', mobileNum, MOBILE_RULE), checkField('verificationCode', code, SMS_CODE_RULE)].filter(Boolean);
    if (errors.length) throw new ValidationError({ errors }, errors[0]!.key === 'err_required' ? 'err_required' : 'err_mobile_format');
    // issue 24 item 1: the code is bound to the full number, and only that number's account logs in.
    const phone = parsePhone(tenant, cfg, mobileNum, input.countryDialingCode);
    await throttle(ctx, `login-user:${tenant.merchantId}:${phone.key}`);
    await verifyCode({ merchantId: tenant.merchantId, purpose: 'login', mobile: phone.key, code }, cfg, db);
    const m = await findMemberByPhone(tenant, cfg, phone, db);
    if (!m) throw new LoginFailedError(false);
    refuseNonMembers(m, agentPortal);
    return completeLogin(m, ctx, { viaCode: true });
  }

  const username = (input.username ?? '').trim();
  const password = input.password ?? '';
  if (!username || !password) throw new ValidationError({ errors: [{ field: username ? 'password' : 'username', key: 'err_required' }] }, 'err_username_password_required');
  await throttle(ctx, `login-user:${tenant.merchantId}:${username.toLowerCase()}`);

  // Issue 24 item 6: this try is counted (one atomic upsert) before anything is checked, so N parallel tries
  // count N: only those that find fewer than loginCaptchaAfterFailures tries before them skip the captcha.
  // A right password clears the count again.
  const before = (await addFailure(tenant.merchantId, username, cfg.clock.now(), db)) - 1;
  if (before >= cfg.loginCaptchaAfterFailures) {
    if (!input.captcha || !input.captchaId) throw new CaptchaError('err_captcha_required');
    if (!(await checkCaptcha(tenant.merchantId, input.captchaId, input.captcha, cfg, db))) throw new CaptchaError('err_captcha_incorrect');
  }

  const m = await findByUsername(tenant.merchantId, username, db);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'), cfg.argon2);
  const good = await verifyPassword(m?.passwordHash ?? (await dummyHash), password);
  if (!m || !good) throw new LoginFailedError(before + 1 >= cfg.loginCaptchaAfterFailures);
  await clearFailures(tenant.merchantId, username, db);
  refuseNonMembers(m, agentPortal);
  return completeLogin(m, ctx, { viaCode: false, plainPassword: password });
}

/** spec §6 free play: a trial account (isAgent 4) with a random password, logged in at once. */
export async function freePlayLogin(ctx: LoginContext): Promise<LoginValue> {
  const switches = await getSwitches(ctx.db, ctx.tenant);
  if (!switches.freePlay) throw new LoginRefusedError('err_feature_disabled');
  await throttle(ctx, `freeplay-ip:${ctx.ip}`);
  const m = await insertMember(
    {
      merchantId: ctx.tenant.merchantId,
      username: `trial${randomBytes(5).toString('hex')}`,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url'), ctx.cfg.argon2),
      isAgent: TRIAL_TYPE,
      // No stored display name: the site shows its own translated "Free play" label for a trial account
      // (issue 23 item 9: a stored English name showed in every language).
      nickname: null,
      firstLogin: false,
    },
    ctx.db,
  );
  return completeLogin(m, ctx, { viaCode: true });
}
