import type { GatewayCall } from '@carteira/core/envelope';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type Session } from '../session/session-store.ts';
import { BANK_TOKEN_EXPIRY_OFFSET_MS } from '../session/token-expiry.ts';
import { createBankClient } from './bank-client.ts';
import { BankError } from './bank-error.ts';
import { AnswerLostError, GatewayRefusedError, type Transport } from './transport.ts';

const NOW = 1_700_000_000_000;

function session(overrides: Partial<Session> = {}): Session {
  return {
    clientKey: 'client-1',
    accountKey: 'account-1',
    agency: '0001',
    accountNumber: '12345678',
    bankName: 'Carteira',
    name: 'Maria Silva',
    cpf: '52998224725',
    token: { value: 'token-1', expiresAt: NOW + 60 * 60 * 1000 },
    ...overrides,
  };
}

const ok = (result: unknown) => ({ success: true, status: 200, result });
const fail = (status: number, code: number) => ({
  success: false,
  status,
  error: { code, message: 'server text' },
});

/** A transport that answers from a script and records every call. */
function scripted(...steps: Array<unknown | Error>) {
  const calls: GatewayCall[] = [];
  const transport: Transport = {
    async send(call) {
      calls.push(structuredClone(call));
      const step = steps.shift();
      if (step instanceof Error) throw step;
      return step;
    },
  };
  return { transport, calls, body: (i: number) => calls[i]?.body as Record<string, unknown> };
}

function setup(steps: Array<unknown | Error>, current: Session | null = session()) {
  const store = createSessionStore(null);
  if (current) store.signIn(current);
  const script = scripted(...steps);
  const sleep = vi.fn(async (_ms: number) => {});
  const onUnauthorized = vi.fn();
  let seq = 0;
  const client = createBankClient({
    transport: script.transport,
    session: store,
    metadata: () => [
      { tipo: 1, valor: 'web' },
      { tipo: 2, valor: 'model' },
      { tipo: 12, valor: 'device-1' },
    ],
    newKey: () => `key-${++seq}`,
    sleep,
    now: () => NOW,
    onUnauthorized,
    warn: () => {},
  });
  return { client, store, sleep, onUnauthorized, ...script };
}

describe('bank client', () => {
  it('sends a PUT path with its method, resent as PUT when the answer is lost', async () => {
    const { client, calls } = setup([new AnswerLostError(new Error('x')), ok({ debitoAutomatico: true })]);
    await client.call(
      'contas/cartao-garantia/debito-automatico',
      { debitoAutomatico: true },
      { method: 'PUT' },
    );
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'PUT']);
  });

  it('adds the common fields and the bearer token to every call', async () => {
    const { client, calls, body } = setup([ok({ saldo: 10 })]);
    await expect(client.call('conta/consultar-saldo')).resolves.toEqual({ saldo: 10 });
    expect(calls[0]).toMatchObject({ path: 'conta/consultar-saldo', method: 'POST', token: 'token-1' });
    expect(body(0)).toEqual({
      chaveDeIdempotencia: 'key-1',
      metadados: [
        { tipo: 1, valor: 'web' },
        { tipo: 2, valor: 'model' },
        { tipo: 12, valor: 'device-1' },
      ],
      organizationUnitId: 1,
      chaveDeConta: 'account-1',
      chaveDeCliente: 'client-1',
    });
  });

  it('uses a new key for every call', async () => {
    const { client, body } = setup([ok({}), ok({})]);
    await client.call('conta/consultar-saldo');
    await client.call('conta/consultar-saldo');
    expect(body(0).chaveDeIdempotencia).not.toBe(body(1).chaveDeIdempotencia);
  });

  it('resends a call whose answer was lost with the same key, backing off, so it never pays twice', async () => {
    const lost = () => new AnswerLostError(new TypeError('network'));
    const { client, calls, body, sleep } = setup([lost(), lost(), ok({ idTransacao: 't1' })]);
    await expect(
      client.call('transferencias/efetuar-transferencia-entre-contas-arbi', { valor: 5 }),
    ).resolves.toEqual({
      idTransacao: 't1',
    });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((_, i) => body(i).chaveDeIdempotencia))).toEqual(new Set(['key-1']));
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('gives up after two retries with the no-response message', async () => {
    const lost = () => new AnswerLostError(new DOMException('aborted', 'AbortError'));
    const { client, calls } = setup([lost(), lost(), lost()]);
    const error = await client.call('conta/consultar-saldo').catch((e: unknown) => e);
    expect(calls).toHaveLength(3);
    expect(error).toBeInstanceOf(BankError);
    expect((error as BankError).messageKey).toBe('error.pixCommunicationIssue');
  });

  it('retries once under a new key only after 40044', async () => {
    const { client, calls, body } = setup([fail(409, 40044), ok({ done: true })]);
    await expect(client.call('x/y', { a: 1 })).resolves.toEqual({ done: true });
    expect(calls).toHaveLength(2);
    expect(body(0).chaveDeIdempotencia).toBe('key-1');
    expect(body(1).chaveDeIdempotencia).toBe('key-2');
  });

  it('does not retry 40044 twice, nor any other error', async () => {
    const twice = setup([fail(409, 40044), fail(409, 40044)]);
    await expect(twice.client.call('x/y')).rejects.toMatchObject({ code: 40044 });
    expect(twice.calls).toHaveLength(2);

    const other = setup([fail(400, 17000)]);
    await expect(other.client.call('x/y')).rejects.toMatchObject({
      code: 17000,
      messageKey: 'error.amountOutOfBound',
    });
    expect(other.calls).toHaveLength(1);
  });

  it('never carries the server text to the page', async () => {
    const { client } = setup([
      { success: false, status: 400, error: { code: 99999, message: 'raw', details: 'x' } },
    ]);
    const error = (await client.call('x/y').catch((e: unknown) => e)) as BankError;
    expect(error.messageKey).toMatch(/^error\./);
    expect(JSON.stringify(error)).not.toContain('raw');
  });

  it('on 401 clears the token and hands over to the login route', async () => {
    const { client, store, onUnauthorized } = setup([fail(401, 40100)]);
    await expect(client.call('conta/consultar-saldo')).rejects.toMatchObject({ status: 401 });
    expect(store.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('seals a gift-card call with the gift-card token, and its 401 leaves the session alone', async () => {
    const { client, store, calls, body, onUnauthorized } = setup([ok({ status: 'ATIVO' }), fail(401, 40100)]);
    const options = { token: 'gift-card-token' };
    await client.call('cliente/gc-verificar-status-cliente', {}, options);
    expect(calls[0]).toMatchObject({ token: 'gift-card-token' });
    expect(body(0)).toMatchObject({ chaveDeConta: 'account-1' });
    await expect(client.call('cliente/gc-verificar-status-cliente', {}, options)).rejects.toMatchObject({
      status: 401,
    });
    expect(store.get()?.token.value).toBe('token-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a private call without a session goes to login without reaching the network', async () => {
    const { client, calls, onUnauthorized } = setup([], null);
    await expect(client.call('conta/consultar-saldo')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a call without auth sends no token and no account fields', async () => {
    const { client, calls, body } = setup([ok({})]);
    await client.call('autenticar/cliente', { identificacaoFiscal: '1', senha: 's' }, { auth: false });
    expect(calls[0]?.token).toBeUndefined();
    expect(body(0).chaveDeConta).toBeUndefined();
  });

  it('refreshes the token first when it is within 30 s of expiry', async () => {
    const near = session({ token: { value: 'old', expiresAt: NOW + 30_000 } });
    const { client, store, calls } = setup(
      [ok({ accessToken: 'new', expiresIn: 86400 }), ok({ saldo: 1 })],
      near,
    );
    await client.call('conta/consultar-saldo');
    expect(calls.map((c) => c.path)).toEqual(['autenticar/renovar-token', 'conta/consultar-saldo']);
    expect(calls[0]?.token).toBe('old');
    expect(calls[1]?.token).toBe('new');
    expect(store.get()?.token).toEqual({
      value: 'new',
      expiresAt: NOW + 86_400_000 - BANK_TOKEN_EXPIRY_OFFSET_MS,
    });
  });

  it('does not refresh a token with more than 30 s left', async () => {
    const { client, calls } = setup([ok({})], session({ token: { value: 't', expiresAt: NOW + 30_001 } }));
    await client.call('conta/consultar-saldo');
    expect(calls.map((c) => c.path)).toEqual(['conta/consultar-saldo']);
  });

  it('refreshes once for calls made together', async () => {
    const near = session({ token: { value: 'old', expiresAt: NOW + 1000 } });
    const { client, calls } = setup([ok({ accessToken: 'new', expiresIn: 86400 }), ok({}), ok({})], near);
    await Promise.all([client.call('a/b'), client.call('c/d')]);
    expect(calls.filter((c) => c.path === 'autenticar/renovar-token')).toHaveLength(1);
  });

  it('renews the token when another service refused it; a refusal of the renewal ends the session', async () => {
    const { client, store, calls } = setup([ok({ accessToken: 'new', expiresIn: 86400 }), fail(401, 40100)]);
    await expect(client.renewToken()).resolves.toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['autenticar/renovar-token']);
    expect(store.get()?.token.value).toBe('new');
    await expect(client.renewToken()).resolves.toBe(false);
    expect(store.get()).toBeNull();
    await expect(client.renewToken()).resolves.toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('resends a refused envelope once (the gateway key may have rotated)', async () => {
    const { client, calls } = setup([new GatewayRefusedError(), ok({ fine: 1 })]);
    await expect(client.call('a/b')).resolves.toEqual({ fine: 1 });
    expect(calls).toHaveLength(2);
  });
});

describe('bank client environment', () => {
  function client(deps: { organizationUnitId?: number; secureContext?: () => boolean }) {
    const store = createSessionStore(null);
    store.signIn(session());
    const script = scripted(ok({ saldo: 1 }));
    const bank = createBankClient({
      transport: script.transport,
      session: store,
      metadata: () => [],
      newKey: () => 'key-1',
      now: () => NOW,
      warn: () => {},
      ...deps,
    });
    return { bank, ...script };
  }

  it("sends the configured environment's organisation unit in the body and the envelope options", async () => {
    const { bank, calls, body } = client({ organizationUnitId: 10, secureContext: () => true });
    await bank.call('conta/consultar-saldo');
    expect(body(0)).toMatchObject({ organizationUnitId: 10 });
    expect(calls[0]?.options).toEqual({ organizationUnitId: 10 });
  });

  it('on a page without a secure origin, sends nothing and says why', async () => {
    const { bank, calls } = client({ secureContext: () => false });
    const error = await bank.call('autenticar/cliente', {}, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankError);
    expect((error as BankError).messageKey).toBe('error.insecureOrigin');
    expect(calls).toHaveLength(0);
  });
});

describe('bank client call reports', () => {
  it('reports each call’s path, outcome, status, bank code and time, never its body', async () => {
    const reports: unknown[] = [];
    const store = createSessionStore(null);
    store.signIn(session());
    const script = scripted(ok({ saldo: 1 }), fail(400, 40007));
    let clock = NOW;
    const bank = createBankClient({
      transport: script.transport,
      session: store,
      metadata: () => [],
      newKey: () => 'key-1',
      now: () => (clock += 5),
      warn: () => {},
      secureContext: () => true,
      onCall: (report) => reports.push(report),
    });
    await bank.call('conta/consultar-saldo', { segredo: 'x' });
    await bank.call('pix/pagar', { valor: 1 }).catch(() => {});
    expect(reports).toEqual([
      { path: 'conta/consultar-saldo', ok: true, httpCode: 200, responseTime: 5 },
      { path: 'pix/pagar', ok: false, httpCode: 400, code: 40007, responseTime: 5 },
    ]);
  });
});
