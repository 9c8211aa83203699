import { todayInSaoPaulo } from '@carteira/core/calendar';
import { changeDueDay } from '@carteira/core/credit-card';
import type { Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound } from '../account/account.errors.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { creditCardNotFound } from './credit-card.errors.ts';
import { ensureInvoice, lockCreditCard } from './credit-card.repository.ts';
import { moveOpenInvoice, openInvoicesAfter, setCardSettings } from './credit-card-settings.repository.ts';

async function ownLockedCard(trx: Trx, session: BankSession, accountId: string) {
  if (!(await findOwnedAccount(trx, session.customerId, accountId))) throw accountNotFound();
  const card = await lockCreditCard(trx, session.customerId);
  if (!card) throw creditCardNotFound();
  return card;
}

/**
 * contas/cartao-garantia/data-vencimento (PUT): a new invoice due day. Closed invoices keep their
 * dates; the open one moves to the first closing of the new day after today (core's changeDueDay).
 */
export async function changeInvoiceDueDay(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; diaVencimentoFatura: number },
) {
  const card = await ownLockedCard(trx, session, input.chaveDeConta);
  const today = todayInSaoPaulo(deps.now());
  const change = changeDueDay(today, card.due_day, input.diaVencimentoFatura);
  if (change.changed) {
    await setCardSettings(trx, card.customer_id, { due_day: input.diaVencimentoFatura });
    const [open] = await openInvoicesAfter(trx, card.customer_id, today);
    if (open) await moveOpenInvoice(trx, open.id, change.open);
    else await ensureInvoice(trx, card.customer_id, change.open);
  }
  return {
    diaVencimentoFatura: input.diaVencimentoFatura,
    melhorDiaCompra: Number(change.open.closing.slice(8, 10)),
    dataFechamento: change.open.closing,
    dataVencimento: change.open.due,
  };
}

/**
 * contas/cartao-garantia/debito-automatico (PUT): with it on, each closed invoice is debited from the
 * account on its due date by the bank's job (credit-card-auto-debit.ts).
 */
export async function setAutomaticDebit(
  trx: Trx,
  session: BankSession,
  input: { chaveDeConta: string; debitoAutomatico: boolean },
) {
  const card = await ownLockedCard(trx, session, input.chaveDeConta);
  await setCardSettings(trx, card.customer_id, { auto_debit: input.debitoAutomatico });
  return { debitoAutomatico: input.debitoAutomatico };
}
