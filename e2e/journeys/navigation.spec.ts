import { login, shot } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

test('a private route deep-linked while logged out returns there after login', async ({ page }) => {
  await page.goto('/newTransactionHistory');
  await expect(page).toHaveURL(/\/newLogin/);
  await expect(page.getByTestId('login-relogin')).toBeVisible();
  await shot(page, 'deep-link-login');
  await login(page, 'carla');
  await expect(page).toHaveURL(/\/newTransactionHistory$/);
  await expect(page.getByTestId('history-bucket').first()).toBeVisible();
});

test('going offline shows the no-internet page; its retry is refused while still offline', async ({
  page,
  context,
}) => {
  await login(page, 'carla');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('no-internet-page')).toBeVisible();
  await page.getByTestId('no-internet-retry').click();
  await expect(page.getByTestId('snackbar')).toBeVisible();
  await shot(page, 'offline');
  await context.setOffline(false);
  // Back online, the page gives way by itself (the browser's online event).
  await expect(page.getByTestId('no-internet-page')).toBeHidden();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
});

test('a lazy chunk that fails to load shows the retry page, whose button reloads', async ({ page }) => {
  await login(page, 'carla');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.route(/\/assets\/feature-history-.*\.js$/, (route) => route.abort());
  await page.getByTestId('shortcut-history').click();
  await expect(page.getByTestId('chunk-retry-page')).toBeVisible();
  await shot(page, 'chunk-retry');
  await page.unroute(/\/assets\/feature-history-.*\.js$/);
  await page.getByTestId('error-page-action').click();
  await expect(page.getByTestId('history-bucket').first()).toBeVisible();
});
