// spec §4/§9 SMS codes: throttled 1 per second per number and per IP, an hourly cap, codes stored hashed
// with expiry (expiredMinutes), at most 5 guesses per code, one use. Throttles count rows in the database,
// so they hold across nodes.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { randomDigits, sha256 } from '../../../lib/crypto-tokens';
import { AppError, RateLimitError } from '../../../lib/errors';
import type { Accounts } from '../session/config';
import type { EmailProvider, SmsProvider } from './providers';
import { bumpAttempts, insertCode, latestUnusedCode, recentCounts, useCode } from './repo';

/** register, login (noLogin: login by code, reset by phone), or bind:<member id> (my account: a new mobile or e-mail). */
export type CodePurpose = 'register' | 'login' | `bind:${number}`;
const MAX_GUESSES = 5;

export class SmsCodeError extends AppError {
  constructor(kind: 'invalid' | 'expired') {
    super(400, kind === 'expired' ? 'sms_code_expired' : 'sms_code_invalid', kind === 'expired' ? 'err_sms_code_expired' : 'err_sms_code_invalid');
  }
}

export class SmsSendError extends AppError {
  constructor() {
    super(502, 'sms_send_failed', 'err_sms_send_failed');
  }
}

const digest = (merchantId: number, purpose: string, mobile: string, code: string) => sha256(`${merchantId}:${purpose}:${mobile}:${code}`);

/** Throws RateLimitError when this number or IP asked within the last second or hit the hourly cap. */
export async function assertCanSend(merchantId: number, mobile: string, ip: string | null, cfg: Accounts, db: DbOrTx): Promise<void> {
  const now = cfg.clock.now();
  const c = await recentCounts(merchantId, mobile, ip, new Date(now.getTime() - 3600_000), db);
  const within1s = (d: Date | null) => d !== null && now.getTime() - d.getTime() < 1000;
  if (within1s(c.mobileLast) || within1s(c.ipLast)) throw new RateLimitError(1, 'err_sms_too_frequent');
  if (c.mobileCount >= cfg.smsHourlyCap || c.ipCount >= cfg.smsHourlyCap * 3) throw new RateLimitError(3600, 'err_sms_hourly_cap');
}

/** Stores a new code for `destination` under the throttles and answers it (the caller delivers it). */
async function storeCode(
  args: { merchantId: number; purpose: CodePurpose; destination: string; ip: string | null },
  cfg: Accounts,
  db: Db,
): Promise<string> {
  const code = (cfg.smsCode ?? (() => randomDigits(6)))();
  const now = cfg.clock.now();
  // Check and insert under transaction-scoped advisory locks (IP first, then number: one fixed order),
  // so two nodes or two parallel requests cannot both pass the one-per-second check.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-ip:${args.ip ?? ''}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-mobile:${args.merchantId}:${args.destination}`}))`);
    await assertCanSend(args.merchantId, args.destination, args.ip, cfg, tx);
    await insertCode(
      {
        merchantId: args.merchantId,
        purpose: args.purpose,
        mobile: args.destination,
        codeHash: digest(args.merchantId, args.purpose, args.destination, code),
        ip: args.ip,
        expiresAt: new Date(now.getTime() + cfg.smsCodeMinutes * 60_000),
        createdAt: now,
      },
      tx,
    );
  });
  return code;
}

export async function sendCode(
  args: { merchantId: number; purpose: CodePurpose; mobile: string; ip: string | null; brandName: string; deliver: boolean },
  cfg: Accounts,
  sms: SmsProvider,
  db: Db,
): Promise<{ expiredMinutes: number }> {
  const code = await storeCode({ merchantId: args.merchantId, purpose: args.purpose, destination: args.mobile, ip: args.ip }, cfg, db);
  // deliver=false: the number has no account (noLogin) or already has one (register); the row still counts
  // for the throttle but nothing is sent, and the answer is the same, so the call does not reveal who is registered.
  // The provider is called after commit: no lock is held across the network call.
  if (args.deliver) {
    try {
      await sms.send({ merchantId: args.merchantId, to: args.mobile, body: `${args.brandName}: your verification code is ${code}. It expires in ${cfg.smsCodeMinutes} minutes.` }, db);
    } catch {
      throw new SmsSendError();
    }
  }
  return { expiredMinutes: cfg.smsCodeMinutes };
}

/** Where an e-mail code is stored: the codes table's destination column holds `email:<address, lower case>`. */
export const emailDestination = (email: string) => `email:${email.trim().toLowerCase()}`;

/** A code by e-mail (my account: proving a new address), with the same throttles, lifetime and guesses as SMS codes. */
export async function sendEmailCode(
  args: { merchantId: number; purpose: CodePurpose; email: string; ip: string | null; brandName: string },
  cfg: Accounts,
  mail: EmailProvider,
  db: Db,
): Promise<{ expiredMinutes: number }> {
  const code = await storeCode({ merchantId: args.merchantId, purpose: args.purpose, destination: emailDestination(args.email), ip: args.ip }, cfg, db);
  try {
    await mail.send(
      {
        merchantId: args.merchantId,
        to: args.email.trim(),
        subject: `${args.brandName}: your verification code`,
        body: `${args.brandName}: your verification code is ${code}. It expires in ${cfg.smsCodeMinutes} minutes.`,
      },
      db,
    );
  } catch {
    throw new SmsSendError();
  }
  return { expiredMinutes: cfg.smsCodeMinutes };
}

/** Checks and uses up a code; throws SmsCodeError('expired' | 'invalid'). */
export async function verifyCode(
  args: { merchantId: number; purpose: CodePurpose; mobile: string; code: string },
  cfg: Accounts,
  db: DbOrTx,
): Promise<void> {
  const row = await latestUnusedCode(args.merchantId, args.purpose, args.mobile, db);
  if (!row) throw new SmsCodeError('invalid');
  const now = cfg.clock.now();
  if (row.expiresAt.getTime() <= now.getTime()) throw new SmsCodeError('expired');
  const attempts = await bumpAttempts(args.merchantId, row.id, db);
  if (attempts > MAX_GUESSES) {
    await useCode(args.merchantId, row.id, now, db);
    throw new SmsCodeError('expired');
  }
  if (row.codeHash !== digest(args.merchantId, args.purpose, args.mobile, args.code.trim())) throw new SmsCodeError('invalid');
  if (!(await useCode(args.merchantId, row.id, now, db))) throw new SmsCodeError('invalid');
}
