import type { Page } from '@playwright/test';
import { demo, homeBalance, openAs, typePin } from '../support/demo.ts';
import { fakeCameraShowing, writeQrVideo } from '../support/fake-qr-camera.ts';
import { expect, test } from '../support/test.ts';

/** Screens of this journey, looked at by eye at 360x800. */
const shot = (page: Page, name: string) =>
  page.screenshot({ animations: 'disabled', path: `/tmp/recharge-shots/${name}.png` });

// the (fake) back camera shows the QR code of the sandbox ATM at Av. Paulista (R$ 100,00)
test.use(fakeCameraShowing(writeQrVideo('atm-withdraw', '24H-SAQUE-0001-SP')));

test.describe
  .serial('ATM withdrawal by QR code', () => {
    // a loaded machine: the fake camera and the whole flow take longer than the default
    test.setTimeout(150_000);

    test("Bruno scans the ATM's QR code, sees amount and fee, types his PIN and gets the withdrawal id", async ({
      browser,
    }) => {
      const page = await openAs(browser, 'bruno', { permissions: ['camera'] });
      const before = await homeBalance(page);
      await page.goto('/atmWithdraw');
      await expect(page.getByTestId('atm-scan')).toHaveAttribute('data-live', 'true', { timeout: 30_000 });
      await shot(page, 'atm-scan');

      await expect(page.locator('main')).toHaveAttribute('data-step', 'review', { timeout: 30_000 });
      await expect(page.getByTestId('atm-review-terminal')).toHaveText('Av. Paulista, 1000');
      await expect(page.getByTestId('atm-review-value')).toHaveText(/R\$\s100,00/);
      await expect(page.getByTestId('atm-review-fee')).toHaveText(/R\$\s6,50/);
      await expect(page.getByTestId('atm-review-total')).toHaveText(/R\$\s106,50/);
      expect(await page.locator('video').count()).toBe(0);
      await shot(page, 'atm-review');
      await page.getByTestId('atm-confirm').click();
      await typePin(page, demo('bruno').pin);

      await expect(page.getByTestId('atm-done')).toBeVisible();
      await expect(page.getByTestId('atm-withdrawal-id')).toHaveText(/^SAQ-[0-9A-F]{10}$/);
      const withdrawalId = ((await page.getByTestId('atm-withdrawal-id').textContent()) ?? '').trim();
      await shot(page, 'atm-receipt');
      await page.getByTestId('atm-home').click();
      await expect.poll(() => homeBalance(page)).toBe(before - 10_650);
      await page.goto('/newTransactionHistory');
      await expect(page.getByText('Saque em caixa eletrônico').first()).toBeVisible();
      await shot(page, 'atm-statement');
      // reopened from the statement, the receipt carries the withdrawal's identifier
      await page.getByTestId('history-item').filter({ hasText: 'Saque em caixa eletrônico' }).first().click();
      await expect(page.getByTestId('receipt-withdrawal-id')).toHaveText(withdrawalId);
      await shot(page, 'atm-statement-receipt');
    });

    test('in English, a code typed: an expired and an unknown one are refused clearly, then a valid one is withdrawn', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'bruno', { locale: 'en', permissions: ['camera'] });
      const before = await homeBalance(page);
      await page.goto('/atmWithdraw');
      await expect(
        page.getByRole('heading', { name: "Point the camera at the QR code on the ATM's screen" }),
      ).toBeVisible();
      await page.getByTestId('atm-type-instead').click();
      await page.getByTestId('atm-code').fill('24h-saque-0009-sp');
      await page.getByTestId('atm-code-submit').click();
      await expect(page.getByText('This ATM code has expired. Ask the ATM for a new code.')).toBeVisible();
      await shot(page, 'atm-code-expired-en');
      // an unknown one too
      await page.getByTestId('atm-code').fill('24H-SAQUE-7777-XX');
      await page.getByTestId('atm-code-submit').click();
      await expect(
        page.getByText('We do not recognise this ATM code. Check it and try again.'),
      ).toBeVisible();

      await page.getByTestId('atm-code').fill('24H-SAQUE-0002-SP');
      await page.getByTestId('atm-code-submit').click();
      await expect(page.getByTestId('atm-review-total')).toHaveText(/R\$\s56[.,]50/);
      await shot(page, 'atm-review-en');
      await page.getByTestId('atm-confirm').click();
      await typePin(page, demo('bruno').pin);
      await expect(page.getByTestId('atm-done')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Withdrawal authorised' })).toBeVisible();
      await shot(page, 'atm-receipt-en');
      await page.getByTestId('atm-home').click();
      await expect.poll(() => homeBalance(page)).toBe(before - 5_650);
    });
  });
