import type { Centavos } from '../../packages/core/src/money/index.ts';
import { buildBrCode } from '../../packages/core/src/pix/index.ts';
import { demo, homeBalance, openAs, shot, typePin } from '../support/demo.ts';
import { fakeCameraShowing, writeQrVideo } from '../support/fake-qr-camera.ts';
import { expect, test } from '../support/test.ts';

/** Pedro Henrique Santos's random key at Pagar Fácil IP (a sandbox institution), in a static code for R$ 15,75. */
const CODE = buildBrCode({
  kind: 'static',
  key: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  amount: 1575 as Centavos,
  merchantName: 'Pedro Henrique Santos',
  merchantCity: 'SAO PAULO',
  txid: 'CAFE42',
});

// the (fake) back camera shows the code's QR image, drawn here from the code
test.use(fakeCameraShowing(writeQrVideo('pix-scan', CODE)));

test.describe
  .serial('Pix QR scan', () => {
    test('Bruno scans a Pix QR code from the Pix home and pays it', async ({ browser }) => {
      const page = await openAs(browser, 'bruno', { permissions: ['camera'] });
      const before = await homeBalance(page);
      await page.goto('/pixLandingComponent');
      await expect(page.getByTestId('pix-action-scan')).toBeVisible();
      await shot(page, 'pix-home-scan');
      await page.getByTestId('pix-action-scan').click();
      await expect(page).toHaveURL(/pixQrCopyPasteComponent/);
      await expect(page.getByTestId('pix-scan')).toHaveAttribute('data-live', 'true');
      await expect
        .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
        .toBeGreaterThan(0);
      await shot(page, 'pix-scan-camera');

      // the QR comes into sight: the same review as a pasted code
      await expect(page.locator('main')).toHaveAttribute('data-step', 'review', { timeout: 15_000 });
      await expect(page.getByTestId('pix-review-name')).toHaveText('Pedro Henrique Santos');
      await expect(page.getByTestId('pix-review-amount')).toContainText(/15[,.]75/);
      await expect(page.getByTestId('pix-review-city')).toHaveText('SAO PAULO');
      await expect(page.getByTestId('pix-review-institution')).toContainText('Pagar Fácil');
      await expect(page.getByTestId('pix-review-key')).toContainText('7c9e6679');
      await shot(page, 'pix-scan-review');
      // the camera was let go once the code was read
      expect(await page.locator('video').count()).toBe(0);

      await page.getByTestId('pix-review-confirm').click();
      await typePin(page, demo('bruno').pin);
      await expect(page.getByTestId('pix-done')).toBeVisible();
      await shot(page, 'pix-scan-receipt');
      await page.goto('/newWalletLaunch');
      await expect.poll(() => homeBalance(page)).toBe(before - 1575);
    });

    test('in English, the scan button of copy and paste opens the camera, and the code can be typed instead', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'bruno', { locale: 'en', permissions: ['camera'] });
      await page.goto('/pixQrCopyPasteComponent');
      await expect(page.getByTestId('pix-scan-start')).toHaveText(/Scan QR code/);
      await shot(page, 'pix-paste-scan-button-en');
      await page.getByTestId('pix-scan-start').click();
      await expect(page.getByTestId('pix-scan')).toHaveAttribute('data-live', 'true');
      await expect(page.getByRole('heading', { name: 'Point the camera at the Pix QR code' })).toBeVisible();
      await shot(page, 'pix-scan-camera-en');
      await page.getByTestId('pix-scan-cancel').click();
      await expect(page.getByTestId('pix-paste-input')).toBeVisible();
      expect(await page.locator('video').count()).toBe(0);

      // scanned again, the code reaches the review in English
      await page.getByTestId('pix-scan-start').click();
      await expect(page.locator('main')).toHaveAttribute('data-step', 'review', { timeout: 15_000 });
      await expect(page.getByTestId('pix-review-amount')).toContainText(/15[,.]75/);
      await shot(page, 'pix-scan-review-en');
    });
  });
