// spec §7 SMS codes: /wps/verification/sms/noLogin (login by code, reset by phone) and /register.
// Dev only: GET /api/dev/outbox shows what the development providers "sent".
import { smsCodeValueSchema } from '../../../../schema/api/session-schemas';
import type { RoutesPlugin } from '../../../lib/type-provider';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { checkField, MOBILE_RULE } from '../../../../schema/validation';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { ValidationError } from '../../../lib/errors';
import { checkCaptcha } from '../captcha/service';
import { getRegisterSettings } from '../member/register-settings';
import { CaptchaError } from '../session/errors';
import { findByNational, findMemberByPhone, parsePhone } from './phone-number';
import { listEmailOutbox, listSmsOutbox } from './repo';
import { sendCode, type CodePurpose } from './service';

const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const smsBody = {
  type: 'object',
  properties: {
    mobileNum: str(20),
    mobileNo: str(20),
    countryDialingCode: str(8),
    captcha: str(16),
    captchaId: str(64),
  },
} as const;
const smsValue = envelopeSchema(smsCodeValueSchema);

const outboxRow = (fields: string[]) => ({
  type: 'object',
  properties: Object.fromEntries([['id', { type: 'integer' }], ['createdAt', { type: 'string' }], ...fields.map((f) => [f, { type: 'string' }])]),
});
const outboxValue = envelopeSchema({
  type: 'object',
  properties: {
    sms: { type: 'array', items: outboxRow(['mobile', 'body']) },
    email: { type: 'array', items: outboxRow(['to', 'subject', 'body']) },
  },
});

/** The SMS code request, as its schema types it (an absent body counts as empty). */
type SmsRequest = FastifyRequest<{ Body: Static<typeof smsBody> | undefined }>;

const verificationRoutes: RoutesPlugin = async (app) => {
  const handle = (purpose: CodePurpose) => async (req: SmsRequest) => {
    const body = req.body ?? {};
    const mobileNum = (body.mobileNum ?? body.mobileNo ?? '').trim();
    const err = checkField('mobileNum', mobileNum, MOBILE_RULE);
    if (err) throw new ValidationError({ errors: [err] }, err.key === 'err_required' ? 'err_required' : 'err_mobile_format');
    const db = app.database.db;
    const merchantId = req.tenant.merchantId;
    const phone = parsePhone(req.tenant, app.accounts, mobileNum, body.countryDialingCode);
    // spec §4: a captcha check runs before the SMS request when the brand has the captcha on.
    const settings = await getRegisterSettings(req.tenant, app.accounts, db);
    if (settings.captcha || body.captchaId) {
      if (!body.captcha || !body.captchaId) throw new CaptchaError('err_captcha_required');
      if (!(await checkCaptcha(merchantId, body.captchaId, body.captcha, app.accounts, db))) throw new CaptchaError('err_captcha_incorrect');
    }
    // Who has an account is never told (issue 24 item 12): the answer is the same either way, only the delivery
    // differs. Login and reset codes go only to the full number of an account (item 1); registration codes only
    // to a number no account has (registration then refuses a taken number with err_mobile_taken).
    const deliver =
      purpose === 'login' ? !!(await findMemberByPhone(req.tenant, app.accounts, phone, db)) : (await findByNational(req.tenant, phone, db)).length === 0;
    const value = await sendCode(
      { merchantId, purpose, mobile: phone.key, ip: req.ip, brandName: req.tenant.manifest.brandName, deliver },
      app.accounts,
      app.sms,
      db,
    );
    return ok(value);
  };

  const schema = (summary: string) => ({ tags: ['session'], summary, body: smsBody, response: { 200: smsValue } });
  app.post('/wps/verification/sms/noLogin', { config: { access: 'visitor' }, schema: schema('SMS code for login by code and reset by phone') }, handle('login'));
  app.post('/wps/verification/sms/register', { config: { access: 'visitor' }, schema: schema('SMS code for registration') }, handle('register'));

  if (!app.config.production) {
    app.get(
      '/api/dev/outbox',
      {
        config: { access: 'visitor' },
        schema: {
          tags: ['dev'],
          summary: 'Development only: SMS and e-mails the dev providers stored for this brand',
          querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 200 } } },
          response: { 200: outboxValue },
        },
      },
      async (req) => {
        const limit = req.query.limit ?? 50;
        return ok({
          sms: await listSmsOutbox(req.tenant.merchantId, limit, app.database.db),
          email: await listEmailOutbox(req.tenant.merchantId, limit, app.database.db),
        });
      },
    );
  }
};

export default verificationRoutes;
