// Player protection calls (issue 20) for the member centre's "Responsible gaming" page and the game page's
// reality check. Thin: rules in limits.ts, reality.ts, exclusions.ts, kyc.ts.
import type { FastifyRequest } from 'fastify';
import {
  excludeBody,
  exclusionSchema,
  kycDocumentSchema,
  kycSchema,
  kycUploadBody,
  limitBody,
  limitSchema,
  realityBody,
  rgSettingsSchema,
  sessionSchema,
} from '../../../schema/api/compliance-schemas';
import { envelopeSchema, ok } from '../../lib/envelope';
import { AppError, BadRequestError } from '../../lib/errors';
import type { RoutesPlugin } from '../../lib/type-provider';
import { endMemberAccess, loginPasswordMatches } from '../accounts';
import { memberActivitySince } from '../wallet';
import { exclude } from './exclusions';
import { documentFileResponse } from './operator-routes';
import { documentFile, kycThresholds, memberKyc, uploadDocument } from './kyc';
import { COOLING_OFF_MS, MONEY_PERIODS, memberLimits, periodStart, setLimit } from './limits';
import { acknowledgeReality, brandRealityMinutes, preferences, sessionView, setRealityMinutes, type ComplianceConfig } from './reality';

const tags = ['responsible gaming'];
const security = [{ memberToken: [] }];
const idParam = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

export function complianceRoutes(cfg: ComplianceConfig): RoutesPlugin {
  return async (app) => {
    const db = () => app.database.db;
    const me = (req: FastifyRequest) => ({ merchantId: req.tenant.merchantId, memberId: req.member!.id });

    const settings = async (req: FastifyRequest) => {
      const { merchantId, memberId } = me(req);
      const now = app.clock.now();
      const usage = [];
      for (const period of MONEY_PERIODS) {
        const a = await memberActivitySince(db(), merchantId, memberId, periodStart(period, now));
        usage.push({ period, deposited: a.deposited, staked: a.staked, lost: Math.max(0, a.staked - a.won) });
      }
      const prefs = await preferences(db(), merchantId, memberId);
      // Issue 20 item 1: limits are offered before the first deposit (the deposit page asks while this is false).
      const ever = await memberActivitySince(db(), merchantId, memberId, new Date(0));
      return {
        depositedEver: ever.deposited > 0,
        limits: await memberLimits(db(), merchantId, memberId, now),
        usage,
        realityMinutes: prefs?.realityMinutes ?? brandRealityMinutes(req.tenant),
        brandRealityMinutes: brandRealityMinutes(req.tenant),
        coolingOffHours: COOLING_OFF_MS / 3_600_000,
        ageGate: req.tenant.manifest.responsibleGaming.ageGate,
      };
    };

    app.get(
      '/wps/rg/settings',
      { config: { access: 'real' }, schema: { tags, security, summary: 'My limits (in force and pending), this day/week/month usage and reality-check interval', response: { 200: envelopeSchema(rgSettingsSchema) } } },
      async (req) => ok(await settings(req)),
    );

    app.put(
      '/wps/rg/limits',
      {
        config: { access: 'real' },
        schema: { tags, security, summary: 'Set a limit: a decrease at once, an increase or removal (amount null) after 24 hours', body: limitBody, response: { 200: envelopeSchema(limitSchema) } },
      },
      async (req) => {
        if (req.body.kind === 'session' && req.body.amount !== null && req.body.amount > 1440) throw new BadRequestError('err_rg_session_minutes', { max: 1440 }, 'bad_session_limit');
        const { merchantId, memberId } = me(req);
        return ok(await db().transaction((tx) => setLimit(tx, merchantId, memberId, req.body, app.clock.now())));
      },
    );

    app.put(
      '/wps/rg/realityCheck',
      { config: { access: 'real' }, schema: { tags, security, summary: 'Reality check interval in minutes (null: the brand default)', body: realityBody, response: { 200: envelopeSchema(rgSettingsSchema) } } },
      async (req) => {
        await setRealityMinutes(db(), me(req).merchantId, me(req).memberId, req.body.minutes);
        return ok(await settings(req));
      },
    );

    // The session on the server's clock: the game page asks, shows the reality check when due.
    app.get(
      '/wps/rg/session',
      { config: { access: 'real' }, schema: { tags, security, summary: 'This session: time played, net result, next reality check; a session past its limit is signed out (401)', response: { 200: envelopeSchema(sessionSchema) } } },
      async (req) => {
        const view = await sessionView(db(), req.tenant, me(req).memberId, app.clock.now(), cfg);
        if (view.expired) {
          await db().transaction((tx) => endMemberAccess({ id: me(req).memberId, merchantId: me(req).merchantId }, app.clock.now(), tx));
          throw new AppError(401, 'session_limit_exceeded', 'err_rg_session_limit');
        }
        return ok(view);
      },
    );

    app.post(
      '/wps/rg/session/continue',
      { config: { access: 'real' }, schema: { tags, security, summary: 'The player read the reality check and continues: the next one is an interval from now', response: { 200: envelopeSchema(sessionSchema) } } },
      async (req) => {
        await acknowledgeReality(db(), me(req).merchantId, me(req).memberId, app.clock.now());
        return ok(await sessionView(db(), req.tenant, me(req).memberId, app.clock.now(), cfg));
      },
    );

    app.post(
      '/wps/rg/exclude',
      {
        config: { access: 'real' },
        schema: { tags, security, summary: 'Take a time-out (24h-6w) or self-exclusion (6m, 1y, 5y, permanent); signs out everywhere, cannot be undone', body: excludeBody, response: { 200: envelopeSchema(exclusionSchema) } },
      },
      async (req) => {
        const { merchantId, memberId } = me(req);
        if (!(await loginPasswordMatches(merchantId, memberId, req.body.password, db()))) throw new BadRequestError('err_old_password', undefined, 'password_incorrect');
        return ok(await exclude(db(), merchantId, memberId, req.body.duration, app.clock.now(), req.ip ?? null));
      },
    );

    app.get(
      '/wps/kyc',
      { config: { access: 'real' }, schema: { tags, security, summary: 'My identity status and documents (no file contents), and the withdrawal thresholds that need it', response: { 200: envelopeSchema(kycSchema) } } },
      async (req) => ok({ ...(await memberKyc(db(), me(req).merchantId, me(req).memberId)), ...renameThresholds(kycThresholds(req.tenant)) }),
    );

    app.post(
      '/wps/kyc/documents',
      { config: { access: 'real' }, schema: { tags, security, summary: 'Upload an identity document (id, address, selfie): PNG, JPG or PDF data URL, at most 5 MB', body: kycUploadBody, response: { 200: envelopeSchema(kycDocumentSchema) } } },
      async (req) => ok(await uploadDocument(db(), me(req).merchantId, me(req).memberId, req.body, app.clock.now())),
    );

    // The member's own document only (another member's id answers 404); private, never cached.
    app.get(
      '/wps/kyc/documents/:id/file',
      { config: { access: 'real' }, schema: { tags, security, summary: 'One of my documents (its bytes)', params: idParam, response: documentFileResponse } },
      async (req, reply) => {
        const f = await documentFile(db(), me(req).merchantId, req.params.id, me(req).memberId);
        return reply.header('content-type', f.mime).header('cache-control', 'private, no-store').header('content-disposition', 'attachment').send(f.data as never); // bytes, not the schema's JSON
      },
    );
  };
}

const renameThresholds = (t: { single: number; cumulative: number; days: number }) => ({ threshold: t.single, cumulative: t.cumulative, days: t.days });
