// spec §7 MCS2_getPointBalance: my points.
import type { PointBalance } from '../../../../schema/api/points';
import { apiGet } from '../../../lib/api';

export const getPointBalance = () => apiGet<PointBalance>('wps/relay/MCS2_getPointBalance');
