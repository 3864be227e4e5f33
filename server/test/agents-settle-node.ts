// One server process for server/modules/agents/crash.test.ts (issue 16 proof): the app on DATABASE_URL with jobs
// off, which runs the daily settlement job once as of AGENTS_SETTLE_NOW and exits. The test kills it mid-run.
import { buildApp } from '../app';
import { loadConfig, withOverrides } from '../config';
import { openDatabase } from '../db/client';

const config = withOverrides(loadConfig(), { seedDemo: false, jobs: { enabled: false } });
const database = await openDatabase({ databaseUrl: config.databaseUrl });
const app = await buildApp({ config, database });
await app.ready();
process.stdout.write(`ready ${process.pid}\n`);
const result = await app.jobs.runNow('agents.settle-periods', { now: new Date(process.env.AGENTS_SETTLE_NOW!) });
process.stdout.write(`done ${JSON.stringify(result)}\n`);
await app.close();
await database.close();
process.exit(0);
