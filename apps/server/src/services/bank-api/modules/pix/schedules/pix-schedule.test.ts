import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../../../app.ts';
import {
  ANA,
  BRUNO,
  balanceOf,
  CARLA,
  call,
  DANIEL,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { asBank } from '../../../../../test/own-tables.ts';
import { sandboxBankPorts } from '../../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';
import { runDueSchedules } from './pix-schedule-runner.ts';

const START = new Date('2026-01-20T15:00:00Z');
let clock = START;
let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let carla: LoggedIn;
let brunoKey: string;

interface Agendamento {
  idAgendamento: string;
  idStatus: number;
  dataPagamento: string;
  numeroDeOcorrencias: number;
  valor: number;
  ocorrencias?: Array<{ numero: number; status: string; dataPagamento: string; codigoErro: number | null }>;
}

const cents = (reais: number) => Math.round(reais * 100);
const balance = async (who: LoggedIn) => cents(await balanceOf(t.app, who));
/** Moves the clock; sessions follow it, so everyone logs in again. */
async function at(iso: string) {
  clock = new Date(iso);
  [ana, bruno, carla] = await Promise.all([login(t.app, ANA), login(t.app, BRUNO), login(t.app, CARLA)]);
}
const schedule = (who: LoggedIn, pin: string, body: Record<string, unknown>) =>
  call(
    t.app,
    'pix/operacao/efetuar-agendamento-pix-chave',
    { chaveDeConta: who.accountId, pin, chave: brunoKey, valor: 10, dataPagamento: '2026-02-02', ...body },
    who.token,
  );
const created = async (who: LoggedIn, pin: string, body: Record<string, unknown>) =>
  resultOf<Agendamento>(await schedule(who, pin, body));
const get = async (who: LoggedIn, id: string) =>
  resultOf<Agendamento>(
    await call(
      t.app,
      'pix/operacao/obter-agendamento-pix',
      { chaveDeConta: who.accountId, idAgendamento: id },
      who.token,
    ),
  );
const list = (who: LoggedIn, extra: Record<string, unknown> = {}) =>
  call(t.app, 'pix/operacao/consultar-agendamento-pix', { chaveDeConta: who.accountId, ...extra }, who.token);
const cancel = (who: LoggedIn, id: string) =>
  call(
    t.app,
    'pix/operacao/cancelar-agendamento-pix',
    { chaveDeConta: who.accountId, idAgendamento: id },
    who.token,
  );
const alter = (who: LoggedIn, pin: string, id: string, body: Record<string, unknown>) =>
  call(
    t.app,
    'pix/operacao/alterar-agendamento-pix-chave',
    { chaveDeConta: who.accountId, pin, idAgendamento: id, ...body },
    who.token,
  );
const postingsOf = async (id: string) =>
  (
    await t.db
      .selectFrom('movement')
      .select('id')
      .where('idempotency_key', 'like', `agendamento:${id}:%`)
      .execute()
  ).length;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  [ana, bruno, carla] = await Promise.all([login(t.app, ANA), login(t.app, BRUNO), login(t.app, CARLA)]);
  brunoKey = await registerEvp(t.app, bruno);
});
afterAll(() => t.close());

describe('efetuar-agendamento-pix-chave', () => {
  it('schedules a Pix for a future date with the PIN; nothing moves yet', async () => {
    await at('2026-01-20T15:00:00Z');
    const before = await balance(ana);
    const s = await created(ana, ANA.pin, { valor: 12.5, dataPagamento: '2026-01-25', descricao: 'Aluguel' });
    expect(s).toMatchObject({
      idStatus: 1,
      statusDescricao: 'Agendado',
      tipoAgendamentoEnum: 'PIX',
      valor: 12.5,
      chave: brunoKey,
      tipoChave: 'EVP',
      nomeBeneficiario: 'Bruno Henrique Lima',
      dataPagamento: '2026-01-25',
      horaPagamento: 0,
      recorrencia: 0,
      numeroRecorrencias: 1,
      numeroDeOcorrencias: 0,
    });
    await t.app.pixJobs.runDue();
    expect(await balance(ana)).toBe(before);
    await cancel(ana, s.idAgendamento);
  });

  it('refuses a wrong PIN, a date out of the window, bad counts, an unknown or own key, and stores nothing', async () => {
    await at('2026-01-20T15:00:00Z');
    const count = async () => (await t.db.selectFrom('pix_schedule').select('id').execute()).length;
    const before = await count();
    expectError(await schedule(ana, '0000', {}), 400, 10007);
    expectError(await schedule(ana, ANA.pin, { dataPagamento: '2026-01-20' }), 400, 40007);
    expectError(await schedule(ana, ANA.pin, { dataPagamento: '2027-01-21' }), 400, 40007);
    expectError(await schedule(ana, ANA.pin, { recorrencia: 1, numeroRecorrencias: 1 }), 400, 40007);
    expectError(await schedule(ana, ANA.pin, { recorrencia: 1, numeroRecorrencias: 61 }), 400, 40007);
    expectError(await schedule(ana, ANA.pin, { numeroRecorrencias: 2 }), 400, 40007);
    expectError(await schedule(ana, ANA.pin, { chave: 'ninguem@example.com' }), 404, 40013);
    expectError(await schedule(bruno, BRUNO.pin, {}), 400, 40010);
    expectError(await schedule(ana, ANA.pin, { chaveDeConta: bruno.accountId }), 404, 40401);
    expect(await count()).toBe(before);
  });
});

describe('the schedule runner', () => {
  it('runs a due occurrence once, on its São Paulo day, and finishes the schedule', async () => {
    await at('2026-01-20T15:00:00Z');
    const s = await created(ana, ANA.pin, { valor: 7, dataPagamento: '2026-01-22' });
    const [anaBefore, brunoBefore] = [await balance(ana), await balance(bruno)];
    await at('2026-01-22T02:59:00Z'); // 21 Jan, 23:59 in São Paulo
    await t.app.pixJobs.runDue();
    expect(await balance(ana)).toBe(anaBefore);
    await at('2026-01-22T03:00:00Z'); // 22 Jan, 00:00 in São Paulo
    await t.app.pixJobs.runDue();
    await t.app.pixJobs.runDue();
    expect(await balance(ana)).toBe(anaBefore - 700);
    expect(await balance(bruno)).toBe(brunoBefore + 700);
    const done = await get(ana, s.idAgendamento);
    expect(done).toMatchObject({ idStatus: 4, statusDescricao: 'Concluído', numeroDeOcorrencias: 1 });
    expect(done.ocorrencias).toEqual([
      expect.objectContaining({
        numero: 1,
        status: 'EFETIVADA',
        dataPagamento: '2026-01-22',
        codigoErro: null,
      }),
    ]);
    expect(await postingsOf(s.idAgendamento)).toBe(1);
  });

  it('runs after a restart: a new app on the same database runs what fell due while it was down', async () => {
    await at('2026-01-20T15:00:00Z');
    const s = await created(ana, ANA.pin, { valor: 3, dataPagamento: '2026-01-23' });
    const before = await balance(ana);
    const restarted = await buildApp({
      db: t.db,
      config: t.config,
      logger: false,
      now: () => new Date('2026-01-23T12:00:00Z'),
    });
    try {
      await restarted.ready();
      // it listens at once and works through what fell due in the background, until caught up
      await vi.waitFor(() => expect(restarted.pixJobs.caughtUp()).toBe(true), { timeout: 10_000 });
      expect(await balance(ana)).toBe(before - 300);
      expect((await get(ana, s.idAgendamento)).idStatus).toBe(4);
      await restarted.pixJobs.runDue();
    } finally {
      await restarted.close();
    }
    await at('2026-01-23T12:00:00Z');
    await t.app.pixJobs.runDue();
    expect(await balance(ana)).toBe(before - 300);
    expect(await postingsOf(s.idAgendamento)).toBe(1);
  });

  it('two runners at once post each occurrence once', async () => {
    await at('2026-01-20T15:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await created(carla, CARLA.pin, { valor: 1, dataPagamento: '2026-01-24' })).idAgendamento);
    const before = await balance(carla);
    const deps = {
      db: asBank(t.db),
      config: t.config,
      log: t.app.log,
      now: () => new Date('2026-01-24T12:00:00Z'),
      ports: sandboxBankPorts(),
    };
    const counts = await Promise.all([runDueSchedules(deps), runDueSchedules(deps), runDueSchedules(deps)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    expect(await balance(carla)).toBe(before - 600);
    for (const id of ids) expect(await postingsOf(id)).toBe(1);
  });

  it('repeats monthly on the same day (31 -> the month’s last day) and counts the occurrences run', async () => {
    await at('2026-01-20T15:00:00Z');
    const s = await created(ana, ANA.pin, {
      valor: 2,
      dataPagamento: '2026-01-31',
      recorrencia: 1,
      numeroRecorrencias: 3,
    });
    expect(s).toMatchObject({ recorrencia: 1, numeroRecorrencias: 3, dataPagamento: '2026-01-31' });
    expect((await get(ana, s.idAgendamento)).ocorrencias?.map((o) => o.dataPagamento)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    const before = await balance(ana);
    await at('2026-02-28T12:00:00Z');
    await t.app.pixJobs.runDue();
    expect(await balance(ana)).toBe(before - 400);
    expect(await get(ana, s.idAgendamento)).toMatchObject({
      idStatus: 1,
      numeroDeOcorrencias: 2,
      dataPagamento: '2026-03-31',
    });
    await at('2026-03-31T12:00:00Z');
    await t.app.pixJobs.runDue();
    expect(await get(ana, s.idAgendamento)).toMatchObject({ idStatus: 4, numeroDeOcorrencias: 3 });
    expect(await postingsOf(s.idAgendamento)).toBe(3);
  });

  it('records a refused occurrence with its code (over the limit 40076, no balance 17000) and goes on', async () => {
    await at('2026-03-31T12:00:00Z');
    const s = await created(carla, CARLA.pin, {
      valor: 90_000,
      dataPagamento: '2026-04-02',
      recorrencia: 1,
      numeroRecorrencias: 2,
    });
    await at('2026-04-02T12:00:00Z');
    const before = await balance(carla);
    await t.app.pixJobs.runDue();
    expect(await balance(carla)).toBe(before);
    const read = await get(carla, s.idAgendamento);
    expect(read).toMatchObject({ idStatus: 1, numeroDeOcorrencias: 1, dataPagamento: '2026-05-02' });
    expect(read.ocorrencias?.[0]).toMatchObject({ status: 'FALHOU', codigoErro: 40076 });
    await cancel(carla, s.idAgendamento);

    const daniel = await login(t.app, DANIEL);
    const poor = await created(daniel, DANIEL.pin, { valor: 150, dataPagamento: '2026-04-03' });
    await at('2026-04-03T12:00:00Z');
    await t.app.pixJobs.runDue();
    const refused = await get(await login(t.app, DANIEL), poor.idAgendamento);
    expect(refused).toMatchObject({ idStatus: 4, numeroDeOcorrencias: 1 });
    expect(refused.ocorrencias?.[0]).toMatchObject({ status: 'FALHOU', codigoErro: 17000 });
  });

  it('runs right after the sandbox clock is set', async () => {
    await at('2026-04-02T12:00:00Z');
    const s = await created(ana, ANA.pin, { valor: 4, dataPagamento: '2026-04-10' });
    const before = await balance(ana);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/clock',
      payload: { agora: '2026-04-10T09:00:00-03:00' },
    });
    expect(res.statusCode).toBe(200);
    ana = await login(t.app, ANA);
    expect(await balance(ana)).toBe(before - 400);
    expect((await get(ana, s.idAgendamento)).idStatus).toBe(4);
    await t.app.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
  });
});

describe('consultar, alterar and cancelar', () => {
  it('lists scheduled ones by next date, then the others; filters by status 1, 3, 4', async () => {
    await at('2026-05-01T12:00:00Z');
    const anaKey = await registerEvp(t.app, ana);
    const later = await created(bruno, BRUNO.pin, { chave: anaKey, dataPagamento: '2026-06-10' });
    const sooner = await created(bruno, BRUNO.pin, { chave: anaKey, dataPagamento: '2026-05-10' });
    const gone = await created(bruno, BRUNO.pin, { chave: anaKey, dataPagamento: '2026-05-12' });
    resultOf(await cancel(bruno, gone.idAgendamento));
    const all = resultOf<{ agendamentos: Agendamento[]; totalItens: number }>(await list(bruno));
    expect(all.agendamentos.map((a) => a.idAgendamento)).toEqual([
      sooner.idAgendamento,
      later.idAgendamento,
      gone.idAgendamento,
    ]);
    const scheduled = resultOf<{ agendamentos: Agendamento[] }>(await list(bruno, { status: 1 }));
    expect(scheduled.agendamentos).toHaveLength(2);
    const cancelled = resultOf<{ agendamentos: Agendamento[] }>(await list(bruno, { status: 3 }));
    expect(cancelled.agendamentos.map((a) => a.idStatus)).toEqual([3]);
    expect(resultOf<{ agendamentos: unknown[] }>(await list(bruno, { status: 4 })).agendamentos).toEqual([]);
    const page = resultOf<{ agendamentos: Agendamento[]; totalPaginas: number }>(
      await list(bruno, { tamanhoPagina: 2, pagina: 2 }),
    );
    expect(page).toMatchObject({ totalPaginas: 2 });
    expect(page.agendamentos.map((a) => a.idAgendamento)).toEqual([gone.idAgendamento]);
    expectError(await list(bruno, { status: 2 }), 400, 40007);
  });

  it('alters amount, date and description with the PIN; a monthly schedule keeps its months from the new date', async () => {
    await at('2026-05-01T12:00:00Z');
    const s = await created(ana, ANA.pin, {
      valor: 5,
      dataPagamento: '2026-05-15',
      recorrencia: 1,
      numeroRecorrencias: 2,
    });
    expectError(await alter(ana, '0000', s.idAgendamento, { valor: 6 }), 400, 10007);
    expectError(await alter(ana, ANA.pin, s.idAgendamento, {}), 400, 40007);
    expectError(await alter(ana, ANA.pin, s.idAgendamento, { dataPagamento: '2026-05-01' }), 400, 40007);
    const changed = resultOf<Agendamento>(
      await alter(ana, ANA.pin, s.idAgendamento, {
        valor: 6,
        dataPagamento: '2026-05-20',
        descricao: 'Novo',
      }),
    );
    expect(changed).toMatchObject({ valor: 6, dataPagamento: '2026-05-20', descricao: 'Novo', idStatus: 1 });
    expect((await get(ana, s.idAgendamento)).ocorrencias?.map((o) => o.dataPagamento)).toEqual([
      '2026-05-20',
      '2026-06-20',
    ]);
    expectError(await alter(bruno, BRUNO.pin, s.idAgendamento, { valor: 1 }), 404, 40079);
    resultOf(await cancel(ana, s.idAgendamento));
    expectError(await alter(ana, ANA.pin, s.idAgendamento, { valor: 1 }), 404, 40079);
  });

  it('cancel answers status 3, cancels every pending occurrence, and nothing runs after it', async () => {
    await at('2026-05-01T12:00:00Z');
    const s = await created(carla, CARLA.pin, {
      valor: 8,
      dataPagamento: '2026-05-05',
      recorrencia: 1,
      numeroRecorrencias: 3,
    });
    expect(resultOf(await cancel(carla, s.idAgendamento))).toEqual({
      idAgendamento: s.idAgendamento,
      idStatus: 3,
      statusDescricao: 'Cancelado',
    });
    const before = await balance(carla);
    await at('2026-08-01T12:00:00Z');
    await t.app.pixJobs.runDue();
    expect(await balance(carla)).toBe(before);
    const read = await get(carla, s.idAgendamento);
    expect(read.idStatus).toBe(3);
    expect(read.ocorrencias?.map((o) => o.status)).toEqual(['CANCELADA', 'CANCELADA', 'CANCELADA']);
    expectError(await cancel(carla, s.idAgendamento), 404, 40079);
    expectError(await cancel(bruno, s.idAgendamento), 404, 40079);
    expectError(
      await call(
        t.app,
        'pix/operacao/obter-agendamento-pix',
        { chaveDeConta: bruno.accountId, idAgendamento: s.idAgendamento },
        bruno.token,
      ),
      404,
      40079,
    );
  });
});
