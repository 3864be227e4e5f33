// Opening the member centre from anywhere (header avatar, drop-down, messages link): spec §4 login gate first (a
// visitor gets the login popup, a trial account the in_need_true_account warning), then the panel URL with the
// current page kept underneath.
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMemberAction } from '../../../hooks/use-member-action';
import { useSwitches } from '../../../lib/use-tenant';
import { memberInfoAtom } from '../../../state/session';
import { modulesAtom } from '../../../state/tenant';
import { backgroundFor, panelUrl, type PanelState } from '../lib/panel-route';
import { DEFAULT_PAGE, type MemberPageContext, type MemberPageId } from '../pages';

export function useOpenMemberCentre() {
  const navigate = useNavigate();
  const location = useLocation();
  const memberAction = useMemberAction();
  return useCallback(
    (pageId: MemberPageId = DEFAULT_PAGE, query?: Record<string, string>) =>
      memberAction(() => navigate(panelUrl(pageId, query), { state: { background: backgroundFor(location) } satisfies PanelState })),
    [navigate, location, memberAction],
  );
}

/** What the registry's `visible` functions decide on, from the current state. */
export function useMemberPageContext(): MemberPageContext {
  return { switches: useSwitches(), modules: useAtomValue(modulesAtom), member: useAtomValue(memberInfoAtom) };
}
