import { centavos } from '@carteira/core/money';
import { PAYMENT_REASONS } from '@carteira/core/transactions';
import { withTransaction } from '../../../../../platform/database/transaction.ts';
import type { Db, Trx } from '../../../bank-database.ts';
import { findCustomerAccount } from '../../account/account.repository.ts';
import type { ReceiptParty } from '../../account/account.table.ts';
import { insertReceipt } from '../../account/receipt.repository.ts';
import { postMovement } from '../../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../../ledger/movement-kinds.ts';
import { receiptParty } from '../../transfer/transfer.service.ts';
import { lockChargeByLocation, markChargePaid } from '../charges/pix-charge.repository.ts';
import { chargeReceiver } from '../charges/pix-charge.service.ts';
import { payableCharge } from '../charges/pix-charge-pay.service.ts';
import { readCode } from '../charges/pix-qrcode.service.ts';
import { newEndToEndId } from '../end-to-end.ts';
import { maskedTaxId } from '../keys/pix-keys.service.ts';
import { chargeNotFound, invalidInput } from '../pix.errors.ts';
import { findKey, insertPixPayment } from '../pix.repository.ts';
import type { ClearingAccount } from '../send/clearing-account.ts';
import { clearingAccountId } from '../send/pix-send.ts';

/** What receiving a Pix needs: the database and the clearing account it arrives through. */
export interface IncomingPixDeps {
  db: Db;
  clearing: ClearingAccount;
}

/** Who pays, at another institution. */
export interface IncomingPayer {
  ispb: string;
  /** The institution's name, as the receipt shows it. */
  instituicao: string;
  nome: string;
  taxId: string;
  agencia: string;
  conta: string;
}

export interface IncomingKeyPix {
  /** A key of this bank, in the DICT form. */
  chave: string;
  /** Centavos, positive. */
  valor: number;
  payer: IncomingPayer;
  descricao?: string | undefined;
  at: Date;
}

export interface IncomingCodePix {
  /** A BR Code of this bank: a dynamic one (a charge) or a static one (a key). */
  qrCode: string;
  /** Centavos: required for a static code without amount; when given, it must be the code's amount. */
  valor?: number | undefined;
  payer: IncomingPayer;
  at: Date;
}

interface Credit {
  accountId: string;
  receiverName: string;
  destination: ReceiptParty;
  amount: number;
  payer: IncomingPayer;
  chave: string | null;
  reason: string;
  description: string | null;
  at: Date;
}

/**
 * Credit an incoming Pix, the one way money arrives from another institution: from the clearing
 * account to the receiver through the ledger, the Pix row with an end-to-end id of the payer's ISPB,
 * and the receipt.
 */
async function creditIncomingPix(trx: Trx, clearing: ClearingAccount, credit: Credit) {
  const clearingId = await clearingAccountId(trx, clearing);
  const posted = await postMovement(trx, {
    kind: 'PIX_RECEBIDO',
    typeId: MOVEMENT_KINDS.PIX_RECEBIDO.typeId,
    description: credit.description,
    at: credit.at,
    legs: [
      { accountId: clearingId, amount: centavos(-credit.amount), counterpartyName: credit.receiverName },
      { accountId: credit.accountId, amount: centavos(credit.amount), counterpartyName: credit.payer.nome },
    ],
  });
  const endToEnd = newEndToEndId(credit.payer.ispb, posted.at);
  await insertPixPayment(trx, {
    movementId: posted.movementId,
    endToEnd,
    chave: credit.chave,
    ispb: credit.payer.ispb,
    at: posted.at,
  });
  const receipt = await insertReceipt(trx, {
    movementId: posted.movementId,
    operation: 'Pix',
    reason: credit.reason,
    amount: credit.amount,
    payer: {
      nome: credit.payer.nome,
      identificacaoFiscalMascarada: maskedTaxId(credit.payer.taxId),
      banco: credit.payer.instituicao,
      agencia: credit.payer.agencia,
      conta: credit.payer.conta,
    },
    destination: credit.destination,
    description: credit.description,
    at: posted.at,
  });
  return { movementId: posted.movementId, at: posted.at, receiptId: receipt.id, endToEnd };
}

/** A Pix from another institution to a key of this bank. */
export async function receivePixByKey(deps: IncomingPixDeps, pix: IncomingKeyPix) {
  if (!Number.isSafeInteger(pix.valor) || pix.valor <= 0)
    throw new Error('the amount must be positive centavos');
  return withTransaction(deps.db, async (trx) => {
    const entry = await findKey(trx, pix.chave);
    const account = entry?.account_id ? await findCustomerAccount(trx, entry.account_id) : undefined;
    if (!entry || !account) throw new Error('the key is not held by an account of this bank');
    const done = await creditIncomingPix(trx, deps.clearing, {
      accountId: account.id,
      receiverName: account.nome,
      destination: receiptParty(account),
      amount: pix.valor,
      payer: pix.payer,
      chave: entry.chave,
      reason: PAYMENT_REASONS.pixReceived,
      description: pix.descricao ?? null,
      at: pix.at,
    });
    return { idTransacao: done.movementId, idComprovante: done.receiptId, endToEnd: done.endToEnd };
  });
}

/**
 * Another institution pays a code of this bank. A dynamic code: its charge is locked, checked (paid
 * 40078, expired 40077, unknown 40072), its receiver credited and the charge marked CONCLUIDA, all in
 * one transaction. A static code: a Pix to its key. Refusals are BankErrors.
 */
export async function receivePixByCode(deps: IncomingPixDeps, pix: IncomingCodePix) {
  const code = readCode(pix.qrCode, 'receiver');
  if (code.kind === 'static') {
    // A Pix Saque code may carry a zero amount: the payer types it.
    const valor = code.amount || pix.valor;
    if (valor === undefined)
      throw invalidInput("o campo 'valor' é obrigatório quando o QR Code não traz valor");
    if (code.amount && pix.valor !== undefined && pix.valor !== code.amount) {
      throw invalidInput("o campo 'valor' deve ser o valor do QR Code");
    }
    return receivePixByKey(deps, { chave: code.key, valor, payer: pix.payer, at: pix.at });
  }
  return withTransaction(deps.db, async (trx) => {
    const charge = payableCharge(await lockChargeByLocation(trx, code.url), code, pix.at);
    if (pix.valor !== undefined && pix.valor !== charge.amount) {
      throw invalidInput("o campo 'valor' deve ser o valor da cobrança");
    }
    const receiver = await chargeReceiver(trx, charge.receiver_account_id);
    if (!receiver) throw chargeNotFound();
    const done = await creditIncomingPix(trx, deps.clearing, {
      accountId: receiver.accountId,
      receiverName: receiver.nome,
      destination: {
        nome: receiver.nome,
        identificacaoFiscalMascarada: receiver.taxId ? maskedTaxId(receiver.taxId) : '',
        banco: receiver.instituicao,
        agencia: receiver.agencia,
        conta: receiver.conta,
      },
      amount: charge.amount,
      payer: pix.payer,
      chave: null,
      reason: PAYMENT_REASONS.pixReceivedQrCodeDynamic,
      description: charge.description,
      at: pix.at,
    });
    await markChargePaid(trx, charge.txid, {
      at: done.at,
      endToEnd: done.endToEnd,
      movementId: done.movementId,
      payerIspb: pix.payer.ispb,
    });
    return {
      idTransacao: done.movementId,
      idComprovante: done.receiptId,
      endToEnd: done.endToEnd,
      txid: charge.txid,
    };
  });
}
