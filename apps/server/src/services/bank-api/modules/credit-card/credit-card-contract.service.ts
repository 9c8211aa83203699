import { todayInSaoPaulo } from '@carteira/core/calendar';
import {
  CLOSING_DAYS_BEFORE_DUE,
  DEFAULT_DUE_DAY,
  DUE_DAYS,
  GUARANTEE_PERCENT_OF_CDI,
  incomeTaxBps,
  limitView,
  MAX_GUARANTEE,
  MIN_GUARANTEE,
  openInvoiceDates,
  redeemable,
} from '@carteira/core/credit-card';
import { centavos, formatBRL, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import { CREDIT_CARD, isFeatureOnFor } from '../../../product-api/public.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound } from '../account/account.errors.ts';
import { findCustomer, findOwnedAccount } from '../account/account.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { cardsUnavailable } from '../cards/cards.errors.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import {
  creditCardExists,
  creditCardNotFound,
  creditCardNotOffered,
  faceNotConfirmed,
  guaranteeOutOfRange,
  redeemAboveFree,
} from './credit-card.errors.ts';
import {
  changeCreditCard,
  ensureCreditAccount,
  ensureInvoice,
  findCreditCard,
  GUARANTEE_ACCOUNT,
  insertCreditCard,
  lockCreditCard,
} from './credit-card.repository.ts';
import {
  guaranteeLots,
  payRedeemedIncome,
  redeemedPieces,
  yieldOfLots,
} from './credit-card-yield.service.ts';

const reais = (cents: number) => toReais(centavos(cents));

/** The collateral: a CDB at 100% of the CDI, daily liquidity (wallet.md section 3, Investment). */
export const INVESTMENT_PRODUCT = {
  indice: 'CDI',
  percentualIndice: GUARANTEE_PERCENT_OF_CDI,
  liquidez: 'DIARIA',
} as const;

async function ownAccount(db: Executor, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  return account;
}

/** The identity provider's face check on the selfie; refused (40007) unless it is of a live person. */
async function confirmFace(db: Executor, deps: BankDeps, session: BankSession, imageBase64: string) {
  const customer = await findCustomer(db, session.customerId);
  if (!customer) throw accountNotFound();
  const answer = await deps.ports.identity.checkLiveness({
    cpf: customer.cpf,
    image: new Uint8Array(Buffer.from(imageBase64, 'base64')),
  });
  if (!answer.alive) throw faceNotConfirmed(answer.messageCode);
  return answer.requestId;
}

function checkGuarantee(amount: number): void {
  if (amount < MIN_GUARANTEE || amount > MAX_GUARANTEE) {
    throw guaranteeOutOfRange(formatBRL(centavos(MIN_GUARANTEE)), formatBRL(centavos(MAX_GUARANTEE)));
  }
}

/** cartao-garantia/contratacao/situacao: whether the customer holds the card (creditStatus). */
export async function contractStatus(db: Executor, session: BankSession, accountId: string) {
  await ownAccount(db, session, accountId);
  const card = await findCreditCard(db, session.customerId);
  return card
    ? { situacao: 'CONTRATADO', dataAssinatura: toSaoPauloDateTime(new Date(card.signed_at)) }
    : { situacao: 'NAO_CONTRATADO', dataAssinatura: null };
}

/** cartao-garantia/produto-investimento: the investment that backs the limit. */
export function investmentProduct() {
  return {
    ...INVESTMENT_PRODUCT,
    valorMinimoInvestimento: reais(MIN_GUARANTEE),
    valorMaximoInvestimento: reais(MAX_GUARANTEE),
    percentualLimite: 100,
    diasVencimentoFatura: [...DUE_DAYS],
    diaVencimentoPadrao: DEFAULT_DUE_DAY,
  };
}

/** contas/cartao-garantia/contrato-corrente: the contract the customer signs, for this amount. */
export async function currentContract(
  db: Executor,
  session: BankSession,
  input: { chaveDeConta: string; valor: number; diaVencimentoFatura: number },
) {
  await ownAccount(db, session, input.chaveDeConta);
  checkGuarantee(input.valor);
  const customer = await findCustomer(db, session.customerId);
  const amount = formatBRL(centavos(input.valor));
  return {
    valor: reais(input.valor),
    limite: reais(limitView(input.valor, 0).total),
    diaVencimentoFatura: input.diaVencimentoFatura,
    texto: [
      `CONTRATO DE CARTÃO DE CRÉDITO COM GARANTIA – ${customer?.nome ?? ''}`,
      `1. O cliente aplica ${amount} em CDB a ${INVESTMENT_PRODUCT.percentualIndice}% do CDI, com liquidez diária, dado em garantia do cartão.`,
      `2. O limite do cartão é de ${amount}, igual ao valor aplicado, e acompanha aplicações e resgates.`,
      '3. Só pode ser resgatada a parte da garantia que não cobre o limite já utilizado.',
      cycleClause(input.diaVencimentoFatura),
      '5. O saldo não pago vai para a fatura seguinte com juros do rotativo de 6,90% a.m. e IOF; abaixo do mínimo, também multa de 2% e juros de mora de 1% a.m. Os encargos nunca passam de 100% da dívida (Lei 14.690/2023).',
      '6. Se a fatura não for paga, a garantia pode ser usada para quitá-la.',
    ].join('\n'),
  };
}

/**
 * The invoice cycle in the contract: the due day first, then the closing it sets (7 days before), so
 * the day named is never read as the closing day.
 */
export function cycleClause(dueDay: number): string {
  const closing = dueDay - CLOSING_DAYS_BEFORE_DUE;
  const when = closing >= 1 ? `no dia ${closing}` : 'no fim do mês anterior';
  return `4. A fatura vence no dia ${dueDay} de cada mês e fecha ${CLOSING_DAYS_BEFORE_DUE} dias antes do vencimento, ${when}.`;
}

/**
 * contas/cartao-garantia/contrato-corrente/assinatura: PIN, face match, the card issued, and the
 * guarantee moved by the ledger from the account to the guarantee account, in one transaction.
 */
export async function signContract(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: {
    chaveDeConta: string;
    valor: number;
    diaVencimentoFatura: number;
    pin: string;
    imagemBase64: string;
  },
  idempotencyKey: string,
) {
  const account = await ownAccount(trx, session, input.chaveDeConta);
  if (await lockCreditCard(trx, session.customerId)) throw creditCardExists();
  // the creditCard flag (cross-cutting.md section 6) off for this customer: no new contract (40290)
  const holder = await findCustomer(trx, session.customerId);
  if (!holder || !(await isFeatureOnFor(trx, deps.config.cpfHashKey, CREDIT_CARD, holder.cpf))) {
    throw creditCardNotOffered();
  }
  checkGuarantee(input.valor);
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  const faceRequestId = await confirmFace(trx, deps, session, input.imagemBase64);
  if (!deps.cardNetwork) throw cardsUnavailable();
  const now = deps.now();
  const issued = await deps.cardNetwork.issue({ brand: 12, physical: false });
  const guarantee = await ensureCreditAccount(trx, GUARANTEE_ACCOUNT, now);
  const kind = MOVEMENT_KINDS.CARTAO_GARANTIA_APLICACAO;
  const posted = await postMovement(trx, {
    kind: 'CARTAO_GARANTIA_APLICACAO',
    typeId: kind.typeId,
    description: kind.label,
    customerId: session.customerId,
    idempotencyKey,
    at: now,
    legs: [
      { accountId: account.id, amount: centavos(-input.valor) },
      { accountId: guarantee, amount: centavos(input.valor) },
    ],
  });
  await insertCreditCard(trx, {
    customerId: session.customerId,
    accountId: account.id,
    guarantee: input.valor,
    dueDay: input.diaVencimentoFatura,
    token: issued.token,
    last4: issued.last4,
    faceRequestId,
    at: now,
  });
  await ensureInvoice(
    trx,
    session.customerId,
    openInvoiceDates(todayInSaoPaulo(now), input.diaVencimentoFatura),
  );
  // A custody registration left pending does not undo the contract: signed, with errors (a success).
  const custody = deps.ports.guaranteeCustody.register({ cpf: holder.cpf, amount: input.valor });
  return {
    statusExecucao: custody.registered ? 'FINALIZADA_COM_SUCESSO' : 'FINALIZADA_COM_ERROS',
    pendencias: custody.registered ? [] : ['REGISTRO_CUSTODIA_GARANTIA'],
    idTransacao: posted.movementId,
    valorInvestido: reais(input.valor),
    limiteTotal: reais(limitView(input.valor, 0).total),
    finalCartao: issued.last4,
    dataHora: toSaoPauloDateTime(now),
  };
}

/** contas/cartao-garantia/posicao: the guarantee, what may be redeemed and the limit it backs. */
export async function investmentPosition(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  accountId: string,
) {
  await ownAccount(db, session, accountId);
  const card = await findCreditCard(db, session.customerId);
  if (!card) throw creditCardNotFound();
  const today = todayInSaoPaulo(deps.now());
  const position = yieldOfLots(deps, await guaranteeLots(db, session.customerId), today);
  return {
    ...INVESTMENT_PRODUCT,
    valorMinimoInvestimento: reais(MIN_GUARANTEE),
    valorMaximoInvestimento: reais(MAX_GUARANTEE),
    valorInvestido: reais(card.guarantee),
    saldoResgatavel: reais(redeemable(card.guarantee, card.used)),
    limiteCredito: reais(limitView(card.guarantee, card.used).total),
    limiteUtilizado: reais(card.used),
    // The CDB as a whole redemption today would pay it (decision 0022): income, IOF, income tax.
    dataPosicao: today,
    taxaIndiceAnual: position.lastCdi,
    rendimento: reais(position.totals.income),
    posicaoBruta: reais(position.totals.gross),
    iof: reais(position.totals.iof),
    impostoRenda: reais(position.totals.incomeTax),
    posicaoLiquida: reais(position.totals.net),
    aplicacoes: position.lots.map((l) => ({
      dataAplicacao: l.investedOn,
      diasCorridos: l.daysHeld,
      valorAplicado: reais(l.principal),
      rendimento: reais(l.income),
      iof: reais(l.iof),
      impostoRenda: reais(l.incomeTax),
      aliquotaImpostoRenda: incomeTaxBps(l.daysHeld) / 100,
    })),
  };
}

/** contas/cartao-garantia/simulacao-resgate: what the limit becomes; refused above the free part. */
export async function simulateRedeem(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; valor: number },
) {
  await ownAccount(db, session, input.chaveDeConta);
  const card = await findCreditCard(db, session.customerId);
  if (!card) throw creditCardNotFound();
  const free = redeemable(card.guarantee, card.used);
  const allowed = input.valor <= free;
  const pieces = allowed ? redeemedPieces(await guaranteeLots(db, session.customerId), input.valor) : [];
  const income = yieldOfLots(deps, pieces, todayInSaoPaulo(deps.now())).totals;
  return {
    rendimento: reais(income.income),
    iof: reais(income.iof),
    impostoRenda: reais(income.incomeTax),
    valorLiquido: allowed ? reais(input.valor + income.net - income.principal) : null,
    valorResgate: reais(input.valor),
    valorResgatavel: reais(free),
    permitido: allowed,
    novoLimite: allowed ? reais(limitView(card.guarantee - input.valor, 0).total) : null,
  };
}

/** contas/cartao-garantia/solicitar-resgate: PIN, face match, then the ledger gives the part back. */
export async function redeem(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; valor: number; pin: string; imagemBase64: string },
  idempotencyKey: string,
) {
  const account = await ownAccount(trx, session, input.chaveDeConta);
  const card = await lockCreditCard(trx, session.customerId);
  if (!card) throw creditCardNotFound();
  if (input.valor > redeemable(card.guarantee, card.used)) throw redeemAboveFree();
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  await confirmFace(trx, deps, session, input.imagemBase64);
  const pieces = redeemedPieces(await guaranteeLots(trx, session.customerId), input.valor);
  const moved = await moveGuarantee(trx, deps, session, card.account_id, -input.valor, idempotencyKey);
  // The income of the part redeemed comes with it, net of IOF and income tax (decision 0022).
  const income = await payRedeemedIncome(trx, deps, {
    customerId: session.customerId,
    accountId: card.account_id,
    pieces,
    idempotencyKey,
  });
  return {
    ...moved,
    rendimento: reais(income.income),
    iof: reais(income.iof),
    impostoRenda: reais(income.incomeTax),
    valorLiquido: reais(input.valor + income.income - income.iof - income.incomeTax),
  };
}

/** contas/cartao-garantia/aplicacao: invest more (PIN, face match); the limit grows by as much. */
export async function investMore(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; valor: number; pin: string; imagemBase64: string },
  idempotencyKey: string,
) {
  const account = await ownAccount(trx, session, input.chaveDeConta);
  const card = await lockCreditCard(trx, session.customerId);
  if (!card) throw creditCardNotFound();
  checkGuarantee(card.guarantee + input.valor);
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  await confirmFace(trx, deps, session, input.imagemBase64);
  return moveGuarantee(trx, deps, session, account.id, input.valor, idempotencyKey);
}

/** Positive: account -> guarantee (invest); negative: guarantee -> account (redeem). */
async function moveGuarantee(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  accountId: string,
  amount: number,
  idempotencyKey: string,
) {
  const now = deps.now();
  const guarantee = await ensureCreditAccount(trx, GUARANTEE_ACCOUNT, now);
  const name = amount > 0 ? 'CARTAO_GARANTIA_APLICACAO' : 'CARTAO_GARANTIA_RESGATE';
  const kind = MOVEMENT_KINDS[name];
  const posted = await postMovement(trx, {
    kind: name,
    typeId: kind.typeId,
    description: kind.label,
    customerId: session.customerId,
    idempotencyKey,
    at: now,
    legs: [
      { accountId, amount: centavos(-amount) },
      { accountId: guarantee, amount: centavos(amount) },
    ],
  });
  await changeCreditCard(trx, session.customerId, { guarantee: amount });
  const card = await findCreditCard(trx, session.customerId);
  if (!card) throw creditCardNotFound();
  const view = limitView(card.guarantee, card.used);
  return {
    idTransacao: posted.movementId,
    valor: reais(Math.abs(amount)),
    valorInvestido: reais(card.guarantee),
    limiteTotal: reais(view.total),
    limiteDisponivel: reais(view.available),
    dataHora: toSaoPauloDateTime(now),
  };
}
