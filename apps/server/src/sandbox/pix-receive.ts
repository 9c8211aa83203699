import { withTransaction } from '../platform/database/transaction.ts';
import { findCustomerAccount } from '../services/bank-api/modules/account/account.repository.ts';
import { insertReceipt } from '../services/bank-api/modules/account/receipt.repository.ts';
import { postMovement } from '../services/bank-api/modules/ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../services/bank-api/modules/ledger/movement-kinds.ts';
import { newEndToEndId } from '../services/bank-api/modules/pix/end-to-end.ts';
import { findKey, insertPixPayment } from '../services/bank-api/modules/pix/pix.repository.ts';
import { maskedTaxId } from '../services/bank-api/modules/pix/pix-keys.service.ts';
import { receiptParty } from '../services/bank-api/modules/transfer/transfer.service.ts';
import type { Db } from '../tables.ts';
import { ensureClearingAccount } from './create-customer.ts';
import { SANDBOX_INSTITUTIONS } from './pix-institutions.ts';

export interface IncomingPix {
  /** A key of this bank, in the DICT form. */
  chave: string;
  /** Centavos, positive. */
  valor: number;
  /** Which sandbox institution sends it (default the first) and which of its customers (default its first). */
  ispb?: string;
  holderIndex?: number;
  descricao?: string;
  at?: Date;
}

/**
 * The sandbox's way to receive a Pix from another institution: the key's account is credited from the
 * sandbox clearing account through the ledger, with a receipt and an end-to-end id of the sender's ISPB.
 * Used by tests and by `npm run sandbox:pix -w apps/server` (see README.md).
 */
export async function receiveSandboxPix(db: Db, pix: IncomingPix) {
  const institution = SANDBOX_INSTITUTIONS.find(
    (i) => i.ispb === (pix.ispb ?? SANDBOX_INSTITUTIONS[0]?.ispb),
  );
  const payer = institution?.holders[pix.holderIndex ?? 0];
  if (!institution || !payer) throw new Error('unknown sandbox institution or holder');
  if (!Number.isSafeInteger(pix.valor) || pix.valor <= 0)
    throw new Error('the amount must be positive centavos');
  return withTransaction(db, async (trx) => {
    const entry = await findKey(trx, pix.chave);
    const account = entry?.account_id ? await findCustomerAccount(trx, entry.account_id) : undefined;
    if (!entry || !account) throw new Error('the key is not held by an account of this bank');
    const at = pix.at ?? new Date();
    const clearing = await ensureClearingAccount(trx, at);
    const description = pix.descricao ?? null;
    const posted = await postMovement(trx, {
      kind: 'PIX_RECEBIDO',
      typeId: MOVEMENT_KINDS.PIX_RECEBIDO.typeId,
      description,
      at,
      legs: [
        { accountId: clearing, amount: -pix.valor, counterpartyName: account.nome },
        { accountId: account.id, amount: pix.valor, counterpartyName: payer.nome },
      ],
    });
    const endToEnd = newEndToEndId(institution.ispb, posted.at);
    await insertPixPayment(trx, {
      movementId: posted.movementId,
      endToEnd,
      chave: entry.chave,
      ispb: institution.ispb,
      at: posted.at,
    });
    const receipt = await insertReceipt(trx, {
      movementId: posted.movementId,
      operation: 'Pix',
      reason: 'Pix recebido',
      amount: pix.valor,
      payer: {
        nome: payer.nome,
        identificacaoFiscalMascarada: maskedTaxId(payer.taxId),
        banco: institution.nome,
        agencia: payer.agencia,
        conta: payer.conta,
      },
      destination: receiptParty(account),
      description,
      at: posted.at,
    });
    return { idTransacao: posted.movementId, idComprovante: receipt.id, endToEnd };
  });
}
