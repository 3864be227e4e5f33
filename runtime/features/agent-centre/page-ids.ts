// The agent-centre page ids as plain data (no React, no API client): the route table, the prerender list and the e2e
// tests import them without loading the pages. pages.ts is the registry of what each page loads.
/** spec §2 Agent-centre menu, in the spec's order (all twelve are built). */
export const AGENT_SPEC_ORDER = [
  'agentAnnouncement', // Announcement
  'teamOverview', // Team Overview
  'registerCenter', // Register/Open Account
  'downlineManagement', // Team Management
  'teamBetting', // Team Betting
  'userProfitLoss', // User Profit and Loss
  'revenueReport', // My Income
  'downlineTransactions', // Transaction Details of the downline
  'dividend', // Dividend (brand switch DIVIDEND and the consolidated flags)
  'dailyWage', // Daily Wage (SALARY)
  'hourlySalary', // Hourly Salary (HOURSALARY)
  'realTimeSalary', // Real-Time Salary (REALTIMESALARY)
] as const;

export type AgentPageId = (typeof AGENT_SPEC_ORDER)[number];

/** The page the agent centre opens on (and the one /agentHome shows). */
export const AGENT_DEFAULT_PAGE: AgentPageId = 'teamOverview';

/** `/teamOverview`, `/registerCenter`, ...: one route per page, in the spec order (/agentHome is in the spec table). */
export const agentPanelPaths: string[] = AGENT_SPEC_ORDER.map((id) => `/${id}`);
