import { addDays } from '../../packages/core/src/calendar/index.ts';
import { bankToday } from '../support/bank-clock.ts';
import { login, shot } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

test('the statement covers 90 days in the spec buckets, filters, a chosen period, and opens a receipt', async ({
  page,
  request,
}) => {
  await login(page, 'ana');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.getByTestId('shortcut-history').click();
  await expect(page).toHaveURL(/\/newTransactionHistory$/);
  const buckets = page.getByTestId('history-bucket');
  await expect(buckets.first()).toBeVisible();
  expect(await buckets.count()).toBeGreaterThanOrEqual(2);
  await shot(page, 'history-pt-BR');
  // at 360 px a long name ("Gabriela Nunes Ribeiro") wraps to a second line instead of being cut,
  // never past two, and the amount beside it stays whole on one line inside the screen
  const rows = await page.getByTestId('history-item').evaluateAll((items) =>
    items.map((item) => {
      const title = item.querySelector('.transaction-row__title') as HTMLElement;
      const amount = item.querySelector('.transaction-row__amount') as HTMLElement;
      const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
      return {
        lines: Math.round(title.getBoundingClientRect().height / lineHeight),
        cut: title.scrollHeight > title.clientHeight + 1,
        amountLines: Math.round(amount.getBoundingClientRect().height / lineHeight),
        amountRight: amount.getBoundingClientRect().right,
      };
    }),
  );
  expect(rows.some((r) => r.lines === 2 && !r.cut)).toBe(true);
  for (const row of rows) {
    expect(row.lines).toBeLessThanOrEqual(2);
    expect(row.amountLines).toBe(1);
    expect(row.amountRight).toBeLessThanOrEqual(360);
  }

  await page.getByTestId('history-filter-in').click();
  await expect(page.getByTestId('history-item').first()).toBeVisible();
  const incoming = await page.getByTestId('history-item').allTextContents();
  expect(incoming.every((t) => t.includes('+'))).toBe(true);
  await page.getByTestId('history-filter-out').click();
  await expect(page.getByTestId('history-item').first()).toBeVisible();
  const outgoing = await page.getByTestId('history-item').allTextContents();
  expect(outgoing.some((t) => t.includes('+'))).toBe(false);

  await page.getByTestId('history-filter-all').click();
  // a period within the 90 days: a wrong one is refused on the spot, the list shows the chosen one,
  // and back from the period editor returns to the list
  const today = await bankToday(request);
  const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
  const everything = await page.getByTestId('history-item').count();
  await page.getByTestId('history-range-change').click();
  await page.getByTestId('history-range-from').fill(addDays(today, -3));
  await page.getByTestId('history-range-to').fill(addDays(today, -30));
  await page.getByTestId('history-range-apply').click();
  await expect(page.getByTestId('history-range-error')).toContainText('anterior ou igual');
  await shot(page, 'history-range-refused');
  await page.getByTestId('history-range-from').fill(addDays(today, -30));
  await page.getByTestId('history-range-to').fill(addDays(today, -3));
  await page.getByTestId('history-range-apply').click();
  await expect(page.getByTestId('history-period')).toHaveText(
    `De ${ddmmyyyy(addDays(today, -30))} a ${ddmmyyyy(addDays(today, -3))}`,
  );
  await expect(page.getByTestId('history-item').or(page.getByTestId('history-empty')).first()).toBeVisible();
  expect(await page.getByTestId('history-item').count()).toBeLessThanOrEqual(everything);
  await shot(page, 'history-period');
  await page.getByTestId('history-range-change').click();
  await expect(page.getByTestId('history-range-from')).toHaveValue(addDays(today, -30));
  await page.goBack();
  await expect(page.getByTestId('history-period')).toContainText(ddmmyyyy(addDays(today, -30)));

  await page.locator('[data-testid="history-item"][data-transaction-id]').first().click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toContainText('R$');
  await shot(page, 'receipt-pt-BR');
});
