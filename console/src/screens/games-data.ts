// The Games screens' data (issue 19 item 2) over the games operator API (server/modules/games/operator-routes.ts):
// the catalogue (~10,000 games per brand) is paged and filtered by the server; the vendor rows (one per vendor code
// and game type, ~50) are filtered and paged here. Changes are not react-admin's CRUD verbs: `gameActions`.
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { api } from '../api';

export type Availability = 'enabled' | 'disabled' | 'maintenance';
export const AVAILABILITY: Availability[] = ['enabled', 'maintenance', 'disabled'];
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT'] as const;

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);
/** Vendor codes are letters, digits and _: anything else could match no game anyway. */
const vendorCode = (v: unknown) => text(typeof v === 'string' ? v.replace(/[^A-Za-z0-9_]/g, '').toUpperCase() : v, 40);

async function gamesPage(params: GetListParams) {
  const f = params.filter ?? {};
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const q = new URLSearchParams({ pageNo: String(page), pageSize: String(Math.min(100, perPage)) });
  if ((GAME_TYPES as readonly string[]).includes(f.gameType)) q.set('gameType', f.gameType);
  const vendor = vendorCode(f.vendor);
  if (vendor) q.set('vendor', vendor);
  const name = text(f.name, 60);
  if (name) q.set('name', name);
  const answer = await api<{ list: RaRecord[]; total: number }>('GET', `/api/operator/games?${q}`);
  return { data: answer.list as never[], total: answer.total };
}

async function vendorRows(filter: Record<string, unknown> = {}) {
  const rows = await api<RaRecord[]>('GET', '/api/operator/games/vendors');
  const vendor = vendorCode(filter.vendor);
  return rows.filter((r) => (!filter.gameType || r.gameType === filter.gameType) && (!vendor || String(r.vassalage).includes(vendor)) && (!filter.state || r.state === filter.state));
}

const unsupported = () => Promise.reject(new Error('err_bad_request'));

/** react-admin's dataProvider for the resources `games` and `game_vendors` (app.tsx routes them here). */
export const gamesDataProvider: DataProvider = {
  async getList(resource, params) {
    if (resource === 'games') return gamesPage(params);
    const rows = await vendorRows(params.filter);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 100 };
    return { data: rows.slice((page - 1) * perPage, page * perPage) as never[], total: rows.length };
  },
  async getOne(resource, params) {
    const row = (await vendorRows()).find((r) => String(r.id) === String(params.id));
    if (resource !== 'game_vendors' || !row) throw new Error('err_not_found');
    return { data: row as never };
  },
  async getMany(resource, params) {
    const ids = new Set(params.ids.map(String));
    return { data: resource === 'game_vendors' ? ((await vendorRows()).filter((r) => ids.has(String(r.id))) as never[]) : [] };
  },
  getManyReference: async () => ({ data: [], total: 0 }),
  create: unsupported,
  update: unsupported,
  updateMany: unsupported,
  delete: unsupported,
  deleteMany: unsupported,
};

export const GAME_RESOURCES = ['games', 'game_vendors'];

/** Availability (support, owner) and the hot flag and order (marketing, owner); each is audit-logged by the server. */
export const gameActions = {
  setGameAvailability: (id: RaRecord['id'], state: Availability, maintenanceUntil?: string) =>
    api<RaRecord>('PUT', `/api/operator/games/${id}/availability`, { state, ...(maintenanceUntil ? { maintenanceUntil } : {}) }),
  setVendorAvailability: (id: RaRecord['id'], state: Availability, maintenanceUntil?: string) =>
    api<RaRecord>('PUT', `/api/operator/games/vendors/${id}`, { state, ...(maintenanceUntil ? { maintenanceUntil } : {}) }),
  setHot: (id: RaRecord['id'], isHot: boolean, hotOrder?: number) => api<RaRecord>('PUT', `/api/operator/games/${id}/hot`, { isHot, ...(hotOrder === undefined ? {} : { hotOrder }) }),
};
