import { previousWorkingDay } from '../../packages/core/src/calendar/index.ts';
import { bankToday, moveBankClock } from '../support/bank-clock.ts';
import { demo, homeBalance, login, openAs, shot, typePin } from '../support/demo.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

/**
 * The last two working days before the bank's today, whatever the machine's date: the journeys stand
 * the bank there (in the past, so the statement's last 90 days hold what they do, and nothing sorts
 * after what later journeys do).
 */
async function lastWorkingDays(request: APIRequestContext): Promise<{ before: string; last: string }> {
  const last = previousWorkingDay(await bankToday(request));
  return { before: previousWorkingDay(last), last };
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** Amount, then the bank picked from the searchable list, then the destination typed. */
async function fillTed(
  page: Page,
  to: {
    cents: string;
    search: string;
    code: string;
    name: string;
    taxId: string;
    agency: string;
    account: string;
  },
): Promise<void> {
  await page.goto('/tedTransfer');
  await page.getByTestId('transfer-amount').pressSequentially(to.cents);
  await page.getByTestId('transfer-amount-submit').click();
  await expect(page.getByTestId('bank-999')).toBeVisible();
  await expect(page.getByTestId('bank-213')).toHaveCount(0);
  await page.getByTestId('bank-search').fill(to.search);
  await page.getByTestId(`bank-${to.code}`).click();
  await page.getByTestId('ted-name').fill(to.name);
  await page.getByTestId('ted-taxId').fill(to.taxId);
  await page.getByTestId('ted-agency').fill(to.agency);
  await page.getByTestId('ted-account').fill(to.account);
  await page.getByTestId('ted-details-submit').click();
}

const toAtelie = {
  cents: '15075',
  search: 'horizonte',
  code: '901',
  name: 'Ateliê Aurora Ltda',
  taxId: '12.ABC.345/01DE-35',
  agency: '12',
  account: '4567903-6',
};

// Each journey logs in, walks the whole flow and may move the clock: on a busy 2-core machine one
// took 45 s of the 60 s default.
test.describe.configure({ timeout: 120_000 });

test.afterEach(async ({ request }) => {
  await moveBankClock(request, null);
});

test('Elisa sends a TED inside the window to a company whose CNPJ has letters: fee before the PIN, receipt, statement', async ({
  page,
  request,
}) => {
  const { last } = await lastWorkingDays(request);
  await moveBankClock(request, `${last}T10:00:00-03:00`);
  await login(page, 'elisa');
  const before = await homeBalance(page);
  await page.goto('/tedTransfer');
  await page.getByTestId('transfer-amount').pressSequentially('100');
  await page.getByTestId('transfer-amount-submit').click();
  await page.getByTestId('bank-search').fill('atlantico');
  await expect(page.getByTestId('bank-904')).toBeVisible();
  await expect(page.getByTestId('bank-901')).toHaveCount(0);
  await shot(page, 'ted-bank-list');
  // An agency the bank does not have: 'Incorrect Details', nothing sent.
  await page.getByTestId('bank-904').click();
  await page.getByTestId('ted-name').fill('Lia Souza');
  await page.getByTestId('ted-taxId').fill('527.319.864-09');
  await page.getByTestId('ted-agency').fill('0099');
  await page.getByTestId('ted-account').fill('123456');
  await page.getByTestId('ted-details-submit').click();
  await expect(page.getByTestId('ted-details-error')).toContainText('Dados incorretos');
  await shot(page, 'ted-incorrect-details');

  await fillTed(page, toAtelie);
  await expect(page.getByTestId('ted-review-name')).toHaveText('Ateliê Aurora Ltda');
  await expect(page.getByTestId('ted-review-bank')).toContainText('901 - Banco Horizonte S.A.');
  await expect(page.getByTestId('ted-review-fee')).toHaveText('Grátis');
  await expect(page.getByTestId('ted-review-when')).toHaveText('Hoje, agora');
  await shot(page, 'ted-review');
  await page.getByTestId('transfer-review-confirm').click();
  await typePin(page, demo('elisa').pin);
  await expect(page.getByTestId('ted-done')).toHaveAttribute('data-status', 'sent');
  await expect(page.getByTestId('ted-done-text')).toContainText('150,75');
  await shot(page, 'ted-sent');
  await page.getByTestId('transfer-home').click();
  await expect.poll(() => homeBalance(page)).toBe(before - 15_075);
  await page.goto('/newTransactionHistory');
  await expect(page.getByText('Ateliê Aurora Ltda').first()).toBeVisible();
});

test('Fábio asks for a TED after 17:00: it is scheduled for the next working day and the job sends it once', async ({
  page,
  request,
}) => {
  const { before: day, last: next } = await lastWorkingDays(request);
  await moveBankClock(request, `${day}T18:30:00-03:00`);
  await login(page, 'fabio');
  const balance = await homeBalance(page);
  await fillTed(page, { ...toAtelie, cents: '2000' });
  await expect(page.getByTestId('ted-window-closed')).toContainText(ddmmyyyy(next));
  await expect(page.getByTestId('transfer-review-confirm')).toContainText('Agendar');
  await shot(page, 'ted-after-hours');
  await page.getByTestId('transfer-review-confirm').click();
  await typePin(page, demo('fabio').pin);
  await expect(page.getByTestId('ted-done')).toHaveAttribute('data-status', 'scheduled');
  await shot(page, 'ted-scheduled');
  await page.getByTestId('transfer-home').click();
  await expect.poll(() => homeBalance(page)).toBe(balance);

  // The next working day at 06:35: the window is open and the clock's move runs the job.
  await moveBankClock(request, `${next}T06:35:00-03:00`);
  await page.goto('/newLogin');
  await login(page, 'fabio');
  await expect.poll(() => homeBalance(page)).toBe(balance - 2_000);
  // Once: the job running again moves nothing.
  await moveBankClock(request, `${next}T06:40:00-03:00`);
  await page.goto('/newLogin');
  await login(page, 'fabio');
  await expect.poll(() => homeBalance(page)).toBe(balance - 2_000);
});

test('in English, a TED to a closed account comes back: the money returns and both lines show in the statement', async ({
  browser,
  request,
}) => {
  const { last } = await lastWorkingDays(request);
  await moveBankClock(request, `${last}T11:00:00-03:00`);
  const page = await openAs(browser, 'gabriela', { locale: 'en' });
  const before = await homeBalance(page);
  await fillTed(page, {
    cents: '4000',
    search: '904',
    code: '904',
    name: 'Lia Souza',
    taxId: '527.319.864-09',
    agency: '0100',
    account: '1313001-3',
  });
  await expect(page.getByTestId('ted-review-fee')).toHaveText('Free');
  await expect(page.getByTestId('ted-review-when')).toHaveText('Today, now');
  await shot(page, 'ted-review-en');
  await page.getByTestId('transfer-review-confirm').click();
  await typePin(page, demo('gabriela').pin);
  await expect(page.getByTestId('ted-done')).toHaveAttribute('data-status', 'returned');
  await expect(page.getByTestId('ted-done-text')).toContainText('Conta encerrada');
  await shot(page, 'ted-returned-en');
  await page.getByTestId('transfer-home').click();
  await expect.poll(() => homeBalance(page)).toBe(before);
  await page.goto('/newTransactionHistory');
  await expect(page.getByText('Lia Souza')).toHaveCount(2);
  await shot(page, 'ted-statement-en');
});
