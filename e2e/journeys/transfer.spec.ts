import { newContext } from '../support/bank-clock.ts';
import { demo, homeBalance, login, shot, typePin } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

test('Bruno sends R$ 12,34 to Carla: a wrong PIN first, then the right one; both balances change', async ({
  browser,
}) => {
  const carlaPage = await (await newContext(browser)).newPage();
  await login(carlaPage, 'carla');
  const carlaBefore = await homeBalance(carlaPage);

  const page = await (await newContext(browser)).newPage();
  await login(page, 'bruno');
  const brunoBefore = await homeBalance(page);

  await page.getByTestId('shortcut-transfer').click();
  await page.getByTestId('option-transfer').click();
  await page.getByTestId('option-next').click();
  await page.getByTestId('transfer-amount').pressSequentially('1234');
  await expect(page.getByTestId('transfer-amount')).toHaveValue(/12,34/);
  await page.getByTestId('transfer-amount-submit').click();
  // The bank list: Carteira first; choosing it is a transfer between Carteira accounts.
  await page.getByTestId('bank-999').click();

  const carla = demo('carla');
  await page.getByTestId('transfer-agency').fill('0001');
  await page.getByTestId('transfer-account').fill(carla.conta);
  await page.getByTestId('transfer-destination-submit').click();
  await expect(page.getByTestId('transfer-recipient-name')).toContainText('Carla');
  await expect(page.getByTestId('transfer-review-amount')).toContainText('12,34');
  await shot(page, 'transfer-review');
  await page.getByTestId('transfer-review-confirm').click();

  await typePin(page, '0000');
  await expect(page.getByTestId('pin-error')).toHaveText(/PIN incorreto/i);
  await shot(page, 'transfer-wrong-pin');
  await typePin(page, demo('bruno').pin);
  await expect(page.getByTestId('transfer-done')).toBeVisible();
  await expect(page.getByTestId('transfer-transaction-id')).not.toBeEmpty();
  await shot(page, 'transfer-receipt');

  await page.getByTestId('transfer-home').click();
  await expect.poll(() => homeBalance(page)).toBe(brunoBefore - 1234);
  await carlaPage.reload();
  await expect.poll(() => homeBalance(carlaPage)).toBe(carlaBefore + 1234);
});

test('an unknown destination account is refused with a clear message', async ({ page }) => {
  await login(page, 'carla');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.goto('/tedTransfer');
  await page.getByTestId('transfer-amount').pressSequentially('100');
  await page.getByTestId('transfer-amount-submit').click();
  await page.getByTestId('bank-999').click();
  await page.getByTestId('transfer-agency').fill('0001');
  await page.getByTestId('transfer-account').fill('99999990');
  await page.getByTestId('transfer-destination-submit').click();
  await expect(page.getByTestId('transfer-destination-error')).toBeVisible();
  await shot(page, 'transfer-unknown-account');
});
