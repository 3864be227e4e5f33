// Operator API for the inbox and feedback (issue 15 items 7-8; README "Operator API and route access"): support
// writes to one member and answers tickets, marketing broadcasts to the brand or some VIP levels, every role reads.
// Each action is audit-logged in its own transaction (inbox-service.ts, feedback-service.ts). The brand is chosen
// like any call: Host or x-merchant-code.
import type { FastifyRequest } from 'fastify';
import { FEEDBACK_REPLY_MAX_CHARS, FEEDBACK_STATUSES } from '../../../schema/api/content';
import { envelopeSchema, ok } from '../../lib/envelope';
import { UnauthorizedError } from '../../lib/errors';
import type { RoutesPlugin } from '../../lib/type-provider';
import * as feedback from './feedback-service';
import * as inbox from './inbox-service';
import type { MemberDirectory } from './members-port';
import { feedbackImageParams, idParams, messageContent, messageTitle, operatorFeedbackSchema, sentMessageSchema } from './schemas';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const limit = { type: 'integer', minimum: 1, maximum: 500, default: 100 } as const;
const sentResponse = envelopeSchema({ type: 'object', required: ['id', 'createdAt'], properties: { id: { type: 'integer' }, createdAt: { type: 'string' } } });
const ticketResponse = envelopeSchema(operatorFeedbackSchema);

/**
 * The audit actor of an operator route, as system's operatorActor writes it ("operator:<name>"); content cannot
 * import the system module (system imports content), and req.operator is set by the access hook before this runs.
 */
export function who(req: FastifyRequest): inbox.Actor {
  if (!req.operator) throw new UnauthorizedError('err_operator_token');
  return { actor: `operator:${req.operator.name}`, ip: req.ip ?? null };
}

export const contentOperatorRoutes =
  (members: MemberDirectory): RoutesPlugin =>
  async (app) => {
    const db = () => app.database.db;
    const now = () => app.clock.now();

    // Inbox ----------------------------------------------------------------------------------------
    app.post(
      '/api/operator/content/messages',
      {
        config: { access: 'operator:support' },
        schema: {
          tags,
          security,
          summary: "Send an inbox message to one member of this brand (content is HTML, sanitised); it counts in the member's CSP_unreadCount",
          body: {
            type: 'object',
            required: ['username', 'title', 'content'],
            additionalProperties: false,
            properties: { username: { type: 'string', minLength: 1, maxLength: 64 }, title: messageTitle, content: messageContent },
          },
          response: { 200: sentResponse },
        },
      },
      async (req) => ok(await inbox.sendToMember(db(), req.tenant, who(req), members, req.body.username, req.body, now())),
    );

    app.post(
      '/api/operator/content/broadcasts',
      {
        config: { access: 'operator:marketing' },
        schema: {
          tags,
          security,
          summary: "Broadcast an inbox message to the brand's members, or only to members of the given VIP levels (read per member; deleting hides it for that member only)",
          body: {
            type: 'object',
            required: ['title', 'content'],
            additionalProperties: false,
            properties: {
              title: messageTitle,
              content: messageContent,
              vipLevels: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'integer', minimum: 0, maximum: 99 } },
            },
          },
          response: { 200: sentResponse },
        },
      },
      async (req) => ok(await inbox.broadcast(db(), req.tenant, who(req), req.body.vipLevels, req.body, now())),
    );

    app.get(
      '/api/operator/content/messages',
      {
        config: { access: 'operator:readonly' },
        schema: {
          tags,
          security,
          summary: 'Messages operators sent (to members, broadcasts, feedback replies), newest first, with how many members read each',
          querystring: { type: 'object', additionalProperties: false, properties: { audience: { type: 'string', enum: ['member', 'broadcast'] }, limit } },
          response: { 200: envelopeSchema({ type: 'array', items: sentMessageSchema }) },
        },
      },
      async (req) => ok(await inbox.listSent(db(), req.tenant, members, req.query.audience, req.query.limit)),
    );

    // Feedback -------------------------------------------------------------------------------------
    app.get(
      '/api/operator/content/feedback',
      {
        config: { access: 'operator:readonly' },
        schema: {
          tags,
          security,
          summary: 'Feedback tickets of this brand, newest first (filter by status)',
          querystring: { type: 'object', additionalProperties: false, properties: { status: { type: 'string', enum: [...FEEDBACK_STATUSES] }, limit } },
          response: { 200: envelopeSchema({ type: 'array', items: operatorFeedbackSchema }) },
        },
      },
      async (req) => ok(await feedback.listTickets(db(), req.tenant, members, req.query.status, req.query.limit)),
    );

    app.get(
      '/api/operator/content/feedback/:id',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'One ticket with its image links', params: idParams, response: { 200: ticketResponse } } },
      async (req) => ok(await feedback.getTicket(db(), req.tenant, members, Number(req.params.id))),
    );

    app.get(
      '/api/operator/content/feedback/:id/images/:imageId',
      { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "A ticket's image", params: feedbackImageParams, produces: ['image/png', 'image/jpeg'] } },
      async (req, reply) => {
        const img = await feedback.feedbackImage(req.tenant, null, Number(req.params.id), Number(req.params.imageId), db());
        return reply.header('content-type', img.mime).header('x-content-type-options', 'nosniff').send(img.data);
      },
    );

    app.post(
      '/api/operator/content/feedback/:id/reply',
      {
        config: { access: 'operator:support' },
        schema: {
          tags,
          security,
          summary: "Answer an open ticket (plain text); the member sees it on the ticket and as an inbox message. close: true closes it at once",
          params: idParams,
          body: {
            type: 'object',
            required: ['reply'],
            additionalProperties: false,
            properties: { reply: { type: 'string', minLength: 1, maxLength: FEEDBACK_REPLY_MAX_CHARS }, close: { type: 'boolean', default: false } },
          },
          response: { 200: ticketResponse },
        },
      },
      async (req) => ok(await feedback.replyToTicket(db(), req.tenant, who(req), members, Number(req.params.id), req.body.reply, req.body.close ?? false, now())),
    );

    app.post(
      '/api/operator/content/feedback/:id/close',
      { config: { access: 'operator:support' }, schema: { tags, security, summary: 'Close a ticket (open or replied)', params: idParams, response: { 200: ticketResponse } } },
      async (req) => ok(await feedback.closeTicket(db(), req.tenant, who(req), members, Number(req.params.id), now())),
    );
  };
