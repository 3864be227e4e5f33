// CPU used so far by processes, for the benchmarks' CPU-per-operation figures (bench:wallet, bench:outbox): other
// load on these two shared cores changes the work per operation far less than the operations a second.
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** CPU seconds (user + system) a process has used so far (/proc, Linux; 0 where it cannot be read, or is gone). */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100/s).
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds the PostgreSQL backends of the client's database (but its own) have used so far. */
export async function backendsCpuSeconds(c: pg.Client): Promise<number> {
  const pids = (await c.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => Number(r.pid));
  return pids.reduce((t, pid) => t + cpuSeconds(pid), 0);
}
