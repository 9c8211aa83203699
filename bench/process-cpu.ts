import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) of every process named `postgres` now alive: the PostgreSQL backends of
 * the bench's pools, whose connections live through a run. Undefined where /proc cannot be read.
 */
export function postgresCpuMs(): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (!stat.includes('(postgres)')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
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
