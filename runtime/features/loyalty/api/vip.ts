// Issue 18 item 7 calls: the brand's VIP levels (anyone) and my progress (member).
import type { VipLevels, VipProgress } from '../../../../schema/api/loyalty';
import { apiGet } from '../../../lib/api';

// Level names come in the visitor's language (the operator's default name where it has none).
export const getVipLevels = (lang: string) => apiGet<VipLevels>(`wps/vip/levels?lang=${encodeURIComponent(lang)}`);
export const getVipProgress = (lang: string) => apiGet<VipProgress>(`wps/vip/progress?lang=${encodeURIComponent(lang)}`);
