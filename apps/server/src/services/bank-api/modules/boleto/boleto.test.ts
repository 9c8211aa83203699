import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  balanceOf,
  call,
  DANIEL,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { sandboxBankPorts, sandboxBoletos } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';
import { settleDepositBoleto } from './deposit-boleto.service.ts';

// A Wednesday, 12:00 in São Paulo: inside the window.
let clock = new Date('2026-03-11T15:00:00Z');
let t: TestApp;
let ana: LoggedIn;
let daniel: LoggedIn;

const cents = (reais: number) => Math.round(reais * 100);
const lineOf = (id: string, handedOutOn = '2026-03-11') => {
  const found = sandboxBoletos(handedOutOn).find((b) => b.id === id);
  if (!found) throw new Error(`no sandbox boleto ${id}`);
  return found.linhaDigitavel;
};
const validate = (who: LoggedIn, linhaDigitavel: string) =>
  call(t.app, 'pagamento/validar-boleto', { chaveDeConta: who.accountId, linhaDigitavel }, who.token);
const pay = (who: LoggedIn, pin: string, body: Record<string, unknown>, key?: string) =>
  call(
    t.app,
    'pagamento/pagar-boleto',
    { chaveDeConta: who.accountId, pin, ...body, ...(key ? { chaveDeIdempotencia: key } : {}) },
    who.token,
  );
async function at(iso: string) {
  clock = new Date(iso);
  [ana, daniel] = await Promise.all([login(t.app, ANA), login(t.app, DANIEL)]);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  [ana, daniel] = await Promise.all([login(t.app, ANA), login(t.app, DANIEL)]);
});
afterAll(() => t.close());

describe('validar-boleto', () => {
  it('a bank boleto due in 10 days: beneficiary, payer, no charges, settles today', async () => {
    const r = resultOf(await validate(ana, lineOf('001')));
    expect(r).toMatchObject({
      tipo: 'BANCARIO',
      valor: 150,
      valorAtualizado: 150,
      juros: 0,
      multa: 0,
      totalDesconto: 0,
      nomeBeneficiario: 'Escola Aprender Mais Ltda',
      cedente: 'Itaú Unibanco',
      nomePagador: 'Ana Beatriz Souza',
      dataVencimento: '2026-03-21',
      dataPagamento: '2026-03-11',
      liquidacaoProximoDiaUtil: false,
      permiteAlterarValor: false,
      horarioLimitePagamento: '21:00',
    });
  });
  it('an overdue one carries the 2% fine and 1% a month pro rata interest', async () => {
    const r = resultOf(await validate(ana, lineOf('002')));
    // R$ 200,00 ten days late: fine R$ 4,00, interest 200 x 1% x 10/30 = R$ 0,67.
    expect(r).toMatchObject({
      valor: 200,
      multa: 4,
      juros: 0.67,
      valorAtualizado: 204.67,
      dataVencimento: '2026-03-01',
    });
  });
  it('a discount until 5 days before the due date', async () => {
    expect(resultOf(await validate(ana, lineOf('005')))).toMatchObject({
      totalDesconto: 25,
      valorAtualizado: 225,
    });
  });
  it('a utility boleto, modulo 11', async () => {
    const r = resultOf(await validate(ana, lineOf('008')));
    expect(r).toMatchObject({ tipo: 'ARRECADACAO', valor: 119.9, nomeBeneficiario: 'Internet Fibra Rápida' });
  });
  it('refuses a wrong digit naming the field, a paid one, an unknown one, one past its limit', async () => {
    const line = lineOf('001');
    const wrong = `${line.slice(0, 15)}${(Number(line[15]) + 1) % 10}${line.slice(16)}`;
    const refused = await validate(ana, wrong);
    expectError(refused, 400, 40140);
    expect(refused.success ? '' : refused.error.details).toContain('campo 2');
    expectError(await validate(ana, lineOf('003')), 409, 40141);
    expectError(await validate(ana, lineOf('999')), 404, 40440);
    expectError(await validate(ana, lineOf('006')), 400, 40142);
  });
  it('after the 21:00 cut-off it says the payment settles on the next working day', async () => {
    await at('2026-03-13T21:30:00-03:00'); // a Friday night
    const r = resultOf(await validate(ana, lineOf('001')));
    expect(r).toMatchObject({
      liquidacaoProximoDiaUtil: true,
      dataPagamento: '2026-03-16',
      motivoProximoDiaUtil: 'APOS_HORARIO',
    });
    expect(r).not.toHaveProperty('feriado');
    await at('2026-03-11T12:00:00-03:00');
  });
  it('names the reason a payment waits: a holiday by its name at 10:00 on Christmas, or a weekend', async () => {
    await at('2026-12-25T10:00:00-03:00'); // Christmas, a Friday, well before the cut-off
    expect(resultOf(await validate(ana, lineOf('001', '2026-12-25')))).toMatchObject({
      liquidacaoProximoDiaUtil: true,
      dataPagamento: '2026-12-28',
      motivoProximoDiaUtil: 'FERIADO',
      feriado: 'Natal',
    });
    await at('2026-12-26T10:00:00-03:00'); // the Saturday after
    const saturday = resultOf(await validate(ana, lineOf('001', '2026-12-26')));
    expect(saturday).toMatchObject({ dataPagamento: '2026-12-28', motivoProximoDiaUtil: 'FIM_DE_SEMANA' });
    expect(saturday).not.toHaveProperty('feriado');
    await at('2026-03-11T12:00:00-03:00');
  });
});

describe('pagar-boleto', () => {
  it('pays through the ledger once: receipt with authentication, statement entry, the same answer again', async () => {
    const before = cents(await balanceOf(t.app, ana));
    const key = '0b7e5c2e-6a1f-4c3e-9d59-3f1a2b4c5d6e';
    const first = resultOf(await pay(ana, ANA.pin, { linhaDigitavel: lineOf('002'), valor: 204.67 }, key));
    expect(first).toMatchObject({ status: 'EFETIVADO', valor: 204.67, multa: 4, juros: 0.67 });
    expect(String(first.autenticacao)).toMatch(/^[0-9A-F]{4}(\.[0-9A-F]{4}){7}$/);
    const again = resultOf(await pay(ana, ANA.pin, { linhaDigitavel: lineOf('002'), valor: 204.67 }, key));
    expect(again.idTransacao).toBe(first.idTransacao);
    expect(cents(await balanceOf(t.app, ana))).toBe(before - 20467);
    const receipt = resultOf(
      await call(
        t.app,
        'comprovante/consultar-comprovantes-por-id-transacao',
        { chaveDeConta: ana.accountId, idTransacao: first.idTransacao },
        ana.token,
      ),
    );
    expect(receipt).toMatchObject({
      autenticacao: first.autenticacao,
      linhaDigitavel: lineOf('002').replace(/\D/g, ''),
      dataVencimento: '2026-03-01',
      tipoOperacao: 'Pagamento de boleto',
    });
    // Paid: a second payment under another key is refused.
    expectError(await pay(ana, ANA.pin, { linhaDigitavel: lineOf('002') }), 409, 40141);
  });
  it('refuses a wrong PIN, a changed fixed amount, an open amount out of range; no money moves', async () => {
    const before = cents(await balanceOf(t.app, ana));
    expectError(await pay(ana, '0000', { linhaDigitavel: lineOf('001') }), 400, 10007);
    expectError(await pay(ana, ANA.pin, { linhaDigitavel: lineOf('001'), valor: 149 }), 400, 40143);
    expectError(await pay(ana, ANA.pin, { linhaDigitavel: lineOf('004'), valor: 10 }), 400, 40143);
    expect(cents(await balanceOf(t.app, ana))).toBe(before);
    const partial = resultOf(await pay(ana, ANA.pin, { linhaDigitavel: lineOf('004'), valor: 100 }));
    expect(partial).toMatchObject({ valor: 100, status: 'EFETIVADO' });
  });
  it('two payments of one boleto at once: one pays, the other is told it is paid', async () => {
    const line = lineOf('008');
    const answers = await Promise.all([
      pay(ana, ANA.pin, { linhaDigitavel: line }),
      pay(ana, ANA.pin, { linhaDigitavel: line }),
    ]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    const refused = answers.find((a) => !a.success);
    expect(refused && !refused.success ? refused.error.code : null).toBe(40141);
  });
  it('refuses what the balance cannot pay (17000)', async () => {
    expectError(await pay(daniel, DANIEL.pin, { linhaDigitavel: lineOf('001') }), 400, 17000);
  });
  it('pays a utility boleto by its barcode', async () => {
    const barcode = sandboxBoletos('2026-03-11').find((b) => b.id === '007')?.codigoDeBarras;
    expect(resultOf(await pay(ana, ANA.pin, { codigoDeBarras: barcode }))).toMatchObject({ valor: 89.9 });
  });
});

describe('scheduled boletos', () => {
  it('after the cut-off pagar-boleto schedules it; the job pays it exactly once on the working day', async () => {
    await at('2026-03-13T22:00:00-03:00');
    const before = cents(await balanceOf(t.app, ana));
    const s = resultOf(await pay(ana, ANA.pin, { linhaDigitavel: lineOf('005') }));
    expect(s).toMatchObject({
      status: 'AGENDADO',
      dataPagamento: '2026-03-16',
      valor: 225,
      tipoAgendamentoEnum: 3,
    });
    const list = resultOf<{ agendamentos: Array<{ idAgendamento: string }> }>(
      await call(t.app, 'pagamento/consultar-agendamento-boleto', { chaveDeConta: ana.accountId }, ana.token),
    );
    expect(list.agendamentos.map((a) => a.idAgendamento)).toContain(s.idAgendamento);
    await t.app.boletoJobs.runDue();
    expect(cents(await balanceOf(t.app, ana))).toBe(before);
    await at('2026-03-16T08:00:00-03:00');
    await t.app.boletoJobs.runDue();
    await t.app.boletoJobs.runDue();
    expect(cents(await balanceOf(t.app, ana))).toBe(before - 22500);
    const done = resultOf(
      await call(
        t.app,
        'pagamento/obter-agendamento-boleto',
        { chaveDeConta: ana.accountId, idAgendamento: s.idAgendamento },
        ana.token,
      ),
    );
    expect(done).toMatchObject({ statusDescricao: 'EFETIVADO' });
    await at('2026-03-11T12:00:00-03:00');
  });
  it('schedules for a chosen working day, refuses a weekend, cancels', async () => {
    const base = { chaveDeConta: ana.accountId, pin: ANA.pin, linhaDigitavel: lineOf('001') };
    expectError(
      await call(
        t.app,
        'pagamento/efetuar-agendamento-boleto',
        { ...base, dataPagamento: '2026-03-14' },
        ana.token,
      ),
      400,
      40145,
    );
    const s = resultOf(
      await call(
        t.app,
        'pagamento/efetuar-agendamento-boleto',
        { ...base, dataPagamento: '2026-03-18' },
        ana.token,
      ),
    );
    const cancelled = resultOf(
      await call(
        t.app,
        'pagamento/cancelar-agendamento-boleto',
        { chaveDeConta: ana.accountId, idAgendamento: s.idAgendamento },
        ana.token,
      ),
    );
    expect(cancelled).toMatchObject({ statusDescricao: 'CANCELADO' });
  });
});

describe('deposit boletos', () => {
  const issue = (valor: number) =>
    call(t.app, 'deposito/solicitar-boleto-para-deposito', { chaveDeConta: ana.accountId, valor }, ana.token);
  it('issues one within the R$ 500,00 day limit (3001), lists it, credits only when paid from outside', async () => {
    const b = resultOf(await issue(300));
    expect(b).toMatchObject({
      valorNominal: 300,
      valorTarifa: 0,
      valorTotal: 300,
      status: 'Aberto',
      dataEmissao: '2026-03-11',
    });
    expect(String(b.linhaDigitavel)).toMatch(/^999/);
    expectError(await issue(250), 400, 40144);
    const list = resultOf<{ boletos: unknown[]; limiteDisponivel: number }>(
      await call(
        t.app,
        'deposito/consultar-boletos-de-deposito-por-data-emissao',
        { chaveDeConta: ana.accountId, dataInicio: '2026-03-01', dataFim: '2026-03-31' },
        ana.token,
      ),
    );
    expect(list.limiteDisponivel).toBe(200);
    const before = cents(await balanceOf(t.app, ana));
    await settleDepositBoleto(asBank(t.db), sandboxBankPorts().clearing, String(b.linhaDigitavel), clock);
    expect(cents(await balanceOf(t.app, ana))).toBe(before + 30000);
    await expect(
      settleDepositBoleto(asBank(t.db), sandboxBankPorts().clearing, String(b.linhaDigitavel), clock),
    ).rejects.toMatchObject({
      code: 40141,
    });
  });
  it('a cancelled one is Baixado and cannot be paid', async () => {
    const b = resultOf(await issue(100));
    const c = resultOf(
      await call(
        t.app,
        'deposito/cancelar-boleto-de-deposito',
        { chaveDeConta: ana.accountId, idBoleto: b.idBoleto },
        ana.token,
      ),
    );
    expect(c).toMatchObject({ status: 'Baixado', statusBoletoId: 3 });
    await expect(
      settleDepositBoleto(asBank(t.db), sandboxBankPorts().clearing, String(b.linhaDigitavel), clock),
    ).rejects.toMatchObject({
      code: 40442,
    });
  });
});

describe('the ledger', () => {
  it('every balance equals its postings, the total is zero and no customer is below zero', async () => {
    expect(await ledgerAudit(asBank(t.db))).toMatchObject({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});
