import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../../../../platform/global-plugin.ts';
import type { BankClock } from '../../bank-clock.ts';
import type { Db } from '../../bank-database.ts';
import { type DueWorkRunner, runDueWork } from '../../due-work-runner.ts';
import { runCreditCardCycle } from './credit-card-invoice.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The credit card's monthly cycle; `runDue` closes and carries the due invoices now. */
    creditCardJobs: DueWorkRunner;
  }
}

export interface CreditCardJobsOptions extends Record<string, unknown> {
  db: Db;
  clock: BankClock;
}

export const CREDIT_CARD_RUN_EVERY_MS = 60_000;

/** Closes invoices on their closing day and carries unpaid rests, on the bank's clock. */
export const creditCardJobsPlugin = globalPlugin<CreditCardJobsOptions>(
  async (app: FastifyInstance, opts) => {
    const log = app.log.child({ module: 'credit-card-jobs' });
    const jobs = runDueWork(app, {
      clock: opts.clock,
      everyMs: CREDIT_CARD_RUN_EVERY_MS,
      log,
      what: 'credit card cycle',
      run: () => runCreditCardCycle({ db: opts.db, now: opts.clock.now }),
    });
    app.decorate('creditCardJobs', jobs);
  },
  'credit-card-jobs',
);
