import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../../platform/config.ts';
import { globalPlugin } from '../../../../platform/global-plugin.ts';
import type { BankClock } from '../../bank-clock.ts';
import type { Db } from '../../bank-database.ts';
import type { BankPorts } from '../../bank-ports.ts';
import { type DueWorkRunner, runDueWork } from '../../due-work-runner.ts';
import { runDueBoletoSchedules } from './boleto-schedule-runner.ts';
import type { BoletoClearingHouse } from './clearing-house.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled boleto payments; `runDue` pays the due ones now (after any run under way). */
    boletoJobs: DueWorkRunner;
  }
}

export interface BoletoJobsOptions extends Record<string, unknown> {
  db: Db;
  config: AppConfig;
  clock: BankClock;
  boletoClearing: BoletoClearingHouse;
  ports: BankPorts;
}

export const BOLETO_RUN_EVERY_MS = 60_000;

/** Pays the due boleto schedules when the app is ready, every minute and after each change of the clock. */
export const boletoJobsPlugin = globalPlugin<BoletoJobsOptions>(async (app: FastifyInstance, opts) => {
  const log = app.log.child({ module: 'boleto-jobs' });
  const deps = {
    db: opts.db,
    config: opts.config,
    log,
    now: opts.clock.now,
    boletoClearing: opts.boletoClearing,
    ports: opts.ports,
  };
  const jobs = runDueWork(app, {
    clock: opts.clock,
    everyMs: BOLETO_RUN_EVERY_MS,
    log,
    what: 'boleto schedules',
    run: (max) => runDueBoletoSchedules(deps, max),
  });
  app.decorate('boletoJobs', jobs);
}, 'boleto-jobs');
