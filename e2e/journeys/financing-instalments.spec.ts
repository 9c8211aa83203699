import type { Page } from '@playwright/test';
import { demo, homeBalance, openAs, shot, typePin } from '../support/demo.ts';
import { accepted, FinancingApi, proposalReady } from '../support/financing-api.ts';
import { bankNow, downPaymentPaidByPix, setBankClock } from '../support/financing-resume.ts';
import { expect, test } from '../support/test.ts';

const PHONE = 'nimbo-lite-3-64gb-branco-neve';

/**
 * A contract in force for Bruno, whose financing no other journey reads (a finished contracting opens
 * at its success, so Elisa's, Fábio's and Heitor's journeys could no longer start theirs): the
 * contracting driven through the financing service's API, the down payment paid by Pix from another
 * institution, then the bank's clock moved past the store's billing (5 s a step) so the contract is
 * signed, and put back.
 */
async function contractInForce(page: Page): Promise<void> {
  const api = await FinancingApi.of(page);
  const contracting = await accepted(api, await proposalReady(api, 'bruno', PHONE, 'none'));
  expect(await downPaymentPaidByPix(page, api, contracting.key)).toBe('AGUARDANDO_FATURAMENTO');
  const paidAt = await bankNow(page);
  try {
    await setBankClock(page, new Date(paidAt.getTime() + 6_000).toISOString());
    expect(await (await FinancingApi.of(page)).status(contracting.key)).toBe('PROCESSANDO_FATURAMENTO');
    await setBankClock(page, new Date(paidAt.getTime() + 12_000).toISOString());
    expect(await (await FinancingApi.of(page)).status(contracting.key)).toBe('CONTRATACAO_FINALIZADA');
  } finally {
    await setBankClock(page, null);
  }
}

const centavosOf = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\D/g, ''));

test('Bruno pays his next instalments from the balance with his PIN and by a Pix code another bank pays, in Portuguese and in English', async ({
  browser,
}) => {
  test.setTimeout(210_000);
  const page = await openAs(browser, 'bruno');
  await contractInForce(page);
  await page.goto('/newWalletLaunch');
  const before = await homeBalance(page);

  await page.goto('/financing');
  const card = page.getByTestId('contract-card').first();
  await expect(card.getByTestId('contract-installments')).toHaveText('0 de 18');
  await card.getByTestId('contract-see-installments').click();
  await expect(page.getByTestId('installment-item')).toHaveCount(18);
  // only the next open instalment may be paid (none is overdue)
  await expect(page.getByTestId('installment-pay-button')).toHaveCount(1);
  const first = page.getByTestId('installment-item').first();
  await expect(first.getByTestId('installment-pay-button')).toHaveText('Pagar parcela');
  const value = await centavosOf(page, 'installment-value');
  await shot(page, 'financing-instalments-payable');

  await first.getByTestId('installment-pay-button').click();
  await expect(page.getByTestId('installment-pay')).toContainText('parcela 1 de 18');
  await typePin(page, '0000');
  await expect(page.getByTestId('pin-error')).toHaveText(/PIN incorreto/i);
  await shot(page, 'financing-instalments-pin');
  await typePin(page, demo('bruno').pin);
  await expect(page.getByTestId('installment-paid-notice')).toContainText('Parcela 1 paga');
  await expect(first.getByTestId('installment-status')).toHaveText('Paga');
  await expect(first.getByTestId('installment-paid-on')).toBeVisible();
  await expect(
    page.getByTestId('installment-item').nth(1).getByTestId('installment-pay-button'),
  ).toBeVisible();
  await expect(page.getByTestId('installment-pay-button')).toHaveCount(1);
  await shot(page, 'financing-instalments-paid');

  // in English: the second one
  await page.evaluate(() => localStorage.setItem('carteira.locale', 'en'));
  await page.reload();
  const second = page.getByTestId('installment-item').nth(1);
  await expect(second.getByTestId('installment-pay-button')).toHaveText('Pay instalment');
  await second.getByTestId('installment-pay-button').click();
  await expect(page.getByTestId('installment-pay')).toContainText('instalment 2 of 18');
  await shot(page, 'financing-instalments-pin-en');
  await typePin(page, demo('bruno').pin);
  await expect(page.getByTestId('installment-paid-notice')).toContainText('Instalment 2 paid');
  await expect(second.getByTestId('installment-status')).toHaveText('Paid');
  await shot(page, 'financing-instalments-paid-en');

  // the third by a Pix code, which another institution pays (the sandbox's door for the Pix network)
  const third = page.getByTestId('installment-item').nth(2);
  await expect(third.getByTestId('installment-pix-button')).toHaveText('Pay with Pix');
  await third.getByTestId('installment-pix-button').click();
  await expect(page.getByTestId('installment-pix')).toContainText('Pay instalment 3 of 18 with Pix');
  await expect(page.getByTestId('installment-pix-countdown')).toContainText(/The code expires in 09:[45]\d/);
  await expect(page.getByTestId('installment-pix-qr')).toBeVisible();
  const thirdCode = (await page.getByTestId('installment-pix-code').textContent()) ?? '';
  expect(thirdCode).toMatch(/^000201/);
  await shot(page, 'financing-instalments-pix-en');
  await paidFromOutside(page, thirdCode, '90400001');
  await expect(page.getByTestId('installment-paid-notice')).toContainText('Instalment 3 paid', {
    timeout: 15_000,
  });
  await expect(third.getByTestId('installment-status')).toHaveText('Paid');
  // the same code a second time is refused (already paid: 409 / 40078)
  const again = await page.request.post('/api/sandbox/pix/receive', { data: { qrCode: thirdCode } });
  expect(again.status()).toBe(409);

  // in Portuguese: the fourth by a Pix code, paid from another bank too
  await page.evaluate(() => localStorage.setItem('carteira.locale', 'pt-BR'));
  await page.reload();
  const fourth = page.getByTestId('installment-item').nth(3);
  await expect(fourth.getByTestId('installment-pix-button')).toHaveText('Pagar com Pix');
  await fourth.scrollIntoViewIfNeeded();
  await shot(page, 'financing-instalments-payable-pix');
  await fourth.getByTestId('installment-pix-button').click();
  await expect(page.getByTestId('installment-pix')).toContainText('Pague a parcela 4 de 18 com Pix');
  await expect(page.getByTestId('installment-pix-countdown')).toContainText(/O código expira em 09:[45]\d/);
  await expect(page.getByTestId('installment-pix-amount')).toContainText('Valor: R$');
  const fourthCode = (await page.getByTestId('installment-pix-code').textContent()) ?? '';
  await shot(page, 'financing-instalments-pix');
  await expect(page.getByTestId('installment-pix-waiting')).toHaveText('Aguardando o pagamento');
  await page.getByTestId('installment-pix-back').scrollIntoViewIfNeeded();
  await shot(page, 'financing-instalments-pix-waiting');
  await paidFromOutside(page, fourthCode, '90400003');
  await expect(page.getByTestId('installment-paid-notice')).toContainText('Parcela 4 paga', {
    timeout: 15_000,
  });
  await expect(fourth.getByTestId('installment-status')).toHaveText('Paga');
  await shot(page, 'financing-instalments-pix-paid');

  await page.goto('/financing');
  await expect(page.getByTestId('contract-installments').first()).toHaveText('4 de 18');
  // the codes were paid by others: only the two PIN payments left Bruno's balance
  await page.goto('/newWalletLaunch');
  await expect.poll(() => homeBalance(page)).toBe(before - 2 * value);
});

/** Another institution pays a code of this bank, as the Pix network would bring it. */
async function paidFromOutside(page: Page, qrCode: string, ispb: string): Promise<void> {
  const paid = await page.request.post('/api/sandbox/pix/receive', { data: { qrCode, ispb } });
  expect(paid.status(), await paid.text()).toBe(200);
}
