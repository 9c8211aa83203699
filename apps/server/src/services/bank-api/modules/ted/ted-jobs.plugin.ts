import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../../platform/config.ts';
import { globalPlugin } from '../../../../platform/global-plugin.ts';
import type { BankClock } from '../../bank-clock.ts';
import type { Db } from '../../bank-database.ts';
import type { BankPorts } from '../../bank-ports.ts';
import { type DueWorkRunner, runDueWork } from '../../due-work-runner.ts';
import { runDueTedSchedules } from './ted-schedule-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled TEDs; `runDue` sends the due ones now (after any run under way). */
    tedJobs: DueWorkRunner;
  }
}

export interface TedJobsOptions extends Record<string, unknown> {
  db: Db;
  config: AppConfig;
  clock: BankClock;
  ports: BankPorts;
}

export const TED_RUN_EVERY_MS = 60_000;

/** Sends the due TED schedules when the app is ready, every minute and after each change of the clock. */
export const tedJobsPlugin = globalPlugin<TedJobsOptions>(async (app: FastifyInstance, opts) => {
  const log = app.log.child({ module: 'ted-jobs' });
  const deps = { db: opts.db, config: opts.config, log, now: opts.clock.now, ports: opts.ports };
  const jobs = runDueWork(app, {
    clock: opts.clock,
    everyMs: TED_RUN_EVERY_MS,
    log,
    what: 'ted schedules',
    run: (max) => runDueTedSchedules(deps, max),
  });
  app.decorate('tedJobs', jobs);
}, 'ted-jobs');
