import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAudit } from '../../services/bank-api/public.ts';
import { ANA, balanceOf, call, type LoggedIn, login, resultOf } from '../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A Wednesday at noon in São Paulo.
const NOW = new Date('2026-03-11T15:00:00Z');
let t: TestApp;
let ana: LoggedIn;

const cents = async () => Math.round((await balanceOf(t.app, ana)) * 100);
const pay = (linhaDigitavel: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/boleto/pay', payload: { linhaDigitavel } });

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  ana = await login(t.app, ANA);
});
afterAll(() => t.close());

describe('sandbox boleto doors', () => {
  it('lists the registry with codes for the bank today', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sandbox/boletos' });
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as {
      result: {
        data: string;
        boletos: Array<{ id: string; linhaDigitavel: string; dataVencimento: string }>;
      };
    };
    expect(result.data).toBe('2026-03-11');
    expect(result.boletos.map((b) => b.id)).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
      '007',
      '008',
      '009',
      '999',
    ]);
    expect(result.boletos.find((b) => b.id === '002')?.dataVencimento).toBe('2026-03-01');
    expect(result.boletos.find((b) => b.id === '008')?.linhaDigitavel).toMatch(/^848\d{45}$/);
  });

  it('a deposit boleto paid from outside credits the account once; bad input and unknown codes move nothing', async () => {
    const boleto = resultOf<{ linhaDigitavel: string }>(
      await call(
        t.app,
        'deposito/solicitar-boleto-para-deposito',
        { chaveDeConta: ana.accountId, valor: 120 },
        ana.token,
      ),
    );
    const before = await cents();
    expect((await pay('abc')).statusCode).toBe(400);
    expect((await pay(`${boleto.linhaDigitavel.slice(0, 46)}`)).json()).toMatchObject({
      error: { code: 40140 },
    });
    const res = await pay(boleto.linhaDigitavel);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: { status: 'Pago', statusBoletoId: 2 } });
    expect(await cents()).toBe(before + 12_000);
    const again = await pay(boleto.linhaDigitavel);
    expect(again.statusCode).toBe(409);
    expect(await cents()).toBe(before + 12_000);
    expect(await ledgerAudit(t.db)).toMatchObject({ mismatched: [], total: 0, negativeCustomerAccounts: 0 });
  });
});
