import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSecretKey, redact, scrubText } from './platform/redact.ts';
import { sandboxOutsideWorld } from './sandbox/outside-world-ports.ts';
import { defineRoute } from './services/bank-api/bank-route.ts';
import { createBank } from './services/bank-api/dispatch.ts';
import { ANA, BRUNO, call, login, resultOf, transfer } from './test/bank-helpers.ts';
import { asBank } from './test/own-tables.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'debug', stream: { write: (line) => void lines.push(line) } } });
});
afterAll(async () => t?.close());

describe('redaction rules', () => {
  it('recognises secret keys at any depth and masks CPFs', () => {
    for (const key of [
      'senha',
      'novaSenha',
      'password',
      'pin',
      'pinAtual',
      'novoPin',
      'accessToken',
      'token',
      'Authorization',
      'codigo2fa',
    ]) {
      expect(isSecretKey(key)).toBe(true);
    }
    for (const key of ['shipping', 'pinned', 'valor', 'nome']) expect(isSecretKey(key)).toBe(false);
    const out = redact({
      a: [{ b: { senha: 'x', cpf: '12345678909', identificacaoFiscal: '123.456.789-09' } }],
    });
    expect(out).toEqual({
      a: [{ b: { senha: '[redacted]', cpf: '***.456.789-**', identificacaoFiscal: '***.456.789-**' } }],
    });
    expect(scrubText('cpf 12345678909 and Bearer abc.def')).toBe('cpf ***.456.789-** and Bearer [redacted]');
  });

  it('keeps a card number, its CVV and a wallet payload out, in keys and in text', () => {
    for (const key of ['cvv', 'numeroCartao', 'cartaoNumero', 'pan', 'opaquePaymentCard']) {
      expect(isSecretKey(key)).toBe(true);
    }
    expect(scrubText('card 5067275112345678 or 5067 2751 1234 5678')).toBe('card **** 5678 or **** 5678');
    expect(scrubText('cpf 12345678909, account 10000011, 47-digit line untouched')).toBe(
      'cpf ***.456.789-**, account 10000011, 47-digit line untouched',
    );
  });
});

describe('the logs of a run', () => {
  it('hold no password, PIN, token or full CPF', async () => {
    const ana = await login(t.app, ANA);
    const renewed = resultOf<{ accessToken: string }>(
      await call(t.app, 'autenticar/renovar-token', {}, ana.token),
    );
    const anaNow = { ...ana, token: renewed.accessToken };
    await call(t.app, 'autenticar/cliente', { identificacaoFiscal: BRUNO.cpf, senha: 'senha-errada-77' });
    resultOf(await transfer(t.app, anaNow, BRUNO, 1, { pin: ANA.pin }));
    await transfer(t.app, anaNow, BRUNO, 1, { pin: '9753' });
    await call(
      t.app,
      'transferencias/efetuar-transferencia-entre-contas-arbi',
      { pin: '97531', senha: ANA.senha },
      anaNow.token,
    );

    // An unexpected failure whose error carries secrets in its message and properties.
    const failing = createBank(
      [
        defineRoute({
          path: 'teste/falha',
          method: 'POST',
          auth: false,
          schema: z.object({}),
          handler: async () => {
            const err = new Error(`boom for ${ANA.cpf} with Bearer ${renewed.accessToken}`) as Error &
              Record<string, unknown>;
            err.detail = { senha: ANA.senha, pin: ANA.pin };
            throw err;
          },
        }),
      ],
      {
        db: asBank(t.db),
        config: t.config,
        log: t.app.log,
        now: () => new Date(),
        ports: sandboxOutsideWorld().bank,
        obligations: { financingInForce: async () => false },
      },
    );
    expect(await failing.dispatch({ path: 'teste/falha', method: 'POST', body: {} })).toMatchObject({
      status: 500,
      error: { code: 50000 },
    });
    t.app.log.info(
      {
        body: {
          senha: ANA.senha,
          pin: ANA.pin,
          accessToken: ana.token,
          nested: { authorization: `Bearer ${ana.token}`, identificacaoFiscal: ANA.cpf },
        },
      },
      `login attempt for ${ANA.cpf}`,
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/gateway',
      headers: { authorization: `Bearer ${ana.token}` },
      payload: { p: 'x' },
    });
    // A path that carries a CPF: the request line shows it scrubbed.
    await t.app.inject({ method: 'GET', url: `/v1/api/contracting/history/${BRUNO.cpf}/carteira` });

    const text = lines.join('');
    expect(text).toContain('/v1/api/contracting/history/***.');
    expect(lines.length).toBeGreaterThan(3);
    expect(text).toContain('bank call failed');
    for (const secret of [ANA.senha, 'senha-errada-77', ana.token, renewed.accessToken, ANA.cpf, BRUNO.cpf]) {
      expect(text).not.toContain(secret);
    }
    for (const pin of [ANA.pin, '9753', '97531']) expect(text).not.toContain(`"${pin}"`);
    const formatted = `${ANA.cpf.slice(0, 3)}.${ANA.cpf.slice(3, 6)}.${ANA.cpf.slice(6, 9)}-${ANA.cpf.slice(9)}`;
    expect(text).not.toContain(formatted);
    for (const line of lines) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      const walk = (v: unknown): void => {
        if (v && typeof v === 'object') {
          for (const [k, inner] of Object.entries(v)) {
            if (isSecretKey(k)) expect(inner).toBe('[redacted]');
            walk(inner);
          }
        }
      };
      walk(parsed);
    }
  });
});
