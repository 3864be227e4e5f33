// Today's housekeeping as scheduled jobs (issue 14 item 6): each ran inline before (captchas as new ones were
// made, launch tokens as games were launched, withdrawal receipts when the operator listed withdrawals).
// Retention: a row is kept while anything can still read it (an expired SMS code still counts toward the
// hourly cap for an hour, so codes are kept a day).
import type { TenantRegistry } from '../modules/tenancy/registry';
import { purgeExpiredCaptchas } from '../modules/captcha/service';
import { deleteExpiredLaunches } from '../modules/games/repo';
import { purgeExpiredResets } from '../modules/member/reset-repo';
import { purgeExpiredSessions } from '../modules/session/repo';
import { purgeOldCodes } from '../modules/verification/repo';
import { sweepReceipts } from '../modules/wallet/withdrawals';
import type { JobRunner } from './runner';

const HOUR = 3600_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export function defineSweeps(runner: JobRunner, tenants: TenantRegistry): void {
  // spec §4 withdrawal receipt: unanswered past the brand's minutes counts as received (readers already see it
  // so through effectiveReceipt; this persists it).
  runner.define({
    name: 'wallet.withdrawal-receipts',
    everySeconds: 60,
    run: async ({ db, now }) => {
      let confirmed = 0;
      for (const t of tenants.all()) confirmed += await sweepReceipts(db, t.merchantId, now);
      return { confirmed };
    },
  });
  runner.define({ name: 'accounts.sessions.purge', everySeconds: 3600, run: async ({ db, now }) => ({ deleted: await purgeExpiredSessions(ago(now, 24 * HOUR), db) }) });
  runner.define({ name: 'accounts.captchas.purge', everySeconds: 600, run: async ({ db, now }) => ({ deleted: await purgeExpiredCaptchas(ago(now, HOUR), db) }) });
  runner.define({ name: 'accounts.verification-codes.purge', everySeconds: 3600, run: async ({ db, now }) => ({ deleted: await purgeOldCodes(ago(now, 24 * HOUR), db) }) });
  runner.define({ name: 'accounts.password-resets.purge', everySeconds: 3600, run: async ({ db, now }) => ({ deleted: await purgeExpiredResets(ago(now, 24 * HOUR), db) }) });
  runner.define({ name: 'games.launches.purge', everySeconds: 600, run: async ({ db, now }) => ({ deleted: await deleteExpiredLaunches(now, db) }) });
}
