// Operator API for notices and popups (issue 19 item 2; spec §3 Notice, notice response): every role reads,
// marketing (and owner) adds, changes and removes; the preview answers the title and content exactly as the site will
// show them (sanitised as on write and read). Rules in notice-admin.ts.
import { NOTICE_KINDS } from '../../../schema/api/content';
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import * as notices from './notice-admin';
import { who } from './operator-routes';
import { idParams, nullResponse, operatorNoticeSchema } from './schemas';

const tags = ['operator'];
const security = [{ operatorToken: [] }];

const kind = { type: 'string', enum: [...NOTICE_KINDS] } as const;
const language = { type: 'string', maxLength: 10, pattern: '^[a-z]{2}(-[A-Za-z]{2,4})?$', description: 'A language the brand offers' } as const;
const title = { type: 'string', minLength: 1, maxLength: 200 } as const;
const content = { type: 'string', minLength: 1, maxLength: 20_000, description: 'HTML; sanitised as the site shows it (content/sanitize.ts)' } as const;
const sortOrder = { type: 'integer', minimum: 0, maximum: 9999 } as const;

const oneNotice = envelopeSchema(operatorNoticeSchema);

export const noticeOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.get(
    '/api/operator/content/notices',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary: "This brand's notices (player notices, popups, promotion) of every language, in the site's order",
        querystring: { type: 'object', additionalProperties: false, properties: { kind, language } },
        response: { 200: envelopeSchema({ type: 'array', items: operatorNoticeSchema }) },
      },
    },
    async (req) => ok(await notices.listNotices(db(), req.tenant, req.query)),
  );

  app.post(
    '/api/operator/content/notices/preview',
    {
      config: { access: 'operator:marketing' },
      schema: {
        tags,
        security,
        summary: 'The title and content as the site would show them (sanitised); writes nothing',
        body: { type: 'object', required: ['title', 'content'], additionalProperties: false, properties: { title, content } },
        response: { 200: envelopeSchema({ type: 'object', required: ['title', 'content'], properties: { title: { type: 'string' }, content: { type: 'string' } } }) },
      },
    },
    async (req) => ok(notices.previewNotice(req.body)),
  );

  app.post(
    '/api/operator/content/notices',
    {
      config: { access: 'operator:marketing' },
      schema: {
        tags,
        security,
        summary: 'Add a notice of a kind (player, popup, promotion) in a language; content is sanitised HTML',
        body: { type: 'object', required: ['kind', 'language', 'title', 'content'], additionalProperties: false, properties: { kind, language, title, content, sortOrder } },
        response: { 200: oneNotice },
      },
    },
    async (req) => ok(await notices.createNotice(db(), req.tenant, who(req), req.body, now())),
  );

  app.patch(
    '/api/operator/content/notices/:id',
    {
      config: { access: 'operator:marketing' },
      schema: {
        tags,
        security,
        summary: "Change a notice's kind, language, title, content or order",
        params: idParams,
        body: { type: 'object', minProperties: 1, additionalProperties: false, properties: { kind, language, title, content, sortOrder } },
        response: { 200: oneNotice },
      },
    },
    async (req) => ok(await notices.changeNotice(db(), req.tenant, who(req), Number(req.params.id), req.body)),
  );

  app.delete(
    '/api/operator/content/notices/:id',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Remove a notice from the site', params: idParams, response: { 200: nullResponse } } },
    async (req) => {
      await notices.deleteNotice(db(), req.tenant, who(req), Number(req.params.id));
      return ok(null);
    },
  );
};
