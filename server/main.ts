// Starts the platform server: PGlite in DATA_DIR unless DATABASE_URL is set. Graceful shutdown on SIGINT/SIGTERM.
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, logger: { level: config.logLevel } });
if (config.seedDemo) await seedDemo(database.db, app.tenants, (msg) => app.log.info(msg));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`database: ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}`);
