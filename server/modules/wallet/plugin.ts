// The wallet module (issue 4): player calls, operator actions, seamless vendor callbacks.
import type { FastifyPluginAsync } from 'fastify';
import { loadWalletConfig, type WalletConfig } from './config';
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
};

export default walletPlugin;
