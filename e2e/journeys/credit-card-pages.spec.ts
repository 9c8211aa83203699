import { join } from 'node:path';
import { bankToday, moveBankClock } from '../support/bank-clock.ts';
import { demo, openAs, shot, typePin } from '../support/demo.ts';
import { fakeCamera } from '../support/financing.ts';
import { useOwnServer } from '../support/own-server.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// The card's own pages, and an invoice carried past its due date: the bank's clock moves weeks ahead,
// so a server of this journey's own, started on a pinned date (BANK_CLOCK_AT). Two ports above
// credit-card.spec.ts's.
const port = Number(process.env.E2E_PORT ?? 18080) + 62;
const baseURL = `http://localhost:${port}`;
/** Friday 2026-11-20 in São Paulo: with due day 10 the open invoice closes 12-03 and is due 12-10. */
const PINNED = '2026-11-20T10:00:00-03:00';
const ELISA = demo('elisa');

test.use(fakeCamera);

async function buy(request: APIRequestContext, valor: number, idAutorizacao: string, moeda?: 'USD') {
  const plastic = await request.get(`/api/sandbox/credit-card/plastic?cpf=${ELISA.cpf}`);
  const { numeroCartao } = (await plastic.json()).result as { numeroCartao: string };
  const res = await request.post('/api/sandbox/credit-card/purchase', {
    data: {
      numeroCartao,
      valor,
      estabelecimento: 'Livraria Capítulo',
      idAutorizacao,
      ...(moeda ? { moeda } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function selfie(page: Page) {
  await page.getByTestId('cc-selfie-start').click();
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await page.getByTestId('cc-selfie-capture').click();
}

const open = (browser: Parameters<typeof openAs>[0], locale: 'pt-BR' | 'en' = 'pt-BR') =>
  openAs(browser, 'elisa', { baseURL, locale, permissions: ['camera', 'clipboard-read', 'clipboard-write'] });

test.describe
  .serial('Guaranteed-credit card pages', () => {
    test.describe.configure({ timeout: 180_000 });
    useOwnServer('credit-pages', port, PINNED);

    test('Elisa adds R$ 500,00 by Pix, signs, sees the success page, raises the limit with an addendum, and reads settings and history', async ({
      browser,
    }) => {
      const page = await open(browser);
      await page.goto('/creditCard');
      await page.getByTestId('cc-start').click();
      await page.getByTestId('cc-amount').fill('50000');
      // the money comes by Pix first: a code anyone pays, into her own account
      await page.getByTestId('cc-fund-by-pix').click();
      await expect(page).toHaveURL(/\/gccPixRecieveQRCode$/);
      await expect(page.getByTestId('cc-fund-qr')).toBeVisible();
      await expect(page.getByTestId('cc-fund')).toContainText('R$ 500,00');
      await shot(page, 'cc-fund-qr-pt');
      // not paid yet: it says so and stays
      await page.getByTestId('cc-fund-check').click();
      await expect(page.getByTestId('snackbar').last()).toContainText('ainda não chegou');
      const code = (await page.getByTestId('cc-fund-code').textContent()) ?? '';
      const paid = await page.request.post('/api/sandbox/pix/receive', {
        data: { qrCode: code, ispb: '90400001' },
      });
      expect(paid.status(), await paid.text()).toBe(200);
      await page.getByTestId('cc-fund-check').click();
      await expect(page.getByTestId('cc-fund-received')).toBeVisible();
      await expect(page.getByTestId('cc-fund-balance')).toContainText('R$');
      await shot(page, 'cc-fund-received-pt');
      await page.getByTestId('cc-fund-continue').click();
      await expect(page).toHaveURL(/\/gccInvestmentAmount$/);

      await page.getByTestId('cc-amount').fill('50000');
      await page.getByTestId('cc-amount-submit').click();
      await page.getByTestId('cc-contract-accept').click();
      await typePin(page, ELISA.pin);
      await selfie(page);
      await expect(page).toHaveURL(/\/CreditCardSuccess$/);
      await expect(page.getByTestId('cc-signed-limit')).toContainText('R$ 500,00');
      await shot(page, 'cc-success-pt');
      // the success page is not a step to go back to: the card home replaces it
      await page.getByTestId('cc-go-card').click();
      await expect(page.getByTestId('cc-limit-total')).toHaveText('R$ 500,00');
      await page.goto('/CreditCardSuccess');
      await expect(page).toHaveURL(/\/creditCard$/);

      await buy(page.request, 120.5, `cc-pages-1-${Date.now()}`);
      await buy(page.request, 30, `cc-pages-2-${Date.now()}`);

      // increase the limit: the amount, the contract's addendum, PIN and selfie
      await page.goto('/creditCard');
      await page.getByTestId('cc-settings-open').click();
      await expect(page.getByTestId('cc-settings-page')).toBeVisible();
      await expect(page.getByTestId('cc-usage-purchases')).toContainText('2, somando R$ 150,50');
      await shot(page, 'cc-settings-page-pt');
      await page.getByTestId('cc-settings-increase').click();
      await expect(page.getByTestId('cc-increase-lead')).toContainText('R$ 500,00');
      await page.getByTestId('cc-amount').fill('20000');
      await shot(page, 'cc-increase-pt');
      await page.getByTestId('cc-amount-submit').click();
      await expect(page.getByTestId('cc-contract')).toContainText('ADITIVO');
      await expect(page.getByTestId('cc-contract')).toContainText('R$ 700,00');
      await shot(page, 'cc-addendum-pt');
      await page.getByTestId('cc-contract-accept').click();
      await typePin(page, ELISA.pin);
      await selfie(page);
      await expect(page.getByTestId('cc-new-limit')).toContainText('R$ 700,00');
      await page.getByTestId('cc-go-card').click();
      await expect(page.getByTestId('cc-limit-total')).toHaveText('R$ 700,00');
      await page.getByTestId('cc-settings-open').click();
      await expect(page.getByTestId('cc-addendum')).toContainText('aplicação de R$ 200,00');
      await expect(page.getByTestId('cc-addendum')).toContainText('Garantia: R$ 700,00');
      await page.getByTestId('cc-addendum').scrollIntoViewIfNeeded();
      await shot(page, 'cc-settings-addendum-pt');

      // the card's history: newest first
      await page.goto('/creditCard');
      await page.getByTestId('cc-history-open').click();
      const lines = page.getByTestId('cc-history-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.first()).toContainText('R$ 30,00');
      await expect(lines.nth(1)).toContainText('Livraria Capítulo');
      await shot(page, 'cc-history-pt');
    });

    test('an invoice left unpaid past its due date: its balance and charges read by type, in Portuguese and in English; the guarantee has yielded', async ({
      browser,
    }) => {
      let page = await open(browser);
      await moveBankClock(page.request, '2026-12-03T10:00:00-03:00');
      await moveBankClock(page.request, '2026-12-11T10:00:00-03:00');
      expect(await bankToday(page.request)).toBe('2026-12-11');
      await page.context().close();
      page = await open(browser);
      await page.goto('/creditCardHistoryPage');
      const carried = page.locator('[data-testid="cc-history-line"][data-kind="SALDO_ANTERIOR"]');
      await expect(carried).toContainText('Saldo não pago da fatura de 10/12/2026');
      await expect(carried).toContainText('R$ 150,50');
      await expect(page.locator('[data-kind="JUROS_ROTATIVO"]')).toContainText(
        'Juros do rotativo (6,90% a.m.)',
      );
      await expect(page.locator('[data-kind="MULTA"]')).toContainText('Multa por atraso (2%)');
      await shot(page, 'cc-history-carried-pt');

      // the guarantee yields on the CDI: R$ 500,00 and R$ 200,00 since 20/11, 14 business days at
      // 14,90% a.a. (1,00774606): income R$ 3,87 + R$ 1,54; 21 days held, so IOF 30% of each income
      // (R$ 1,16 + R$ 0,46) and income tax 22,5% of the rest (R$ 0,61 + R$ 0,24)
      await page.goto('/CreditCardInvestmentComp');
      await expect(page.getByTestId('cc-yield-income')).toHaveText('R$ 5,41');
      await expect(page.getByTestId('cc-yield-gross')).toHaveText('R$ 705,41');
      await expect(page.getByTestId('cc-yield-iof')).toHaveText('- R$ 1,62');
      await expect(page.getByTestId('cc-yield-tax')).toHaveText('- R$ 0,85');
      await expect(page.getByTestId('cc-yield-net')).toHaveText('R$ 702,94');
      await page.getByTestId('cc-yield').scrollIntoViewIfNeeded();
      await shot(page, 'cc-yield-pt');
      await page.context().close();

      page = await open(browser, 'en');
      await page.goto('/creditCardHistoryPage');
      await expect(page.locator('[data-kind="SALDO_ANTERIOR"]')).toContainText(
        'Unpaid balance of the invoice due 10/12/2026',
      );
      await expect(page.locator('[data-kind="JUROS_ROTATIVO"]')).toContainText(
        'Revolving credit interest (6,90% a month)',
      );
      await expect(page.locator('[data-kind="IOF"]')).toContainText('IOF on revolving credit');
      await expect(page.locator('[data-kind="MORA"]')).toContainText('Late payment interest (1% a month)');
      await expect(page.getByTestId('cc-history')).not.toContainText('rotativo');
      await shot(page, 'cc-history-carried-en');
      // the same items on the open invoice
      await page.goto('/creditCardInvoiceHistory');
      const open_ = page.locator('[data-testid="cc-invoice"][data-status="ABERTA"]');
      await open_.getByTestId('cc-invoice-items').click();
      await expect(open_.locator('[data-kind="MULTA"]')).toContainText('Late payment fine (2%)');
      await shot(page, 'cc-invoice-items-en');
    });

    test('a purchase abroad in dollars: its rate, IOF and the international total; an invoice paid twice leaves a previous credit', async ({
      browser,
    }) => {
      let page = await open(browser);
      expect(await bankToday(page.request)).toBe('2026-12-11');
      // on 11/12 the sandbox dollar is 5,2800 + 11 x 0,0123 = 5,4153: US$ 20,00 = R$ 108,31; IOF 3,5% = R$ 3,79
      await buy(page.request, 20, `cc-pages-usd-${Date.now()}`, 'USD');
      await page.goto('/creditCardInvoiceHistory');
      let current = page.locator('[data-testid="cc-invoice"][data-status="ABERTA"]');
      await current.getByTestId('cc-invoice-items').click();
      await expect(current.getByTestId('cc-summary-international')).toContainText('R$ 108,31');
      await expect(current.getByTestId('cc-summary-international')).toContainText('US$ 20,00');
      await expect(current.getByTestId('cc-summary-exchange')).toContainText('R$ 5,4153');
      await expect(current.locator('[data-kind="IOF_INTERNACIONAL"]')).toContainText(
        'IOF de compra internacional (3,50%)',
      );
      await expect(current.locator('[data-kind="IOF_INTERNACIONAL"]')).toContainText('R$ 3,79');
      await expect(current.getByTestId('cc-item-foreign')).toHaveText('US$ 20,00 à cotação de R$ 5,4153');
      await current.getByTestId('cc-invoice-summary').scrollIntoViewIfNeeded();
      await shot(page, 'cc-invoice-international-pt');
      await current.getByTestId('cc-invoice-item-list').scrollIntoViewIfNeeded();
      await shot(page, 'cc-invoice-international-items-pt');
      await page.context().close();

      // the invoice closes on 03/01; two Pix codes for it are both paid: the second is above what it owed
      const request = (await open(browser)).request;
      await moveBankClock(request, '2027-01-04T10:00:00-03:00');
      page = await open(browser);
      await buy(page.request, 40, `cc-pages-after-${Date.now()}`);
      const codes: string[] = [];
      for (let i = 0; i < 2; i++) {
        await page.goto('/creditCardInvoiceHistory');
        await page
          .locator('[data-testid="cc-invoice"][data-status="FECHADA"]')
          .first()
          .getByTestId('cc-invoice-pay')
          .click();
        await page.getByTestId('cc-pay-pix').click();
        await expect(page.getByTestId('cc-pix-code')).toBeVisible();
        codes.push((await page.getByTestId('cc-pix-code').textContent()) ?? '');
      }
      for (const qrCode of codes) {
        const paid = await page.request.post('/api/sandbox/pix/receive', {
          data: { qrCode, ispb: '90400001' },
        });
        expect(paid.status(), await paid.text()).toBe(200);
      }
      await page.goto('/creditCardInvoiceHistory');
      current = page.locator('[data-testid="cc-invoice"][data-status="ABERTA"]');
      await current.getByTestId('cc-invoice-items').click();
      await expect(current.getByTestId('cc-summary-credit')).toContainText('- R$ 40,00');
      await expect(current.locator('[data-kind="CREDITO_ANTERIOR"]')).toContainText(
        'Crédito da fatura de 10/01/2027',
      );
      await expect(current.getByTestId('cc-summary-national')).toContainText('R$ 40,00');
      await expect(current.getByTestId('cc-summary-total')).toContainText('R$ 0,00');
      await current.getByTestId('cc-invoice-summary').scrollIntoViewIfNeeded();
      await shot(page, 'cc-invoice-previous-credit-pt');
    });
  });
