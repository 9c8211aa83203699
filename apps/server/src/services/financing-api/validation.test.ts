import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, balanceOf, CARLA, call } from '../../test/bank-helpers.ts';
import { api, type Financed, financingLogin, manualClock, sha256 } from '../../test/financing-helpers.ts';
import {
  approvedContracting,
  proposalBody,
  SKU,
  upToDownPayment,
  weekdayAhead,
} from '../../test/financing-journey-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = manualClock('2026-10-07T13:00:00Z');
let t: TestApp;
let ana: Financed;
let key: string;
let bruno: Financed;
let carla: Financed;
let brunoKey: string;

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
  // Bruno waits for his down payment (AGUARDANDO_PAGAMENTO_ENTRADA): the bank's debit is open to him.
  bruno = await financingLogin(t.app, BRUNO);
  carla = await financingLogin(t.app, CARLA);
  brunoKey = await approvedContracting(t.app, bruno, clock);
  await upToDownPayment(t.app, bruno, brunoKey, SKU, clock.now());
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
    [
      'address with text in the CEP (never reduced to its digits)',
      'PUT',
      () => `/v1/api/address-v3/upsert/${key}`,
      { cep: '01310-200ZQX', street: 'R', number: '1', neighborhood: 'B', city: 'C', uf: 'SP' },
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

describe("the bank's financing paths and the feature check refuse bad input and change nothing", () => {
  /** What a refusal must leave as it was: Bruno's and Carla's balances, his contracting, his contracts. */
  async function snapshot() {
    const contracts = await call(
      t.app,
      'financiamento/mobile/contas/contratos',
      { chaveDeConta: bruno.accountId },
      bruno.token,
    );
    return {
      bruno: await balanceOf(t.app, bruno),
      carla: await balanceOf(t.app, carla),
      contracting: (await api(t.app, bruno, 'GET', `/v1/api/financing-v3/find/${brunoKey}`)).body,
      contracts,
      postings: Number(
        (
          await t.db
            .selectFrom('posting')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      flags: await t.db.selectFrom('feature_flag').selectAll().orderBy('cpf_hash').execute(),
    };
  }

  const debit = (body: Record<string, unknown>) => ({
    chaveDeConta: bruno.accountId,
    pin: BRUNO.pin,
    chaveContratacao: brunoKey,
    ...body,
  });
  const contract = 'f1e2d3c4-b5a6-4789-8abc-def012345678';
  const bankCases: [string, string, () => Record<string, unknown>, number][] = [
    [
      'debit: key not a uuid',
      'financiamento/mobile/entrada/debito-em-conta',
      () => debit({ chaveContratacao: 'x' }),
      400,
    ],
    [
      'debit: no key',
      'financiamento/mobile/entrada/debito-em-conta',
      () => debit({ chaveContratacao: undefined }),
      400,
    ],
    [
      'debit: PIN with letters',
      'financiamento/mobile/entrada/debito-em-conta',
      () => debit({ pin: '12ab' }),
      400,
    ],
    [
      'debit: PIN as a number',
      'financiamento/mobile/entrada/debito-em-conta',
      () => debit({ pin: 1234 }),
      400,
    ],
    [
      'debit: no account',
      'financiamento/mobile/entrada/debito-em-conta',
      () => debit({ chaveDeConta: '' }),
      400,
    ],
    [
      'debit: an account not his',
      'financiamento/mobile/entrada/debito-em-conta',
      () => debit({ chaveDeConta: carla.accountId }),
      404,
    ],
    [
      'debit: a contracting not his',
      'financiamento/mobile/entrada/debito-em-conta',
      () => debit({ chaveContratacao: key }),
      404,
    ],
    ['contracts: no account', 'financiamento/mobile/contas/contratos', () => ({}), 400],
    [
      'contracts: account as a number',
      'financiamento/mobile/contas/contratos',
      () => ({ chaveDeConta: 7 }),
      400,
    ],
    [
      'detail: id not a uuid',
      'financiamento/mobile/contas/contratos/detalhe',
      () => ({ chaveDeConta: bruno.accountId, idContrato: '1' }),
      400,
    ],
    [
      'detail: no id',
      'financiamento/mobile/contas/contratos/detalhe',
      () => ({ chaveDeConta: bruno.accountId }),
      400,
    ],
    [
      'detail: unknown contract',
      'financiamento/mobile/contas/contratos/detalhe',
      () => ({ chaveDeConta: bruno.accountId, idContrato: contract }),
      404,
    ],
    [
      'instalments: id not a uuid',
      'financiamento/mobile/contas/contratos/parcelas',
      () => ({ chaveDeConta: bruno.accountId, idContrato: 'x'.repeat(500) }),
      400,
    ],
    [
      'instalments: account not his',
      'financiamento/mobile/contas/contratos/parcelas',
      () => ({ chaveDeConta: carla.accountId, idContrato: contract }),
      404,
    ],
  ];

  it.each(bankCases)('%s', async (_name, path, body, status) => {
    const before = await snapshot();
    const answer = await call(t.app, path, body(), bruno.token);
    expect(answer.success).toBe(false);
    if (answer.success) return;
    expect(answer.status).toBe(status);
    expect(answer.error).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    expect(await snapshot()).toEqual(before);
    const found = (await api(t.app, bruno, 'GET', `/v1/api/contracting/get-state/${brunoKey}`)).body;
    expect(found.status).toBe('AGUARDANDO_PAGAMENTO_ENTRADA');
  });

  const flag = (payload: unknown, token = bruno.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/checkFeatureAvailable',
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
  const flagCases: [string, () => unknown, number][] = [
    ['no body', () => ({}), 400],
    ['CPF in clear', () => ({ feature: 'smartPhoneFinancing', cpfHash: BRUNO.cpf }), 400],
    ['hash not hex', () => ({ feature: 'smartPhoneFinancing', cpfHash: 'z'.repeat(64) }), 400],
    ['empty feature', () => ({ feature: ' ', cpfHash: sha256(BRUNO.cpf) }), 400],
    ['feature too long', () => ({ feature: 'f'.repeat(61), cpfHash: sha256(BRUNO.cpf) }), 400],
    ['another CPF', () => ({ feature: 'smartPhoneFinancing', cpfHash: sha256(ANA.cpf) }), 403],
  ];

  it.each(flagCases)('checkFeatureAvailable: %s', async (_name, body, status) => {
    const before = await snapshot();
    const answer = await flag(body());
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ status, message: expect.any(String), details: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });

  it('checkFeatureAvailable without a bank session is 401 (the financing token is not one)', async () => {
    const body = { feature: 'smartPhoneFinancing', cpfHash: sha256(BRUNO.cpf) };
    expect((await flag(body, bruno.financingToken)).statusCode).toBe(401);
    expect((await flag(body)).json()).toEqual({ feature: 'smartPhoneFinancing', enabled: true });
  });
});
