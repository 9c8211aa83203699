import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, balanceOf, call, resultOf } from '../../test/bank-helpers.ts';
import { api, type Financed, financingLogin, manualClock } from '../../test/financing-helpers.ts';
import { approvedContracting, SKU, upToDownPayment } from '../../test/financing-journey-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = manualClock('2026-10-01T15:00:00Z');
let t: TestApp;
let ana: Financed;
let bruno: Financed;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ana = await financingLogin(t.app, ANA);
  bruno = await financingLogin(t.app, BRUNO);
});
afterAll(() => t.close());

describe('a phone financed end to end, the down payment paid by Pix from another customer', () => {
  let key: string;

  it('lists the store with the approved conditions, details and the images', async () => {
    key = await approvedContracting(t.app, ana, clock);
    const list = await api(
      t.app,
      ana,
      'GET',
      `/v1/api/product-v3/store/carteira?contractingKey=${key}&available=true`,
    );
    expect(list.status).toBe(200);
    const item = list.body.products.find((p: { product_id: string }) => p.product_id === 'lumi-go');
    expect(item).toMatchObject({ id: SKU, store_price: 1799, min_entry_value: 179.9 });
    expect(item.installment_value).toBeGreaterThan(0);
    expect(item.present_value).toBeGreaterThan(item.store_price);
    const details = await api(
      t.app,
      ana,
      'GET',
      `/v1/api/product-v3/store/carteira/product/lumi-go?contractingKey=${key}`,
    );
    expect(details.status).toBe(200);
    expect(details.body.colorOptions).toEqual([
      { name: 'Amarelo Sol', hexa: '#F5C518' },
      { name: 'Lilás', hexa: '#B39DDB' },
    ]);
    expect(details.body.storageOptions).toEqual(['128 GB']);
    const detail = details.body.deviceDetails[0];
    expect(detail).toMatchObject({ id: SKU, storePrice: 1799, battery: '5000 mAh' });
    for (const url of [detail.imageUrl, detail.frontUrl, detail.backUrl, detail.sideUrl, detail.upUrl]) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.headers['cache-control']).toContain('max-age=31536000');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/v1/api/product-v3/images/nope/main.svg' });
    expect(missing.statusCode).toBe(404);
    const badView = await t.app.inject({ method: 'GET', url: `/v1/api/product-v3/images/${SKU}/top.svg` });
    expect(badView.statusCode).toBe(400);
    const unknown = await api(
      t.app,
      ana,
      'GET',
      `/v1/api/product-v3/store/carteira/product/nope?contractingKey=${key}`,
    );
    expect(unknown.status).toBe(404);
    const noKey = await api(t.app, ana, 'GET', '/v1/api/product-v3/store/carteira');
    expect(noKey.status).toBe(400);
  });

  it('goes through proposal, address, registration, selfie and acceptance', async () => {
    const proposal = await upToDownPayment(t.app, ana, key, SKU, clock.now());
    expect(proposal.schedule).toHaveLength(18);
    const state = await api(t.app, ana, 'GET', `/v1/api/contracting/get-state/${key}`);
    expect(state.body).toMatchObject({
      status: 'AGUARDANDO_PAGAMENTO_ENTRADA',
      productId: 'lumi-go',
      downPayment: 180,
    });
    const terms = await api(
      t.app,
      ana,
      'GET',
      `/v1/api/person-v3/get-terms?term=CcbFinancing&contractingKey=${key}`,
    );
    expect(terms.status).toBe(200);
    expect(terms.body.content).toContain('Cédula de Crédito Bancário');
    const methods = await api(t.app, ana, 'GET', `/v1/api/downpayment/${key}/available-payment-method`);
    expect(methods.body).toEqual({ availableMethods: ['DEBITO_EM_CONTA', 'PIX'], value: 180 });
  });

  it('Pix code: the same while valid, a new one after 599 s; paid by Bruno through the bank', async () => {
    const first = await api(t.app, ana, 'GET', `/v1/api/downpayment/${key}/pix-payment`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ value: 180, expiresInSeconds: 599 });
    clock.advance(10_000);
    const same = await api(t.app, ana, 'GET', `/v1/api/downpayment/${key}/pix-payment`);
    expect(same.body).toMatchObject({ qrCode: first.body.qrCode, expiresInSeconds: 589 });
    clock.advance(600_000);
    ana = await financingLogin(t.app, ANA); // the 5-minute token expired meanwhile
    const renewed = await api(t.app, ana, 'GET', `/v1/api/downpayment/${key}/pix-payment`);
    expect(renewed.body.qrCode).not.toBe(first.body.qrCode);
    expect(renewed.body.expiresInSeconds).toBe(599);

    const brunoBank = bruno;
    const before = await balanceOf(t.app, brunoBank);
    const paid = await call(
      t.app,
      'pix/operacao/enviar-ordem-pagamento-por-qrcode',
      { chaveDeConta: brunoBank.accountId, pin: BRUNO.pin, qrCode: renewed.body.qrCode },
      brunoBank.token,
    );
    resultOf(paid);
    expect(await balanceOf(t.app, brunoBank)).toBeCloseTo(before - 180, 2);

    const waiting = await api(t.app, ana, 'GET', `/v1/api/contracting/get-state/${key}`);
    expect(waiting.body).toMatchObject({ status: 'AGUARDANDO_FATURAMENTO', timeRemaining: 5 });
    const noMorePix = await api(t.app, ana, 'GET', `/v1/api/downpayment/${key}/pix-payment`);
    expect(noMorePix.status).toBe(409);
    clock.advance(5_000);
    const processing = await api(t.app, ana, 'GET', `/v1/api/contracting/get-state/${key}`);
    expect(processing.body.status).toBe('PROCESSANDO_FATURAMENTO');
    const refused = await api(t.app, ana, 'POST', `/v1/api/contracting/${key}/cancel`, { reason: 'x' });
    expect(refused.status).toBe(409);
    clock.advance(5_000);
    const done = await api(t.app, ana, 'GET', `/v1/api/contracting/get-state/${key}`);
    expect(done.body.status).toBe('CONTRATACAO_FINALIZADA');
    const details = await api(t.app, ana, 'GET', `/v1/api/financing-v3/find/${key}`);
    expect(details.body).toMatchObject({
      downPayment: { value: 180, method: 'PIX' },
      contractId: expect.any(String),
    });
  });
});

describe('the down payment paid from another institution through the sandbox door', () => {
  it('a Pix from Banco Horizonte pays the code and the contracting moves on', async () => {
    bruno = await financingLogin(t.app, BRUNO);
    const key = await approvedContracting(t.app, bruno, clock);
    await upToDownPayment(t.app, bruno, key, SKU, clock.now());
    const code = await api(t.app, bruno, 'GET', `/v1/api/downpayment/${key}/pix-payment`);
    const door = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/receive',
      payload: { qrCode: code.body.qrCode, ispb: '90400001' },
    });
    expect(door.statusCode).toBe(200);
    const state = await api(t.app, bruno, 'GET', `/v1/api/contracting/get-state/${key}`);
    expect(state.body.status).toBe('AGUARDANDO_FATURAMENTO');
    clock.advance(10_000);
    bruno = await financingLogin(t.app, BRUNO);
    const done = await api(t.app, bruno, 'GET', `/v1/api/contracting/get-state/${key}`);
    expect(done.body.status).toBe('CONTRATACAO_FINALIZADA');
  });
});
