import { addDays } from '../../packages/core/src/calendar/index.ts';
import { bankToday } from '../support/bank-clock.ts';
import { demo, openAs, shot, typePin } from '../support/demo.ts';
import { expect, type Page, test } from '../support/test.ts';

// Carla schedules one Pix here, to a key at another (sandbox) institution, and cancels it at the end:
// she is left with no schedule, no money moves, and no key is registered or removed, so no other
// journey sees a trace of it.
const KEY = 'marcos.rocha@horizonte.example';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** Picks a day on the schedule calendar, moving month by month until it shows. */
async function pickDay(page: Page, date: string): Promise<void> {
  const day = page.getByTestId(`date-picker-day-${date}`);
  for (let i = 0; i < 13 && !(await day.isVisible()); i++) await page.getByTestId('date-picker-next').click();
  await day.click();
}

async function openStatement(page: Page): Promise<void> {
  await page.goto('/newTransactionHistory');
  await expect(page.getByTestId('history-period')).toBeVisible();
}

test('a Pix scheduled for a later day shows in the statement, above the past items, in Portuguese and English', async ({
  browser,
  request,
}) => {
  const when = addDays(await bankToday(request), 3);
  const page = await openAs(browser, 'carla');
  await openStatement(page);
  await expect(page.getByTestId('history-scheduled-item').filter({ hasText: '3,21' })).toHaveCount(0);

  await page.goto('/pixSendComponent');
  await page.getByTestId('option-EMAIL').click();
  await page.getByTestId('option-next').click();
  await page.getByTestId('pix-key-input').fill(KEY);
  await page.getByTestId('pix-key-submit').click();
  await page.getByTestId('pix-amount').pressSequentially('321');
  await page.getByTestId('pix-when-schedule').click();
  await pickDay(page, when);
  await page.getByTestId('pix-amount-submit').click();
  await expect(page.getByTestId('pix-review-date')).toHaveText(ddmmyyyy(when));
  await page.getByTestId('pix-review-confirm').click();
  await typePin(page, demo('carla').pin);
  await expect(page.getByTestId('pix-scheduled-text')).toContainText(ddmmyyyy(when));

  // the statement: a Scheduled section above the past items, with who, the kind, the day and the amount
  await openStatement(page);
  const section = page.getByTestId('history-scheduled');
  await expect(section.getByRole('heading', { name: 'Agendados' })).toBeVisible();
  const item = page.getByTestId('history-scheduled-item').filter({ hasText: '3,21' });
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-kind', 'pix');
  await expect(item).toContainText('Marcos');
  await expect(item).toContainText(`Pix agendado · ${ddmmyyyy(when)}`);
  await expect(item).toContainText('R$ 3,21');
  // above the past items, and the amount whole inside the 360 px screen
  const sectionBox = await section.boundingBox();
  const firstPast = page.getByTestId('history-bucket').first();
  if (await firstPast.isVisible()) {
    expect(sectionBox?.y ?? 0).toBeLessThan((await firstPast.boundingBox())?.y ?? 0);
  }
  const amountRight = await item
    .locator('.scheduled__amount')
    .evaluate((el) => el.getBoundingClientRect().right);
  expect(amountRight).toBeLessThanOrEqual(360);
  await shot(page, 'history-scheduled-pt-BR');
  // all money out: not under Entradas, back under Saídas
  await page.getByTestId('history-filter-in').click();
  await expect(section).toHaveCount(0);
  await page.getByTestId('history-filter-out').click();
  await expect(item).toHaveCount(1);

  const english = await openAs(browser, 'carla', { locale: 'en' });
  await openStatement(english);
  const enItem = english.getByTestId('history-scheduled-item').filter({ hasText: '3,21' });
  await expect(
    english.getByTestId('history-scheduled').getByRole('heading', { name: 'Scheduled' }),
  ).toBeVisible();
  await expect(enItem).toContainText(`Scheduled Pix · ${ddmmyyyy(when)}`);
  await shot(english, 'history-scheduled-en');
  await english.context().close();

  // cancelled from the Pix schedules, it leaves the statement
  await page.goto('/pixTransactionHistory');
  await page.getByTestId('pix-history-filter-scheduled').click();
  const scheduled = page.getByTestId('pix-scheduled-item').filter({ hasText: '3,21' });
  await scheduled.getByTestId('pix-scheduled-cancel').click();
  await page.getByTestId('pix-scheduled-cancel-confirm').click();
  await expect(page.getByTestId('snackbar')).toContainText('Agendamento cancelado');
  await openStatement(page);
  await expect(page.getByTestId('history-scheduled-item').filter({ hasText: '3,21' })).toHaveCount(0);
});
