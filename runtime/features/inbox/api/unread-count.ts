// spec §7 GET /wps/relay/CSP_unreadCount (token): unread messages, own and broadcast.
import { apiGet } from '../../../lib/api';

export const getUnreadCount = () => apiGet<number>('wps/relay/CSP_unreadCount');
