import type { Page } from '@playwright/test';
import { demo, homeBalance, openAs, typePin } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

/** Screens of this journey, looked at by eye at 360x800. */
const shot = (page: Page, name: string) =>
  page.screenshot({ animations: 'disabled', path: `/tmp/recharge-shots/${name}.png` });

test.describe
  .serial('Phone recharge', () => {
    // a loaded machine: the whole flow, the statement and home again take longer than the default
    test.setTimeout(150_000);

    test('Ana tops up a Claro number from the home shortcut: number, operator, amount, review, PIN, receipt', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'ana');
      const before = await homeBalance(page);
      await page.getByTestId('shortcut-recharge').click();
      await expect(page).toHaveURL(/\/cellularRecharge$/);
      await expect(page.getByRole('heading', { name: 'Qual celular você quer recarregar?' })).toBeVisible();

      // a DDD Anatel assigns to no area is named before any call, and so is a landline
      await page.getByTestId('recharge-number').fill('20987654321');
      await page.getByTestId('recharge-number-submit').click();
      await expect(page.getByText('DDD inválido. Confira os dois primeiros dígitos.')).toBeVisible();
      await page.getByTestId('recharge-number').fill('1134567890');
      await page.getByTestId('recharge-number-submit').click();
      await expect(
        page.getByText('Número de celular inválido: são 9 dígitos começando com 9.'),
      ).toBeVisible();
      await shot(page, 'recharge-number-error');
      await page.getByTestId('recharge-number').fill('11987654321');
      await expect(page.getByTestId('recharge-number')).toHaveValue('(11) 98765-4321');
      await shot(page, 'recharge-number');
      await page.getByTestId('recharge-number-submit').click();

      // Vivo, Claro, Tim in that order; Oi sells no top-up, so it is not offered
      await expect(page.getByTestId('recharge-operators')).toBeVisible();
      await expect(page.locator('.option-menu__label')).toHaveText(['Vivo', 'Claro', 'Tim']);
      await shot(page, 'recharge-operator');
      await page.getByTestId('option-claro').click();
      await page.getByTestId('option-next').click();

      await expect(page.getByTestId('recharge-amounts')).toBeVisible();
      await expect(page.locator('.option-menu__label').first()).toHaveText(/R\$\s15,00/);
      await shot(page, 'recharge-amount');
      await page.getByTestId('option-3000').click();
      await page.getByTestId('option-next').click();

      await expect(page.getByTestId('recharge-review-phone')).toHaveText('+55 (11) 98765-4321');
      await expect(page.getByTestId('recharge-review-operator')).toHaveText('Claro');
      await expect(page.getByTestId('recharge-review-amount')).toHaveText(/R\$\s30,00/);
      await shot(page, 'recharge-review');
      await page.getByTestId('recharge-confirm').click();
      await expect(
        page.getByRole('heading', { name: /Digite seu PIN para recarregar R\$\s30,00/ }),
      ).toBeVisible();
      await shot(page, 'recharge-pin');
      await typePin(page, demo('ana').pin);

      await expect(page.getByTestId('recharge-done')).toBeVisible();
      await expect(page.getByTestId('recharge-done-operator')).toHaveText('Claro');
      await expect(page.getByTestId('recharge-done-phone')).toHaveText('+55 (11) 98765-4321');
      await shot(page, 'recharge-receipt');
      await page.getByTestId('recharge-home').click();
      await expect.poll(() => homeBalance(page)).toBe(before - 3000);

      // the statement carries it
      await page.goto('/newTransactionHistory');
      await expect(page.getByText('Recarga de celular').first()).toBeVisible();
      await shot(page, 'recharge-statement');
      // reopened from the statement, the receipt carries the operator and the number topped up
      await page.getByTestId('history-item').filter({ hasText: 'Recarga de celular' }).first().click();
      await expect(page.getByTestId('receipt-recharge-operator')).toHaveText('Claro');
      await expect(page.getByTestId('receipt-recharge-number')).toHaveText('+55 (11) 98765-4321');
      await shot(page, 'recharge-statement-receipt');
    });

    test('in English, a top-up the operator refuses is given back, and Oi (no amounts) is not offered', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'ana', { locale: 'en' });
      const before = await homeBalance(page);
      await page.goto('/cellularRecharge');
      await expect(page.getByRole('heading', { name: 'Which mobile do you want to top up?' })).toBeVisible();
      await page.getByTestId('recharge-number').fill('21999990000');
      await shot(page, 'recharge-number-en');
      await page.getByTestId('recharge-number-submit').click();

      // Oi sells none: it is not offered, so no choice leads nowhere
      await expect(page.getByTestId('recharge-operators')).toBeVisible();
      await expect(page.getByTestId('option-oi')).toHaveCount(0);
      await page.getByTestId('option-vivo').click();
      await page.getByTestId('option-next').click();
      await page.getByTestId('option-2000').click();
      await page.getByTestId('option-next').click();
      await expect(page.getByTestId('recharge-review-phone')).toHaveText('+55 (21) 99999-0000');
      await shot(page, 'recharge-review-en');
      await page.getByTestId('recharge-confirm').click();
      await typePin(page, demo('ana').pin);

      await expect(page.getByTestId('recharge-refunded')).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'The operator did not confirm the top-up' }),
      ).toBeVisible();
      await expect(page.getByText(/went back to your account/)).toBeVisible();
      await shot(page, 'recharge-refunded-en');
      await page.getByTestId('recharge-home').click();
      await expect.poll(() => homeBalance(page)).toBe(before);
      await page.goto('/newTransactionHistory');
      await expect(page.getByText('Mobile top-up refund').first()).toBeVisible();
      await shot(page, 'recharge-statement-en');
    });
  });
