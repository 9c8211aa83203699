import { newContext } from '../support/bank-clock.ts';
import { demo, homeBalance, login, shot, typePin } from '../support/demo.ts';
import { type Browser, expect, type Page, test } from '../support/test.ts';

async function openAs(
  browser: Browser,
  who: 'ana' | 'bruno',
  locale: 'pt-BR' | 'en' = 'pt-BR',
): Promise<Page> {
  const context = await newContext(browser);
  await context.addInitScript((l) => localStorage.setItem('carteira.locale', l), locale);
  const page = await context.newPage();
  await login(page, who);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  return page;
}

async function backHome(page: Page): Promise<number> {
  await page.goto('/newWalletLaunch');
  return homeBalance(page);
}

test.describe
  .serial('Pix history and return', () => {
    test('Bruno filters his Pix statement: sent, received, scheduled and a period', async ({ browser }) => {
      const page = await openAs(browser, 'bruno');
      await page.goto('/pixLandingComponent');
      await page.getByTestId('pix-action-history').click();
      await expect(page).toHaveURL(/pixTransactionHistory/);
      const items = page.getByTestId('pix-history-item');
      await expect(items.first()).toBeVisible();
      await expect(page.getByTestId('pix-history-filter-all')).toHaveAttribute('aria-pressed', 'true');
      await shot(page, 'pix-history-all');

      await page.getByTestId('pix-history-filter-sent').click();
      await expect(items.first()).toHaveAttribute('data-direction', 'out');
      const sent = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-direction')));
      expect(sent.length).toBeGreaterThan(0);
      expect(new Set(sent)).toEqual(new Set(['out']));
      await shot(page, 'pix-history-sent');

      await page.getByTestId('pix-history-filter-received').click();
      await expect(items.first()).toHaveAttribute('data-direction', 'in');
      const received = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-direction')));
      expect(new Set(received)).toEqual(new Set(['in']));

      await page.getByTestId('pix-history-filter-scheduled').click();
      await expect(page.getByTestId('pix-history-empty')).toBeVisible();
      await page.getByTestId('pix-history-filter-all').click();

      // a period the statement refuses, then one it accepts
      await page.getByTestId('pix-history-range').click();
      const today = await page.getByTestId('pix-range-to').inputValue();
      const dayBefore = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await page.getByTestId('pix-range-from').fill(today);
      await page.getByTestId('pix-range-to').fill(dayBefore);
      await page.getByTestId('pix-range-apply').click();
      await expect(page.getByTestId('pix-range-error')).toContainText('data inicial');
      await shot(page, 'pix-history-range-refused');
      await page.getByTestId('top-bar-back').click();
      await expect(page.getByTestId('pix-history')).toHaveAttribute('data-screen', 'list');

      const firstAt = await items.first().textContent();
      expect(firstAt).toBeTruthy();
      await page.getByTestId('pix-history-range').click();
      const to = await page.getByTestId('pix-range-to').inputValue();
      await page.getByTestId('pix-range-from').fill(to);
      await page.getByTestId('pix-range-apply').click();
      const [y, m, d] = to.split('-');
      await expect(page.getByTestId('pix-history-period')).toContainText(`${d}/${m}/${y}`);
      await expect(
        page.getByTestId('pix-history-item').or(page.getByTestId('pix-history-empty')).first(),
      ).toBeVisible();

      // back leaves the route for the Pix home
      await page.getByTestId('top-bar-back').click();
      await expect(page.getByTestId('pix-home')).toBeVisible();
    });

    test('Ana returns part of a Pix from Bruno: a wrong PIN, then the right one; both balances change', async ({
      browser,
    }) => {
      const ana = await openAs(browser, 'ana');
      await ana.goto('/registerNewKeyComponent');
      await ana.getByTestId('option-EVP').click();
      await ana.getByTestId('option-next').click();
      const evp = ((await ana.getByTestId('pix-key-created-value').textContent()) ?? '').trim();
      expect(evp).toMatch(/^[0-9a-f-]{36}$/);
      const anaBefore = await backHome(ana);

      const bruno = await openAs(browser, 'bruno');
      const brunoBefore = await homeBalance(bruno);
      await bruno.goto('/pixSendComponent');
      await bruno.getByTestId('option-EVP').click();
      await bruno.getByTestId('option-next').click();
      await bruno.getByTestId('pix-key-input').fill(evp);
      await bruno.getByTestId('pix-key-submit').click();
      await bruno.getByTestId('pix-amount').pressSequentially('2500');
      await bruno.getByTestId('pix-amount-submit').click();
      // the payee's key is masked by one rule on the review, the receipt at once and the history's receipt
      const masked = `${evp.slice(0, 8)}-****-****-****-********${evp.slice(-4)}`;
      await expect(bruno.getByTestId('pix-review-key')).toHaveText(masked);
      await bruno.getByTestId('pix-review-confirm').click();
      await typePin(bruno, demo('bruno').pin);
      await expect(bruno.getByTestId('pix-done')).toBeVisible();
      await expect(bruno.getByTestId('pix-done')).toContainText(masked);

      await ana.goto('/pixTransactionHistory');
      await ana.getByTestId('pix-history-filter-received').click();
      const item = ana
        .getByTestId('pix-history-item')
        .filter({ hasText: 'Bruno' })
        .filter({ hasText: '25,00' });
      await item.first().click();
      await expect(ana.getByTestId('pix-receipt-amount')).toContainText('25,00');
      await expect(ana.getByTestId('pix-receipt-payer')).toContainText('Bruno Henrique Lima');
      await expect(ana.getByTestId('pix-receipt-key')).toHaveText(masked);
      await expect(ana.getByTestId('pix-receipt-operation')).toHaveText('Pix por chave');
      await shot(ana, 'pix-history-receipt');
      await ana.getByTestId('pix-receipt-return').click();

      await expect(ana.getByTestId('pix-return-amount')).toHaveValue(/25,00/);
      await ana.getByTestId('pix-return-amount').fill('');
      await ana.getByTestId('pix-return-amount').pressSequentially('2501');
      await ana.getByTestId('pix-return-submit').click();
      await expect(ana.getByRole('alert')).toContainText('passa do que você recebeu');
      await shot(ana, 'pix-return-above');
      await ana.getByTestId('pix-return-amount').fill('');
      await ana.getByTestId('pix-return-amount').pressSequentially('1000');
      await ana.getByTestId('pix-return-submit').click();

      await typePin(ana, '0000');
      await expect(ana.getByTestId('pin-error')).toHaveText(/PIN incorreto/i);
      await shot(ana, 'pix-return-wrong-pin');
      await typePin(ana, demo('ana').pin);
      await expect(ana.getByTestId('pix-return-done')).toBeVisible();
      await expect(ana.getByTestId('pix-return-end-to-end')).toHaveText(/^D/);
      await expect(ana.getByTestId('pix-return-left')).toContainText('15,00');
      await shot(ana, 'pix-return-done');
      await ana.getByTestId('pix-return-back').click();
      await expect(ana.getByTestId('pix-history')).toHaveAttribute('data-screen', 'list');

      await expect.poll(() => backHome(ana)).toBe(anaBefore + 2500 - 1000);
      await expect.poll(() => backHome(bruno)).toBe(brunoBefore - 2500 + 1000);

      // the random key goes away again, so the account's key count stays as it was
      await ana.goto('/myPixKeysComponent');
      const key = ana.getByTestId('pix-key-item').filter({ hasText: evp });
      await key.getByTestId('pix-key-delete').click();
      await ana.getByTestId('pix-key-delete-confirm').click();
      await expect(ana.getByTestId('pix-key-item').filter({ hasText: evp })).toHaveCount(0);
    });

    test('the statement in English', async ({ browser }) => {
      const page = await openAs(browser, 'bruno', 'en');
      await page.goto('/pixTransactionHistory');
      await expect(page.getByTestId('pix-history-filter-all')).toHaveText('All');
      await expect(page.getByTestId('pix-history-item').first()).toBeVisible();
      await shot(page, 'pix-history-en');
    });
  });
