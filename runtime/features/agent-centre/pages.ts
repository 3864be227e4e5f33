// spec §2 Agent-centre menu: THE registry of agent-centre pages, like the member centre's (features/member-centre/
// pages.ts). Each entry: its page id (also its URL, `/<id>`), the lazily loaded page, the menu label key and when it
// shows: the four contract pages only when the brand's switch (module tree AC: DIVIDEND, SALARY, HOURSALARY,
// REALTIMESALARY) and the agent's consolidated flags (spec §6) allow them.
import type { ComponentType } from 'react';
import type { Consolidated, ContractKind } from './api/contracts';
import { AGENT_DEFAULT_PAGE, AGENT_SPEC_ORDER, type AgentPageId } from './page-ids';

export { AGENT_DEFAULT_PAGE, AGENT_SPEC_ORDER, type AgentPageId };

export interface AgentPageProps {
  pageId: AgentPageId;
  open: (pageId: AgentPageId, query?: Record<string, string>) => void;
  /** Reloads the consolidated flags (after a contract is accepted, ended...). */
  refresh: () => void;
}

export interface AgentPageEntry {
  id: AgentPageId;
  labelKey: string;
  load: () => Promise<{ default: ComponentType<AgentPageProps> }>;
  visible?: (c: Consolidated) => boolean;
}

const contract = (kind: ContractKind, has: (c: Consolidated) => number) => (c: Consolidated) => c.switches[kind] && has(c) > 0;

export const agentCentrePages: AgentPageEntry[] = [
  { id: 'agentAnnouncement', labelKey: 'ac.menu.agentAnnouncement', load: () => import('./components/announcement-page') },
  { id: 'teamOverview', labelKey: 'ac.menu.teamOverview', load: () => import('./components/team-overview-page') },
  { id: 'registerCenter', labelKey: 'ac.menu.registerCenter', load: () => import('./components/open-account-page') },
  { id: 'downlineManagement', labelKey: 'ac.menu.downlineManagement', load: () => import('./components/team-management-page') },
  { id: 'teamBetting', labelKey: 'ac.menu.teamBetting', load: () => import('./components/team-betting-page') },
  { id: 'userProfitLoss', labelKey: 'ac.menu.userProfitLoss', load: () => import('./components/profit-loss-page') },
  { id: 'revenueReport', labelKey: 'ac.menu.revenueReport', load: () => import('./components/income-page') },
  { id: 'downlineTransactions', labelKey: 'ac.menu.downlineTransactions', load: () => import('./components/transactions-page') },
  { id: 'dividend', labelKey: 'ac.menu.dividend', load: () => import('./components/contract-pages').then((m) => ({ default: m.DividendPage })), visible: contract('dividend', (c) => c.divtypeinfo + c.divtypereq) },
  {
    id: 'dailyWage',
    labelKey: 'ac.menu.dailyWage',
    load: () => import('./components/contract-pages').then((m) => ({ default: m.DailyWagePage })),
    visible: contract('daily', (c) => c.dailysalinfotype + c.dailysalreqtype + c.contractmrdailysalinfotype),
  },
  { id: 'hourlySalary', labelKey: 'ac.menu.hourlySalary', load: () => import('./components/contract-pages').then((m) => ({ default: m.HourlyWagePage })), visible: contract('hourly', (c) => c.contracthoursalinfo + c.contracthoursalreq) },
  { id: 'realTimeSalary', labelKey: 'ac.menu.realTimeSalary', load: () => import('./components/contract-pages').then((m) => ({ default: m.RealTimeWagePage })), visible: contract('realtime', (c) => c.realtimesalinfotype + c.realtimesalreqtype) },
];

const byId = new Map(agentCentrePages.map((p) => [p.id, p]));
export const agentPageEntry = (id: AgentPageId) => byId.get(id);

/** The page of an agent-centre URL: /agentHome is the default page; null when the path is not one. */
export function agentPageOf(pathname: string): AgentPageId | null {
  const m = /^\/([A-Za-z0-9]+)\/?$/.exec(pathname);
  if (!m) return null;
  if (m[1] === 'agentHome') return AGENT_DEFAULT_PAGE;
  return byId.has(m[1] as AgentPageId) ? (m[1] as AgentPageId) : null;
}

/** The menu: pages the brand and the agent's contracts allow, in the spec order (contract pages hidden while loading). */
export function visibleAgentMenu(c: Consolidated | null): AgentPageEntry[] {
  return agentCentrePages.filter((e) => !e.visible || (c !== null && e.visible(c))).sort((a, b) => AGENT_SPEC_ORDER.indexOf(a.id) - AGENT_SPEC_ORDER.indexOf(b.id));
}
