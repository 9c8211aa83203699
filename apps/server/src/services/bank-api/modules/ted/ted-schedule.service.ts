import { randomUUID } from 'node:crypto';
import type { IsoDate } from '@carteira/core/calendar';
import { formatDate } from '@carteira/core/calendar';
import { centavos, toReais } from '@carteira/core/money';
import type { Executor, Trx } from '../../../../tables.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { scheduleDateRefused, scheduleNotFound } from './ted.errors.ts';
import {
  findTedSchedule,
  insertTedSchedule,
  listTedSchedules,
  type TedScheduleRow,
  updateTedSchedule,
} from './ted.repository.ts';
import { ownAccount, resolveDestination, type TedInput } from './ted.service.ts';
import { isSchedulableOn, tedWindowAt } from './ted-window.ts';

/** tipoAgendamentoEnum of a TED to another bank (wallet.md: "TED 1 or 2"; 1 is between Carteira accounts). */
export const TED_EXTERNAL_SCHEDULE_KIND = 2;

function scheduleAnswer(row: TedScheduleRow, bankName?: string) {
  return {
    idAgendamento: row.id,
    tipoAgendamentoEnum: TED_EXTERNAL_SCHEDULE_KIND,
    statusDescricao: row.status,
    valor: toReais(centavos(row.amount)),
    dataAgendamento: row.pay_on,
    dataPagamento: row.pay_on,
    horaPagamento: 0,
    numeroRecorrencias: 1,
    ispb: row.bank_ispb,
    ...(bankName ? { banco: bankName } : {}),
    agenciaDestino: row.agencia,
    contaDestino: row.conta,
    tipoConta: row.account_type,
    nome: row.holder_name,
    dataUltimaAlteracao: row.updated_at.toISOString(),
    ...(row.error_code ? { codigoErro: row.error_code, mensagemErro: row.error_message } : {}),
  };
}

/**
 * A TED for a working day from today on (today only before the window closes), authorised now with
 * the PIN: checked as a TED is (account, bank, agency), then kept for the job, which sends it once
 * when its day's window opens (ted-schedule-runner.ts). The balance is looked at on that day.
 */
export async function scheduleTed(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: TedInput & { pin: string; dataAgendamento: IsoDate },
) {
  const source = await ownAccount(trx, session, input.chaveDeConta);
  const { bank, agencia } = resolveDestination(deps, input);
  const now = deps.now();
  if (!isSchedulableOn(input.dataAgendamento, now)) {
    const first = tedWindowAt(now).sendOn;
    throw scheduleDateRefused(`O primeiro dia possível é ${formatDate(first)}`);
  }
  await checkAccountPin(trx, source.id, input.pin, deps.config.pinPepper);
  const id = randomUUID();
  await insertTedSchedule(trx, {
    id,
    account_id: source.id,
    customer_id: session.customerId,
    bank_ispb: bank.ispb,
    agencia,
    conta: input.conta,
    account_type: input.tipoConta,
    holder_name: input.nome,
    holder_tax_id: input.identificacaoFiscal,
    amount: centavos(input.valor),
    description: input.descricao?.trim() || null,
    pay_on: input.dataAgendamento,
    status: 'AGENDADA',
    created_at: now,
    updated_at: now,
  });
  const row = await findTedSchedule(trx, source.id, id);
  if (!row) throw new Error('the schedule just written is missing');
  return { ...scheduleAnswer(row, bank.nome), statusTransferencia: 'AGENDADA' };
}

export async function listSchedules(db: Executor, deps: BankDeps, session: BankSession, accountId: string) {
  const source = await ownAccount(db, session, accountId);
  const names = new Map(deps.ports.bankDirectory.banks().map((b) => [b.ispb, b.nome]));
  const rows = await listTedSchedules(db, source.id);
  return { agendamentos: rows.map((r) => scheduleAnswer(r, names.get(r.bank_ispb))) };
}

/** Cancels a schedule still waiting (AGENDADA); any other, or another account's, is 40460. */
export async function cancelSchedule(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  accountId: string,
  id: string,
) {
  const source = await ownAccount(trx, session, accountId);
  const row = await findTedSchedule(trx, source.id, id);
  if (row?.status !== 'AGENDADA') throw scheduleNotFound();
  const now = deps.now();
  await updateTedSchedule(trx, id, { status: 'CANCELADA', updated_at: now });
  return { idAgendamento: id, statusDescricao: 'CANCELADA' };
}
