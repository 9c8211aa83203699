import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { workingDayOnOrAfter } from '../../packages/core/src/calendar/index.ts';
import { bankToday } from './bank-clock.ts';
import { type DemoKey, demo } from './demo.ts';
import { sealedBankToken } from './session-token.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The financing service seen with the customer's own service login. */
export class FinancingApi {
  private constructor(
    readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** The service login the product backend hands out for the page's bank session. */
  static async of(page: Page): Promise<FinancingApi> {
    const bankToken = await sealedBankToken(page);
    const login = await page.request.get('/api/product/smartphoneFinanceAuth', {
      headers: { authorization: `Bearer ${bankToken}` },
    });
    expect(login.status()).toBe(200);
    const { email, password } = await login.json();
    const auth = await page.request.post('/v1/api/authentication', { data: { email, password } });
    expect(auth.status()).toBe(201);
    return new FinancingApi(page.request, (await auth.json()).accessToken);
  }

  async call(method: Method, path: string, data?: unknown) {
    const response = await this.request.fetch(`/v1/api${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}` },
      ...(data === undefined ? {} : { data }),
    });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : undefined };
  }

  async ok(method: Method, path: string, data?: unknown) {
    const answer = await this.call(method, path, data);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  }

  status = async (key: string): Promise<string> =>
    (await this.ok('GET', `/contracting/get-state/${key}`)).status;
}

/** The first working day at least `days` ahead of the bank's today (São Paulo day). */
async function workingDayAhead(api: FinancingApi, days: number): Promise<string> {
  return workingDayOnOrAfter(await bankToday(api.request, days));
}

export interface Contracting {
  key: string;
  /** The down payment, in centavos. */
  downPayment: number;
}

/** A new contracting in CONTRATACAO_INICIADA; an open one left by an earlier journey is cancelled. */
export async function startedContracting(api: FinancingApi, who: DemoKey): Promise<string> {
  const c = demo(who);
  const open = await api.ok('POST', '/contracting/create', { cpf: c.cpf, storeUserId: c.cpf });
  if (open.status === 'CONTRATACAO_INICIADA') return open.contractingKey;
  await api.ok('POST', `/contracting/${open.contractingKey}/cancel`, {
    reason: 'Outro aparelho selecionado',
  });
  const fresh = await api.ok('POST', '/contracting/create', { cpf: c.cpf, storeUserId: c.cpf });
  expect(fresh.status).toBe('CONTRATACAO_INICIADA');
  return fresh.contractingKey;
}

/**
 * credit-analysis-v3/create for a demo customer: ASSALARIADO, no protection, the monthly income in
 * whole reais (the salary by default).
 */
export async function requestCredit(
  api: FinancingApi,
  who: DemoKey,
  key: string,
  monthlyIncome?: number,
): Promise<void> {
  const c = demo(who);
  await api.ok('POST', `/credit-analysis-v3/create/${key}`, {
    cpf: c.cpf,
    fullName: c.nome,
    birthdate: c.dataNascimento,
    monthlyIncome: monthlyIncome ?? Math.floor(c.salario / 100),
    jobContractType: 'ASSALARIADO',
    email: c.email,
    phoneNumber: c.telefone,
    phoneAreaCode: c.ddd,
    storeUserId: c.cpf,
    protection: false,
  });
}

/**
 * A fresh contracting with the credit approved (salary as income, ASSALARIADO), a phone selected,
 * the insurance chosen and the proposal created: AGUARDANDO_SELFIE.
 */
export async function proposalReady(
  api: FinancingApi,
  who: DemoKey,
  skuId: string,
  insurance: 'complete' | 'none',
): Promise<Contracting> {
  const key = await startedContracting(api, who);
  await requestCredit(api, who, key);
  await expect
    .poll(async () => (await api.ok('GET', `/credit-analysis-v3/${key}`)).processingStatus, {
      timeout: 15_000,
    })
    .toBe('PROCESSADO');
  const selected = await api.ok('POST', `/product-v3/select-product/${key}`, { remoteId: skuId });
  const price: number = selected.product.price;
  let insuranceName = 'Sem seguro';
  let insuranceValue = 0;
  if (insurance === 'complete') {
    const { options } = await api.ok(
      'GET',
      `/insurance/calculate?productLMI=${encodeURIComponent(selected.product.lmi)}&installments=18&skuId=${skuId}`,
    );
    const complete = options.find((o: { type: string }) => o.type === 'complete');
    insuranceName = complete.name;
    insuranceValue = complete.totalValue;
    await api.ok('PUT', `/financing-details/upsert/${key}`, { insuranceName, insuranceValue });
  }
  const simulation = await api.ok('POST', `/simulation-v3/generate/${key}`, {
    installments: 18,
    productValue: price,
    acessoriesValue: 0,
    insuranceValue,
  });
  const advancePayment = Math.ceil(simulation.minimumEntryValue);
  await api.ok('POST', '/proposal/create', {
    contractingKey: key,
    installments: 18,
    advancePayment,
    firstPaymentDate: await workingDayAhead(api, 35),
    product: { remoteId: skuId },
    financeDetails: { insuranceName, insuranceValue, accessoriesValue: 0 },
  });
  expect(await api.status(key)).toBe('AGUARDANDO_SELFIE');
  return { key, downPayment: advancePayment * 100 };
}

/** Address, person and a live selfie on a proposal: AGUARDANDO_ACEITE_PROPOSTA. */
export async function onboarded(api: FinancingApi, contracting: Contracting): Promise<Contracting> {
  const { key } = contracting;
  await api.ok('PUT', `/address-v3/upsert/${key}`, {
    cep: '01310200',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    uf: 'SP',
  });
  await api.ok('POST', '/person-v3/register', { contractingKey: key });
  const selfie = await api.ok('POST', `/onboarding-v3/submit-selfie/${key}`, {
    file: Buffer.alloc(4096, 7).toString('base64'),
  });
  expect(selfie.isAlive).toBe(true);
  expect(await api.status(key)).toBe('AGUARDANDO_ACEITE_PROPOSTA');
  return contracting;
}

/** From AGUARDANDO_SELFIE to AGUARDANDO_PAGAMENTO_ENTRADA through the API (address, selfie, acceptance). */
export async function accepted(api: FinancingApi, contracting: Contracting): Promise<Contracting> {
  await onboarded(api, contracting);
  await api.ok('POST', `/proposal/accepted/${contracting.key}`, {});
  expect(await api.status(contracting.key)).toBe('AGUARDANDO_PAGAMENTO_ENTRADA');
  return contracting;
}
