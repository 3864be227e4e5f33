// spec §7 GET /wps/relay/CSP_unreadCount (token): unread inbox messages for the header badge.
import { apiGet } from '../../../lib/api';

export async function getUnreadCount(): Promise<number> {
  const value = await apiGet<number | { count?: number; unread?: number }>('wps/relay/CSP_unreadCount');
  if (typeof value === 'number') return value;
  return Number(value?.count ?? value?.unread ?? 0) || 0;
}
