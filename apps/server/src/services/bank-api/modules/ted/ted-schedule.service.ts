import { randomUUID } from 'node:crypto';
import { addDays, formatDate, type IsoDate, toSaoPauloDate } from '@carteira/core/calendar';
import { type Centavos, centavos } from '@carteira/core/money';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { SCHEDULE_KIND, type ScheduledPayment } from '../../scheduled-payment.ts';
import type { AccountRow } from '../account/account.repository.ts';
import { BANK_ISPB, BANK_NAME } from '../account/bank-identity.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { scheduleDateRefused, scheduleNotFound } from './ted.errors.ts';
import { findTedSeries, insertTedSchedule, listTedSchedules, updateTedSchedule } from './ted.repository.ts';
import { ownAccount, resolveDestination, type TedInput } from './ted.service.ts';
import type { TransferScheduleKind } from './ted.table.ts';
import { groupSchedules, scheduleAnswer, TED_EXTERNAL_SCHEDULE_KIND } from './ted-schedule.view.ts';
import { isSchedulableOn, tedScheduleDates, tedWindowAt } from './ted-window.ts';

/** At most this many monthly payments in one schedule, and the first at most this many days ahead. */
export const TED_SCHEDULE_MAX_PAYMENTS = 60;
export const TED_SCHEDULE_MAX_DAYS_AHEAD = 365;

/** A first payment day the bank takes now: a working day, from the next TED window on, within a year. */
function checkFirstDay(date: IsoDate, now: Date): void {
  const first = tedWindowAt(now).sendOn;
  if (!isSchedulableOn(date, now)) {
    throw scheduleDateRefused(`Escolha um dia útil; o primeiro dia possível é ${formatDate(first)}`);
  }
  const last = addDays(toSaoPauloDate(now), TED_SCHEDULE_MAX_DAYS_AHEAD);
  if (date > last) throw scheduleDateRefused(`O último dia possível é ${formatDate(last)}`);
}

const bankNames = (deps: Pick<BankDeps, 'ports'>) =>
  new Map([
    ...deps.ports.bankDirectory.banks().map((b) => [b.ispb, b.nome] as const),
    [BANK_ISPB, BANK_NAME] as const,
  ]);

/** Where a schedule's payments go, as its rows keep it. */
export interface ScheduleDestination {
  kind: TransferScheduleKind;
  bankIspb: string;
  agencia: string;
  conta: string;
  accountType: number;
  holderName: string;
  holderTaxId: string;
}

/**
 * A new schedule of either kind, authorised now with the PIN: its first day checked (a working day,
 * from the next TED window on, within a year), then one row a payment (once, or monthly, each moved
 * to the next working day when its day is not one), which the job sends once each on its day
 * (ted-schedule-runner.ts). The balance is looked at on each day.
 */
export async function createSchedule(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  order: {
    source: AccountRow;
    to: ScheduleDestination;
    amount: Centavos;
    description?: string | undefined;
    first: IsoDate;
    total: number;
    pin: string;
  },
) {
  const now = deps.now();
  checkFirstDay(order.first, now);
  await checkAccountPin(trx, order.source.id, order.pin, deps.config.pinPepper);
  const seriesId = randomUUID();
  const { to, total } = order;
  const rows = tedScheduleDates(order.first, total).map((payOn, i) => ({
    id: i === 0 ? seriesId : randomUUID(),
    series_id: seriesId,
    kind: to.kind,
    number: i + 1,
    total,
    account_id: order.source.id,
    customer_id: session.customerId,
    bank_ispb: to.bankIspb,
    agencia: to.agencia,
    conta: to.conta,
    account_type: to.accountType,
    holder_name: to.holderName,
    holder_tax_id: to.holderTaxId,
    amount: order.amount,
    description: order.description?.trim() || null,
    pay_on: payOn,
    status: 'AGENDADA' as const,
    created_at: now,
    updated_at: now,
  }));
  await insertTedSchedule(trx, rows);
  const payments = await findTedSeries(trx, order.source.id, seriesId, to.kind);
  return scheduleAnswer(payments, bankNames(deps).get(to.bankIspb));
}

/** A TED for a working day, once or monthly (`numeroRecorrencias` payments), checked as a TED is (account, bank, agency). */
export async function scheduleTed(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: TedInput & { pin: string; dataAgendamento: IsoDate; numeroRecorrencias: number },
) {
  const source = await ownAccount(trx, session, input.chaveDeConta);
  const { bank, agencia } = resolveDestination(deps, input);
  const answer = await createSchedule(trx, deps, session, {
    source,
    to: {
      kind: TED_EXTERNAL_SCHEDULE_KIND,
      bankIspb: bank.ispb,
      agencia,
      conta: input.conta,
      accountType: input.tipoConta,
      holderName: input.nome,
      holderTaxId: input.identificacaoFiscal,
    },
    amount: centavos(input.valor),
    description: input.descricao,
    first: input.dataAgendamento,
    total: input.numeroRecorrencias,
    pin: input.pin,
  });
  return { ...answer, statusTransferencia: 'AGENDADA' };
}

/** The account's schedules of a kind: those with a payment to come first (the next first), then the rest. */
export async function listSchedules(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  accountId: string,
  kind: TransferScheduleKind,
) {
  const source = await ownAccount(db, session, accountId);
  const names = bankNames(deps);
  const series = groupSchedules(await listTedSchedules(db, source.id, kind));
  return { agendamentos: series.map((s) => scheduleAnswer(s, names.get(s[0]?.bank_ispb ?? ''))) };
}

/** One of the account's schedules with its payments; another's, or none, is 40460. */
export async function getSchedule(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  accountId: string,
  id: string,
  kind: TransferScheduleKind,
) {
  const source = await ownAccount(db, session, accountId);
  const payments = await findTedSeries(db, source.id, id, kind);
  const first = payments[0];
  if (!first) throw scheduleNotFound();
  return scheduleAnswer(payments, bankNames(deps).get(first.bank_ispb));
}

export interface TedScheduleChange {
  chaveDeConta: string;
  pin: string;
  idAgendamento: string;
  novoValor?: Centavos | undefined;
  novaDataAgendamento?: IsoDate | undefined;
}

/**
 * A new amount, or a new day, for the payments still to come, confirmed with the PIN: the next one
 * moves to the new day (a working day the bank takes now, as when scheduling) and each later one to
 * the same day of the following months. Payments already sent or failed stay as they were.
 */
export async function alterSchedule(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  change: TedScheduleChange,
  kind: TransferScheduleKind,
) {
  const source = await ownAccount(trx, session, change.chaveDeConta);
  const payments = await findTedSeries(trx, source.id, change.idAgendamento, kind, true);
  const pending = payments.filter((p) => p.status === 'AGENDADA');
  if (pending.length === 0) throw scheduleNotFound();
  const now = deps.now();
  if (change.novaDataAgendamento !== undefined) checkFirstDay(change.novaDataAgendamento, now);
  await checkAccountPin(trx, source.id, change.pin, deps.config.pinPepper);
  const days = change.novaDataAgendamento ? tedScheduleDates(change.novaDataAgendamento, pending.length) : [];
  for (const [i, payment] of pending.entries()) {
    await updateTedSchedule(trx, payment.id, {
      updated_at: now,
      ...(change.novoValor !== undefined ? { amount: change.novoValor } : {}),
      ...(days[i] ? { pay_on: days[i] } : {}),
    });
  }
  const updated = await findTedSeries(trx, source.id, change.idAgendamento, kind);
  return scheduleAnswer(updated, bankNames(deps).get(pending[0]?.bank_ispb ?? ''));
}

/** Cancels the payments still to come; a schedule with none, or another account's, is 40460. */
export async function cancelSchedule(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  accountId: string,
  id: string,
  kind: TransferScheduleKind,
) {
  const source = await ownAccount(trx, session, accountId);
  const pending = (await findTedSeries(trx, source.id, id, kind, true)).filter(
    (p) => p.status === 'AGENDADA',
  );
  if (pending.length === 0) throw scheduleNotFound();
  const now = deps.now();
  for (const payment of pending)
    await updateTedSchedule(trx, payment.id, { status: 'CANCELADA', updated_at: now });
  return { idAgendamento: id, statusDescricao: 'CANCELADA' };
}

/** The account's transfer schedules (TED and between Carteira accounts) with a payment still to come (conta/consultar-agendamentos). */
export async function activeTedSchedules(
  db: Executor,
  deps: Pick<BankDeps, 'ports'>,
  accountId: string,
): Promise<ScheduledPayment[]> {
  const names = bankNames(deps);
  return groupSchedules(await listTedSchedules(db, accountId)).flatMap((series) => {
    const first = series[0];
    const pending = series
      .filter((p) => p.status === 'AGENDADA')
      .map((p) => ({ date: p.pay_on, amount: centavos(p.amount) }));
    if (!first || pending.length === 0) return [];
    const updated = series.reduce((a, p) => (p.updated_at > a ? p.updated_at : a), first.updated_at);
    return [
      {
        id: first.series_id,
        kind: first.kind === TED_EXTERNAL_SCHEDULE_KIND ? SCHEDULE_KIND.TED : SCHEDULE_KIND.TED_INTERNAL,
        pending,
        recurrence: first.total > 1 ? 1 : 0,
        total: first.total,
        done: series.filter((p) => p.status === 'EFETIVADA' || p.status === 'FALHOU').length,
        counterparty: first.holder_name,
        createdAt: new Date(first.created_at),
        updatedAt: new Date(updated),
        agency: first.agencia,
        account: first.conta,
        bank: names.get(first.bank_ispb) ?? first.bank_ispb,
        accountType: first.account_type,
      },
    ];
  });
}
