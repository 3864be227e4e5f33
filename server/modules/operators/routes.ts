// Operator accounts over HTTP (issue 19 items 1 and 3). Sign-in is two steps (password, then the TOTP code, which
// enrols TOTP at the first sign-in) and ends in the console's session cookie (HttpOnly, SameSite=Strict, path
// /api/operator) plus a CSRF token the console sends back in x-csrf-token on every change. Owners manage operators;
// every operator manages its own API keys (scoped to at most its own roles and brands). Every change is audit-logged
// under the brand the call was made on.
import type { FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '../../lib/envelope';
import { BadRequestError, ForbiddenError, NotFoundError, RateLimitError } from '../../lib/errors';
import type { RoutesPlugin } from '../../lib/type-provider';
import { OPS_SESSION_COOKIE, csrfTokenOf, operatorActor as who, type OperatorRole } from '../system';
import { insertAudit } from '../tenancy';
import { accountBody, codeBody, idParam, keyBody, passwordBody, updateBody } from './schemas';
import {
  POLICY,
  createAccount,
  createApiKey,
  listAccounts,
  listApiKeys,
  publicAccount,
  revokeApiKey,
  signInCode,
  signInPassword,
  signOut,
  updateAccount,
  within,
  type OperatorSettings,
} from './service';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const value = { 200: envelopeSchema({ type: 'object', additionalProperties: true }) };
const brandSchema = {
  type: 'object',
  required: ['id', 'merchantCode', 'name'],
  properties: { id: { type: 'string' }, merchantCode: { type: 'string' }, name: { type: 'string' } },
} as const;
const list = { 200: envelopeSchema({ type: 'array', items: { type: 'object', additionalProperties: true } }) };

export function operatorRoutes(settings: () => OperatorSettings): RoutesPlugin {
  return async (app) => {
    const db = () => app.database.db;
    const now = () => app.clock.now();
    const cookieOptions = (req: FastifyRequest) => ({ path: '/api/operator', httpOnly: true, sameSite: 'strict' as const, secure: req.protocol === 'https' });
    const limit = async (req: FastifyRequest, name?: string) => {
      // Per address, and per name for the password step (the code step's guesses lock the account), shared by
      // every node through Redis when REDIS_URL is set.
      for (const key of [`ops-sign-in:ip:${req.ip}`, ...(name ? [`ops-sign-in:name:${name.toLowerCase()}`] : [])]) {
        // LOGIN_PER_MINUTE, as for players' logins (README settings); the lock-out after 5 failures holds regardless.
        const wait = await app.limiter.hit(key, app.accounts.loginPerMinute, 60_000);
        if (wait) throw new RateLimitError(wait, 'err_too_many_logins');
      }
    };
    /** 400 err_operator_brand_unknown for a tenant id that is not a brand. */
    const knownBrands = (brands: '*' | string[] | undefined) => {
      const unknown = brands && brands !== '*' ? brands.filter((b) => !app.tenants.get(b)) : [];
      if (unknown.length) throw new BadRequestError('err_operator_brand_unknown', { brands: unknown });
    };
    /** The brands an operator serves, as the console's brand picker lists them. */
    const servedBrands = (brands: '*' | readonly string[]) =>
      app.tenants
        .all()
        .filter((t) => brands === '*' || brands.includes(t.manifest.id))
        .map((t) => ({ id: t.manifest.id, merchantCode: t.manifest.merchantCode, name: t.manifest.brandName }));
    const me = (req: FastifyRequest) => {
      const op = req.operator!;
      return { name: op.name, roles: op.roles, brands: op.brands, via: op.via ?? 'config', accountId: op.accountId ?? null };
    };

    app.post(
      '/api/operator/session',
      {
        config: { access: 'visitor' },
        schema: {
          tags,
          summary: 'Operator sign-in, step 1: name and password. Answers a ticket for step 2 and, at the first sign-in, the TOTP secret to enrol (otpauth URL, QR code)',
          body: passwordBody,
          response: value,
        },
      },
      async (req) => {
        await limit(req, req.body.name);
        return ok(await signInPassword(db(), settings(), req.body.name, req.body.password, { ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null }, now()));
      },
    );

    app.post(
      '/api/operator/session/code',
      {
        config: { access: 'visitor' },
        schema: { tags, summary: "Operator sign-in, step 2: the ticket and the authenticator's 6-digit code; sets the session cookie and answers the CSRF token", body: codeBody, response: value },
      },
      async (req, reply) => {
        await limit(req);
        const { session, csrf, account } = await signInCode(db(), settings(), req.body.ticket, req.body.code, now());
        reply.setCookie(OPS_SESSION_COOKIE, session, { ...cookieOptions(req), maxAge: POLICY.sessionHours * 3600 });
        if (req.tenant) await insertAudit(req.tenant.merchantId, { actor: `operator:${account.name}`, action: 'operator.sign-in', ip: req.ip ?? null, detail: { userAgent: req.headers['user-agent'] ?? null } }, db());
        // brandList: an operator of some brands signing in on another brand's host picks one of its own before its
        // first brand-scoped call (the console sends its merchantCode in x-merchant-code).
        const operator = { name: account.name, roles: account.roles, brands: account.brands, via: 'session', accountId: account.id };
        return ok({ csrf, operator, brandList: servedBrands(account.brands) });
      },
    );

    app.get(
      '/api/operator/session',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Who is signed in: name, roles, brands, and the CSRF token of a console session', response: value } },
      async (req) => {
        const cookie = req.cookies[OPS_SESSION_COOKIE];
        return ok({ ...me(req), csrf: req.operator!.via === 'session' && cookie ? csrfTokenOf(cookie) : null });
      },
    );

    app.delete(
      '/api/operator/session',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Sign out of the console (ends this session)', response: value } },
      async (req, reply) => {
        const cookie = req.cookies[OPS_SESSION_COOKIE];
        if (cookie) await signOut(db(), cookie);
        reply.clearCookie(OPS_SESSION_COOKIE, cookieOptions(req));
        return ok({ signedOut: true });
      },
    );

    app.get(
      '/api/operator/brands',
      {
        config: { access: 'operator:readonly' },
        schema: {
          tags,
          security,
          summary: "The brands the operator serves (every brand for '*'): the console's brand picker sends the chosen one's merchantCode in x-merchant-code",
          response: { 200: envelopeSchema({ type: 'array', items: brandSchema }) },
        },
      },
      async (req) => ok(servedBrands(req.operator!.brands)),
    );

    app.get(
      '/api/operator/operators',
      { config: { access: 'operator:owner' }, schema: { tags, security, summary: 'Operator accounts (never their secrets)', response: list } },
      async () => ok(await listAccounts(db())),
    );

    app.post(
      '/api/operator/operators',
      {
        config: { access: 'operator:owner' },
        schema: {
          tags,
          security,
          summary:
            'Create an operator (roles and brands within your own). withKey: also answer an API key of its whole scope, shown once (npm run operator -- create-owner uses this with the bootstrap OPERATOR_TOKEN)',
          body: accountBody,
          response: value,
        },
      },
      async (req) => {
        const actor = req.operator!;
        const input = { name: req.body.name, password: req.body.password, roles: req.body.roles as OperatorRole[], brands: req.body.brands };
        knownBrands(input.brands);
        if (!within(actor, input)) throw new ForbiddenError('err_operator_scope', 'operator_scope');
        const { account, key } = await db().transaction(async (tx) => {
          const account = await createAccount(tx, settings(), input, who(req).actor);
          const key = req.body.withKey ? await createApiKey(tx, { accountId: account.id, roles: account.roles, brands: account.brands }, { name: 'first key', roles: input.roles, brands: input.brands }) : null;
          await insertAudit(req.tenant.merchantId, { ...who(req), action: 'operator.create', detail: { after: publicAccount(account) } }, tx);
          return { account, key };
        });
        return ok({ operator: publicAccount(account), ...(key ? { apiKey: key.token } : {}) });
      },
    );

    app.patch(
      '/api/operator/operators/:id',
      {
        config: { access: 'operator:owner' },
        schema: { tags, security, summary: 'Change an operator: roles, brands, disable, a new password, enrol TOTP again, unlock (ends its sessions unless only unlocked)', params: idParam, body: updateBody, response: value },
      },
      async (req) => {
        const actor = req.operator!;
        const change = { ...req.body, roles: req.body.roles as OperatorRole[] | undefined };
        knownBrands(change.brands);
        const target = (await listAccounts(db())).find((a) => a.id === req.params.id);
        if (!target) throw new NotFoundError('err_operator_not_found');
        // An owner changes only operators within its own scope, and gives no more than it has.
        if (!within(actor, target) || !within(actor, { roles: change.roles ?? [], brands: change.brands ?? [] })) throw new ForbiddenError('err_operator_scope', 'operator_scope');
        if (target.id === actor.accountId && (change.disabled || (change.roles && !change.roles.includes('owner')))) throw new ForbiddenError('err_operator_self', 'operator_self');
        const { before, after } = await updateAccount(db(), settings(), req.params.id, change, now());
        const detail = { before: publicAccount(before), after: publicAccount(after), passwordChanged: change.password !== undefined, totpReset: !!change.resetTotp };
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'operator.update', detail }, db());
        return ok(publicAccount(after));
      },
    );

    app.get(
      '/api/operator/keys',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Your API keys (an owner of every brand: every key)', response: list } },
      async (req) => {
        const op = req.operator!;
        if (op.accountId == null && !(op.roles.includes('owner') && op.brands === '*')) return ok([]);
        return ok(await listApiKeys(db(), op.roles.includes('owner') && op.brands === '*' ? null : op.accountId!));
      },
    );

    app.post(
      '/api/operator/keys',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Create an API key for the CLI or automation, scoped to at most your roles and brands; the key is shown once', body: keyBody, response: value } },
      async (req) => {
        const op = req.operator!;
        if (op.accountId == null) throw new ForbiddenError('err_operator_key_account', 'operator_key_account');
        knownBrands(req.body.brands);
        const input = { name: req.body.name, roles: req.body.roles as OperatorRole[], brands: req.body.brands, expiresAt: req.body.expiresAt ? new Date(req.body.expiresAt) : null };
        const created = await db().transaction(async (tx) => {
          const created = await createApiKey(tx, { accountId: op.accountId!, roles: op.roles, brands: op.brands }, input);
          await insertAudit(req.tenant.merchantId, { ...who(req), action: 'operator.key.create', detail: { after: created.key } }, tx);
          return created;
        });
        return ok({ ...created.key, token: created.token });
      },
    );

    app.delete(
      '/api/operator/keys/:id',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Revoke an API key (yours; an owner of every brand: any)', params: idParam, response: value } },
      async (req) => {
        const op = req.operator!;
        const all = op.roles.includes('owner') && op.brands === '*';
        if (op.accountId == null && !all) throw new NotFoundError('err_operator_key_not_found');
        const key = await revokeApiKey(db(), req.params.id, all ? null : op.accountId!, now());
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'operator.key.revoke', detail: { after: key } }, db());
        return ok(key);
      },
    );
  };
}
