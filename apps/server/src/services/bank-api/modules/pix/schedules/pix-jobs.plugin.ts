import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../../../platform/config.ts';
import { globalPlugin } from '../../../../../platform/global-plugin.ts';
import type { Db } from '../../../../../tables.ts';
import type { BankClock } from '../../../bank-clock.ts';
import type { BankPorts } from '../../../bank-ports.ts';
import { runDueSchedules } from './pix-schedule-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Pix work that runs on its own; `runDue` runs the due schedules now (after any run under way). */
    pixJobs: { runDue: () => Promise<void> };
  }
}

export interface PixJobsOptions extends Record<string, unknown> {
  db: Db;
  config: AppConfig;
  clock: BankClock;
  ports: BankPorts;
}

export const SCHEDULE_RUN_EVERY_MS = 60_000;

/**
 * Runs the due Pix schedules when the app is ready, every minute, and after each change of the
 * bank's clock; runs queue one after the other in this process, and runners of several processes
 * share the work through row claims (pix-schedule-runner.ts). Stopped when the app closes.
 */
export const pixJobsPlugin = globalPlugin<PixJobsOptions>(async (app: FastifyInstance, opts) => {
  const log = app.log.child({ module: 'pix-jobs' });
  const deps = { db: opts.db, config: opts.config, log, now: opts.clock.now, ports: opts.ports };
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  const runDue = () => {
    queue = queue.then(async () => {
      if (closed) return;
      try {
        const count = await runDueSchedules(deps);
        if (count > 0) log.info({ count }, 'pix schedules run');
      } catch (err) {
        log.error({ err }, 'pix schedule run failed');
      }
    });
    return queue;
  };
  app.decorate('pixJobs', { runDue });
  opts.clock.onChange(runDue);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await runDue();
    timer = setInterval(runDue, SCHEDULE_RUN_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await queue;
  });
}, 'pix-jobs');
