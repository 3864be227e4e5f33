// spec §4/§7 captcha: base64 SVG image, answer stored hashed with expiry, one answer per image
// (consumed on the first check, right or wrong), so a used captcha cannot be replayed.
import { randomInt, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { CaptchaValue } from '../../../../schema/api/session';
import type { DbOrTx } from '../../../db/client';
import { sha256 } from '../../../lib/crypto-tokens';
import type { Accounts } from '../session/config';
import { captchas } from '../session/tables';

const CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** svg-captcha's own random text uses Math.random; the answer comes from the CSPRNG instead. */
function randomText(): string {
  return Array.from({ length: 4 }, () => CHARS[randomInt(CHARS.length)]).join('');
}

/** The package's default export renders a given text (its .d.ts does not declare the call signature). */
const renderSvg = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;

const digest = (merchantId: number, answer: string) => sha256(`${merchantId}:${answer.trim().toUpperCase()}`);

export async function newCaptcha(merchantId: number, ip: string | null, cfg: Accounts, db: DbOrTx): Promise<CaptchaValue> {
  const text = (cfg.captchaText ?? randomText)();
  const svg = renderSvg(text, { noise: 2, color: false, width: 120, height: 40, fontSize: 44 });
  const id = randomUUID();
  const now = cfg.clock.now();
  await db.insert(captchas).values({
    id,
    merchantId,
    answerHash: digest(merchantId, text),
    ip,
    expiresAt: new Date(now.getTime() + cfg.captchaTtlSeconds * 1000),
    createdAt: now,
  });
  return { captchaId: id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** true when the answer is right; the captcha is used up either way. */
export async function checkCaptcha(merchantId: number, captchaId: string | undefined, answer: string | undefined, cfg: Accounts, db: DbOrTx): Promise<boolean> {
  if (!captchaId || !answer || !/^[0-9a-f-]{36}$/i.test(captchaId)) return false;
  const now = cfg.clock.now();
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, captchaId), eq(captchas.merchantId, merchantId), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return !!row && row.answerHash === digest(merchantId, answer);
}

/** Deletes captchas that expired before `before` (job accounts.captchas.purge, server/jobs/sweeps.ts); returns how many. */
export async function purgeExpiredCaptchas(before: Date, db: DbOrTx): Promise<number> {
  return (await db.delete(captchas).where(lt(captchas.expiresAt, before)).returning({ id: captchas.id })).length;
}
