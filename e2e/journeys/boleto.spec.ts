import { nextWorkingDay } from '../../packages/core/src/calendar/index.ts';
import { bankToday, moveBankClock } from '../support/bank-clock.ts';
import { demo, homeBalance, login, shot, typePin } from '../support/demo.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

interface SandboxBoleto {
  id: string;
  linhaDigitavel: string;
}

/**
 * Stands the bank at `hour` (São Paulo) on the working day after its today: inside the window (12:00) or
 * after the 21:00 cut-off, whatever the machine's date. Sessions follow the bank's clock, so the journey
 * logs in after this.
 */
async function standOnWorkingDay(request: APIRequestContext, hour: string): Promise<string> {
  const day = nextWorkingDay(await bankToday(request));
  await moveBankClock(request, `${day}T${hour}:00-03:00`);
  return day;
}

/** The sandbox clearing house's boletos, with their codes for the bank's today. */
async function sandboxLine(request: APIRequestContext, id: string): Promise<string> {
  const answer = await request.get('/api/sandbox/boletos');
  expect(answer.ok()).toBe(true);
  const { result } = (await answer.json()) as { result: { boletos: SandboxBoleto[] } };
  const found = result.boletos.find((b) => b.id === id);
  if (!found) throw new Error(`no sandbox boleto ${id}`);
  return found.linhaDigitavel;
}

async function openPay(page: Page): Promise<void> {
  await page.getByTestId('shortcut-boleto').click();
  await page.getByTestId('option-pay').click();
  await page.getByTestId('option-next').click();
  await expect(page.getByTestId('boleto-code')).toBeVisible();
}

async function enterCode(page: Page, line: string): Promise<void> {
  await page.getByTestId('boleto-code').fill(line);
  await page.getByTestId('boleto-code-submit').click();
}

test.afterEach(async ({ request }) => {
  await moveBankClock(request, null);
});

test('Iara pays a bank boleto and a utility bill: review, PIN, receipt, statement', async ({
  page,
  request,
}) => {
  await standOnWorkingDay(request, '12:00');
  await login(page, 'iara');
  const before = await homeBalance(page);

  await openPay(page);
  await enterCode(page, await sandboxLine(request, '001'));
  await expect(page.getByTestId('boleto-beneficiary')).toHaveText('Escola Aprender Mais Ltda');
  await expect(page.getByTestId('boleto-total')).toContainText('150,00');
  await expect(page.getByTestId('boleto-when')).toContainText('hoje');
  await shot(page, 'boleto-review');
  await page.getByTestId('boleto-review-confirm').click();
  await typePin(page, demo('iara').pin);
  await expect(page.getByTestId('boleto-done')).toBeVisible();
  await expect(page.getByTestId('boleto-authentication')).toHaveText(/^[0-9A-F]{4}(\.[0-9A-F]{4}){7}$/);
  await shot(page, 'boleto-receipt');
  // The statement's receipt of the payment: the line paid and its due date.
  await page.getByRole('button', { name: 'Ver no extrato' }).click();
  await expect(page.getByTestId('receipt-boleto-line')).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toContainText('150,00');
  await shot(page, 'boleto-statement-receipt');
  await page.goto('/insertBoleto');

  await enterCode(page, await sandboxLine(request, '007'));
  await expect(page.getByTestId('boleto-beneficiary')).toHaveText('Companhia de Energia Elétrica');
  await expect(page.getByTestId('boleto-total')).toContainText('89,90');
  await shot(page, 'boleto-utility-review');
  await page.getByTestId('boleto-review-confirm').click();
  await typePin(page, demo('iara').pin);
  await expect(page.getByTestId('boleto-done')).toBeVisible();

  await page.getByTestId('boleto-home').click();
  await expect.poll(() => homeBalance(page)).toBe(before - 15_000 - 8_990);
});

test('an overdue boleto carries its fine and interest, shown before the PIN and paid in full', async ({
  page,
  request,
}) => {
  await standOnWorkingDay(request, '12:00');
  await login(page, 'iara');
  const before = await homeBalance(page);
  await openPay(page);
  await enterCode(page, await sandboxLine(request, '002'));
  // R$ 200,00 ten days late: 2% fine and 1% a month pro rata (R$ 0,67).
  await expect(page.getByTestId('boleto-fine')).toContainText('4,00');
  await expect(page.getByTestId('boleto-interest')).toContainText('0,67');
  await expect(page.getByTestId('boleto-total')).toContainText('204,67');
  await shot(page, 'boleto-overdue-review');
  await page.getByTestId('boleto-review-confirm').click();
  await typePin(page, demo('iara').pin);
  await expect(page.getByTestId('boleto-done')).toBeVisible();
  await page.getByTestId('boleto-home').click();
  await expect.poll(() => homeBalance(page)).toBe(before - 20_467);
});

test('a wrong digit is refused before any call, naming the field; an unknown boleto is not found', async ({
  page,
  request,
}) => {
  await login(page, 'iara');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await openPay(page);
  const line = (await sandboxLine(request, '001')).replace(/\D/g, '');
  const wrong = `${line.slice(0, 15)}${(Number(line[15]) + 1) % 10}${line.slice(16)}`;
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/gateway') && r.method() === 'POST') calls++;
  });
  await enterCode(page, wrong);
  await expect(page.getByRole('alert')).toContainText('campo 2');
  expect(calls).toBe(0);
  await shot(page, 'boleto-wrong-digit');
  await enterCode(page, await sandboxLine(request, '999'));
  await expect(page.getByRole('alert')).toContainText('Não encontramos este boleto');
});

test('after the 21:00 cut-off the payment is scheduled for the next working day, and the job pays it once', async ({
  page,
  request,
}) => {
  const day = await standOnWorkingDay(request, '21:30');
  const next = nextWorkingDay(day);
  await login(page, 'iara');
  const before = await homeBalance(page);
  await openPay(page);
  await enterCode(page, await sandboxLine(request, '005'));
  await expect(page.getByTestId('boleto-when')).toContainText(next.split('-').reverse().join('/'));
  await expect(page.getByTestId('boleto-total')).toContainText('225,00');
  await shot(page, 'boleto-after-cutoff');
  await page.getByTestId('boleto-review-confirm').click();
  await typePin(page, demo('iara').pin);
  await expect(page.getByTestId('boleto-scheduled')).toBeVisible();
  await shot(page, 'boleto-scheduled');
  await page.goto('/boleto');
  await expect(page.getByTestId('boleto-schedule').first()).toHaveAttribute('data-status', 'AGENDADO');
  await shot(page, 'boleto-schedule-list');

  // The next working day at 08:00: the clock's move runs the job.
  await moveBankClock(request, `${next}T08:00:00-03:00`);
  await page.goto('/newLogin');
  await login(page, 'iara');
  await expect.poll(() => homeBalance(page)).toBe(before - 22_500);
  await page.goto('/boleto');
  await expect(page.getByTestId('boleto-schedule').first()).toHaveAttribute('data-status', 'EFETIVADO');
  // Once: the job running again moves nothing.
  await moveBankClock(request, `${next}T08:05:00-03:00`);
  await page.goto('/newLogin');
  await login(page, 'iara');
  await expect.poll(() => homeBalance(page)).toBe(before - 22_500);
});

test('Heitor issues a deposit boleto; paid from outside, it credits his account', async ({
  page,
  request,
}) => {
  await standOnWorkingDay(request, '12:00');
  await login(page, 'heitor');
  const before = await homeBalance(page);
  await page.goto('/depositLandingComponent');
  await page.getByTestId('option-boleto').click();
  await page.getByTestId('option-next').click();
  await page.getByTestId('deposit-amount').pressSequentially('30000');
  await page.getByTestId('deposit-amount-submit').click();
  // the due date: three days ahead on a working day unless another is picked
  await page.getByTestId('deposit-due-submit').click();
  await page.getByTestId('deposit-generate').click();
  await expect(page.getByTestId('deposit-slip')).toBeVisible();
  await expect(page.getByTestId('boleto-barcode')).toBeVisible();
  await shot(page, 'deposit-boleto-slip');
  const line = ((await page.getByTestId('deposit-line').textContent()) ?? '').trim();
  expect(line.replace(/\D/g, '')).toHaveLength(47);

  // Not credited on issue.
  await page.goto('/newWalletLaunch');
  expect(await homeBalance(page)).toBe(before);
  const paid = await request.post('/api/sandbox/boleto/pay', { data: { linhaDigitavel: line } });
  expect(paid.ok()).toBe(true);
  await page.reload();
  await expect.poll(() => homeBalance(page)).toBe(before + 30_000);
  await page.goto('/generateBoleto');
  await expect(page.getByTestId('deposit-item').first()).toHaveAttribute('data-status', 'paid');
  await shot(page, 'deposit-boleto-list');
});
