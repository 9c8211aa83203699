import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { sandboxBankPorts } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';
import { runDueTedSchedules } from './ted-schedule-runner.ts';
import { tedScheduleDates } from './ted-window.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
// Wednesday 2026-03-11, 10:00 in São Paulo: a working day inside the window.
let clock = new Date('2026-03-11T10:00:00-03:00');

interface Payment {
  numero: number;
  dataPagamento: string;
  valor: number;
  status: string;
  idTransacao: string | null;
}
interface Schedule {
  idAgendamento: string;
  statusDescricao: string;
  valor: number;
  dataAgendamento: string;
  recorrencia: number;
  numeroRecorrencias: number;
  numeroDeOcorrencias: number;
  ocorrencias: Payment[];
}

const cents = (reais: number) => Math.round(reais * 100);
const balance = async () => cents(await balanceOf(t.app, ana));
const toMarcos = {
  banco: '901',
  agencia: '12',
  conta: '4567890-1',
  tipoConta: 1,
  nome: 'Marcos Vinícius Rocha',
  identificacaoFiscal: '418.203.576-35',
};
const schedule = (body: Record<string, unknown>) =>
  call(
    t.app,
    'transferencias/efetuar-agendamento-ted',
    { chaveDeConta: ana.accountId, pin: ANA.pin, valor: 15, ...toMarcos, ...body },
    ana.token,
  );
const bankCall = (path: string, body: Record<string, unknown>, who: LoggedIn = ana) =>
  call(t.app, `transferencias/${path}`, { chaveDeConta: who.accountId, ...body }, who.token);
const get = async (id: string) =>
  resultOf<Schedule>(await bankCall('obter-agendamento-ted', { idAgendamento: id }));
const statuses = (s: Schedule) => s.ocorrencias.map((o) => o.status);

async function at(iso: string) {
  clock = new Date(iso);
  ana = await login(t.app, ANA);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
});
afterAll(async () => t?.close());

describe('the days of a monthly TED', () => {
  it('keep the first day each month (31 -> the last day) and move a weekend or holiday to the next working day', () => {
    expect(tedScheduleDates('2026-03-31', 3)).toEqual(['2026-03-31', '2026-04-30', '2026-06-01']);
    // 2026-02-16 and 17 are Carnival: the 16th of February moves to Wednesday the 18th.
    expect(tedScheduleDates('2026-01-16', 2)).toEqual(['2026-01-16', '2026-02-18']);
  });
});

describe('a monthly TED schedule: listed, changed, sent once a month, cancelled', () => {
  it('refuses bad input and non-working days, changing nothing', async () => {
    const before = await balance();
    const count = async () =>
      resultOf<{ agendamentos: unknown[] }>(await bankCall('consultar-agendamentos-ted', {})).agendamentos
        .length;
    const listed = await count();
    expectError(await schedule({ dataAgendamento: '2026-03-31', numeroRecorrencias: 0 }), 400, 40007);
    expectError(await schedule({ dataAgendamento: '2026-03-31', numeroRecorrencias: 61 }), 400, 40007);
    expectError(await schedule({ dataAgendamento: '2026-03-31', numeroRecorrencias: 2.5 }), 400, 40007);
    expectError(await schedule({ dataAgendamento: '31/03/2026' }), 400, 40007);
    expectError(await schedule({ dataAgendamento: '2026-03-28' }), 400, 40162);
    expectError(await schedule({ dataAgendamento: '2026-03-10' }), 400, 40162);
    expectError(await schedule({ dataAgendamento: '2027-03-31' }), 400, 40162);
    expectError(await schedule({ dataAgendamento: '2026-03-31', pin: '0000' }), 400, 10007);
    expect(await count()).toBe(listed);
    expect(await balance()).toBe(before);
  });

  it('schedules 3 monthly payments, changes the amount and day of those to come, sends each once, and cancels the rest', async () => {
    const before = await balance();
    const made = resultOf<Schedule>(await schedule({ dataAgendamento: '2026-03-31', numeroRecorrencias: 3 }));
    expect(made).toMatchObject({
      statusDescricao: 'AGENDADA',
      recorrencia: 1,
      numeroRecorrencias: 3,
      valor: 15,
    });
    const id = made.idAgendamento;
    expect(made.ocorrencias.map((o) => o.dataPagamento)).toEqual(['2026-03-31', '2026-04-30', '2026-06-01']);
    const listed = resultOf<{ agendamentos: Schedule[] }>(await bankCall('consultar-agendamentos-ted', {}));
    expect(listed.agendamentos.find((a) => a.idAgendamento === id)?.ocorrencias).toHaveLength(3);

    // Changes: bad input, a wrong PIN, a non-working day: nothing changes.
    const alter = (body: Record<string, unknown>) =>
      bankCall('alterar-agendamento-ted', { pin: ANA.pin, idAgendamento: id, ...body });
    expectError(await alter({}), 400, 40007);
    expectError(await alter({ novoValor: 0 }), 400, 40007);
    expectError(await alter({ novoValor: 1.234 }), 400, 40007);
    expectError(await alter({ novaDataAgendamento: '2026-04-04' }), 400, 40162);
    expectError(await alter({ novoValor: 20, pin: '0000' }), 400, 10007);
    expect((await get(id)).ocorrencias.map((o) => o.valor)).toEqual([15, 15, 15]);

    // Another customer reaches none of it: not with their account, not with Ana's.
    for (const path of ['obter-agendamento-ted', 'cancelar-agendamento-ted']) {
      expectError(await bankCall(path, { idAgendamento: id }, bruno), 404, 40460);
    }
    expectError(
      await bankCall('alterar-agendamento-ted', { pin: BRUNO.pin, idAgendamento: id, novoValor: 1 }, bruno),
      404,
      40460,
    );
    expectError(
      await call(
        t.app,
        'transferencias/obter-agendamento-ted',
        { chaveDeConta: ana.accountId, idAgendamento: id },
        bruno.token,
      ),
      404,
      40401,
    );

    const changed = resultOf<Schedule>(await alter({ novoValor: 12.5 }));
    expect(changed.ocorrencias.map((o) => o.valor)).toEqual([12.5, 12.5, 12.5]);

    // The first day: sent once, even when the job runs again or a runner starts afresh.
    await at('2026-03-31T06:31:00-03:00');
    await t.app.tedJobs.runDue();
    await t.app.tedJobs.runDue();
    const fresh = {
      db: asBank(t.db),
      config: t.config,
      log: t.app.log,
      now: () => clock,
      ports: sandboxBankPorts(),
    };
    expect(await Promise.all([runDueTedSchedules(fresh), runDueTedSchedules(fresh)])).toEqual([0, 0]);
    expect(await balance()).toBe(before - 1250);
    const afterFirst = await get(id);
    expect(statuses(afterFirst)).toEqual(['EFETIVADA', 'AGENDADA', 'AGENDADA']);
    expect(afterFirst).toMatchObject({
      statusDescricao: 'AGENDADA',
      dataAgendamento: '2026-04-30',
      numeroDeOcorrencias: 1,
    });

    // A sent payment keeps its amount; the next day of those to come moves, the later ones follow it.
    const moved = resultOf<Schedule>(await alter({ novoValor: 10, novaDataAgendamento: '2026-05-04' }));
    expect(moved.ocorrencias.map((o) => [o.dataPagamento, o.valor])).toEqual([
      ['2026-03-31', 12.5],
      ['2026-05-04', 10],
      ['2026-06-05', 10], // the 4th of June 2026 is Corpus Christi
    ]);
    await at('2026-04-30T10:00:00-03:00');
    await t.app.tedJobs.runDue();
    expect(await balance()).toBe(before - 1250);
    await at('2026-05-04T10:00:00-03:00');
    await t.app.tedJobs.runDue();
    await t.app.tedJobs.runDue();
    expect(await balance()).toBe(before - 2250);

    resultOf(await bankCall('cancelar-agendamento-ted', { idAgendamento: id }));
    expectError(await bankCall('cancelar-agendamento-ted', { idAgendamento: id }), 404, 40460);
    expectError(await alter({ novoValor: 5 }), 404, 40460);
    await at('2026-06-05T10:00:00-03:00');
    await t.app.tedJobs.runDue();
    expect(await balance()).toBe(before - 2250);
    const ended = await get(id);
    expect(statuses(ended)).toEqual(['EFETIVADA', 'EFETIVADA', 'CANCELADA']);
    expect(ended.statusDescricao).toBe('CANCELADA');
    expect(new Set(ended.ocorrencias.map((o) => o.idTransacao)).size).toBe(3);
    expect(await ledgerAudit(asBank(t.db))).toMatchObject({ mismatched: [] });
  });
});
