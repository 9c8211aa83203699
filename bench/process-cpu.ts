import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) of each process named `postgres` now alive, by pid: the PostgreSQL
 * backends of the bench's pools. Undefined where /proc cannot be read.
 */
export function postgresCpuMs(): Map<string, number> | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  const byPid = new Map<string, number>();
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (!stat.includes('(postgres)')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    byPid.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
  }
  return byPid;
}

/**
 * The CPU PostgreSQL spent between two readings: what each backend alive at the end spent since the
 * first (all of it for one started since). A backend that ended in between (an earlier run's pool
 * closing) counts for nothing, instead of taking its whole past off the sum.
 */
export function postgresCpuSpent(before: Map<string, number>, after: Map<string, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

/** This process's CPU time (user + system), ms. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Write calls (write, writev, sendmsg...) this process's threads have made, from /proc/self/task/<id>/io:
 * each answer to a caller and each round trip to PostgreSQL is one. Per thread, because the process's
 * own /proc/self/io also counts the load processes once they end. Undefined where /proc cannot be read.
 */
export function ownWriteCalls(): number | undefined {
  try {
    let calls = 0;
    for (const task of readdirSync('/proc/self/task')) {
      const io = readFileSync(`/proc/self/task/${task}/io`, 'utf8');
      calls += Number(/^syscw:\s*(\d+)$/m.exec(io)?.[1] ?? 0);
    }
    return calls;
  } catch {
    return undefined;
  }
}

/** The machine's load average over 1, 5 and 15 minutes, as printed beside the figures. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}
