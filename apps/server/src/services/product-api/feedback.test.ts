import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, type LoggedIn, login } from '../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const NOW = new Date('2026-10-01T15:00:00Z');
const serverLines: string[] = [];
let clock = NOW;
let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    logger: { level: 'debug', stream: { write: (line) => void serverLines.push(line) } },
  });
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
});
afterAll(() => t.close());

function feedback(overrides: Record<string, unknown> = {}, type = 'suggestion') {
  return {
    type,
    feedBackJson: {
      deviceId: 'b5f0c2d4-8a7e-4f51-9c1a-0d2e3f4a5b6c',
      locale: 'pt-BR',
      country: 'BR',
      model: 'Linux mobile browser',
      build: '0.1.0 (a23c770)',
      rating: 4,
      message: 'O extrato poderia ter busca por nome.',
      ...overrides,
    },
  };
}

function post(payload: unknown, token: string | null = ana.token) {
  return t.app.inject({
    method: 'POST',
    url: '/api/product/feedBack',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });
}

function list(token: string | null) {
  return t.app.inject({
    method: 'GET',
    url: '/api/product/feedBack',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const rows = () => t.db.selectFrom('customer_feedback').selectAll().orderBy('received_at').execute();

describe('POST /api/product/feedBack', () => {
  it('stores the feedback with its feedBackJson for the customer of the bank session, and never logs it', async () => {
    const answer = await post(feedback());
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ receivedAt: NOW.toISOString() });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: answer.json().id,
      customer_id: ana.customerId,
      type: 'suggestion',
      rating: 4,
      message: 'O extrato poderia ter busca por nome.',
      device_id: 'b5f0c2d4-8a7e-4f51-9c1a-0d2e3f4a5b6c',
      locale: 'pt-BR',
      country: 'BR',
      model: 'Linux mobile browser',
      build: '0.1.0 (a23c770)',
      card_id: null,
    });
    expect(serverLines.join('')).not.toContain('busca por nome');
  });

  it('lists only the session customer’s own feedback', async () => {
    const own = await list(ana.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().feedbacks).toEqual([
      {
        id: expect.any(String),
        type: 'suggestion',
        rating: 4,
        message: 'O extrato poderia ter busca por nome.',
        receivedAt: NOW.toISOString(),
      },
    ]);
    expect((await list(bruno.token)).json()).toEqual({ feedbacks: [] });
    expect((await list(null)).statusCode).toBe(401);
  });

  it('refuses bad types, unknown fields, empty or control-laden words, bad devices and no session, storing nothing', async () => {
    const refused = [
      feedback({}, 'complaint'),
      { ...feedback(), customerId: bruno.customerId },
      feedback({ cpf: '39053344705' }),
      feedback({ message: '  ' }),
      feedback({ message: 'x'.repeat(1001) }),
      feedback({ message: 'olá\u0000mundo' }),
      feedback({ rating: 6 }),
      feedback({ locale: 'fr' }),
      feedback({ country: 'Brasil' }),
      feedback({ deviceId: '<script>' }),
      { type: 'suggestion' },
    ];
    for (const payload of refused) expect((await post(payload)).statusCode).toBe(400);
    expect((await post(feedback(), null)).statusCode).toBe(401);
    expect((await post(feedback(), 'not-a-token')).statusCode).toBe(401);
    expect(await rows()).toHaveLength(1);
  });

  it('keeps line breaks, takes no rating, and refuses a sixth message within the hour', async () => {
    const lines = await post(feedback({ rating: null, message: 'Primeira linha\nsegunda linha' }, 'problem'));
    expect(lines.statusCode).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await post(feedback({ message: `mensagem ${i}` }))).statusCode).toBe(201);
    const sixth = await post(feedback({ message: 'mais uma' }));
    expect(sixth.statusCode).toBe(429);
    expect(await rows()).toHaveLength(5);
    expect(await rows()).toContainEqual(
      expect.objectContaining({ type: 'problem', rating: null, message: 'Primeira linha\nsegunda linha' }),
    );
    // another customer has a bucket of their own; the hour refills the first
    expect((await post(feedback({ message: 'do Bruno' }), bruno.token)).statusCode).toBe(201);
    clock = new Date(NOW.getTime() + 15 * 60_000);
    expect((await post(feedback({ message: 'depois de 15 minutos' }))).statusCode).toBe(201);
  });
});
