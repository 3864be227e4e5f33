// spec §7 /wps/member/info/icon (token): PUT chooses one of the built-in avatars (runtime/public/assets/avatars, 1..12).
import type { MemberIconValue } from '../../../../schema/api/member';
import { apiPut } from '../../../lib/api';

/** The built-in avatar set served by the site (/assets/avatars/<id>.svg). */
export const BUILT_IN_AVATARS = Array.from({ length: 12 }, (_, i) => String(i + 1));

export const setAvatar = (avatar: string) => apiPut<MemberIconValue>('wps/member/info/icon', { avatar });
