import { withTransaction } from '../platform/database/transaction.ts';
import { insertReceipt } from '../services/bank-api/modules/account/receipt.repository.ts';
import { postMovement } from '../services/bank-api/modules/ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../services/bank-api/modules/ledger/movement-kinds.ts';
import { newEndToEndId } from '../services/bank-api/modules/pix/end-to-end.ts';
import { chargeNotFound, invalidInput } from '../services/bank-api/modules/pix/pix.errors.ts';
import { insertPixPayment } from '../services/bank-api/modules/pix/pix.repository.ts';
import {
  lockChargeByLocation,
  markChargePaid,
} from '../services/bank-api/modules/pix/pix-charge.repository.ts';
import { chargeReceiver } from '../services/bank-api/modules/pix/pix-charge.service.ts';
import { payableCharge } from '../services/bank-api/modules/pix/pix-charge-pay.service.ts';
import { maskedTaxId } from '../services/bank-api/modules/pix/pix-keys.service.ts';
import { readCode } from '../services/bank-api/modules/pix/pix-qrcode.service.ts';
import type { Db } from '../tables.ts';
import { ensureClearingAccount } from './create-customer.ts';
import { SANDBOX_INSTITUTIONS } from './pix-institutions.ts';
import { receiveSandboxPix } from './pix-receive.ts';

export interface IncomingQrPix {
  /** A BR Code of this bank: a dynamic one (a charge) or a static one (a key). */
  qrCode: string;
  /** Centavos: required for a static code without amount; when given, it must be the code's amount. */
  valor?: number;
  /** The paying sandbox institution (default the first) and its customer (default its first). */
  ispb?: string;
  holderIndex?: number;
  at?: Date;
}

/**
 * A sandbox institution pays a code of this bank. A dynamic code: its charge is locked, checked
 * (paid 40078, expired 40077, unknown 40072), its receiver credited from the sandbox clearing and
 * the charge marked CONCLUIDA, all in one transaction. A static code: a Pix to its key. Refusals are
 * BankErrors (their codes are the bank's).
 */
export async function receiveSandboxQrPix(db: Db, pix: IncomingQrPix) {
  const code = readCode(pix.qrCode);
  const at = pix.at ?? new Date();
  if (code.kind === 'static') {
    // A Pix Saque code may carry a zero amount: the payer types it.
    const valor = code.amount || pix.valor;
    if (valor === undefined)
      throw invalidInput("o campo 'valor' é obrigatório quando o QR Code não traz valor");
    if (code.amount && pix.valor !== undefined && pix.valor !== code.amount) {
      throw invalidInput("o campo 'valor' deve ser o valor do QR Code");
    }
    return receiveSandboxPix(db, {
      chave: code.key,
      valor,
      at,
      ...(pix.ispb ? { ispb: pix.ispb } : {}),
      ...(pix.holderIndex !== undefined ? { holderIndex: pix.holderIndex } : {}),
    });
  }
  const institution = SANDBOX_INSTITUTIONS.find(
    (i) => i.ispb === (pix.ispb ?? SANDBOX_INSTITUTIONS[0]?.ispb),
  );
  const payer = institution?.holders[pix.holderIndex ?? 0];
  if (!institution || !payer) throw new Error('unknown sandbox institution or holder');
  return withTransaction(db, async (trx) => {
    const charge = payableCharge(await lockChargeByLocation(trx, code.url), code, at);
    if (pix.valor !== undefined && pix.valor !== charge.amount) {
      throw invalidInput("o campo 'valor' deve ser o valor da cobrança");
    }
    const receiver = await chargeReceiver(trx, charge.receiver_account_id);
    if (!receiver) throw chargeNotFound();
    const clearing = await ensureClearingAccount(trx, at);
    const posted = await postMovement(trx, {
      kind: 'PIX_RECEBIDO',
      typeId: MOVEMENT_KINDS.PIX_RECEBIDO.typeId,
      description: charge.description,
      at,
      legs: [
        { accountId: clearing, amount: -charge.amount, counterpartyName: receiver.nome },
        { accountId: receiver.accountId, amount: charge.amount, counterpartyName: payer.nome },
      ],
    });
    const endToEnd = newEndToEndId(institution.ispb, posted.at);
    await insertPixPayment(trx, {
      movementId: posted.movementId,
      endToEnd,
      chave: null,
      ispb: institution.ispb,
      at: posted.at,
    });
    const receipt = await insertReceipt(trx, {
      movementId: posted.movementId,
      operation: 'Pix',
      reason: 'Pix recebido por QR Code dinâmico',
      amount: charge.amount,
      payer: {
        nome: payer.nome,
        identificacaoFiscalMascarada: maskedTaxId(payer.taxId),
        banco: institution.nome,
        agencia: payer.agencia,
        conta: payer.conta,
      },
      destination: {
        nome: receiver.nome,
        identificacaoFiscalMascarada: receiver.taxId ? maskedTaxId(receiver.taxId) : '',
        banco: receiver.instituicao,
        agencia: receiver.agencia,
        conta: receiver.conta,
      },
      description: charge.description,
      at: posted.at,
    });
    await markChargePaid(trx, charge.txid, {
      at: posted.at,
      endToEnd,
      movementId: posted.movementId,
      payerIspb: institution.ispb,
    });
    return { idTransacao: posted.movementId, idComprovante: receipt.id, endToEnd, txid: charge.txid };
  });
}
