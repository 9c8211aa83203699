import type { Boleto } from '@carteira/core/boleto';
import { toSaoPauloDate } from '@carteira/core/calendar';
import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { type AccountRow, findCustomer } from '../account/account.repository.ts';
import { insertReceipt } from '../account/receipt.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { maskedTaxId } from '../pix/keys/pix-keys.service.ts';
import type { ClearingAccount } from '../pix/send/clearing-account.ts';
import { clearingAccountId } from '../pix/send/pix-send.ts';
import { receiptParty } from '../transfer/transfer.service.ts';
import { insertPayment, lockBarcode } from './boleto.repository.ts';
import {
  amountToPay,
  type BoletoCode,
  clearingOf,
  ownedAccount,
  type PayOrder,
  readCode,
  registrationOf,
} from './boleto-order.ts';
import { scheduleBoleto } from './boleto-schedule.service.ts';
import type { RegisteredBoleto } from './clearing-house.ts';
import { settlementOf, WINDOW_END, WINDOW_START } from './payment-window.ts';

const reais = (v: number) => toReais(centavos(v));

/** Why a payment settles on a later day, on the wire (ours: the spec gives only the flag). */
const DEFERRED_WIRE = { holiday: 'FERIADO', weekend: 'FIM_DE_SEMANA', afterCutOff: 'APOS_HORARIO' } as const;

/**
 * pagamento/validar-boleto: what the review screen shows before the PIN. The payer is the one the
 * clearing house registered; a boleto registered with none is paid by the session's customer.
 */
export async function validateBoleto(db: Executor, deps: BankDeps, session: BankSession, code: BoletoCode) {
  const now = deps.now();
  const boleto = readCode(code, toSaoPauloDate(now));
  const settlement = settlementOf(now);
  const registered = await registrationOf(db, clearingOf(deps), boleto, settlement.date);
  const payer = registered.payerName ?? (await findCustomer(db, session.customerId))?.nome ?? '';
  const deferred = settlement.deferredBy;
  return {
    tipo: boleto.kind === 'bank' ? 'BANCARIO' : 'ARRECADACAO',
    linhaDigitavel: boleto.line,
    codigoDeBarras: boleto.barcode,
    valor: reais(registered.nominal),
    valorAtualizado: reais(registered.updated),
    totalDesconto: reais(registered.discount),
    juros: reais(registered.interest),
    multa: reais(registered.fine),
    nomeBeneficiario: registered.beneficiary.name,
    documentoBeneficiario: maskedTaxId(registered.beneficiary.taxId),
    nomePagador: payer,
    cedente: registered.beneficiary.institution,
    dataVencimento: registered.dueDate,
    dataPagamento: settlement.date,
    liquidacaoProximoDiaUtil: settlement.nextWorkingDay,
    ...(deferred
      ? {
          motivoProximoDiaUtil: DEFERRED_WIRE[deferred.reason],
          ...(deferred.reason === 'holiday' ? { feriado: deferred.holiday } : {}),
        }
      : {}),
    permiteAlterarValor: registered.amountEditable,
    valorMinimo: reais(registered.minAmount),
    valorMaximo: reais(registered.maxAmount),
    dataLimitePagamento: registered.payableUntil,
    horarioInicioPagamento: WINDOW_START,
    horarioLimitePagamento: WINDOW_END,
  };
}

export interface BoletoDebit {
  account: AccountRow;
  boleto: Boleto;
  registered: RegisteredBoleto;
  amount: number;
  customerId: string;
  idempotencyKey: string;
  scheduleId: string | null;
  at: Date;
  /** The clearing account the money leaves through (a port). */
  clearing: ClearingAccount;
}

/** The payment itself: one ledger movement to the clearing, the boleto row, the receipt. */
export async function debitBoleto(trx: Trx, d: BoletoDebit) {
  const kind = MOVEMENT_KINDS.BOLETO_PAGO;
  const beneficiary = d.registered.beneficiary;
  const posted = await postMovement(trx, {
    kind: 'BOLETO_PAGO',
    typeId: kind.typeId,
    description: beneficiary.name,
    customerId: d.customerId,
    idempotencyKey: d.idempotencyKey,
    at: d.at,
    legs: [
      { accountId: d.account.id, amount: centavos(-d.amount), counterpartyName: beneficiary.name },
      {
        accountId: await clearingAccountId(trx, d.clearing),
        amount: centavos(d.amount),
        counterpartyName: d.account.nome,
      },
    ],
  });
  await insertPayment(trx, {
    movement_id: posted.movementId,
    account_id: d.account.id,
    kind: d.boleto.kind,
    barcode: d.boleto.barcode,
    line: d.boleto.line,
    due_date: d.registered.dueDate,
    nominal: d.registered.nominal,
    discount: d.registered.discount,
    interest: d.registered.interest,
    fine: d.registered.fine,
    amount: d.amount,
    beneficiary_name: beneficiary.name,
    payer_name: d.registered.payerName ?? d.account.nome,
    schedule_id: d.scheduleId,
    paid_at: posted.at,
  });
  const receipt = await insertReceipt(trx, {
    movementId: posted.movementId,
    operation: kind.label,
    reason:
      d.boleto.kind === 'bank' ? 'Pagamento de boleto bancário' : 'Pagamento de conta de consumo ou tributo',
    amount: d.amount,
    payer: receiptParty(d.account),
    destination: {
      nome: beneficiary.name,
      identificacaoFiscalMascarada: maskedTaxId(beneficiary.taxId),
      banco: beneficiary.institution,
      agencia: '',
      conta: '',
    },
    description: null,
    at: posted.at,
  });
  return {
    idTransacao: posted.movementId,
    idComprovante: receipt.id,
    autenticacao: receipt.authentication,
    status: 'EFETIVADO',
    valor: reais(d.amount),
    dataHora: toSaoPauloDateTime(posted.at),
    dataPagamento: toSaoPauloDate(posted.at),
    linhaDigitavel: d.boleto.line,
    dataVencimento: d.registered.dueDate,
    nomeBeneficiario: beneficiary.name,
    juros: reais(d.registered.interest),
    multa: reais(d.registered.fine),
    totalDesconto: reais(d.registered.discount),
  };
}

/**
 * pagamento/pagar-boleto: PIN, then paid now; or, after the cut-off, on a non-working day or for a
 * later date asked, scheduled for that working day (the review said so before the PIN).
 */
export async function payBoleto(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  order: PayOrder,
  key: string,
) {
  const now = deps.now();
  const today = toSaoPauloDate(now);
  const account = await ownedAccount(trx, session, order.chaveDeConta);
  const boleto = readCode(order, today);
  const settlement = settlementOf(now);
  if (settlement.nextWorkingDay || (order.dataPagamento !== undefined && order.dataPagamento > today)) {
    return scheduleBoleto(trx, deps, session, {
      ...order,
      dataPagamento:
        order.dataPagamento && order.dataPagamento > settlement.date ? order.dataPagamento : settlement.date,
    });
  }
  await lockBarcode(trx, boleto.barcode);
  const registered = await registrationOf(trx, clearingOf(deps), boleto, today);
  const amount = amountToPay(registered, order.valor);
  await checkAccountPin(trx, account.id, order.pin, deps.config.pinPepper);
  return debitBoleto(trx, {
    clearing: deps.ports.clearing,
    account,
    boleto,
    registered,
    amount,
    customerId: session.customerId,
    idempotencyKey: key,
    scheduleId: null,
    at: now,
  });
}
