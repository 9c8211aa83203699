import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA } from '../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, type Financed, financingLogin, manualClock } from './financing-test-helpers.ts';
import { approvedContracting, proposalBody, SKU, weekdayAhead } from './journey-helpers.ts';

const clock = manualClock('2026-10-07T13:00:00Z');
let t: TestApp;
let ana: Financed;
let key: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ana = await financingLogin(t.app, ANA);
  key = await approvedContracting(t.app, ana, clock);
  await api(
    t.app,
    ana,
    'POST',
    '/v1/api/proposal/create',
    proposalBody(key, SKU, 300, weekdayAhead(clock.now(), 35)),
  );
});
afterAll(() => t.close());

describe('bad input at every endpoint: 400 { status, message, details }, nothing changed', () => {
  const cases: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', () => string, unknown][] = [
    ['authentication', 'POST', () => '/v1/api/authentication', { email: 1 }],
    [
      'contracting create',
      'POST',
      () => '/v1/api/contracting/create',
      { cpf: '11111111111', storeUserId: 'u' },
    ],
    ['history', 'GET', () => '/v1/api/contracting/history/123/carteira', undefined],
    ['cancel', 'POST', () => `/v1/api/contracting/${key}/cancel`, { reason: 'x'.repeat(201) }],
    [
      'credit analysis',
      'POST',
      () => `/v1/api/credit-analysis-v3/create/${key}`,
      { cpf: ANA.cpf, monthlyIncome: 1.5 },
    ],
    ['product list', 'GET', () => '/v1/api/product-v3/store/carteira?contractingKey=x', undefined],
    ['product details', 'GET', () => '/v1/api/product-v3/store/carteira/product/lumi-go', undefined],
    ['select product', 'POST', () => `/v1/api/product-v3/select-product/${key}`, { remoteId: 5 }],
    [
      'simulation',
      'POST',
      () => `/v1/api/simulation-v3/generate/${key}`,
      { installments: 0, productValue: 10 },
    ],
    [
      'insurance',
      'GET',
      () => `/v1/api/insurance/calculate?productLMI=1&installments=40&skuId=${SKU}`,
      undefined,
    ],
    [
      'insurance upsert',
      'PUT',
      () => `/v1/api/financing-details/upsert/${key}`,
      { insuranceName: '', insuranceValue: -1 },
    ],
    ['proposal', 'POST', () => '/v1/api/proposal/create', { ...proposalBody(key, SKU, 300, '01/12/2026') }],
    [
      'address',
      'PUT',
      () => `/v1/api/address-v3/upsert/${key}`,
      { cep: '0131020', street: 'R', number: '1', neighborhood: 'B', city: 'C', uf: 'SP' },
    ],
    ['person', 'POST', () => '/v1/api/person-v3/register', { contractingKey: 'nope' }],
    ['selfie', 'POST', () => `/v1/api/onboarding-v3/submit-selfie/${key}`, { file: '***' }],
    ['terms', 'GET', () => '/v1/api/person-v3/get-terms', undefined],
    ['accept', 'POST', () => '/v1/api/proposal/accepted/nope', undefined],
    ['proposal cancel', 'DELETE', () => '/v1/api/proposal/cancel/nope', undefined],
    ['methods', 'GET', () => '/v1/api/downpayment/nope/available-payment-method', undefined],
    ['pix', 'GET', () => '/v1/api/downpayment/nope/pix-payment', undefined],
    ['financing find', 'GET', () => '/v1/api/financing-v3/find/nope', undefined],
    ['product find', 'GET', () => '/v1/api/product-v3/find/nope', undefined],
    ['credit status', 'GET', () => '/v1/api/credit-analysis-v3/nope', undefined],
    ['get-state', 'GET', () => '/v1/api/contracting/get-state/nope', undefined],
  ];

  it.each(cases)('%s', async (_name, method, url, body) => {
    const before = await api(t.app, ana, 'GET', `/v1/api/financing-v3/find/${key}`);
    const answer = await api(t.app, ana, method, url(), body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: 400,
      message: expect.any(String),
      details: expect.any(String),
    });
    const after = await api(t.app, ana, 'GET', `/v1/api/financing-v3/find/${key}`);
    expect(after.body).toEqual(before.body);
  });
});
