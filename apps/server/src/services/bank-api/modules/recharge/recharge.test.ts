import { randomUUID } from 'node:crypto';
import { addDays, todayInSaoPaulo } from '@carteira/core/calendar';
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
import type { BankError } from '../../bank-errors.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';
import { orderOperators, productFor, valuesAnswer } from './recharge.service.ts';

let t: TestApp;
let ana: LoggedIn;

const cents = (reais: number) => Math.round(reais * 100);
const balance = async () => cents(await balanceOf(t.app, ana));
const movements = async () => (await t.db.selectFrom('movement').select('id').execute()).length;
const recharge = (body: Record<string, unknown>, key = randomUUID()) =>
  call(
    t.app,
    'recarga/recarregar-celular',
    {
      chaveDeConta: ana.accountId,
      pin: ANA.pin,
      ddi: '55',
      ddd: '11',
      numero: '987654321',
      provedorId: 'vivo',
      valor: 20,
      chaveDeIdempotencia: key,
      ...body,
    },
    ana.token,
  );

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
});
afterAll(async () => t?.close());

describe('operator order and fixed amounts', () => {
  it('puts Vivo, Claro, Tim and Oi first in that order, then the others by name', () => {
    const names = orderOperators(
      ['Sercomtel', 'Oi', 'Algar', 'TIM', 'Claro', 'Vivo'].map((name) => ({ id: name, name })),
    ).map((op) => op.name);
    expect(names).toEqual(['Vivo', 'Claro', 'TIM', 'Oi', 'Algar', 'Sercomtel']);
  });

  it('accepts only an amount on the list, and gives the list lowest first with its maximum', () => {
    const products = [
      { name: 'R$ 50', amount: 5_000 },
      { name: 'R$ 15', amount: 1_500 },
    ];
    expect(productFor(products, 1_500).name).toBe('R$ 15');
    const refusal = (list: typeof products) => {
      try {
        productFor(list, 2_000);
      } catch (error) {
        return error as BankError;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal(products)).toMatchObject({ code: 40150 });
    expect(refusal(products).details).toMatch(/R\$\s15,00, R\$\s50,00/);
    expect(refusal([]).details).toBe('Esta operadora não oferece recargas agora');
    expect(valuesAnswer(products)).toEqual({
      valores: [
        { nomeProduto: 'R$ 15', valor: 15 },
        { nomeProduto: 'R$ 50', valor: 50 },
      ],
      valorMaximo: 50,
    });
    expect(valuesAnswer([])).toEqual({ valores: [], valorMaximo: 0 });
  });
});

describe('recarga/consultar-provedores-celular and consultar-valores', () => {
  it('lists the operators that sell top-ups for a DDD in the spec order, regional ones after; Oi, with no amount, is left out', async () => {
    const sp = resultOf<{ provedores: Array<{ nome: string }> }>(
      await call(t.app, 'recarga/consultar-provedores-celular', { ddd: '11' }, ana.token),
    );
    expect(sp.provedores.map((p) => p.nome)).toEqual(['Vivo', 'Claro', 'Tim']);
    const uberlandia = resultOf<{ provedores: Array<{ nome: string }> }>(
      await call(t.app, 'recarga/consultar-provedores-celular', { ddd: '34' }, ana.token),
    );
    expect(uberlandia.provedores.map((p) => p.nome)).toEqual(['Vivo', 'Claro', 'Tim', 'Algar']);
  });

  it('refuses a DDD Anatel does not assign (40050), and a malformed one (40007)', async () => {
    for (const ddd of ['20', '10', '23', '50', '90']) {
      expectError(await call(t.app, 'recarga/consultar-provedores-celular', { ddd }, ana.token), 400, 40050);
    }
    expectError(
      await call(t.app, 'recarga/consultar-provedores-celular', { ddd: '1' }, ana.token),
      400,
      40007,
    );
  });

  it("gives an operator's fixed amounts with the maximum; none for Oi; 40150 off its area", async () => {
    const vivo = resultOf<{ valores: Array<{ valor: number }>; valorMaximo: number }>(
      await call(t.app, 'recarga/consultar-valores', { ddd: '11', provedorId: 'vivo' }, ana.token),
    );
    expect(vivo.valores.map((v) => v.valor)).toEqual([15, 20, 25, 30, 35, 40, 50, 100]);
    expect(vivo.valorMaximo).toBe(100);
    expect(
      resultOf(await call(t.app, 'recarga/consultar-valores', { ddd: '21', provedorId: 'oi' }, ana.token)),
    ).toMatchObject({ valores: [], valorMaximo: 0 });
    expectError(
      await call(t.app, 'recarga/consultar-valores', { ddd: '11', provedorId: 'algar' }, ana.token),
      400,
      40150,
    );
  });

  it('asks for a session', async () => {
    expectError(await call(t.app, 'recarga/consultar-provedores-celular', { ddd: '11' }), 401, 40100);
  });
});

describe('recarga/recarregar-celular', () => {
  it('pays the operator through the ledger, answers CONFIRMADA with a receipt and a statement entry', async () => {
    const before = await balance();
    const done = resultOf<Record<string, string | number>>(
      await recharge({ valor: 30, provedorId: 'claro' }),
    );
    expect(done).toMatchObject({
      status: 'CONFIRMADA',
      valor: 30,
      operadora: 'Claro',
      ddi: '55',
      ddd: '11',
      numero: '987654321',
    });
    expect(await balance()).toBe(before - 3_000);
    const operator = await t.db
      .selectFrom('account')
      .select('balance')
      .where('code', '=', 'recharge-settlement-claro')
      .executeTakeFirstOrThrow();
    expect(Number(operator.balance)).toBe(3_000);
    const receipt = resultOf<Record<string, unknown>>(
      await call(
        t.app,
        'comprovante/consultar-comprovantes-por-id-transacao',
        { chaveDeConta: ana.accountId, idTransacao: done.idTransacao },
        ana.token,
      ),
    );
    expect(receipt).toMatchObject({
      valor: 30,
      tipoOperacao: 'Recarga de celular',
      motivoTransacao: 'Recarga Claro',
      destino: { nome: 'Claro', conta: '+55 (11) 98765-4321' },
      operadora: 'Claro',
      ddi: '55',
      ddd: '11',
      numeroCelular: '987654321',
    });
    expect(receipt).not.toHaveProperty('idSaque');
    const today = todayInSaoPaulo();
    const page = resultOf<{ itens: Array<Record<string, unknown>> }>(
      await call(
        t.app,
        'conta/consultar-extrato-completo',
        { chaveDeConta: ana.accountId, dataInicio: addDays(today, -2), dataFim: addDays(today, 1) },
        ana.token,
      ),
    );
    expect(page.itens.find((i) => i.transacaoId === done.idTransacao)).toMatchObject({
      valorBRL: 30,
      natureza: 'D',
    });
  });

  it('a number the operator refuses is given back through the ledger: ESTORNADA, two statement entries', async () => {
    const before = await balance();
    const done = resultOf<Record<string, string>>(await recharge({ ddd: '21', numero: '999990000' }));
    expect(done).toMatchObject({ status: 'ESTORNADA', operadora: 'Vivo', valor: 20 });
    expect(done.motivo).toMatch(/não habilitada/);
    expect(await balance()).toBe(before);
    const row = await t.db
      .selectFrom('phone_recharge')
      .selectAll()
      .where('id', '=', done.idRecarga as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ESTORNADA', refund_movement_id: done.idTransacaoEstorno });
    const postings = await t.db
      .selectFrom('posting')
      .select(['movement_id', 'amount'])
      .where('account_id', '=', ana.accountId)
      .where('movement_id', 'in', [done.idTransacao as string, done.idTransacaoEstorno as string])
      .execute();
    expect(postings.map((p) => Number(p.amount)).sort((a, b) => a - b)).toEqual([-2_000, 2_000]);
    expect(await ledgerAudit(asBank(t.db))).toMatchObject({ mismatched: [], negativeCustomerAccounts: 0 });
  });

  it('the same key gives the same answer and moves nothing twice; another body under it is 40044', async () => {
    const key = randomUUID();
    const before = await balance();
    const first = resultOf(await recharge({ valor: 15 }, key));
    const again = resultOf(await recharge({ valor: 15 }, key));
    expect(again).toEqual(first);
    expect(await balance()).toBe(before - 1_500);
    expectError(await recharge({ valor: 20 }, key), 409, 40044);
  });

  it('bad input gets a clear code and moves nothing', async () => {
    const before = await balance();
    const count = await movements();
    expectError(await recharge({ ddd: '20' }), 400, 40050);
    expectError(await recharge({ numero: '887654321' }), 400, 40154);
    expectError(await recharge({ numero: '98765432' }), 400, 40154);
    expectError(await recharge({ valor: 17 }), 400, 40150);
    expectError(await recharge({ provedorId: 'oi' }), 400, 40150);
    expectError(await recharge({ provedorId: 'sercomtel' }), 400, 40150);
    expectError(await recharge({ ddi: '1' }), 400, 40007);
    expectError(await recharge({ pin: '0000' }), 400, 10007);
    expectError(await recharge({ valor: 100_000, provedorId: 'vivo' }), 400, 40150);
    expectError(await recharge({ chaveDeConta: 'someone-else' }), 404, 40401);
    expect(await balance()).toBe(before);
    expect(await movements()).toBe(count);
  });
});
