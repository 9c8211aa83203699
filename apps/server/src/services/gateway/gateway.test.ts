import {
  base64ToBytes,
  bytesToBase64,
  createSealer,
  generateGatewayKeyPair,
  openAnswer,
  type SealedAnswer,
  sealRequest,
} from '@carteira/core/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../test/gateway-client.ts';
import { DEMO_CUSTOMERS, SANDBOX_DEVICE_METADATA } from '../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REFUSED } from './gateway.plugin.ts';
import { GatewayKeyCache } from './opened-key-cache.ts';

let t: TestApp;
let client: Awaited<ReturnType<typeof createGatewayClient>>;
const ana = DEMO_CUSTOMERS[0]!;
const bruno = DEMO_CUSTOMERS[1]!;

interface LoginResult {
  accessToken: string;
  contas: { chaveDeConta: string }[];
}

async function login(cpf: string, senha: string) {
  const answer = await client.call<{ success: boolean; result: LoginResult }>('autenticar/cliente', {
    identificacaoFiscal: cpf,
    senha,
    chaveDeIdempotencia: crypto.randomUUID(),
    metadados: SANDBOX_DEVICE_METADATA,
  });
  expect(answer.success).toBe(true);
  return answer.result;
}

async function balance(token: string, chaveDeConta: string): Promise<number> {
  const answer = await client.call<{ result: { saldo: number } }>(
    'conta/consultar-saldo',
    { chaveDeConta, chaveDeIdempotencia: crypto.randomUUID() },
    token,
  );
  return answer.result.saldo;
}

beforeAll(async () => {
  t = await createTestApp();
  client = await createGatewayClient(t.app);
});
afterAll(() => t.close());

describe('gateway', () => {
  it('serves its public key and key id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gateway/public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json() as { keyId: string; publicKey: string };
    expect(body.keyId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(base64ToBytes(body.publicKey).length).toBeGreaterThan(250);
  });

  it('opens a sealed call, runs it and seals the answer', async () => {
    const session = await login(ana.cpf, ana.senha);
    expect(await balance(session.accessToken, session.contas[0]!.chaveDeConta)).toBeGreaterThan(0);
  });

  it('answers 401 inside the seal when the call has no token', async () => {
    const answer = await client.call<{ success: boolean; status: number }>('conta/consultar-saldo', {
      chaveDeConta: 'x',
      chaveDeIdempotencia: crypto.randomUUID(),
    });
    expect(answer).toMatchObject({ success: false, status: 401 });
  });

  it('refuses every kind of bad envelope with one identical answer, and runs none of them', async () => {
    const session = await login(ana.cpf, ana.senha);
    const from = session.contas[0]!.chaveDeConta;
    const before = await balance(session.accessToken, from);
    const transfer = (valor: number) => ({
      path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
      method: 'POST' as const,
      token: session.accessToken,
      body: {
        chaveDeIdempotencia: crypto.randomUUID(),
        chaveDeConta: from,
        pin: ana.pin,
        valor,
        agenciaDestino: '0001',
        contaDestino: bruno.conta,
      },
    });

    const bodies: string[] = [];
    for (const field of ['p', 'j', 's', 'r', 'm', 'h'] as const) {
      const { envelope } = await client.seal(transfer(1));
      const bytes = base64ToBytes(envelope[field]);
      bytes[bytes.length >> 1]! ^= 0x40;
      const res = await client.post({ ...envelope, [field]: bytesToBase64(bytes) });
      expect(res.statusCode).toBe(400);
      bodies.push(res.body);
    }
    // Sealed for another key.
    const stranger = await generateGatewayKeyPair();
    const { envelope: foreign } = await sealRequest(stranger.publicKey, stranger.keyId, transfer(1));
    bodies.push((await client.post(foreign)).body);
    // Outside the 5-minute window.
    const { envelope: stale } = await client.seal(transfer(1), Date.now() - 6 * 60 * 1000);
    bodies.push((await client.post(stale)).body);
    // A path and a method not on the allow-list.
    const { envelope: notAllowed } = await client.seal({ ...transfer(1), path: 'conta/apagar-tudo' });
    bodies.push((await client.post(notAllowed)).body);
    const { envelope: wrongMethod } = await client.seal({ ...transfer(1), method: 'DELETE' });
    bodies.push((await client.post(wrongMethod)).body);
    // Not an envelope at all.
    bodies.push((await client.post({ hello: 'world' })).body);
    bodies.push(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/gateway',
          payload: 'x',
          headers: { 'content-type': 'text/plain' },
        })
      ).body,
    );

    for (const body of bodies) expect(JSON.parse(body)).toEqual(REFUSED);
    expect(await balance(session.accessToken, from)).toBe(before);
  });

  it('takes the card-details hash only on the hash path, and nothing else there', async () => {
    const session = await login(ana.cpf, ana.senha);
    const chaveDeConta = session.contas[0]!.chaveDeConta;
    const cards = await client.call<{ result: { cartoes: { chaveDeCartao: string }[] } }>(
      'cartao/consultar-cartoes-por-chave-conta',
      { chaveDeConta, chaveDeIdempotencia: crypto.randomUUID() },
      session.accessToken,
    );
    const details = {
      path: 'cartao/obter-cartao-completo-por-chave-cartao',
      method: 'POST' as const,
      token: session.accessToken,
      body: { chaveDeConta, chaveDeCartao: cards.result.cartoes[0]!.chaveDeCartao },
    };
    const onMain = await client.post((await client.seal(details)).envelope);
    expect(onMain.statusCode).toBe(400);
    expect(onMain.json()).toEqual(REFUSED);

    const { envelope, answerKey } = await client.seal(details);
    const onHash = await client.post(envelope, 'hash');
    expect(onHash.statusCode).toBe(200);
    const answer = await openAnswer<{ success: boolean; result: { hash: string } }>(
      answerKey,
      onHash.json() as SealedAnswer,
    );
    expect(answer.success).toBe(true);
    expect(answer.result.hash.length).toBeGreaterThan(10);

    const { envelope: balanceOnHash } = await client.seal({
      path: 'conta/consultar-saldo',
      method: 'POST',
      token: session.accessToken,
      body: { chaveDeConta },
    });
    const refused = await client.post(balanceOnHash, 'hash');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(REFUSED);
  });

  it('refuses a replayed envelope: the transfer inside runs once', async () => {
    const session = await login(ana.cpf, ana.senha);
    const from = session.contas[0]!.chaveDeConta;
    const before = await balance(session.accessToken, from);
    const { envelope } = await client.seal({
      path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
      method: 'POST',
      token: session.accessToken,
      body: {
        chaveDeIdempotencia: crypto.randomUUID(),
        chaveDeConta: from,
        pin: ana.pin,
        valor: 2.5,
        agenciaDestino: '0001',
        contaDestino: bruno.conta,
      },
    });
    const first = await client.post(envelope);
    expect(first.statusCode).toBe(200);
    const again = await Promise.all([client.post(envelope), client.post(envelope)]);
    for (const res of again) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
    expect(Math.round((before - (await balance(session.accessToken, from))) * 100)).toBe(250);
  });

  it('refuses a replay of a payment refused before its transaction (bad input), nothing run either time', async () => {
    const session = await login(ana.cpf, ana.senha);
    const { envelope } = await client.seal({
      path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
      method: 'POST',
      token: session.accessToken,
      body: {
        chaveDeIdempotencia: crypto.randomUUID(),
        chaveDeConta: session.contas[0]!.chaveDeConta,
        valor: -1,
      },
    });
    expect((await client.post(envelope)).statusCode).toBe(200);
    const again = await client.post(envelope);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(REFUSED);
  });

  it('refuses a replay of a payment refused inside its transaction (balance): the refusal was stored, the nonce kept', async () => {
    const session = await login(ana.cpf, ana.senha);
    const from = session.contas[0]!.chaveDeConta;
    const before = await balance(session.accessToken, from);
    const transfer = {
      path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
      method: 'POST' as const,
      token: session.accessToken,
      body: {
        chaveDeIdempotencia: crypto.randomUUID(),
        chaveDeConta: from,
        pin: ana.pin,
        valor: before + 1,
        agenciaDestino: '0001',
        contaDestino: bruno.conta,
      },
    };
    const { envelope, answerKey } = await client.seal(transfer);
    const first = await client.post(envelope);
    expect(first.statusCode).toBe(200);
    const refused = await openAnswer<{ error?: { code: number } }>(answerKey, first.json() as SealedAnswer);
    expect(refused.error?.code).toBe(17000);
    const again = await client.post(envelope);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(REFUSED);
    // The same key in a new envelope gets the stored refusal; nothing moved.
    const retried = await client.call<{ error?: { code: number } }>(
      transfer.path,
      transfer.body,
      transfer.token,
    );
    expect(retried.error?.code).toBe(17000);
    expect(await balance(session.accessToken, from)).toBe(before);
  });

  it('opens calls sealed under one kept secret (the key cached by j and s), each nonce still once', async () => {
    const session = await login(ana.cpf, ana.senha);
    const from = session.contas[0]!.chaveDeConta;
    const before = await balance(session.accessToken, from);
    const sealer = createSealer(client.publicKey, client.keyId);
    const pay = () =>
      sealer.seal({
        path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
        method: 'POST',
        token: session.accessToken,
        body: {
          chaveDeIdempotencia: crypto.randomUUID(),
          chaveDeConta: from,
          pin: ana.pin,
          valor: 1,
          agenciaDestino: '0001',
          contaDestino: bruno.conta,
        },
      });
    const [a, b] = [await pay(), await pay()];
    expect(b.envelope.j).toBe(a.envelope.j);
    for (const sealed of [a, b]) {
      const res = await client.post(sealed.envelope);
      expect(res.statusCode).toBe(200);
      expect(
        (await openAnswer<{ success: boolean }>(sealed.answerKey, res.json() as SealedAnswer)).success,
      ).toBe(true);
    }
    expect((await client.post(b.envelope)).statusCode).toBe(400);
    expect(Math.round((before - (await balance(session.accessToken, from))) * 100)).toBe(200);
  });
});

describe('gateway key cache', () => {
  it('is bounded (oldest out first) and forgets a key after its time', async () => {
    const key = (await generateGatewayKeyPair()).publicKey;
    const cache = new GatewayKeyCache<CryptoKey>(2, 1000);
    cache.set('j1', 's', key, 0);
    cache.set('j2', 's', key, 0);
    cache.set('j3', 's', key, 0);
    expect(cache.size).toBe(2);
    expect(cache.get('j1', 's', 10)).toBeUndefined();
    expect(cache.get('j2', 's', 10)).toBe(key);
    expect(cache.get('j2', 's2', 10)).toBeUndefined();
    expect(cache.get('j3', 's', 1000)).toBeUndefined();
  });
});
