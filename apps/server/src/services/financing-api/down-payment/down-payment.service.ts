import { type Centavos, centavos, negate } from '@carteira/core/money';
import { createPixCharge, getPixCharge } from '../../bank-api/public.ts';
import type { FinancingCaller } from '../auth/financing-auth.service.ts';
import {
  type ContractingRow,
  json,
  lockContracting,
  updateContracting,
} from '../contracting/contracting.repository.ts';
import { inContracting } from '../contracting/contracting.service.ts';
import { advance, applyEvent, statusOf } from '../contracting/contracting-advance.ts';
import { allows } from '../contracting/contracting-status.ts';
import { money } from '../contracting/contracting-view.ts';
import { contractingNotFound, wrongStatus } from '../financing.errors.ts';
import type { Db, Trx } from '../financing-database.ts';
import type { DownPaymentLedger } from './down-payment-ledger.ts';
import { ensureFinancingAccount, FINANCING_COMPANY_NAME } from './financing-account.ts';
import { DOWN_PAYMENT_KIND, DOWN_PAYMENT_TYPE_ID } from './refund.ts';

/** A Pix code for the down payment is valid 599 seconds (financing.md section 9). */
export const PIX_SECONDS = 599;
export const PIX_PURPOSE = 'financing-down-payment';
export const PAYMENT_METHODS = ['DEBITO_EM_CONTA', 'PIX'] as const;

function downPaymentOf(row: ContractingRow): Centavos {
  if (!allows('PAY_DOWN_PAYMENT', statusOf(row)) || !row.proposal) {
    throw wrongStatus(row.status, 'A contratação não aguarda o pagamento da entrada');
  }
  return centavos(row.proposal.downPaymentCents);
}

/** downpayment/{key}/available-payment-method */
export async function availablePaymentMethods(db: Db, caller: FinancingCaller, key: string, now: Date) {
  return inContracting(db, caller, key, now, async (_trx, row) => ({
    availableMethods: [...PAYMENT_METHODS],
    value: money(downPaymentOf(row)),
  }));
}

/**
 * downpayment/{key}/pix-payment: a dynamic Pix code of exactly the down payment into the financing
 * company's account; the same code while it is valid, a new one once it expired.
 */
export async function pixPayment(db: Db, caller: FinancingCaller, key: string, now: Date) {
  return inContracting(db, caller, key, now, async (trx, row) => {
    const amount = downPaymentOf(row);
    if (row.pix_txid && row.pix_qr_code && row.pix_expires_at) {
      const current = await getPixCharge(trx, row.pix_txid, now);
      if (current?.status === 'ATIVA' && current.amountCents === amount) {
        return pixAnswer(row.pix_qr_code, amount, row.pix_txid, row.pix_expires_at, now);
      }
    }
    const expiresAt = new Date(now.getTime() + PIX_SECONDS * 1000);
    const receiver = await ensureFinancingAccount(trx, now);
    const product = row.product;
    const charge = await createPixCharge(
      trx,
      {
        receiverAccountId: receiver,
        amountCents: amount,
        expiresAt,
        description: `Entrada do financiamento ${product ? `${product.name} ${product.storage}` : ''}`.trim(),
        purpose: PIX_PURPOSE,
        reference: row.id,
      },
      { now },
    );
    await updateContracting(
      trx,
      row.id,
      {
        pix_txid: charge.txid,
        pix_qr_code: charge.qrCode,
        pix_expires_at: expiresAt,
        pix_charges: json([...(row.pix_charges ?? []), { txid: charge.txid, state: 'open' }]),
      },
      now,
    );
    return pixAnswer(charge.qrCode, amount, charge.txid, expiresAt, now);
  });
}

function pixAnswer(qrCode: string, amount: number, txid: string, expiresAt: Date, now: Date) {
  return {
    qrCode,
    value: money(amount),
    expiresInSeconds: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    expiresAt: expiresAt.toISOString(),
    txid,
  };
}

/**
 * The down payment by account debit, in the caller's (idempotent) transaction: the customer's account
 * to the financing company's, and the contracting moved on, together or not at all.
 */
export async function payDownPaymentFromBalance(
  trx: Trx,
  ledger: DownPaymentLedger,
  input: { customerId: string; accountId: string; contractingKey: string; idempotencyKey: string; now: Date },
) {
  const { now } = input;
  const locked = await lockContracting(trx, input.customerId, input.contractingKey);
  if (!locked) throw contractingNotFound();
  const row = await advance(trx, locked, now);
  const amount = downPaymentOf(row);
  const financing = await ensureFinancingAccount(trx, now);
  const product = row.product;
  const posted = await ledger.post(trx, {
    kind: DOWN_PAYMENT_KIND,
    typeId: DOWN_PAYMENT_TYPE_ID,
    description: `Entrada do financiamento ${product ? product.name : ''}`.trim(),
    customerId: input.customerId,
    idempotencyKey: input.idempotencyKey,
    at: now,
    legs: [
      { accountId: input.accountId, amount: negate(amount), counterpartyName: FINANCING_COMPANY_NAME },
      { accountId: financing, amount, counterpartyName: null },
    ],
  });
  const updated = await applyEvent(
    trx,
    row,
    'DOWN_PAYMENT_PAID',
    {
      down_payment_paid_at: now,
      down_payment_method: 'DEBITO_EM_CONTA',
      down_payment_amount: amount,
      down_payment_movement_id: posted.movementId,
      invoicing_started_at: now,
    },
    now,
  );
  return { row: updated, amount, movementId: posted.movementId };
}
