import { buildBrCode } from '../../packages/core/src/pix/index.ts';
import { bankDaytime } from '../support/bank-clock.ts';
import { demo, homeBalance, login, shot, typePin } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

/** Mercado Bom Preço, a sandbox withdrawal point (Saque and Troco), facilitator Pagar Fácil IP. */
const POINT_CODE = buildBrCode({
  kind: 'static',
  key: '11223344000186',
  merchantName: 'Mercado Bom Preco',
  merchantCity: 'Sao Paulo',
  withdrawalFacilitator: '90400003',
});

test('Bruno takes a Pix Saque and a Pix Troco at a point by its code; the cash rule is said on the screen', async ({
  page,
  request,
}) => {
  // daytime in São Paulo, not ahead of the bank's now: the day's cash maximum (R$ 500,00)
  const agora = await bankDaytime(request);
  try {
    expect((await request.post('/api/sandbox/clock', { data: { agora } })).status()).toBe(200);
    await login(page, 'bruno');
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    const before = await homeBalance(page);

    await page.goto('/pixLandingComponent');
    await page.getByTestId('pix-action-withdraw').click();
    await page.getByTestId('pix-withdraw-code').fill(POINT_CODE);
    await page.getByTestId('pix-withdraw-code-submit').click();
    await expect(page.getByTestId('pix-withdraw-agent')).toContainText('Mercado');
    await page.getByTestId('pix-withdraw-cash').pressSequentially('50001');
    await page.getByTestId('pix-withdraw-amount-submit').click();
    await expect(page.getByRole('alert')).toContainText('R$ 500,00');
    await shot(page, 'pix-withdraw-above');
    await page.getByTestId('pix-withdraw-cash').fill('');
    await page.getByTestId('pix-withdraw-cash').pressSequentially('5000');
    await page.getByTestId('pix-withdraw-amount-submit').click();
    await expect(page.getByTestId('pix-withdraw-review-total')).toContainText('50,00');
    await expect(page.getByTestId('pix-withdraw-review-provider')).toHaveText('ISPB 90400003');
    await shot(page, 'pix-withdraw-review');
    await page.getByTestId('pix-withdraw-review-confirm').click();
    await typePin(page, demo('bruno').pin);
    await expect(page.getByTestId('pix-withdraw-done-text')).toContainText('R$ 50,00');
    await shot(page, 'pix-withdraw-done');

    await page.goto('/pixWithdraw');
    await page.getByTestId('pix-withdraw-code').fill(POINT_CODE);
    await page.getByTestId('pix-withdraw-code-submit').click();
    await page.getByTestId('pix-withdraw-mode-TROCO').click();
    await page.getByTestId('pix-withdraw-purchase').pressSequentially('3550');
    await page.getByTestId('pix-withdraw-cash').pressSequentially('2000');
    await page.getByTestId('pix-withdraw-amount-submit').click();
    await expect(page.getByTestId('pix-withdraw-review-total')).toContainText('55,50');
    await expect(page.getByTestId('pix-withdraw-review-purchase')).toContainText('35,50');
    await page.getByTestId('pix-withdraw-review-confirm').click();
    await typePin(page, demo('bruno').pin);
    await expect(page.getByTestId('pix-withdraw-done-text')).toContainText('R$ 20,00');

    await page.getByTestId('pix-home').click();
    await expect.poll(() => homeBalance(page)).toBe(before - 5000 - 5550);
  } finally {
    expect((await request.delete('/api/sandbox/clock')).status()).toBe(200);
  }
});
