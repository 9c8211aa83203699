import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../../platform/config.ts';
import type { Db } from '../../../../platform/database/schema.ts';
import { globalPlugin } from '../../../../platform/global-plugin.ts';
import type { BankClock } from '../../../../sandbox/sandbox-clock.ts';

export interface PixJobsOptions extends Record<string, unknown> {
  db: Db;
  config: AppConfig;
  clock: BankClock;
}

/** The Pix work that runs on its own (due schedules): started with the app, stopped on close. */
export const pixJobsPlugin = globalPlugin<PixJobsOptions>(
  async (_app: FastifyInstance, _opts) => {},
  'pix-jobs',
);
