// spec §7 (enc) calls: routes declare `config: { enc: true }`; their body arrives as {enc:{key,iv,data}}
// (schema/api/crypto.ts) and is decrypted here, before schema validation, so the route schema describes
// the plain payload. Plaintext is refused with 'encryption_required' unless config.allowPlaintext (dev).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { decryptPayload, isEncryptedBody } from '../../../../schema/api/crypto';
import { loadOrCreatePayloadKeys, type PayloadKeys } from './crypto-keys';
import { BadRequestError } from '../../../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body is an encrypted payload (spec §7 'enc'). */
    enc?: boolean;
  }
  interface FastifyInstance {
    payloadKeys: () => Promise<PayloadKeys>;
  }
}

const encryptedPayload: FastifyPluginAsync = async (app: FastifyInstance) => {
  let keys: Promise<PayloadKeys> | undefined;
  app.decorate('payloadKeys', () => {
    keys ??= loadOrCreatePayloadKeys(app.database.db).catch((err) => {
      keys = undefined;
      throw err;
    });
    return keys;
  });
  app.addHook('onReady', async () => {
    await app.payloadKeys();
  });

  app.addHook('preValidation', async (req) => {
    if (!req.routeOptions.config?.enc) return;
    const body = req.body;
    if (isEncryptedBody(body)) {
      let plain: unknown;
      try {
        plain = await decryptPayload((await app.payloadKeys()).privateKey, body);
      } catch {
        throw new BadRequestError('err_decrypt_failed', undefined, 'decryption_failed');
      }
      if (!plain || typeof plain !== 'object' || Array.isArray(plain)) throw new BadRequestError('err_decrypt_failed', undefined, 'decryption_failed');
      req.body = plain;
      return;
    }
    if (!app.config.allowPlaintext) throw new BadRequestError('err_encryption_required', undefined, 'encryption_required');
  });
};

// Not encapsulated: the decryption hook applies to every (enc) route of the app.
export default fp(encryptedPayload, { name: 'encrypted-payload', decorators: { fastify: ['config', 'database'] } });
