import { join } from 'node:path';
import { bankToday, moveBankClock } from '../support/bank-clock.ts';
import { demo, homeBalance, openAs, shot, typePin } from '../support/demo.ts';
import { fakeCamera } from '../support/financing.ts';
import { useOwnServer } from '../support/own-server.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// The invoice is debited on its due date when the bank's clock gets there, weeks ahead: a server of
// these journeys' own, started on a pinned date (BANK_CLOCK_AT), so no other journey sees the clock
// and no step depends on today's date. One port above credit-card.spec.ts's.
const port = Number(process.env.E2E_PORT ?? 18080) + 61;
const baseURL = `http://localhost:${port}`;
/** Friday 2026-11-20 in São Paulo: with due day 10 the open invoice closes 12-03 and is due 12-10. */
const PINNED = '2026-11-20T10:00:00-03:00';
const ELISA = demo('elisa');

test.use(fakeCamera);

async function buy(request: APIRequestContext, valor: number, idAutorizacao: string) {
  const plastic = await request.get(`/api/sandbox/credit-card/plastic?cpf=${ELISA.cpf}`);
  const { numeroCartao } = (await plastic.json()).result as { numeroCartao: string };
  const res = await request.post('/api/sandbox/credit-card/purchase', {
    data: { numeroCartao, valor, estabelecimento: 'Farmácia Central', idAutorizacao },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const open = (browser: Parameters<typeof openAs>[0], locale: 'pt-BR' | 'en') =>
  openAs(browser, 'elisa', { baseURL, locale, permissions: ['camera'] });

/** Moves the bank to the invoice's closing day, then to its due date; Elisa's balance read before and after. */
async function toDueDate(browser: Parameters<typeof openAs>[0], page: Page, closing: string, due: string) {
  await moveBankClock(page.request, `${closing}T10:00:00-03:00`);
  let again = await open(browser, 'pt-BR');
  const before = await homeBalance(again);
  await again.context().close();
  await moveBankClock(page.request, `${due}T10:00:00-03:00`);
  expect(await bankToday(page.request)).toBe(due);
  again = await open(browser, 'pt-BR');
  const after = await homeBalance(again);
  await again.context().close();
  return { before, after };
}

test.describe
  .serial('Guaranteed-credit card settings', () => {
    test.describe.configure({ timeout: 180_000 });
    useOwnServer('credit-settings', port, PINNED);

    test('Elisa reaches the card from home, moves the due day to 15, turns automatic debit on, and the invoice is debited once on its due date', async ({
      browser,
    }) => {
      const page = await open(browser, 'pt-BR');
      await expect(page.getByTestId('shortcut-credit-card')).toBeVisible();
      await shot(page, 'cc-settings-home-shortcut-pt');
      await page.getByTestId('shortcut-credit-card').click();
      await expect(page.getByTestId('cc-first-access')).toBeVisible();
      await page.getByTestId('cc-start').click();
      await page.getByTestId('cc-amount').fill('50000');
      await page.getByTestId('cc-amount-submit').click();
      await page.getByTestId('cc-contract-accept').click();
      await typePin(page, ELISA.pin);
      await page.getByTestId('cc-selfie-start').click();
      await expect
        .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
        .toBeGreaterThan(0);
      await page.getByTestId('cc-selfie-capture').click();
      await page.getByTestId('cc-go-card').click();
      await expect(page.getByTestId('cc-open-invoice')).toContainText('Vence em 10/12/2026');

      // the due day, from the card's settings: the open invoice moves to the 15th (closing on the 8th)
      await page.getByTestId('cc-settings-open').click();
      await expect(page.getByTestId('cc-settings-due-day-now')).toHaveText('Todo dia 10');
      await page.getByTestId('cc-settings-change-due').click();
      await expect(page.getByTestId('cc-settings-due-day-save')).toBeDisabled();
      await page.getByTestId('cc-settings-due-day').selectOption('15');
      await page.getByTestId('cc-settings-due-day-save').click();
      await expect(page.getByTestId('snackbar')).toContainText('A fatura atual vence em 15/12/2026');
      await expect(page.getByTestId('cc-due-saved')).toContainText(
        'fecha em 08/12/2026 e vence em 15/12/2026',
      );
      await page.getByTestId('cc-go-card').click();
      await expect(page.getByTestId('cc-open-invoice')).toContainText('Vence em 15/12/2026');
      await expect(page.getByTestId('cc-open-invoice')).toContainText('Fecha em 08/12/2026');

      // automatic debit on, in the settings
      await page.getByTestId('cc-settings-open').click();
      await expect(page.getByTestId('cc-settings-due-day-now')).toHaveText('Todo dia 15');
      // the due day's message first goes, so the next one read is the switch's
      await expect(page.getByTestId('snackbar')).toHaveCount(0, { timeout: 15_000 });
      await page.getByTestId('cc-settings-auto-debit').check();
      await expect(page.getByTestId('snackbar').last()).toContainText('Débito automático ativado');
      await expect(page.getByTestId('cc-settings-auto-debit')).toBeChecked();
      await expect(page.getByTestId('snackbar')).toHaveCount(0, { timeout: 15_000 });
      await shot(page, 'cc-settings-pt');
      await page.goto('/creditCard');

      await buy(page.request, 180.25, `cc-settings-pt-${Date.now()}`);
      await page.reload();
      await expect(page.getByTestId('cc-limit-used')).toHaveText('R$ 180,25');

      const { before, after } = await toDueDate(browser, page, '2026-12-08', '2026-12-15');
      expect(before - after).toBe(18_025);
      // once: later that day, and the next, the bank debits nothing more
      await moveBankClock(page.request, '2026-12-15T18:00:00-03:00');
      await moveBankClock(page.request, '2026-12-16T10:00:00-03:00');
      const later = await open(browser, 'pt-BR');
      expect(await homeBalance(later)).toBe(after);
      await later.goto('/creditCard');
      await expect(later.getByTestId('cc-limit-used')).toHaveText('R$ 0,00');
      await expect(later.getByTestId('cc-limit-available')).toHaveText('R$ 500,00');
      await later.goto('/creditCardInvoiceHistory');
      const paid = later.locator('[data-testid="cc-invoice"][data-status="FECHADA"]');
      await expect(paid).toContainText('Paga');
      await expect(paid.getByTestId('cc-invoice-amount')).toHaveText('R$ 180,25');
      await shot(later, 'cc-settings-debited-pt');
    });

    test('in English: automatic debit off and on again, the due day moved to the 20th, debited on that date', async ({
      browser,
    }) => {
      const page = await open(browser, 'en');
      await page.goto('/creditCardSettingsPage');
      const toggle = page.getByTestId('cc-settings-auto-debit');
      await expect(toggle).toBeChecked();
      await toggle.uncheck();
      await expect(page.getByTestId('snackbar').last()).toContainText('Automatic debit turned off');
      await expect(toggle).not.toBeChecked();
      await toggle.check();
      await expect(page.getByTestId('snackbar').last()).toContainText('Automatic debit turned on');
      // on 2026-12-16 the open invoice is January's: due 15/01, moved to 20/01 (closing 13/01)
      await shot(page, 'cc-settings-en');
      await page.getByTestId('cc-settings-change-due').click();
      await page.getByTestId('cc-settings-due-day').selectOption('20');
      await page.getByTestId('cc-settings-due-day-save').click();
      await expect(page.getByTestId('snackbar').last()).toContainText(
        'The current invoice is due on 20/01/2027',
      );
      await expect(page.getByTestId('cc-due-saved')).toContainText(
        'closes on 13/01/2027 and is due on 20/01/2027',
      );
      await shot(page, 'cc-due-date-en');
      await page.getByTestId('cc-go-card').click();
      await expect(page.getByTestId('cc-open-invoice')).toContainText('Due on 20/01/2027');

      await buy(page.request, 50, `cc-settings-en-${Date.now()}`);
      const { before, after } = await toDueDate(browser, page, '2027-01-13', '2027-01-20');
      expect(before - after).toBe(5_000);
      const later = await open(browser, 'en');
      await later.goto('/creditCard');
      await expect(later.getByTestId('cc-limit-used')).toHaveText('R$ 0,00');
      await expect(later.getByTestId('cc-limit-available')).toHaveText('R$ 500,00');
      await shot(later, 'cc-settings-debited-en');
    });
    test('Heitor invests R$ 300,77: the custodian leaves the registration pending, the contract is signed with errors, and the app shows his card ready', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'heitor', { baseURL, permissions: ['camera'] });
      await page.goto('/creditCard');
      await page.getByTestId('cc-start').click();
      await page.getByTestId('cc-amount').fill('30077');
      await page.getByTestId('cc-amount-submit').click();
      await page.getByTestId('cc-contract-accept').click();
      await typePin(page, demo('heitor').pin);
      await page.getByTestId('cc-selfie-start').click();
      await expect
        .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
        .toBeGreaterThan(0);
      await page.getByTestId('cc-selfie-capture').click();
      await expect(page.getByTestId('cc-signed-limit')).toContainText('R$ 300,77');
      await shot(page, 'cc-signed-with-errors-pt');
      await page.getByTestId('cc-go-card').click();
      await expect(page.getByTestId('cc-limit-total')).toHaveText('R$ 300,77');
    });
  });
