// spec §4 registration and password rules; §5 validation through schema/validation (the site runs the same).
import { normaliseEmail, normaliseIdNumber, runRegisterChecks } from '../protection-port';
import { randomBytes } from 'node:crypto';
import type { ChangePasswordPayload, ResetPasswordByPhonePayload } from '../../../../schema/api/member';
import type { LoginValue } from '../../../../schema/api/session';
import {
  DEFAULT_PASSWORD_RULE,
  effectiveFields,
  normaliseRegisterInput,
  validateChangePassword,
  validateRegistration,
  validateResetByEmail,
  validateResetByPhone,
  type FieldError,
  type FieldSetting,
  type RegisterMode,
} from '../../../../schema/validation';
import { isUniqueViolation, type Db } from '../../../db/client';
import { hashPassword, verifyPassword } from '../../../lib/crypto-password';
import { newToken, sha256 } from '../../../lib/crypto-tokens';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../../../lib/errors';
import { checkCaptcha } from '../captcha/service';
import { brandOrigin } from '../session/config';
import { CaptchaError } from '../session/errors';
import { completeLogin, type LoginContext } from '../session/login-service';
import { revokeMemberAccess } from '../session/service';
import type { EmailProvider } from '../verification/providers';
import { findByNational, findMemberByPhone, parsePhone, type PhoneNumber } from '../verification/phone-number';
import { verifyCode } from '../verification/service';
import { emit } from '../../../jobs/events';
import { passwordPolicyError } from './password-policy';
import { getRegisterSettings } from './register-settings';
import { findByAffiliateCode, findById, findByUsername, insertMember, updateMember, type MemberRow } from './repo';
import { findLiveReset, insertReset, useReset } from './reset-repo';

export class InvalidAffiliateCodeError extends AppError {
  constructor() {
    super(400, 'invalid_affiliate_code', 'err_invitation_code');
  }
}

function fieldErrors(errors: FieldError[]): never {
  throw new ValidationError({ errors }, errors[0].key);
}

/** The shared field rules, then the server's password policy (issue 24 item 15) on a password that passed them. */
async function checkNewPassword(errors: FieldError[], field: string, password: string | undefined, rule: FieldSetting): Promise<void> {
  if (errors.length) fieldErrors(errors);
  const policy = await passwordPolicyError(field, password, rule);
  if (policy) fieldErrors([policy]);
}

/** A fresh code members hand out (8 characters, no look-alikes). */
function newAffiliateCode(): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => chars[b % chars.length]).join('');
}


export async function checkAffiliate(merchantId: number, code: string, db: Db): Promise<MemberRow> {
  const trimmed = code.trim();
  if (!/^[A-Za-z0-9]{1,32}$/.test(trimmed)) throw new InvalidAffiliateCodeError();
  const upline = await findByAffiliateCode(merchantId, trimmed, db);
  if (!upline || upline.status !== 'active' || upline.isAgent === 4) throw new InvalidAffiliateCodeError();
  return upline;
}

/**
 * Issue 24 item 8: well-formed registrations (past the field rules) per IP and per device per hour, counted
 * before the captcha, the look-ups and the password hash, successful or not.
 */
async function throttleRegistration(ctx: LoginContext): Promise<void> {
  const hour = 3600_000;
  const byIp = await ctx.limiter.hit(`register-ip:${ctx.ip}`, ctx.cfg.registerPerHour, hour);
  const byDevice = ctx.deviceId ? await ctx.limiter.hit(`register-device:${ctx.deviceId}`, ctx.cfg.registerPerDevicePerHour, hour) : 0;
  const wait = Math.max(byIp, byDevice);
  if (wait) throw new RateLimitError(wait, 'err_too_many_registrations');
}

/** spec §4 submit flow, server side: validate, captcha, affiliate, uniqueness, SMS code, then insert and log in. */
export async function register(mode: RegisterMode, raw: Record<string, unknown>, ctx: LoginContext): Promise<LoginValue> {
  const { tenant, cfg, db } = ctx;
  const settings = await getRegisterSettings(tenant, cfg, db);
  if (mode === 'username' ? !settings.types.username : !settings.types.mobile) throw new ForbiddenError('err_register_type_disabled', 'register_type_disabled');

  const input = normaliseRegisterInput(raw);
  const fields = effectiveFields(settings, mode, !!input.mobileNum);
  await checkNewPassword(validateRegistration(input, settings, mode, cfg.clock.now()), 'password', fields.password.enabled ? input.password : undefined, fields.password);
  await throttleRegistration(ctx);

  if (settings.captcha) {
    const ok = await checkCaptcha(tenant.merchantId, typeof raw.captchaId === 'string' ? raw.captchaId : undefined, input.captcha, cfg, db);
    if (!ok) throw new CaptchaError('err_captcha_incorrect', 'captcha_incorrect');
  }
  const upline = input.affiliateCode ? await checkAffiliate(tenant.merchantId, input.affiliateCode, db) : undefined;

  // issue 24 item 1: the number is the full international one, in one of the brand's countries.
  const phone: PhoneNumber | null = input.mobileNum ? parsePhone(tenant, cfg, input.mobileNum, typeof raw.countryDialingCode === 'string' ? raw.countryDialingCode : null) : null;
  // Issue 20: an excluded person (this or any brand of the operator, same mobile, e-mail or ID) cannot register.
  await runRegisterChecks(
    { merchantId: tenant.merchantId, mobileKey: phone?.key ?? null, email: normaliseEmail(input.email), idNumber: normaliseIdNumber(input.idNumber) },
    db,
  );
  const username = mode === 'mobile' ? input.mobileNum! : input.username!;
  if (await findByUsername(tenant.merchantId, username, db)) throw new ConflictError('err_username_taken', 'username_taken');
  if (phone && (await findByNational(tenant, phone, db)).length) throw new ConflictError('err_mobile_taken', 'mobile_taken');

  if (settings.smsVerification && phone) {
    await verifyCode({ merchantId: tenant.merchantId, purpose: 'register', mobile: phone.key, code: input.verificationCode ?? '' }, cfg, db);
  }

  // Mobile registration without a password (MOBILENUMPASSREG3 off): a random one; the member logs in by SMS code.
  const password = input.password || randomBytes(24).toString('base64url');
  const profile: Record<string, string> = {};
  for (const k of ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'birthday'] as const) if (input[k]) profile[k] = input[k]!;
  for (const k of ['registerUrl', 'domain'] as const) if (typeof raw[k] === 'string') profile[k] = String(raw[k]).slice(0, 255);

  // Hashed before the transaction: argon2 waits its turn at the hash gate without holding a connection.
  const passwordHash = await hashPassword(password, cfg.argon2);
  const paymentPasswordHash = input.paymentPassword ? await hashPassword(input.paymentPassword, cfg.argon2) : null;
  let member: MemberRow;
  try {
    // The member and its member.registered event commit together (server/jobs/README.md).
    member = await db.transaction(async (tx) => {
      const m = await insertMember(
      {
        merchantId: tenant.merchantId,
        username,
        mobile: input.mobileNum || null,
        countryDialingCode: phone?.cc ?? null,
        email: input.email || null,
        passwordHash,
        paymentPasswordHash,
        payeeName: input.payeeName || null,
        birthday: input.birthday || null,
        // The registration code proved the number (REGMOBVERF3).
        mobileVerifiedAt: settings.smsVerification && phone ? cfg.clock.now() : null,
        nickname: mode === 'mobile' ? null : username,
        isAgent: 0,
        uplineId: upline?.id ?? null,
        affiliateCode: newAffiliateCode(),
        profile: Object.keys(profile).length ? JSON.stringify(profile) : null,
        // Self-registered: the member just chose the password, so no first-login forced change.
        firstLogin: false,
        passwordChangedAt: cfg.clock.now(),
      },
      tx,
    );
      await emit(tx, 'member.registered', { merchantId: m.merchantId, memberId: m.id, username: m.username, uplineId: m.uplineId, registeredAt: m.createdAt.toISOString() }, m.id);
      return m;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError('err_username_taken', 'username_taken');
    throw err;
  }
  return completeLogin(member, ctx, { viaCode: true });
}

/** Sets a new password and ends the member's other access (issue 24 item 5): sessions but `keepToken`, launch tokens, reset links. */
async function setPassword(m: MemberRow, password: string, ctx: LoginContext, keepToken?: string): Promise<void> {
  const passwordHash = await hashPassword(password, ctx.cfg.argon2);
  await ctx.db.transaction(async (tx) => {
    await updateMember(m.merchantId, m.id, { passwordHash, passwordChangedAt: ctx.cfg.clock.now(), mustChangePassword: false, firstLogin: false }, tx);
    await revokeMemberAccess(m, ctx.cfg, tx, keepToken);
  });
}

/** spec §5 change password (token, enc). Every other session of the member is revoked; this one stays. */
export async function changePassword(memberId: number, currentToken: string, input: ChangePasswordPayload, ctx: LoginContext): Promise<void> {
  await checkNewPassword(validateChangePassword(input, DEFAULT_PASSWORD_RULE), 'newPassword', input.newPassword, DEFAULT_PASSWORD_RULE);
  const m = await findById(ctx.tenant.merchantId, memberId, ctx.db);
  if (!m) throw new NotFoundError();
  if (!(await verifyPassword(m.passwordHash, input.oldPassword))) throw new BadRequestError('err_old_password', undefined, 'old_password_incorrect');
  if (input.oldPassword === input.newPassword) throw new ValidationError({ errors: [{ field: 'newPassword', key: 'err_password_same' }] }, 'err_password_same');
  await setPassword(m, input.newPassword, ctx, currentToken);
}

/** spec §7 forgot password by e-mail: sends a one-use reset link. spec §8 'username or email does not exist'. */
export async function requestEmailReset(input: { username?: string; email?: string }, ctx: LoginContext & { mail: EmailProvider }): Promise<void> {
  const errors = validateResetByEmail(input);
  if (errors.length) fieldErrors(errors);
  const m = await findByUsername(ctx.tenant.merchantId, input.username!.trim(), ctx.db);
  if (!m || !m.email || m.email.toLowerCase() !== input.email!.trim().toLowerCase() || m.isAgent === 4) {
    throw new NotFoundError('err_username_email_not_found');
  }
  const token = newToken();
  const minutes = ctx.cfg.resetTokenMinutes;
  const baseUrl = brandOrigin(ctx.tenant, ctx.cfg);
  await ctx.db.transaction(async (tx) => {
    await insertReset({ merchantId: m.merchantId, memberId: m.id, tokenHash: sha256(token), expiresAt: new Date(ctx.cfg.clock.now().getTime() + minutes * 60_000) }, tx);
    await ctx.mail.send(
      {
        merchantId: m.merchantId,
        to: m.email!,
        subject: `${ctx.tenant.manifest.brandName}: reset your password`,
        body: `Open ${baseUrl}/resetPassword?token=${token} within ${minutes} minutes to choose a new password. Reset token: ${token}`,
      },
      tx,
    );
  });
}

/** Completes an e-mail reset: one use, expires; logs the member in. */
export async function completeEmailReset(input: { token: string; newPassword: string; confirmNewPassword: string }, ctx: LoginContext): Promise<LoginValue> {
  await checkNewPassword(validateChangePassword(input, DEFAULT_PASSWORD_RULE, false), 'newPassword', input.newPassword, DEFAULT_PASSWORD_RULE);
  const reset = await findLiveReset(ctx.tenant.merchantId, sha256(input.token), ctx.cfg.clock.now(), ctx.db);
  if (!reset || !(await useReset(ctx.tenant.merchantId, reset.id, ctx.cfg.clock.now(), ctx.db))) throw new BadRequestError('err_reset_link_invalid', undefined, 'reset_token_invalid');
  const m = (await findById(ctx.tenant.merchantId, reset.memberId, ctx.db))!;
  await setPassword(m, input.newPassword, ctx);
  return completeLogin((await findById(ctx.tenant.merchantId, m.id, ctx.db))!, ctx, { viaCode: true });
}

/** spec §4 password reset by phone: code from /sms/noLogin, new password, then logged in. */
export async function resetByPhone(input: ResetPasswordByPhonePayload, ctx: LoginContext): Promise<LoginValue> {
  await checkNewPassword(validateResetByPhone(input), 'newPassword', input.newPassword, DEFAULT_PASSWORD_RULE);
  // issue 24 item 1: the code is bound to the full number; only that number's account is reset.
  const phone = parsePhone(ctx.tenant, ctx.cfg, input.mobileNum.trim(), input.countryDialingCode);
  await verifyCode({ merchantId: ctx.tenant.merchantId, purpose: 'login', mobile: phone.key, code: input.verificationCode }, ctx.cfg, ctx.db);
  const m = await findMemberByPhone(ctx.tenant, ctx.cfg, phone, ctx.db);
  if (!m || m.isAgent === 4) throw new NotFoundError('err_mobile_not_found');
  await setPassword(m, input.newPassword, ctx);
  return completeLogin((await findById(ctx.tenant.merchantId, m.id, ctx.db))!, ctx, { viaCode: true });
}

/** Avatar: a built-in id 1..12 or a small png/jpeg data URL (at most 100 KB). */
export async function setAvatar(memberId: number, avatar: string, ctx: LoginContext): Promise<void> {
  const builtIn = /^(?:[1-9]|1[0-2])$/.test(avatar);
  const dataUrl = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/.test(avatar) && avatar.length <= 140_000;
  if (!builtIn && !dataUrl) throw new ValidationError({ errors: [{ field: 'avatar', key: 'err_avatar_invalid' }] }, 'err_avatar_invalid');
  await updateMember(ctx.tenant.merchantId, memberId, { avatar }, ctx.db);
}

