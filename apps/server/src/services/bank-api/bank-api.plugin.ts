import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.ts';
import { globalPlugin } from '../../platform/global-plugin.ts';
import type { Db } from './bank-database.ts';
import type { BankPorts } from './bank-ports.ts';
import type { AnyBankRoute } from './bank-route.ts';
import { type Bank, createBank } from './dispatch.ts';
import type { AccountObligations } from './modules/account-state/account-obligations.ts';
import { useCpfHashKey } from './modules/auth/cpf-key.ts';
import type { BoletoClearingHouse } from './modules/boleto/clearing-house.ts';
import type { CardNetwork } from './modules/cards/card-network.port.ts';
import type { CodeSender } from './modules/credentials/code-sender.ts';
import type { QrMerchantNetwork } from './modules/qr-payment/qr-merchants.ts';
import type { LotteryResults } from './modules/rewards/lottery.port.ts';
import { bankRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bank API: the gateway opens envelopes, asks `allows`, then `dispatch`es. */
    bank: Bank;
  }
}

export interface BankApiOptions extends Record<string, unknown> {
  db: Db;
  config: AppConfig;
  now?: () => Date;
  ports: BankPorts;
  routes?: readonly AnyBankRoute[];
  /** The boleto clearing house; without one, boleto look-ups and payments answer 50000. */
  boletoClearing?: BoletoClearingHouse;
  /** Where one-time codes go; without one, asking for a code fails (docs/bank-api.md). */
  codeSender?: CodeSender;
  /** The card processor and network; without one, every card call answers 'Cards currently unavailable'. */
  cardNetwork?: CardNetwork;
  /** The QR payment scheme's merchants and partner; without it, QR payments answer 50000. */
  qrMerchants?: QrMerchantNetwork;
  /** The Loteria Federal's results; without it, no rewards draw is held. */
  lottery?: LotteryResults;
  /** What the other services hold against an account: a financing contract keeps it from closing. */
  obligations: AccountObligations;
}

/** Decorates the app with `bank` (no HTTP route of its own: the gateway is the only way in). */
export const bankApiPlugin = globalPlugin<BankApiOptions>(async (app: FastifyInstance, opts) => {
  useCpfHashKey(opts.config.cpfHashKey);
  const bank = createBank(opts.routes ?? bankRoutes, {
    db: opts.db,
    config: opts.config,
    log: app.log.child({ module: 'bank-api' }),
    now: opts.now ?? (() => new Date()),
    ports: opts.ports,
    obligations: opts.obligations,
    ...(opts.boletoClearing ? { boletoClearing: opts.boletoClearing } : {}),
    ...(opts.codeSender ? { codeSender: opts.codeSender } : {}),
    ...(opts.cardNetwork ? { cardNetwork: opts.cardNetwork } : {}),
    ...(opts.qrMerchants ? { qrMerchants: opts.qrMerchants } : {}),
    ...(opts.lottery ? { lottery: opts.lottery } : {}),
  });
  app.decorate('bank', measured(bank, app));
}, 'bank-api');

/** The bank, each call measured: its path and outcome ('ok' or the error code) and its time. */
function measured(bank: Bank, app: FastifyInstance): Bank {
  return {
    allows: (path, method, door) => bank.allows(path, method, door),
    async dispatch(call) {
      const started = performance.now();
      const answer = await bank.dispatch(call);
      const outcome = answer.success ? 'ok' : String(answer.error.code);
      const known =
        bank.allows(call.path, call.method, 'main') || bank.allows(call.path, call.method, 'hash');
      const path = known ? String(call.path) : 'unknown';
      app.metrics?.bankCall(path, outcome, (performance.now() - started) / 1000);
      return answer;
    },
  };
}

export type { BankAnswer } from './bank-answer.ts';
export type { Bank, BankCall } from './dispatch.ts';
