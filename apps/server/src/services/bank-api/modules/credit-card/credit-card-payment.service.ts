import { toSaoPauloDate } from '@carteira/core/calendar';
import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound } from '../account/account.errors.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { findBankBoleto, insertBankBoleto } from '../boleto/deposit-boleto.service.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS, type MovementKind } from '../ledger/movement-kinds.ts';
import { findCharge } from '../pix/charges/pix-charge.repository.ts';
import { createPixCharge, getPixCharge } from '../pix/charges/pix-charge.service.ts';
import {
  creditCardNotFound,
  invoiceNotFound,
  paymentAboveOwed,
  paymentBelowMinimum,
} from './credit-card.errors.ts';
import {
  type CreditCardRow,
  changeCreditCard,
  ensureCreditAccount,
  findOwnInvoice,
  type InvoiceRow,
  insertInvoiceBoleto,
  insertItem,
  insertPayment,
  insertPixCharge,
  lockCreditCard,
  lockInvoiceBoleto,
  lockPixCharge,
  openInvoiceBoletos,
  openPixCharges,
  RECEIVABLES_ACCOUNT,
  setInvoiceBoletoState,
  setPixChargeState,
} from './credit-card.repository.ts';
import { minimumOf, openInvoiceOf, owed } from './invoice-rules.ts';

const reais = (cents: number) => toReais(centavos(cents));
/** An invoice's Pix code is good for 24 hours. */
const PIX_CHARGE_TTL_MS = 24 * 60 * 60_000;

async function ownInvoice(trx: Trx, session: BankSession, input: { chaveDeConta: string; faturaId: string }) {
  const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  const card = await lockCreditCard(trx, session.customerId);
  if (!card) throw creditCardNotFound();
  const invoice = await findOwnInvoice(trx, session.customerId, input.faturaId, true);
  if (!invoice) throw invoiceNotFound();
  return { account, card, invoice };
}

/**
 * A payment received for an invoice (already in the receivables account): the invoice's paid amount
 * and the card's used limit go down together. Anything above what a closed invoice owed is a credit
 * carried to the open invoice (a CREDITO_ANTERIOR item, "previous credit"), up to what the open invoice
 * owes; the money stays in the receivables. The rest goes back to the customer's account by the ledger.
 */
export async function applyPayment(
  trx: Trx,
  card: CreditCardRow,
  invoice: InvoiceRow,
  payment: {
    amount: number;
    method: 'PIX' | 'DEBITO_CONTA' | 'BOLETO';
    movementId: string | null;
    txid: string | null;
    at: Date;
  },
): Promise<number> {
  const applied = Math.min(payment.amount, owed(invoice), card.used);
  if (applied > 0) {
    await insertPayment(trx, {
      invoiceId: invoice.id,
      method: payment.method,
      amount: applied,
      movementId: payment.movementId,
      txid: payment.txid,
      at: payment.at,
    });
    await changeCreditCard(trx, card.customer_id, { used: -applied });
  }
  let excess = payment.amount - applied;
  if (excess > 0 && invoice.status !== 'ABERTA') {
    const open = await openInvoiceOf(trx, card, payment.at);
    const credit = Math.min(excess, owed(open), card.used - applied);
    if (open.id !== invoice.id && credit > 0) {
      await insertItem(trx, {
        invoiceId: open.id,
        typeId: 2,
        kind: 'CREDITO_ANTERIOR',
        description: `Crédito da fatura de ${invoice.due_date.split('-').reverse().join('/')}`,
        amount: credit,
        at: payment.at,
        refDate: invoice.due_date,
      });
      await changeCreditCard(trx, card.customer_id, { used: -credit });
      excess -= credit;
    }
  }
  if (excess > 0) {
    const kind = MOVEMENT_KINDS.ESTORNO_PAGAMENTO_FATURA_CARTAO;
    await postMovement(trx, {
      kind: 'ESTORNO_PAGAMENTO_FATURA_CARTAO',
      typeId: kind.typeId,
      description: kind.label,
      idempotencyKey: `credit-card-excess-${payment.txid ?? payment.movementId}`,
      at: payment.at,
      legs: [
        {
          accountId: await ensureCreditAccount(trx, RECEIVABLES_ACCOUNT, payment.at),
          amount: centavos(-excess),
        },
        { accountId: card.account_id, amount: centavos(excess) },
      ],
    });
  }
  return applied;
}

/**
 * contas/cartao-garantia/faturas/debito-conta: PIN, then the ledger moves the amount from the account
 * to the card's receivables, and the limit is freed.
 */
export async function payByAccountDebit(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; faturaId: string; valor: number; pin: string },
  idempotencyKey: string,
) {
  const { account, card, invoice } = await ownInvoice(trx, session, input);
  if (input.valor > owed(invoice)) throw paymentAboveOwed();
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  const now = deps.now();
  const posted = await debitIntoReceivables(trx, {
    kind: 'PAGAMENTO_FATURA_CARTAO',
    accountId: account.id,
    last4: card.last4,
    customerId: session.customerId,
    amount: input.valor,
    idempotencyKey,
    now,
  });
  await applyPayment(trx, card, invoice, {
    amount: input.valor,
    method: 'DEBITO_CONTA',
    movementId: posted.movementId,
    txid: null,
    at: now,
  });
  return { idTransacao: posted.movementId, valor: reais(input.valor), dataHora: toSaoPauloDateTime(now) };
}

/**
 * contas/cartao-garantia/faturas/qr-code-pix: a Pix charge into the card's receivables for the amount
 * (what the invoice owes by default). Whoever pays it, the payment is applied when the bank sees it.
 */
export async function invoicePixCode(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; faturaId: string; valor?: number | undefined },
) {
  const { card, invoice } = await ownInvoice(trx, session, input);
  const amount = input.valor ?? owed(invoice);
  if (amount <= 0 || amount > owed(invoice)) throw paymentAboveOwed();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + PIX_CHARGE_TTL_MS);
  const charge = await createPixCharge(
    trx,
    {
      receiverAccountId: await ensureCreditAccount(trx, RECEIVABLES_ACCOUNT, now),
      amountCents: amount,
      expiresAt,
      description: `Fatura do cartão final ${card.last4}`,
      purpose: 'credit-card-invoice',
      reference: invoice.id,
    },
    { now },
  );
  await insertPixCharge(trx, {
    txid: charge.txid,
    invoiceId: invoice.id,
    customerId: card.customer_id,
    amount,
    at: now,
  });
  return {
    txid: charge.txid,
    qrCode: charge.qrCode,
    valor: reais(amount),
    dataExpiracao: toSaoPauloDateTime(expiresAt),
  };
}

/** Applies the paid Pix charges of invoices (one customer's, or everyone's); expired ones are dropped. */
export async function settleInvoicePixCharges(trx: Trx, now: Date, customerId?: string): Promise<number> {
  let count = 0;
  for (const open of await openPixCharges(trx, customerId)) {
    const charge = await lockPixCharge(trx, open.txid);
    if (charge?.state !== 'open') continue;
    const info = await getPixCharge(trx, charge.txid, now);
    if (!info || info.status === 'EXPIRADA') {
      await setPixChargeState(trx, charge.txid, 'expired');
      continue;
    }
    if (info.status !== 'CONCLUIDA') continue;
    const card = await lockCreditCard(trx, charge.customer_id);
    const invoice = card ? await findOwnInvoice(trx, charge.customer_id, charge.invoice_id, true) : undefined;
    if (!card || !invoice) continue;
    const paid = await findCharge(trx, charge.txid);
    await applyPayment(trx, card, invoice, {
      amount: charge.amount,
      method: 'PIX',
      movementId: paid?.movement_id ?? null,
      txid: charge.txid,
      at: info.paidAt ?? now,
    });
    await setPixChargeState(trx, charge.txid, 'paid');
    count++;
  }
  return count;
}

/**
 * contas/cartao-garantia/faturas/boleto: a boleto of this bank into the card's receivables, for what the
 * invoice owes or an amount between its minimum and that; due on the invoice's due date (today when past).
 * Whoever pays it, the payment is applied when the bank sees it paid.
 */
export async function invoiceBoleto(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; faturaId: string; valor?: number | undefined },
) {
  const { card, invoice } = await ownInvoice(trx, session, input);
  const due = owed(invoice);
  const amount = input.valor ?? due;
  if (amount <= 0 || amount > due) throw paymentAboveOwed();
  if (amount < Math.min(minimumOf(invoice), due)) throw paymentBelowMinimum();
  const now = deps.now();
  const today = toSaoPauloDate(now);
  const row = await insertBankBoleto(trx, {
    accountId: await ensureCreditAccount(trx, RECEIVABLES_ACCOUNT, now),
    customerId: card.customer_id,
    agencia: '0001',
    numero: card.last4,
    amount,
    due: invoice.due_date < today ? today : invoice.due_date,
    purpose: 'credit-card-invoice',
    now,
  });
  await insertInvoiceBoleto(trx, {
    boletoId: row.id,
    invoiceId: invoice.id,
    customerId: card.customer_id,
    amount,
    at: now,
  });
  return {
    idBoleto: row.id,
    linhaDigitavel: row.line,
    codigoDeBarras: row.barcode,
    valor: reais(amount),
    dataVencimento: row.due_date,
  };
}

/** Applies the paid boletos of invoices (one customer's, or everyone's) once; cancelled ones are dropped. */
export async function settleInvoiceBoletos(trx: Trx, now: Date, customerId?: string): Promise<number> {
  let count = 0;
  for (const open of await openInvoiceBoletos(trx, customerId)) {
    const mine = await lockInvoiceBoleto(trx, open.boleto_id);
    if (mine?.state !== 'open') continue;
    const boleto = await findBankBoleto(trx, mine.boleto_id);
    if (!boleto || boleto.status === 'BAIXADO') {
      await setInvoiceBoletoState(trx, mine.boleto_id, 'expired');
      continue;
    }
    if (boleto.status !== 'PAGO') continue;
    const card = await lockCreditCard(trx, mine.customer_id);
    const invoice = card ? await findOwnInvoice(trx, mine.customer_id, mine.invoice_id, true) : undefined;
    if (!card || !invoice) continue;
    await applyPayment(trx, card, invoice, {
      amount: mine.amount,
      method: 'BOLETO',
      movementId: boleto.movement_id,
      txid: null,
      at: boleto.finished_at ?? now,
    });
    await setInvoiceBoletoState(trx, mine.boleto_id, 'paid');
    count++;
  }
  return count;
}

/**
 * One balanced movement of `kind` from the customer's account into the card's receivables: an invoice
 * paid from the balance, or an instalment plan paid off.
 */
export async function debitIntoReceivables(
  trx: Trx,
  input: {
    kind: Extract<MovementKind, 'PAGAMENTO_FATURA_CARTAO' | 'QUITACAO_PARCELAMENTO_FATURA_CARTAO'>;
    accountId: string;
    last4: string;
    customerId: string;
    amount: number;
    idempotencyKey: string;
    now: Date;
  },
) {
  const kind = MOVEMENT_KINDS[input.kind];
  return postMovement(trx, {
    kind: input.kind,
    typeId: kind.typeId,
    description: `${kind.label} final ${input.last4}`,
    customerId: input.customerId,
    idempotencyKey: input.idempotencyKey,
    at: input.now,
    legs: [
      { accountId: input.accountId, amount: centavos(-input.amount) },
      {
        accountId: await ensureCreditAccount(trx, RECEIVABLES_ACCOUNT, input.now),
        amount: centavos(input.amount),
      },
    ],
  });
}
