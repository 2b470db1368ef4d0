/**
 * CPU time from /proc: a process's own (utime + stime, all threads) and the sum of the PostgreSQL
 * backends serving the bench database (their process titles name it). Linux only; elsewhere the
 * readings are null and the report says n/a.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // keep the usual 100
}
const US_PER_TICK = 1_000_000 / ticksPerSecond;

/** CPU microseconds a process has used so far, or null when it cannot be read. */
export function processCpuUs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * US_PER_TICK; // utime, stime (fields 14, 15)
  } catch {
    return null;
  }
}

/** CPU microseconds of every live PostgreSQL backend connected to the database, by pid. */
export function postgresBackendsCpuUs(database: string): Map<number, number> | null {
  const result = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const needle = ` ${database} `;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres:') || !cmdline.includes(needle)) continue;
      const cpu = processCpuUs(Number(entry));
      if (cpu !== null) result.set(Number(entry), cpu);
    } catch {
      // the process ended meanwhile
    }
  }
  return result;
}

/** A before/after reading of one server process and the database's backends. */
export class CpuMeter {
  private server0: number | null = null;
  private pg0: Map<number, number> | null = null;

  constructor(
    private readonly pid: number,
    private readonly database: string,
  ) {}

  start(): void {
    this.server0 = processCpuUs(this.pid);
    this.pg0 = postgresBackendsCpuUs(this.database);
  }

  /** CPU microseconds used since start(): the server's and the backends' (new backends count whole). */
  stop(): { serverUs: number | null; postgresUs: number | null } {
    const server1 = processCpuUs(this.pid);
    const pg1 = postgresBackendsCpuUs(this.database);
    let postgresUs: number | null = null;
    if (this.pg0 && pg1) {
      postgresUs = 0;
      for (const [pid, cpu] of pg1) postgresUs += cpu - (this.pg0.get(pid) ?? 0);
    }
    return { serverUs: this.server0 !== null && server1 !== null ? server1 - this.server0 : null, postgresUs };
  }
}
