// The wallet module (issue 4): player calls and operator actions. The seamless wallet's vendor API is served by
// the games module (games/vendor-wallet-routes.ts), which owns the vendors, through this module's index.ts.
import Ajv, { type Options as AjvOptions } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyPluginAsync, FastifySchemaCompiler } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { WalletConfig } from './config';
import { ensureSystemAccounts } from './ledger';
import { walletOperatorMemberRoutes } from './operator-member-routes';
import { walletOperatorRoutes } from './operator-routes';
import { ensureWalletPartitions } from './partitions';
import { walletRoutes } from './routes';
import { setSeamlessEarlyRelease, setSeamlessLanes } from './seamless';
import { sweepReceipts } from './withdrawals';
import { PaymentPasswordGuard } from './service';

export interface WalletContext {
  config: WalletConfig;
  /** The app's one clock: withdrawal limits, receipt windows, history windows, callback timestamps. */
  clock: Clock;
  guard: PaymentPasswordGuard;
}

/**
 * Wallet request bodies are JSON, so their values must already have the schema's types (issue 24 item 16): no
 * type coercion there. The app's ajv coerces (coerceTypes 'array', made for query strings and path params, which
 * are text); in a body that read an amount of null or false as 0, true as 1, "0x1388" as 5000 and [5000] as
 * 5000. Params, query and headers keep the app's options. One compiler for every wallet route (player,
 * operator, vendor callbacks), so no amount schema has to remember it.
 */
export function walletValidatorCompiler(): FastifySchemaCompiler<object> {
  const options: AjvOptions = { removeAdditional: false, allErrors: true, useDefaults: true };
  const body = addFormats(new Ajv({ ...options, coerceTypes: false }));
  const text = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));
  return ({ schema, httpPart }) => (httpPart === 'body' ? body : text).compile(schema);
}

const walletPlugin: FastifyPluginAsync = async (app) => {
  app.setValidatorCompiler(walletValidatorCompiler());
  const config = app.config.wallet;
  const ctx: WalletContext = { config, clock: app.clock, guard: new PaymentPasswordGuard(app.clock) };
  // Seamless batches in flight at once (seamless.ts, SeamlessBatcher): PGlite's one connection takes one.
  setSeamlessLanes(app.database.db, app.database.kind === 'postgres' ? config.seamlessLanes : 1);
  // A batch's locks released at its commit, its answers at its WAL flush (seamless.ts, WalFlusher; on PostgreSQL's
  // pool only, PGlite is left as it is).
  setSeamlessEarlyRelease(app.database.db, config.seamlessEarlyRelease);
  await app.register(walletRoutes(ctx));
  await app.register(walletOperatorRoutes(ctx));
  await app.register(walletOperatorMemberRoutes());
  // spec §4 withdrawal receipt: unanswered past the brand's minutes counts as received (readers already see it
  // so through effectiveReceipt; this job persists it). On the one job runner (server/jobs).
  app.jobs.define({
    name: 'wallet.withdrawal-receipts',
    everySeconds: 60,
    run: async ({ db, now }) => {
      let confirmed = 0;
      for (const t of app.tenants.all()) confirmed += await sweepReceipts(db, t.merchantId, now);
      return { confirmed };
    },
  });
  // Month partitions of the journals, postings, seamless txs and rounds (issue 21 item 5, partitions.ts): this month and the next 3
  // exist from every open of the database on; a server running for months gets the next ones from this job.
  app.jobs.define({
    name: 'wallet.partitions',
    everySeconds: 86_400,
    run: async ({ db }) => ({ created: await ensureWalletPartitions(db) }),
  });
  // System accounts (house slots, bonus, pending withdrawal, payment clearing) exist before the first call.
  app.addHook('onReady', async () => {
    for (const tenant of app.tenants.all()) await ensureSystemAccounts(tenant.merchantId, app.database.db);
  });
};

export default walletPlugin;
