// Operator API for the help centre (issue 19 item 2; spec §7 helpCenter): every role reads, marketing (and owner) adds,
// changes and removes articles; the preview answers the title and content exactly as the site will show them. Rules in
// help-admin.ts.
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import * as help from './help-admin';
import { who } from './operator-routes';
import { idParams, nullResponse, operatorHelpSchema } from './schemas';

const tags = ['operator'];
const security = [{ operatorToken: [] }];

const language = { type: 'string', maxLength: 10, pattern: '^[a-z]{2}(-[A-Za-z]{2,4})?$', description: 'A language the brand offers' } as const;
const device = { type: 'string', enum: [...help.HELP_DEVICES] } as const;
const tag = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9_-]*$', description: "The article's anchor (/help#tag); 'term' and 'agent' are the terms and the affiliate programme" } as const;
const title = { type: 'string', minLength: 1, maxLength: 200 } as const;
const content = { type: 'string', minLength: 1, maxLength: 50_000, description: 'HTML; sanitised as the site shows it (content/sanitize.ts)' } as const;
const sortOrder = { type: 'integer', minimum: 0, maximum: 9999 } as const;
const text = { title, content };

const oneArticle = envelopeSchema(operatorHelpSchema);

export const helpOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/operator/content/help',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary: "This brand's help articles of every language (or one language or tag), in the site's order",
        querystring: { type: 'object', additionalProperties: false, properties: { language, tag } },
        response: { 200: envelopeSchema({ type: 'array', items: operatorHelpSchema }) },
      },
    },
    async (req) => ok(await help.listHelpArticles(db(), req.tenant, req.query)),
  );

  app.post(
    '/api/operator/content/help/preview',
    {
      config: { access: 'operator:marketing' },
      schema: {
        tags,
        security,
        summary: 'The title and content as the help centre would show them (sanitised); writes nothing',
        body: { type: 'object', required: ['title', 'content'], additionalProperties: false, properties: text },
        response: { 200: envelopeSchema({ type: 'object', required: ['title', 'content'], properties: { title: { type: 'string' }, content: { type: 'string' } } }) },
      },
    },
    async (req) => ok(help.previewHelp(req.body)),
  );

  app.post(
    '/api/operator/content/help',
    {
      config: { access: 'operator:marketing' },
      schema: {
        tags,
        security,
        summary: 'Add a help article in a language (one per tag); content is sanitised HTML',
        body: { type: 'object', required: ['language', 'tag', 'title', 'content'], additionalProperties: false, properties: { language, device, tag, ...text, sortOrder } },
        response: { 200: oneArticle },
      },
    },
    async (req) => ok(await help.createHelp(db(), req.tenant, who(req), req.body, app.clock.now())),
  );

  app.patch(
    '/api/operator/content/help/:id',
    {
      config: { access: 'operator:marketing' },
      schema: {
        tags,
        security,
        summary: "Change a help article's language, tag, title, content or order",
        params: idParams,
        body: { type: 'object', minProperties: 1, additionalProperties: false, properties: { language, device, tag, ...text, sortOrder } },
        response: { 200: oneArticle },
      },
    },
    async (req) => ok(await help.changeHelp(db(), req.tenant, who(req), Number(req.params.id), req.body)),
  );

  app.delete(
    '/api/operator/content/help/:id',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Remove a help article from the site', params: idParams, response: { 200: nullResponse } } },
    async (req) => {
      await help.deleteHelpArticle(db(), req.tenant, who(req), Number(req.params.id));
      return ok(null);
    },
  );
};
