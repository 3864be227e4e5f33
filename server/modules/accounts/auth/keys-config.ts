// Settings of the (enc) payload keys (issue 21 item 3), the `payloadKeys` section of server/config.ts. The
// key-encryption key (KEK) wraps every stored private key (crypto-keys.ts); it comes from the environment or a file
// and never enters the database or a log.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError } from '../../../lib/config-error';

/** A key-encryption key: 32 bytes (AES-256-GCM) and its id (a fingerprint stored beside each wrapped key). */
export interface Kek {
  id: string;
  key: Buffer;
}

export interface PayloadKeysConfig {
  /** PAYLOAD_KEK or PAYLOAD_KEK_FILE. Unset (development only): private keys are stored unwrapped. */
  kek?: Kek;
  /** PAYLOAD_KEK_PREVIOUS: the KEK being replaced; keys wrapped with it are re-wrapped with `kek` at start. */
  previousKek?: Kek;
  /** PAYLOAD_KEY_ROTATE_DAYS: a new key pair once the current one is this old (0: never). */
  rotateDays: number;
  /** PAYLOAD_KEY_GRACE_DAYS: how long a replaced key still decrypts (pages that fetched its public key). */
  graceDays: number;
}

export function kekOf(base64: string, name: string): Kek {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32 || key.toString('base64') !== base64.trim()) {
    throw new ConfigError(`${name} must be 32 random bytes in base64 (openssl rand -base64 32)`);
  }
  return { id: createHash('sha256').update('payload-kek:').update(key).digest('hex').slice(0, 16), key };
}

export function loadPayloadKeysConfig(env: NodeJS.ProcessEnv, production: boolean): PayloadKeysConfig {
  if (env.PAYLOAD_KEK && env.PAYLOAD_KEK_FILE) throw new ConfigError('set PAYLOAD_KEK or PAYLOAD_KEK_FILE, not both');
  let kek: Kek | undefined;
  if (env.PAYLOAD_KEK) kek = kekOf(env.PAYLOAD_KEK, 'PAYLOAD_KEK');
  else if (env.PAYLOAD_KEK_FILE) {
    let text: string;
    try {
      text = readFileSync(env.PAYLOAD_KEK_FILE, 'utf8');
    } catch (err) {
      throw new ConfigError(`PAYLOAD_KEK_FILE ${env.PAYLOAD_KEK_FILE} cannot be read: ${(err as NodeJS.ErrnoException).code ?? 'error'}`);
    }
    kek = kekOf(text, `PAYLOAD_KEK_FILE (${env.PAYLOAD_KEK_FILE})`);
  }
  if (production && !kek) {
    throw new ConfigError('NODE_ENV=production needs a key-encryption key for the payload keys: PAYLOAD_KEK (or PAYLOAD_KEK_FILE), 32 random bytes in base64 (openssl rand -base64 32)');
  }
  const previousKek = env.PAYLOAD_KEK_PREVIOUS ? kekOf(env.PAYLOAD_KEK_PREVIOUS, 'PAYLOAD_KEK_PREVIOUS') : undefined;
  if (previousKek && !kek) throw new ConfigError('PAYLOAD_KEK_PREVIOUS needs PAYLOAD_KEK (or PAYLOAD_KEK_FILE): the key to re-wrap with');
  const days = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new ConfigError(`${name} must be a number of days (0 or more); not '${raw}'`);
    return n;
  };
  return { kek, previousKek, rotateDays: days('PAYLOAD_KEY_ROTATE_DAYS', 90), graceDays: days('PAYLOAD_KEY_GRACE_DAYS', 7) };
}
