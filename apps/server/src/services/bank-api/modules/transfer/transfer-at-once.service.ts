import { randomUUID } from 'node:crypto';
import { runAtOnce } from '../../at-once/at-once.service.ts';
import { ok } from '../../bank-answer.ts';
import type { AtOnceContext, BankDeps } from '../../bank-route.ts';
import type { SessionClaim } from '../../idempotency/idempotency.repository.ts';
import { BANK_NAME } from '../account/bank-identity.ts';
import { newAuthenticationCode } from '../account/receipt.repository.ts';
import { pinProof } from '../auth/pin-hash.ts';
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
  const at = deps.now();
  const movementId = randomUUID();
  const receiptId = randomUUID();
  const kind = MOVEMENT_KINDS.TRANSFERENCIA_INTERNA;
  return {
    key: claim.key,
    path: claim.path,
    request_hash: claim.requestHash,
    account_id: input.chaveDeConta,
    agencia: input.agenciaDestino,
    conta: input.contaDestino,
    amount: input.valor,
    description: input.descricao?.trim() || null,
    proof: pinProof(input.chaveDeConta, input.pin, deps.config.pinPepper).toString('hex'),
    at,
    movement_id: movementId,
    kind: 'TRANSFERENCIA_INTERNA',
    type_id: kind.typeId,
    receipt_id: receiptId,
    authentication: newAuthenticationCode(),
    operation: kind.label,
    reason: TRANSFER_REASON,
    bank_name: BANK_NAME,
    answer: ok(transferAnswer({ movementId, receiptId, at, valor: input.valor })),
  };
}
