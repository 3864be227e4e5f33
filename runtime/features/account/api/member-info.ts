// spec §7 GET /wps/member/info (token): spec §3 member info.
import type { MemberInfoValue } from '../../../../schema/api/member';
import { apiGet } from '../../../lib/api';

export const getMemberInfo = () => apiGet<MemberInfoValue>('wps/member/info');
