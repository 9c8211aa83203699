import { demo, homeBalance, openAs, shot, typePin } from '../support/demo.ts';
import { fakeCamera } from '../support/financing.ts';
import { newCode, outboxCount } from '../support/outbox.ts';
import { expect, type Page, test } from '../support/test.ts';

// The account's life, with Kleber, Lara and Mateus only (blocked, unblocked, closed): no other
// journey's customer is touched. Kleber and Lara are seeded blocked at their own request (2).
const KLEBER = demo('kleber');
const LARA = demo('lara');
const MATEUS = demo('mateus');

test.use(fakeCamera);

/** A Pix by agency and account to a Carteira customer, up to the PIN. */
async function pixByAccount(page: Page, to: typeof KLEBER, amountDigits: string, pin: string) {
  await page.goto('/pixSendComponent');
  await page.getByTestId('option-ACCOUNT').click();
  await page.getByTestId('option-next').click();
  await page.getByTestId('pix-bank-search').fill('carteira');
  await page.getByTestId('pix-bank-999').click();
  await page.getByTestId('pix-account-agency').fill('0001');
  await page.getByTestId('pix-account-account').fill(to.conta);
  await page.getByTestId('pix-account-taxId').fill(to.cpf);
  await page.getByTestId('pix-account-name').fill(to.nome);
  await page.getByTestId('pix-account-submit').click();
  await page.getByTestId('pix-amount').pressSequentially(amountDigits);
  await page.getByTestId('pix-amount-submit').click();
  await page.getByTestId('pix-review-confirm').click();
  await typePin(page, pin);
}

/** The same screen in English, for its screenshot, then back to Portuguese. */
async function shotInEnglish(page: Page, name: string, ready: string) {
  await page.evaluate(() => localStorage.setItem('carteira.locale', 'en'));
  await page.reload();
  await expect(page.getByTestId(ready)).toBeVisible();
  await shot(page, `${name}-en`);
  await page.evaluate(() => localStorage.setItem('carteira.locale', 'pt-BR'));
  await page.reload();
  await expect(page.getByTestId(ready)).toBeVisible();
}

/** From the status page through the unblock stages up to sending the selfie. */
async function sendSelfie(page: Page, name: string) {
  await page.getByTestId('account-status-unblock').click();
  await expect(page.getByTestId('unblock-security')).toBeVisible();
  await shot(page, `${name}-security`);
  await page.getByTestId('unblock-next').click();
  await expect(page.getByTestId('unblock-selfie-info')).toBeVisible();
  await shot(page, `${name}-selfie-info`);
  await page.getByTestId('unblock-next').click();
  await page.getByTestId('unblock-camera').click();
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await shot(page, `${name}-face`);
  await page.getByTestId('unblock-capture').click();
  await expect(page.getByTestId('unblock-photo')).toBeVisible();
  await shot(page, `${name}-photo`);
  await page.getByTestId('unblock-send').click();
}

test.describe
  .serial('The account’s life', () => {
    test.describe.configure({ timeout: 120_000 });

    test('Kleber’s blocked account is refused a Pix; he lifts the block with a selfie and the account is active', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'kleber', { permissions: ['camera'] });
      const before = await homeBalance(page);
      await pixByAccount(page, demo('ana'), '990', KLEBER.pin);
      await expect(page.getByTestId('pix-failed-message')).toContainText('Sua conta está bloqueada');
      await shot(page, 'account-blocked-pix-refused');

      await page.goto('/myAccount');
      await page.getByTestId('account-status-link').click();
      await expect(page.getByTestId('account-status-name')).toHaveText('Bloqueada a seu pedido');
      await expect(page.getByTestId('account-status-how')).toContainText('com uma selfie');
      await shot(page, 'account-status-blocked');
      await shotInEnglish(page, 'account-status-blocked', 'account-status-name');
      await sendSelfie(page, 'account-unblock');
      await expect(page.getByTestId('unblock-done')).toBeVisible();
      await shot(page, 'account-unblock-done');
      await page.getByTestId('unblock-home').click();
      expect(await homeBalance(page)).toBe(before);
      await page.goto('/accountStatus');
      await expect(page.getByTestId('account-status-name')).toHaveText('Ativa');
      await shot(page, 'account-status-active');
    });

    test('Lara’s selfie is refused and she may retry; then the bank blocks her by court order, which no selfie lifts', async ({
      browser,
      request,
    }) => {
      const page = await openAs(browser, 'lara', { permissions: ['camera'] });
      await page.goto('/accountStatus');
      await sendSelfie(page, 'account-unblock-refused');
      await expect(page.getByTestId('unblock-failed-text')).toContainText(
        'Não conseguimos confirmar que é você',
      );
      await shot(page, 'account-unblock-refused');
      await page.getByTestId('unblock-retry').click();
      await expect(page.getByTestId('unblock-selfie-info')).toBeVisible();

      const judicial = await request.post('/api/sandbox/accounts/status', {
        data: { numero: LARA.conta, idStatusConta: 6, motivo: 'Ordem judicial (sandbox)' },
      });
      expect(judicial.ok()).toBe(true);
      await page.goto('/accountStatus');
      await expect(page.getByTestId('account-status-name')).toHaveText('Bloqueada por ordem judicial');
      await expect(page.getByTestId('account-status-how')).toContainText('não pode ser retirado pelo app');
      await expect(page.getByTestId('account-status-unblock')).toHaveCount(0);
      await shot(page, 'account-status-judicial');
      await shotInEnglish(page, 'account-status-judicial', 'account-status-name');
      // the unblock page reached directly says the same
      await page.goto('/unblockAccount');
      await expect(page.getByTestId('unblock-not-allowed')).toContainText('não pode ser retirado pelo app');
    });

    test('Mateus is told his balance keeps the account open; with none left it closes and he cannot sign in', async ({
      browser,
      request,
    }) => {
      const page = await openAs(browser, 'mateus');
      expect(await homeBalance(page)).toBe(2500);
      await page.goto('/myAccount');
      await page.getByTestId('account-cancel-link').click();
      await expect(page.getByTestId('cancel-pending')).toBeVisible();
      await expect(page.getByTestId('cancel-blocker-SALDO')).toContainText('Há saldo na conta');
      await shot(page, 'account-cancel-pending');
      await shotInEnglish(page, 'account-cancel-pending', 'cancel-pending');

      // the whole balance to Kleber (active again since the first journey)
      await pixByAccount(page, KLEBER, '2500', MATEUS.pin);
      await expect(page.getByTestId('pix-done')).toBeVisible();

      await page.goto('/cancelAccount');
      await expect(page.getByTestId('cancel-benefits')).toBeVisible();
      await shot(page, 'account-cancel-benefits');
      await shotInEnglish(page, 'account-cancel-benefits', 'cancel-benefits');
      await page.getByTestId('cancel-continue').click();
      await shot(page, 'account-cancel-reasons');
      await page.getByTestId('option-OUTRO_BANCO').click();
      const destino = `+55${MATEUS.ddd}${MATEUS.telefone}`;
      const count = await outboxCount(request, destino);
      await page.getByTestId('option-next').click();
      await expect(page.getByTestId('cancel-code-sent')).toContainText('*****1357');
      await shot(page, 'account-cancel-code');
      const code = await newCode(request, destino, count);
      await page.getByTestId('cancel-code').fill(code);
      await page.getByTestId('cancel-close').click();
      await expect(page.getByTestId('cancel-done')).toBeVisible();
      await shot(page, 'account-cancel-done');
      await page.getByTestId('cancel-leave').click();

      await expect(page).toHaveURL(/\/newLogin/);
      // signed out as by a logout: no "log in again to continue" notice
      await expect(page.getByTestId('login-relogin')).toHaveCount(0);
      await page.getByTestId('login-cpf').fill(MATEUS.cpf);
      await page.getByTestId('login-password').fill(MATEUS.senha);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toContainText('Esta conta foi encerrada');
      await shot(page, 'account-closed-login');
    });
  });
