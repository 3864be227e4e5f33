// My account (issue 15 item 2): GET/PUT /wps/member/profile (spec §3 profile fields the brand enables), and the
// mobile / e-mail change: POST /wps/member/profile/code (code to the new value), PUT /wps/member/profile/contact.
import type { ContactChangePayload, ContactCodePayload, ProfileUpdatePayload, ProfileValue } from '../../../../schema/api/member';
import { apiGet, apiPost, apiPut } from '../../../lib/api';

export const getProfile = () => apiGet<ProfileValue>('wps/member/profile');
export const updateProfile = (body: ProfileUpdatePayload) => apiPut<ProfileValue>('wps/member/profile', body);
export const sendContactCode = (body: ContactCodePayload) => apiPost<{ expiredMinutes: number }>('wps/member/profile/code', body);
export const changeContact = (body: ContactChangePayload) => apiPut<ProfileValue>('wps/member/profile/contact', body);
