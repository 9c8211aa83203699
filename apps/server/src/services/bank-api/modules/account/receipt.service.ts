import { centavos, toReais } from '@carteira/core/money';
import { paymentReasonOf } from '@carteira/core/transactions';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor } from '../../bank-database.ts';
import type { BankSession } from '../../bank-route.ts';
import { statementType } from '../ledger/movement-kinds.ts';
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
    /** The code the app names the reason by (null when the bank's text has none). */
    codigoMotivo: paymentReasonOf(r.reason),
    /** This account's side of it, as its statement line carries it. */
    idTipoTransacao: statementType(r.kind, r.type_id, Number(r.posting_amount)).id,
    valor: toReais(centavos(r.amount)),
    tipoOperacao: r.operation,
    pagador: r.payer,
    destino: r.destination,
    descricao: r.description ?? '',
    tarifa: toReais(centavos(r.fee)),
    ...(r.end_to_end ? { endToEnd: r.end_to_end, chavePix: r.pix_key } : {}),
    ...(r.boleto_line ? { linhaDigitavel: r.boleto_line, dataVencimento: r.boleto_due_date } : {}),
    // wallet.md section 3, Receipt: the recharge's operator, DDI and number; the withdrawal's identifier
    ...(r.recharge_operator
      ? {
          operadora: r.recharge_operator,
          ddi: r.recharge_ddi,
          ddd: r.recharge_ddd,
          numeroCelular: r.recharge_number,
        }
      : {}),
    ...(r.withdrawal_id ? { idSaque: r.withdrawal_id } : {}),
  };
}
