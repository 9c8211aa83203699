import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound } from '../account/account.errors.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { creditCardNotFound, planNotFound, planNothingToPayOff } from './credit-card.errors.ts';
import { changeCreditCard, findCreditCard, lockCreditCard } from './credit-card.repository.ts';
import { debitIntoReceivables } from './credit-card-payment.service.ts';

const reais = (cents: number) => toReais(centavos(cents));

interface PlanInput {
  chaveDeConta: string;
  idParcelamento: string;
}

/** The plan's instalments no invoice has billed yet (nor a payoff settled). */
async function unbilled(db: Executor, planId: string, lock: boolean) {
  const query = db
    .selectFrom('credit_card_instalment')
    .select(['number', 'payment', 'interest', 'amortization', 'due_date'])
    .where('plan_id', '=', planId)
    .where('invoice_id', 'is', null)
    .where('paid_off_at', 'is', null)
    .orderBy('number');
  return (lock ? query.forUpdate() : query).execute();
}

async function ownPlan(db: Executor, session: BankSession, input: PlanInput) {
  const account = await findOwnedAccount(db, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  const plan = await db
    .selectFrom('credit_card_instalment_plan')
    .selectAll()
    .where('id', '=', input.idParcelamento)
    .where('customer_id', '=', session.customerId)
    .executeTakeFirst();
  if (!plan) throw planNotFound();
  return { account, plan };
}

/**
 * The early payoff of a plan (Código de Defesa do Consumidor, Lei 8.078/1990 art. 52 § 2: paying ahead,
 * the customer is owed the proportional reduction of interest). Each instalment's interest is charged
 * only when an invoice bills it (decision 0010), so the payoff is the principal of the instalments not
 * yet billed, and all their interest is taken off (decision 0022).
 */
function quote(rows: Awaited<ReturnType<typeof unbilled>>) {
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return {
    parcelasRestantes: rows.length,
    valorParcelasRestantes: sum((r) => r.payment),
    descontoJuros: sum((r) => r.interest),
    valorQuitacao: sum((r) => r.amortization),
  };
}

/** contas/cartao-garantia/parcelamentos/simulacao-quitacao: what paying the plan off today costs. */
export async function quotePayoff(db: Executor, session: BankSession, input: PlanInput) {
  const { plan } = await ownPlan(db, session, input);
  const q = quote(await unbilled(db, plan.id, false));
  return {
    idParcelamento: plan.id,
    parcelasRestantes: q.parcelasRestantes,
    valorParcelasRestantes: reais(q.valorParcelasRestantes),
    descontoJuros: reais(q.descontoJuros),
    valorQuitacao: reais(q.valorQuitacao),
  };
}

/**
 * contas/cartao-garantia/parcelamentos/quitacao: PIN, then the principal not yet billed moves from the
 * account to the card's receivables (8010) and frees the limit; those instalments are never billed.
 */
export async function payOffPlan(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: PlanInput & { pin: string },
  idempotencyKey: string,
) {
  const { account, plan } = await ownPlan(trx, session, input);
  const card = await lockCreditCard(trx, session.customerId);
  if (!card || !(await findCreditCard(trx, session.customerId))) throw creditCardNotFound();
  const rows = await unbilled(trx, plan.id, true);
  if (rows.length === 0) throw planNothingToPayOff();
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  const q = quote(rows);
  const now = deps.now();
  const posted = await debitIntoReceivables(trx, {
    kind: 'QUITACAO_PARCELAMENTO_FATURA_CARTAO',
    accountId: account.id,
    last4: card.last4,
    customerId: session.customerId,
    amount: q.valorQuitacao,
    idempotencyKey,
    now,
  });
  await trx
    .updateTable('credit_card_instalment')
    .set({ paid_off_at: now })
    .where('plan_id', '=', plan.id)
    .where(
      'number',
      'in',
      rows.map((r) => r.number),
    )
    .execute();
  await changeCreditCard(trx, session.customerId, { used: -q.valorQuitacao });
  return {
    idParcelamento: plan.id,
    idTransacao: posted.movementId,
    parcelasQuitadas: q.parcelasRestantes,
    valorQuitacao: reais(q.valorQuitacao),
    descontoJuros: reais(q.descontoJuros),
    dataHora: toSaoPauloDateTime(now),
  };
}
