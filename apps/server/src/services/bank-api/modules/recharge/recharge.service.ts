import { randomUUID } from 'node:crypto';
import { BRAZIL_DDI, formatPhone, isAssignedDdd } from '@carteira/core/br';
import { centavos, formatBRL, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { insertReceipt } from '../account/receipt.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { receiptParty } from '../transfer/transfer.service.ts';
import type { OperatorProduct, PhoneOperator, PhoneOperators } from './phone-operators.ts';
import { accountNotFound, invalidDdd, invalidNumber, notOffered } from './recharge.errors.ts';
import { ensureOperatorAccount, insertRecharge, settleRecharge } from './recharge.repository.ts';

/** The operators the spec puts first, in this order (wallet.md section 3, Recharge); the rest follow by name. */
export const LEADING_OPERATORS = ['vivo', 'claro', 'tim', 'oi'] as const;

function rank(op: PhoneOperator): number {
  const at = (LEADING_OPERATORS as readonly string[]).indexOf(op.name.trim().toLowerCase());
  return at === -1 ? LEADING_OPERATORS.length : at;
}

/** Vivo, Claro, Tim, Oi first in that fixed order, then the others alphabetically. */
export function orderOperators(operators: readonly PhoneOperator[]): PhoneOperator[] {
  return [...operators].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'pt-BR'));
}

function checkDdd(ddd: string): void {
  if (!isAssignedDdd(ddd)) throw invalidDdd();
}

const reais = (v: number) => toReais(centavos(v));

/**
 * recarga/consultar-provedores-celular: who sells top-ups for the DDD, in the spec's order. An operator
 * that serves the DDD but has no amount there (Oi in the sandbox) is left out: choosing it would lead
 * nowhere.
 */
export async function listProviders(ports: { phoneOperators: PhoneOperators }, ddd: string) {
  checkDdd(ddd);
  const { phoneOperators } = ports;
  const all = await phoneOperators.operatorsFor(ddd);
  const amounts = await Promise.all(all.map((op) => phoneOperators.productsOf(ddd, op.id)));
  const selling = orderOperators(all.filter((_, i) => (amounts[i]?.length ?? 0) > 0));
  return { ddd, provedores: selling.map((op) => ({ provedorId: op.id, nome: op.name })) };
}

async function offerOf(operators: PhoneOperators, ddd: string, providerId: string) {
  checkDdd(ddd);
  const operator = (await operators.operatorsFor(ddd)).find((op) => op.id === providerId);
  const products = operator ? await operators.productsOf(ddd, providerId) : null;
  if (!operator || !products) throw notOffered('Operadora não atende este DDD');
  return { operator, products };
}

/** The fixed amounts on the operator's list, lowest first, and the highest of them. */
export function valuesAnswer(products: readonly OperatorProduct[]) {
  const sorted = [...products].sort((a, b) => a.amount - b.amount);
  return {
    valores: sorted.map((p) => ({ nomeProduto: p.name, valor: reais(p.amount) })),
    valorMaximo: sorted.length ? reais(sorted[sorted.length - 1]?.amount ?? 0) : 0,
  };
}

/** recarga/consultar-valores: the operator's top-ups for the DDD (none when it sells none there). */
export async function listValues(ports: { phoneOperators: PhoneOperators }, ddd: string, providerId: string) {
  const { operator, products } = await offerOf(ports.phoneOperators, ddd, providerId);
  return { ddd, provedorId: operator.id, nome: operator.name, ...valuesAnswer(products) };
}

/** The amount asked for, when it is one of the operator's fixed amounts. */
export function productFor(products: readonly OperatorProduct[], amount: number): OperatorProduct {
  const product = products.find((p) => p.amount === amount);
  if (!product) {
    const list = [...products]
      .sort((a, b) => a.amount - b.amount)
      .map((p) => formatBRL(centavos(p.amount)))
      .join(', ');
    throw notOffered(list ? `Valores desta operadora: ${list}` : 'Esta operadora não oferece recargas agora');
  }
  return product;
}

export interface RechargeInput {
  chaveDeConta: string;
  pin: string;
  ddi: string;
  ddd: string;
  numero: string;
  provedorId: string;
  /** Centavos. */
  valor: number;
}

/**
 * recarregar-celular: the number, operator and amount checked, the PIN, then the amount to the
 * operator's settlement account through the ledger, the operator asked to top up, and, when it
 * refuses, the amount given back through the ledger in the same request. Either way the answer is
 * a finished recharge: CONFIRMADA, or ESTORNADA with the operator's reason.
 */
export async function rechargePhone(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: RechargeInput,
  idempotencyKey: string,
) {
  const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  checkDdd(input.ddd);
  if (!/^9\d{8}$/.test(input.numero)) throw invalidNumber();
  const { operator, products } = await offerOf(deps.ports.phoneOperators, input.ddd, input.provedorId);
  const product = productFor(products, input.valor);
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);

  const at = deps.now();
  const operatorAccount = await ensureOperatorAccount(trx, operator, at);
  const phone = `+${BRAZIL_DDI} ${formatPhone(`${input.ddd}${input.numero}`)}`;
  const description = `${operator.name} ${phone}`;
  const debit = await postMovement(trx, {
    kind: 'RECARGA_CELULAR',
    typeId: MOVEMENT_KINDS.RECARGA_CELULAR.typeId,
    description,
    customerId: session.customerId,
    idempotencyKey,
    at,
    legs: [
      { accountId: account.id, amount: centavos(-product.amount), counterpartyName: operator.name },
      { accountId: operatorAccount, amount: centavos(product.amount), counterpartyName: account.nome },
    ],
  });
  const id = randomUUID();
  await insertRecharge(trx, {
    id,
    movement_id: debit.movementId,
    account_id: account.id,
    ddi: BRAZIL_DDI,
    ddd: input.ddd,
    number: input.numero,
    operator_id: operator.id,
    operator_name: operator.name,
    amount: product.amount,
    status: 'PENDENTE',
    created_at: debit.at,
  });
  const receipt = await insertReceipt(trx, {
    movementId: debit.movementId,
    operation: MOVEMENT_KINDS.RECARGA_CELULAR.label,
    reason: `Recarga ${operator.name}`,
    amount: product.amount,
    payer: receiptParty(account),
    destination: {
      nome: operator.name,
      identificacaoFiscalMascarada: '',
      banco: operator.name,
      agencia: '',
      conta: phone,
    },
    description: product.name,
    at: debit.at,
  });

  const answer = await deps.ports.phoneOperators.topUp({
    ddi: BRAZIL_DDI,
    ddd: input.ddd,
    number: input.numero,
    operatorId: operator.id,
    amount: product.amount,
    reference: id,
  });
  let refundId: string | null = null;
  if (answer.confirmed) {
    await settleRecharge(trx, id, { status: 'CONFIRMADA', operatorReference: answer.operatorReference });
  } else {
    const refund = await postMovement(trx, {
      kind: 'ESTORNO_RECARGA_CELULAR',
      typeId: MOVEMENT_KINDS.ESTORNO_RECARGA_CELULAR.typeId,
      description,
      customerId: session.customerId,
      idempotencyKey: `${idempotencyKey}:estorno`,
      at: deps.now(),
      legs: [
        { accountId: operatorAccount, amount: centavos(-product.amount), counterpartyName: account.nome },
        { accountId: account.id, amount: centavos(product.amount), counterpartyName: operator.name },
      ],
    });
    refundId = refund.movementId;
    await settleRecharge(trx, id, {
      status: 'ESTORNADA',
      failureReason: answer.reason,
      refundMovementId: refund.movementId,
    });
  }
  return {
    idRecarga: id,
    idTransacao: debit.movementId,
    idComprovante: receipt.id,
    autenticacao: receipt.authentication,
    status: answer.confirmed ? 'CONFIRMADA' : 'ESTORNADA',
    valor: reais(product.amount),
    dataHora: toSaoPauloDateTime(debit.at),
    provedorId: operator.id,
    operadora: operator.name,
    nomeProduto: product.name,
    ddi: BRAZIL_DDI,
    ddd: input.ddd,
    numero: input.numero,
    ...(answer.confirmed
      ? { protocoloOperadora: answer.operatorReference }
      : { motivo: answer.reason, idTransacaoEstorno: refundId }),
  };
}
