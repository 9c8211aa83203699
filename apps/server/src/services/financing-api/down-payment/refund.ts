import { centavos } from '@carteira/core/money';
import { listCustomerAccounts, MOVEMENT_KINDS, postMovement } from '../../bank-api/public.ts';
import type { Trx } from '../financing-database.ts';
import { ensureFinancingAccount, FINANCING_COMPANY_NAME } from './financing-account.ts';

/** Kinds of the ledger movements of financing: the down payment and its refund. */
export const DOWN_PAYMENT_KIND = 'FINANCIAMENTO_ENTRADA';
export const DOWN_PAYMENT_REFUND_KIND = 'FINANCIAMENTO_ESTORNO_ENTRADA';
export const DOWN_PAYMENT_TYPE_ID = MOVEMENT_KINDS[DOWN_PAYMENT_KIND].typeId;
export const DOWN_PAYMENT_REFUND_TYPE_ID = MOVEMENT_KINDS[DOWN_PAYMENT_REFUND_KIND].typeId;

/**
 * Money back from the financing company's account to the customer's account, once per `key` (the
 * ledger's idempotency key for this customer). Returns the movement id.
 */
export async function refundToCustomer(
  trx: Trx,
  input: {
    customerId: string;
    amount: number;
    key: string;
    description: string;
    now: Date;
    /** The movement's kind: the down payment's refund unless told (an instalment's refund). */
    kind?: 'FINANCIAMENTO_ESTORNO_ENTRADA' | 'FINANCIAMENTO_ESTORNO_PARCELA';
  },
): Promise<string> {
  const kind = input.kind ?? DOWN_PAYMENT_REFUND_KIND;
  const [account] = await listCustomerAccounts(trx, input.customerId);
  if (!account) throw new Error('refund for a customer without an account');
  const financing = await ensureFinancingAccount(trx, input.now);
  const posted = await postMovement(trx, {
    kind,
    typeId: MOVEMENT_KINDS[kind].typeId,
    description: input.description,
    customerId: input.customerId,
    idempotencyKey: input.key,
    at: input.now,
    legs: [
      { accountId: financing, amount: centavos(-input.amount), counterpartyName: account.nome },
      { accountId: account.id, amount: centavos(input.amount), counterpartyName: FINANCING_COMPANY_NAME },
    ],
  });
  return posted.movementId;
}
