// My account (issue 15 item 2): GET /wps/member/loginHistory (time, IP, device of each login) and
// DELETE /wps/member/sessions/others (sign out every other session).
import type { LoginHistoryValue } from '../../../../schema/api/member';
import { apiDelete, apiGet } from '../../../lib/api';

export const getLoginHistory = (pageNo: number) => apiGet<LoginHistoryValue>('wps/member/loginHistory', { pageNo: String(pageNo), pageSize: '15' });
export const signOutOtherSessions = () => apiDelete<{ signedOut: number }>('wps/member/sessions/others');
