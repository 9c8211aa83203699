import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor } from '../../../../tables.ts';
import type { BankSession } from '../../bank-route.ts';
import { transactionNotFound } from './account.errors.ts';
import { ownAccount } from './account.service.ts';
import { findReceiptForAccount } from './receipt.repository.ts';

/** A receipt, only for a transaction that touched one of the customer's own accounts. */
export async function receiptOf(db: Executor, session: BankSession, accountId: string, movementId: string) {
  const account = await ownAccount(db, session, accountId);
  const r = await findReceiptForAccount(db, account.id, movementId);
  if (!r) throw transactionNotFound();
  return {
    comprovanteId: r.id,
    idTransacao: r.movement_id,
    dataOperacao: toSaoPauloDateTime(r.created_at),
    autenticacao: r.authentication,
    motivoTransacao: r.reason,
    valor: toReais(centavos(r.amount)),
    tipoOperacao: r.operation,
    pagador: r.payer,
    destino: r.destination,
    descricao: r.description ?? '',
    tarifa: toReais(centavos(r.fee)),
    ...(r.end_to_end ? { endToEnd: r.end_to_end, chavePix: r.pix_key } : {}),
    ...(r.boleto_line ? { linhaDigitavel: r.boleto_line, dataVencimento: r.boleto_due_date } : {}),
  };
}
