// The accounts module's clean-ups on the one job runner (server/jobs, issue 14 item 6): expired sessions,
// captchas, verification codes and password-reset links, each kept a while past its expiry, then deleted.
import type { FastifyPluginAsync } from 'fastify';
import { purgeExpiredCaptchas } from './captcha/service';
import { purgeExpiredResets } from './member/reset-repo';
import { purgeExpiredSessions } from './session/repo';
import { purgeOldCodes } from './verification/repo';

const HOUR = 3600_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export const accountsJobs: FastifyPluginAsync = async (app) => {
  app.jobs.define({ name: 'accounts.sessions.purge', everySeconds: 3600, run: async ({ db, now }) => ({ deleted: await purgeExpiredSessions(ago(now, 24 * HOUR), db) }) });
  app.jobs.define({ name: 'accounts.captchas.purge', everySeconds: 600, run: async ({ db, now }) => ({ deleted: await purgeExpiredCaptchas(ago(now, HOUR), db) }) });
  app.jobs.define({ name: 'accounts.verification-codes.purge', everySeconds: 3600, run: async ({ db, now }) => ({ deleted: await purgeOldCodes(ago(now, 24 * HOUR), db) }) });
  app.jobs.define({ name: 'accounts.password-resets.purge', everySeconds: 3600, run: async ({ db, now }) => ({ deleted: await purgeExpiredResets(ago(now, 24 * HOUR), db) }) });
};
