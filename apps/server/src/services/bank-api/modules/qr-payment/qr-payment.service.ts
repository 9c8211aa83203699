import { randomBytes } from 'node:crypto';
import { formatCnpj } from '@carteira/core/br';
import { centavos, formatBRL, toReais } from '@carteira/core/money';
import type { Selectable } from 'kysely';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { insertReceipt } from '../account/receipt.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { findSystemAccount } from '../ledger/ledger.repository.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { receiptParty } from '../transfer/transfer.service.ts';
import { idFrom, qrIdOf, qrText } from './qr-code-text.ts';
import type { QrMerchant, QrMerchantNetwork } from './qr-merchants.ts';
import {
  accountNotFound,
  qrAlreadyPaid,
  qrAmountChanged,
  qrExpired,
  qrNotFound,
  qrReturnRefused,
  qrUnavailable,
  qrUnreadable,
} from './qr-payment.errors.ts';
import {
  findCharge,
  findChargeByOrder,
  insertCharge,
  lockCharge,
  markChargePaid,
  openSettlementAccount,
} from './qr-payment.repository.ts';
import type { QrPaymentChargeTable } from './qr-payment.table.ts';

type Charge = Pick<
  Selectable<QrPaymentChargeTable>,
  'id' | 'merchant_id' | 'amount' | 'description' | 'expires_at' | 'status'
>;

const reais = (v: number) => toReais(centavos(v));
export function networkOf(deps: Pick<BankDeps, 'qrMerchants'>): QrMerchantNetwork {
  if (!deps.qrMerchants) throw qrUnavailable();
  return deps.qrMerchants;
}

function merchantOf(network: QrMerchantNetwork, id: string): QrMerchant {
  const merchant = network.merchant(id);
  // A code whose merchant left the scheme cannot be paid: no account to settle into.
  if (!merchant) throw qrNotFound();
  return merchant;
}

export interface QrIssue {
  merchantId: string;
  /** The merchant's order; the same order asked twice gets the same code back. */
  orderRef: string;
  /** Centavos, positive. */
  amount: number;
  description?: string | null;
  /** Until when the code can be paid. */
  expiresAt: Date;
  /** A fixed id (the sandbox's listed codes, fixedQrId); a random one otherwise. */
  id?: string;
}

/**
 * A new QR code for a merchant's order (the scheme's merchant side), issued at `issuedAt`: its text,
 * merchant, amount and expiry. The merchant's settlement account opens with its first code.
 */
export async function issueQrPayment(
  db: Executor,
  network: QrMerchantNetwork,
  issue: QrIssue,
  issuedAt: Date,
) {
  const merchant = merchantOf(network, issue.merchantId);
  if (!Number.isSafeInteger(issue.amount) || issue.amount <= 0) throw new Error('amount must be positive');
  if (issue.expiresAt.getTime() <= issuedAt.getTime()) throw new Error('a code expires after it is issued');
  if (issue.id !== undefined && !/^[A-Z0-9]{20}$/.test(issue.id)) throw new Error('bad QR code id');
  await openSettlementAccount(db, merchant.settlementAccount, `Liquidação QR: ${merchant.name}`, issuedAt);
  await insertCharge(db, {
    id: issue.id ?? idFrom(randomBytes(20)),
    merchant_id: merchant.id,
    order_ref: issue.orderRef,
    amount: centavos(issue.amount),
    description: issue.description ?? null,
    created_at: issuedAt,
    expires_at: issue.expiresAt,
  });
  const charge = await findChargeByOrder(db, merchant.id, issue.orderRef);
  if (!charge) throw new Error('the QR code was not written');
  return { qrCode: qrText(charge.id), ...describeCharge(merchant, charge) };
}

function describeCharge(merchant: QrMerchant, charge: Charge) {
  return {
    estabelecimento: {
      nome: merchant.name,
      cnpj: formatCnpj(merchant.taxId),
      cidade: merchant.city,
    },
    valor: reais(charge.amount),
    descricao: charge.description ?? '',
    dataExpiracao: toSaoPauloDateTime(new Date(charge.expires_at)),
    situacao: charge.status,
  };
}

/** The code read from its text, refused when unreadable or unknown, already paid or expired at `now`. */
async function payableCharge(charge: Awaited<ReturnType<typeof findCharge>>, now: Date): Promise<Charge> {
  if (!charge) throw qrNotFound();
  if (charge.status === 'PAGO') throw qrAlreadyPaid();
  if (now.getTime() >= new Date(charge.expires_at).getTime()) throw qrExpired();
  return charge;
}

function idOf(text: string): string {
  const id = qrIdOf(text);
  if (!id) throw qrUnreadable();
  return id;
}

/** dimoqrcode/validar: what the review shows (merchant, amount, expiry) of a code that can be paid now. */
export async function validateQr(db: Executor, deps: BankDeps, qrCode: string) {
  const network = networkOf(deps);
  const id = idOf(qrCode);
  const charge = await payableCharge(await findCharge(db, id), deps.now());
  return { qrCode: qrText(id), ...describeCharge(merchantOf(network, charge.merchant_id), charge) };
}

export interface QrPayOrder {
  chaveDeConta: string;
  pin: string;
  qrCode: string;
  /** Centavos: the amount the review showed; refused if the code asks for another. */
  valor: number;
}

/**
 * dimoqrcode/efetuar-pagamento: the code locked and checked again, the PIN, then one ledger movement
 * from the customer's account to the merchant's settlement account (type 4078), the code marked paid and
 * the receipt, in the idempotency transaction: a repeated key gets this answer back, a second key for
 * a paid code gets 'already paid'.
 */
export async function payQr(trx: Trx, deps: BankDeps, session: BankSession, order: QrPayOrder, key: string) {
  const network = networkOf(deps);
  const account = await findOwnedAccount(trx, session.customerId, order.chaveDeConta);
  if (!account) throw accountNotFound();
  const id = idOf(order.qrCode);
  const now = deps.now();
  const charge = await payableCharge(await lockCharge(trx, id), now);
  const merchant = merchantOf(network, charge.merchant_id);
  if (order.valor !== charge.amount) {
    throw qrAmountChanged(`Valor do QR code: ${formatBRL(centavos(charge.amount))}`);
  }
  await checkAccountPin(trx, account.id, order.pin, deps.config.pinPepper);
  const settlement = await findSystemAccount(trx, merchant.settlementAccount);
  if (!settlement) throw new Error('the merchant settlement account is missing');
  const kind = MOVEMENT_KINDS.QR_PAGAMENTO;
  const posted = await postMovement(trx, {
    kind: 'QR_PAGAMENTO',
    typeId: kind.typeId,
    description: merchant.name,
    customerId: session.customerId,
    idempotencyKey: key,
    at: now,
    legs: [
      { accountId: account.id, amount: centavos(-charge.amount), counterpartyName: merchant.name },
      { accountId: settlement.id, amount: charge.amount, counterpartyName: account.nome },
    ],
  });
  await markChargePaid(trx, id, { movementId: posted.movementId, accountId: account.id, at: posted.at });
  const receipt = await insertReceipt(trx, {
    movementId: posted.movementId,
    operation: kind.label,
    reason: 'Pagamento com QR code Carteira',
    amount: charge.amount,
    payer: receiptParty(account),
    destination: {
      nome: merchant.name,
      identificacaoFiscalMascarada: formatCnpj(merchant.taxId),
      banco: '',
      agencia: '',
      conta: '',
    },
    description: charge.description,
    at: posted.at,
  });
  return {
    idTransacao: posted.movementId,
    idComprovante: receipt.id,
    autenticacao: receipt.authentication,
    status: 'EFETIVADO',
    tipoTransacao: kind.typeId,
    valor: reais(charge.amount),
    dataHora: toSaoPauloDateTime(posted.at),
    estabelecimento: merchant.name,
    qrCode: qrText(id),
  };
}

/**
 * A return or abort address of the partner's QR link, allowed only when it is https (http only for a
 * loopback host), carries no user or password, and its origin is one the network lists: the app never
 * sends the customer to an address the bank has not vetted.
 */
export function allowedReturn(address: string, origins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
  if (url.username || url.password) return null;
  return origins.includes(url.origin) ? url.href : null;
}

export interface ReturnAddresses {
  enderecoRetorno?: string | undefined;
  enderecoAbandono?: string | undefined;
}

/**
 * dimoqrcode/validar-retorno: the partner link's return and abort addresses, each checked against the
 * allow-list; an abort address left out is the partner's checkout payment page.
 */
export function checkReturnAddresses(deps: BankDeps, asked: ReturnAddresses) {
  const network = networkOf(deps);
  const vet = (address: string | undefined, field: string) => {
    if (address === undefined || address === '') return null;
    const allowed = allowedReturn(address, network.returnOrigins);
    if (!allowed) throw qrReturnRefused(`Endereço não autorizado: ${field}`);
    return allowed;
  };
  const retorno = vet(asked.enderecoRetorno, 'enderecoRetorno');
  const abandono = vet(asked.enderecoAbandono, 'enderecoAbandono') ?? network.checkoutPage;
  return { enderecoRetorno: retorno ?? network.checkoutPage, enderecoAbandono: abandono };
}
