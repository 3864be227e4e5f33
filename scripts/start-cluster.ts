// `npm run start:cluster -- --nodes 3` (issue 21 item 1): N server processes behind one port on this machine, to try
// several nodes without a balancer. node:cluster: this process holds the port and hands each new connection to the
// next server process in turn; each is server/main.ts as `npm run server` starts it, with the same environment. On
// real machines run one `npm run server` per machine behind nginx instead (README, "Production").
// Needs PostgreSQL (DATABASE_URL: a PGlite folder belongs to one process) and, for limits shared by the nodes,
// REDIS_URL. The first node starts alone (it migrates, seeds demo data in development, installs pg-boss), then the
// others. A node that dies is started again; SIGTERM or SIGINT stops every node gracefully, then this process.
import cluster, { type Worker } from 'node:cluster';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type ServerConfig } from '../server/config';

const root = resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

const { values } = parseArgs({ options: { nodes: { type: 'string', default: '3' } }, strict: true });
const count = Number(values.nodes);
if (!Number.isInteger(count) || count < 1 || count > 64) fail(`--nodes must be a whole number from 1 to 64; not '${values.nodes}'`);

let config: ServerConfig;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(`Refusing to start: ${err.message}`);
  throw err;
}
if (!config.databaseUrl) fail('Refusing to start: several nodes need PostgreSQL (DATABASE_URL); a PGlite folder belongs to one process');
if (!config.ops.redisUrl) console.warn('[cluster] WARNING: REDIS_URL is not set: each node counts login and captcha limits on its own');

cluster.setupPrimary({ exec: resolve(root, 'server/main.ts'), execArgv: ['--import', 'tsx'] });

let stopping = false;
const slots = new Map<Worker, number>();

function fork(slot: number): Promise<void> {
  return new Promise((ready) => {
    const worker = cluster.fork();
    slots.set(worker, slot);
    worker.once('listening', () => {
      console.log(`[cluster] node ${slot} (pid ${worker.process.pid}) listening on ${config.host}:${config.port}`);
      ready();
    });
    worker.once('exit', (code, signal) => {
      slots.delete(worker);
      if (stopping) return;
      console.error(`[cluster] node ${slot} (pid ${worker.process.pid}) exited (${signal ?? code}); starting it again`);
      setTimeout(() => void fork(slot), 1_000);
      ready();
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] ${signal}: stopping ${slots.size} node(s)`);
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    const check = setInterval(() => {
      if (slots.size === 0) {
        clearInterval(check);
        console.log('[cluster] stopped');
        process.exit(0);
      }
    }, 100);
  });
}

await fork(1);
await Promise.all(Array.from({ length: count - 1 }, (_, i) => fork(i + 2)));
console.log(`[cluster] ${count} node(s) behind http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
