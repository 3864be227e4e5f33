// Content calls (spec §7): announcements, notices, banners, inbox, unread count, feedback, customer service;
// the operator's inbox and feedback routes are in operator-routes.ts.
// Thin: validation by schema, rules in service.ts, SQL in repo.ts.
import type { RoutesPlugin } from '../../lib/type-provider';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { ANNOUNCEMENT_TYPES, type AnnouncementType, BANNER_GROUPS, type FeedbackJsonBody, FEEDBACK_LIMITS } from '../../../schema/api/content';
import { refuseBadText } from '../../input-guard';
import { ok } from '../../lib/envelope';
import { AppError, BadRequestError, NotFoundError } from '../../lib/errors';
import { bannerOperatorRoutes } from './banner-operator-routes';
import { helpOperatorRoutes } from './help-operator-routes';
import { noticeOperatorRoutes } from './notice-operator-routes';
import { csLinksOf, getCsStore } from './cs-store';
import { csOperatorRoutes } from './cs-operator-routes';
import * as s from './schemas';
import * as feedback from './feedback-service';
import * as inbox from './inbox-service';
import type { MemberDirectory } from './members-port';
import { contentOperatorRoutes } from './operator-routes';
import * as service from './service';
import { findBannerImage } from './repo';

/** The announcement call's parameters: a query string (GET) or a JSON body (POST), one schema. */
type AnnouncementParams = Static<typeof s.announcementParams>;

/** Only a JSON body is an object here, and the schema validated it (multipart is read by readMultipartFeedback). */
const isJsonBody = (body: unknown): body is FeedbackJsonBody => typeof body === 'object' && body !== null && !Array.isArray(body);

function parseTypes(types: string | string[] | undefined): AnnouncementType[] | undefined {
  if (types === undefined) return undefined;
  const list = Array.isArray(types) ? types : types.split(',');
  return list.filter((t): t is AnnouncementType => (ANNOUNCEMENT_TYPES as readonly string[]).includes(t));
}

/** Reads a multipart feedback form; the 5 MB and 3-file limits answer 400 with the feedback message keys. */
async function readMultipartFeedback(req: FastifyRequest): Promise<feedback.FeedbackInput> {
  const fields: Record<string, string> = {};
  const images: feedback.FeedbackImageInput[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: FEEDBACK_LIMITS.maxImageBytes, files: FEEDBACK_LIMITS.maxImages, fields: 10, fieldSize: 100_000 } })) {
      if (part.type === 'file') images.push({ data: await part.toBuffer(), declaredName: part.filename });
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new BadRequestError('err_feedback_image_size', { maxBytes: FEEDBACK_LIMITS.maxImageBytes }, 'validation_failed');
    if (code === 'FST_FILES_LIMIT') throw new BadRequestError('err_feedback_image_count', { max: FEEDBACK_LIMITS.maxImages }, 'validation_failed');
    throw new BadRequestError('err_bad_request', { reason: (err as Error).message });
  }
  // issue 24 item 17: the same refusal of NUL bytes as for JSON bodies (server/input-guard.ts).
  refuseBadText({ fields, names: images.map((i) => i.declaredName ?? '') }, 'body');
  return { questionType: fields.questionType ?? '', content: fields.content ?? '', remarks: fields.remarks ?? '', images };
}

/** The content routes; members: the accounts read API (members-port.ts says why it is handed in). */
export const contentRoutes = (members: MemberDirectory): RoutesPlugin => async (app) => {
  await app.register(multipart, { limits: { fileSize: FEEDBACK_LIMITS.maxImageBytes, files: FEEDBACK_LIMITS.maxImages } });
  const db = () => app.database.db;
  const now = () => app.clock.now();

  const announcementsHandler = async (req: FastifyRequest<{ Querystring: AnnouncementParams; Body: AnnouncementParams | undefined }>) => {
    const input = (req.method === 'GET' ? req.query : req.body) ?? {};
    return ok(
      await service.getAnnouncements(
        req.tenant,
        { types: parseTypes(input.types), platform: input.platform, executionType: input.executionType, language: input.language ?? input.lang },
        now(),
        db(),
      ),
    );
  };
  const announcementsSchema = { tags: ['content'], summary: 'Announcements by type (B, PL, PU, PR, H), platform W, execution type B', response: { 200: s.announcementsResponse } };
  app.get('/wps/relay/MCSFE_getListAnnouncements', { config: { access: 'visitor' }, schema: { ...announcementsSchema, querystring: s.announcementParams } }, announcementsHandler);
  app.post('/wps/relay/MCSFE_getListAnnouncements', { config: { access: 'visitor' }, schema: { ...announcementsSchema, body: s.announcementParams } }, announcementsHandler);

  app.get(
    '/wps/content/notices',
    {
      config: { access: 'visitor' },
      schema: { tags: ['content'], summary: 'spec §3 notice response: player, banners, popup, promotion', querystring: { type: 'object', properties: { lang: s.langProp } }, response: { 200: s.noticesResponse } },
    },
    async (req) => ok(await service.getNotices(req.tenant, req.query.lang, app.clock.now(), db())),
  );

  app.get(
    '/wps/content/banners',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['content'],
        summary: "Banners of a group (spec §2 Banner strip) in the asked language, else the brand's default; all groups when groupName is omitted",
        querystring: { type: 'object', properties: { groupName: { type: 'string', enum: [...BANNER_GROUPS] }, lang: s.langProp } },
        response: { 200: s.bannersResponse },
      },
    },
    async (req) => ok(await service.getBanners(req.tenant, req.query.groupName, req.query.lang, app.clock.now(), db())),
  );

  app.get(
    '/wps/content/banner-image/:id',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['content'],
        summary: "A stored banner image: the seed's SVG or an operator's PNG/JPEG (its URL carries ?v=<change> so a replaced image is fetched anew)",
        params: s.idParams,
        querystring: { type: 'object', properties: { v: { type: 'string', maxLength: 20 } } },
        produces: ['image/svg+xml', 'image/png', 'image/jpeg'],
      },
    },
    async (req, reply) => {
      const image = await findBannerImage(req.tenant.merchantId, Number(req.params.id), db());
      if (!image) throw new NotFoundError();
      return reply
        .header('content-type', image.mime === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : image.mime)
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(image.body);
    },
  );

  // Inbox (member): spec §2 messageV2, §7 CSP_unreadCount ------------------------------------------
  const reader = (req: FastifyRequest) => inbox.readerOf(req.tenant, req.member!.id, members, db());
  app.get(
    '/wps/content/messages',
    { schema: { tags: ['content'], summary: 'Inbox: own messages and the brand broadcasts for the member (VIP level), newest first', querystring: s.inboxQuery, response: { 200: s.inboxResponse } }, config: { access: 'member' } },
    async (req) => ok(await inbox.getInbox(await reader(req), Number(req.query.pageNo), Math.min(Number(req.query.pageSize), 100), db())),
  );
  app.get(
    '/wps/content/messages/:id',
    { schema: { tags: ['content'], summary: 'One inbox message', params: s.idParams, response: { 200: s.messageResponse } }, config: { access: 'member' } },
    async (req) => ok(await inbox.readInboxMessage(await reader(req), Number(req.params.id), db())),
  );
  app.put(
    '/wps/content/messages/:id/read',
    { schema: { tags: ['content'], summary: 'Mark a message read (a broadcast for this member only)', params: s.idParams, response: { 200: s.nullResponse } }, config: { access: 'member' } },
    async (req) => {
      await inbox.markRead(await reader(req), Number(req.params.id), now(), db());
      return ok(null);
    },
  );
  app.delete(
    '/wps/content/messages/:id',
    { schema: { tags: ['content'], summary: 'Delete a message (a broadcast stays for the other members)', params: s.idParams, response: { 200: s.nullResponse } }, config: { access: 'member' } },
    async (req) => {
      await inbox.deleteMessage(await reader(req), Number(req.params.id), now(), db());
      return ok(null);
    },
  );
  app.get(
    '/wps/relay/CSP_unreadCount',
    { schema: { tags: ['content'], summary: 'Unread inbox messages, own and broadcast (token)', response: { 200: s.countResponse } }, config: { access: 'member' } },
    async (req) => ok(await inbox.unreadCount(await reader(req), db())),
  );

  // Feedback (member): spec §5 -------------------------------------------------------------------
  app.put(
    '/wps/feedback',
    {
      schema: {
        tags: ['content'],
        summary: `Feedback: question type, content ${FEEDBACK_LIMITS.minWords}-${FEEDBACK_LIMITS.maxWords} words, remarks ≤ ${FEEDBACK_LIMITS.remarksMaxChars}, ≤ 3 png/jpg ≤ 5 MB (JSON with base64 images, or multipart with files under "images")`,
        consumes: ['application/json', 'multipart/form-data'],
        body: {
          content: {
            'application/json': { schema: s.feedbackJsonBody },
            'multipart/form-data': { schema: {} },
          },
        },
        response: { 200: s.feedbackCreatedResponse },
      },
      config: { access: 'member' },
    },
    async (req) => {
      let input: feedback.FeedbackInput;
      if (req.isMultipart()) input = await readMultipartFeedback(req);
      else if (!isJsonBody(req.body)) {
        // Only the JSON body is validated by the schema; any other content type is refused here.
        throw new AppError(415, 'unsupported_media_type', 'err_bad_request', { expected: ['application/json', 'multipart/form-data'] });
      } else {
        const body = req.body;
        input = {
          questionType: body.questionType,
          content: body.content,
          remarks: body.remarks ?? '',
          images: (body.images ?? []).map((i) => ({ data: Buffer.from(i.data, 'base64'), declaredName: i.name })),
        };
      }
      return ok({ id: await feedback.submitFeedback(req.tenant, req.member!.id, input, now(), db()) });
    },
  );
  app.get(
    '/wps/feedback',
    { schema: { tags: ['content'], summary: "The member's own tickets with status and the operator's reply, newest first", querystring: s.feedbackQuery, response: { 200: s.feedbackListResponse } }, config: { access: 'member' } },
    async (req) => ok(await feedback.myFeedback(req.tenant, req.member!.id, Number(req.query.pageNo), Math.min(Number(req.query.pageSize), 100), db())),
  );
  app.get(
    '/wps/feedback/:id/images/:imageId',
    { schema: { tags: ['content'], summary: "A stored image of the member's own ticket", params: s.feedbackImageParams, produces: ['image/png', 'image/jpeg'] }, config: { access: 'member' } },
    async (req, reply) => {
      const img = await feedback.feedbackImage(req.tenant, req.member!.id, Number(req.params.id), Number(req.params.imageId), db());
      return reply.header('content-type', img.mime).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(img.data);
    },
  );

  // Customer service ----------------------------------------------------------------------------
  app.get(
    '/wps/relay/CSP_getStore',
    { config: { access: 'visitor' }, schema: { tags: ['content'], summary: 'Customer-service paths; csType 3 holds the encrypted chat link (spec §7)', response: { 200: s.csStoreResponse } } },
    async (req) => ok(await getCsStore(req.tenant, await csLinksOf(req.tenant, db()), req.member, req.member ? ((await members.vipLevelOf(req.tenant.merchantId, req.member.id, db())) ?? 0) : 0)),
  );

  await app.register(contentOperatorRoutes(members));
  await app.register(bannerOperatorRoutes);
  await app.register(csOperatorRoutes);
  await app.register(noticeOperatorRoutes);
  await app.register(helpOperatorRoutes);
};
