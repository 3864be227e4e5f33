// spec §7 MCS2_getPointReward: the mall's rewards in my language.
import type { PointReward } from '../../../../schema/api/points';
import { apiGet } from '../../../lib/api';

export const getPointRewards = (lang: string) => apiGet<{ list: PointReward[] }>('wps/relay/MCS2_getPointReward', { lang });
