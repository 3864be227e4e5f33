// The agent-centre menu (spec §2): all twelve entries in the spec's order, the contract pages only when the brand's
// switch and the agent's consolidated flags allow them; every page has a URL, /agentHome opens Team Overview.
import { describe, expect, it } from 'vitest';
import type { Consolidated } from './api/contracts';
import { AGENT_SPEC_ORDER, agentPanelPaths } from './page-ids';
import { agentCentrePages, agentPageOf, visibleAgentMenu } from './pages';

const flags = (over: Partial<Consolidated> = {}): Consolidated => ({
  divtypereq: 0,
  dailysalreqtype: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  divtypeinfo: 0,
  dailysalinfotype: 0,
  contracthoursalinfo: 0,
  realtimesalinfotype: 0,
  contractmrdailysalinfotype: 0,
  teamSize: 0,
  switches: { dividend: true, daily: true, hourly: true, realtime: true },
  ...over,
});

describe('agent-centre pages', () => {
  it('registers every spec page once, with a URL each', () => {
    expect(agentCentrePages.map((p) => p.id).sort()).toEqual([...AGENT_SPEC_ORDER].sort());
    expect(agentPanelPaths).toHaveLength(12);
    expect(agentPageOf('/agentHome')).toBe('teamOverview');
    expect(agentPageOf('/dailyWage')).toBe('dailyWage');
    expect(agentPageOf('/securityCenter')).toBeNull();
  });

  it('shows the contract pages only with the switch and a contract or an offer', () => {
    const ids = (c: Consolidated | null) => visibleAgentMenu(c).map((e) => e.id);
    expect(ids(null)).toEqual(AGENT_SPEC_ORDER.slice(0, 8));
    expect(ids(flags({ dailysalinfotype: 1, divtypereq: 1 }))).toEqual([...AGENT_SPEC_ORDER.slice(0, 8), 'dividend', 'dailyWage']);
    expect(ids(flags({ dailysalinfotype: 1, switches: { dividend: true, daily: false, hourly: true, realtime: true } }))).not.toContain('dailyWage');
    expect(ids(flags({ realtimesalinfotype: 1, contracthoursalreq: 1 }))).toEqual([...AGENT_SPEC_ORDER.slice(0, 8), 'hourlySalary', 'realTimeSalary']);
  });
});
