// spec §2 App shell: overlay panels. On a member-centre URL (`/<page id>`, features/member-centre/pages.ts) the
// panel opens over the page underneath; its code loads only then (never in the home page's JavaScript).
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { panelPageOf } from '../features/member-centre/lib/panel-route';
import { agentPageOf } from '../features/agent-centre';

const AgentCentre = lazy(() => import('../features/agent-centre/lazy').then((m) => ({ default: m.AgentCentre })));
const MemberCentre = lazy(() => import('../features/member-centre/lazy').then((m) => ({ default: m.MemberCentre })));

export default function PanelHost() {
  const { pathname } = useLocation();
  const pageId = panelPageOf(pathname);
  // Issue 16: /agentHome and the agent-centre pages open the agent-centre panel.
  const agentPage = pageId ? null : agentPageOf(pathname);
  if (agentPage)
    return (
      <Suspense fallback={null}>
        <AgentCentre pageId={agentPage} />
      </Suspense>
    );
  if (!pageId) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentre pageId={pageId} />
    </Suspense>
  );
}
