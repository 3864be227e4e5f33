// spec §7 GET /wps/relay/MCSFE_getPlayerAvatar (token): the avatar shown in the header.
import type { MemberIconValue } from '../../../../schema/api/member';
import { apiGet } from '../../../lib/api';

export const getPlayerAvatar = () => apiGet<MemberIconValue>('wps/relay/MCSFE_getPlayerAvatar');
