import type { Centavos } from '../../packages/core/src/money/index.ts';
import { buildBrCode } from '../../packages/core/src/pix/index.ts';
import {
  MANUAL_COMPOSITE_STATIC,
  MANUAL_DYNAMIC,
  MANUAL_STATIC,
} from '../../packages/core/src/pix/test-vectors.ts';
import { newContext } from '../support/bank-clock.ts';
import { demo, homeBalance, login, shot, typePin } from '../support/demo.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Pedro Henrique Santos, Pagar Fácil IP (a sandbox institution), random key. */
const PEDRO_EVP = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
/** A random key in no directory. */
const UNKNOWN_EVP = '0f8e7d6c-5b4a-4392-8172-6a5b4c3d2e1f';

async function openCopyPaste(page: Page): Promise<void> {
  await login(page, 'bruno');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.goto('/pixLandingComponent');
  await page.getByTestId('pix-action-copy-paste').click();
}

test('the central bank manual’s code: the review shows its name, city, key and amount, and Bruno pays it', async ({
  page,
}) => {
  await openCopyPaste(page);
  const before = await (async () => {
    await page.goto('/newWalletLaunch');
    return homeBalance(page);
  })();
  await page.goto('/pixQrCopyPasteComponent');

  // §2.8.5.2: a static code with a key, R$ 100,50, "Fulano de Tal", BRASILIA (a sandbox institution's key)
  await page.getByTestId('pix-paste-input').fill(MANUAL_COMPOSITE_STATIC);
  await page.getByTestId('pix-paste-submit').click();
  await expect(page.locator('main')).toHaveAttribute('data-step', 'review');
  await expect(page.getByTestId('pix-review-name')).toHaveText('Fulano de Tal');
  await expect(page.getByTestId('pix-review-city')).toHaveText('BRASILIA');
  await expect(page.getByTestId('pix-review-key')).toContainText('123e4567');
  await expect(page.getByTestId('pix-review-key')).toContainText('0000');
  await expect(page.getByTestId('pix-review-amount')).toContainText('100,50');
  await expect(page.getByTestId('pix-review-institution')).toContainText('Cooperativa Vale Verde');
  await shot(page, 'pix-brcode-manual-review');
  await page.getByTestId('pix-review-confirm').click();
  await typePin(page, demo('bruno').pin);
  await expect(page.getByTestId('pix-done')).toBeVisible();
  await shot(page, 'pix-brcode-manual-receipt');

  await page.goto('/newWalletLaunch');
  await expect.poll(() => homeBalance(page)).toBe(before - 10050);
});

test('a code whose key no directory knows: what the code says is shown, the unknown key said plainly', async ({
  page,
}) => {
  await openCopyPaste(page);
  const before = await (async () => {
    await page.goto('/newWalletLaunch');
    return homeBalance(page);
  })();
  await page.goto('/pixQrCopyPasteComponent');
  const code = (amount?: number) =>
    buildBrCode({
      kind: 'static',
      key: UNKNOWN_EVP,
      ...(amount ? { amount: amount as Centavos } : {}),
      merchantName: 'Beltrano de Tal',
      merchantCity: 'RECIFE',
    });

  await page.getByTestId('pix-paste-input').fill(code(10050));
  await page.getByTestId('pix-paste-submit').click();
  await expect(page.getByTestId('pix-paste-error')).toContainText('Chave Pix não encontrada');
  await expect(page.getByTestId('pix-code-name')).toHaveText('BELTRANO DE TAL');
  await expect(page.getByTestId('pix-code-city')).toHaveText('RECIFE');
  await expect(page.getByTestId('pix-code-key')).toContainText('0f8e7d6c');
  await expect(page.getByTestId('pix-code-amount')).toHaveText('R$ 100,50');
  await expect(page.locator('main')).toHaveAttribute('data-step', 'target');
  await shot(page, 'pix-brcode-unknown-key');

  // the same key, no amount
  await page.getByTestId('pix-paste-input').fill(code());
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

test('the manual’s dynamic code, whose payment details sit at another institution, is not called invalid: it could not be loaded, try again; nothing moves', async ({
  page,
}) => {
  await openCopyPaste(page);
  await page.getByTestId('pix-paste-input').fill(MANUAL_DYNAMIC);
  await page.getByTestId('pix-paste-submit').click();
  await expect(page.getByTestId('pix-paste-error')).toContainText('não conseguimos carregar os dados');
  await expect(page.getByTestId('pix-paste-error')).not.toContainText('não é válido');
  await shot(page, 'pix-brcode-dynamic-unavailable');
  await page.getByTestId('pix-paste-retry').click();
  await expect(page.getByTestId('pix-paste-error')).toContainText('não conseguimos carregar os dados');
  await expect(page.locator('main')).toHaveAttribute('data-step', 'target');
});

/** The app shell hands a deep link to the web view (cross-cutting.md, native bridge). */
async function shellDeepLink(page: Page, path: string, state: Record<string, unknown> = {}): Promise<void> {
  await page.evaluate(
    ([p, s]) =>
      window.dispatchEvent(
        new CustomEvent('carteira:native', { detail: { type: 'deeplink', path: p, state: s } }),
      ),
    [path, state] as const,
  );
}

test('links carrying a Pix code open copy and paste with the code filled in, through login when needed', async ({
  browser,
}) => {
  const escaped = MANUAL_STATIC.replaceAll(' ', '%20');
  // an address with the code, before logging in: login first, then copy and paste with the code
  const page = await (await newContext(browser)).newPage();
  await page.goto(`/pix/${escaped}`);
  await expect(page).toHaveURL(/\/newLogin$/);
  await login(page, 'bruno');
  await expect(page).toHaveURL(/\/pixQrCopyPasteComponent$/);
  await expect(page.getByTestId('pix-paste-input')).toHaveValue(MANUAL_STATIC);
  await shot(page, 'pix-link-code');
  // the code has no amount: on to the amount, with the receiver the directory knows
  await page.getByTestId('pix-paste-submit').click();
  await expect(page.locator('main')).toHaveAttribute('data-step', 'amount');

  // a shell deep link carrying a code
  await page.goto('/newWalletLaunch');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await shellDeepLink(page, escaped);
  await expect(page).toHaveURL(/\/pixQrCopyPasteComponent$/);
  await expect(page.getByTestId('pix-paste-input')).toHaveValue(MANUAL_STATIC);

  // the receive Pix shortcut: the Pix home with its action, receive or send
  await shellDeepLink(page, '/pixLandingComponent', { pixAction: 'receive' });
  await expect(page).toHaveURL(/\/pixReceive$/);
  await expect(page.getByRole('heading', { name: 'Receber Pix' })).toBeVisible();
  await shellDeepLink(page, '/pixLandingComponent', { pixAction: 'send' });
  await expect(page).toHaveURL(/\/pixSendComponent$/);
  await expect(page.getByTestId('option-PHONE')).toBeVisible();
});
