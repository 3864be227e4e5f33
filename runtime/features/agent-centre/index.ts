// Public entry of the agent-centre feature (issue 16): the page ids and URLs (for the route table and the header
// drop-down). The panel itself is reached through ./lazy.ts.
export { AGENT_DEFAULT_PAGE, AGENT_SPEC_ORDER, agentPanelPaths, type AgentPageId } from './page-ids';
export { agentPageOf } from './pages';
