// Operator API for the registration form's field settings (issue 19 item 2 "Brand settings"; spec §3 permission
// response register rules, GET /wps/system/setting/register): every role reads them, the owner changes which optional
// fields the form shows and requires, the captcha and the minimum age. Stored in merchant_settings under the keys
// register-settings.ts reads; username, passwords and the SMS code follow the switches and are not changed here.
// Each change and its audit row (before and after) are one transaction.
import { REGISTER_FIELDS, type RegisterField } from '../../../../schema/validation';
import type { Db } from '../../../db/client';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { BadRequestError } from '../../../lib/errors';
import type { RoutesPlugin } from '../../../lib/type-provider';
import { operatorActor as who } from '../../system';
import { type Tenant, insertAudit, readSettings, upsertSetting } from '../../tenancy';
import type { AccountsConfig } from '../session/config';
import { getRegisterSettings, registerSettingsSchema } from './register-settings';

/** Fields the switches or the form itself decide: not an operator's choice here. */
const FIXED: RegisterField[] = ['username', 'password', 'confirmPassword', 'verificationCode', 'captcha'];
export const EDITABLE_REGISTER_FIELDS = REGISTER_FIELDS.filter((f) => !FIXED.includes(f));

interface RegisterSettingsChange {
  fields?: Partial<Record<string, { enabled?: boolean; required?: boolean }>>;
  captcha?: boolean;
  minimumAge?: number;
}

export async function changeRegisterSettings(db: Db, tenant: Tenant, cfg: AccountsConfig, actor: { actor: string; ip: string | null }, change: RegisterSettingsChange) {
  const merchantId = tenant.merchantId;
  await db.transaction(async (tx) => {
    const stored = await readSettings(merchantId, 'register:', tx);
    const before = {
      fields: (stored.get('register:fields') ?? {}) as Record<string, Record<string, unknown>>,
      captcha: stored.get('register:captcha') ?? null,
      minimumAge: stored.get('register:minimumAge') ?? null,
    };
    const current = await getRegisterSettings(tenant, cfg, tx);
    const fields = { ...before.fields };
    for (const [name, c] of Object.entries(change.fields ?? {})) {
      if (!c) continue;
      const merged = { ...fields[name], ...c };
      const enabled = merged.enabled ?? current.fields[name as RegisterField].enabled;
      const required = merged.required ?? current.fields[name as RegisterField].required;
      // A hidden field cannot be required: the player could never fill it in.
      if (required && !enabled) throw new BadRequestError('err_register_field_hidden_required', { field: name }, 'validation_failed');
      fields[name] = merged;
    }
    if (change.fields) await upsertSetting(merchantId, 'register:fields', fields, tx);
    if (change.captcha !== undefined) await upsertSetting(merchantId, 'register:captcha', change.captcha, tx);
    if (change.minimumAge !== undefined) await upsertSetting(merchantId, 'register:minimumAge', change.minimumAge, tx);
    const after = { fields, captcha: change.captcha ?? before.captcha, minimumAge: change.minimumAge ?? before.minimumAge };
    await insertAudit(merchantId, { ...actor, action: 'register.settings', detail: { key: 'register:*', before, after } }, tx);
  });
  return getRegisterSettings(tenant, cfg, db);
}

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const answer = { 200: envelopeSchema(registerSettingsSchema) };
const fieldChange = { type: 'object', additionalProperties: false, minProperties: 1, properties: { enabled: { type: 'boolean' }, required: { type: 'boolean' } } } as const;

export const registerSettingsOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/operator/register-settings',
    {
      config: { access: 'operator:readonly' },
      schema: { tags, security, summary: "The registration form's settings as the site gets them (GET /wps/system/setting/register)", response: answer },
    },
    async (req) => ok(await getRegisterSettings(req.tenant, app.accounts, db())),
  );

  app.put(
    '/api/operator/register-settings',
    {
      config: { access: 'operator:owner' },
      schema: {
        tags,
        security,
        summary: `Show or hide, require or not the optional registration fields (${EDITABLE_REGISTER_FIELDS.join(', ')}), the captcha and the minimum age; answers the new settings`,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            fields: { type: 'object', additionalProperties: false, properties: Object.fromEntries(EDITABLE_REGISTER_FIELDS.map((f) => [f, fieldChange])) },
            captcha: { type: 'boolean' },
            minimumAge: { type: 'integer', minimum: 16, maximum: 25 },
          },
        },
        response: answer,
      },
    },
    async (req) => ok(await changeRegisterSettings(db(), req.tenant, app.accounts, who(req), req.body as RegisterSettingsChange)),
  );
};
