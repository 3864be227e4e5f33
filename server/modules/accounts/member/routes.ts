// spec §7 member calls: registration (enc), register settings, affiliate check, info, icon/avatar,
// change password (token, enc), forgot password by e-mail (form-encoded) and by phone (enc).
import type { RoutesPlugin } from '../../../lib/type-provider';
import type { FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { NotFoundError, RateLimitError } from '../../../lib/errors';
import type { LoginContext } from '../session/login-service';
import { affiliateCheckValueSchema } from '../../../../schema/api/member-schemas';
import { loginValueSchema } from '../session/schemas';
import { contactChangeBodySchema, contactCodeBodySchema, profileUpdateBodySchema } from '../../../../schema/api/member-schemas';
import { memberIconSchema, memberInfoSchema, profileValueSchema, toIcon, toMemberInfo } from './info';
import { changeContact, getProfile, sendContactCode, updateProfile } from './profile';
import { getRegisterSettings, registerSettingsSchema } from './register-settings';
import { findById, listDownlines } from './repo';
import {
  affiliateQuerySchema,
  avatarBodySchema,
  changePasswordBodySchema,
  completeResetBodySchema,
  registerBodySchema,
  resetByEmailBodySchema,
  resetByPhoneBodySchema,
} from './schemas';
import { changePassword, checkAffiliate, completeEmailReset, register, requestEmailReset, resetByPhone, setAvatar } from './service';

const nullValue = envelopeSchema({ type: 'null' });

/**
 * The id the site keeps in local storage and sends as X-Device-Id (runtime/features/account/lib/device-id.ts).
 * The caller chooses it, so it only adds a throttle for well-behaved clients; the per-IP one always applies.
 */
function deviceIdOf(req: FastifyRequest): string | null {
  const raw = req.headers['x-device-id'];
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && /^[A-Za-z0-9_-]{8,64}$/.test(v) ? v : null;
}

const memberRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const ctx = (req: FastifyRequest): LoginContext => ({ tenant: req.tenant, ip: req.ip, userAgent: req.headers['user-agent'] ?? null, deviceId: deviceIdOf(req), cfg: app.accounts, limiter: app.limiter, db: db() });

  // spec §7: forgot password by e-mail is form-encoded. The parser is scoped to this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/wps/system/setting/register',
    { config: { access: 'visitor' }, schema: { tags: ['member'], summary: 'Per-field registration settings (spec §3)', response: { 200: envelopeSchema(registerSettingsSchema) } } },
    async (req) => ok(await getRegisterSettings(req.tenant, app.accounts, db())),
  );

  for (const [path, mode] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      path,
      {
        config: { access: 'visitor', enc: true },
        schema: {
          tags: ['member'],
          summary: `Register by ${mode} (enc); answers a logged-in session`,
          body: registerBodySchema,
          response: { 200: envelopeSchema(loginValueSchema) },
        },
      },
      async (req) => ok(await register(mode, req.body, ctx(req))),
    );
  }

  app.get(
    '/wps/agent/affiliate',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['member'],
        summary: 'Invitation / affiliate code check',
        querystring: affiliateQuerySchema,
        response: { 200: envelopeSchema(affiliateCheckValueSchema) },
      },
    },
    async (req) => {
      const upline = await checkAffiliate(req.tenant.merchantId, req.query.code, db());
      return ok({ valid: true, upline: upline.nickname ?? upline.username });
    },
  );

  // spec §6: agents view team data. Direct downlines, page size 15 (spec §9).
  app.get(
    '/wps/agent/downline',
    {
      config: { access: 'agent' },
      schema: {
        tags: ['agent'],
        summary: 'Direct downline members (agent only)',
        querystring: { type: 'object', properties: { pageNo: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } } },
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              totalPages: { type: 'integer' },
              total: { type: 'integer' },
              list: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { id: { type: 'integer' }, username: { type: 'string' }, nickname: { type: ['string', 'null'] }, isAgent: { type: 'integer' }, createdAt: { type: 'string', format: 'date-time' } },
                },
              },
            },
          }),
        },
      },
    },
    async (req) => {
      const { pageNo = 1, pageSize = 15 } = req.query;
      const { rows, total } = await listDownlines(req.tenant.merchantId, req.member!.id, pageSize, (pageNo - 1) * pageSize, db());
      // createdAt: the ISO string the date-time serializer writes for the Date.
      return ok({ totalPages: Math.ceil(total / pageSize), total, list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
    },
  );

  app.get(
    '/wps/member/info',
    { config: { access: 'member' }, schema: { tags: ['member'], summary: 'Member info (token)', response: { 200: envelopeSchema(memberInfoSchema) } } },
    async (req) => {
      const m = await findById(req.tenant.merchantId, req.member!.id, db());
      if (!m) throw new NotFoundError();
      const upline = m.uplineId ? await findById(req.tenant.merchantId, m.uplineId, db()) : undefined;
      return ok(toMemberInfo(m, upline?.username ?? null));
    },
  );

  const icon = async (req: FastifyRequest) => {
    const m = await findById(req.tenant.merchantId, req.member!.id, db());
    if (!m) throw new NotFoundError();
    return ok(toIcon(m));
  };
  const iconSchema = { tags: ['member'], response: { 200: envelopeSchema(memberIconSchema) } };
  app.get('/wps/member/info/icon', { config: { access: 'member' }, schema: { ...iconSchema, summary: 'Member icon (token)' } }, icon);
  app.get('/wps/relay/MCSFE_getPlayerAvatar', { config: { access: 'member' }, schema: { ...iconSchema, summary: 'Player avatar (token)' } }, icon);
  app.put(
    '/wps/member/info/icon',
    {
      config: { access: 'real' },
      schema: { tags: ['member'], summary: 'Set avatar (token): built-in 1..12 or a png/jpeg data URL up to 100 KB', body: avatarBodySchema, response: { 200: envelopeSchema(memberIconSchema) } },
    },
    async (req) => {
      await setAvatar(req.member!.id, req.body.avatar, ctx(req));
      return icon(req);
    },
  );

  // ---- my account (issue 15 item 2): spec §3 profile fields; mobile and e-mail change with a code ----
  const profileValue = { 200: envelopeSchema(profileValueSchema) };
  app.get(
    '/wps/member/profile',
    { config: { access: 'member' }, schema: { tags: ['member'], summary: 'My profile: the spec §3 fields the brand enables, their values, real-name lock, verified contacts', response: profileValue } },
    async (req) => ok(await getProfile(req.tenant, app.accounts, req.member!.id, db())),
  );
  app.put(
    '/wps/member/profile',
    {
      config: { access: 'real' },
      schema: {
        tags: ['member'],
        summary: 'Edit my profile (nickname, real name once, birthday, Telegram, Zalo, address, nationality, occupation, source of income, place of birth); "" clears',
        body: profileUpdateBodySchema,
        response: profileValue,
      },
    },
    async (req) => ok(await updateProfile(req.tenant, app.accounts, req.member!.id, req.body, db())),
  );
  app.post(
    '/wps/member/profile/code',
    {
      config: { access: 'real' },
      schema: { tags: ['member'], summary: 'A verification code to a new mobile number (SMS) or e-mail address', body: contactCodeBodySchema, response: { 200: envelopeSchema({ type: 'object', properties: { expiredMinutes: { type: 'integer' } } }) } },
    },
    async (req) => ok(await sendContactCode(req.tenant, app.accounts, req.member!.id, req.body, { ip: req.ip, sms: app.sms, mail: app.mail }, db())),
  );
  app.put(
    '/wps/member/profile/contact',
    {
      config: { access: 'real' },
      schema: { tags: ['member'], summary: 'Change my mobile number or e-mail address with the code sent to the new one; it is then verified', body: contactChangeBodySchema, response: profileValue },
    },
    async (req) => ok(await changeContact(req.tenant, app.accounts, req.member!.id, req.body, db())),
  );

  app.post(
    '/wps/member/password',
    {
      config: { access: 'real', enc: true },
      schema: { tags: ['member'], summary: 'Change password (token, enc); other sessions are logged out', body: changePasswordBodySchema, response: { 200: nullValue } },
    },
    async (req) => {
      await changePassword(req.member!.id, req.sessionToken!, req.body, ctx(req));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      config: { access: 'visitor' },
      schema: { tags: ['member'], summary: 'Forgot password by e-mail (form-encoded username, email): sends a reset link', body: resetByEmailBodySchema, response: { 200: nullValue } },
    },
    async (req) => {
      const wait = await app.limiter.hit(`reset-ip:${req.ip}`, app.accounts.loginPerMinute, 60_000);
      if (wait) throw new RateLimitError(wait);
      await requestEmailReset(req.body, { ...ctx(req), mail: app.mail });
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      config: { access: 'visitor', enc: true },
      schema: { tags: ['member'], summary: 'Complete an e-mail reset (enc: token, newPassword, confirmNewPassword); logs in', body: completeResetBodySchema, response: { 200: envelopeSchema(loginValueSchema) } },
    },
    async (req) => ok(await completeEmailReset(req.body, ctx(req))),
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: { access: 'visitor', enc: true },
      schema: { tags: ['member'], summary: 'Set password by phone (enc: newPassword, mobileNum, verificationCode); logs in', body: resetByPhoneBodySchema, response: { 200: envelopeSchema(loginValueSchema) } },
    },
    async (req) => ok(await resetByPhone(req.body, ctx(req))),
  );
};

export default memberRoutes;
