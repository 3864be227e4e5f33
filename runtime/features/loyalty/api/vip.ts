// Issue 18 item 7 calls: the brand's VIP levels (anyone) and my progress (member).
import type { VipLevels, VipProgress } from '../../../../schema/api/loyalty';
import { apiGet } from '../../../lib/api';

export const getVipLevels = () => apiGet<VipLevels>('wps/vip/levels');
export const getVipProgress = () => apiGet<VipProgress>('wps/vip/progress');
