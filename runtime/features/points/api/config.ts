// spec §7 MCS2_getPointConfig: the brand's rates (rules and exchange-rate table) and conversion rate.
import type { PointConfig } from '../../../../schema/api/points';
import { apiGet } from '../../../lib/api';

export const getPointConfig = () => apiGet<PointConfig>('wps/relay/MCS2_getPointConfig');
