import {
  formatDate,
  isHoliday,
  isWeekend,
  workingDayOnOrAfter,
} from '../../packages/core/src/calendar/index.ts';
import { bankToday } from '../support/bank-clock.ts';
import { openAs, shot } from '../support/demo.ts';
import { centavosIn, deviceItem, reachPhoneList } from '../support/financing.ts';
import { checkSummary, readSummary } from '../support/independent-cet.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * /FinancingDeviceDetails in a real browser: Heitor (approved for R$ 8.000,00, 10% minimum entry)
 * chooses a phone, colour and storage, an insurance, edits the down payment, instalments and first
 * date, and reaches a summary whose figures agree with each other.
 */

const flow = (page: Page) => page.getByTestId('financing-device');

/**
 * After an editor's update: the edited terms priced again (the flow back on the payment details,
 * not `updating`) and "Ver resumo" usable, so a value already on screen proves nothing early.
 */
async function termsSettled(page: Page): Promise<void> {
  await expect(flow(page)).toHaveAttribute('data-step', 'paymentDetails', { timeout: 15_000 });
  await expect(page.getByTestId('payment-continue')).toBeEnabled();
}

test.describe.configure({ mode: 'serial' });

test('Heitor chooses a phone and edits the terms: the summary agrees with every choice', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await openAs(browser, 'heitor', { locale: 'pt-BR' });
  await reachPhoneList(page, '630000');
  await expect(page.getByRole('heading', { name: 'Escolha o celular' })).toBeVisible();

  await deviceItem(page, 'aurora-x5').click();
  await expect(page.getByTestId('device-details')).toBeVisible();
  await expect(page.getByTestId('carousel-dot-5')).toBeVisible();
  await page.getByTestId('carousel-dot-3').click();
  await expect(page.getByTestId('carousel')).toHaveAttribute('data-index', '2');

  // Verde Menta exists in 128 GB only: 256 GB is struck through and refused with the message
  await page.getByTestId('device-color-Verde Menta').click();
  await expect(page.getByTestId('device-color-chosen')).toHaveText('Verde Menta');
  const big = page.getByTestId('device-storage-256 GB');
  await expect(big).toHaveAttribute('data-available', 'false');
  await big.click();
  await expect(page.getByTestId('snackbar')).toHaveText('Esta combinação de aparelho não está disponível');
  await expect(big).toHaveAttribute('aria-pressed', 'false');
  await shot(page, 'financing-device-unavailable');

  await expect(page.getByTestId('snackbar')).toBeHidden();
  await page.getByTestId('device-color-Azul Oceano').click();
  await page.getByTestId('device-storage-256 GB').click();
  await expect(page.getByTestId('device-price')).toContainText('R$ 2.899,00');
  await shot(page, 'financing-device-details');
  await page.getByTestId('device-next').click();

  // insurance: nothing chosen is refused; read more returns to the insurance
  await expect(page.getByTestId('insurance-step')).toBeVisible();
  await page.getByTestId('insurance-next').click();
  await expect(page.getByTestId('insurance-error')).toHaveText('Selecione uma opção');
  await shot(page, 'financing-insurance');
  await page.getByTestId('insurance-read-more-extended').click();
  await expect(page.getByTestId('warranty-extended')).toBeVisible();
  await shot(page, 'financing-insurance-extended');
  await page.getByTestId('top-bar-back').click();
  await expect(page.getByTestId('insurance-step')).toBeVisible();
  await page.getByTestId('insurance-extended').click();
  await page.getByTestId('insurance-next').click();

  // payment details with the defaults: the minimum entry, 18 instalments
  await expect(page.getByTestId('payment-details')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('payment-installments')).toContainText('18x');
  await shot(page, 'financing-payment-details');

  await page.getByTestId('payment-down-payment-edit').click();
  await expect(flow(page)).toHaveAttribute('data-step', 'down_payment');
  await page.getByTestId('down-payment-slider').fill('50037');
  // the slider moves in whole reais
  await expect(page.getByTestId('down-payment-slider-value')).toHaveText('R$ 500,00');
  await shot(page, 'financing-down-payment');
  await page.getByTestId('down-payment-update').click();
  await termsSettled(page);
  await expect(page.getByTestId('payment-down-payment')).toHaveText('R$ 500,00');

  await page.getByTestId('payment-installments-edit').click();
  await expect(page.getByTestId('installments-sheet')).toBeVisible();
  await expect(page.getByTestId('installments-18')).toBeVisible();
  await shot(page, 'financing-installments-sheet');
  await page.getByTestId('installments-cancel').click();
  await expect(page.getByTestId('installments-sheet')).toBeHidden();
  await page.getByTestId('payment-installments-edit').click();
  await page.getByTestId('installments-12').click();
  await termsSettled(page);
  await expect(page.getByTestId('payment-installments')).toContainText('12x');

  await page.getByTestId('payment-first-date-edit').click();
  await expect(page.getByTestId('date-picker')).toBeVisible();
  const readDays = () =>
    page.locator('[data-testid^="date-picker-day-"]').evaluateAll((buttons) =>
      buttons.map((b) => ({
        day: (b.getAttribute('data-testid') ?? '').replace('date-picker-day-', ''),
        disabled: (b as HTMLButtonElement).disabled,
        pressed: b.getAttribute('aria-pressed') === 'true',
      })),
    );
  let days = await readDays();
  // the window may end days into the month shown (the year's end): then the next month's days
  for (let i = 0; i < 2 && days.filter((d) => !d.disabled && !d.pressed).length < 3; i++) {
    await page.getByTestId('date-picker-next').click();
    days = await readDays();
  }
  // weekends cannot be picked
  for (const d of days) if (isWeekend(d.day)) expect(d.disabled, d.day).toBe(true);
  const choosable = days.filter((d) => !d.disabled && !d.pressed).map((d) => d.day);
  // a holiday when the month has one (moved to the next working day), else another day
  const pickedDay = choosable.find((d) => isHoliday(d)) ?? choosable[2] ?? '';
  await page.getByTestId(`date-picker-day-${pickedDay}`).click();
  await shot(page, 'financing-installment-date');
  await page.getByTestId('installment-date-update').click();
  // the bank checks the day, then the terms are priced again: the first date may move to the one
  // already shown (a holiday before the default date), so the settled flow is what is waited for
  await termsSettled(page);
  const expectedDate = formatDate(workingDayOnOrAfter(pickedDay));
  await expect(page.getByTestId('payment-first-date')).toHaveText(expectedDate);

  await page.getByTestId('payment-continue').click();
  await expect(page.getByTestId('financing-summary')).toBeVisible();
  await expect(page.getByTestId('summary-down-payment')).toHaveText('R$ 500,00');
  await expect(page.getByTestId('summary-installments')).toContainText('12x');
  await expect(page.getByTestId('summary-first-date')).toHaveText(expectedDate);
  await expect(page.getByTestId('summary-insurance')).toHaveText('Garantia Estendida');
  const rows = page.getByTestId('schedule-row');
  await expect(rows).toHaveCount(12);
  await expect(rows.first()).toContainText(expectedDate);
  let scheduleSum = 0;
  for (let i = 0; i < 12; i++) scheduleSum += await centavosIn(rows.nth(i));
  const total = await centavosIn(page.getByTestId('summary-total'));
  expect(scheduleSum).toBe(total);
  expect(await centavosIn(page.getByTestId('summary-total-with-down'))).toBe(total + 50_000);
  expect(await centavosIn(rows.first())).toBe(await centavosIn(page.getByTestId('summary-installments')));
  await page.getByTestId('summary-iof-toggle').click();
  await expect(page.getByTestId('summary-iof-details')).toBeVisible();
  await shot(page, 'financing-summary');
  // Every figure shown, recomputed apart (Price table, IOF, CET with FC0 = price - down payment):
  // the extended warranty for 12 instalments is 9% of R$ 2.899,00, financed as a cost.
  const insured = checkSummary(await readSummary(page), 289_900, await bankToday(page.request));
  expect(insured.insuranceCents).toBe(26_091);

  // back from the summary returns to the payment details, unchanged
  await page.getByTestId('top-bar-back').click();
  await expect(page.getByTestId('payment-down-payment')).toHaveText('R$ 500,00');
  await page.getByTestId('payment-continue').click();
  // the confirmation posts its metrics event to the product backend, which stores it (202)
  const metric = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/product/metrics') &&
      r.request().postDataJSON()?.eventType === 'financing_payment_details_confirmed',
  );
  await page.getByTestId('summary-confirm').click();
  await expect(page).toHaveURL(/\/FinancingTerms$/);
  expect((await metric).status()).toBe(202);

  // coming back later: the proposal waits for the selfie, step 3 of 4, and continue opens the terms
  await page.goto('/newWalletLaunch');
  await page.goto('/financingCreditSimulation');
  await expect(page.getByTestId('resume-summary')).toBeVisible();
  await expect(page.getByTestId('resume-step')).toHaveCount(4);
  expect(
    await page.getByTestId('resume-step').evaluateAll((s) => s.map((e) => e.getAttribute('data-state'))),
  ).toEqual(['done', 'done', 'current', 'pending']);
  await expect(page.getByTestId('resume-device')).toHaveText('Aurora X5 256 GB Azul Oceano');
  await shot(page, 'financing-credit-resume-contract');
  await page.getByTestId('resume-continue').click();
  await expect(page).toHaveURL(/\/FinancingTerms$/);
});

test('In English, Heitor changes phone from the summary and sees the list again', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await openAs(browser, 'heitor', { locale: 'en' });
  await page.goto('/FinancingDeviceDetails');
  await expect(page.getByTestId('device-list')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Choose phone' })).toBeVisible();
  await shot(page, 'financing-device-list-en');
  await deviceItem(page, 'nimbo-lite-3').click();
  await expect(page.getByTestId('device-details')).toBeVisible();
  // Rosa Quartzo has no 64 GB
  await page.getByTestId('device-storage-64 GB').click();
  await expect(page.getByTestId('device-color-Rosa Quartzo')).toHaveAttribute('data-available', 'false');
  await page.getByTestId('device-color-Rosa Quartzo').click();
  await expect(page.getByTestId('snackbar')).toHaveText('This device combination is not available');
  await shot(page, 'financing-device-unavailable-en');
  await expect(page.getByTestId('snackbar')).toBeHidden();
  await expect(page.getByTestId('device-storage-64 GB')).toHaveAttribute('aria-pressed', 'true');
  const price = await centavosIn(page.getByTestId('device-price'));
  await page.getByTestId('device-next').click();
  await page.getByTestId('insurance-next').click();
  await expect(page.getByTestId('insurance-error')).toHaveText('Select an option');
  await shot(page, 'financing-insurance-en');
  await page.getByTestId('insurance-none').click();
  await page.getByTestId('insurance-next').click();
  await expect(page.getByTestId('payment-details')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'financing-payment-details-en');
  await page.getByTestId('payment-first-date-edit').click();
  await shot(page, 'financing-installment-date-en');
  await page.getByTestId('top-bar-back').click();
  await page.getByTestId('payment-continue').click();
  await expect(page.getByTestId('schedule-row')).toHaveCount(18);
  await shot(page, 'financing-summary-en');
  // Without insurance the requested amount is all phone: FC0 = requested, recomputed apart too.
  expect(checkSummary(await readSummary(page), price, await bankToday(page.request)).insuranceCents).toBe(0);
  await page.getByTestId('summary-change-phone').click();
  await expect(page.getByTestId('device-list')).toBeVisible();
  await page.getByTestId('top-bar-back').click();
  await expect(page).toHaveURL(/\/financingCreditSimulation$/);
  await expect(page.getByTestId('resume-summary')).toBeVisible();
  await shot(page, 'financing-credit-resume-en');
});
