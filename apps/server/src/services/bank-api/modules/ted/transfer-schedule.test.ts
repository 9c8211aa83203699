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
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
// Monday 2026-10-19, 10:00 in São Paulo: a working day inside the TED window.
let clock = new Date('2026-10-19T10:00:00-03:00');

interface Schedule {
  idAgendamento: string;
  tipoAgendamentoEnum: number;
  statusDescricao: string;
  valor: number;
  dataAgendamento: string;
  banco: string;
  nome: string;
  agenciaDestino: string;
  contaDestino: string;
  numeroRecorrencias: number;
  numeroDeOcorrencias: number;
  ocorrencias: Array<{ dataPagamento: string; valor: number; status: string; idTransacao: string | null }>;
}

const cents = (reais: number) => Math.round(reais * 100);
const bankCall = (path: string, body: Record<string, unknown>, who: LoggedIn = ana) =>
  call(t.app, `transferencias/${path}`, { chaveDeConta: who.accountId, ...body }, who.token);
const schedule = (body: Record<string, unknown>) =>
  bankCall('efetuar-agendamento-transferencia', {
    pin: ANA.pin,
    valor: 20,
    agenciaDestino: '0001',
    contaDestino: BRUNO.conta,
    ...body,
  });
const get = async (id: string) =>
  resultOf<Schedule>(await bankCall('obter-agendamento-transferencia', { idAgendamento: id }));

async function at(iso: string) {
  clock = new Date(iso);
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
});
afterAll(async () => t?.close());

describe('a monthly transfer between Carteira accounts, scheduled', () => {
  it('refuses bad input, the same account, an unknown one and non-working days, changing nothing', async () => {
    const before = cents(await balanceOf(t.app, ana));
    expectError(await schedule({ dataAgendamento: '2026-10-20', numeroOcorrencias: 0 }), 400, 40007);
    expectError(await schedule({ dataAgendamento: '2026-10-20', numeroOcorrencias: 61 }), 400, 40007);
    expectError(await schedule({ dataAgendamento: '20/10/2026' }), 400, 40007);
    expectError(await schedule({ dataAgendamento: '2026-10-20', contaDestino: ANA.conta }), 400, 40010);
    expectError(await schedule({ dataAgendamento: '2026-10-20', contaDestino: '99999999' }), 404, 40401);
    // Saturday, and 20 November (Dia Nacional de Zumbi e da Consciência Negra, Lei 14.759/2023)
    expectError(await schedule({ dataAgendamento: '2026-10-24' }), 400, 40162);
    expectError(await schedule({ dataAgendamento: '2026-11-20' }), 400, 40162);
    expectError(await schedule({ dataAgendamento: '2026-10-20', pin: '0000' }), 400, 10007);
    const listed = resultOf<{ agendamentos: Schedule[] }>(
      await bankCall('consultar-agendamentos-transferencia', {}),
    );
    expect(listed.agendamentos).toEqual([]);
    expect(cents(await balanceOf(t.app, ana))).toBe(before);
  });

  it('moves each payment once on its working day, kept apart from the TEDs, and cancels the rest', async () => {
    const anaBefore = cents(await balanceOf(t.app, ana));
    const brunoBefore = cents(await balanceOf(t.app, bruno));
    const made = resultOf<Schedule>(await schedule({ dataAgendamento: '2026-10-20', numeroOcorrencias: 3 }));
    expect(made).toMatchObject({
      tipoAgendamentoEnum: 1,
      statusDescricao: 'AGENDADA',
      banco: 'Carteira',
      nome: BRUNO.nome,
      agenciaDestino: '0001',
      contaDestino: BRUNO.conta,
      numeroRecorrencias: 3,
      numeroDeOcorrencias: 0,
    });
    // 20 November 2026 is a Friday holiday, 20 December a Sunday: each moves to the next working day.
    expect(made.ocorrencias.map((o) => o.dataPagamento)).toEqual(['2026-10-20', '2026-11-23', '2026-12-21']);
    const id = made.idAgendamento;

    // Not a TED: the TED paths do not see it; the account's scheduled items list it as kind 1.
    expectError(await bankCall('obter-agendamento-ted', { idAgendamento: id }), 404, 40460);
    expectError(await bankCall('cancelar-agendamento-ted', { idAgendamento: id }), 404, 40460);
    const items = resultOf<{ agendamentos: Array<{ idAgendamento: string; tipoAgendamentoEnum: number }> }>(
      await call(t.app, 'conta/consultar-agendamentos', { chaveDeConta: ana.accountId }, ana.token),
    );
    expect(items.agendamentos.find((a) => a.idAgendamento === id)?.tipoAgendamentoEnum).toBe(1);

    // Another customer reaches none of it.
    for (const path of ['obter-agendamento-transferencia', 'excluir-agendamento-transferencia']) {
      expectError(await bankCall(path, { idAgendamento: id }, bruno), 404, 40460);
    }
    expectError(
      await bankCall(
        'alterar-agendamento-transferencia',
        { pin: BRUNO.pin, idAgendamento: id, novoValor: 1 },
        bruno,
      ),
      404,
      40460,
    );

    // A new amount for those to come, with the PIN.
    const changed = resultOf<Schedule>(
      await bankCall('alterar-agendamento-transferencia', {
        pin: ANA.pin,
        idAgendamento: id,
        novoValor: 12.5,
      }),
    );
    expect(changed.ocorrencias.map((o) => o.valor)).toEqual([12.5, 12.5, 12.5]);

    // Before the window opens on its day nothing moves; then once, however often the job runs.
    await at('2026-10-20T05:00:00-03:00');
    await t.app.tedJobs.runDue();
    expect(cents(await balanceOf(t.app, ana))).toBe(anaBefore);
    await at('2026-10-20T06:31:00-03:00');
    await t.app.tedJobs.runDue();
    await t.app.tedJobs.runDue();
    expect(cents(await balanceOf(t.app, ana))).toBe(anaBefore - 1250);
    expect(cents(await balanceOf(t.app, bruno))).toBe(brunoBefore + 1250);
    const first = await get(id);
    expect(first.ocorrencias.map((o) => o.status)).toEqual(['EFETIVADA', 'AGENDADA', 'AGENDADA']);
    expect(first).toMatchObject({ dataAgendamento: '2026-11-23', numeroDeOcorrencias: 1 });
    const sentId = first.ocorrencias[0]?.idTransacao;
    // Both sides see the receipt of the transfer the job made.
    for (const who of [ana, bruno]) {
      const receipt = resultOf<{ motivoTransacao: string; valor: number }>(
        await call(
          t.app,
          'comprovante/consultar-comprovantes-por-id-transacao',
          { chaveDeConta: who.accountId, idTransacao: sentId },
          who.token,
        ),
      );
      expect(receipt).toMatchObject({ valor: 12.5, motivoTransacao: 'Transferência entre contas Carteira' });
    }

    // On the holiday nothing goes; on the Monday after, the second payment.
    await at('2026-11-20T10:00:00-03:00');
    await t.app.tedJobs.runDue();
    expect(cents(await balanceOf(t.app, ana))).toBe(anaBefore - 1250);
    await at('2026-11-23T10:00:00-03:00');
    await t.app.tedJobs.runDue();
    expect(cents(await balanceOf(t.app, ana))).toBe(anaBefore - 2500);

    resultOf(await bankCall('excluir-agendamento-transferencia', { idAgendamento: id }));
    expectError(await bankCall('excluir-agendamento-transferencia', { idAgendamento: id }), 404, 40460);
    await at('2026-12-21T10:00:00-03:00');
    await t.app.tedJobs.runDue();
    expect(cents(await balanceOf(t.app, ana))).toBe(anaBefore - 2500);
    expect(cents(await balanceOf(t.app, bruno))).toBe(brunoBefore + 2500);
    const ended = await get(id);
    expect(ended.ocorrencias.map((o) => o.status)).toEqual(['EFETIVADA', 'EFETIVADA', 'CANCELADA']);
    expect(ended.statusDescricao).toBe('CANCELADA');
    expect(await ledgerAudit(asBank(t.db))).toMatchObject({ mismatched: [], negativeCustomerAccounts: 0 });
  });

  it('a payment the balance cannot cover fails, moving nothing, and the next still goes', async () => {
    await at('2026-12-21T10:00:00-03:00');
    const anaBefore = cents(await balanceOf(t.app, ana));
    const made = resultOf<Schedule>(
      await schedule({ dataAgendamento: '2026-12-22', valor: anaBefore / 100 + 1, numeroOcorrencias: 1 }),
    );
    await at('2026-12-22T10:00:00-03:00');
    await t.app.tedJobs.runDue();
    const failed = await get(made.idAgendamento);
    expect(failed.statusDescricao).toBe('FALHOU');
    expect(failed.ocorrencias[0]).toMatchObject({ status: 'FALHOU', idTransacao: null });
    expect(cents(await balanceOf(t.app, ana))).toBe(anaBefore);
    expect(await ledgerAudit(asBank(t.db))).toMatchObject({ mismatched: [], negativeCustomerAccounts: 0 });
  });
});
