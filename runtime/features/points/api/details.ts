// spec §7 ODSFE2_MemTransDet: my points details (every change with type and balance after), paged.
import type { Paged, PointDetail } from '../../../../schema/api/points';
import { apiGet } from '../../../lib/api';

export const getPointDetails = (pageNo: number) => apiGet<Paged<PointDetail>>('wps/relay/ODSFE2_MemTransDet', { pageNo: String(pageNo) });
