// Operator API of the accounts module: move a member, with its whole downline, under another agent of the brand
// (issue 16; CLI `npm run operator -- members move`); the console's Players (issue 19): search, profile with logins
// and notes (operator:readonly), lock and unlock, password reset, notes (operator:support). Every change is
// audit-logged.
import { envelopeSchema, ok } from '../../../lib/envelope';
import type { RoutesPlugin } from '../../../lib/type-provider';
import { operatorActor as who } from '../../system';
import { insertAudit } from '../../tenancy';
import { moveUnderAgent } from './upline';
import { addNote, memberDetail, resetMemberPassword, searchMembers, setMemberStatus } from './operator-care';
import { registerSettingsOperatorRoutes } from './register-settings-admin';

const username = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@+-]+$' } as const;
const moveAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'upline', 'moved'],
  properties: { username: { type: 'string' }, upline: { type: 'string' }, moved: { type: 'boolean' } },
} as const;

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const anyValue = { 200: envelopeSchema({ type: 'object', additionalProperties: true }) };
const idParam = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

const memberOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.accounts.clock.now();
  await app.register(registerSettingsOperatorRoutes);

  app.get(
    '/api/operator/members',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary: 'Find members of the brand by id, username or nickname (beginning), mobile (digits) or e-mail; newest first, 20 a page',
        querystring: { type: 'object', additionalProperties: false, properties: { q: { type: 'string', maxLength: 100 }, pageNo: { type: 'integer', minimum: 1, maximum: 10_000 } } },
        response: anyValue,
      },
    },
    async (req) => ok(await searchMembers(db(), req.tenant.merchantId, req.query.q, req.query.pageNo ?? 1)),
  );

  app.get(
    '/api/operator/members/:id',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "A member's profile, last 20 logins (address, browser) and internal notes", params: idParam, response: anyValue } },
    async (req) => ok(await memberDetail(db(), req.tenant.merchantId, req.params.id)),
  );

  app.put(
    '/api/operator/members/:id/status',
    {
      config: { access: 'operator:support' },
      schema: {
        tags,
        security,
        summary: 'Lock (no login; every session ends at once) or unlock a member, with the reason',
        params: idParam,
        body: { type: 'object', additionalProperties: false, required: ['status', 'reason'], properties: { status: { type: 'string', enum: ['active', 'locked'] }, reason: { type: 'string', minLength: 3, maxLength: 500 } } },
        response: anyValue,
      },
    },
    async (req) => {
      const r = await setMemberStatus(db(), req.tenant.merchantId, req.params.id, req.body.status, now());
      await insertAudit(req.tenant.merchantId, { ...who(req), action: 'members.status', detail: { memberId: req.params.id, username: r.username, before: r.before, after: r.after, reason: req.body.reason } }, db());
      return ok(r);
    },
  );

  app.post(
    '/api/operator/members/:id/password-reset',
    {
      config: { access: 'operator:support' },
      schema: {
        tags,
        security,
        summary: 'Reset the login password: answers a temporary password (once) that the member must change at the next login; every session ends',
        params: idParam,
        body: { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', minLength: 3, maxLength: 500 } } },
        response: anyValue,
      },
    },
    async (req) => {
      const r = await resetMemberPassword(db(), app.accounts.argon2, req.tenant.merchantId, req.params.id, now());
      // The password itself is never in the audit log.
      await insertAudit(req.tenant.merchantId, { ...who(req), action: 'members.password-reset', detail: { memberId: req.params.id, username: r.username, reason: req.body.reason } }, db());
      return ok(r);
    },
  );

  app.post(
    '/api/operator/members/:id/notes',
    {
      config: { access: 'operator:support' },
      schema: {
        tags,
        security,
        summary: 'Add an internal note to a member (never shown to the member)',
        params: idParam,
        body: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { type: 'string', minLength: 1, maxLength: 2000 } } },
        response: anyValue,
      },
    },
    async (req) => {
      const note = await addNote(db(), req.tenant.merchantId, req.params.id, who(req).actor, req.body.text);
      await insertAudit(req.tenant.merchantId, { ...who(req), action: 'members.note', detail: { memberId: req.params.id, noteId: note.id } }, db());
      return ok(note);
    },
  );

  app.post(
    '/api/operator/members/upline',
    {
      config: { access: 'operator:support' },
      schema: {
        tags: ['operator'],
        security: [{ operatorToken: [] }],
        summary: "Move a member and its whole downline under another agent of the brand (the agent centre's tree and contracts follow)",
        body: { type: 'object', additionalProperties: false, required: ['username', 'upline'], properties: { username, upline: username } },
        response: { 200: envelopeSchema(moveAnswer) },
      },
    },
    async (req) => {
      const actor = who(req);
      const r = await moveUnderAgent(app.database.db, { merchantId: req.tenant.merchantId, username: req.body.username, upline: req.body.upline, actor: actor.actor, now: app.accounts.clock.now() });
      if (r.moved) await insertAudit(req.tenant.merchantId, { ...actor, action: 'members.upline', detail: { username: r.username, upline: r.upline, fromUplineId: r.fromUplineId, toUplineId: r.toUplineId } }, app.database.db);
      return ok({ username: r.username, upline: r.upline, moved: r.moved });
    },
  );
};

export default memberOperatorRoutes;
