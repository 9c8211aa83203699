import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
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
import { isSchedulableOn, tedWindowAt } from './ted-window.ts';

let t: TestApp;
let ana: LoggedIn;
// Wednesday 2026-03-11, 10:00 in São Paulo: a working day inside the window.
let clock = new Date('2026-03-11T10:00:00-03:00');

const cents = (reais: number) => Math.round(reais * 100);
const balance = async () => cents(await balanceOf(t.app, ana));
const clearing = async () =>
  (
    await t.db
      .selectFrom('account')
      .select('balance')
      .where('code', '=', 'sandbox-clearing')
      .executeTakeFirstOrThrow()
  ).balance;

/** Marcos Vinícius Rocha at Banco Horizonte (sandbox/pix-institutions.ts). */
const toMarcos = {
  banco: '901',
  agencia: '12',
  conta: '4567890-1',
  tipoConta: 1,
  nome: 'Marcos Vinícius Rocha',
  identificacaoFiscal: '418.203.576-35',
};
const ted = (valor: number, to: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'transferencias/efetuar-ted',
    { chaveDeConta: ana.accountId, pin: ANA.pin, valor, ...to, ...extra },
    ana.token,
  );
const statement = async () =>
  resultOf<{ itens: Array<Record<string, unknown>> }>(
    await call(
      t.app,
      'conta/consultar-extrato-completo',
      { chaveDeConta: ana.accountId, dataInicio: '2026-03-01', dataFim: '2026-03-31' },
      ana.token,
    ),
  ).itens;

async function at(iso: string) {
  clock = new Date(iso);
  ana = await login(t.app, ANA);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ana = await login(t.app, ANA);
});
afterAll(async () => t?.close());

describe('the TED window', () => {
  it('is open 06:30-17:00 on working days; outside it the TED goes on the next working day', () => {
    expect(tedWindowAt(new Date('2026-03-11T06:29:00-03:00'))).toEqual({ open: false, sendOn: '2026-03-11' });
    expect(tedWindowAt(new Date('2026-03-11T06:30:00-03:00'))).toEqual({ open: true, sendOn: '2026-03-11' });
    expect(tedWindowAt(new Date('2026-03-11T16:59:00-03:00'))).toEqual({ open: true, sendOn: '2026-03-11' });
    expect(tedWindowAt(new Date('2026-03-11T17:00:00-03:00'))).toEqual({ open: false, sendOn: '2026-03-12' });
    // Friday evening -> Monday; Carnival Monday and Tuesday 2026 (16-17 Feb) are banking holidays.
    expect(tedWindowAt(new Date('2026-03-13T18:00:00-03:00')).sendOn).toBe('2026-03-16');
    expect(tedWindowAt(new Date('2026-02-14T10:00:00-03:00'))).toEqual({ open: false, sendOn: '2026-02-18' });
    expect(isSchedulableOn('2026-03-11', new Date('2026-03-11T16:00:00-03:00'))).toBe(true);
    expect(isSchedulableOn('2026-03-11', new Date('2026-03-11T17:30:00-03:00'))).toBe(false);
    expect(isSchedulableOn('2026-03-14', new Date('2026-03-11T10:00:00-03:00'))).toBe(false);
  });
});

describe('banco/consultar-bancos and banco/verificar-agencia', () => {
  it('lists this bank first and the others by name, never code 213, searchable by name or code', async () => {
    const all = resultOf<{ bancos: Array<{ codigo: string; nome: string; ispb: string }> }>(
      await call(t.app, 'banco/consultar-bancos', {}, ana.token),
    ).bancos;
    expect(all[0]).toMatchObject({ codigo: '999', nome: 'Carteira' });
    expect(all.map((b) => b.codigo)).toEqual(['999', '904', '901', '902', '903']);
    expect(all.some((b) => b.codigo === '213')).toBe(false);
    const byName = resultOf<{ bancos: Array<{ codigo: string }> }>(
      await call(t.app, 'banco/consultar-bancos', { busca: 'atlantico' }, ana.token),
    ).bancos;
    expect(byName.map((b) => b.codigo)).toEqual(['904']);
    const byCode = resultOf<{ bancos: Array<{ codigo: string }> }>(
      await call(t.app, 'banco/consultar-bancos', { busca: '90' }, ana.token),
    ).bancos;
    expect(byCode.map((b) => b.codigo)).toEqual(['904', '901', '902', '903']);
    const arbi = resultOf<{ bancos: unknown[] }>(
      await call(t.app, 'banco/consultar-bancos', { busca: '213' }, ana.token),
    );
    expect(arbi.bancos).toEqual([]);
  });

  it("answers 'Incorrect Details' for an unknown bank, code 213 or an agency the bank lacks", async () => {
    const ok = resultOf(
      await call(t.app, 'banco/verificar-agencia', { codigoOuISPB: '90400001', agencia: '12' }, ana.token),
    );
    expect(ok).toMatchObject({ valida: true, banco: 'Banco Horizonte S.A.', codigo: '901', agencia: '0012' });
    for (const body of [
      { codigoOuISPB: '905', agencia: '0012' },
      { codigoOuISPB: '213', agencia: '0001' },
      { codigoOuISPB: '901', agencia: '0013' },
    ]) {
      const answer = await call(t.app, 'banco/verificar-agencia', body, ana.token);
      expectError(answer, 404, 40160);
      if (!answer.success) expect(answer.error.message).toBe('Incorrect Details');
    }
    expectError(
      await call(t.app, 'banco/verificar-agencia', { codigoOuISPB: '12', agencia: '1' }, ana.token),
      400,
      40007,
    );
  });
});

describe('limites-tarifas/consultar-tarifa-operacao', () => {
  it('answers the TED fee before the PIN, and refuses an operation it does not know', async () => {
    const fee = resultOf(
      await call(
        t.app,
        'limites-tarifas/consultar-tarifa-operacao',
        { motivoTransacao: 'TED', valorTransacao: 150.5 },
        ana.token,
      ),
    );
    expect(fee).toEqual({ motivoTransacao: 'TED', valorTransacao: 150.5, valorTarifa: 0, valorTotal: 150.5 });
    expectError(
      await call(
        t.app,
        'limites-tarifas/consultar-tarifa-operacao',
        { motivoTransacao: 'DOC', valorTransacao: 1 },
        ana.token,
      ),
      400,
      40007,
    );
  });
});

describe('transferencias/efetuar-ted', () => {
  it('sends a TED inside the window: account to settlement account, receipt, statement; a repeat is replayed', async () => {
    await at('2026-03-11T10:00:00-03:00');
    const [before, clearingBefore] = [await balance(), await clearing()];
    const key = randomUUID();
    const done = resultOf<Record<string, string | number>>(
      await ted(100.25, toMarcos, { chaveDeIdempotencia: key }),
    );
    expect(done).toMatchObject({
      statusTransferencia: 'EFETIVADA',
      valor: 100.25,
      banco: 'Banco Horizonte S.A.',
      codigoBanco: '901',
      agencia: '0012',
      conta: '45678901',
      nome: 'Marcos Vinícius Rocha',
      identificacaoFiscalMascarada: '***.203.576-**',
    });
    expect(String(done.dataEfetivacao)).toMatch(/^2026-03-11T10:00/);
    const again = resultOf(await ted(100.25, toMarcos, { chaveDeIdempotencia: key }));
    expect(again).toEqual(done);
    expect((await balance()) - before).toBe(-10025);
    expect((await clearing()) - clearingBefore).toBe(10025);
    const receipt = resultOf<Record<string, unknown>>(
      await call(
        t.app,
        'comprovante/consultar-comprovantes-por-id-transacao',
        { chaveDeConta: ana.accountId, idTransacao: done.idTransacao },
        ana.token,
      ),
    );
    expect(JSON.stringify(receipt)).toContain('Banco Horizonte');
    const item = (await statement()).find((i) => i.transacaoId === done.idTransacao);
    expect(item).toMatchObject({ valorBRL: 100.25, natureza: 'D', idTipoTransacao: 3001 });
    expect(await ledgerAudit(asBank(t.db))).toMatchObject({ mismatched: [] });
  });

  it('reaches a company whose CNPJ has letters', async () => {
    const done = resultOf(
      await ted(3, {
        ...toMarcos,
        conta: '45679036',
        nome: 'Ateliê Aurora Ltda',
        identificacaoFiscal: '12.ABC.345/01DE-35',
      }),
    );
    expect(done).toMatchObject({
      statusTransferencia: 'EFETIVADA',
      identificacaoFiscalMascarada: '12.ABC.345/01DE-35',
    });
  });

  it('credits back a TED the receiving bank returns (closed account, holder mismatch), in the statement', async () => {
    const before = await balance();
    const closed = resultOf<Record<string, string>>(
      await ted(40, {
        banco: '904',
        agencia: '0100',
        conta: '1313001-3',
        tipoConta: 2,
        nome: 'Lia Souza',
        identificacaoFiscal: '52731986409',
      }),
    );
    expect(closed).toMatchObject({ statusTransferencia: 'DEVOLVIDA', motivoDevolucao: 'Conta encerrada' });
    expect(await balance()).toBe(before);
    const items = await statement();
    expect(items.find((i) => i.transacaoId === closed.idTransacao)).toMatchObject({
      natureza: 'D',
      valorBRL: 40,
    });
    expect(items.find((i) => i.transacaoId === closed.idTransacaoDevolucao)).toMatchObject({
      natureza: 'C',
      valorBRL: 40,
      idTipoTransacao: 3003,
    });
    const mismatch = resultOf(await ted(5, { ...toMarcos, identificacaoFiscal: '52731986409' }));
    expect(mismatch).toMatchObject({
      statusTransferencia: 'DEVOLVIDA',
      motivoDevolucao: 'CPF/CNPJ do favorecido divergente',
    });
    expect(await balance()).toBe(before);
    expect(await ledgerAudit(asBank(t.db))).toMatchObject({ mismatched: [] });
  });

  it('refuses bad input, unknown banks and agencies, this bank, a wrong PIN and an amount over the balance, moving nothing', async () => {
    const before = await balance();
    expectError(await ted(1, { ...toMarcos, identificacaoFiscal: '418.203.576-36' }), 400, 40007);
    expectError(await ted(1, { ...toMarcos, nome: 'M' }), 400, 40007);
    expectError(await ted(1, { ...toMarcos, tipoConta: 5 }), 400, 40007);
    expectError(await ted(0, toMarcos), 400, 40007);
    expectError(await ted(1, { ...toMarcos, banco: '213' }), 404, 40160);
    expectError(await ted(1, { ...toMarcos, agencia: '0099' }), 404, 40160);
    expectError(await ted(1, { ...toMarcos, banco: '999', agencia: '0001' }), 404, 40160);
    expectError(await ted(1, toMarcos, { pin: '0000' }), 400, 10007);
    expectError(await ted(10_000_000, toMarcos), 400, 17000);
    expect(await balance()).toBe(before);
  });
});

describe('outside the window: scheduled, then sent once by the job', () => {
  it('refuses the TED naming the next working day, schedules it, and the job sends it when the window opens', async () => {
    await at('2026-03-13T18:30:00-03:00');
    const before = await balance();
    const refused = await ted(20, toMarcos);
    expectError(refused, 400, 40161);
    if (!refused.success) expect(refused.error.details).toContain('16/03/2026');
    const window = resultOf(await call(t.app, 'transferencias/consultar-horario-ted', {}, ana.token));
    expect(window).toEqual({
      dataAtual: '2026-03-13',
      aberta: false,
      horarioInicio: '06:30',
      horarioFim: '17:00',
      dataEfetivacao: '2026-03-16',
    });
    const schedule = (dataAgendamento: string, extra: Record<string, unknown> = {}) =>
      call(
        t.app,
        'transferencias/efetuar-agendamento-ted',
        { chaveDeConta: ana.accountId, pin: ANA.pin, valor: 20, ...toMarcos, dataAgendamento, ...extra },
        ana.token,
      );
    expectError(await schedule('2026-03-13'), 400, 40162);
    expectError(await schedule('2026-03-14'), 400, 40162);
    expectError(await schedule('2026-03-16', { pin: '0000' }), 400, 10007);
    const s = resultOf<Record<string, string>>(await schedule('2026-03-16'));
    expect(s).toMatchObject({
      statusTransferencia: 'AGENDADA',
      dataAgendamento: '2026-03-16',
      tipoAgendamentoEnum: 2,
    });
    const other = resultOf<Record<string, string>>(await schedule('2026-03-17'));
    resultOf(
      await call(
        t.app,
        'transferencias/cancelar-agendamento-ted',
        { chaveDeConta: ana.accountId, idAgendamento: other.idAgendamento },
        ana.token,
      ),
    );
    await t.app.tedJobs.runDue();
    expect(await balance()).toBe(before);
    await at('2026-03-16T06:00:00-03:00');
    await t.app.tedJobs.runDue();
    expect(await balance()).toBe(before);
    await at('2026-03-16T06:31:00-03:00');
    await t.app.tedJobs.runDue();
    await t.app.tedJobs.runDue();
    expect(await balance()).toBe(before - 2000);
    await at('2026-03-17T09:00:00-03:00');
    await t.app.tedJobs.runDue();
    expect(await balance()).toBe(before - 2000);
    const list = resultOf<{ agendamentos: Array<Record<string, string>> }>(
      await call(
        t.app,
        'transferencias/consultar-agendamentos-ted',
        { chaveDeConta: ana.accountId },
        ana.token,
      ),
    ).agendamentos;
    expect(list.find((a) => a.idAgendamento === s.idAgendamento)).toMatchObject({
      statusDescricao: 'EFETIVADA',
    });
    expect(list.find((a) => a.idAgendamento === other.idAgendamento)).toMatchObject({
      statusDescricao: 'CANCELADA',
    });
    expectError(
      await call(
        t.app,
        'transferencias/cancelar-agendamento-ted',
        { chaveDeConta: ana.accountId, idAgendamento: s.idAgendamento },
        ana.token,
      ),
      404,
      40460,
    );
  });
});
