import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../../platform/config.ts';
import { globalPlugin } from '../../../../platform/global-plugin.ts';
import type { BankClock } from '../../bank-clock.ts';
import type { Db } from '../../bank-database.ts';
import type { BankPorts } from '../../bank-ports.ts';
import { type DueWorkRunner, runDueWork } from '../../due-work-runner.ts';
import { holdDueDraws } from './draws.service.ts';
import type { LotteryResults } from './lottery.port.ts';
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
  /** The Loteria Federal's results; without them no draw is held. */
  lottery?: LotteryResults;
}

export const REWARDS_RUN_EVERY_MS = 60_000;

/**
 * Every minute and after each move of the clock: holds the draws whose result the lottery published, and
 * reads the bank events the participations have not read yet, so a cashback is paid and a winner found
 * without the customer opening rewards (decision 0030).
 */
export const rewardsJobsPlugin = globalPlugin<RewardsJobsOptions>(async (app: FastifyInstance, opts) => {
  const log = app.log.child({ module: 'rewards-jobs' });
  const deps = {
    db: opts.db,
    config: opts.config,
    log,
    now: opts.clock.now,
    ports: opts.ports,
    ...(opts.lottery ? { lottery: opts.lottery } : {}),
  };
  const jobs = runDueWork(app, {
    clock: opts.clock,
    everyMs: REWARDS_RUN_EVERY_MS,
    log,
    what: 'rewards events and draws',
    run: async (max) => {
      await holdDueDraws(opts.db, deps);
      return consumeDueEvents(opts.db, deps, max);
    },
  });
  app.decorate('rewardsJobs', jobs);
}, 'rewards-jobs');
