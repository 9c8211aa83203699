import { demo, homeBalance, shot, typePin } from '../support/demo.ts';
import {
  centavosIn,
  fakeCamera,
  fromCreditToTerms,
  openTerms,
  openWithCamera,
  payPixCodeAs,
  startCamera,
  termsStep,
} from '../support/financing.ts';
import { accepted, FinancingApi, proposalReady } from '../support/financing-api.ts';
import { expect, test } from '../support/test.ts';

/**
 * /FinancingTerms in a real browser. The credit application and the phone choice are driven through
 * the financing service's HTTP API (as the app does, with the service login the product backend hands
 * out for the customer's bank session); the terms flow is then opened with its navigation state.
 */

test.use(fakeCamera);

test.describe('Financing terms', () => {
  test('Elisa, insured, changes the address, takes the selfie, signs and pays the down payment by balance', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await openWithCamera(browser, 'elisa');
    const before = await homeBalance(page);
    await fromCreditToTerms(page, '920000', 'orbe-s2', 'complete');
    const api = await FinancingApi.of(page);
    const open = await api.ok('POST', '/contracting/create', {
      cpf: demo('elisa').cpf,
      storeUserId: demo('elisa').cpf,
    });
    const contracting = {
      key: open.contractingKey as string,
      downPayment: Math.round(open.downPayment * 100),
    };
    expect(open.status).toBe('AGUARDANDO_SELFIE');

    // the delivery address: her own, sent to the service, with a delivery date
    await expect(termsStep(page)).toHaveAttribute('data-step', 'address');
    await expect(page.getByTestId('terms-address-cep')).toContainText(/\d{5}-\d{3}/);
    await expect(page.getByTestId('terms-delivery-date')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await shot(page, 'financing-terms-address');

    await page.getByTestId('terms-ship-another').click();
    // Next waits for a CEP the bank has looked up
    await expect(page.getByTestId('terms-address-submit')).toBeDisabled();
    await page.getByTestId('terms-address-cep').fill('20040002');
    await expect(page.getByTestId('terms-address-cep')).toHaveValue('20040-002');
    await expect(page.getByTestId('terms-address-street')).not.toHaveValue('');
    await expect(page.getByTestId('terms-address-place')).toHaveText('Rio de Janeiro / RJ');
    await page.getByTestId('terms-address-number').fill('156');
    await page.getByTestId('terms-address-reference').fill('Sala 1203');
    await shot(page, 'financing-terms-different-address');
    await page.getByTestId('terms-address-submit').click();
    await expect(termsStep(page)).toHaveAttribute('data-step', 'address');
    await expect(page.getByTestId('terms-address-street')).toContainText('156 - Sala 1203');
    await expect(page.getByTestId('terms-address-cep')).toHaveText('CEP 20040-002');

    // the selfie from the (fake) front camera
    await page.getByTestId('terms-deliver-here').click();
    await expect(page.getByTestId('terms-face-intro')).toBeVisible();
    await shot(page, 'financing-terms-face-intro');
    await startCamera(page);
    await page.getByTestId('terms-face-capture').click();

    // the contract, then the down payment
    await expect(page.getByTestId('terms-contract')).toBeVisible();
    await expect(page.getByTestId('terms-accept-continue')).toBeDisabled();
    await expect(page.frameLocator('[data-testid="terms-contract"]').locator('body')).toContainText(/\S/);
    await shot(page, 'financing-terms-contract');
    await page.getByTestId('terms-accept-check').check();
    await page.getByTestId('terms-accept-continue').click();
    await expect(page.getByTestId('terms-down-payment-amount')).toBeVisible();
    const amountText = (await page.getByTestId('terms-down-payment-amount').textContent()) ?? '';
    expect(Number(amountText.replace(/\D/g, ''))).toBe(contracting.downPayment);
    await shot(page, 'financing-terms-down-payment');
    await page.getByTestId('terms-method-balance').click();
    await expect(page.getByTestId('terms-warning-sheet')).toBeVisible();
    await shot(page, 'financing-terms-warning');
    await page.getByTestId('terms-warning-continue').click();

    await typePin(page, '0000');
    await expect(page.getByTestId('pin-error')).toHaveText(/PIN incorreto/i);
    await shot(page, 'financing-terms-pin');
    await typePin(page, demo('elisa').pin);
    await expect(page.getByTestId('terms-success')).toBeVisible({ timeout: 40_000 });
    await shot(page, 'financing-terms-success');
    expect(await api.status(contracting.key)).toBe('CONTRATACAO_FINALIZADA');

    // the contract and its instalments
    await page.getByTestId('terms-see-financing').click();
    const card = page.getByTestId('contract-card').first();
    await expect(card).toBeVisible();
    await expect(card.getByTestId('contract-device')).toContainText('Orbe S2');
    await expect(card.getByTestId('contract-installments')).toHaveText('0 de 18');
    await expect(card.getByTestId('contract-next-due')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(card.getByTestId('contract-overdue')).toHaveText('Em dia');
    await shot(page, 'financing-contracts');
    await card.getByTestId('contract-see-installments').click();
    await expect(page.getByTestId('installment-item')).toHaveCount(18);
    await expect(page.getByTestId('installment-due').first()).toHaveText(/^Vence em \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByTestId('installment-value').first()).toHaveText(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
    await shot(page, 'financing-installments');

    await page.evaluate(() => localStorage.setItem('carteira.locale', 'en'));
    await page.reload();
    await expect(page.getByTestId('installment-status').first()).toHaveText('Open');
    await shot(page, 'financing-installments-en');
    await page.goto('/financing');
    await expect(page.getByTestId('contract-installments').first()).toHaveText('0 of 18');
    await shot(page, 'financing-contracts-en');

    await page.goto('/newWalletLaunch');
    await expect.poll(() => homeBalance(page)).toBe(before - contracting.downPayment);
  });

  test('Fábio pays the down payment by Pix: the code renews at zero, Bruno pays it, Fábio sees success', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await openWithCamera(browser, 'fabio', { locale: 'en', clock: true });
    // from the credit application through the phone choice to the terms, all on screen
    await fromCreditToTerms(page, '560000', 'lumi-go');
    await expect(page.getByTestId('terms-address')).toBeVisible();
    await page.getByTestId('terms-deliver-here').click();
    await startCamera(page);
    await page.getByTestId('terms-face-capture').click();
    await page.getByTestId('terms-accept-check').check();
    await page.getByTestId('terms-accept-continue').click();
    const downPayment = await centavosIn(page.getByTestId('terms-down-payment-amount'));
    expect(downPayment).toBeGreaterThan(0);

    await page.getByTestId('terms-method-pix').click();
    await page.getByTestId('terms-warning-continue').click();
    await expect(page.getByTestId('terms-pix-qr')).toBeVisible();
    await expect(page.getByTestId('terms-pix-countdown')).toHaveText(/The code expires in 09:5\d/);
    const code = (await page.getByTestId('terms-pix-code').textContent()) ?? '';
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/i);
    await shot(page, 'financing-terms-pix-en');

    // at zero a new code is asked for, and the countdown starts again
    const renewed = page.waitForRequest((r) => r.url().includes('/pix-payment') && r.method() === 'GET');
    await page.clock.fastForward('10:00');
    await renewed;
    await expect(page.getByTestId('terms-pix-countdown')).toHaveText(/The code expires in 0\d:\d\d/);
    await expect
      .poll(async () => Number(await page.getByTestId('terms-pix-countdown').getAttribute('data-seconds')))
      .toBeGreaterThan(500);

    await page.getByTestId('terms-pix-copy').click();
    await expect(page.getByTestId('snackbar')).toContainText('Code copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await page.getByTestId('terms-pix-code').textContent()) ?? '');

    await expect(page.getByTestId('snackbar')).toBeHidden();
    // not paid yet: back to the code with the info sheet
    await page.getByTestId('terms-pix-paid').click();
    await expect(page.getByTestId('terms-pix-info-sheet')).toBeVisible();
    await shot(page, 'financing-terms-pix-not-yet-en');
    await page.keyboard.press('Escape');

    // Bruno pays the copied code from his own account
    await payPixCodeAs(browser, 'bruno', copied, downPayment);

    await page.getByTestId('terms-pix-paid').click();
    await expect(page.getByTestId('terms-success')).toBeVisible({ timeout: 40_000 });
    await shot(page, 'financing-terms-success-en');
  });

  test('Elisa leaves the down payment and chooses another phone: the proposal is cancelled', async ({
    browser,
  }) => {
    // Heitor's contracting belongs to the device journey; Elisa starts a new one of her own
    const page = await openWithCamera(browser, 'elisa');
    const api = await FinancingApi.of(page);
    const contracting = await accepted(
      api,
      await proposalReady(api, 'elisa', 'nimbo-lite-3-64gb-branco-neve', 'none'),
    );
    await openTerms(page, { contractingKey: contracting.key, subState: 'downPaymentInfo' });
    await expect(page.getByTestId('terms-method-balance')).toBeVisible();

    // offline: the no-internet page over the flow, which is still there once back online
    await page.context().setOffline(true);
    await expect(page.getByTestId('no-internet-page')).toBeVisible();
    await page.getByTestId('no-internet-retry').click();
    await expect(page.getByTestId('snackbar')).toBeVisible();
    await shot(page, 'financing-terms-offline');
    await page.context().setOffline(false);
    await expect(page.getByTestId('terms-method-balance')).toBeVisible();
    await expect(page.getByTestId('snackbar')).toBeHidden();

    // the Pix page, and back from it to the payment methods
    await page.getByTestId('terms-method-pix').click();
    await page.getByTestId('terms-warning-continue').click();
    await expect(page.getByTestId('terms-pix-qr')).toBeVisible();
    await expect(page.getByTestId('terms-pix-countdown')).toHaveText(/O código expira em 09:5\d/);
    await shot(page, 'financing-terms-pix');
    await page.getByTestId('top-bar-back').click();
    await expect(termsStep(page)).toHaveAttribute('data-step', 'downPaymentInfo');

    await page.getByTestId('top-bar-back').click();
    await expect(page.getByTestId('terms-leave-sheet')).toBeVisible();
    await shot(page, 'financing-terms-leave');
    await page.getByTestId('terms-leave-another-phone').click();
    await expect(page.getByTestId('terms-new-phone-sheet')).toBeVisible();
    await shot(page, 'financing-terms-new-phone');
    await page.getByTestId('terms-new-phone-confirm').click();
    await expect(page).toHaveURL(/\/FinancingDeviceDetails$/);
    expect(await api.status(contracting.key)).toBe('AGUARDANDO_GERACAO_PROPOSTA');
  });

  test('Iara’s selfie is refused by the identity provider: the face-match error, then another try', async ({
    browser,
  }) => {
    const page = await openWithCamera(browser, 'iara', { locale: 'en' });
    const api = await FinancingApi.of(page);
    const contracting = await proposalReady(api, 'iara', 'lumi-go-128gb-amarelo-sol', 'none');
    await openTerms(page, { contractingKey: contracting.key });
    await expect(page.getByTestId('terms-address')).toBeVisible();
    await shot(page, 'financing-terms-address-en');
    await page.getByTestId('terms-deliver-here').click();
    await startCamera(page);
    await shot(page, 'financing-terms-camera-en');
    await page.getByTestId('terms-face-capture').click();
    await expect(page.getByTestId('terms-face-error')).toBeVisible();
    await expect(page.getByTestId('terms-face-error-text')).toHaveText(
      'We could not confirm the selfie is of a live person. Try again somewhere well lit.',
    );
    await shot(page, 'financing-terms-face-error-en');
    expect(await api.status(contracting.key)).toBe('AGUARDANDO_SELFIE');
    await page.getByTestId('terms-face-retry').click();
    await expect(page.getByTestId('terms-face-intro')).toBeVisible();

    // opened at a sub-state by name: payment pending; checking the status resumes at the address
    await openTerms(page, { contractingKey: contracting.key, subState: 'paymentPending' });
    await expect(page.getByTestId('terms-payment-pending')).toBeVisible();
    await shot(page, 'financing-terms-pending-en');
    await page.getByTestId('terms-check-again').click();
    await expect(page.getByTestId('terms-address')).toBeVisible();
    await page.getByTestId('top-bar-back').click();
    await expect(page).toHaveURL(/\/FinancingDeviceDetails$/);
  });
});
