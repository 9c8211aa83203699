import { paymentValues, runAtOnce } from '../../at-once/at-once.service.ts';
import { ok } from '../../bank-answer.ts';
import type { AtOnceContext, BankDeps } from '../../bank-route.ts';
import type { SessionClaim } from '../../idempotency/idempotency.repository.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { TRANSFER_REASON, type TransferInput, transferAnswer } from './transfer.service.ts';

/**
 * A customer's transfer to another account of this bank in one database call, when it goes through
 * (decision 0011): the database's transfer_at_once does transferFromCustomer's work in its order and
 * commits only a transfer that goes through; anything else rolls back whole and the route's handler
 * runs it step by step. The PIN goes as its proof (pin-hash.ts).
 */
export async function transferAtOnce(ctx: AtOnceContext<TransferInput>) {
  return runAtOnce(ctx, 'transfer_at_once', () => transferValues(ctx.input, ctx.claim, ctx.deps));
}

/** What transfer_at_once is given for `input` (its jsonb; migration 0031 lists the fields). */
export function transferValues(
  input: TransferInput,
  claim: Omit<SessionClaim, 'session'>,
  deps: Pick<BankDeps, 'now' | 'config'>,
) {
  const { at, movementId, receiptId, values } = paymentValues(
    claim,
    { accountId: input.chaveDeConta, pin: input.pin, valor: input.valor, descricao: input.descricao },
    'TRANSFERENCIA_INTERNA',
    deps,
  );
  return {
    ...values,
    agencia: input.agenciaDestino,
    conta: input.contaDestino,
    operation: MOVEMENT_KINDS.TRANSFERENCIA_INTERNA.label,
    reason: TRANSFER_REASON,
    answer: ok(transferAnswer({ movementId, receiptId, at, valor: input.valor })),
  };
}
