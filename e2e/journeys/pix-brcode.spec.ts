import { expect, type Page, test } from '@playwright/test';
import type { Centavos } from '../../packages/core/src/money/index.ts';
import { buildBrCode } from '../../packages/core/src/pix/index.ts';
import { MANUAL_COMPOSITE_STATIC, MANUAL_STATIC } from '../../packages/core/src/pix/test-vectors.ts';
import { homeBalance, login, shot } from '../support/demo.ts';

/** Pedro Henrique Santos, Pagar Fácil IP (a sandbox institution), random key. */
const PEDRO_EVP = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

async function openCopyPaste(page: Page): Promise<void> {
  await login(page, 'bruno');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.goto('/pixLandingComponent');
  await page.getByTestId('pix-action-copy-paste').click();
}

test('the central bank manual’s codes: name, city, key and amount shown, and their unknown key said plainly', async ({
  page,
}) => {
  await openCopyPaste(page);
  const before = await (async () => {
    await page.goto('/newWalletLaunch');
    return homeBalance(page);
  })();
  await page.goto('/pixQrCopyPasteComponent');

  // §2.8.5.2: a static code with a key, R$ 100,50, "Fulano de Tal", BRASILIA; its key is in no directory
  await page.getByTestId('pix-paste-input').fill(MANUAL_COMPOSITE_STATIC);
  await page.getByTestId('pix-paste-submit').click();
  await expect(page.getByTestId('pix-paste-error')).toContainText('Chave Pix não encontrada');
  await expect(page.getByTestId('pix-code-name')).toHaveText('Fulano de Tal');
  await expect(page.getByTestId('pix-code-city')).toHaveText('BRASILIA');
  await expect(page.getByTestId('pix-code-key')).toContainText('123e4567');
  await expect(page.getByTestId('pix-code-amount')).toHaveText('R$ 100,50');
  await expect(page.locator('main')).toHaveAttribute('data-step', 'target');
  await shot(page, 'pix-brcode-manual-unknown-key');

  // §2.6.3: the same key, no amount
  await page.getByTestId('pix-paste-input').fill(MANUAL_STATIC);
  await page.getByTestId('pix-paste-submit').click();
  await expect(page.getByTestId('pix-code-amount')).toHaveText('Valor livre');

  await page.goto('/newWalletLaunch');
  expect(await homeBalance(page)).toBe(before);
});

test('a code built as the manual says for a known key: the review shows name, city, key and amount', async ({
  page,
}) => {
  await openCopyPaste(page);
  const code = buildBrCode({
    kind: 'static',
    key: PEDRO_EVP,
    amount: 1234 as Centavos,
    merchantName: 'Pedro Henrique Santos',
    merchantCity: 'Sao Paulo',
  });
  await page.getByTestId('pix-paste-input').fill(code);
  await page.getByTestId('pix-paste-submit').click();
  await expect(page.getByTestId('pix-review-amount')).toContainText('12,34');
  await expect(page.getByTestId('pix-review-name')).toContainText('Pedro Henrique Santos');
  await expect(page.getByTestId('pix-review-city')).toContainText(/s[aã]o paulo/i);
  await expect(page.getByTestId('pix-review-key')).not.toBeEmpty();
  await expect(page.getByTestId('pix-review-institution')).toContainText('Pagar Fácil');
  await shot(page, 'pix-brcode-review');
});
