// spec §2 agent menu: Announcement (agent announcements, plain text).
import { apiGet } from '../../../lib/api';

export interface AgentAnnouncement {
  id: number;
  title: string;
  content: string;
  createdAt: string;
}
export const getAgentAnnouncements = () => apiGet<{ list: AgentAnnouncement[] }>('wps/agent/announcements');
