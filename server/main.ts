// Starts the platform server: PGlite in DATA_DIR unless DATABASE_URL is set. Graceful shutdown on SIGINT/SIGTERM
// (server/plugins/shutdown.ts).
// A setting or state the server must not run with is refused before it listens: one line on stderr, exit 1.
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { fileOffsetClock } from './lib/clock';
import { seedDemo } from './seed';
import { demoAccountsWithDemoPassword } from './seed/demo-guard';
import { ManifestError } from '../schema/validate-tenant';
import { DuplicateBrandError } from './modules/tenancy/registry';
import { KekError } from './modules/accounts';
import { loggerOptions } from './plugins/logging';
import { installGracefulShutdown } from './plugins/shutdown';

/** An operator's mistake, not a crash: the reason alone, no stack trace. */
function refuse(reason: string): never {
  process.stderr.write(`Refusing to start: ${reason}\n`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) refuse(err.message);
  throw err;
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// TEST_CLOCK_FILE: a test moves this server's business time (server/lib/clock.ts fileOffsetClock); never in production.
const clock = config.testClockFile ? fileOffsetClock(config.testClockFile, (p) => readFileSync(p, 'utf8')) : undefined;
const app = await buildApp({ config, database, clock, logger: loggerOptions(config.logLevel) }).catch(async (err: unknown) => {
  // A brand's manifest that is invalid or collides with another (issue 23 item 1): the reason, never a stack trace.
  if (err instanceof ManifestError || err instanceof DuplicateBrandError) {
    await database.close();
    refuse(err.message);
  }
  throw err;
});
// The payload keys are prepared when the app is ready (server/modules/accounts/auth/crypto-keys.ts): a key wrapped
// with a key-encryption key this node was not given is a setting to fix, not a crash.
try {
  await app.ready();
} catch (err) {
  if (err instanceof KekError) {
    await database.close();
    refuse(err.message);
  }
  throw err;
}
if (config.production) {
  // issue 24 item 4: the demo password is published; such an account in production is an open door.
  const demo = await demoAccountsWithDemoPassword(database.db, app.tenants);
  if (demo.length) {
    await app.close();
    await database.close();
    refuse(
      `NODE_ENV=production and ${demo.length} demo account(s) still have the published demo password: ${demo.join(', ')}. ` +
        'Change their passwords or remove them, or start on a database without demo data.',
    );
  }
  if (config.seedDemoIgnored) app.log.warn('SEED_DEMO=1 is ignored in production: demo data is never seeded there');
} else if (config.seedDemo) {
  await seedDemo(database.db, app.tenants, (msg) => app.log.info(msg));
}

installGracefulShutdown(app, database);

await app.listen({ port: config.port, host: config.host });
app.log.info(`database: ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}`);
