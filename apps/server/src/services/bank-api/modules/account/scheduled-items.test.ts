import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  call,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { sandboxBoletos } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// The bank clock is pinned: Wednesday 2026-03-11, 12:00 in São Paulo, a working day inside the TED
// and boleto windows.
const clock = new Date('2026-03-11T15:00:00Z');
let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let brunoKey: string;
const ids = { pix: '', boleto: '', ted: '', cancelled: '' };

interface Item {
  idAgendamento: string;
  tipoAgendamentoEnum: number;
  statusDescricao: string;
  valor: number;
  dataPagamento: string;
  recorrencia: number;
  numeroRecorrencias: number;
  numeroDeOcorrencias: number;
  nomeContraparte: string;
  chave: string | null;
  agencia: string | null;
  conta: string | null;
  banco: string | null;
  linhaDigitavel: string | null;
  codigoDeBarras: string | null;
  dataAgendamento: string;
}
interface Line {
  data: string;
  valor: number;
  idAgendamento: string;
  tipoAgendamentoEnum: number;
  numeroOcorrencia: number;
}

const boletoLine = () => {
  const found = sandboxBoletos('2026-03-11').find((b) => b.id === '001');
  if (!found) throw new Error('no sandbox boleto 001');
  return found.linhaDigitavel;
};
const scheduled = (who: LoggedIn, extra: Record<string, unknown> = {}) =>
  call(t.app, 'conta/consultar-agendamentos', { chaveDeConta: who.accountId, ...extra }, who.token);
const future = (who: LoggedIn, extra: Record<string, unknown> = {}) =>
  call(t.app, 'conta/consultar-lancamentos-futuros', { chaveDeConta: who.accountId, ...extra }, who.token);
const pixSchedule = async (body: Record<string, unknown>) =>
  resultOf<{ idAgendamento: string }>(
    await call(
      t.app,
      'pix/operacao/efetuar-agendamento-pix-chave',
      { chaveDeConta: ana.accountId, pin: ANA.pin, chave: brunoKey, valor: 10, ...body },
      ana.token,
    ),
  ).idAgendamento;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  [ana, bruno] = await Promise.all([login(t.app, ANA), login(t.app, BRUNO)]);
  brunoKey = await registerEvp(t.app, bruno);
  // A monthly Pix of R$ 10,00, three times from 2026-03-20.
  ids.pix = await pixSchedule({ dataPagamento: '2026-03-20', recorrencia: 1, numeroRecorrencias: 3 });
  ids.boleto = resultOf<{ idAgendamento: string }>(
    await call(
      t.app,
      'pagamento/efetuar-agendamento-boleto',
      {
        chaveDeConta: ana.accountId,
        pin: ANA.pin,
        linhaDigitavel: boletoLine(),
        dataPagamento: '2026-03-18',
      },
      ana.token,
    ),
  ).idAgendamento;
  ids.ted = resultOf<{ idAgendamento: string }>(
    await call(
      t.app,
      'transferencias/efetuar-agendamento-ted',
      {
        chaveDeConta: ana.accountId,
        pin: ANA.pin,
        valor: 15.5,
        banco: '901',
        agencia: '12',
        conta: '4567890-1',
        tipoConta: 1,
        nome: 'Marcos Vinícius Rocha',
        identificacaoFiscal: '418.203.576-35',
        dataAgendamento: '2026-03-16',
        numeroRecorrencias: 1,
      },
      ana.token,
    ),
  ).idAgendamento;
  ids.cancelled = await pixSchedule({ dataPagamento: '2026-03-13', recorrencia: 0 });
  resultOf(
    await call(
      t.app,
      'pix/operacao/cancelar-agendamento-pix',
      { chaveDeConta: ana.accountId, idAgendamento: ids.cancelled },
      ana.token,
    ),
  );
});
afterAll(async () => t?.close());

describe('conta/consultar-agendamentos', () => {
  it('lists the Pix, boleto and TED schedules with their kind, the next payment first; not a cancelled one', async () => {
    const { agendamentos } = resultOf<{ agendamentos: Item[] }>(await scheduled(ana));
    expect(agendamentos.map((a) => [a.idAgendamento, a.tipoAgendamentoEnum, a.dataPagamento])).toEqual([
      [ids.ted, 2, '2026-03-16'],
      [ids.boleto, 3, '2026-03-18'],
      [ids.pix, 4, '2026-03-20'],
    ]);
    const [ted, boleto, pix] = agendamentos;
    expect(ted).toMatchObject({
      statusDescricao: 'AGENDADO',
      valor: 15.5,
      nomeContraparte: 'Marcos Vinícius Rocha',
      agencia: '0012',
      conta: '45678901',
      recorrencia: 0,
      numeroRecorrencias: 1,
      numeroDeOcorrencias: 0,
    });
    expect(ted?.banco).toEqual(expect.any(String));
    expect(boleto).toMatchObject({
      valor: 150,
      nomeContraparte: 'Escola Aprender Mais Ltda',
      linhaDigitavel: boletoLine(),
    });
    expect(boleto?.codigoDeBarras).toMatch(/^\d{44}$/);
    expect(pix).toMatchObject({
      valor: 10,
      chave: brunoKey,
      recorrencia: 1,
      numeroRecorrencias: 3,
      numeroDeOcorrencias: 0,
    });
    expect(pix?.dataAgendamento).toMatch(/^2026-03-11/);
    expect(agendamentos.map((a) => a.idAgendamento)).not.toContain(ids.cancelled);
  });

  it('narrows to the schedules whose next payment falls in the period', async () => {
    const { agendamentos } = resultOf<{ agendamentos: Item[] }>(
      await scheduled(ana, { dataInicio: '2026-03-17', dataFim: '2026-03-19' }),
    );
    expect(agendamentos.map((a) => a.idAgendamento)).toEqual([ids.boleto]);
  });

  it('shows another customer nothing of them, and a foreign account as a missing one', async () => {
    expect(resultOf<{ agendamentos: Item[] }>(await scheduled(bruno)).agendamentos).toEqual([]);
    expectError(
      await call(t.app, 'conta/consultar-agendamentos', { chaveDeConta: ana.accountId }, bruno.token),
      404,
      40401,
    );
  });

  it('refuses bad input with 40007', async () => {
    expectError(await scheduled(ana, { dataInicio: '2026-02-30' }), 400, 40007);
    expectError(await scheduled(ana, { dataInicio: '2026-03-20', dataFim: '2026-03-19' }), 400, 40007);
    expectError(await call(t.app, 'conta/consultar-agendamentos', {}, ana.token), 400, 40007);
  });
});

describe('conta/consultar-lancamentos-futuros', () => {
  it('gives one line per payment to come within 90 days, the earliest first', async () => {
    const r = resultOf<{ dataInicio: string; dataFim: string; lancamentos: Line[] }>(await future(ana));
    expect(r.dataInicio).toBe('2026-03-11');
    expect(r.dataFim).toBe('2026-06-09');
    expect(r.lancamentos.map((l) => [l.data, l.valor, l.tipoAgendamentoEnum, l.numeroOcorrencia])).toEqual([
      ['2026-03-16', 15.5, 2, 1],
      ['2026-03-18', 150, 3, 1],
      ['2026-03-20', 10, 4, 1],
      ['2026-04-20', 10, 4, 2],
      ['2026-05-20', 10, 4, 3],
    ]);
  });

  it('a shorter window keeps fewer; another customer sees none; bad input is 40007', async () => {
    const r = resultOf<{ lancamentos: Line[] }>(await future(ana, { dias: 30 }));
    expect(r.lancamentos.map((l) => l.data)).toEqual(['2026-03-16', '2026-03-18', '2026-03-20']);
    expect(resultOf<{ lancamentos: Line[] }>(await future(bruno)).lancamentos).toEqual([]);
    expectError(
      await call(t.app, 'conta/consultar-lancamentos-futuros', { chaveDeConta: ana.accountId }, bruno.token),
      404,
      40401,
    );
    expectError(await future(ana, { dias: 91 }), 400, 40007);
    expectError(await future(ana, { dias: 'muitos' }), 400, 40007);
  });
});
