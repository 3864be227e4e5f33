// spec §7 (enc) payloads: hybrid RSA-OAEP(SHA-256) + AES-256-GCM with WebCrypto, so the same code runs in
// browsers (the site) and Node 20 (the server and tests). The site fetches the server's public key from
// GET /wps/system/publicKey, encrypts each (enc) body with a fresh AES key, and wraps that key with RSA.

import type { Static } from 'typebox';
import type { publicKeyValueSchema } from './session-schemas';
/**
 * The wire shape of an encrypted body: every part base64; `kid` names the server key it was made for (the `keyId` of
 * GET /wps/system/publicKey; issue 21 item 3: keys rotate, and a replaced key decrypts until its end date).
 */
export interface EncryptedBody {
  enc: { kid?: string; key: string; iv: string; data: string };
}

const subtle = () => globalThis.crypto.subtle;
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
  return btoa(s);
}

export function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const s = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export function isEncryptedBody(body: unknown): body is EncryptedBody {
  if (!body || typeof body !== 'object' || !('enc' in body)) return false;
  const e = (body as { enc: unknown }).enc as Record<string, unknown> | null;
  return (
    !!e &&
    typeof e === 'object' &&
    typeof e.key === 'string' &&
    typeof e.iv === 'string' &&
    typeof e.data === 'string' &&
    (e.kid === undefined || (typeof e.kid === 'string' && e.kid.length <= 64))
  );
}

/** Encrypts a JSON value for the server whose SPKI public key (base64 DER) is given, naming the key when its id is. */
export async function encryptPayload(publicKeySpkiB64: string, value: unknown, keyId?: string): Promise<EncryptedBody> {
  const rsa = await subtle().importKey('spki', fromBase64(publicKeySpkiB64), RSA, false, ['encrypt']);
  const aes = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle().encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(value)));
  const rawKey = await subtle().exportKey('raw', aes);
  const key = await subtle().encrypt(RSA, rsa, rawKey);
  return { enc: { ...(keyId ? { kid: keyId } : {}), key: toBase64(key), iv: toBase64(iv), data: toBase64(data) } };
}

/** Decrypts an encrypted body with the RSA private key (server side). Throws on any tampering. */
export async function decryptPayload(privateKey: CryptoKey, body: EncryptedBody): Promise<unknown> {
  const rawKey = await subtle().decrypt(RSA, privateKey, fromBase64(body.enc.key));
  const aes = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(body.enc.iv) }, aes, fromBase64(body.enc.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

/** A new RSA-OAEP 2048 key pair as base64 DER (SPKI public, PKCS#8 private). */
export async function generatePayloadKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await subtle().generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  return {
    publicKey: toBase64(await subtle().exportKey('spki', pair.publicKey)),
    privateKey: toBase64(await subtle().exportKey('pkcs8', pair.privateKey)),
  };
}

export function importPrivateKey(pkcs8B64: string): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', fromBase64(pkcs8B64), RSA, false, ['decrypt']);
}

/** GET /wps/system/publicKey value: the route's answer schema (session-schemas.ts). */
export type PublicKeyValue = Static<typeof publicKeyValueSchema>;
