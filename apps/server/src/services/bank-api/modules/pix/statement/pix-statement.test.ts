import { addDays, todayInSaoPaulo } from '@carteira/core/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  CARLA,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
  transfer,
} from '../../../../../test/bank-helpers.ts';
import { receiveSandboxPix } from '../../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let carla: LoggedIn;
let brunoKey: string;
let anaKey: string;

interface Page {
  itens: Array<Record<string, unknown>>;
  totalItens: number;
  totalPaginas: number;
  tamanhoPagina: number;
}

const today = () => todayInSaoPaulo();
const extract = (who: LoggedIn, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'pix/operacao/consultar-extrato',
    { chaveDeConta: who.accountId, dataInicio: addDays(today(), -2), dataFim: today(), ...extra },
    who.token,
  );
const evp = async (who: LoggedIn) =>
  resultOf<{ chaveEnderecamento: string }>(
    await call(t.app, 'pix/enderecamento/cadastrar-chave-evp', { chaveDeConta: who.accountId }, who.token),
  ).chaveEnderecamento;

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
  carla = await login(t.app, CARLA);
  brunoKey = await evp(bruno);
  anaKey = await evp(ana);
  for (const valor of [1, 2, 3]) {
    resultOf(
      await call(
        t.app,
        'pix/operacao/enviar-ordem-pagamento-por-chave',
        { chaveDeConta: ana.accountId, pin: ANA.pin, valor, chave: brunoKey, descricao: `p${valor}` },
        ana.token,
      ),
    );
  }
  await receiveSandboxPix(t.db, { chave: anaKey, valor: 700 });
  // a transfer between accounts is not a Pix: it stays out of the Pix statement
  resultOf(await transfer(t.app, ana, BRUNO, 5, { pin: ANA.pin }));
});
afterAll(async () => t?.close());

describe('pix/operacao/consultar-extrato', () => {
  it('lists sent (40) and received (30) Pix, newest first, with the end-to-end id and key', async () => {
    const page = resultOf<Page>(await extract(ana));
    expect(page.totalItens).toBe(4);
    expect(page.tamanhoPagina).toBe(50);
    expect(page.itens.map((i) => [i.idTipoTransacao, i.natureza, i.valorBRL])).toEqual([
      [30, 'C', 7],
      [40, 'D', 3],
      [40, 'D', 2],
      [40, 'D', 1],
    ]);
    expect(page.itens[1]).toMatchObject({ chavePix: brunoKey, descricao: 'p3', possuiComprovante: true });
    expect(String(page.itens[1]?.endToEnd)).toMatch(/^E99999999\d{12}[A-Za-z0-9]{11}$/);
    // the spec's mapped fields: authentication code, fee flag and the failed (not processed) flag
    expect(page.itens[1]).toMatchObject({ possuiTarifa: false, tarifa: 0, naoProcessado: false });
    expect(String(page.itens[1]?.autenticacao)).toMatch(/^[0-9A-F]{4}(\.[0-9A-F]{4}){7}$/);
  });

  it('filters sent and received; the payee sees the same Pix as received', async () => {
    const sent = resultOf<Page>(await extract(ana, { filtro: 'sent' }));
    expect(sent.itens.map((i) => i.idTipoTransacao)).toEqual([40, 40, 40]);
    const received = resultOf<Page>(await extract(ana, { filtro: 'received' }));
    expect(received.itens.map((i) => i.valorBRL)).toEqual([7]);
    const bruno30 = resultOf<Page>(await extract(bruno, { filtro: 'received', ordenacao: 1 }));
    expect(bruno30.itens.map((i) => [i.idTipoTransacao, i.valorBRL])).toEqual([
      [30, 1],
      [30, 2],
      [30, 3],
    ]);
    expect(resultOf<Page>(await extract(bruno, { filtro: 'sent' })).itens).toEqual([]);
  });

  it('pages', async () => {
    const second = resultOf<Page>(await extract(ana, { tamanhoPagina: 3, pagina: 2 }));
    expect(second).toMatchObject({ totalItens: 4, totalPaginas: 2 });
    expect(second.itens.map((i) => i.valorBRL)).toEqual([1]);
  });

  it('answers an empty period with an empty list', async () => {
    expect(resultOf<Page>(await extract(carla))).toMatchObject({ itens: [], totalItens: 0, totalPaginas: 0 });
    const old = { dataInicio: addDays(today(), -60), dataFim: addDays(today(), -50) };
    expect(resultOf<Page>(await extract(ana, old)).itens).toEqual([]);
  });

  it('refuses a period past 90 days, an inverted one, a bad filter, and another customer’s account', async () => {
    expectError(await extract(ana, { dataInicio: addDays(today(), -91) }), 400, 40007);
    expectError(await extract(ana, { dataInicio: today(), dataFim: addDays(today(), -1) }), 400, 40007);
    expectError(await extract(ana, { filtro: 'scheduled' }), 400, 40007);
    expectError(await extract(ana, { tamanhoPagina: 51 }), 400, 40007);
    expectError(
      await call(
        t.app,
        'pix/operacao/consultar-extrato',
        { chaveDeConta: bruno.accountId, dataInicio: today(), dataFim: today() },
        ana.token,
      ),
      404,
      40401,
    );
  });
});
