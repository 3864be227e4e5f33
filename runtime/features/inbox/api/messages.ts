// spec §2 messageV2 calls: the member's inbox page (own messages and broadcasts, newest first), mark one read,
// delete one. The server sanitises the rich content; the page sanitises it again before rendering it.
import type { InboxPage } from '../../../../schema/api/content';
import { apiDelete, apiGet, apiPut } from '../../../lib/api';

export const getInbox = (pageNo: number) => apiGet<InboxPage>('wps/content/messages', { pageNo: String(pageNo) });
export const markMessageRead = (id: number) => apiPut<null>(`wps/content/messages/${id}/read`);
export const deleteMessage = (id: number) => apiDelete<null>(`wps/content/messages/${id}`);
