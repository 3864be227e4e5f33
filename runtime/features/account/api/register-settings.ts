// spec §7 GET /wps/system/setting/register: per-field settings that drive the form (spec §2, §5).
import type { RegisterSettings } from '../../../../schema/validation';
import { apiGet } from '../../../lib/api';

let cached: Promise<RegisterSettings> | undefined;

export function getRegisterSettings(): Promise<RegisterSettings> {
  cached ??= apiGet<RegisterSettings>('wps/system/setting/register').catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}
