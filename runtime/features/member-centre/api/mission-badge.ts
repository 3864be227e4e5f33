// spec §2 count badge on the missions and rewards entries: my mission rewards waiting to be claimed (issue 18 item 3).
import { apiGet } from '../../../lib/api';

export const getMissionBadge = () => apiGet<{ unclaimed: number }>('wps/missions/badge');
