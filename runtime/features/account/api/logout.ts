// spec §7 DELETE /wps/session/logout (token).
import { apiDelete } from '../../../lib/api';

export const logout = () => apiDelete<null>('wps/session/logout');
