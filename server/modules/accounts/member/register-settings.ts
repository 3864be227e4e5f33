// GET /wps/system/setting/register: spec §3 per-field settings for this brand. Defaults live in
// schema/validation/register.ts; registration types come from the switches (manifest + operator);
// an operator may override fields in merchant_settings:
//   'register:fields'     { <field>: Partial<FieldSetting> }
//   'register:captcha'    boolean (default false)
//   'register:minimumAge' number  (default MINIMUM_AGE, 18)
import { REGISTER_FIELDS, defaultRegisterFields, type RegisterSettings } from '../../../../schema/validation';
import type { FieldSetting } from '../../../../schema/validation';
import type { DbOrTx } from '../../../db/client';
import { getSwitches } from '../../system';
import type { Tenant } from '../../tenancy';
import { readSettings } from '../../tenancy';
import type { AccountsConfig } from '../session/config';

const ALLOWED_KEYS: (keyof FieldSetting)[] = ['enabled', 'required', 'acceptedPattern', 'patternId', 'minLength', 'maxLength', 'type'];

export async function getRegisterSettings(tenant: Tenant, cfg: AccountsConfig, db: DbOrTx): Promise<RegisterSettings> {
  const [switches, overrides] = await Promise.all([getSwitches(db, tenant), readSettings(tenant.merchantId, 'register:', db)]);
  const fields = defaultRegisterFields();
  const fieldOverrides = (overrides.get('register:fields') ?? {}) as Record<string, Record<string, unknown>>;
  for (const name of REGISTER_FIELDS) {
    const o = fieldOverrides[name];
    if (!o || typeof o !== 'object') continue;
    const merged = { ...fields[name] } as Record<string, unknown>;
    for (const k of ALLOWED_KEYS) if (k in o && typeof o[k] === typeof merged[k]) merged[k] = o[k];
    fields[name] = merged as unknown as FieldSetting;
  }
  fields.verificationCode = { ...fields.verificationCode, enabled: switches.REGMOBVERF3, required: switches.REGMOBVERF3 };
  const captcha = overrides.get('register:captcha') === true;
  fields.captcha = { ...fields.captcha, enabled: captcha, required: captcha };
  const age = overrides.get('register:minimumAge');
  return {
    types: { username: switches.USERNAMEREG3, mobile: switches.MOBILENUMREG3 },
    mobilePassword: switches.MOBILENUMPASSREG3,
    smsVerification: switches.REGMOBVERF3,
    captcha,
    minimumAge: typeof age === 'number' ? age : cfg.minimumAge,
    fields,
  };
}

const fieldSettingSchema = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean' },
    required: { type: 'boolean' },
    acceptedPattern: { type: 'string' },
    patternId: { type: 'integer' },
    minLength: { type: 'integer' },
    maxLength: { type: 'integer' },
    type: { type: 'string' },
  },
} as const;

export const registerSettingsSchema = {
  type: 'object',
  properties: {
    types: { type: 'object', properties: { username: { type: 'boolean' }, mobile: { type: 'boolean' } } },
    mobilePassword: { type: 'boolean' },
    smsVerification: { type: 'boolean' },
    captcha: { type: 'boolean' },
    minimumAge: { type: 'integer' },
    fields: { type: 'object', properties: Object.fromEntries(REGISTER_FIELDS.map((f) => [f, fieldSettingSchema])) },
  },
} as const;
