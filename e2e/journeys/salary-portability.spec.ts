import { demo, homeBalance, openAs, shot, typePin } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

/** The sandbox's portability registry answers by the employer's CNPJ (apps/server/src/sandbox/README.md). */
const EFFECTIVE_ALPHANUMERIC = '12.ABC.345/01DE-35';
const HELD = '23.581.321/0001-22';

test.describe
  .serial('Salary portability and gift card', () => {
    test.setTimeout(150_000);

    test('Paula brings her CLT salary over: request, review, PIN, in force, and the payroll bank credits her salary', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'paula');
      const before = await homeBalance(page);
      // from the home's shortcuts
      await page.getByTestId('shortcut-salary-portability').click();
      await expect(page).toHaveURL(/\/salaryPortability$/);
      await expect(page.getByTestId('portability-info')).toBeVisible();
      await expect(page.getByText(/carteira assinada \(CLT\)/)).toBeVisible();
      await shot(page, 'salary-portability-info');
      await page.getByTestId('portability-request').click();
      await expect(page).toHaveURL(/\/requestSalaryPortability$/);

      // a PJ is told that portability is for CLT salaries, and cannot go on
      await page.getByTestId('portability-cnpj').fill(EFFECTIVE_ALPHANUMERIC);
      await expect(page.getByTestId('portability-cnpj')).toHaveValue(EFFECTIVE_ALPHANUMERIC);
      await page.getByTestId('portability-name').fill('Tecnologia Aurora S.A.');
      await page.getByTestId('portability-bank').selectOption('901');
      await page.getByTestId('employment-PJ').click();
      await expect(page.getByTestId('portability-not-clt')).toBeVisible();
      await expect(page.getByTestId('portability-form-submit')).toBeDisabled();
      await shot(page, 'salary-portability-not-clt');
      await page.getByTestId('employment-CLT').click();
      await page.getByTestId('portability-form-submit').click();

      await expect(page.getByTestId('portability-review-cnpj')).toHaveText(EFFECTIVE_ALPHANUMERIC);
      await shot(page, 'salary-portability-review');
      await page.getByTestId('portability-confirm').click();
      await typePin(page, demo('paula').pin);
      await expect(page.getByTestId('portability-done')).toBeVisible();
      await expect(page.getByTestId('portability-done-status')).toHaveText('Ativa');
      await shot(page, 'salary-portability-done');

      await page.getByTestId('portability-done-list').click();
      await expect(page).toHaveURL(/\/loadPortabilityRequests$/);
      await expect(page.getByTestId('portability-item')).toHaveCount(1);
      await expect(page.getByTestId('portability-item-status')).toHaveText('Ativa');
      await shot(page, 'salary-portability-list');
      await page.getByTestId('portability-item').click();
      const protocol =
        (await page.locator('.review__row', { hasText: 'Protocolo' }).locator('dd').textContent()) ?? '';
      expect(protocol).toMatch(/^PTS/);

      // the employer pays the salary at the payroll bank, which sends it on: it reaches the account
      const paid = await page.request.post('/api/sandbox/salary/credit', {
        data: { protocolo: protocol, valor: 4321.09 },
      });
      expect(paid.ok()).toBe(true);
      await page.goto('/newWalletLaunch');
      await expect.poll(() => homeBalance(page)).toBe(before + 432_109);
      await page.goto('/newTransactionHistory');
      await expect(page.getByText('Tecnologia Aurora S.A.').first()).toBeVisible();
      await expect(page.getByText(/Crédito de salário/).first()).toBeVisible();
      await shot(page, 'salary-portability-salary-credited');
    });

    test('Paula cancels a held portability with a reason, claims her phone’s gift card, and a gift card code goes into her balance once', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'paula');
      // from all services
      await page.goto('/allServices');
      await page.getByTestId('service-salaryPortability').click();
      await expect(page).toHaveURL(/\/salaryPortability$/);
      await page.getByTestId('portability-request').click();
      await page.getByTestId('portability-cnpj').fill(HELD);
      await page.getByTestId('portability-name').fill('Mercado Bom Preço');
      await page.getByTestId('portability-bank').selectOption('902');
      await page.getByTestId('employment-CLT').click();
      await page.getByTestId('portability-form-submit').click();
      await page.getByTestId('portability-confirm').click();
      await typePin(page, demo('paula').pin);
      await expect(page.getByTestId('portability-done-status')).toHaveText('Enviada');
      await page.getByTestId('portability-done-list').click();

      await page.getByTestId('portability-item').filter({ hasText: 'Mercado Bom Preço' }).click();
      await page.getByTestId('portability-cancel').click();
      await page.getByTestId('cancel-reason-7').click();
      await page.getByTestId('cancel-confirm').click();
      await expect(page.getByText('Conte o motivo em poucas palavras.')).toBeVisible();
      await page.getByTestId('cancel-complement').fill('Mudei de emprego');
      await shot(page, 'salary-portability-cancel-reason');
      await page.getByTestId('cancel-confirm').click();
      await expect(page.getByTestId('portability-details-status')).toHaveText('Cancelada');
      await expect(page.getByTestId('portability-details-reason')).toHaveText('Outros');
      await expect(page.getByTestId('portability-cancelled')).toBeVisible();
      await shot(page, 'salary-portability-cancelled');

      // gift card, from the home's shortcut: the one that came with her phone, claimed and credited
      await page.goto('/newWalletLaunch');
      const before = await homeBalance(page);
      await page.getByTestId('shortcut-gift-card').click();
      await expect(page).toHaveURL(/\/giftCard$/);
      await page.getByTestId('gift-card-barcode').fill('zy32lnrw97');
      await expect(page.getByTestId('gift-card-barcode')).toHaveValue('ZY32LNRW97');
      await page.getByTestId('gift-card-check').click();
      await expect(page.getByTestId('gift-card-offer')).toContainText(/R\$\s100,00/);
      await shot(page, 'gift-card-phone-offer');
      await page.getByTestId('gift-card-accept').click();
      await expect(page.getByTestId('gift-card-register')).toContainText('Paula');
      await shot(page, 'gift-card-register');
      await typePin(page, demo('paula').pin);
      await expect(page.getByTestId('gift-card-ready')).toContainText('Seu cartão-presente está pronto');
      await expect(page.getByTestId('gift-card-holder-card-status')).toHaveText('Disponível');
      await shot(page, 'gift-card-phone-ready');
      await page.getByTestId('gift-card-credit').click();
      await expect(page.getByTestId('gift-card-done-text')).toHaveText(/R\$\s100,00 entraram no seu saldo/);
      await page.getByRole('button', { name: 'Resgatar outro' }).click();
      await expect(page.getByTestId('gift-card-holder-card-status')).toHaveText('No saldo');
      // the phone's card again: already issued
      await page.getByTestId('gift-card-barcode').fill('ZY32LNRW97');
      await page.getByTestId('gift-card-check').click();
      await expect(page.getByTestId('gift-card-phone-issued')).toBeVisible();

      // a store card's code redeemed once; again, it is refused and nothing moves
      await page.getByTestId('gift-card-code').fill('cp50rsab20260001');
      await expect(page.getByTestId('gift-card-code')).toHaveValue('CP50-RSAB-2026-0001');
      await shot(page, 'gift-card-code');
      await page.getByTestId('gift-card-redeem').click();
      await expect(page.getByTestId('gift-card-done-text')).toHaveText(/R\$\s50,00 entraram no seu saldo/);
      await shot(page, 'gift-card-done');
      await page.getByRole('button', { name: 'Resgatar outro' }).click();
      await page.getByTestId('gift-card-code').fill('CP50-RSAB-2026-0001');
      await page.getByTestId('gift-card-redeem').click();
      await expect(
        page.getByText('Código inválido, já usado ou vencido. Nenhum valor foi creditado.'),
      ).toBeVisible();
      await shot(page, 'gift-card-used');
      await page.goto('/newWalletLaunch');
      await expect.poll(() => homeBalance(page)).toBe(before + 10_000 + 5_000);
    });

    test('in English: the gift card screen refuses an expired code', async ({ browser }) => {
      const page = await openAs(browser, 'paula', { locale: 'en' });
      await page.goto('/giftCard');
      await expect(page.getByRole('heading', { name: 'Redeem a gift card' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Did your phone come with a gift card?' }),
      ).toBeVisible();
      await page.getByTestId('gift-card-code').fill('CP10-VENC-2025-0009');
      await page.getByTestId('gift-card-redeem').click();
      await expect(page.getByText('Invalid, used or expired code. Nothing was credited.')).toBeVisible();
      await shot(page, 'gift-card-expired-en');
    });
  });
