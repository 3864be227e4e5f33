// spec §7 GET /wps/agent/affiliate: checks an invitation code (sends code and domain).
import type { AffiliateCheckValue } from '../../../../schema/api/member';
import { apiGet } from '../../../lib/api';

export const checkAffiliate = (code: string) =>
  apiGet<AffiliateCheckValue>('wps/agent/affiliate', { code, domain: window.location.hostname });
