// Operator API for the brand's customer-service links (issue 19 item 2 "Brand settings"; spec §3 permission response
// customerService, §7 CSP_getStore): every role reads them, the owner replaces them. The replacement is kept in
// merchant_settings (cs-store.ts CS_LINKS_KEY) over the manifest's `social`; reset: back to the manifest. Each change
// and its audit row (before and after) are one transaction.
import { ok, envelopeSchema } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { deleteSetting, insertAudit, readSetting, upsertSetting } from '../tenancy';
import { CS_LINKS_KEY, type CsLinks, csLinksOf } from './cs-store';
import { who } from './operator-routes';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
/** An http(s) link; the chat link's address is encrypted for the site (schema/api/cs-link.ts). */
const link = { type: 'string', minLength: 1, maxLength: 500, pattern: '^https?://[^\\s<>"]+$' } as const;
const links = {
  type: 'object',
  additionalProperties: false,
  properties: { liveChat: link, facebook: link, telegram: { type: 'array', maxItems: 3, items: link }, whatsapp: link },
} as const;
const answer = envelopeSchema({
  type: 'object',
  required: ['links', 'manifest', 'overridden'],
  properties: { links, manifest: links, overridden: { type: 'boolean' } },
});

export const csOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const current = async (tenant: Parameters<typeof csLinksOf>[0]) => ({
    links: await csLinksOf(tenant, db()),
    manifest: tenant.manifest.social,
    overridden: (await readSetting(tenant.merchantId, CS_LINKS_KEY, db())) !== undefined,
  });

  app.get(
    '/api/operator/content/customer-service',
    {
      config: { access: 'operator:readonly' },
      schema: { tags, security, summary: "The brand's customer-service links (live chat, Facebook, Telegram, WhatsApp) in force, and the manifest's", response: { 200: answer } },
    },
    async (req) => ok(await current(req.tenant)),
  );

  app.put(
    '/api/operator/content/customer-service',
    {
      config: { access: 'operator:owner' },
      schema: {
        tags,
        security,
        summary: "Replace the brand's customer-service links (a link left out is not shown); reset: true goes back to the manifest's",
        body: { type: 'object', additionalProperties: false, properties: { links, reset: { type: 'boolean' } } },
        response: { 200: answer },
      },
    },
    async (req) => {
      const merchantId = req.tenant.merchantId;
      const after: CsLinks | null = req.body.reset ? null : cleaned(req.body.links ?? {});
      await db().transaction(async (tx) => {
        const before = (await readSetting<CsLinks>(merchantId, CS_LINKS_KEY, tx)) ?? null;
        if (after === null) await deleteSetting(merchantId, CS_LINKS_KEY, tx);
        else await upsertSetting(merchantId, CS_LINKS_KEY, after, tx);
        await insertAudit(merchantId, { ...who(req), action: 'customerService.set', detail: { key: CS_LINKS_KEY, before, after } }, tx);
      });
      return ok(await current(req.tenant));
    },
  );
};

/** Only the links given (an empty Telegram list is none). */
function cleaned(l: CsLinks): CsLinks {
  return {
    ...(l.liveChat ? { liveChat: l.liveChat } : {}),
    ...(l.facebook ? { facebook: l.facebook } : {}),
    ...(l.telegram?.length ? { telegram: l.telegram } : {}),
    ...(l.whatsapp ? { whatsapp: l.whatsapp } : {}),
  };
}
