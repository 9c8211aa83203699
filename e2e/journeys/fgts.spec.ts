import type { Page } from '@playwright/test';
import { demo, homeBalance, openAs, shot, typePin } from '../support/demo.ts';
import { fakeCamera } from '../support/financing.ts';
import { newCode, outboxCount, smsTo } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

const HELIO = demo('helio');

test.use(fakeCamera);

/** From /fgtsHome to the simulation (or the error page the operator's answer leads to). */
async function openSimulation(page: Page) {
  await page.goto('/fgtsHome');
  await expect(page.getByTestId('fgts-home')).toBeVisible();
  await page.getByTestId('fgts-simulate').click();
  await expect(page).toHaveURL(/\/fgtsAnticipate$/);
}

test.describe
  .serial('FGTS anniversary-withdrawal advance', () => {
    test.setTimeout(150_000);

    test('Hélio simulates, contracts with his face, the SMS code and his PIN, is credited at once, sees the contract and withdraws from it', async ({
      browser,
      request,
    }) => {
      const page = await openAs(browser, 'helio', { permissions: ['camera'] });
      const before = await homeBalance(page);
      await page.goto('/fgtsHome');
      await expect(page.getByText('Antecipe seu saque-aniversário')).toBeVisible();
      await shot(page, 'fgts-home');
      await page.getByTestId('fgts-tutorial').click();
      await expect(page.getByTestId('fgts-tutorial-page')).toBeVisible();
      await shot(page, 'fgts-tutorial');
      await page.goBack();

      await page.getByTestId('fgts-simulate').click();
      await expect(page.getByTestId('fgts-balance')).toHaveText(/R\$\s2\.000,00/);
      await expect(page.getByTestId('fgts-receivables').locator('tr').first()).toContainText(/R\$\s500,00/);
      await expect(page.getByTestId('fgts-cet')).toContainText('% a.a.');
      await shot(page, 'fgts-simulate-max');

      // below the minimum is named before any call
      await page.getByTestId('fgts-amount').fill('10');
      await page.getByTestId('fgts-simulate-amount').click();
      await expect(page.getByText(/Informe um valor entre/)).toBeVisible();
      await page.getByTestId('fgts-amount').fill('600');
      await page.getByTestId('fgts-simulate-amount').click();
      await expect(page.getByTestId('fgts-receivables').locator('tr')).toHaveCount(2);
      const released = (await page.getByTestId('fgts-released').textContent()) ?? '';
      await shot(page, 'fgts-simulate-600');
      await page.getByTestId('fgts-continue').click();

      await expect(page.getByTestId('fgts-terms')).toContainText('TERMO DE ANTECIPAÇÃO');
      await shot(page, 'fgts-terms');
      await page.getByTestId('fgts-accept-terms').click();

      await expect(page.getByTestId('fgts-face')).toBeVisible();
      await page.getByTestId('fgts-camera').click();
      await expect
        .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
        .toBeGreaterThan(0);
      await shot(page, 'fgts-face');
      await page.getByTestId('fgts-capture').click();

      const destino = smsTo(HELIO);
      const count = await outboxCount(request, destino);
      await page.getByTestId('fgts-send-code').click();
      await expect(page.getByTestId('fgts-code-sent')).toBeVisible();
      await page.getByTestId('fgts-code').fill(await newCode(request, destino, count));
      await shot(page, 'fgts-token');
      await page.getByTestId('fgts-code-confirm').click();

      await expect(page.getByRole('heading', { name: 'Digite seu PIN para contratar' })).toBeVisible();
      await typePin(page, HELIO.pin);
      await expect(page.getByTestId('fgts-done')).toBeVisible();
      await expect(page.getByTestId('fgts-done-text')).toContainText(released.trim());
      await shot(page, 'fgts-done');

      await page.getByTestId('fgts-see-contracts').click();
      await expect(page.getByTestId('fgts-contract')).toHaveCount(1);
      await expect(page.getByTestId('fgts-contract-status')).toHaveText('Ativo');
      await expect(page.getByTestId('fgts-instalment')).toHaveCount(2);
      await page.getByTestId('fgts-contract-terms').click();
      await expect(page.getByTestId('fgts-contract-terms-text')).toContainText('CÉDULA DE CRÉDITO BANCÁRIO');
      await shot(page, 'fgts-contracts');

      await page.goto('/newWalletLaunch');
      await expect.poll(() => homeBalance(page)).toBeGreaterThan(before);

      // within 7 days he withdraws (CDC art. 49): the release leaves his balance, the contract goes
      await page.goto('/fgtsContracts');
      await expect(page.getByTestId('fgts-withdraw-until')).toContainText('Você pode desistir até');
      await page.getByTestId('fgts-withdraw').click();
      await expect(page.getByTestId('fgts-withdraw-sheet')).toContainText('O IOF é estornado');
      await shot(page, 'fgts-withdraw');
      await typePin(page, HELIO.pin);
      await expect(page.getByTestId('fgts-withdrawn')).toContainText('Você desistiu da antecipação');
      await expect(page.getByTestId('fgts-contracts-empty')).toBeVisible();
      await shot(page, 'fgts-withdrawn');
      await page.goto('/newWalletLaunch');
      await expect.poll(() => homeBalance(page)).toBe(before);
    });

    for (const [key, kind, text] of [
      ['luiza', 'balance', 'Saldo insuficiente'],
      ['irene', 'notRegistered', 'Você ainda não pode antecipar'],
      ['jonas', 'anniversary', 'Seu aniversário está próximo'],
      ['murilo', 'bank', 'A Caixa não respondeu'],
    ] as const) {
      test(`${demo(key).apelido} sees the ${kind} error page`, async ({ browser }) => {
        const page = await openAs(browser, key);
        await openSimulation(page);
        await expect(page.getByTestId(`fgts-error-${kind}`)).toContainText(text);
        await shot(page, `fgts-error-${kind}`);
        await page.getByTestId('error-page-action').click();
        await expect(page).toHaveURL(/\/fgtsHome$/);
      });
    }

    test('in English, the home and the bank failure page read in English', async ({ browser }) => {
      const page = await openAs(browser, 'murilo');
      await page.evaluate(() => localStorage.setItem('carteira.locale', 'en'));
      await openSimulation(page);
      await expect(page.getByTestId('fgts-error-bank')).toContainText('Caixa did not answer');
      await page.getByTestId('error-page-action').click();
      await expect(page.getByText('Advance your anniversary withdrawal')).toBeVisible();
      await shot(page, 'fgts-home-en');
    });
  });
