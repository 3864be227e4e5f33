// Code-split entry of the agent-centre feature, for dynamic import() only (app/panel-host.tsx).
export { AgentCentre } from './components/agent-centre';
