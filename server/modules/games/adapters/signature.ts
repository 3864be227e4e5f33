// Signature of a seamless-wallet callback: hex HMAC-SHA256, keyed by the vendor's callback secret, of
//   action \n vendor \n memberId \n txId \n roundId \n amount \n gameCode
// (a canonical string rather than the raw body, so JSON formatting never breaks a valid signature).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallbackAction, CallbackPayload } from './types';

export function canonicalCallback(vendor: string, action: CallbackAction, p: CallbackPayload): string {
  return [action, vendor, p.memberId, p.txId, p.roundId, p.amount, p.gameCode ?? ''].join('\n');
}

export function signCallback(secret: string, vendor: string, action: CallbackAction, p: CallbackPayload): string {
  return createHmac('sha256', secret).update(canonicalCallback(vendor, action, p)).digest('hex');
}

export function verifySignature(secret: string, vendor: string, action: CallbackAction, p: CallbackPayload, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signCallback(secret, vendor, action, p), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
