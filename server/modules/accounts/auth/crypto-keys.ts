// The (enc) payload keys (spec §7; issue 21 item 3): RSA key pairs kept in the database so every node shares them,
// each private key stored wrapped (AES-256-GCM) with the key-encryption key (KEK) of the environment or a file
// (keys-config.ts): a copy of the database alone decrypts nothing. Keys rotate: a new pair every
// PAYLOAD_KEY_ROTATE_DAYS (the job accounts.payload-keys.rotate, or `npm run keys -- rotate`); the replaced key keeps
// decrypting until its end date (PAYLOAD_KEY_GRACE_DAYS later), for pages that fetched its public key before. Each
// payload names its key (enc.kid, schema/api/crypto.ts). Changing the KEK: start with the new one in PAYLOAD_KEK and
// the old one in PAYLOAD_KEK_PREVIOUS; every key is re-wrapped at start, then the old KEK can go.
// Without a KEK (development only; production refuses to start) private keys are stored unwrapped.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generatePayloadKeyPair, importPrivateKey } from '../../../../schema/api/crypto';
import type { Db, DbOrTx } from '../../../db/client';
import { announceChange } from '../../../lib/change-bus';
import { serverKeys } from '../session/tables';
import type { Kek, PayloadKeysConfig } from './keys-config';

/** The first key's id, from before rotation: kept as it is (old rows and pages name no other). */
export const LEGACY_KEY_ID = 'payload-rsa-oaep-256';
/** A wrapped private key: `kek1.<kek id>.<iv>.<ciphertext and tag>` (base64), the key id bound as associated data. */
const WRAPPED = /^kek1\.([0-9a-f]{16})\.([A-Za-z0-9+/=]+)\.([A-Za-z0-9+/=]+)$/;
/** Serialises key creation, rotation and re-wrapping across processes starting together (any 64-bit number). */
const KEYS_LOCK = 0x7061796c6f6164;

export interface PayloadKey {
  id: string;
  /** SPKI, base64 DER: what GET /wps/system/publicKey hands out. */
  publicKey: string;
  privateKey: CryptoKey;
  createdAt: Date;
  /** When it stops decrypting; null for the current key. */
  retiresAt: Date | null;
}

export interface PayloadKeyring {
  /** The newest key: the one handed out. */
  current: PayloadKey;
  /** Every key that still decrypts, by id. */
  byId: Map<string, PayloadKey>;
}

export class KekError extends Error {}

export function wrapPrivateKey(pkcs8B64: string, kek: Kek, keyId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek.key, iv);
  cipher.setAAD(Buffer.from(keyId));
  const data = Buffer.concat([cipher.update(pkcs8B64, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `kek1.${kek.id}.${iv.toString('base64')}.${data.toString('base64')}`;
}

export function isWrapped(stored: string): boolean {
  return WRAPPED.test(stored);
}

/** The PKCS#8 base64 of a stored private key; throws KekError when its KEK is not among `keks`. */
export function unwrapPrivateKey(stored: string, keks: (Kek | undefined)[], keyId: string): string {
  const m = WRAPPED.exec(stored);
  if (!m) return stored; // unwrapped (development, or from before the KEK)
  const kek = keks.find((k) => k?.id === m[1]);
  if (!kek) throw new KekError(`payload key ${keyId} is wrapped with key-encryption key ${m[1]}, which is not configured (PAYLOAD_KEK, PAYLOAD_KEK_FILE or PAYLOAD_KEK_PREVIOUS)`);
  const data = Buffer.from(m[3], 'base64');
  const decipher = createDecipheriv('aes-256-gcm', kek.key, Buffer.from(m[2], 'base64'));
  decipher.setAAD(Buffer.from(keyId));
  decipher.setAuthTag(data.subarray(data.length - 16));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new KekError(`payload key ${keyId} does not unwrap with key-encryption key ${kek.id}: the stored key was changed`);
  }
}

/** How a private key is stored with this configuration: wrapped with the KEK when there is one. */
function seal(pkcs8B64: string, cfg: PayloadKeysConfig, keyId: string): string {
  return cfg.kek ? wrapPrivateKey(pkcs8B64, cfg.kek, keyId) : pkcs8B64;
}

function newKeyId(now: Date): string {
  return `k${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex')}`;
}

type Row = typeof serverKeys.$inferSelect;

/** Runs `fn` in a transaction holding the keys' lock: one process at a time creates, rotates or re-wraps. */
async function locked<T>(db: Db, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK})`);
    return fn(tx);
  });
}

async function insertKey(tx: DbOrTx, cfg: PayloadKeysConfig, now: Date, id = newKeyId(now)): Promise<void> {
  const pair = await generatePayloadKeyPair();
  await tx.insert(serverKeys).values({ id, publicKey: pair.publicKey, privateKey: seal(pair.privateKey, cfg, id), createdAt: now });
}

/**
 * Prepares the stored keys for this configuration and returns them: creates the first pair, wraps keys stored
 * unwrapped once a KEK is given, re-wraps keys of PAYLOAD_KEK_PREVIOUS with PAYLOAD_KEK, drops keys past their end.
 */
export async function preparePayloadKeys(db: Db, cfg: PayloadKeysConfig, now: Date): Promise<PayloadKeyring> {
  const rows = await locked(db, async (tx) => {
    let all: Row[] = await tx.select().from(serverKeys);
    if (!all.some((r) => r.retiresAt === null)) {
      // The first start (or every key retired): a key under the old fixed id when there is none at all.
      await insertKey(tx, cfg, now, all.length === 0 ? LEGACY_KEY_ID : undefined);
      all = await tx.select().from(serverKeys);
    }
    for (const r of all) {
      if (!cfg.kek) continue;
      const wrappedWith = WRAPPED.exec(r.privateKey)?.[1];
      if (wrappedWith === cfg.kek.id) continue;
      const plain = unwrapPrivateKey(r.privateKey, [cfg.kek, cfg.previousKek], r.id);
      await tx.update(serverKeys).set({ privateKey: seal(plain, cfg, r.id) }).where(sql`${serverKeys.id} = ${r.id}`);
    }
    await tx.delete(serverKeys).where(sql`${serverKeys.retiresAt} is not null and ${serverKeys.retiresAt} < ${now}`);
    return tx.select().from(serverKeys);
  });
  return keyringOf(rows, cfg, now);
}

/** The keys as stored (no writes): what every process reads after another one changed them. */
export async function readPayloadKeys(db: DbOrTx, cfg: PayloadKeysConfig, now: Date): Promise<PayloadKeyring> {
  return keyringOf(await db.select().from(serverKeys), cfg, now);
}

async function keyringOf(rows: Row[], cfg: PayloadKeysConfig, now: Date): Promise<PayloadKeyring> {
  const live = rows.filter((r) => r.retiresAt === null || r.retiresAt > now).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  if (!live.length) throw new KekError('no payload key is live: restart the server to create one');
  const byId = new Map<string, PayloadKey>();
  for (const r of live) {
    const pkcs8 = unwrapPrivateKey(r.privateKey, [cfg.kek, cfg.previousKek], r.id);
    byId.set(r.id, { id: r.id, publicKey: r.publicKey, privateKey: await importPrivateKey(pkcs8), createdAt: r.createdAt, retiresAt: r.retiresAt });
  }
  const current = live.find((r) => r.retiresAt === null) ?? live[0];
  return { current: byId.get(current.id)!, byId };
}

/**
 * A new key pair when the current one is PAYLOAD_KEY_ROTATE_DAYS old (or at once with `force`); the replaced keys
 * decrypt for PAYLOAD_KEY_GRACE_DAYS more. Announced to every node (they reload their keys). Returns the new key's
 * id, or null when no rotation was due.
 */
export async function rotatePayloadKey(db: Db, cfg: PayloadKeysConfig, now: Date, opts: { force?: boolean } = {}): Promise<string | null> {
  return locked(db, async (tx) => {
    const rows: Row[] = await tx.select().from(serverKeys);
    const current = rows.filter((r) => r.retiresAt === null).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const due = !current || (cfg.rotateDays > 0 && now.getTime() - current.createdAt.getTime() >= cfg.rotateDays * 86_400_000);
    if (!opts.force && !due) return null;
    const retiresAt = new Date(now.getTime() + cfg.graceDays * 86_400_000);
    await tx.update(serverKeys).set({ retiresAt }).where(sql`${serverKeys.retiresAt} is null`);
    const id = newKeyId(now);
    await insertKey(tx, cfg, now, id);
    await tx.delete(serverKeys).where(sql`${serverKeys.retiresAt} is not null and ${serverKeys.retiresAt} < ${now}`);
    await announceChange(tx, 'payload-keys', id);
    return id;
  });
}
