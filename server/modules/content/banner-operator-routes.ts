// Operator API for the banner strip (issue 19 item 2; spec §2 Banner strip, §3 Banner): every role reads, marketing
// (and owner) changes. Rules in banner-admin.ts. After each change the brand's banners are announced on the change
// bus ('banners'), so every process drops its cached banner hint (site routes) and the home shows the change at once.
import { BANNER_GROUPS, BANNER_IMAGE_MAX_BYTES } from '../../../schema/api/content';
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import * as banners from './banner-admin';
import { who } from './operator-routes';
import { idParams, nullResponse, operatorBannerSchema } from './schemas';

const tags = ['operator'];
const security = [{ operatorToken: [] }];

const groupName = { type: 'string', enum: [...BANNER_GROUPS] } as const;
/** An https:// URL or a same-origin path (/..., never //host). */
const url = { type: 'string', minLength: 1, maxLength: 2000, pattern: '^(https://[^\\s<>"]+|/(?!/)[^\\s<>"]*)$' } as const;
/** A data URL; room past 2 MB in base64 so an image a little too big gets err_banner_image (the body limit is 4 MB). */
const image = { type: 'string', minLength: 1, maxLength: 3_600_000, description: `data:image/png|jpeg;base64,… (PNG or JPG by its bytes, ≤ ${BANNER_IMAGE_MAX_BYTES / 1024 / 1024} MB)` } as const;
const language = { type: ['string', 'null'], maxLength: 10, pattern: '^[a-z]{2}(-[A-Za-z]{2,4})?$', description: "A language the brand offers; null: the brand's default" } as const;
const title = { type: 'string', minLength: 1, maxLength: 200, description: "The image's alt text" } as const;
const linkUrl = { anyOf: [url, { type: 'string', maxLength: 0 }, { type: 'null' }], description: "Where a click opens; empty or null: not clickable" } as const;

const date = { type: ['string', 'null'], format: 'date-time', maxLength: 40, description: 'ISO date-time; null: no bound' } as const;
const activeFrom = { ...date, description: 'The site shows the banner from this time (null: at once)' } as const;
const activeUntil = { ...date, description: 'The site stops showing the banner at this time (null: never); after activeFrom' } as const;

const oneBanner = envelopeSchema(operatorBannerSchema);
const bannerList = envelopeSchema({ type: 'array', items: operatorBannerSchema });

export const bannerOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();
  const announce = (merchantId: number) => app.changes.publish(db(), 'banners', merchantId);

  app.get(
    '/api/operator/content/banners',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary: 'Banners of this brand by group and order, every language (url as the site gets it)',
        querystring: { type: 'object', additionalProperties: false, properties: { groupName } },
        response: { 200: bannerList },
      },
    },
    async (req) => ok(await banners.listBanners(db(), req.tenant, req.query.groupName)),
  );

  app.post(
    '/api/operator/content/banners',
    {
      config: { access: 'operator:marketing' },
      schema: {
        tags,
        security,
        summary: 'Add a banner to a group: an uploaded PNG/JPG (image, base64 data URL) or an https / same-origin imageUrl; last in the group unless sortOrder',
        body: {
          type: 'object',
          required: ['groupName', 'title'],
          additionalProperties: false,
          properties: { groupName, title, language, image, imageUrl: url, linkUrl, sortOrder: { type: 'integer', minimum: 0, maximum: 9999 }, activeFrom, activeUntil },
        },
        response: { 200: oneBanner },
      },
    },
    async (req) => {
      const banner = await banners.createBanner(db(), req.tenant, who(req), req.body, now());
      await announce(req.tenant.merchantId);
      return ok(banner);
    },
  );

  app.patch(
    '/api/operator/content/banners/:id',
    {
      config: { access: 'operator:marketing' },
      schema: {
        tags,
        security,
        summary: "Replace a banner's image (image or imageUrl), link, alt text, language or the dates the site shows it",
        params: idParams,
        body: { type: 'object', minProperties: 1, additionalProperties: false, properties: { title, language, image, imageUrl: url, linkUrl, activeFrom, activeUntil } },
        response: { 200: oneBanner },
      },
    },
    async (req) => {
      const banner = await banners.changeBanner(db(), req.tenant, who(req), Number(req.params.id), req.body, now());
      await announce(req.tenant.merchantId);
      return ok(banner);
    },
  );

  app.put(
    '/api/operator/content/banners/order',
    {
      config: { access: 'operator:marketing' },
      schema: {
        tags,
        security,
        summary: "A group's banners in a new order (ids first to last; the group's others keep their order after them)",
        body: {
          type: 'object',
          required: ['groupName', 'ids'],
          additionalProperties: false,
          properties: { groupName, ids: { type: 'array', minItems: 1, maxItems: 200, items: { type: 'integer', minimum: 1, maximum: 999_999_999 } } },
        },
        response: { 200: bannerList },
      },
    },
    async (req) => {
      const list = await banners.reorderBanners(db(), req.tenant, who(req), req.body.groupName, req.body.ids);
      await announce(req.tenant.merchantId);
      return ok(list);
    },
  );

  app.delete(
    '/api/operator/content/banners/:id',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Remove a banner from the site', params: idParams, response: { 200: nullResponse } } },
    async (req) => {
      await banners.deleteBanner(db(), req.tenant, who(req), Number(req.params.id));
      await announce(req.tenant.merchantId);
      return ok(null);
    },
  );
};
