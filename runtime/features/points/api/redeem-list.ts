// spec §7 MCS2_getRedeemPointList: my redeem history (spec §3 record, §4 states), paged.
import type { Paged, PointRedemption } from '../../../../schema/api/points';
import { apiGet } from '../../../lib/api';

export const getRedeemList = (pageNo: number) => apiGet<Paged<PointRedemption>>('wps/relay/MCS2_getRedeemPointList', { pageNo: String(pageNo) });
