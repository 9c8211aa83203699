import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, call, expectError, login, resultOf } from '../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { cpfKey } from './cpf-key.ts';
import { LOGIN_SCOPE } from './login-lock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('autenticar/cliente', () => {
  it('logs in with CPF and password and lists the accounts', async () => {
    const answer = await call(t.app, 'autenticar/cliente', {
      identificacaoFiscal: ANA.cpf,
      senha: ANA.senha,
    });
    const result = resultOf<Record<string, unknown>>(answer);
    expect(result).toMatchObject({ tokenType: 'Bearer', expiresIn: 86_400, nome: ANA.nome });
    expect(result.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.contas).toEqual([
      { chaveDeConta: expect.any(String), agencia: '0001', numero: ANA.conta, banco: 'Carteira' },
    ]);
    const stored = await t.db.selectFrom('session').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(result.accessToken);
  });

  it('answers 47029 for a wrong password and the same for an unknown CPF', async () => {
    const wrong = await call(t.app, 'autenticar/cliente', {
      identificacaoFiscal: BRUNO.cpf,
      senha: 'errada123',
    });
    const unknown = await call(t.app, 'autenticar/cliente', {
      identificacaoFiscal: '52998224725',
      senha: 'errada123',
    });
    expectError(wrong, 400, 47029);
    expect(unknown).toEqual(wrong);
    // a success resets the count
    await login(t.app, BRUNO);
    const left = await t.db
      .selectFrom('login_guard')
      .select('failures')
      .where('cpf_key', '=', cpfKey(LOGIN_SCOPE, BRUNO.cpf))
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('refuses a malformed body with 40007 naming the field', async () => {
    const answer = await call(t.app, 'autenticar/cliente', { identificacaoFiscal: '123', senha: 'x' });
    expectError(answer, 400, 40007);
    if (!answer.success) expect(answer.error.message).toContain("'identificacaoFiscal'");
  });
});

describe('session tokens', () => {
  it('answers 401 / 40100 with no token, an unknown token, an expired one and a revoked one', async () => {
    const path = 'conta/consultar-contas';
    expectError(await call(t.app, path, {}), 401, 40100);
    expectError(await call(t.app, path, {}, 'x'.repeat(43)), 401, 40100);

    const expired = await login(t.app, ANA);
    await t.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    expectError(await call(t.app, path, {}, expired.token), 401, 40100);

    const live = await login(t.app, ANA);
    resultOf(await call(t.app, path, {}, live.token));
    resultOf(await call(t.app, 'autenticar/desconectar', {}, live.token));
    expectError(await call(t.app, path, {}, live.token), 401, 40100);
  });

  it('renews a token and revokes the old one', async () => {
    const first = await login(t.app, ANA);
    const renewed = resultOf<{ accessToken: string; expiresIn: number }>(
      await call(t.app, 'autenticar/renovar-token', {}, first.token),
    );
    expect(renewed.accessToken).not.toBe(first.token);
    expect(renewed.expiresIn).toBe(86_400);
    expectError(await call(t.app, 'conta/consultar-contas', {}, first.token), 401, 40100);
    resultOf(await call(t.app, 'conta/consultar-contas', {}, renewed.accessToken));
  });
});
