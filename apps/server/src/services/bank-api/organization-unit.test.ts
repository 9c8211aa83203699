import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { ANA, call, expectError, login, resultOf } from '../../test/bank-helpers.ts';
import { SANDBOX_DEVICE_METADATA } from '../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // a server configured for production: the spec's organisation unit 10
  t = await createTestApp({ config: { environment: 'production', organizationUnitId: 10 } });
});
afterAll(() => t.close());

describe('the organisation unit of the environment', () => {
  it('reads CARTEIRA_ENV: development by default, production with unit 10', () => {
    expect(loadConfig({}).organizationUnitId).toBe(1);
    const production = loadConfig({ CARTEIRA_ENV: 'production' });
    expect(production.environment).toBe('production');
    expect(production.organizationUnitId).toBe(10);
    expect(loadConfig({ CARTEIRA_ENV: 'staging' }).organizationUnitId).toBe(2);
    expect(() => loadConfig({ CARTEIRA_ENV: 'prod' })).toThrow(/CARTEIRA_ENV/);
  });

  it("refuses a call carrying another environment's unit, and answers one carrying its own", async () => {
    expectError(
      await call(t.app, 'autenticar/cliente', { identificacaoFiscal: ANA.cpf, senha: ANA.senha }),
      400,
      40007,
    );
    const answer = await call(t.app, 'autenticar/cliente', {
      identificacaoFiscal: ANA.cpf,
      senha: ANA.senha,
      organizationUnitId: 10,
    });
    expect(resultOf<{ accessToken: string }>(answer).accessToken).toEqual(expect.any(String));
  });

  it('takes a call that names no unit as this environment’s', async () => {
    const ana = await login(t.app, ANA).catch(() => undefined);
    // login() sends the helpers' unit 1, refused here; without one the call goes through
    expect(ana).toBeUndefined();
    const answer = await t.app.bank.dispatch({
      path: 'autenticar/cliente',
      method: 'POST',
      body: { identificacaoFiscal: ANA.cpf, senha: ANA.senha, metadados: SANDBOX_DEVICE_METADATA },
    });
    expect(answer.success).toBe(true);
  });
});
