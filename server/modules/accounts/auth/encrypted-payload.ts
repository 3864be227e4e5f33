// spec §7 (enc) calls: routes declare `config: { enc: true }`; their body arrives as {enc:{kid,key,iv,data}}
// (schema/api/crypto.ts) and is decrypted here, before schema validation, so the route schema describes
// the plain payload. Plaintext is refused with 'encryption_required' unless config.allowPlaintext (dev).
// The keys (crypto-keys.ts, issue 21 item 3) are read once per process and again when any process rotates them
// (announced on the change bus) or when a payload names a key this process has not seen yet.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { decryptPayload, isEncryptedBody, type EncryptedBody } from '../../../../schema/api/crypto';
import { preparePayloadKeys, readPayloadKeys, rotatePayloadKey, type PayloadKey, type PayloadKeyring } from './crypto-keys';
import { BadRequestError } from '../../../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body is an encrypted payload (spec §7 'enc'). */
    enc?: boolean;
  }
  interface FastifyInstance {
    payloadKeys: () => Promise<PayloadKeyring>;
  }
}

/** The job that makes a new key pair when the current one is PAYLOAD_KEY_ROTATE_DAYS old (checked hourly). */
export const ROTATE_JOB = 'accounts.payload-keys.rotate';

const encryptedPayload: FastifyPluginAsync = async (app: FastifyInstance) => {
  const cfg = app.config.payloadKeys;
  let keys: Promise<PayloadKeyring> | undefined;
  const load = (read: typeof readPayloadKeys) => {
    const loading = read(app.database.db, cfg, app.clock.now());
    keys = loading;
    loading.catch(() => {
      if (keys === loading) keys = undefined;
    });
    return loading;
  };
  app.decorate('payloadKeys', () => keys ?? load(readPayloadKeys));
  // Another process rotated the keys (or this one lost the announcements): read them again on the next use.
  app.changes.on('payload-keys', () => {
    keys = undefined;
  });
  app.addHook('onReady', async () => {
    await load((db, c, now) => preparePayloadKeys(db as typeof app.database.db, c, now));
  });
  app.jobs.define({
    name: ROTATE_JOB,
    everySeconds: 3600,
    run: async ({ db, now }) => {
      const rotated = await rotatePayloadKey(db, cfg, now);
      if (rotated) keys = undefined;
      return { rotated };
    },
  });

  /** The keys to try for a body: the one it names, else (bodies of pages older than key ids) every live key. */
  async function candidates(body: EncryptedBody): Promise<PayloadKey[]> {
    const now = app.clock.now();
    const live = (k: PayloadKey) => k.retiresAt === null || k.retiresAt > now;
    const kid = body.enc.kid;
    let ring = await app.payloadKeys();
    if (kid === undefined) return [ring.current, ...[...ring.byId.values()].filter((k) => k !== ring.current)].filter(live);
    if (!ring.byId.has(kid)) ring = await load(readPayloadKeys); // made by another process a moment ago
    const key = ring.byId.get(kid);
    // A key past its end date (or unknown): the page fetches the current key and sends again (runtime/lib/api.ts).
    if (!key || !live(key)) throw new BadRequestError('err_decrypt_failed', undefined, 'payload_key_retired');
    return [key];
  }

  app.addHook('preValidation', async (req) => {
    if (!req.routeOptions.config?.enc) return;
    const body = req.body;
    if (isEncryptedBody(body)) {
      let plain: unknown;
      for (const key of await candidates(body)) {
        try {
          plain = await decryptPayload(key.privateKey, body);
          break;
        } catch {
          // not this key
        }
      }
      if (!plain || typeof plain !== 'object' || Array.isArray(plain)) throw new BadRequestError('err_decrypt_failed', undefined, 'decryption_failed');
      req.body = plain;
      return;
    }
    if (!app.config.allowPlaintext) throw new BadRequestError('err_encryption_required', undefined, 'encryption_required');
  });
};

// Not encapsulated: the decryption hook applies to every (enc) route of the app.
export default fp(encryptedPayload, { name: 'encrypted-payload', decorators: { fastify: ['config', 'database', 'changes', 'jobs'] } });
