import { addDays, todayInSaoPaulo } from '@carteira/core/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
const today = todayInSaoPaulo();

interface Page {
  itens: Array<{ transacaoId: string; dataHoraTransacao: string; valorBRL: number; natureza: string }>;
  pagina: number;
  tamanhoPagina: number;
  totalItens: number;
  totalPaginas: number;
}

const extrato = (who: LoggedIn, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'conta/consultar-extrato-completo',
    {
      chaveDeConta: who.accountId,
      dataInicio: addDays(today, -90),
      dataFim: today,
      pagina: 1,
      tamanhoPagina: 50,
      ordenacao: 0,
      ...extra,
    },
    who.token,
  );

beforeAll(async () => {
  t = await createTestApp({ history: true });
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
});
afterAll(async () => t?.close());

describe('account reads', () => {
  it('conta/consultar-contas and conta/obter-dados-conta describe the account', async () => {
    const { contas } = resultOf<{ contas: Array<Record<string, unknown>> }>(
      await call(t.app, 'conta/consultar-contas', {}, ana.token),
    );
    expect(contas).toHaveLength(1);
    const conta = resultOf(
      await call(t.app, 'conta/obter-dados-conta', { chaveDeConta: ana.accountId }, ana.token),
    );
    expect(conta).toEqual(contas[0]);
    expect(conta).toMatchObject({
      chaveDeConta: ana.accountId,
      chaveDeCliente: ana.customerId,
      agencia: '0001',
      numero: ANA.conta,
      banco: 'Carteira',
      tipoContaBancaria: 1,
      idStatusConta: 1,
      titular: ANA.nome,
      identificacaoFiscal: ANA.cpf,
    });
    expect(conta.dataAbertura).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('conta/consultar-saldo answers decimal reais', async () => {
    const { saldo } = resultOf<{ saldo: number }>(
      await call(t.app, 'conta/consultar-saldo', { chaveDeConta: ana.accountId }, ana.token),
    );
    const row = await t.db
      .selectFrom('account')
      .select('balance')
      .where('id', '=', ana.accountId)
      .executeTakeFirstOrThrow();
    expect(Math.round(saldo * 100)).toBe(row.balance);
  });

  it('cliente/obter-dados-pessoa-fisica-por-chave: own data only', async () => {
    const data = resultOf(
      await call(
        t.app,
        'cliente/obter-dados-pessoa-fisica-por-chave',
        { chaveDeCliente: ana.customerId },
        ana.token,
      ),
    );
    expect(data).toMatchObject({
      nome: ANA.nome,
      identificacaoFiscal: ANA.cpf,
      dataNascimento: ANA.dataNascimento,
      telefoneMovel: { ddd: ANA.ddd, numero: ANA.telefone },
      endereco: { cep: ANA.endereco.cep, uf: 'SP' },
    });
    const foreign = await call(
      t.app,
      'cliente/obter-dados-pessoa-fisica-por-chave',
      { chaveDeCliente: bruno.customerId },
      ana.token,
    );
    const missing = await call(
      t.app,
      'cliente/obter-dados-pessoa-fisica-por-chave',
      { chaveDeCliente: 'nobody' },
      ana.token,
    );
    expectError(foreign, 404, 40404);
    expect(foreign).toEqual(missing);
  });
});

describe('conta/consultar-extrato-completo', () => {
  it('pages the last 90 days newest first, 50 at most per page', async () => {
    const first = resultOf<Page>(await extrato(ana));
    expect(first.itens.length).toBe(Math.min(50, first.totalItens));
    expect(first.totalItens).toBeGreaterThan(50);
    expect(first.totalPaginas).toBe(Math.ceil(first.totalItens / 50));
    const times = first.itens.map((i) => Date.parse(i.dataHoraTransacao));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const second = resultOf<Page>(await extrato(ana, { pagina: 2 }));
    expect(second.itens[0]?.transacaoId).not.toBe(first.itens[0]?.transacaoId);
    expect(Date.parse(second.itens[0]!.dataHoraTransacao)).toBeLessThanOrEqual(times[times.length - 1]!);
    const oldest = resultOf<Page>(await extrato(ana, { ordenacao: 1, tamanhoPagina: 5 }));
    expect(Date.parse(oldest.itens[0]!.dataHoraTransacao)).toBeLessThanOrEqual(
      Date.parse(oldest.itens[4]!.dataHoraTransacao),
    );
    for (const item of first.itens) {
      expect(item.valorBRL).toBeGreaterThan(0);
      expect(['C', 'D']).toContain(item.natureza);
    }
  });

  it('refuses more than 50 per page, more than 90 days back, or an inverted period (40007)', async () => {
    expectError(await extrato(ana, { tamanhoPagina: 51 }), 400, 40007);
    expectError(await extrato(ana, { dataInicio: addDays(today, -91) }), 400, 40007);
    expectError(await extrato(ana, { dataInicio: today, dataFim: addDays(today, -1) }), 400, 40007);
    expectError(await extrato(ana, { dataInicio: '2025-02-30' }), 400, 40007);
  });

  it('the statement sums to the balance movement over the period', async () => {
    let pagina = 1;
    let net = 0;
    for (;;) {
      const page = resultOf<Page>(await extrato(bruno, { pagina }));
      for (const i of page.itens) net += (i.natureza === 'C' ? 1 : -1) * Math.round(i.valorBRL * 100);
      if (pagina >= page.totalPaginas) break;
      pagina += 1;
    }
    const row = await t.db
      .selectFrom('account')
      .select('balance')
      .where('id', '=', bruno.accountId)
      .executeTakeFirstOrThrow();
    expect(net).toBe(row.balance);
  });

  it('another customer account answers 404 / 40401', async () => {
    expectError(await extrato({ ...bruno, accountId: ana.accountId }), 404, 40401);
  });
});
