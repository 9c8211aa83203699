import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../../../platform/config.ts';
import { globalPlugin } from '../../../../../platform/global-plugin.ts';
import type { BankClock } from '../../../bank-clock.ts';
import type { Db } from '../../../bank-database.ts';
import type { BankPorts } from '../../../bank-ports.ts';
import { type DueWorkRunner, runDueWork } from '../../../due-work-runner.ts';
import { runDueSchedules } from './pix-schedule-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Pix work that runs on its own; `runDue` runs the due schedules now (after any run under way). */
    pixJobs: DueWorkRunner;
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
  const jobs = runDueWork(app, {
    clock: opts.clock,
    everyMs: SCHEDULE_RUN_EVERY_MS,
    log,
    what: 'pix schedules',
    run: (max) => runDueSchedules(deps, max),
  });
  app.decorate('pixJobs', jobs);
}, 'pix-jobs');
