import { addDays, isWeekend, todayInSaoPaulo } from '@carteira/core/calendar';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sandboxSelfie } from '../sandbox/financing/identity-provider.ts';
import { api, creditBody, type Financed } from './financing-helpers.ts';

/** The first weekday at least `days` ahead of the clock's São Paulo day. */
export function weekdayAhead(now: Date, days: number): string {
  let day = addDays(todayInSaoPaulo(now), days);
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

/** A contracting with the credit approved (AGUARDANDO_GERACAO_PROPOSTA). */
export async function approvedContracting(
  app: FastifyInstance,
  who: Financed,
  clock: { advance(ms: number): void },
  income = 4000,
): Promise<string> {
  const created = await api(app, who, 'POST', '/v1/api/contracting/create', {
    cpf: who.cpf,
    storeUserId: 'u1',
  });
  const key = created.body.contractingKey as string;
  const asked = await api(
    app,
    who,
    'POST',
    `/v1/api/credit-analysis-v3/create/${key}`,
    creditBody(who, income),
  );
  expect(asked.status).toBe(202);
  clock.advance(3_000);
  const state = await api(app, who, 'GET', `/v1/api/credit-analysis-v3/${key}`);
  expect(state.body.status).toBe('AGUARDANDO_GERACAO_PROPOSTA');
  return key;
}

export const SKU = 'lumi-go-128gb-amarelo-sol';

/** The proposal body for a sku, a down payment and a first date. */
export function proposalBody(
  key: string,
  skuId: string,
  advancePayment: number,
  firstPaymentDate: string,
  installments = 18,
  insurance: Insurance = NO_INSURANCE,
) {
  return {
    contractingKey: key,
    installments,
    advancePayment,
    firstPaymentDate,
    product: { remoteId: skuId },
    financeDetails: { insuranceName: insurance.name, insuranceValue: insurance.value, accessoriesValue: 0 },
  };
}

/** An insurance chosen for the phone: its name and total value in reais, as insurance/calculate gives them. */
export interface Insurance {
  name: string;
  value: number;
}

const NO_INSURANCE: Insurance = { name: 'Sem seguro', value: 0 };

/** From approved credit to AGUARDANDO_PAGAMENTO_ENTRADA with the given sku; returns the proposal. */
export async function upToDownPayment(
  app: FastifyInstance,
  who: Financed,
  key: string,
  skuId: string,
  now: Date,
  insuranceType: 'complete' | 'none' = 'none',
) {
  const select = await api(app, who, 'POST', `/v1/api/product-v3/select-product/${key}`, { remoteId: skuId });
  expect(select.status).toBe(201);
  const price = select.body.product.price as number;
  let insurance = NO_INSURANCE;
  if (insuranceType !== 'none') {
    const lmi = encodeURIComponent(select.body.product.lmi as string);
    const calculated = await api(
      app,
      who,
      'GET',
      `/v1/api/insurance/calculate?productLMI=${lmi}&installments=18&skuId=${skuId}`,
    );
    const option = (
      calculated.body.options as Array<{ type: string; name: string; totalValue: number }>
    ).find((o) => o.type === insuranceType);
    if (!option) throw new Error(`no ${insuranceType} insurance`);
    insurance = { name: option.name, value: option.totalValue };
    const chosen = await api(app, who, 'PUT', `/v1/api/financing-details/upsert/${key}`, {
      insuranceName: insurance.name,
      insuranceValue: insurance.value,
    });
    expect(chosen.status).toBe(200);
  }
  const simulation = await api(app, who, 'POST', `/v1/api/simulation-v3/generate/${key}`, {
    installments: 18,
    productValue: price,
    acessoriesValue: 0,
    insuranceValue: insurance.value,
  });
  expect(simulation.status).toBe(201);
  const entry = Math.ceil(simulation.body.minimumEntryValue);
  const proposal = await api(
    app,
    who,
    'POST',
    '/v1/api/proposal/create',
    proposalBody(key, skuId, entry, weekdayAhead(now, 35), 18, insurance),
  );
  expect(proposal.status).toBe(201);
  const address = await api(app, who, 'PUT', `/v1/api/address-v3/upsert/${key}`, {
    cep: '01310-200',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Apto 12',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    uf: 'SP',
  });
  expect(address.status).toBe(200);
  const person = await api(app, who, 'POST', '/v1/api/person-v3/register', { contractingKey: key });
  expect(person.status).toBe(201);
  const selfie = await api(app, who, 'POST', `/v1/api/onboarding-v3/submit-selfie/${key}`, {
    file: Buffer.from(sandboxSelfie()).toString('base64'),
  });
  expect(selfie.status).toBe(201);
  expect(selfie.body.contractingStatus).toBe('AGUARDANDO_ACEITE_PROPOSTA');
  const accepted = await api(app, who, 'POST', `/v1/api/proposal/accepted/${key}`);
  expect(accepted.status).toBe(201);
  expect(accepted.body.status).toBe('AGUARDANDO_PAGAMENTO_ENTRADA');
  return proposal.body;
}
