// GET /wps/captcha (spec §7), rate-limited per IP.
import { captchaValueSchema } from '../../../../schema/api/session-schemas';
import type { RoutesPlugin } from '../../../lib/type-provider';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { RateLimitError } from '../../../lib/errors';
import { newCaptcha } from './service';


const captchaRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/wps/captcha',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['session'],
        summary: 'New captcha image (base64 SVG); one answer per image, expires after 2 minutes',
        querystring: { type: 'object', properties: { t: { type: 'string', maxLength: 40 } } },
        response: { 200: envelopeSchema(captchaValueSchema) },
      },
    },
    async (req) => {
      const wait = await app.limiter.hit(`captcha:${req.ip}`, app.accounts.captchaPerMinute, 60_000);
      if (wait) throw new RateLimitError(wait);
      return ok(await newCaptcha(req.tenant.merchantId, req.ip, app.accounts, app.database.db));
    },
  );
};

export default captchaRoutes;
