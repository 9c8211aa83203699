import { centavos, toReais } from '@carteira/core/money';
import {
  BrCodeBuildError,
  type BrCodeParseFailure,
  buildBrCode,
  normalizePastedCode,
  type PixBrCode,
  PixQrType,
  parseBrCode,
  pixKeyTypeName,
} from '@carteira/core/pix';
import { PAYMENT_REASONS } from '@carteira/core/transactions';
import { withTransaction } from '../../../../../platform/database/transaction.ts';
import type { Executor, Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import { findCustomer, findOwnedAccount } from '../../account/account.repository.ts';
import { BANK_ISPB } from '../../account/bank-identity.ts';
import { newEndToEndId } from '../end-to-end.ts';
import { holderOf } from '../keys/pix-keys.service.ts';
import {
  accountNotFound,
  invalidInput,
  keyNotFound,
  payloadUnavailable,
  qrInvalid,
  withdrawRefused,
} from '../pix.errors.ts';
import { findKey } from '../pix.repository.ts';
import { anyKey } from '../pix.schemas.ts';
import { sendPixToKey } from '../send/pix-payment.service.ts';
import { payWithdrawal, type WithdrawOrder, withdrawDetails } from '../withdraw/pix-withdraw.service.ts';
import { PIX_LOCATION_HOST } from './pix-charge.service.ts';
import { payCharge, processChargeQr } from './pix-charge-pay.service.ts';
import { findQrRead, qrReadClaim, rememberQrRead } from './qr-read.ts';

/** The city a code carries when the holder has no address on file. */
const DEFAULT_CITY = 'SAO PAULO';

const REASONS: Record<BrCodeParseFailure, string> = {
  'not-pix': 'O código não é um QR Code Pix',
  crc: 'O código de verificação (CRC) do QR Code não confere',
  format: 'O QR Code está mal formado',
  amount: 'O valor do QR Code é inválido',
  txid: 'O identificador (txid) do QR Code é inválido',
  key: 'A chave Pix do QR Code é inválida',
  url: 'O endereço do QR Code dinâmico é inválido',
  unsupported: 'Este tipo de QR Code Pix não é aceito',
};

export interface StaticQrInput {
  chaveDeConta: string;
  chave: string;
  valor?: number | undefined;
  descricao?: string | undefined;
  txid?: string | undefined;
}

/** A static code for one of the caller's own keys, with the holder's name and city. */
export async function generateStaticQr(db: Executor, session: BankSession, input: StaticQrInput) {
  const account = await findOwnedAccount(db, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  const entry = await findKey(db, input.chave);
  if (!entry || entry.account_id !== account.id) throw keyNotFound();
  const customer = await findCustomer(db, session.customerId);
  let qrCode: string;
  try {
    qrCode = buildBrCode({
      kind: 'static',
      key: entry.chave,
      merchantName: account.nome,
      merchantCity: customer?.endereco?.cidade || DEFAULT_CITY,
      ...(input.valor ? { amount: centavos(input.valor) } : {}),
      ...(input.descricao ? { description: input.descricao } : {}),
      ...(input.txid ? { txid: input.txid } : {}),
    });
  } catch (err) {
    if (err instanceof BrCodeBuildError) throw invalidInput('o QR Code não pôde ser gerado com estes dados');
    throw err;
  }
  return {
    qrCode,
    chave: entry.chave,
    valor: input.valor ? toReais(centavos(input.valor)) : null,
    tipoQRCode: PixQrType.STATIC,
  };
}

/**
 * A code this bank can pay: a static one, or a dynamic one of its own charges. A valid dynamic code of
 * another institution keeps its payload at that institution's location, which this bank does not load:
 * its payer is told the details could not be loaded (40086), not that the code is invalid; another
 * institution paying such a code here is refused as not this bank's (40072).
 */
export function readCode(text: string, side: 'payer' | 'receiver' = 'payer'): PixBrCode {
  const parsed = parseBrCode(normalizePastedCode(text));
  if (!parsed.ok) throw qrInvalid(REASONS[parsed.reason]);
  if (parsed.code.kind === 'dynamic' && !parsed.code.url.startsWith(`${PIX_LOCATION_HOST}/`)) {
    throw side === 'payer' ? payloadUnavailable() : qrInvalid('Cobrança não encontrada');
  }
  return parsed.code;
}

/** What a code says, read in a transaction: see processQr. */
async function describeCode(trx: Trx, text: string, now: Date) {
  const code = readCode(text);
  if (code.kind === 'dynamic') return processChargeQr(trx, code, now);
  const entry = await findKey(trx, code.key);
  if (!entry) throw keyNotFound();
  const saqueTroco = await withdrawDetails(trx, code, now);
  return {
    tipoQRCode: code.qrType,
    chave: code.key,
    tipoChave: pixKeyTypeName(code.keyType),
    nome: code.merchantName,
    cidade: code.merchantCity,
    valor: code.amount === undefined ? null : toReais(code.amount),
    txid: code.txid ?? null,
    descricao: code.description ?? null,
    beneficiario: holderOf(entry),
    ...(saqueTroco === undefined ? {} : { saqueTroco }),
  };
}

/**
 * What a code says. A static code: who holds its key according to the directory. A dynamic code:
 * the charge behind its location (amount, receiver, txid, expiry), refused when paid or expired. The
 * reading hands out the end-to-end id the payment will carry (`endToEnd`, kept with the code read for
 * 30 minutes) and the code's reference (`referenciaInterna`, its txid), which the payment names.
 */
export function processQr(deps: BankDeps, session: BankSession, text: string) {
  return withTransaction(deps.db, async (trx) => {
    const now = deps.now();
    const details = await describeCode(trx, text, now);
    const endToEnd = newEndToEndId(BANK_ISPB, now);
    await rememberQrRead(trx, { endToEnd, customerId: session.customerId, qrCode: text }, now);
    return { ...details, endToEnd, referenciaInterna: details.txid };
  });
}

export interface QrOrder {
  chaveDeConta: string;
  pin: string;
  /** The code itself; optional when `endToEnd` names a reading of it (the spec's payload). */
  qrCode?: string | undefined;
  /** The end-to-end id processar-qrcode handed out: the code read is paid, under this id. */
  endToEnd?: string | undefined;
  /** The spec's echo of the reading (checked against the code read when given). */
  tipoQRCode?: number | undefined;
  chaveEnderecamento?: string | null | undefined;
  referenciaInterna?: string | null | undefined;
  /** Centavos: the spec's name for `valor`. */
  valorOperacao?: number | undefined;
  valor?: number | undefined;
  descricao?: string | undefined;
  finalidadeDaTransacao?: WithdrawOrder['finalidadeDaTransacao'];
  valorSaqueTroco?: number | undefined;
  modalidadeAgente?: WithdrawOrder['modalidadeAgente'];
  prestadorDoServicoDeSaque?: string | undefined;
}

/**
 * Pays a static code (the code's amount when it has one, the customer's otherwise) or a dynamic
 * one of this bank (the charge's amount, once).
 */
export async function payQr(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  order: QrOrder,
  idempotencyKey: string,
) {
  const read = await codeToPay(trx, deps, session, order);
  const code = readCode(read.qrCode);
  checkEcho(order, code);
  if (code.kind === 'dynamic') {
    if (order.finalidadeDaTransacao !== undefined) {
      throw withdrawRefused('O QR Code não é de um ponto de Pix Saque ou Troco');
    }
    const paid = await payCharge(trx, deps, session, read, code, idempotencyKey);
    return { ...paid, tipoQRCode: code.qrType, chaveEnderecamento: null, referenciaInterna: paid.txid };
  }
  if (code.withdrawalFacilitator !== undefined || order.finalidadeDaTransacao !== undefined) {
    return payWithdrawal(trx, deps, session, read, code, idempotencyKey);
  }
  const amount = code.amount ?? read.valor;
  if (amount === undefined) {
    throw invalidInput("o campo 'valor' é obrigatório quando o QR Code não traz valor");
  }
  if (code.amount !== undefined && read.valor !== undefined && read.valor !== code.amount) {
    throw invalidInput("o campo 'valor' deve ser o valor do QR Code");
  }
  const paid = await sendPixToKey(
    trx,
    deps,
    session,
    {
      chaveDeConta: order.chaveDeConta,
      pin: order.pin,
      valor: amount,
      chave: code.key,
      descricao: order.descricao ?? code.description,
      reason: PAYMENT_REASONS.pixQrCode,
      claim: read.claim,
    },
    idempotencyKey,
  );
  return {
    ...paid,
    tipoQRCode: code.qrType,
    chaveEnderecamento: code.key,
    referenciaInterna: code.txid ?? null,
  };
}

/**
 * The code a payment pays and the amount it names: the code read under `endToEnd` (whose id the
 * payment then takes, once), or the code sent as it is. A sent code must be the one read.
 */
async function codeToPay(trx: Trx, deps: BankDeps, session: BankSession, order: QrOrder) {
  const valor = order.valor ?? order.valorOperacao;
  if (order.endToEnd === undefined) {
    if (order.qrCode === undefined) throw invalidInput("informe o 'endToEnd' da leitura do QR Code");
    return { ...order, qrCode: order.qrCode, valor, claim: undefined };
  }
  const qrCode = await findQrRead(trx, order.endToEnd, session.customerId, deps.now());
  if (qrCode === undefined) {
    throw invalidInput("o campo 'endToEnd' não é de uma leitura recente de QR Code desta conta");
  }
  if (order.qrCode !== undefined && normalizePastedCode(order.qrCode) !== normalizePastedCode(qrCode)) {
    throw invalidInput("o campo 'qrCode' não é o QR Code lido");
  }
  return { ...order, qrCode, valor, claim: qrReadClaim(order.endToEnd, session.customerId) };
}

/** The spec's echo of the reading, when sent, must say what the code says. */
function checkEcho(order: QrOrder, code: PixBrCode): void {
  if (order.tipoQRCode !== undefined && order.tipoQRCode !== code.qrType) {
    throw invalidInput("o campo 'tipoQRCode' não é o do QR Code lido");
  }
  // the key in the form the payload's field takes it (anyKey), as the echo was read
  const key = code.kind === 'static' ? (anyKey.safeParse(code.key).data ?? code.key) : null;
  if (order.chaveEnderecamento !== undefined && (order.chaveEnderecamento ?? null) !== key) {
    throw invalidInput("o campo 'chaveEnderecamento' não é a chave do QR Code lido");
  }
  const reference = code.kind === 'static' ? (code.txid ?? null) : undefined;
  if (
    reference !== undefined &&
    order.referenciaInterna !== undefined &&
    (order.referenciaInterna ?? null) !== reference
  ) {
    throw invalidInput("o campo 'referenciaInterna' não é a do QR Code lido");
  }
}
