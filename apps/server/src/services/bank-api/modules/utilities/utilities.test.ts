import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, resultOf } from '../../../../test/bank-helpers.ts';
import { SANDBOX_CEPS } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
/** Christmas Day 2026, 10:00 in São Paulo: the bank's clock, not the machine's. */
const NOW = new Date('2026-12-25T13:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: () => NOW });
});
afterAll(async () => t?.close());

describe('utilidades/consultar-proximo-dia-util', () => {
  const ask = (data: string) => call(t.app, 'utilidades/consultar-proximo-dia-util', { data });

  it('a working day is its own next working day', async () => {
    expect(resultOf(await ask('2025-03-12'))).toEqual({
      data: '2025-03-12',
      workingDay: true,
      proximoDiaUtil: '2025-03-12',
    });
  });

  it('a weekend or a holiday points to the next working day, naming the holiday', async () => {
    expect(resultOf(await ask('2025-03-15'))).toMatchObject({
      workingDay: false,
      proximoDiaUtil: '2025-03-17',
    });
    const christmas = resultOf<Record<string, unknown>>(await ask('2025-12-25'));
    expect(christmas).toMatchObject({ workingDay: false, proximoDiaUtil: '2025-12-26' });
    expect(typeof christmas.feriado).toBe('string');
    // Carnival Monday and Tuesday are banking holidays.
    expect(resultOf(await ask('2025-03-03'))).toMatchObject({
      workingDay: false,
      proximoDiaUtil: '2025-03-05',
    });
  });

  it('without a date, answers the bank clock today and its next working day', async () => {
    expect(resultOf(await call(t.app, 'utilidades/consultar-proximo-dia-util', {}))).toMatchObject({
      data: '2026-12-25',
      workingDay: false,
      proximoDiaUtil: '2026-12-28',
    });
  });

  it('refuses a malformed date', async () => {
    expectError(await ask('2025-13-01'), 400, 40007);
  });
});

describe('utilidades/consultar-cep', () => {
  it('knows a central CEP in each of the 27 capitals', () => {
    const states = new Set(Object.values(SANDBOX_CEPS).map((c) => c.uf));
    expect(states.size).toBe(27);
    for (const cep of Object.keys(SANDBOX_CEPS)) expect(cep).toMatch(/^\d{8}$/);
  });

  it('answers the address, with or without the dash, and 404 / 40402 for an unknown CEP', async () => {
    const found = resultOf(await call(t.app, 'utilidades/consultar-cep', { cep: '01001-000' }));
    expect(found).toEqual({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      complemento: 'lado ímpar',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expectError(await call(t.app, 'utilidades/consultar-cep', { cep: '99999999' }), 404, 40402);
    expectError(await call(t.app, 'utilidades/consultar-cep', { cep: '123' }), 400, 40007);
  });
});
