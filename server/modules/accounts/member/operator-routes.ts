// Operator API of the accounts module (issue 16): move a member, with its whole downline, under another agent of
// the brand. Account administration (operator:support); audit-logged. CLI: `npm run operator -- members move`.
import { envelopeSchema, ok } from '../../../lib/envelope';
import type { RoutesPlugin } from '../../../lib/type-provider';
import { operatorActor as who } from '../../system';
import { insertAudit } from '../../tenancy';
import { moveUnderAgent } from './upline';

const username = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@+-]+$' } as const;
const moveAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'upline', 'moved'],
  properties: { username: { type: 'string' }, upline: { type: 'string' }, moved: { type: 'boolean' } },
} as const;

const memberOperatorRoutes: RoutesPlugin = async (app) => {
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
