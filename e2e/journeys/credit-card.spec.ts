import { join } from 'node:path';
import { bankNow, moveBankClock, spDateOf } from '../support/bank-clock.ts';
import { demo, openAs, shot, typePin } from '../support/demo.ts';
import { fakeCamera } from '../support/financing.ts';
import { useOwnServer } from '../support/own-server.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// The invoice closes when the bank's clock reaches its closing day, weeks ahead: that runs on a server
// of these journeys' own, so no other journey's data or scheduled work sees the clock moved.
const port = Number(process.env.E2E_PORT ?? 18080) + 60;
const baseURL = `http://localhost:${port}`;
const ELISA = demo('elisa');

test.use(fakeCamera);

/** A terminal's credit purchase through the sandbox card network's door. */
async function buy(request: APIRequestContext, valor: number, idAutorizacao: string) {
  const plastic = await request.get(`/api/sandbox/credit-card/plastic?cpf=${ELISA.cpf}`);
  expect(plastic.ok()).toBe(true);
  const { numeroCartao } = (await plastic.json()).result as { numeroCartao: string };
  const res = await request.post('/api/sandbox/credit-card/purchase', {
    data: { numeroCartao, valor, estabelecimento: 'Mercado Bom Preço', idAutorizacao },
  });
  return { status: res.status(), body: await res.json() };
}

async function selfie(page: Page) {
  await expect(page.getByTestId('cc-selfie')).toBeVisible();
  await page.getByTestId('cc-selfie-start').click();
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await page.getByTestId('cc-selfie-capture').click();
}

test.describe
  .serial('Guaranteed-credit card', () => {
    // Each journey drives a whole flow with a selfie and moves the bank's clock: more than the default minute.
    test.describe.configure({ timeout: 180_000 });
    useOwnServer('credit', port);

    test('Elisa invests R$ 500,00, gets a R$ 500,00 limit, buys on credit, the invoice closes and she pays it by Pix', async ({
      browser,
    }) => {
      let page = await openAs(browser, 'elisa', {
        baseURL,
        permissions: ['camera', 'clipboard-read', 'clipboard-write'],
      });
      await page.goto('/creditCard');
      // no card yet: the first access explains it
      await expect(page.getByTestId('cc-first-access')).toBeVisible();
      await shot(page, 'cc-first-access-pt');
      await page.getByTestId('cc-start').click();
      await page.getByTestId('cc-amount').fill('50000');
      await shot(page, 'cc-amount-pt');
      await page.getByTestId('cc-amount-submit').click();
      await expect(page.getByTestId('cc-contract')).toContainText('R$ 500,00');
      await shot(page, 'cc-contract-pt');
      await page.getByTestId('cc-contract-accept').click();
      await typePin(page, ELISA.pin);
      await shot(page, 'cc-selfie-pt');
      await selfie(page);
      await expect(page.getByTestId('cc-signed-limit')).toContainText('R$ 500,00');
      await shot(page, 'cc-signed-pt');
      await page.getByTestId('cc-go-card').click();
      await expect(page.getByTestId('cc-limit-total')).toHaveText('R$ 500,00');
      await expect(page.getByTestId('cc-limit-available')).toHaveText('R$ 500,00');
      await expect(page.getByTestId('cc-limit-used')).toHaveText('R$ 0,00');
      await shot(page, 'cc-home-pt');

      // a purchase on the credit card uses the limit; one above what is left is refused
      const closing = (await page.getByTestId('cc-open-invoice').textContent()) ?? '';
      expect((await buy(page.request, 180.25, `cc-e2e-${Date.now()}`)).status).toBe(200);
      const refused = await buy(page.request, 400, `cc-e2e-refused-${Date.now()}`);
      expect(refused.body.error.code).toBe(40093);
      await page.reload();
      await expect(page.getByTestId('cc-limit-used')).toHaveText('R$ 180,25');
      await expect(page.getByTestId('cc-limit-available')).toHaveText('R$ 319,75');

      // the invoice closes on its closing day when the bank's clock gets there
      const match = /(\d{2})\/(\d{2})\/(\d{4})/.exec(closing);
      expect(match).not.toBeNull();
      const [, dd, mm, yyyy] = match ?? [];
      await moveBankClock(page.request, `${yyyy}-${mm}-${dd}T10:00:00-03:00`);
      expect(spDateOf(await bankNow(page.request))).toBe(`${yyyy}-${mm}-${dd}`);
      // a week on, the session of the morning has ended: Elisa opens the app again
      page = await openAs(browser, 'elisa', {
        baseURL,
        permissions: ['camera', 'clipboard-read', 'clipboard-write'],
      });
      await page.goto('/creditCardInvoiceHistory');
      const closed = page.locator('[data-testid="cc-invoice"][data-status="FECHADA"]');
      await expect(closed).toBeVisible();
      await expect(closed.getByTestId('cc-invoice-amount')).toHaveText('R$ 180,25');
      await closed.getByTestId('cc-invoice-items').click();
      await expect(closed.getByTestId('cc-invoice-item')).toContainText('Mercado Bom Preço');
      await shot(page, 'cc-invoices-pt');

      // paid by Pix: someone at another bank pays the code, and the limit is freed
      await closed.getByTestId('cc-invoice-pay').click();
      await expect(page.getByTestId('cc-pay')).toBeVisible();
      await shot(page, 'cc-pay-pt');
      await page.getByTestId('cc-pay-pix').click();
      await expect(page.getByTestId('cc-pix-qr')).toBeVisible();
      await shot(page, 'cc-pix-pt');
      const code = (await page.getByTestId('cc-pix-code').textContent()) ?? '';
      const paid = await page.request.post('/api/sandbox/pix/receive', {
        data: { qrCode: code, ispb: '90400001' },
      });
      expect(paid.status(), await paid.text()).toBe(200);
      await page.getByTestId('cc-pix-paid').click();
      await expect(page.getByTestId('cc-paid-available')).toContainText('R$ 500,00');
      await shot(page, 'cc-paid-pt');
      await page.getByTestId('cc-go-card').click();
      await expect(page.getByTestId('cc-limit-used')).toHaveText('R$ 0,00');
      await expect(page.getByTestId('cc-limit-available')).toHaveText('R$ 500,00');
    });

    test('Elisa asks to redeem more than the part not backing what she used: refused (en)', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'elisa', { baseURL, locale: 'en', permissions: ['camera'] });
      expect((await buy(page.request, 300, `cc-e2e-en-${Date.now()}`)).status).toBe(200);
      await page.goto('/creditCard');
      await expect(page.getByTestId('cc-limit-used')).toHaveText('R$ 300,00');
      await shot(page, 'cc-home-en');
      await page.getByTestId('cc-investment').click();
      await expect(page.getByTestId('cc-redeemable')).toHaveText('R$ 200,00');
      await shot(page, 'cc-investment-en');
      await page.getByTestId('cc-redeem').click();
      await page.getByTestId('cc-amount').fill('25000');
      await page.getByTestId('cc-amount-submit').click();
      await expect(page.getByText('Redemption refused')).toBeVisible();
      await expect(page.getByText('You can redeem up to R$ 200,00')).toBeVisible();
      await shot(page, 'cc-redeem-refused-en');
      // the free part may be redeemed: PIN and selfie, then the new limit
      await page.getByTestId('cc-amount').fill('5000');
      await page.getByTestId('cc-amount-submit').click();
      await typePin(page, ELISA.pin);
      await selfie(page);
      await expect(page.getByTestId('cc-moved')).toContainText('R$ 450,00');
      await shot(page, 'cc-redeemed-en');
    });

    for (const { locale, suffix, limitAfter } of [
      { locale: 'en', suffix: 'en', limitAfter: 'R$ 300,00' },
      { locale: 'pt-BR', suffix: 'pt', limitAfter: 'R$ 450,00' },
    ] as const) {
      test(`Elisa pays R$ 150,00 of the open invoice by a boleto someone pays at another bank (${suffix})`, async ({
        browser,
      }) => {
        const page = await openAs(browser, 'elisa', {
          baseURL,
          locale,
          permissions: ['clipboard-read', 'clipboard-write'],
        });
        await page.goto('/creditCardInvoiceHistory');
        const open = page.locator('[data-testid="cc-invoice"][data-status="ABERTA"]');
        await open.getByTestId('cc-invoice-pay').click();
        await expect(page.getByTestId('cc-pay')).toBeVisible();
        await page.getByTestId('cc-pay-amount').fill('15000');
        await page.getByTestId('cc-pay-boleto').click();
        const line = page.getByTestId('cc-boleto-line');
        await expect(line).toBeVisible();
        await expect(line).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
        await shot(page, `cc-boleto-${suffix}`);
        await page.getByTestId('cc-boleto-copy').click();
        const digits = (await line.getAttribute('data-line')) ?? '';
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(digits);
        // a payer at another bank pays it; a second payment of the same boleto is refused
        const paid = await page.request.post('/api/sandbox/boleto/pay', { data: { linhaDigitavel: digits } });
        expect(paid.status(), await paid.text()).toBe(200);
        const again = await page.request.post('/api/sandbox/boleto/pay', {
          data: { linhaDigitavel: digits },
        });
        expect(again.ok()).toBe(false);
        await page.getByTestId('cc-boleto-paid').click();
        await expect(page.getByTestId('cc-paid-available')).toContainText(limitAfter);
        await shot(page, `cc-boleto-paid-${suffix}`);
      });
    }

    for (const { locale, suffix, plans, review, carried, firstInstalment, payoffRemaining, payoffDone } of [
      {
        locale: 'pt-BR',
        suffix: 'pt',
        plans: 'Parcelar fatura',
        review: 'Confira o parcelamento',
        carried: '1 de 3 parcelas lançadas',
        firstInstalment: 'Parcela 1/3',
        payoffRemaining: 'Parcelas a vencer (2)',
        payoffDone: 'Parcelamento quitado',
      },
      {
        locale: 'en',
        suffix: 'en',
        plans: 'Pay in instalments',
        review: 'Check the plan',
        carried: '1 of 3 instalments billed',
        firstInstalment: 'Instalment 1/3',
        payoffRemaining: 'Instalments still to come (2)',
        payoffDone: 'Plan paid off',
      },
    ] as const) {
      test(`Elisa splits a closed invoice in 3 and the next invoice carries the first instalment (${suffix})`, async ({
        browser,
      }) => {
        const open = async () => openAs(browser, 'elisa', { baseURL, locale });
        /** Moves the bank's clock to the open invoice's closing day, read from the card's home. */
        const closeOpenInvoice = async (page: Page) => {
          await page.goto('/creditCard');
          const text = (await page.getByTestId('cc-open-invoice').textContent()) ?? '';
          // DD/MM/YYYY in both languages (docs/decisions/0014).
          const [, dd, mm, yyyy] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text) ?? [];
          await moveBankClock(page.request, `${yyyy}-${mm}-${dd}T10:00:00-03:00`);
        };
        let page = await open();
        expect((await buy(page.request, 120, `cc-e2e-plan-${suffix}-${Date.now()}`)).status).toBe(200);
        await closeOpenInvoice(page);
        page = await open();
        await page.goto('/creditCardInvoiceHistory');
        const closed = page.locator('[data-testid="cc-invoice"][data-status="FECHADA"]').first();
        await closed.getByTestId('cc-invoice-pay').click();
        await page.getByTestId('cc-pay-instalments').click();
        await expect(page.getByTestId('cc-plans')).toContainText(plans);
        await expect(page.getByTestId('cc-plan-12')).toBeVisible();
        await page.getByTestId('cc-plan-3').click();
        await shot(page, `cc-plans-${suffix}`);
        await page.getByTestId('cc-plan-continue').click();
        await expect(page.getByTestId('cc-plan-review')).toContainText(review);
        const instalment = (await page.getByTestId('cc-plan-review-instalments').textContent()) ?? '';
        const value = /R\$\s?[\d.,]+/.exec(instalment)?.[0] ?? '';
        expect(value).not.toBe('');
        // The IOF the plan finances is shown, and the CET counts it: above 4,99% a month compounded.
        await expect(page.getByTestId('cc-plan-review-iof')).toHaveText(/^R\$ \d+,\d{2}$/);
        const cet = (await page.getByTestId('cc-plan-review-cet').textContent()) ?? '';
        expect(
          Number(/([\d.]+,\d{2})%/.exec(cet)?.[1]?.replace(/\./g, '').replace(',', '.')),
        ).toBeGreaterThan(79.38);
        await shot(page, `cc-plan-review-${suffix}`);
        await page.getByTestId('cc-plan-confirm').click();
        await typePin(page, ELISA.pin);
        await expect(page.getByTestId('cc-plan-done')).toBeVisible();
        await shot(page, `cc-plan-done-${suffix}`);
        await page.getByTestId('cc-go-card').click();
        const plan = page.getByTestId('cc-home-plan').last();
        await expect(plan).toContainText(value);
        await shot(page, `cc-home-plan-${suffix}`);
        await page.goto('/creditCardInvoiceHistory');
        await expect(
          page
            .locator('[data-testid="cc-invoice"][data-status="FECHADA"]')
            .first()
            .getByTestId('cc-invoice-plan'),
        ).toContainText(value);

        // a month on, the next invoice closes carrying the first instalment
        await closeOpenInvoice(page);
        page = await open();
        await page.goto('/creditCard');
        await expect(page.getByTestId('cc-home-plan').last()).toContainText(carried);
        await page.goto('/creditCardInvoiceHistory');
        const next = page.locator('[data-testid="cc-invoice"][data-status="FECHADA"]').first();
        await next.getByTestId('cc-invoice-items').click();
        const item = next.getByTestId('cc-invoice-item').filter({ hasText: firstInstalment }).last();
        await expect(item).toContainText(value);
        await shot(page, `cc-plan-next-invoice-${suffix}`);

        // paid off early: the two instalments still to come, their interest taken off (CDC art. 52 § 2)
        await page.goto('/creditCard');
        const home = page.getByTestId('cc-home-plan').last();
        await home.getByTestId('cc-payoff').click();
        await expect(home.getByTestId('cc-payoff-quote')).toContainText(payoffRemaining);
        await expect(home.getByTestId('cc-payoff-discount')).toHaveText(/^- R\$ \d+,\d{2}$/);
        await expect(home.getByTestId('cc-payoff-discount')).not.toHaveText('- R$ 0,00');
        await home.scrollIntoViewIfNeeded();
        await shot(page, `cc-payoff-${suffix}`);
        await home.getByTestId('cc-payoff-confirm').click();
        await typePin(page, ELISA.pin);
        await expect(page.getByTestId('snackbar').last()).toContainText(payoffDone);
        await expect(page.getByTestId('cc-home-plan')).toHaveCount(0);
      });
    }
  });
