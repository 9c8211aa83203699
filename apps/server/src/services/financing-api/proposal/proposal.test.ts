import { cet, iof, monthlyFromAnnual, priceSchedule } from '@carteira/core/credit';
import { centavos } from '@carteira/core/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO } from '../../../test/bank-helpers.ts';
import { api, type Financed, financingLogin, manualClock } from '../../../test/financing-helpers.ts';
import {
  approvedContracting,
  proposalBody,
  SKU,
  weekdayAhead,
} from '../../../test/financing-journey-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// 2026-10-01 (Thursday, São Paulo): +31 days is 2026-11-01 (Sunday), 2026-11-02 is a holiday.
const clock = manualClock('2026-10-01T15:00:00Z');
let t: TestApp;
let ana: Financed;
let bruno: Financed;
let key: string;

const cents = (reais: number) => Math.round(reais * 100);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ana = await financingLogin(t.app, ANA);
  bruno = await financingLogin(t.app, BRUNO);
  key = await approvedContracting(t.app, ana, clock);
});
afterAll(() => t.close());

describe('simulation and insurance', () => {
  it('simulation gives the minimum entry (201) and validates its input', async () => {
    const sim = await api(t.app, ana, 'POST', `/v1/api/simulation-v3/generate/${key}`, {
      installments: 18,
      productValue: 1799,
      acessoriesValue: 0,
      insuranceValue: 0,
    });
    expect(sim.status).toBe(201);
    expect(sim.body).toMatchObject({
      minimumEntryValue: 179.9,
      releasedAmount: 6000,
      minimumEntryPercentage: 10,
      maximumDownPayment: 1699,
    });
    // A price above the limit: the uncovered part is the minimum.
    const above = await api(t.app, ana, 'POST', `/v1/api/simulation-v3/generate/${key}`, {
      installments: 18,
      productValue: 7999,
      acessoriesValue: 0,
      insuranceValue: 0,
    });
    expect(above.body.minimumEntryValue).toBe(1999);
    for (const body of [
      { installments: 19, productValue: 1799 },
      { installments: 18, productValue: -1 },
      { installments: 18, productValue: 10.001 },
      { installments: 18, productValue: 1799, acessoriesValue: 5 },
      {},
    ]) {
      const bad = await api(t.app, ana, 'POST', `/v1/api/simulation-v3/generate/${key}`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body).toMatchObject({
        status: 400,
        message: expect.any(String),
        details: expect.any(String),
      });
    }
  });

  it('insurance options for a sku (complete, extended, none) and the upsert', async () => {
    const calc = await api(
      t.app,
      ana,
      'GET',
      `/v1/api/insurance/calculate?productLMI=1799.00&installments=18&skuId=${SKU}`,
    );
    expect(calc.status).toBe(200);
    expect(calc.body.options.map((o: { type: string }) => o.type)).toEqual(['complete', 'extended', 'none']);
    const complete = calc.body.options[0];
    expect(complete.totalValue).toBe(485.73); // 1,5% x 18 months of R$ 1.799,00
    expect(calc.body.options[2]).toMatchObject({ name: 'Sem seguro', totalValue: 0 });
    const badLmi = await api(
      t.app,
      ana,
      'GET',
      `/v1/api/insurance/calculate?productLMI=1.00&installments=18&skuId=${SKU}`,
    );
    expect(badLmi.status).toBe(400);
    const badQuery = await api(t.app, ana, 'GET', '/v1/api/insurance/calculate?installments=x');
    expect(badQuery.status).toBe(400);
    const noProduct = await api(t.app, ana, 'PUT', `/v1/api/financing-details/upsert/${key}`, {
      insuranceName: complete.name,
      insuranceValue: complete.totalValue,
    });
    expect(noProduct.status).toBe(409);
    await api(t.app, ana, 'POST', `/v1/api/product-v3/select-product/${key}`, { remoteId: SKU, price: 1799 });
    const upsert = await api(t.app, ana, 'PUT', `/v1/api/financing-details/upsert/${key}`, {
      insuranceName: complete.name,
      insuranceValue: complete.totalValue,
    });
    expect(upsert.status).toBe(200);
    expect(upsert.body).toMatchObject({ insuranceName: complete.name, insuranceValue: 485.73 });
    const wrongValue = await api(t.app, ana, 'PUT', `/v1/api/financing-details/upsert/${key}`, {
      insuranceName: complete.name,
      insuranceValue: 1,
    });
    expect(wrongValue.status).toBe(400);
  });

  it('select-product refuses an unknown sku, an unavailable one and a wrong price', async () => {
    const unavailable = { remoteId: 'aurora-x5-256gb-verde-menta' };
    for (const body of [{ remoteId: 'nope' }, unavailable, { remoteId: SKU, price: 1 }, {}]) {
      const bad = await api(t.app, ana, 'POST', `/v1/api/product-v3/select-product/${key}`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const found = await api(t.app, ana, 'GET', `/v1/api/product-v3/find/${key}`);
    expect(found.body.product).toMatchObject({ remoteId: SKU, price: 1799, color: 'Amarelo Sol' });
  });
});

describe('proposal', () => {
  it('carries the full schedule and its IOF, CET and totals agree with core/credit', async () => {
    const first = weekdayAhead(clock.now(), 40);
    const answer = await api(
      t.app,
      ana,
      'POST',
      '/v1/api/proposal/create',
      proposalBody(key, SKU, 300, first, 12),
    );
    expect(answer.status).toBe(201);
    const p = answer.body;
    expect(p.status).toBe('AGUARDANDO_SELFIE');
    expect(p.requestedAmount).toBe(1499);
    expect(p.numberOfInstallments).toBe(12);
    expect(p.schedule).toHaveLength(12);
    const schedule = priceSchedule({
      principal: centavos(cents(p.financedAmount)),
      monthlyRate: 0.0399,
      installments: 12,
      firstDueDate: p.firstInstallmentDate,
      releaseDate: '2026-10-01',
    });
    expect(p.schedule.map((l: { value: number }) => cents(l.value))).toEqual(schedule.map((l) => l.payment));
    expect(p.schedule.map((l: { dueDate: string }) => l.dueDate)).toEqual(schedule.map((l) => l.dueDate));
    const tax = iof({ schedule, releaseDate: '2026-10-01' });
    expect(cents(p.iof)).toBe(tax.total);
    expect(cents(p.financedAmount)).toBe(cents(p.requestedAmount) + cents(p.iof));
    const total = schedule.reduce((sum, l) => sum + l.payment, 0);
    expect(cents(p.totalAmount)).toBe(total);
    expect(cents(p.totalWithDownPayment)).toBe(total + 30_000);
    expect(p.installmentValue).toBe(p.schedule[0].value);
    const rate = cet({
      releasedAmount: centavos(cents(p.requestedAmount)),
      flows: schedule.map((l) => ({ date: l.dueDate, amount: l.payment })),
      releaseDate: '2026-10-01',
    });
    expect(p.tecRate).toBe(Math.round(rate * 10_000) / 100);
    expect(p.tecMonthlyRate).toBe(Math.round(monthlyFromAnnual(rate) * 10_000) / 100);
    expect(p.tecRate).toBeGreaterThan(p.annualInterestRate);
    expect(p.monthlyInterestRate).toBe(3.99);
    expect(p.feeValues).toHaveLength(16);
    expect(p.feeValues[0].installments).toBe(3);
    expect(p.feeValues.find((f: { installments: number }) => f.installments === 12).installmentValue).toBe(
      p.installmentValue,
    );
    // The proposal's own financeDetails name the insurance: here none.
    expect(p).toMatchObject({ insuranceName: 'Sem seguro', insuranceValue: 0 });
  });

  it('finances the insurance named in the proposal at its value for the instalments', async () => {
    const body = proposalBody(key, SKU, 300, weekdayAhead(clock.now(), 40), 12);
    body.financeDetails.insuranceName = 'Garantia Estendida';
    const answer = await api(t.app, ana, 'POST', '/v1/api/proposal/create', body);
    expect(answer.body).toMatchObject({
      insuranceName: 'Garantia Estendida',
      insuranceSku: 'SEG-CEL-SANDBOX-0001',
      insuranceValue: 161.91,
      requestedAmount: 1660.91,
    });
  });

  it('CET with a financed insurance: FC0 is price - down payment, the instalments carry the insurance (Res. CMN 4.881/2020)', async () => {
    const first = weekdayAhead(clock.now(), 40);
    const withBody = proposalBody(key, SKU, 300, first, 12);
    withBody.financeDetails.insuranceName = 'Garantia Estendida';
    const insured = (await api(t.app, ana, 'POST', '/v1/api/proposal/create', withBody)).body;
    const flows = insured.schedule.map((l: { dueDate: string; value: number }) => ({
      date: l.dueDate,
      amount: centavos(cents(l.value)),
    }));
    // Released for the customer's benefit: R$ 1.799,00 - R$ 300,00, not the R$ 1.660,91 requested.
    const rate = cet({ releasedAmount: centavos(179_900 - 30_000), flows, releaseDate: '2026-10-01' });
    expect(insured.tecRate).toBe(Math.round(rate * 10_000) / 100);
    const understated = cet({
      releasedAmount: centavos(cents(insured.requestedAmount)),
      flows,
      releaseDate: '2026-10-01',
    });
    expect(insured.tecRate).toBeGreaterThan(Math.round(understated * 10_000) / 100 + 20);
    // The same phone part without insurance: a lower CET, and no insurance sku.
    const plain = (
      await api(t.app, ana, 'POST', '/v1/api/proposal/create', proposalBody(key, SKU, 300, first, 12))
    ).body;
    expect(plain.insuranceSku).toBeNull();
    expect(plain.tecRate).toBeLessThan(insured.tecRate);
    const plainRate = cet({
      releasedAmount: centavos(cents(plain.requestedAmount)),
      flows: plain.schedule.map((l: { dueDate: string; value: number }) => ({
        date: l.dueDate,
        amount: centavos(cents(l.value)),
      })),
      releaseDate: '2026-10-01',
    });
    expect(plain.tecRate).toBe(Math.round(plainRate * 10_000) / 100);
    // Every other count offered prices the insurance for its own term (18x: 13,5% of the price).
    const fee18 = insured.feeValues.find((f: { installments: number }) => f.installments === 18);
    const plain18 = plain.feeValues.find((f: { installments: number }) => f.installments === 18);
    expect(fee18.totalAmount).toBeGreaterThan(plain18.totalAmount + 242.86);
  });

  it('refuses an insurance sku other than the fixed one, and a down payment leaving under R$ 100,00 of the phone', async () => {
    const first = weekdayAhead(clock.now(), 40);
    const body = proposalBody(key, SKU, 300, first, 12);
    body.financeDetails.insuranceName = 'Garantia Estendida';
    const wrongSku = await api(t.app, ana, 'POST', '/v1/api/proposal/create', {
      ...body,
      financeDetails: { ...body.financeDetails, insuranceSku: 'OUTRO-SEGURO' },
    });
    expect(wrongSku.status).toBe(400);
    const rightSku = await api(t.app, ana, 'POST', '/v1/api/proposal/create', {
      ...body,
      financeDetails: { ...body.financeDetails, insuranceSku: 'SEG-CEL-SANDBOX-0001' },
    });
    expect(rightSku.status).toBe(201);
    // With an insurance the down payment still leaves R$ 100,00 of the phone financed.
    const sim = await api(t.app, ana, 'POST', `/v1/api/simulation-v3/generate/${key}`, {
      installments: 12,
      productValue: 1799,
      acessoriesValue: 0,
      insuranceValue: 161.91,
    });
    expect(sim.body.maximumDownPayment).toBe(1699);
    const tooMuch = { ...body, advancePayment: 1700 };
    expect((await api(t.app, ana, 'POST', '/v1/api/proposal/create', tooMuch)).status).toBe(400);
    const most = { ...body, advancePayment: 1699 };
    const answer = await api(t.app, ana, 'POST', '/v1/api/proposal/create', most);
    expect(answer.status).toBe(201);
    expect(answer.body.requestedAmount).toBe(261.91);
  });

  it('moves a holiday to the next working day and refuses weekends and dates outside 31..59 days', async () => {
    const holiday = await api(
      t.app,
      ana,
      'POST',
      '/v1/api/proposal/create',
      proposalBody(key, SKU, 300, '2026-11-02'),
    );
    expect(holiday.status).toBe(201);
    expect(holiday.body).toMatchObject({
      requestedFirstPaymentDate: '2026-11-02',
      firstInstallmentDate: '2026-11-03',
    });
    for (const date of ['2026-11-01', '2026-10-30', '2026-11-30', '2026-13-01']) {
      const bad = await api(t.app, ana, 'POST', '/v1/api/proposal/create', proposalBody(key, SKU, 300, date));
      expect(bad.status, date).toBe(400);
    }
  });

  it('refuses a down payment below the minimum or leaving under R$ 100,00, and too few instalments', async () => {
    const date = weekdayAhead(clock.now(), 40);
    expect(
      (await api(t.app, ana, 'POST', '/v1/api/proposal/create', proposalBody(key, SKU, 179.89, date))).status,
    ).toBe(400);
    expect(
      (await api(t.app, ana, 'POST', '/v1/api/proposal/create', proposalBody(key, SKU, 1700, date))).status,
    ).toBe(400);
    expect(
      (await api(t.app, ana, 'POST', '/v1/api/proposal/create', proposalBody(key, SKU, 300, date, 2))).status,
    ).toBe(400);
    expect(
      (await api(t.app, ana, 'POST', '/v1/api/proposal/create', proposalBody(key, SKU, 179.9, date))).status,
    ).toBe(201);
    const other = await api(
      t.app,
      bruno,
      'POST',
      '/v1/api/proposal/create',
      proposalBody(key, SKU, 300, date),
    );
    expect(other.status).toBe(404);
    const noBody = await api(t.app, ana, 'POST', '/v1/api/proposal/create', {});
    expect(noBody.status).toBe(400);
  });
});

describe('first due date at the year end', () => {
  // 31 Dec 2027, 18:00 in São Paulo: the window ends on Monday 28 Feb 2028, Carnival; Tuesday 29 Feb
  // is Carnival too, so the bank's working-day check gives Wednesday 1 Mar (day 61), the date the app sends.
  const yearEnd = manualClock('2027-12-31T21:00:00Z');
  let y: TestApp;
  let customer: Financed;
  let yearEndKey: string;
  beforeAll(async () => {
    y = await createTestApp({ now: yearEnd.now });
    customer = await financingLogin(y.app, ANA);
    yearEndKey = await approvedContracting(y.app, customer, yearEnd);
  });
  afterAll(() => y.close());

  it("accepts the working day a Carnival on the window's last day moved to, past day 59", async () => {
    const create = (date: string) =>
      api(y.app, customer, 'POST', '/v1/api/proposal/create', proposalBody(yearEndKey, SKU, 300, date));
    for (const date of ['2028-03-01', '2028-02-28', '2028-01-31']) {
      const answer = await create(date);
      expect(answer.status, date).toBe(201);
      expect(answer.body).toMatchObject({
        requestedFirstPaymentDate: date,
        firstInstallmentDate: date === '2028-01-31' ? date : '2028-03-01',
      });
    }
    for (const date of ['2028-02-29', '2028-03-02', '2028-01-28', '2028-02-05']) {
      expect((await create(date)).status, date).toBe(400);
    }
  });
});
