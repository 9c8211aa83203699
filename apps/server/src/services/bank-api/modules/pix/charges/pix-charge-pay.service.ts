import type { DynamicPixBrCode } from '@carteira/core/pix';
import { PAYMENT_REASONS } from '@carteira/core/transactions';
import type { Executor, Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import { findCustomerAccount, findOwnedAccount } from '../../account/account.repository.ts';
import type { EndToEndClaim } from '../end-to-end.ts';
import {
  accountNotFound,
  chargeExpired,
  chargeNotFound,
  chargePaid,
  invalidInput,
  sameAccount,
} from '../pix.errors.ts';
import { executePix } from '../send/pix-send.ts';
import {
  type ChargeRow,
  findChargeByLocation,
  lockChargeByLocation,
  markChargePaid,
} from './pix-charge.repository.ts';
import { chargeDetails, chargeReceiver, chargeStatus } from './pix-charge.service.ts';

/** The charge a dynamic code points at, refused unless it can be paid now (40072, 40077, 40078). */
export function payableCharge(charge: ChargeRow | undefined, code: DynamicPixBrCode, now: Date): ChargeRow {
  if (!charge || (code.txid !== undefined && code.txid !== charge.txid)) throw chargeNotFound();
  const status = chargeStatus(charge, now);
  if (status === 'CONCLUIDA') throw chargePaid();
  if (status === 'EXPIRADA') throw chargeExpired();
  return charge;
}

/** processar-qrcode for a dynamic code of this bank. */
export async function processChargeQr(db: Executor, code: DynamicPixBrCode, now: Date) {
  const charge = payableCharge(await findChargeByLocation(db, code.url), code, now);
  const receiver = await chargeReceiver(db, charge.receiver_account_id);
  if (!receiver) throw chargeNotFound();
  return chargeDetails(charge, receiver, code.merchantCity);
}

export interface ChargeOrder {
  chaveDeConta: string;
  pin: string;
  /** Centavos; when given, it must be the charge's amount. */
  valor?: number | undefined;
  descricao?: string | undefined;
  /** The end-to-end id the code's reading handed out, used once as this payment's. */
  claim?: EndToEndClaim | undefined;
}

/**
 * Pays a dynamic code of this bank: the charge is locked first (parallel payers queue; the first
 * wins, the others see it paid), then the Pix runs as every Pix (PIN, limits, balance) and the
 * charge is marked CONCLUIDA in the same transaction: exactly once, all or nothing.
 */
export async function payCharge(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  order: ChargeOrder,
  code: DynamicPixBrCode,
  idempotencyKey: string,
) {
  const source = await findOwnedAccount(trx, session.customerId, order.chaveDeConta);
  if (!source) throw accountNotFound();
  const charge = payableCharge(await lockChargeByLocation(trx, code.url), code, deps.now());
  if (order.valor !== undefined && order.valor !== charge.amount) {
    throw invalidInput("o campo 'valor' deve ser o valor da cobrança");
  }
  const receiver = await chargeReceiver(trx, charge.receiver_account_id);
  if (!receiver) throw chargeNotFound();
  if (receiver.accountId === source.id) throw sameAccount();
  const destination = receiver.isCustomer ? await findCustomerAccount(trx, receiver.accountId) : undefined;
  const paid = await executePix(trx, deps, session, {
    source,
    destination,
    creditAccountId: destination ? undefined : receiver.accountId,
    beneficiary: receiver,
    chave: null,
    valor: charge.amount,
    descricao: order.descricao ?? charge.description,
    reason: PAYMENT_REASONS.pixQrCodeDynamic,
    pin: order.pin,
    idempotencyKey,
    claim: order.claim,
  });
  const marked = await markChargePaid(trx, charge.txid, {
    at: deps.now(),
    endToEnd: paid.endToEnd,
    movementId: paid.idTransacao,
    payerIspb: null,
  });
  if (!marked) throw new Error('a locked charge changed under its lock');
  return { ...paid, txid: charge.txid };
}
