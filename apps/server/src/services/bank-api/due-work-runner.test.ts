import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { registerHealth } from '../../platform/health.ts';
import { fixedRateClock } from './bank-clock.ts';
import { DUE_WORK_BATCH, runDueWork } from './due-work-runner.ts';

/** A backlog of `due` items, each taking `ms`, worked `max` at a time; counts what each item got. */
function backlog(due: number, ms: number) {
  const done: number[] = [];
  let next = 0;
  return {
    done,
    run: async (max: number) => {
      let n = 0;
      while (n < max && next < due) {
        const item = next++;
        await new Promise((r) => setTimeout(r, ms));
        done.push(item);
        n++;
      }
      return n;
    },
  };
}

async function appWith(work: ReturnType<typeof backlog>) {
  const app = Fastify({ logger: false });
  registerHealth(app, {} as never);
  const jobs = runDueWork(app, {
    clock: fixedRateClock(() => new Date()),
    everyMs: 60_000,
    log: app.log,
    what: 'backlog',
    run: work.run,
  });
  return { app, jobs };
}

describe('due work after a restart', () => {
  it('the server is ready to listen at once, and works through 500 due items in the background, each once', async () => {
    const work = backlog(500, 1);
    const { app, jobs } = await appWith(work);
    const started = performance.now();
    await app.ready();
    // the start-up hook no longer waits for the backlog (it once timed out after 10 s and exited)
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(work.done.length).toBeLessThan(500);
    expect(jobs.caughtUp()).toBe(false);
    await vi.waitFor(() => expect(jobs.caughtUp()).toBe(true), { timeout: 30_000, interval: 20 });
    expect(work.done).toEqual([...Array(500).keys()]);
    await app.close();
  });

  it('closing stops between batches: what was begun ends, nothing is done twice, the rest stays due', async () => {
    const work = backlog(500, 2);
    const { app } = await appWith(work);
    await app.ready();
    await vi.waitFor(() => expect(work.done.length).toBeGreaterThan(0), { interval: 5 });
    await app.close();
    const atClose = work.done.length;
    expect(atClose % DUE_WORK_BATCH).toBe(0);
    expect(atClose).toBeLessThan(500);
    await new Promise((r) => setTimeout(r, 50));
    expect(work.done.length).toBe(atClose);
    expect(new Set(work.done).size).toBe(atClose);
  });
});
