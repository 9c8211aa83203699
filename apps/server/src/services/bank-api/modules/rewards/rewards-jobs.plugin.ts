import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../../platform/config.ts';
import { globalPlugin } from '../../../../platform/global-plugin.ts';
import type { Db } from '../../../../tables.ts';
import type { BankClock } from '../../bank-clock.ts';
import type { BankPorts } from '../../bank-ports.ts';
import { type DueWorkRunner, runDueWork } from '../../due-work-runner.ts';
import { consumeDueEvents } from './rewards-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rewards' reading of the bank events; `runDue` reads what is unread now. */
    rewardsJobs: DueWorkRunner;
  }
}

export interface RewardsJobsOptions extends Record<string, unknown> {
  db: Db;
  config: AppConfig;
  clock: BankClock;
  ports: BankPorts;
}

export const REWARDS_RUN_EVERY_MS = 60_000;

/**
 * Reads the bank events the participations have not read yet, every minute and after each move of the
 * clock, so a cashback is paid without the customer opening rewards (decision 0030).
 */
export const rewardsJobsPlugin = globalPlugin<RewardsJobsOptions>(async (app: FastifyInstance, opts) => {
  const log = app.log.child({ module: 'rewards-jobs' });
  const deps = { db: opts.db, config: opts.config, log, now: opts.clock.now, ports: opts.ports };
  const jobs = runDueWork(app, {
    clock: opts.clock,
    everyMs: REWARDS_RUN_EVERY_MS,
    log,
    what: 'rewards events',
    run: (max) => consumeDueEvents(opts.db, deps, max),
  });
  app.decorate('rewardsJobs', jobs);
}, 'rewards-jobs');
