import { homeBalance, login, shot } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

test('a demo customer logs in and sees the balance on home', async ({ page }) => {
  await page.goto('/newLogin');
  await shot(page, 'login-pt-BR');
  await login(page, 'ana');
  await expect(page).toHaveURL(/\/newWalletLaunch$/);
  await expect(page.getByTestId('home-greeting')).toHaveText(/Olá, Ana/);
  expect(await homeBalance(page)).toBeGreaterThan(0);
  await shot(page, 'home-pt-BR');

  // The eye hides and shows the amounts.
  await page.getByTestId('toggle-values').click();
  await expect(page.getByTestId('balance-value')).toHaveAttribute('data-state', 'hidden');
  await expect(page.getByTestId('balance-value')).not.toContainText(/\d/);
  await page.getByTestId('toggle-values').click();
  await expect(page.getByTestId('balance-value')).toHaveAttribute('data-state', 'ok');
});

test('the app in English', async ({ page }) => {
  await page.goto('/newLogin');
  await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await shot(page, 'login-en');
  await login(page, 'ana');
  await expect(page.getByTestId('home-greeting')).toHaveText(/Hi, Ana|Hello, Ana/);
  await expect(page.getByText('Pix', { exact: true }).first()).toBeVisible();
  await shot(page, 'home-en');
  await page.goto('/newTransactionHistory');
  await expect(page.getByTestId('history-item').first()).toBeVisible();
  await shot(page, 'history-en');
});

test('logout ends the session: a private route asks for login again', async ({ page }) => {
  await login(page, 'ana');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  // The bank revokes the token first, then the app shows the login page.
  await expect(page).toHaveURL(/\/newLogin/);
  await page.goto('/newWalletLaunch');
  await expect(page).toHaveURL(/\/newLogin/);
});
