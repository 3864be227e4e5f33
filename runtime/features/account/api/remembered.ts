// GET /wps/session/remembered: the username the remember-me cookie holds (the cookie is HttpOnly, issue 24 item 11).
import type { RememberedValue } from '../../../../schema/api/session';
import { apiGet } from '../../../lib/api';

export const getRemembered = () => apiGet<RememberedValue>('wps/session/remembered');
