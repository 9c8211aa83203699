import { openAs, shot } from '../support/demo.ts';
import { centavosIn, deviceItem } from '../support/financing.ts';
import { FinancingApi } from '../support/financing-api.ts';
import { creditApproved } from '../support/financing-resume.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * The summary before confirming, at 360 px: what the customer finances (the phone's price and the
 * protection for the instalment count chosen) and how the total is built from it. The sandbox
 * insurer charges 1,5% (complete) or 0,75% (extended) of the price per month of cover, at least 12
 * months: for the R$ 2.499,00 Aurora X5, R$ 449,82 complete in 12 instalments, R$ 337,37 extended in 18.
 * Heitor's credit is approved on a new contracting through the service first (the resume journey
 * leaves his last one denied).
 */

test.describe.configure({ mode: 'serial' });

/** Every figure agrees with the others: price + protection - down payment, + IOF, the totals. */
async function expectFiguresAgree(page: Page, insurance: number): Promise<void> {
  const price = await centavosIn(page.getByTestId('summary-price'));
  const down = await centavosIn(page.getByTestId('summary-down-payment'));
  const requested = await centavosIn(page.getByTestId('summary-requested'));
  const iof = await centavosIn(page.getByTestId('summary-iof'));
  const subtotal = await centavosIn(page.getByTestId('summary-subtotal'));
  const total = await centavosIn(page.getByTestId('summary-total'));
  expect(price).toBe(249_900);
  expect(requested).toBe(price + insurance - down);
  expect(subtotal).toBe(requested + iof);
  expect(total).toBeGreaterThan(subtotal);
  expect(await centavosIn(page.getByTestId('summary-total-with-down'))).toBe(total + down);
  expect(await centavosIn(page.getByTestId('schedule-total'))).toBe(total);
}

test('Heitor insures the phone for 12 instalments: the summary shows the price and that protection', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await openAs(browser, 'heitor');
  // a new contracting, the credit approved through the service (his last one may have ended)
  await creditApproved(await FinancingApi.of(page), 'heitor');
  await page.goto('/FinancingDeviceDetails');
  await expect(page.getByTestId('device-list')).toBeVisible({ timeout: 20_000 });
  await deviceItem(page, 'aurora-x5').click();
  await expect(page.getByTestId('device-price')).toContainText('R$ 2.499,00');
  await page.getByTestId('device-next').click();
  await page.getByTestId('insurance-complete').click();
  await page.getByTestId('insurance-next').click();
  await expect(page.getByTestId('payment-details')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('payment-installments-edit').click();
  await page.getByTestId('installments-12').click();
  await expect(page.getByTestId('payment-installments')).toContainText('12x');
  await page.getByTestId('payment-continue').click();

  await expect(page.getByTestId('financing-summary')).toBeVisible();
  await expect(page.getByTestId('summary-price')).toHaveText('R$ 2.499,00');
  await expect(page.getByTestId('summary-insurance')).toHaveText('Seguro Roubo e Dano Acidental');
  // 18% of the price for 12 months of cover, not the 27% quoted for 18 instalments
  await expect(page.getByTestId('summary-insurance-value')).toHaveText('R$ 449,82');
  await expect(page.getByTestId('summary-installments')).toContainText('12x');
  await expectFiguresAgree(page, 44_982);
  await shot(page, 'financing-summary-insured');
  await page.getByTestId('summary-total-with-down').scrollIntoViewIfNeeded();
  await shot(page, 'financing-summary-insured-totals');
  // nothing is cut or overflows sideways at 360 px
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('In English, with the extended warranty in 18 instalments', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await openAs(browser, 'heitor', { locale: 'en' });
  // the proposal of the test before waits for the selfie: the phone may still be changed
  await page.goto('/FinancingDeviceDetails');
  await expect(page.getByTestId('device-list')).toBeVisible({ timeout: 20_000 });
  await deviceItem(page, 'aurora-x5').click();
  await page.getByTestId('device-next').click();
  await page.getByTestId('insurance-extended').click();
  await page.getByTestId('insurance-next').click();
  await expect(page.getByTestId('payment-details')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('payment-continue').click();

  await expect(page.getByTestId('summary-insurance')).toHaveText('Extended warranty');
  await expect(page.getByTestId('summary-insurance-value')).toHaveText('R$ 337,37');
  await expect(page.getByTestId('summary-installments')).toContainText('18x');
  await expect(page.getByText('What you are financing')).toBeVisible();
  await expectFiguresAgree(page, 33_737);
  await shot(page, 'financing-summary-insured-en');
  await page.getByTestId('summary-total-with-down').scrollIntoViewIfNeeded();
  await shot(page, 'financing-summary-insured-totals-en');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
