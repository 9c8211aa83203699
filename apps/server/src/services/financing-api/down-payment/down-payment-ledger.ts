import type { Centavos } from '@carteira/core/money';
import type { Trx } from '../financing-database.ts';

/** One leg of a posting, in signed centavos (positive credits the account). */
export interface DownPaymentLeg {
  accountId: string;
  amount: Centavos;
  counterpartyName?: string | null;
}

/**
 * The bank's ledger as the down payment by account debit sees it, a port: the bank's route that
 * takes the customer's PIN calls the financing service with its own ledger posting, so the money moves
 * in the bank's transaction and the financing service never reaches into the bank.
 */
export interface DownPaymentLedger {
  post: (
    trx: Trx,
    movement: {
      kind: string;
      typeId: number;
      description: string;
      customerId: string;
      idempotencyKey: string;
      at: Date;
      legs: readonly DownPaymentLeg[];
    },
  ) => Promise<{ movementId: string }>;
}
