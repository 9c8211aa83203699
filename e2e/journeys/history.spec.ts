import { login, shot } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

test('the statement covers 90 days in the spec buckets, filters, and opens a receipt', async ({ page }) => {
  await login(page, 'ana');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.getByTestId('shortcut-history').click();
  await expect(page).toHaveURL(/\/newTransactionHistory$/);
  const buckets = page.getByTestId('history-bucket');
  await expect(buckets.first()).toBeVisible();
  expect(await buckets.count()).toBeGreaterThanOrEqual(2);
  await shot(page, 'history-pt-BR');

  await page.getByTestId('history-filter-in').click();
  await expect(page.getByTestId('history-item').first()).toBeVisible();
  const incoming = await page.getByTestId('history-item').allTextContents();
  expect(incoming.every((t) => t.includes('+'))).toBe(true);
  await page.getByTestId('history-filter-out').click();
  await expect(page.getByTestId('history-item').first()).toBeVisible();
  const outgoing = await page.getByTestId('history-item').allTextContents();
  expect(outgoing.some((t) => t.includes('+'))).toBe(false);

  await page.getByTestId('history-filter-all').click();
  await page.locator('[data-testid="history-item"][data-transaction-id]').first().click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toContainText('R$');
  await shot(page, 'receipt-pt-BR');
});
