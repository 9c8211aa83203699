import {
  addDays,
  addWorkingDays,
  monthlyWorkingDays,
  nextWorkingDay,
  previousWorkingDay,
} from '../../packages/core/src/calendar/index.ts';
import { scheduledBucketOf } from '../../packages/core/src/history/index.ts';
import { bankBase, bankToday, moveBankClock } from '../support/bank-clock.ts';
import { demo, homeBalance, login, openAs, shot, typePin } from '../support/demo.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// Renato schedules here, and only here: every transfer schedule he makes ends sent or cancelled, his
// boleto schedule ends cancelled (his deposit boleto stays open, unpaid), and the one payment that goes credits Daniel R$ 4,56, which no journey
// after this one reads (Daniel's own journeys compare his balance before and after their steps).

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** A working day some two weeks before the bank's today, and the next working day after it. */
async function pastDays(request: APIRequestContext): Promise<{ day: string; next: string }> {
  const day = addWorkingDays(previousWorkingDay(await bankToday(request)), -9);
  return { day, next: nextWorkingDay(day) };
}

/** Picks a day on a calendar, moving month by month until it shows. */
async function pickDay(page: Page, date: string): Promise<void> {
  const day = page.getByTestId(`date-picker-day-${date}`);
  for (let i = 0; i < 13 && !(await day.isVisible()); i++) await page.getByTestId('date-picker-next').click();
  await day.click();
}

async function relogin(page: Page): Promise<number> {
  await page.goto('/newLogin');
  await login(page, 'renato');
  return homeBalance(page);
}

test.describe.configure({ timeout: 180_000 });

test.afterEach(async ({ request }) => {
  await moveBankClock(request, null);
});

test('from /transactionOptions Renato schedules a monthly transfer to Daniel, changes it; on its day it goes once; he cancels the rest from the statement', async ({
  browser,
  request,
}) => {
  const { day, next } = await pastDays(request);
  await moveBankClock(request, `${day}T10:00:00-03:00`);
  const page = await openAs(browser, 'renato');
  const before = await homeBalance(page);

  // The transactions menu: Pix, transfer money, the scheduled transfers, the statement.
  await page.goto('/transactionOptions');
  await expect(page.getByTestId('option-schedules')).toBeVisible();
  await shot(page, 'transaction-options');
  await page.getByTestId('option-transfer').click();
  await page.getByTestId('option-next').click();
  await expect(page).toHaveURL(/\/tedTransfer$/);

  await page.getByTestId('transfer-amount').pressSequentially('321');
  await page.getByTestId('transfer-amount-submit').click();
  await page.getByTestId('bank-999').click();
  await page.getByTestId('transfer-agency').fill('0001');
  await page.getByTestId('transfer-account').fill(demo('daniel').conta);
  await page.getByTestId('transfer-destination-submit').click();
  await expect(page.getByTestId('transfer-recipient-name')).toContainText('Daniel');
  await expect(page.getByTestId('transfer-review-when')).toHaveText('Hoje, agora');
  await page.getByTestId('ted-when-schedule').click();
  await pickDay(page, next);
  await page.getByTestId('ted-when-repeat').click();
  await page.getByTestId('ted-when-months').fill('2');
  const [, second] = monthlyWorkingDays(next, 2) as [string, string];
  await expect(page.getByTestId('ted-when-days').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('transfer-review-when')).toHaveText(
    `2 envios mensais, a partir de ${ddmmyyyy(next)}`,
  );
  await page.getByTestId('ted-when-days').scrollIntoViewIfNeeded();
  await shot(page, 'transfer-schedule-review');
  await page.getByTestId('transfer-review-confirm').click();
  await typePin(page, demo('renato').pin);
  await expect(page.getByTestId('transfer-scheduled-text')).toContainText('2 envios mensais');
  await shot(page, 'transfer-scheduled');
  await page.getByTestId('transfer-home').click();
  expect(await homeBalance(page)).toBe(before);

  // Listed as a transfer between accounts; a new amount for both payments, with the PIN.
  await page.goto('/transactionOptions');
  await page.getByTestId('option-schedules').click();
  await page.getByTestId('option-next').click();
  const item = page.getByTestId('ted-schedule').filter({ hasText: '3,21' }).first();
  await expect(item).toHaveAttribute('data-kind', 'internal');
  await expect(item.getByTestId('ted-schedule-payment')).toHaveCount(2);
  await item.getByTestId('ted-schedule-change').click();
  await expect(page.getByText('Alterar transferência agendada')).toBeVisible();
  await page.getByTestId('ted-schedule-edit-amount').pressSequentially('456');
  await page.getByTestId('ted-schedule-edit-submit').click();
  await typePin(page, demo('renato').pin);
  await expect(page.getByTestId('ted-schedule-edit')).toHaveCount(0);
  const changed = page.getByTestId('ted-schedule').filter({ hasText: '4,56' }).first();
  await expect(changed.getByTestId('ted-schedule-payment').filter({ hasText: '4,56' })).toHaveCount(2);
  await shot(page, 'transfer-schedule-list');
  // back returns to the menu it came from
  await page.getByTestId('top-bar-back').click();
  await expect(page).toHaveURL(/\/transactionOptions$/);

  // On the first payment's day the job moves it once, with the new amount.
  await moveBankClock(request, `${next}T10:00:00-03:00`);
  await expect.poll(() => relogin(page)).toBe(before - 456);
  await moveBankClock(request, `${next}T10:30:00-03:00`);
  expect(await relogin(page)).toBe(before - 456);

  // The statement: the payment still to come under its group (counted from the browser's today),
  // cancelled from there after a confirmation.
  await page.goto('/newTransactionHistory');
  const bucket = scheduledBucketOf(`${second}T12:00:00-03:00`, await bankBase(request));
  const group = page.locator(`[data-testid="history-scheduled-group"][data-bucket="${bucket}"]`);
  const scheduled = group.getByTestId('history-scheduled-item').filter({ hasText: '4,56' });
  await expect(scheduled).toHaveCount(1);
  await expect(scheduled).toContainText(`Transferência agendada · ${ddmmyyyy(second)} · mensal, 2 de 2`);
  await shot(page, 'history-scheduled-groups');
  await scheduled.getByTestId('history-scheduled-cancel').click();
  await expect(page.getByTestId('history-scheduled-cancel-text')).toContainText('R$ 4,56');
  await shot(page, 'history-scheduled-cancel');
  await page.getByTestId('history-scheduled-cancel-confirm').click();
  await expect(page.getByTestId('snackbar')).toContainText('Agendamento cancelado');
  await expect(page.getByTestId('history-scheduled-item').filter({ hasText: '4,56' })).toHaveCount(0);

  // Its day passes: nothing more moves.
  await moveBankClock(request, `${second}T10:00:00-03:00`);
  expect(await relogin(page)).toBe(before - 456);
});

test('Renato picks a deposit boleto due date; a Saturday is refused by the bank check and the next working day taken; a scheduled boleto moves to another day and is cancelled', async ({
  browser,
  request,
}) => {
  const page = await openAs(browser, 'renato');
  await page.goto('/generateBoleto');
  await page.getByTestId('deposit-amount').pressSequentially('5000');
  await page.getByTestId('deposit-amount-submit').click();
  // A Saturday within the next 30 days (from the browser's today, as the calendar counts).
  const today = await bankToday(request);
  let saturday = addDays(today, 8);
  while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
  await pickDay(page, saturday);
  await expect(page.getByTestId('deposit-due-not-working')).toContainText(
    `${ddmmyyyy(saturday)} não é dia útil`,
  );
  await expect(page.getByTestId('deposit-due-submit')).toBeDisabled();
  await shot(page, 'deposit-due-not-working');
  // The calendar's Cancel goes back to the amount; forward again, the bank's next working day.
  await page.getByTestId('date-picker-cancel').click();
  await expect(page.getByTestId('deposit-amount')).toBeVisible();
  await page.getByTestId('deposit-amount-submit').click();
  await pickDay(page, saturday);
  await page.getByTestId('deposit-due-use-next').click();
  const monday = nextWorkingDay(saturday);
  await expect(page.getByTestId('deposit-due-chosen')).toHaveText(`Vencimento: ${ddmmyyyy(monday)}`);
  await shot(page, 'deposit-due-chosen');
  await page.getByTestId('deposit-due-submit').click();
  await expect(page.getByTestId('deposit-review-due')).toHaveText(ddmmyyyy(monday));
  await page.getByTestId('deposit-generate').click();
  await expect(page.getByTestId('deposit-slip')).toContainText(ddmmyyyy(monday));
  await page.goto('/generateBoleto');
  await expect(page.getByTestId('deposit-item').first()).toContainText(ddmmyyyy(monday));

  // A boleto payment (due in 10 days) scheduled for a later working day, then moved to another one
  // with the PIN; cancelled at the end, so nothing is paid.
  const boletos = (await (await request.get('/api/sandbox/boletos')).json()) as {
    result: { boletos: Array<{ id: string; linhaDigitavel: string }> };
  };
  const line = boletos.result.boletos.find((b) => b.id === '001')?.linhaDigitavel ?? '';
  await page.goto('/insertBoleto');
  await page.getByTestId('boleto-code').fill(line);
  await page.getByTestId('boleto-code-submit').click();
  await page.getByTestId('boleto-schedule-toggle').click();
  const first = addWorkingDays(nextWorkingDay(today), 2);
  await pickDay(page, first);
  await page.getByTestId('boleto-review-confirm').click();
  await typePin(page, demo('renato').pin);
  await expect(page.getByTestId('boleto-scheduled')).toBeVisible();
  await page.goto('/boleto');
  const waiting = page
    .getByTestId('boleto-schedule')
    .filter({ hasText: ddmmyyyy(first) })
    .first();
  await waiting.getByTestId('boleto-schedule-change-date').click();
  const later = addWorkingDays(first, 3);
  await pickDay(page, later);
  await expect(page.getByTestId('boleto-schedule-edit-date')).toHaveText(`Agendar para ${ddmmyyyy(later)}`);
  await shot(page, 'boleto-schedule-change-date');
  await page.getByTestId('boleto-schedule-edit-submit').click();
  await typePin(page, demo('renato').pin);
  await expect(page.getByTestId('snackbar')).toContainText('Data do pagamento alterada');
  const moved = page
    .getByTestId('boleto-schedule')
    .filter({ hasText: ddmmyyyy(later) })
    .first();
  await expect(moved).toHaveAttribute('data-status', 'AGENDADO');
  await shot(page, 'boleto-schedule-moved');
  await moved.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Agendamento cancelado');
  // The menu and the due date step read in English too.
  const english = await openAs(browser, 'renato', { locale: 'en' });
  await english.goto('/transactionOptions');
  await expect(english.getByText('Scheduled transfers')).toBeVisible();
  await shot(english, 'transaction-options-en');
  await english.goto('/generateBoleto');
  await english.getByTestId('deposit-amount').pressSequentially('2000');
  await english.getByTestId('deposit-amount-submit').click();
  await pickDay(english, saturday);
  await expect(english.getByTestId('deposit-due-not-working')).toContainText('is not a working day');
  await shot(english, 'deposit-due-not-working-en');
  await english.context().close();
});
