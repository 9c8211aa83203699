import { addDays, todayInSaoPaulo } from '@carteira/core/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  resultOf,
  transfer,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';

let t: TestApp;
let ana: LoggedIn;
let daniel: LoggedIn;

const balance = (who: LoggedIn) => balanceOf(t.app, who);
const movements = async () => (await t.db.selectFrom('movement').select('id').execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  daniel = await login(t.app, DANIEL);
});
afterAll(async () => t?.close());

describe('transferencias/consultar-destinatario-arbi', () => {
  it('names the holder with a masked CPF, and 404 / 40401 for no such account', async () => {
    const found = resultOf(
      await call(
        t.app,
        'transferencias/consultar-destinatario-arbi',
        { agencia: '0001', conta: BRUNO.conta },
        ana.token,
      ),
    );
    expect(found).toEqual({
      nome: BRUNO.nome,
      identificacaoFiscalMascarada: `***.${BRUNO.cpf.slice(3, 6)}.${BRUNO.cpf.slice(6, 9)}-**`,
      agencia: '0001',
      conta: BRUNO.conta,
      banco: 'Carteira',
    });
    const missing = await call(
      t.app,
      'transferencias/consultar-destinatario-arbi',
      { agencia: '0001', conta: '99999999' },
      ana.token,
    );
    expectError(missing, 404, 40401);
  });
});

describe('transferencias/efetuar-transferencia-entre-contas-arbi', () => {
  it('moves the money with the right PIN and writes a receipt both sides can see', async () => {
    const bruno = await login(t.app, BRUNO);
    const [anaBefore, brunoBefore] = [await balance(ana), await balance(bruno)];
    const answer = await transfer(t.app, ana, BRUNO, 123.45, { pin: ANA.pin, descricao: 'Jantar' });
    const done = resultOf<{
      idTransacao: string;
      idComprovante: string;
      status: string;
      valor: number;
      dataHora: string;
    }>(answer);
    expect(done).toMatchObject({ status: 'EFETIVADA', valor: 123.45 });
    expect(done.dataHora).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    expect(Math.round((anaBefore - (await balance(ana))) * 100)).toBe(12_345);
    expect(Math.round(((await balance(bruno)) - brunoBefore) * 100)).toBe(12_345);

    for (const side of [ana, bruno]) {
      const receipt = resultOf<Record<string, unknown>>(
        await call(
          t.app,
          'comprovante/consultar-comprovantes-por-id-transacao',
          { chaveDeConta: side.accountId, idTransacao: done.idTransacao },
          side.token,
        ),
      );
      expect(receipt).toMatchObject({
        comprovanteId: done.idComprovante,
        valor: 123.45,
        descricao: 'Jantar',
        tarifa: 0,
      });
      expect(receipt.autenticacao).toMatch(/^[0-9A-F]{4}(\.[0-9A-F]{4}){7}$/);
      const today = todayInSaoPaulo();
      const page = resultOf<{ itens: Array<Record<string, unknown>> }>(
        await call(
          t.app,
          'conta/consultar-extrato-completo',
          { chaveDeConta: side.accountId, dataInicio: addDays(today, -2), dataFim: addDays(today, 1) },
          side.token,
        ),
      );
      const item = page.itens.find((i) => i.transacaoId === done.idTransacao);
      expect(item).toMatchObject({
        valorBRL: 123.45,
        natureza: side === ana ? 'D' : 'C',
        possuiComprovante: true,
      });
    }
    const carla = await login(t.app, CARLA);
    const foreign = await call(
      t.app,
      'comprovante/consultar-comprovantes-por-id-transacao',
      { chaveDeConta: carla.accountId, idTransacao: done.idTransacao },
      carla.token,
    );
    expectError(foreign, 404, 40403);
  });

  it('answers 17000 when the balance does not cover it, and moves nothing', async () => {
    expect(await balance(daniel)).toBe(100);
    const before = await movements();
    expectError(await transfer(t.app, daniel, ANA, 100.01, { pin: DANIEL.pin }), 400, 17000);
    expect(await balance(daniel)).toBe(100);
    expect(await movements()).toBe(before);
  });

  it('answers 40010 for a transfer to the same account', async () => {
    expectError(await transfer(t.app, ana, ANA, 1, { pin: ANA.pin }), 400, 40010);
  });

  it('cannot reach another customer account: 404 / 40401 exactly like a missing one', async () => {
    const bruno = await login(t.app, BRUNO);
    const body = { pin: BRUNO.pin };
    const foreign = await transfer(t.app, { ...bruno, accountId: ana.accountId }, CARLA, 1, body);
    const missing = await transfer(t.app, { ...bruno, accountId: 'no-such-account' }, CARLA, 1, body);
    expectError(foreign, 404, 40401);
    expect(foreign).toEqual(missing);
    for (const path of ['conta/consultar-saldo', 'conta/obter-dados-conta']) {
      const a = await call(t.app, path, { chaveDeConta: ana.accountId }, bruno.token);
      const b = await call(t.app, path, { chaveDeConta: 'no-such-account' }, bruno.token);
      expectError(a, 404, 40401);
      expect(a).toEqual(b);
    }
  });

  it('refuses bad input with 400 / 40007 naming the field, and changes nothing', async () => {
    const before = await movements();
    const anaBefore = await balance(ana);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ valor: -5 }, 'valor'],
      [{ valor: 10.001 }, 'valor'],
      [{ valor: '10' }, 'valor'],
      [{ pin: '12' }, 'pin'],
      [{ contaDestino: undefined }, 'contaDestino'],
      [{ descricao: 'x'.repeat(141) }, 'descricao'],
      [{ chaveDeIdempotencia: 'not-a-uuid' }, 'chaveDeIdempotencia'],
    ];
    for (const [change, field] of cases) {
      const body = {
        chaveDeConta: ana.accountId,
        pin: ANA.pin,
        valor: 10,
        agenciaDestino: '0001',
        contaDestino: BRUNO.conta,
        ...change,
      };
      const answer = await call(
        t.app,
        'transferencias/efetuar-transferencia-entre-contas-arbi',
        body,
        ana.token,
      );
      expectError(answer, 400, 40007);
      if (!answer.success) expect(answer.error.message).toContain(`'${field}'`);
    }
    expect(await movements()).toBe(before);
    expect(await balance(ana)).toBe(anaBefore);
  });

  it('keeps the books balanced', async () => {
    const audit = await ledgerAudit(asBank(t.db));
    expect(audit).toEqual({ mismatched: [], total: 0, negativeCustomerAccounts: 0 });
  });
});
