// Issue 20 player protection: GET /wps/rg/settings (limits, usage, reality-check interval), PUT /wps/rg/limits,
// PUT /wps/rg/realityCheck, POST /wps/rg/exclude.
import type { RgExcludePayload, RgExclusion, RgLimit, RgLimitPayload, RgRealityPayload, RgSettings } from '../../../../schema/api/compliance';
import { apiGet, apiPost, apiPut } from '../../../lib/api';

export const getRgSettings = () => apiGet<RgSettings>('wps/rg/settings');
export const setRgLimit = (body: RgLimitPayload) => apiPut<RgLimit>('wps/rg/limits', body);
export const setRealityMinutes = (body: RgRealityPayload) => apiPut<RgSettings>('wps/rg/realityCheck', body);
export const excludeMe = (body: RgExcludePayload) => apiPost<RgExclusion>('wps/rg/exclude', body);
