import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO } from '../../test/bank-helpers.ts';
import { type Financed, financingLogin, manualClock } from '../../test/financing-helpers.ts';
import { approvedContracting } from '../../test/financing-journey-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const lines: string[] = [];
const clock = manualClock('2026-10-01T15:00:00Z');
let t: TestApp;
let ana: Financed;
let bruno: Financed;
let key: string;

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
  });
  ana = await financingLogin(t.app, ANA);
  bruno = await financingLogin(t.app, BRUNO);
  key = await approvedContracting(t.app, ana, clock);
});
afterAll(() => t.close());

function viewed(who: Financed = ana) {
  return {
    category: 'financing',
    type: 'metrics',
    time: clock.now().getTime(),
    eventType: 'financing_payment_details_viewed',
    timezoneOffset: 180,
    event: {
      chaveDeConta: who.accountId,
      chaveDeCliente: who.customerId,
      contractingKey: key,
      installments: 18,
      downPayment: 500,
      firstInstallmentDate: '2026-11-03',
      installmentAmount: 123.45,
    },
  };
}

function confirmed() {
  const base = viewed();
  return {
    ...base,
    eventType: 'financing_payment_details_confirmed',
    event: {
      ...base.event,
      device: 'Aurora X5 256 GB Azul Oceano',
      iof: 38.12,
      tec: 66.12,
      totalWithIntrest: 2311.2,
      subtotal: 1637.12,
    },
  };
}

const post = (payload: unknown, token: string | null = ana.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/product/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
  });

const stored = () => t.db.selectFrom('product_metric').selectAll().orderBy('received_at').execute();

describe('POST /api/product/metrics', () => {
  it('stores the two financing events for the customer of the bank session (202)', async () => {
    const event = viewed();
    const first = await post(event);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ id: expect.any(String) });
    const second = await post(confirmed());
    expect(second.statusCode).toBe(202);
    const rows = await stored();
    expect(rows.map((r) => r.event_type)).toEqual([
      'financing_payment_details_viewed',
      'financing_payment_details_confirmed',
    ]);
    const [row] = rows;
    expect(row).toMatchObject({ customer_id: ana.customerId, category: 'financing', timezone_offset: 180 });
    expect(new Date(row?.client_time ?? 0).getTime()).toBe(event.time);
    // The keys that name the customer are the row's customer, not payload.
    expect(row?.payload).toEqual({
      contractingKey: key,
      installments: 18,
      downPayment: 500,
      firstInstallmentDate: '2026-11-03',
      installmentAmount: 123.45,
    });
    expect(rows[1]?.payload).toMatchObject({ device: 'Aurora X5 256 GB Azul Oceano', tec: 66.12 });
  });

  it('refuses bad input with 400 and stores nothing; a CPF is never logged nor stored', async () => {
    const before = (await stored()).length;
    const base = viewed();
    const bad: unknown[] = [
      {},
      { ...base, eventType: 'something_else' },
      { ...base, category: 'feed' },
      { ...base, event: { ...base.event, cpf: ANA.cpf } },
      { ...base, cpf: ANA.cpf },
      { ...base, event: { ...base.event, installments: 19 } },
      { ...base, event: { ...base.event, downPayment: -1 } },
      { ...base, event: { ...base.event, contractingKey: 'not-a-key' } },
      { ...base, event: { ...base.event, firstInstallmentDate: '2026-13-40' } },
      { ...base, time: clock.now().getTime() - 8 * 24 * 3600 * 1000 },
      { ...base, timezoneOffset: 2000 },
      { ...confirmed(), event: { ...confirmed().event, device: `Aurora ${ANA.cpf}` } },
      { ...confirmed(), event: { ...confirmed().event, device: 'Aurora <script>' } },
      { ...base, event: { ...base.event, senha: '123456' } },
    ];
    for (const body of bad) {
      const answer = await post(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
    // over 5000 bytes: 413
    const big = await post({ ...base, event: { ...base.event, padding: 'x'.repeat(6000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ status: 413, message: 'Métrica grande demais' });
    expect((await stored()).length).toBe(before);
    const digits = ANA.cpf.replace(/\D/g, '');
    for (const line of lines) expect(line).not.toContain(digits);
    const all = JSON.stringify(await stored());
    expect(all).not.toContain(digits);
    // the log names the event, never its figures
    expect(lines.some((l) => l.includes('metric stored'))).toBe(true);
    expect(lines.some((l) => l.includes('123.45'))).toBe(false);
  });

  it('needs the bank session (401) and refuses keys of another customer (403); nothing stored', async () => {
    const before = (await stored()).length;
    const none = await post(viewed(), null);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 401, message: expect.any(String) });
    expect((await post(viewed(), 'not-a-real-token-at-all')).statusCode).toBe(401);
    // the financing service's token is not a bank session
    expect((await post(viewed(), ana.financingToken)).statusCode).toBe(401);
    // Bruno posting Ana's keys, or his own keys with Ana's contracting
    expect((await post(viewed(), bruno.token)).statusCode).toBe(403);
    expect((await post(viewed(bruno), bruno.token)).statusCode).toBe(403);
    const otherAccount = viewed();
    otherAccount.event.chaveDeConta = bruno.accountId;
    expect((await post(otherAccount)).statusCode).toBe(403);
    expect((await stored()).length).toBe(before);
  });
});

describe('the app’s page and call events', () => {
  const app = (eventType: string, category: string, event: Record<string, unknown>) => ({
    category,
    type: 'metrics',
    time: clock.now().getTime(),
    eventType,
    timezoneOffset: 180,
    event,
  });
  const call = {
    chaveDeConta: () => ana.accountId,
    fields: {
      uri: 'conta/consultar-saldo',
      apiName: 'conta/consultar-saldo',
      success: false,
      httpCode: 400,
      responseTime: 42,
      version: '1.504',
      entryPoint: 'app',
    },
  };

  it('stores a page view, a call, a failure and an alert (202)', async () => {
    const before = (await stored()).length;
    const events = [
      app('page_view', 'page', {
        chaveDeConta: ana.accountId,
        chaveDeCliente: ana.customerId,
        pageName: '/pixLandingComponent',
        timeSpent: 5300,
        entryPoint: 'app',
      }),
      app('api_call', 'api', { chaveDeConta: call.chaveDeConta(), ...call.fields }),
      app('api_failure', 'api', {
        ...call.fields,
        errorCode: 40007,
        validationErrors: '["valor"]',
      }),
      app('alert', 'api', { uri: 'conta/consultar-saldo', httpResponseCode: 400, errorResponse: 40007 }),
    ];
    for (const event of events) expect((await post(event)).statusCode, event.eventType).toBe(202);
    const rows = (await stored()).slice(before);
    expect(rows.map((r) => r.event_type)).toEqual(['page_view', 'api_call', 'api_failure', 'alert']);
    expect(rows.every((r) => r.customer_id === ana.customerId)).toBe(true);
  });

  it('refuses a CPF in a path, unknown fields and another customer’s keys; nothing stored', async () => {
    const before = (await stored()).length;
    const page = (event: Record<string, unknown>) =>
      app('page_view', 'page', { timeSpent: 1, entryPoint: 'app', ...event });
    expect((await post(page({ pageName: `/x/${ANA.cpf}` }))).statusCode).toBe(400);
    expect((await post(page({ pageName: '/x', nome: 'Ana' }))).statusCode).toBe(400);
    expect((await post(page({ pageName: '/x', chaveDeCliente: bruno.customerId }))).statusCode).toBe(403);
    expect((await post(page({ pageName: '/x', chaveDeConta: bruno.accountId }))).statusCode).toBe(403);
    expect(await stored()).toHaveLength(before);
  });
});
