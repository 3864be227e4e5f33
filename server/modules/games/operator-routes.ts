// Issue 19 item 2, operator API for games and vendors (README "Operator API"; the console's Games screen). Reads need
// operator:readonly; availability (enable, disable, maintenance with an optional end time) operator:support, the
// people who answer players when a game misbehaves; the hot flag and hot order operator:marketing, who run the
// lobby. Brand-scoped like every operator call (Host or x-merchant-code); every change is audit-logged with the
// row before and after, and moves the brand's catalogue version so every node's site shows it at once.
import { GAME_TYPES } from '../../../schema/api/games';
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { operatorActor as who } from '../system';
import { AVAILABILITY } from './availability';
import { listVendorStates, searchGameStates, setGameAvailability, setGameHot, setVendorAvailability } from './operator-service';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const anyObject = { type: 'object', additionalProperties: true } as const;
const value = { 200: envelopeSchema(anyObject) };
const idParam = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

const availabilityBody = {
  type: 'object',
  additionalProperties: false,
  required: ['state'],
  properties: {
    state: { type: 'string', enum: [...AVAILABILITY] },
    maintenanceUntil: { type: 'string', format: 'date-time', maxLength: 40, description: 'Only with state maintenance: when it ends by itself (in the future)' },
  },
} as const;

const hotBody = {
  type: 'object',
  additionalProperties: false,
  required: ['isHot'],
  properties: { isHot: { type: 'boolean' }, hotOrder: { type: 'integer', minimum: 0, maximum: 9999, description: 'Lower first in the hot lists' } },
} as const;

const gamesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: { type: 'string', enum: [...GAME_TYPES] },
    vendor: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' },
    name: { type: 'string', maxLength: 60 },
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
  },
} as const;

export const gamesOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.get(
    '/api/operator/games/vendors',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "The brand's vendors (one row per vendor code and game type) with their state: enabled, disabled or maintenance (and its end)", response: { 200: envelopeSchema({ type: 'array', items: anyObject }) } } },
    async (req) => ok(await listVendorStates(req.tenant.merchantId, now(), db())),
  );

  app.put(
    '/api/operator/games/vendors/:id',
    { config: { access: 'operator:support' }, schema: { tags, security, summary: "Enable, disable (hidden from the site) or put under maintenance (listed; a launch shows the site's game-maintenance screen) a vendor row", params: idParam, body: availabilityBody, response: value } },
    async (req) => ok(await setVendorAvailability(req.tenant.merchantId, req.params.id, req.body, who(req), now(), db())),
  );

  app.get(
    '/api/operator/games',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "A page of the brand's games in lobby order, every state: filters game type, vendor code, name (any language)", querystring: gamesQuery, response: value } },
    async (req) => ok(await searchGameStates(req.tenant.merchantId, { gameType: req.query.gameType, vassalage: req.query.vendor, name: req.query.name, pageNo: req.query.pageNo, pageSize: req.query.pageSize }, now(), db())),
  );

  app.put(
    '/api/operator/games/:id/availability',
    { config: { access: 'operator:support' }, schema: { tags, security, summary: "Enable, disable (hidden from the site) or put under maintenance (listed; a launch shows the site's game-maintenance screen) a game", params: idParam, body: availabilityBody, response: value } },
    async (req) => ok(await setGameAvailability(req.tenant.merchantId, req.params.id, req.body, who(req), now(), db())),
  );

  app.put(
    '/api/operator/games/:id/hot',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Set the hot flag of a game and its place in the hot lists (hotOrder, lower first)', params: idParam, body: hotBody, response: value } },
    async (req) => ok(await setGameHot(req.tenant.merchantId, req.params.id, req.body, who(req), now(), db())),
  );
};
