// react-admin's dataProvider over the operator API of the picked brand (api.ts sends x-merchant-code). The operator
// lists answer at most 500 rows, newest first, without paging: the filters the server takes (status; the audit log's
// action and actor) go to it, the others and react-admin's sorting and paging run here, on that window.
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { api } from './api';
import { agentResources } from './resources/agents-data';

interface Resource {
  list: (filter: Record<string, unknown>) => string;
  /**
   * Searched and paged by the server (`{list, hasMore}`, or `{list, total}`): the players (20 a page), the promotion
   * applications (15), the points redemptions (25).
   */
  paged?: (filter: Record<string, unknown>, page: number) => string;
  /** The rows of an answer that is not a plain list (a report: `{rows}`), each given an id. */
  unwrap?: (answer: unknown) => RaRecord[];
  /** One record from the server (its profile), instead of a look-up in the list. */
  one?: (id: RaRecord['id']) => string;
  /** Filters the server applies (the rest are matched here). */
  serverFilters?: string[];
  create?: (data: Record<string, unknown>) => { path: string; body: Record<string, unknown> };
  update?: (id: RaRecord['id']) => string;
  delete?: (id: RaRecord['id']) => string;
}

const withQuery = (path: string, query: Record<string, unknown>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

/** The audit filters take names only (letters, digits, _ . : @ -); anything else could match no entry anyway. */
const auditText = (v: unknown) => (typeof v === 'string' ? v.replace(/[^\w.:@-]/g, '').slice(0, 64) : undefined);

/** A report's row keyed by what it is grouped by (day, gameType or vendor). */
const reportRows = (answer: unknown): RaRecord[] => {
  const a = answer as { by: string; rows: Record<string, unknown>[] };
  return a.rows.map((r) => ({ ...r, id: String(r[a.by]), key: String(r[a.by]) }));
};

const RESOURCES: Record<string, Resource> = {
  reports: {
    list: (f) => withQuery('/api/operator/reports', { from: f.from, to: f.to, by: f.by ?? 'day' }),
    serverFilters: ['from', 'to', 'by'],
    unwrap: reportRows,
  },
  players: {
    list: (f) => withQuery('/api/operator/members', { q: f.q }),
    paged: (f, page) => withQuery('/api/operator/members', { q: typeof f.q === 'string' ? f.q.slice(0, 100) : undefined, pageNo: page }),
    one: (id) => `/api/operator/members/${id}`,
  },
  withdrawals: { list: (f) => withQuery('/api/operator/wallet/withdrawals', { status: f.status, limit: 500 }), serverFilters: ['status'] },
  deposits: { list: (f) => withQuery('/api/operator/wallet/deposits', { status: f.status, limit: 500 }), serverFilters: ['status'] },
  adjustments: { list: (f) => withQuery('/api/operator/wallet/adjustment-requests', { status: f.status, limit: 500 }), serverFilters: ['status'] },
  banners: { list: (f) => withQuery('/api/operator/content/banners', { groupName: f.groupName }), serverFilters: ['groupName'] },
  notices: { list: (f) => withQuery('/api/operator/content/notices', { kind: f.kind, language: f.language }), serverFilters: ['kind', 'language'] },
  help: { list: (f) => withQuery('/api/operator/content/help', { language: f.language }), serverFilters: ['language'] },
  messages: { list: (f) => withQuery('/api/operator/content/messages', { audience: f.audience, limit: 500 }), serverFilters: ['audience'] },
  feedback: { list: (f) => withQuery('/api/operator/content/feedback', { status: f.status, limit: 500 }), serverFilters: ['status'], one: (id) => `/api/operator/content/feedback/${id}` },
  audit: { list: (f) => withQuery('/api/operator/audit', { action: auditText(f.action), actor: auditText(f.actor), limit: 500 }), serverFilters: ['action', 'actor'] },
  operators: {
    list: () => '/api/operator/operators',
    create: (data) => ({ path: '/api/operator/operators', body: data }),
    update: (id) => `/api/operator/operators/${id}`,
  },
  promotions: { list: () => '/api/operator/promotions', unwrap: (a) => (a as { list: RaRecord[] }).list },
  promotion_applications: {
    list: (f) => withQuery('/api/operator/promotions/applications', { status: f.status, pageSize: 100 }),
    // Paged by the server (15 a page, `{list, hasMore}`), as the queue's perPage.
    paged: (f, page) => withQuery('/api/operator/promotions/applications', { status: f.status, pageNo: page }),
    serverFilters: ['status'],
    unwrap: (a) => (a as { list: RaRecord[] }).list,
  },
  keys: {
    list: () => '/api/operator/keys',
    create: (data) => ({ path: '/api/operator/keys', body: data }),
    delete: (id) => `/api/operator/keys/${id}`,
  },
  // Loyalty: the mall's rewards, the redemptions (paged by the server: 25 a page, as the queue's perPage), the missions.
  point_rewards: { list: () => '/api/operator/points', unwrap: (a) => (a as { rewards: RaRecord[] }).rewards },
  point_redemptions: {
    list: (f) => withQuery('/api/operator/points/redemptions', { status: f.status, pageSize: 100 }),
    paged: (f, page) => withQuery('/api/operator/points/redemptions', { status: f.status, pageNo: page, pageSize: 25 }),
    serverFilters: ['status'],
    unwrap: (a) => (a as { list: RaRecord[] }).list,
  },
  missions: { list: () => '/api/operator/missions', unwrap: (a) => (a as { list: RaRecord[] }).list },
  ...agentResources,
};

function resourceOf(name: string): Resource {
  const r = RESOURCES[name];
  if (!r) throw new Error(`unknown resource ${name}`);
  return r;
}

/** A record matches a filter value: equal, or (text) contains it, case-insensitively. */
function matches(record: RaRecord, field: string, wanted: unknown): boolean {
  if (wanted === undefined || wanted === null || wanted === '') return true;
  const value = record[field];
  if (typeof value === 'string' && typeof wanted === 'string') return value.toLowerCase().includes(wanted.toLowerCase());
  return String(value) === String(wanted);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

async function fullList(resource: string, params: Pick<GetListParams, 'filter'>): Promise<RaRecord[]> {
  const r = resourceOf(resource);
  const filter = params.filter ?? {};
  const answer = await api<unknown>('GET', r.list(filter));
  const rows = r.unwrap ? r.unwrap(answer) : (answer as RaRecord[]);
  const local = Object.entries(filter).filter(([k]) => !(r.serverFilters ?? []).includes(k));
  return rows.filter((row) => local.every(([k, v]) => matches(row, k, v)));
}

export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const paged = resourceOf(resource).paged;
    if (paged) {
      const page = params.pagination?.page ?? 1;
      const answer = await api<{ list: RaRecord[]; hasMore?: boolean; total?: number }>('GET', paged(params.filter ?? {}, page));
      if (answer.total !== undefined) return { data: answer.list as never[], total: answer.total };
      return { data: answer.list as never[], pageInfo: { hasNextPage: !!answer.hasMore, hasPreviousPage: page > 1 } };
    }
    const rows = await fullList(resource, params);
    const { field, order } = params.sort ?? { field: 'id', order: 'DESC' };
    const sorted = [...rows].sort((a, b) => compare(a[field], b[field]) * (order === 'ASC' ? 1 : -1));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return { data: sorted.slice((page - 1) * perPage, page * perPage) as never[], total: sorted.length };
  },
  async getOne(resource, params) {
    const one = resourceOf(resource).one;
    if (one) return { data: (await api<RaRecord>('GET', one(params.id))) as never };
    const row = (await fullList(resource, {})).find((r) => String(r.id) === String(params.id));
    if (!row) throw new Error('err_not_found');
    return { data: row as never };
  },
  async getMany(resource, params) {
    const ids = new Set(params.ids.map(String));
    return { data: (await fullList(resource, {})).filter((r) => ids.has(String(r.id))) as never[] };
  },
  async getManyReference() {
    return { data: [], total: 0 };
  },
  async create(resource, params) {
    const r = resourceOf(resource);
    if (!r.create) throw new Error(`cannot create ${resource}`);
    const { path, body } = r.create(params.data);
    const answer = await api<Record<string, unknown>>('POST', path, body);
    // POST /operators answers {operator, apiKey?}; POST /keys answers the key with its token (shown once).
    const record = (answer.operator as RaRecord | undefined) ?? (answer as RaRecord);
    return { data: record as never };
  },
  async update(resource, params) {
    const r = resourceOf(resource);
    if (!r.update) throw new Error(`cannot change ${resource}`);
    return { data: (await api<RaRecord>('PATCH', r.update(params.id), params.data)) as never };
  },
  async updateMany() {
    throw new Error('err_bad_request');
  },
  async delete(resource, params) {
    const r = resourceOf(resource);
    if (!r.delete) throw new Error(`cannot delete ${resource}`);
    return { data: (await api<RaRecord>('DELETE', r.delete(params.id))) as never };
  },
  async deleteMany() {
    throw new Error('err_bad_request');
  },
};

/** Money decisions (finance): not react-admin's CRUD verbs. */
export const decide = {
  approveWithdrawal: (id: RaRecord['id']) => api<RaRecord>('POST', `/api/operator/wallet/withdrawals/${id}/approve`),
  rejectWithdrawal: (id: RaRecord['id'], reason: string) => api<RaRecord>('POST', `/api/operator/wallet/withdrawals/${id}/reject`, { reason }),
  settleDeposit: (id: RaRecord['id'], outcome: 'paid' | 'failed') => api<RaRecord>('POST', `/api/operator/wallet/deposits/${id}/${outcome}`),
};
