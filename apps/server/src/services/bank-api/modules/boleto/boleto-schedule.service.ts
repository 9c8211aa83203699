import { randomUUID } from 'node:crypto';
import { addDays, isWorkingDay, toSaoPauloDate } from '@carteira/core/calendar';
import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { SCHEDULE_KIND, type ScheduledPayment } from '../../scheduled-payment.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { scheduleDateRefused, scheduleNotFound } from './boleto.errors.ts';
import {
  findPendingScheduleByBarcode,
  findSchedule,
  insertSchedule,
  listPendingSchedules,
  listSchedules,
  lockBarcode,
  type ScheduleRow,
  updateSchedule,
} from './boleto.repository.ts';
import {
  amountToPay,
  clearingOf,
  ownedAccount,
  type PayOrder,
  readCode,
  registrationOf,
} from './boleto-order.ts';
import { settlementOf } from './payment-window.ts';

/** How far ahead a boleto payment may be scheduled. */
export const SCHEDULE_MAX_DAYS_AHEAD = 365;
/** Kind 3 in the scheduled items (wallet.md section 3): a boleto. */
const BOLETO_SCHEDULE_KIND = SCHEDULE_KIND.BOLETO;

function checkDate(date: string, earliest: string): void {
  if (!isWorkingDay(date)) throw scheduleDateRefused('A data escolhida não é dia útil');
  if (date < earliest) throw scheduleDateRefused();
  if (date > addDays(earliest, SCHEDULE_MAX_DAYS_AHEAD))
    throw scheduleDateRefused('No máximo 365 dias à frente');
}

export function scheduleView(row: ScheduleRow) {
  return {
    idAgendamento: row.id,
    tipoAgendamentoEnum: BOLETO_SCHEDULE_KIND,
    statusDescricao: row.status,
    valor: toReais(centavos(row.amount)),
    dataPagamento: row.pay_on,
    dataAgendamento: toSaoPauloDateTime(row.created_at),
    dataUltimaAlteracao: toSaoPauloDateTime(row.updated_at),
    linhaDigitavel: row.line,
    codigoDeBarras: row.barcode,
    dataVencimento: row.due_date,
    nomeBeneficiario: row.beneficiary_name,
    numeroDeOcorrencias: 1,
    recorrencia: 0,
    ...(row.movement_id ? { idTransacao: row.movement_id } : {}),
    ...(row.error_code ? { codigoErro: row.error_code, mensagemErro: row.error_message } : {}),
  };
}

/**
 * pagamento/efetuar-agendamento-boleto: a working day from the next settlement on; the boleto must be
 * payable on it. The PIN is checked now, as the customer authorises the payment now.
 */
export async function scheduleBoleto(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  order: PayOrder & { dataPagamento: string },
) {
  const now = deps.now();
  const account = await ownedAccount(trx, session, order.chaveDeConta);
  const boleto = readCode(order, toSaoPauloDate(now));
  checkDate(order.dataPagamento, settlementOf(now).date);
  await lockBarcode(trx, boleto.barcode);
  const registered = await registrationOf(trx, clearingOf(deps), boleto, order.dataPagamento);
  const amount = amountToPay(registered, order.valor);
  if (await findPendingScheduleByBarcode(trx, boleto.barcode)) {
    throw scheduleDateRefused('Este boleto já está agendado');
  }
  await checkAccountPin(trx, account.id, order.pin, deps.config.pinPepper);
  const id = randomUUID();
  await insertSchedule(trx, {
    id,
    account_id: account.id,
    customer_id: session.customerId,
    kind: boleto.kind,
    barcode: boleto.barcode,
    line: boleto.line,
    due_date: registered.dueDate,
    beneficiary_name: registered.beneficiary.name,
    amount,
    pay_on: order.dataPagamento,
    created_at: now,
    updated_at: now,
  });
  const row = await findSchedule(trx, account.id, id);
  if (!row) throw new Error('a schedule just written is missing');
  return { ...scheduleView(row), status: 'AGENDADO' };
}

export async function listBoletoSchedules(db: Executor, session: BankSession, chaveDeConta: string) {
  const account = await ownedAccount(db, session, chaveDeConta);
  const rows = await listSchedules(db, account.id);
  return { agendamentos: rows.map(scheduleView) };
}

export async function getBoletoSchedule(
  db: Executor,
  session: BankSession,
  chaveDeConta: string,
  id: string,
) {
  const account = await ownedAccount(db, session, chaveDeConta);
  const row = await findSchedule(db, account.id, id);
  if (!row) throw scheduleNotFound();
  return scheduleView(row);
}

async function pendingSchedule(trx: Trx, session: BankSession, chaveDeConta: string, id: string) {
  const account = await ownedAccount(trx, session, chaveDeConta);
  const row = await findSchedule(trx, account.id, id, true);
  if (row?.status !== 'AGENDADO') throw scheduleNotFound();
  return { account, row };
}

/** pagamento/alterar-agendamento-boleto: a new working day (PIN again). */
export async function alterBoletoSchedule(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  change: { chaveDeConta: string; pin: string; idAgendamento: string; dataPagamento: string },
) {
  const now = deps.now();
  const { account, row } = await pendingSchedule(trx, session, change.chaveDeConta, change.idAgendamento);
  checkDate(change.dataPagamento, settlementOf(now).date);
  const boleto = readCode({ codigoDeBarras: row.barcode }, toSaoPauloDate(now));
  await registrationOf(trx, clearingOf(deps), boleto, change.dataPagamento);
  await checkAccountPin(trx, account.id, change.pin, deps.config.pinPepper);
  await updateSchedule(trx, row.id, { pay_on: change.dataPagamento, updated_at: now });
  return scheduleView({ ...row, pay_on: change.dataPagamento, updated_at: now });
}

/** pagamento/cancelar-agendamento-boleto: only while it waits. */
export async function cancelBoletoSchedule(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; idAgendamento: string },
) {
  const now = deps.now();
  const { row } = await pendingSchedule(trx, session, input.chaveDeConta, input.idAgendamento);
  await updateSchedule(trx, row.id, { status: 'CANCELADO', updated_at: now });
  return scheduleView({ ...row, status: 'CANCELADO', updated_at: now });
}

/** The account's boleto payments still waiting for their day (conta/consultar-agendamentos). */
export async function activeBoletoSchedules(db: Executor, accountId: string): Promise<ScheduledPayment[]> {
  return (await listPendingSchedules(db, accountId)).map((row) => ({
    id: row.id,
    kind: SCHEDULE_KIND.BOLETO,
    pending: [{ date: row.pay_on, amount: centavos(row.amount) }],
    recurrence: 0,
    total: 1,
    done: 0,
    counterparty: row.beneficiary_name,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    line: row.line,
    barcode: row.barcode,
  }));
}
