import { addDays, daysBetween, todayInSaoPaulo, toSaoPauloDate } from '@carteira/core/calendar';
import { HISTORY_DAYS } from '@carteira/core/history';
import { centavos, toReais } from '@carteira/core/money';
import { PAYMENT_REASONS } from '@carteira/core/transactions';
import { toSaoPauloDateTime } from '../../../../../platform/time.ts';
import type { Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import { findOwnedAccount } from '../../account/account.repository.ts';
import { BANK_ISPB } from '../../account/bank-identity.ts';
import { insertReceipt } from '../../account/receipt.repository.ts';
import { checkAccountPin } from '../../auth/pin.service.ts';
import { postMovement } from '../../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../../ledger/movement-kinds.ts';
import { receiptParty } from '../../transfer/transfer.service.ts';
import { newEndToEndId } from '../end-to-end.ts';
import { accountNotFound, notReturnable, returnExceeds } from '../pix.errors.ts';
import { insertPixPayment } from '../pix.repository.ts';
import { findReceivedPix, lockMovement, returnedSoFar } from './pix-return.repository.ts';

/** The spec's reason code of a return asked by the customer who received the Pix. */
export const RETURN_REASON = 7;

export interface ReturnOrder {
  chaveDeConta: string;
  pin: string;
  /** The received Pix (its transacaoId). */
  idTransacao: string;
  /** Centavos, positive. */
  valor: number;
  motivo: number;
  descricao?: string | undefined;
}

/**
 * Returns all or part of a Pix this account received in the last 90 days to whoever paid it: ledger to
 * ledger for a Carteira payer, through the clearing for a sandbox institution's. Under a lock on the
 * original movement, so parallel returns never add up to more than was received. Checked in order: own
 * account (40401), a Pix received by it within 90 days (40075), PIN, what is left to return (40074),
 * balance (17000).
 */
export async function returnPix(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  order: ReturnOrder,
  idempotencyKey: string,
) {
  const source = await findOwnedAccount(trx, session.customerId, order.chaveDeConta);
  if (!source) throw accountNotFound();
  if (!(await lockMovement(trx, order.idTransacao))) throw notReturnable();
  const original = await findReceivedPix(trx, source.id, order.idTransacao, ['PIX_RECEBIDO', 'PIX_INTERNO']);
  const now = deps.now();
  const oldest = addDays(todayInSaoPaulo(now), -HISTORY_DAYS);
  if (!original || daysBetween(oldest, toSaoPauloDate(original.created_at)) < 0) throw notReturnable();
  await checkAccountPin(trx, source.id, order.pin, deps.config.pinPepper);
  const returned = await returnedSoFar(trx, source.id, original.id);
  if (returned + order.valor > original.amount) throw returnExceeds(original.amount - returned);
  const description = order.descricao?.trim() || null;
  const payerName = original.payer?.nome ?? null;
  const posted = await postMovement(trx, {
    kind: 'PIX_DEVOLUCAO',
    typeId: MOVEMENT_KINDS.PIX_DEVOLUCAO.typeId,
    description,
    customerId: session.customerId,
    idempotencyKey,
    at: now,
    legs: [
      { accountId: source.id, amount: centavos(-order.valor), counterpartyName: payerName },
      { accountId: original.payer_account_id, amount: centavos(order.valor), counterpartyName: source.nome },
    ],
  });
  const endToEnd = `D${newEndToEndId(BANK_ISPB, posted.at).slice(1)}`;
  await insertPixPayment(trx, {
    movementId: posted.movementId,
    endToEnd,
    chave: null,
    ispb: original.institution_ispb,
    at: posted.at,
    returnsMovementId: original.id,
    returnReason: order.motivo,
  });
  const receipt = await insertReceipt(trx, {
    movementId: posted.movementId,
    operation: 'Pix',
    reason: PAYMENT_REASONS.pixReturn,
    amount: order.valor,
    payer: receiptParty(source),
    destination: original.payer ?? {
      nome: '',
      identificacaoFiscalMascarada: '',
      banco: '',
      agencia: '',
      conta: '',
    },
    description,
    at: posted.at,
  });
  const total = returned + order.valor;
  return {
    valorOperacao: toReais(centavos(order.valor)),
    statusOrdem: 'EFETIVADA',
    idTransacao: posted.movementId,
    idComprovante: receipt.id,
    endToEnd,
    endToEndOriginal: original.end_to_end,
    idTransacaoOriginal: original.id,
    motivo: order.motivo,
    dataHora: toSaoPauloDateTime(posted.at),
    valorDevolvido: toReais(centavos(total)),
    valorDisponivelDevolucao: toReais(centavos(original.amount - total)),
  };
}
