import { todayInSaoPaulo } from '@carteira/core/calendar';
import { centavos } from '@carteira/core/money';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { Trx } from '../../bank-database.ts';
import type { BankDeps } from '../../bank-route.ts';
import { lockAccounts } from '../ledger/ledger.repository.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import {
  ensureCreditAccount,
  findOwnInvoice,
  lockCreditCard,
  RECEIVABLES_ACCOUNT,
} from './credit-card.repository.ts';
import { applyPayment } from './credit-card-payment.service.ts';
import { invoicesToAutoDebit, movementPosted } from './credit-card-settings.repository.ts';
import { owed } from './invoice-rules.ts';

export const autoDebitKey = (invoiceId: string) => `credit-card-auto-debit-${invoiceId}`;

/**
 * Automatic debit of one invoice on its due date, at most once (the ledger movement is keyed by the
 * invoice, unique per customer). A short balance debits what the account holds: every real paid on the
 * due date is a real that pays no revolving interest, and paying the minimum spares the fine and mora.
 * The rest stays open and is carried to the next invoice with its charges. An empty balance debits
 * nothing; the job looks again on its next runs until the invoice is carried (the day after it is due).
 */
async function autoDebitInvoice(trx: Trx, invoiceId: string, customerId: string, now: Date) {
  const card = await lockCreditCard(trx, customerId);
  const invoice = card ? await findOwnInvoice(trx, customerId, invoiceId, true) : undefined;
  if (!card?.auto_debit || !invoice || invoice.status !== 'FECHADA' || invoice.carried) return false;
  const key = autoDebitKey(invoice.id);
  if (owed(invoice) === 0 || (await movementPosted(trx, customerId, key))) return false;
  const receivables = await ensureCreditAccount(trx, RECEIVABLES_ACCOUNT, now);
  const locked = await lockAccounts(trx, [card.account_id, receivables]);
  const balance = locked.find((a) => a.id === card.account_id)?.balance ?? 0;
  const amount = Math.min(owed(invoice), card.used, Math.max(0, balance));
  if (amount <= 0) return false;
  const kind = MOVEMENT_KINDS.PAGAMENTO_FATURA_CARTAO;
  const posted = await postMovement(trx, {
    kind: 'PAGAMENTO_FATURA_CARTAO',
    typeId: kind.typeId,
    description: `${kind.label} final ${card.last4} (débito automático)`,
    customerId,
    idempotencyKey: key,
    at: now,
    lockedAccounts: locked,
    legs: [
      { accountId: card.account_id, amount: centavos(-amount) },
      { accountId: receivables, amount: centavos(amount) },
    ],
  });
  await applyPayment(trx, card, invoice, {
    amount,
    method: 'DEBITO_CONTA',
    movementId: posted.movementId,
    txid: null,
    at: now,
  });
  return true;
}

/** The job's step: every closed invoice due by today whose card debits automatically. */
export async function runAutoDebits(deps: Pick<BankDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  let count = 0;
  for (const row of await invoicesToAutoDebit(deps.db, todayInSaoPaulo(now))) {
    if (await withTransaction(deps.db, (trx) => autoDebitInvoice(trx, row.id, row.customer_id, now))) count++;
  }
  return count;
}
