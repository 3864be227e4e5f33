// spec §7 session calls: public key for (enc), login (enc), free play, logout.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LoginPayload } from '../../../schema/api/session';
import { envelopeSchema, ok } from '../../lib/envelope';
import { freePlayLogin, login, type LoginContext } from './login-service';
import { freePlayBodySchema, loginBodySchema, loginValueSchema, publicKeyValueSchema } from './schemas';
import { logout } from './service';

const sessionRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (req: FastifyRequest): LoginContext => ({ tenant: req.tenant, ip: req.ip, cfg: app.accounts, limiter: app.limiter, db: app.database.db });

  app.get(
    '/wps/system/publicKey',
    {
      config: { access: 'visitor' },
      schema: { tags: ['session'], summary: 'RSA-OAEP public key for (enc) payloads (schema/api/crypto.ts)', response: { 200: envelopeSchema(publicKeyValueSchema) } },
    },
    async () => ok({ algorithm: 'RSA-OAEP-256+A256GCM', publicKey: (await app.payloadKeys()).publicKey }),
  );

  app.post(
    '/wps/session/login',
    {
      config: { access: 'visitor', enc: true },
      schema: {
        tags: ['session'],
        summary: 'Log in (enc): by username and password, or type sms with a verification code',
        body: loginBodySchema,
        response: { 200: envelopeSchema(loginValueSchema) },
      },
    },
    async (req) => ok(await login(req.body as LoginPayload & { portal?: 'member' | 'agent' }, ctx(req))),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: { access: 'visitor' },
      schema: { tags: ['session'], summary: 'Free play: creates a trial account (isAgent 4) and logs it in', body: freePlayBodySchema, response: { 200: envelopeSchema(loginValueSchema) } },
    },
    async (req) => ok(await freePlayLogin(ctx(req))),
  );

  app.delete(
    '/wps/session/logout',
    {
      config: { access: 'member' },
      schema: {
        tags: ['session'],
        summary: "Log out (token): ends every session of the member, its game launch tokens and reset links",
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (req) => {
      await logout(req.member!, app.accounts, app.database.db);
      return ok(null);
    },
  );
};

export default sessionRoutes;
