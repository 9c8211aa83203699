import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, call, resultOf } from '../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxOutbox, OUTBOX_SIZE } from '../outbox.ts';

const at = new Date('2026-03-10T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => at });
});
afterAll(() => t.close());

describe('sandbox outbox', () => {
  it('shows what the bank sent to a phone, newest first, and nothing to another destination', async () => {
    resultOf(
      await call(t.app, 'usuarios/solicitar-reset-senha-por-token-sms', { identificacaoFiscal: ANA.cpf }),
    );
    const phone = `+55${ANA.ddd}${ANA.telefone}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/outbox?destino=${encodeURIComponent(phone)}`,
    });
    expect(res.statusCode).toBe(200);
    const { mensagens } = res.json().result as { mensagens: Array<Record<string, string>> };
    expect(mensagens).toHaveLength(1);
    expect(mensagens[0]).toMatchObject({ channel: 'sms', destino: phone, enviadoEm: at.toISOString() });
    expect(mensagens[0]?.text).toMatch(/\b\d{6}\b/);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/outbox?destino=${encodeURIComponent(ANA.email)}`,
    });
    expect(other.json().result.mensagens).toEqual([]);
  });

  it('refuses a request without a destination', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sandbox/outbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(40007);
  });

  it('keeps the last messages only, and reads a destination in any case', async () => {
    const outbox = createSandboxOutbox(() => at);
    for (let i = 0; i <= OUTBOX_SIZE; i++)
      await outbox.send({ channel: 'email', destino: 'A@x.example', text: `${i}` });
    const kept = outbox.read('a@x.example');
    expect(kept).toHaveLength(OUTBOX_SIZE);
    expect(kept[0]?.text).toBe(String(OUTBOX_SIZE));
  });
});

describe('outside the sandbox', () => {
  it('has no outbox, and a code cannot be issued without a sender', async () => {
    const prod = await createTestApp({ config: { seedSandbox: false } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/sandbox/outbox?destino=x@y.example' });
      expect(res.statusCode).toBe(404);
      const answer = await call(prod.app, 'usuarios/solicitar-reset-senha-por-token', {
        identificacaoFiscal: ANA.cpf,
      });
      expect(answer).toMatchObject({ success: false, status: 500 });
    } finally {
      await prod.close();
    }
  });
});
