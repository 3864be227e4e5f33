// Issue 18 item 6 call: my referral code and link, the brand's condition and the friends who registered with it.
import type { ReferralView } from '../../../../schema/api/loyalty';
import { apiGet } from '../../../lib/api';

export const getReferral = () => apiGet<ReferralView>('wps/referral');
