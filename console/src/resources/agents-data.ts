// The operator-API lists behind the agents, compliance and lottery screens (data-provider.ts spreads them into its
// RESOURCES): server/modules/agents, compliance and lottery operator-routes.ts. Filters the server takes go to it, the
// rest are matched by the data provider on the window it answers.
import type { RaRecord } from 'react-admin';

const withQuery = (path: string, query: Record<string, unknown>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

/** A username the agent routes accept (anything else could name no agent: the top of the tree). */
const agentName = (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_.@+-]{1,64}$/.test(v.trim()) ? v.trim() : undefined);
/** A username prefix the tree's search takes (1 to 32 of the characters a username has). */
const searchText = (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_.@+-]{1,32}$/.test(v.trim()) ? v.trim() : undefined);
/** A date-time filter as the server takes it (ISO), else none (the server's default window). */
const iso = (v: unknown) => (typeof v === 'string' && v && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : undefined);
const gameCode = (v: unknown) => (typeof v === 'string' && /^[A-Z0-9_]{1,20}$/.test(v.trim().toUpperCase()) ? v.trim().toUpperCase() : undefined);
/** Rows a page of the agent tree holds (server/modules/agents/team.ts, operator-routes.ts). */
export const TREE_PAGE = 15;
const listOf = (a: unknown) => (a as { list: RaRecord[] }).list;

export const agentResources = {
  // The direct downlines of `parent` (the top of the tree without one), keyed by username.
  // 15 a page (the server's size): each row carries the number of pages (`pages`; the top of the tree does not say,
  // so a full page means there may be another).
  agent_tree: {
    list: (f: Record<string, unknown>) => withQuery('/api/operator/agents/tree', { parent: agentName(f.parent), search: searchText(f.search), pageNo: Number(f.pageNo) > 1 ? Math.min(Math.floor(Number(f.pageNo)), 10_000) : undefined }),
    serverFilters: ['parent', 'search', 'pageNo'],
    unwrap: (a: unknown) => {
      const answer = a as { list: RaRecord[]; totalPages?: number; pageNo?: number };
      return answer.list.map((r) => ({ ...r, id: String(r.username), pages: answer.totalPages ?? null, fullPage: answer.list.length >= TREE_PAGE }));
    },
  },
  agent_contracts: {
    list: (f: Record<string, unknown>) => withQuery('/api/operator/agents/contracts', { kind: f.kind, status: f.status }),
    serverFilters: ['kind', 'status'],
    unwrap: listOf,
  },
  agent_settlements: {
    list: (f: Record<string, unknown>) => withQuery('/api/operator/agents/settlements', { kind: f.kind, periodKey: typeof f.periodKey === 'string' ? f.periodKey.trim().slice(0, 20) : undefined }),
    serverFilters: ['kind', 'periodKey'],
    unwrap: listOf,
  },
  agent_announcements: { list: () => '/api/operator/agents/announcements', unwrap: listOf },
  compliance_alerts: { list: (f: Record<string, unknown>) => withQuery('/api/operator/compliance/alerts', { status: f.status, limit: 500 }), serverFilters: ['status'] },
  self_exclusions: { list: () => '/api/operator/compliance/exclusions?limit=500' },
  kyc_documents: { list: (f: Record<string, unknown>) => withQuery('/api/operator/kyc/documents', { status: f.status, limit: 500 }), serverFilters: ['status'] },
  lottery_draws: {
    list: (f: Record<string, unknown>) => withQuery('/api/operator/lottery/draws', { from: iso(f.from), to: iso(f.to), gameCode: gameCode(f.gameCode) }),
    serverFilters: ['from', 'to', 'gameCode'],
  },
};
