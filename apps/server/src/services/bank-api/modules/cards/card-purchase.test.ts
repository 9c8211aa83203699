import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARLA,
  call,
  DANIEL,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';

/** The bank's clock for this file (the statement's window is counted from it). */
const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';

let t: TestApp;
let carla: LoggedIn;
let daniel: LoggedIn;
let carlaPan: string;
let carlaCard: string;

interface Item {
  transacaoId: string;
  idTipoTransacao: number;
  descricaoTipoTransacao: string;
  valorBRL: number;
  natureza: string;
  nomeContraparte: string;
  descricao: string;
}

const network = async (path: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/sandbox/cards/${path}`, payload });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; result?: Record<string, unknown>; error?: { code: number } },
  };
};
const balance = async (who: LoggedIn) =>
  resultOf<{ saldo: number }>(
    await call(t.app, 'conta/consultar-saldo', { chaveDeConta: who.accountId }, who.token),
  ).saldo;
const statement = async (who: LoggedIn) =>
  resultOf<{ itens: Item[] }>(
    await call(
      t.app,
      'conta/consultar-extrato-completo',
      {
        chaveDeConta: who.accountId,
        dataInicio: TODAY,
        dataFim: TODAY,
        pagina: 1,
        tamanhoPagina: 50,
        ordenacao: 0,
      },
      who.token,
    ),
  ).itens;
const firstCard = async (who: LoggedIn) =>
  resultOf<{ cartoes: Array<{ chaveDeCartao: string }> }>(
    await call(t.app, 'cartao/consultar-cartoes-por-chave-conta', { chaveDeConta: who.accountId }, who.token),
  ).cartoes[0]!.chaveDeCartao;
const panOfCard = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sandbox/cards/plastic?chaveDeCartao=${key}` })).json()
    .result.numeroCartao as string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  carla = await login(t.app, CARLA);
  daniel = await login(t.app, DANIEL);
  carlaCard = await firstCard(carla);
  carlaPan = await panOfCard(carlaCard);
});
afterAll(async () => t?.close());

describe('a debit card purchase', () => {
  it('is authorised against the balance once, settled, and reversed back through the ledger', async () => {
    const before = await balance(carla);
    const buy = {
      numeroCartao: carlaPan,
      valor: 87.5,
      estabelecimento: 'Mercado Bom Preço',
      idAutorizacao: 'auth-001',
    };
    const first = await network('purchase', buy);
    expect(first.body.result).toMatchObject({ status: 'AUTORIZADA', valor: 87.5, idAutorizacao: 'auth-001' });
    const again = await network('purchase', buy);
    expect(again.body.result).toEqual(first.body.result);
    expect(await balance(carla)).toBeCloseTo(before - 87.5, 2);
    const other = await network('purchase', { ...buy, valor: 90 });
    expect(other.body.error?.code).toBe(40044);

    const [bought] = await statement(carla);
    expect(bought).toMatchObject({
      idTipoTransacao: 2001,
      descricaoTipoTransacao: 'Compra no cartão de débito',
      natureza: 'D',
      valorBRL: 87.5,
      nomeContraparte: 'Mercado Bom Preço',
    });

    expect((await network('settle', { idAutorizacao: 'auth-001' })).body.result).toMatchObject({
      status: 'LIQUIDADA',
    });
    expect((await network('reverse', { idAutorizacao: 'auth-001' })).body.result).toMatchObject({
      status: 'ESTORNADA',
    });
    expect((await network('reverse', { idAutorizacao: 'auth-001' })).body.result).toMatchObject({
      status: 'ESTORNADA',
    });
    expect(await balance(carla)).toBeCloseTo(before, 2);
    const [reversal] = await statement(carla);
    expect(reversal).toMatchObject({ idTipoTransacao: 2002, natureza: 'C', valorBRL: 87.5 });
    expect((await network('settle', { idAutorizacao: 'auth-001' })).body.error?.code).toBe(40407);
    expect((await network('reverse', { idAutorizacao: 'nope' })).body.error?.code).toBe(40407);

    const audit = await ledgerAudit(asBank(t.db));
    expect(audit.mismatched).toHaveLength(0);
  });

  it('is refused on a temporarily blocked card, and for more than the balance', async () => {
    const key = await firstCard(daniel);
    const pan = await panOfCard(key);
    const before = await balance(daniel);
    resultOf(
      await call(t.app, 'cartao/bloquear-cartao-pedido-cliente', { chaveDeCartao: key }, daniel.token),
    );
    const refused = await network('purchase', {
      numeroCartao: pan,
      valor: 10,
      estabelecimento: 'Posto Estrela',
      idAutorizacao: 'auth-blocked',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe(40093);
    resultOf(
      await call(t.app, 'cartao/desbloquear-cartao-pedido-cliente', { chaveDeCartao: key }, daniel.token),
    );
    const tooMuch = await network('purchase', {
      numeroCartao: pan,
      valor: before + 1,
      estabelecimento: 'Posto Estrela',
      idAutorizacao: 'auth-big',
    });
    expect(tooMuch.body.error?.code).toBe(17000);
    expect(await balance(daniel)).toBe(before);
  });

  it('is refused for an unknown number or a malformed request', async () => {
    const unknown = await network('purchase', {
      numeroCartao: '5067270000000000',
      valor: 1,
      estabelecimento: 'X',
      idAutorizacao: 'a',
    });
    expect(unknown.body.error?.code).toBe(40093);
    const malformed = await network('purchase', { valor: 1 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.code).toBe(40007);
  });
});
