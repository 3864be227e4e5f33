// spec §7 Customer service: a store call returns a list of paths; the entry of type 3 holds an encrypted
// link whose last 8 characters are the key and the rest the ciphertext. Shared by server (encrypt) and
// site (decrypt); WebCrypto only, so it runs in browsers and Node 20 alike.
// Format: base64url(iv[12] || AES-GCM ciphertext+tag) + key8, AES key = SHA-256(UTF-8 key8).

/** csType values used in the status and store responses. */
export const CS_TYPE = { LIVE_CHAT: 1, SOCIAL: 2, ENCRYPTED_LINK: 3 } as const;

/** One entry of GET /wps/relay/CSP_getStore. */
export interface CsStoreEntry {
  csType: number;
  title: string;
  /** csType 3: the encrypted link (decrypt with decryptCsLink); otherwise a plain URL. */
  path: string;
  /** 'vip' for members with rankLevel above 4 (spec §6), else 'liveChat'. */
  service: 'liveChat' | 'vip' | 'social';
}

export const CS_KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function deriveKey(key8: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key8));
  return crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, [usage]);
}

export function randomCsKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CS_KEY_LENGTH));
  return [...bytes].map((b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

export async function encryptCsLink(url: string, key8: string = randomCsKey()): Promise<string> {
  if (key8.length !== CS_KEY_LENGTH) throw new Error(`cs-link key must be ${CS_KEY_LENGTH} characters`);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(key8, 'encrypt');
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(url)));
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return toBase64Url(joined) + key8;
}

/** Returns the link, or throws (the site then closes the popup, spec §2 Game launch / §7). */
export async function decryptCsLink(link: string): Promise<string> {
  if (link.length <= CS_KEY_LENGTH + 16) throw new Error('cs-link too short');
  const key8 = link.slice(-CS_KEY_LENGTH);
  const bytes = fromBase64Url(link.slice(0, -CS_KEY_LENGTH));
  const key = await deriveKey(key8, 'decrypt');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
  return new TextDecoder().decode(plain);
}
