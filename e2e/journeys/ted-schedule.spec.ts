import {
  addWorkingDays,
  nextWorkingDay,
  previousWorkingDay,
} from '../../packages/core/src/calendar/index.ts';
import { bankToday, moveBankClock } from '../support/bank-clock.ts';
import { demo, homeBalance, login, openAs, shot, typePin } from '../support/demo.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// Daniel schedules TEDs here: no other journey relies on his TED schedules, and every schedule made
// here ends cancelled or sent, so he is left with none to come.

/**
 * A working day some two weeks before the bank's today, and the next working day after it: the bank
 * stands there (in the past, whatever the machine's date), so the first payment's day can be reached
 * by moving the clock without passing the dates later journeys use.
 */
async function pastDays(request: APIRequestContext): Promise<{ day: string; next: string }> {
  const day = addWorkingDays(previousWorkingDay(await bankToday(request)), -9);
  return { day, next: nextWorkingDay(day) };
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** Picks a day on the schedule calendar, moving month by month until it shows. */
async function pickDay(page: Page, date: string): Promise<void> {
  const day = page.getByTestId(`date-picker-day-${date}`);
  for (let i = 0; i < 13 && !(await day.isVisible()); i++) await page.getByTestId('date-picker-next').click();
  await day.click();
}

/** Amount, bank, destination (Ateliê Aurora at Banco Horizonte), up to the review. */
async function toReview(page: Page, cents: string): Promise<void> {
  await page.goto('/tedTransfer');
  await page.getByTestId('transfer-amount').pressSequentially(cents);
  await page.getByTestId('transfer-amount-submit').click();
  await page.getByTestId('bank-search').fill('horizonte');
  await page.getByTestId('bank-901').click();
  await page.getByTestId('ted-name').fill('Ateliê Aurora Ltda');
  await page.getByTestId('ted-taxId').fill('12.ABC.345/01DE-35');
  await page.getByTestId('ted-agency').fill('12');
  await page.getByTestId('ted-account').fill('4567903-6');
  await page.getByTestId('ted-details-submit').click();
  await expect(page.getByTestId('ted-review-name')).toHaveText('Ateliê Aurora Ltda');
}

async function openSchedules(page: Page): Promise<void> {
  await page.goto('/tedTransfer');
  await page.getByTestId('ted-schedules-open').click();
  await expect(page.getByTestId('ted-schedules')).toBeVisible();
}

async function relogin(page: Page): Promise<number> {
  await page.goto('/newLogin');
  await login(page, 'daniel');
  return homeBalance(page);
}

test.describe.configure({ timeout: 150_000 });

test.afterEach(async ({ request }) => {
  await moveBankClock(request, null);
});

test('Daniel schedules a monthly TED, sees its payments, changes the amount; on its day it is sent once; he cancels the rest', async ({
  browser,
  request,
}) => {
  const { day, next } = await pastDays(request);
  await moveBankClock(request, `${day}T10:00:00-03:00`);
  const page = await openAs(browser, 'daniel');
  const before = await homeBalance(page);

  await toReview(page, '2500');
  await page.getByTestId('ted-when-schedule').click();
  // weekends and holidays cannot be picked; the day after the bank's today can
  await pickDay(page, next);
  await expect(page.getByTestId('ted-when-date')).toContainText(ddmmyyyy(next));
  await page.getByTestId('ted-when-repeat').click();
  await page.getByTestId('ted-when-months').fill('1');
  await expect(page.getByTestId('ted-when-error')).toContainText('de 2 a 60');
  await expect(page.getByTestId('transfer-review-confirm')).toBeDisabled();
  await page.getByTestId('ted-when-months').fill('3');
  await expect(page.getByTestId('ted-when-days').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('ted-review-when')).toContainText(
    `3 envios mensais, a partir de ${ddmmyyyy(next)}`,
  );
  await page.getByTestId('ted-when-days').scrollIntoViewIfNeeded();
  await shot(page, 'ted-schedule-review');
  await page.getByTestId('transfer-review-confirm').click();
  await typePin(page, demo('daniel').pin);
  await expect(page.getByTestId('ted-done')).toHaveAttribute('data-status', 'scheduled');
  await expect(page.getByTestId('ted-done-text')).toContainText('3 envios mensais');
  await shot(page, 'ted-schedule-done');

  // Listed with its three payments; a new amount for those to come, with the PIN.
  await openSchedules(page);
  const item = page.getByTestId('ted-schedule').filter({ hasText: '25,00' }).first();
  await expect(item.getByTestId('ted-schedule-payment')).toHaveCount(3);
  await shot(page, 'ted-schedule-list');
  await item.getByTestId('ted-schedule-change').click();
  await page.getByTestId('ted-schedule-edit-amount').pressSequentially('1234');
  await shot(page, 'ted-schedule-change');
  await page.getByTestId('ted-schedule-edit-submit').click();
  await typePin(page, demo('daniel').pin);
  await expect(page.getByTestId('ted-schedule-edit')).toHaveCount(0);
  const changed = page.getByTestId('ted-schedule').filter({ hasText: '12,34' }).first();
  await expect(changed.getByTestId('ted-schedule-payment').filter({ hasText: '12,34' })).toHaveCount(3);
  expect(await relogin(page)).toBe(before);

  // The bank's clock on the first payment's day: the job sends it once, with the new amount.
  await moveBankClock(request, `${next}T10:00:00-03:00`);
  await expect.poll(() => relogin(page)).toBe(before - 1_234);
  await moveBankClock(request, `${next}T10:30:00-03:00`);
  expect(await relogin(page)).toBe(before - 1_234);
  await openSchedules(page);
  const sent = page.getByTestId('ted-schedule').filter({ hasText: '12,34' }).first();
  await expect(sent.getByTestId('ted-schedule-payment').first()).toHaveAttribute('data-status', 'sent');
  await expect(sent).toContainText('1 de 3 enviadas');
  await shot(page, 'ted-schedule-sent');

  // The two payments still to come are cancelled: nothing is left for later days.
  await sent.getByTestId('ted-schedule-cancel').click();
  await page.getByTestId('ted-schedule-cancel-confirm').click();
  await expect(page.getByTestId('ted-schedule').filter({ hasText: '12,34' }).first()).toHaveAttribute(
    'data-status',
    'cancelled',
  );
  expect(await relogin(page)).toBe(before - 1_234);
});

test('in English, Daniel schedules a TED once and cancels it before its day: nothing is sent', async ({
  browser,
  request,
}) => {
  const { day, next } = await pastDays(request);
  await moveBankClock(request, `${day}T10:00:00-03:00`);
  const page = await openAs(browser, 'daniel', { locale: 'en' });
  const before = await homeBalance(page);
  await toReview(page, '777');
  await page.getByTestId('ted-when-schedule').click();
  await pickDay(page, next);
  await expect(page.getByTestId('ted-review-when')).toHaveText(ddmmyyyy(next));
  await shot(page, 'ted-schedule-review-en');
  await page.getByTestId('transfer-review-confirm').click();
  await typePin(page, demo('daniel').pin);
  await expect(page.getByTestId('ted-done')).toHaveAttribute('data-status', 'scheduled');

  await openSchedules(page);
  const item = page.getByTestId('ted-schedule').filter({ hasText: '7,77' }).first();
  await expect(item).toContainText('One payment');
  await shot(page, 'ted-schedule-list-en');
  await item.getByTestId('ted-schedule-cancel').click();
  await expect(page.getByText('Cancel scheduled TED?')).toBeVisible();
  await shot(page, 'ted-schedule-cancel-en');
  await page.getByTestId('ted-schedule-cancel-confirm').click();
  const cancelled = page.getByTestId('ted-schedule').filter({ hasText: '7,77' }).first();
  await expect(cancelled).toHaveAttribute('data-status', 'cancelled');
  await expect(cancelled.getByTestId('ted-schedule-payment')).toContainText('cancelled');

  await moveBankClock(request, `${next}T10:00:00-03:00`);
  await page.goto('/newLogin');
  await login(page, 'daniel');
  expect(await homeBalance(page)).toBe(before);
});
