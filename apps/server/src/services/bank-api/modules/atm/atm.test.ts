import { randomUUID } from 'node:crypto';
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
import { ATM_FEE, atmAmountProblem, atmFee } from './atm-rules.ts';

let t: TestApp;
let ana: LoggedIn;

const cents = (reais: number) => Math.round(reais * 100);
const balance = async (who = ana) => cents(await balanceOf(t.app, who));
const movements = async () => (await t.db.selectFrom('movement').select('id').execute()).length;
const consult = (qrCode: string, who = ana) =>
  call(t.app, 'saque/consultar-saque-atm', { qrCode }, who.token);
const withdraw = (qrCode: string, body: Record<string, unknown> = {}, key = randomUUID()) =>
  call(
    t.app,
    'saque/solicitar-saque-atm',
    { chaveDeConta: ana.accountId, pin: ANA.pin, qrCode, chaveDeIdempotencia: key, ...body },
    ana.token,
  );

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
});
afterAll(async () => t?.close());

describe('ATM amount rules and fee', () => {
  it('gives multiples of R$ 10 from R$ 20 to R$ 1.000', () => {
    expect(atmAmountProblem(2_000)).toBeNull();
    expect(atmAmountProblem(5_000)).toBeNull();
    expect(atmAmountProblem(100_000)).toBeNull();
    expect(atmAmountProblem(1_000)).toBe('min');
    expect(atmAmountProblem(0)).toBe('min');
    expect(atmAmountProblem(100_010)).toBe('max');
    expect(atmAmountProblem(2_500)).toBe('step');
    expect(atmAmountProblem(2_001)).toBe('step');
  });

  it('charges R$ 6,50 a withdrawal, whatever the amount', () => {
    expect(ATM_FEE).toBe(650);
    expect(atmFee(2_000)).toBe(650);
    expect(atmFee(100_000)).toBe(650);
  });
});

describe('saque/consultar-saque-atm', () => {
  it('tells the ATM, the amount, the fee and the total before the PIN', async () => {
    expect(resultOf(await consult(' 24h-saque-0001-sp '))).toMatchObject({
      qrCode: '24H-SAQUE-0001-SP',
      idTerminal: 'T-SP-0001',
      nomeTerminal: 'Av. Paulista, 1000',
      rede: 'Rede 24 Horas',
      valor: 100,
      tarifa: 6.5,
      valorTotal: 106.5,
    });
  });

  it('refuses an unknown code (40450), an expired one (40151) and an amount the bank does not give (40153)', async () => {
    expectError(await consult('24H-SAQUE-9999-XX'), 404, 40450);
    expectError(await consult('24H-SAQUE-0009-SP'), 400, 40151);
    expectError(await consult('24H-SAQUE-0008-SP'), 400, 40153);
    expectError(await consult(''), 400, 40007);
    expectError(await call(t.app, 'saque/consultar-saque-atm', { qrCode: '24H-SAQUE-0001-SP' }), 401, 40100);
  });
});

describe('saque/solicitar-saque-atm', () => {
  it('debits the cash and the fee in one movement, with a withdrawal id on the answer and the receipt', async () => {
    const before = await balance();
    const done = resultOf<Record<string, string | number>>(await withdraw('24H-SAQUE-0002-SP'));
    expect(done).toMatchObject({ status: 'AUTORIZADO', valor: 50, tarifa: 6.5, valorTotal: 56.5 });
    expect(done.idSaque).toMatch(/^SAQ-[0-9A-F]{10}$/);
    expect(await balance()).toBe(before - 5_650);
    const system = await t.db
      .selectFrom('account')
      .select(['code', 'balance'])
      .where('code', 'in', ['atm-network-settlement', 'tariff-income'])
      .orderBy('code')
      .execute();
    expect(system.map((a) => [a.code, Number(a.balance)])).toEqual([
      ['atm-network-settlement', 5_000],
      ['tariff-income', 650],
    ]);
    const receipt = resultOf<Record<string, unknown>>(
      await call(
        t.app,
        'comprovante/consultar-comprovantes-por-id-transacao',
        { chaveDeConta: ana.accountId, idTransacao: done.idTransacao },
        ana.token,
      ),
    );
    expect(receipt).toMatchObject({
      valor: 50,
      tarifa: 6.5,
      tipoOperacao: 'Saque em caixa eletrônico',
      motivoTransacao: `Saque ${done.idSaque}`,
      idSaque: done.idSaque,
    });
    expect(receipt).not.toHaveProperty('operadora');
    expect(await ledgerAudit(asBank(t.db))).toMatchObject({ mismatched: [], negativeCustomerAccounts: 0 });
  });

  it('a code is used once: a repeat with the same key gets the same answer, a new request 40152', async () => {
    const key = randomUUID();
    const before = await balance();
    const first = resultOf(await withdraw('24H-SAQUE-0004-RJ', {}, key));
    expect(resultOf(await withdraw('24H-SAQUE-0004-RJ', {}, key))).toEqual(first);
    expectError(await withdraw('24H-SAQUE-0004-RJ'), 409, 40152);
    expectError(await consult('24H-SAQUE-0004-RJ'), 409, 40152);
    expect(await balance()).toBe(before - 2_650);
  });

  it('refuses bad codes, a wrong PIN, too little balance and another account, moving nothing', async () => {
    const before = await balance();
    const count = await movements();
    expectError(await withdraw('NOT-AN-ATM'), 404, 40450);
    expectError(await withdraw('24H-SAQUE-0009-SP'), 400, 40151);
    expectError(await withdraw('24H-SAQUE-0008-SP'), 400, 40153);
    expectError(await withdraw('24H-SAQUE-0003-RJ', { pin: '0000' }), 400, 10007);
    const bruno = await login(t.app, BRUNO);
    expectError(await withdraw('24H-SAQUE-0003-RJ', { chaveDeConta: bruno.accountId }), 404, 40401);
    expect(await balance()).toBe(before);
    expect(await movements()).toBe(count);
  });

  it('refuses a withdrawal above the balance (17000)', async () => {
    const bruno = await login(t.app, BRUNO);
    const have = await balance(bruno);
    if (have >= 20_650) {
      // leave less than the R$ 200,00 plus fee the code asks for
      const spend = have - 10_000;
      resultOf(
        await call(
          t.app,
          'transferencias/efetuar-transferencia-entre-contas-arbi',
          {
            chaveDeConta: bruno.accountId,
            pin: BRUNO.pin,
            valor: spend / 100,
            agenciaDestino: '0001',
            contaDestino: ANA.conta,
          },
          bruno.token,
        ),
      );
    }
    const answer = await call(
      t.app,
      'saque/solicitar-saque-atm',
      { chaveDeConta: bruno.accountId, pin: BRUNO.pin, qrCode: '24H-SAQUE-0003-RJ' },
      bruno.token,
    );
    expectError(answer, 400, 17000);
  });
});
