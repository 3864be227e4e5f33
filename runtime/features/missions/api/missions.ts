// spec §7 (token): MCSFE_getMissionSummaryDetails, my missions with my progress, and MCSFE_getMissionLeaderboard,
// this week's leaderboard with my rank (issue 18 item 3).
import type { MissionLeaderboard, MissionSummary } from '../../../../schema/api/missions';
import { apiGet } from '../../../lib/api';

export const getMissionSummary = (lang: string) => apiGet<MissionSummary>('wps/relay/MCSFE_getMissionSummaryDetails', { lang });
export const getMissionLeaderboard = () => apiGet<MissionLeaderboard>('wps/relay/MCSFE_getMissionLeaderboard', { count: '20' });
