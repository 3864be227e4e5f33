// The wallet module (issue 4): player calls, operator actions, seamless vendor callbacks.
import type { FastifyPluginAsync } from 'fastify';
import { loadWalletConfig, type WalletConfig } from './config';
import { ensureSystemAccounts } from './ledger';
import { walletOperatorRoutes } from './operator-routes';
import { walletRoutes } from './routes';
import { seamlessRoutes } from './seamless-routes';
import { PaymentPasswordGuard } from './service';

export interface WalletContext {
  config: WalletConfig;
  now: () => Date;
  guard: PaymentPasswordGuard;
}

const walletPlugin: FastifyPluginAsync = async (app) => {
  const config = loadWalletConfig(process.env, app.config.wallet);
  const ctx: WalletContext = { config, now: config.now, guard: new PaymentPasswordGuard(config.now) };
  await app.register(walletRoutes(ctx));
  await app.register(walletOperatorRoutes(ctx));
  await app.register(seamlessRoutes(ctx));
  // System accounts (house slots, bonus, pending withdrawal, payment clearing) exist before the first call.
  app.addHook('onReady', async () => {
    for (const tenant of app.tenants.all()) await ensureSystemAccounts(tenant.merchantId, app.database.db);
  });
};

export default walletPlugin;
