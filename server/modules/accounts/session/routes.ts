// spec §7 session calls: public key for (enc), login (enc), free play, logout.
import type { RoutesPlugin } from '../../../lib/type-provider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { freePlayLogin, login, type LoginContext } from './login-service';
import { freePlayBodySchema, loginBodySchema, loginHistoryValueSchema, loginValueSchema, publicKeyValueSchema, rememberedValueSchema } from './schemas';
import { logout } from './service';
import { loginHistoryPage, signOutOtherSessions } from './security-service';
import { loginHistoryQuerySchema } from '../../../../schema/api/member-schemas';

/**
 * spec §9 remember me: the username (never the password) is kept 24 h in a cookie the server sets, HttpOnly
 * (no script reads it), SameSite=Lax and Secure when the request came over https (issue 24 item 11); the
 * login modal asks GET /wps/session/remembered for it.
 */
export const REMEMBER_COOKIE = 'rememberUser';
const REMEMBER_SECONDS = 24 * 60 * 60;
const USERNAME_IN_COOKIE = /^[A-Za-z0-9_.@+-]{1,64}$/;

function rememberUser(req: FastifyRequest, reply: FastifyReply, username: string | null): void {
  const opts = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: req.protocol === 'https' };
  if (username && USERNAME_IN_COOKIE.test(username)) reply.setCookie(REMEMBER_COOKIE, username, { ...opts, maxAge: REMEMBER_SECONDS });
  else if (req.cookies[REMEMBER_COOKIE] !== undefined) reply.clearCookie(REMEMBER_COOKIE, opts);
}

const sessionRoutes: RoutesPlugin = async (app) => {
  const ctx = (req: FastifyRequest): LoginContext => ({ tenant: req.tenant, ip: req.ip, userAgent: req.headers['user-agent'] ?? null, cfg: app.accounts, limiter: app.limiter, db: app.database.db });

  app.get(
    '/wps/system/publicKey',
    {
      config: { access: 'visitor' },
      schema: { tags: ['session'], summary: 'RSA-OAEP public key for (enc) payloads (schema/api/crypto.ts)', response: { 200: envelopeSchema(publicKeyValueSchema) } },
    },
    async () => {
      const { current } = await app.payloadKeys();
      return ok({ algorithm: 'RSA-OAEP-256+A256GCM', publicKey: current.publicKey, keyId: current.id });
    },
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
    async (req, reply) => {
      const body = req.body;
      const value = await login(body, ctx(req));
      if (body.type !== 'sms' && body.portal !== 'agent') rememberUser(req, reply, body.rememberMe ? value.username : null);
      return ok(value);
    },
  );

  app.get(
    '/wps/session/remembered',
    {
      config: { access: 'visitor' },
      schema: { tags: ['session'], summary: 'The username the remember-me cookie (HttpOnly) holds, for the login form', response: { 200: envelopeSchema(rememberedValueSchema) } },
    },
    async (req) => {
      const raw = req.cookies[REMEMBER_COOKIE];
      return ok({ username: raw && USERNAME_IN_COOKIE.test(raw) ? raw : null });
    },
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

  // ---- my account (issue 15 item 2): login history and sign-out of other sessions ----
  app.get(
    '/wps/member/loginHistory',
    {
      config: { access: 'member' },
      schema: {
        tags: ['member'],
        summary: "My logins, newest first (time, IP, device), and how many other sessions are signed in",
        querystring: loginHistoryQuerySchema,
        response: { 200: envelopeSchema(loginHistoryValueSchema) },
      },
    },
    async (req) => {
      const { pageNo = 1, pageSize = 15 } = req.query;
      return ok(await loginHistoryPage(req.member!, req.sessionToken!, { pageNo, pageSize }, app.accounts, app.database.db));
    },
  );

  app.delete(
    '/wps/member/sessions/others',
    {
      config: { access: 'real' },
      schema: {
        tags: ['member'],
        summary: 'Sign out every other session of mine (this one stays); their game launch tokens and reset links end too',
        response: { 200: envelopeSchema({ type: 'object', properties: { signedOut: { type: 'integer' } } }) },
      },
    },
    async (req) => ok({ signedOut: await signOutOtherSessions(req.member!, req.sessionToken!, app.accounts, app.database.db) }),
  );
};

export default sessionRoutes;
