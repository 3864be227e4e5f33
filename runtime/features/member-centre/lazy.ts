// Code-split entry of the member-centre feature, for dynamic import() only (app/panel-host.tsx).
export { MemberCentre } from './components/member-centre';
