import { bankNow, newContext, spDateOf } from '../support/bank-clock.ts';
import { demo, homeBalance, login, shot, typePin } from '../support/demo.ts';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '../support/test.ts';

async function openAs(
  browser: Browser,
  who: 'ana' | 'bruno',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await login(page, who);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  return { context, page };
}

async function relogin(page: Page, who: 'ana' | 'bruno'): Promise<number> {
  await page.goto('/newLogin');
  await login(page, who);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  return homeBalance(page);
}

/** Picks a day on the schedule calendar, moving month by month until it shows. */
async function pickDay(page: Page, date: string): Promise<void> {
  const day = page.getByTestId(`date-picker-day-${date}`);
  for (let i = 0; i < 13 && !(await day.isVisible()); i++) await page.getByTestId('date-picker-next').click();
  await day.click();
}

async function resetClock(request: APIRequestContext): Promise<void> {
  expect((await request.delete('/api/sandbox/clock')).status()).toBe(200);
}

test.afterEach(async ({ request }) => {
  await resetClock(request);
});

test('Bruno schedules a Pix to Ana and cancels another; on the date it runs and both balances change', async ({
  browser,
  request,
}) => {
  // São Paulo's date `days` after the bank's today, as YYYY-MM-DD
  const today = await bankNow(request);
  const spDate = (days: number) => spDateOf(today, days);
  const ana = await openAs(browser, 'ana');
  await ana.page.goto('/registerNewKeyComponent');
  await ana.page.getByTestId('option-EVP').click();
  await ana.page.getByTestId('option-next').click();
  const evp = ((await ana.page.getByTestId('pix-key-created-value').textContent()) ?? '').trim();
  await ana.page.goto('/newWalletLaunch');
  const anaBefore = await homeBalance(ana.page);

  const bruno = await openAs(browser, 'bruno');
  const page = bruno.page;
  const brunoBefore = await homeBalance(page);
  const when = spDate(2);
  const schedule = async (cents: string, date?: string, months?: string) => {
    await page.goto('/pixSendComponent');
    await page.getByTestId('option-EVP').click();
    await page.getByTestId('option-next').click();
    await page.getByTestId('pix-key-input').fill(evp);
    await page.getByTestId('pix-key-submit').click();
    await page.getByTestId('pix-amount').pressSequentially(cents);
    await page.getByTestId('pix-when-schedule').click();
    if (date) await pickDay(page, date);
    if (months) {
      await page.getByTestId('pix-when-repeat').click();
      await page.getByTestId('pix-when-months').fill(months);
    }
  };

  // the calendar starts tomorrow: today cannot be picked, and no day picked is said plainly
  await schedule('1500');
  const todayCell = page.getByTestId(`date-picker-day-${spDate(0)}`);
  if (await todayCell.isVisible()) await expect(todayCell).toBeDisabled();
  await page.getByTestId('pix-amount-submit').click();
  await expect(page.getByTestId('pix-when-error')).toContainText('Escolha a data do Pix');
  // the month title opens the years the schedule may use, tomorrow to 365 days ahead: this one and
  // the next (one year alone when tomorrow is 1 January)
  await page.getByTestId('date-picker-month').click();
  const thisYear = spDate(1).slice(0, 4);
  const lastYear = spDate(365).slice(0, 4);
  await expect(page.getByTestId(`date-picker-year-${thisYear}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId(`date-picker-year-${lastYear}`)).toBeVisible();
  await shot(page, 'pix-schedule-year');
  await page.getByTestId(`date-picker-year-${thisYear}`).click();
  await pickDay(page, when);
  const [y, m, d] = when.split('-');
  await expect(page.getByTestId('pix-when-date')).toContainText(`${d}/${m}/${y}`);
  await page.getByTestId('pix-when-date').scrollIntoViewIfNeeded();
  await shot(page, 'pix-schedule-amount');
  await page.getByTestId('pix-amount-submit').click();
  await expect(page.getByTestId('pix-review-date')).toHaveText(`${d}/${m}/${y}`);
  await expect(page.getByTestId('pix-review-repeat')).toHaveText('Uma vez');
  await shot(page, 'pix-schedule-review');
  await page.getByTestId('pix-review-confirm').click();
  await typePin(page, demo('bruno').pin);
  await expect(page.getByTestId('pix-scheduled-text')).toContainText(`${d}/${m}/${y}`);
  await shot(page, 'pix-scheduled');

  // a monthly one, cancelled from the Scheduled filter
  await schedule('100', spDate(5), '3');
  const [y5, m5, d5] = spDate(5).split('-');
  await expect(page.getByTestId('pix-schedule-monthly-day')).toContainText(
    `Todo dia ${Number(d5)}, de ${d5}/${m5}/${y5}`,
  );
  await page.getByTestId('pix-schedule-monthly-day').scrollIntoViewIfNeeded();
  await shot(page, 'pix-schedule-monthly');
  await page.getByTestId('pix-amount-submit').click();
  await expect(page.getByTestId('pix-review-repeat')).toHaveText('Todo mês, 3 vezes');
  await page.getByTestId('pix-review-confirm').click();
  await typePin(page, demo('bruno').pin);
  await page.getByTestId('pix-scheduled-list').click();
  await expect(page.getByTestId('pix-history-filter-scheduled')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('pix-scheduled-item')).toHaveCount(2);
  await shot(page, 'pix-scheduled-list');
  const monthly = page.getByTestId('pix-scheduled-item').filter({ hasText: '0 de 3' });
  // its three payments one by one, and a new amount for those still to come, with the PIN
  await monthly.getByTestId('pix-scheduled-details').click();
  await expect(page.getByTestId('pix-schedule-occurrence')).toHaveCount(3);
  await expect(page.locator('[data-testid="pix-schedule-occurrence"][data-status="scheduled"]')).toHaveCount(
    3,
  );
  await expect(page.getByTestId('pix-schedule-occurrences')).toContainText(
    `1º pagamento em ${d5}/${m5}/${y5}`,
  );
  await page.getByTestId('pix-schedule-edit-amount').pressSequentially('12000');
  await page.getByTestId('pix-schedule-edit-submit').click();
  await shot(page, 'pix-schedule-edit');
  await typePin(page, demo('bruno').pin);
  await expect(page.getByTestId('snackbar')).toContainText('Agendamento alterado');
  await expect(monthly).toContainText('120,00');
  await monthly.getByTestId('pix-scheduled-cancel').click();
  await page.getByTestId('pix-scheduled-cancel-confirm').click();
  await expect(page.getByTestId('snackbar')).toContainText('Agendamento cancelado');
  await expect(page.getByTestId('pix-scheduled-item')).toHaveCount(1);
  await page.goto('/newWalletLaunch');
  expect(await homeBalance(page)).toBe(brunoBefore);

  // the bank's clock (and the browsers') on the date, 10h São Paulo: the Pix runs
  const agora = `${when}T10:00:00-03:00`;
  expect((await request.post('/api/sandbox/clock', { data: { agora } })).status()).toBe(200);
  // (the bank's sessions end past 24 hours on its clock: both log in again)
  expect(await relogin(page, 'bruno')).toBe(brunoBefore - 1500);
  await page.goto('/pixTransactionHistory');
  await page.getByTestId('pix-history-filter-scheduled').click();
  await expect(page.getByTestId('pix-scheduled-item')).toHaveCount(0);
  const ran = page.getByTestId('pix-scheduled-finished').filter({ hasText: '15,00' });
  await expect(ran).toContainText('Ana Beatriz Souza');
  await expect(ran).toContainText(`${d}/${m}/${y}`);
  await expect(ran).toContainText('1 de 1');
  await shot(page, 'pix-schedule-ran');
  expect(await relogin(ana.page, 'ana')).toBe(anaBefore + 1500);

  // the random key goes away again
  await ana.page.goto('/myPixKeysComponent');
  await ana.page.getByTestId('pix-key-item').filter({ hasText: evp }).getByTestId('pix-key-delete').click();
  await ana.page.getByTestId('pix-key-delete-confirm').click();
  await expect(ana.page.getByTestId('pix-key-item').filter({ hasText: evp })).toHaveCount(0);
});
