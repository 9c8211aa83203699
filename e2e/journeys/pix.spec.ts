import { newContext } from '../support/bank-clock.ts';
import { demo, homeBalance, login, shot, typePin } from '../support/demo.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Ana's phone key: the sandbox's validation code is the number's last 6 digits. */
const ANA_PHONE = '21998765432';
const ANA_PHONE_CODE = ANA_PHONE.slice(-6);
/** Pedro Henrique Santos, Pagar Fácil IP (a sandbox institution), random key. */
const PEDRO_EVP = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

async function openAs(browser: import('@playwright/test').Browser, who: 'ana' | 'bruno'): Promise<Page> {
  const page = await (
    await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] })
  ).newPage();
  await login(page, who);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  return page;
}

async function backHome(page: Page): Promise<number> {
  await page.goto('/newWalletLaunch');
  return homeBalance(page);
}

/** The newest line of the customer's Pix history. */
async function latestPix(page: Page) {
  await page.goto('/pixTransactionHistory');
  const first = page.getByTestId('pix-history-item').first();
  await expect(first).toBeVisible();
  return first;
}

test.describe
  .serial('Pix', () => {
    test('Ana registers a phone key with the sandbox code', async ({ browser }) => {
      const page = await openAs(browser, 'ana');
      await page.getByTestId('shortcut-pix').click();
      // no key yet and a first visit: first access opens in place of the landing
      await page.getByTestId('pix-first-access-landing').click();
      await expect(page.getByTestId('pix-home')).toBeVisible();
      await shot(page, 'pix-home');
      await page.getByTestId('pix-action-keys').click();
      await expect(page.getByTestId('pix-keys-count')).toBeVisible();
      await page.getByTestId('pix-keys-new').click();
      await expect(page.getByTestId('option-CPF')).toBeVisible();
      await shot(page, 'pix-new-key-menu');
      await page.getByTestId('option-PHONE').click();
      await page.getByTestId('option-next').click();
      await page.getByTestId('pix-new-key-value').fill(ANA_PHONE);
      await expect(page.getByTestId('pix-new-key-value')).toHaveValue('(21) 99876-5432');
      await page.getByTestId('pix-new-key-send-code').click();

      await page.getByTestId('pix-new-key-code').fill('000000');
      await page.getByTestId('pix-new-key-confirm').click();
      await expect(page.getByRole('alert')).toContainText('Código incorreto');
      await shot(page, 'pix-new-key-wrong-code');
      await page.getByTestId('pix-new-key-code').fill(ANA_PHONE_CODE);
      await shot(page, 'pix-new-key-code');
      await page.getByTestId('pix-new-key-confirm').click();
      await expect(page.getByTestId('pix-key-created-value')).toHaveText('+55 (21) 99876-5432');
      await shot(page, 'pix-new-key-created');

      await page.getByTestId('pix-see-keys').click();
      await expect(page.getByTestId('pix-key-value')).toHaveText(['+55 (21) 99876-5432']);
      await shot(page, 'pix-my-keys');
    });

    test('Bruno sends to Ana’s phone key: a wrong PIN first; both balances and both Pix histories show it', async ({
      browser,
    }) => {
      const ana = await openAs(browser, 'ana');
      const anaBefore = await homeBalance(ana);
      const page = await openAs(browser, 'bruno');
      const brunoBefore = await homeBalance(page);

      await page.goto('/pixLandingComponent');
      await page.getByTestId('pix-action-send').click();
      await page.getByTestId('option-PHONE').click();
      await page.getByTestId('option-next').click();
      await page.getByTestId('pix-key-input').fill('(21) 99876-5432');
      await shot(page, 'pix-send-key');
      await page.getByTestId('pix-key-submit').click();
      await expect(page.getByTestId('pix-amount-payee')).toContainText('Ana');
      await page.getByTestId('pix-amount').pressSequentially('2550');
      await page.getByTestId('pix-amount-submit').click();

      await expect(page.getByTestId('pix-review-name')).toContainText('Ana Beatriz Souza');
      await expect(page.getByTestId('pix-review-tax-id')).toContainText('***');
      await expect(page.getByTestId('pix-review-amount')).toContainText('25,50');
      await shot(page, 'pix-send-review');
      await page.getByTestId('pix-review-confirm').click();

      await typePin(page, '0000');
      await expect(page.getByTestId('pin-error')).toHaveText(/PIN incorreto/i);
      await typePin(page, demo('bruno').pin);
      await expect(page.getByTestId('pix-done')).toBeVisible();
      await expect(page.getByTestId('pix-done-end-to-end')).toHaveText(/^E\d{8}/);
      await shot(page, 'pix-send-receipt');

      await page.getByTestId('pix-home').click();
      await expect.poll(() => homeBalance(page)).toBe(brunoBefore - 2550);
      await expect.poll(() => backHome(ana)).toBe(anaBefore + 2550);

      // the payment heads both Pix histories: sent to Ana in Bruno's, received from Bruno in Ana's
      const sent = await latestPix(page);
      await expect(sent).toHaveAttribute('data-direction', 'out');
      await expect(sent).toContainText('Ana Beatriz Souza');
      await expect(sent).toContainText('25,50');
      await shot(page, 'pix-send-history-sender');
      const received = await latestPix(ana);
      await expect(received).toHaveAttribute('data-direction', 'in');
      await expect(received).toContainText(demo('bruno').nome);
      await expect(received).toContainText('25,50');
      await shot(ana, 'pix-send-history-receiver');
    });

    test('Ana makes a receive code with an amount; Bruno pays it by copy and paste', async ({ browser }) => {
      const ana = await openAs(browser, 'ana');
      const anaBefore = await homeBalance(ana);
      await ana.goto('/pixLandingComponent');
      await ana.getByTestId('pix-action-receive').click();
      await ana.getByTestId('pix-receive-amount').pressSequentially('4200');
      await ana.getByTestId('pix-receive-generate').click();
      await expect(ana.getByTestId('pix-receive-qr')).toBeVisible();
      await expect(ana.getByTestId('pix-receive-amount-shown')).toContainText('42,00');
      const code = (await ana.getByTestId('pix-receive-code').textContent()) ?? '';
      expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/i);
      await ana.getByTestId('pix-receive-copy').click();
      await expect(ana.getByTestId('snackbar')).toContainText('Código copiado');
      // the copy icon sits on its label's line, centred on it, not above the text
      const [icon, label] = await ana.getByTestId('pix-receive-copy').evaluate((button) => {
        const middle = (box: DOMRect) => box.top + box.height / 2;
        const text = document.createRange();
        text.selectNodeContents(button.querySelector('span') as HTMLElement);
        const rects = [...text.getClientRects()].filter((r) => r.width > 30);
        return [
          middle((button.querySelector('svg') as SVGElement).getBoundingClientRect()),
          middle(rects[0] as DOMRect),
        ];
      });
      expect(Math.abs(icon - label)).toBeLessThanOrEqual(2);
      await shot(ana, 'pix-receive-qr');

      const page = await openAs(browser, 'bruno');
      const brunoBefore = await homeBalance(page);
      await page.goto('/pixLandingComponent');
      await page.getByTestId('pix-action-copy-paste').click();
      await page.getByTestId('pix-paste-input').fill(code);
      await shot(page, 'pix-paste');
      await page.getByTestId('pix-paste-submit').click();
      await expect(page.getByTestId('pix-review-amount')).toContainText('42,00');
      await expect(page.getByTestId('pix-review-name')).toContainText('Ana');
      await expect(page.getByTestId('pix-review-city')).not.toBeEmpty();
      await expect(page.getByTestId('pix-review-key')).toContainText('(21)');
      await shot(page, 'pix-paste-review');
      await page.getByTestId('pix-review-confirm').click();
      await typePin(page, demo('bruno').pin);
      await expect(page.getByTestId('pix-done')).toBeVisible();
      await shot(page, 'pix-paste-receipt');

      await page.getByTestId('pix-home').click();
      await expect.poll(() => homeBalance(page)).toBe(brunoBefore - 4200);
      await expect.poll(() => backHome(ana)).toBe(anaBefore + 4200);
    });

    test('a code with one changed character is refused and nothing moves', async ({ browser }) => {
      const ana = await openAs(browser, 'ana');
      await ana.goto('/pixReceive');
      await ana.getByTestId('pix-receive-amount').pressSequentially('1000');
      await ana.getByTestId('pix-receive-generate').click();
      const code = (await ana.getByTestId('pix-receive-code').textContent()) ?? '';
      const at = code.indexOf('5802BR') + 10;
      const changed = `${code.slice(0, at)}${code[at] === 'X' ? 'Y' : 'X'}${code.slice(at + 1)}`;
      expect(changed).not.toBe(code);

      const page = await openAs(browser, 'bruno');
      const before = await homeBalance(page);
      await page.goto('/pixQrCopyPasteComponent');
      await page.getByTestId('pix-paste-input').fill(changed);
      await page.getByTestId('pix-paste-submit').click();
      await expect(page.getByTestId('pix-paste-error')).toContainText('não é um Pix Copia e Cola válido');
      await expect(page.locator('main')).toHaveAttribute('data-step', 'target');
      await shot(page, 'pix-paste-refused');
      await page.getByTestId('pix-paste-input').fill('hello, this is no code');
      await page.getByTestId('pix-paste-submit').click();
      await expect(page.getByTestId('pix-paste-error')).toContainText('não é de Pix');
      expect(await backHome(page)).toBe(before);
    });

    test('Bruno pays a sandbox institution’s random key', async ({ browser }) => {
      const page = await openAs(browser, 'bruno');
      const before = await homeBalance(page);
      await page.goto('/sendComponent');
      await page.getByTestId('option-pix').click();
      await page.getByTestId('option-next').click();
      await expect(page).toHaveURL(/pixSendComponent/);
      await page.getByTestId('option-EVP').click();
      await page.getByTestId('option-next').click();
      await page.getByTestId('pix-key-input').fill(PEDRO_EVP.toUpperCase());
      await page.getByTestId('pix-key-submit').click();
      await page.getByTestId('pix-amount').pressSequentially('990');
      await page.getByTestId('pix-amount-submit').click();
      await expect(page.getByTestId('pix-review-name')).toContainText('Pedro Henrique Santos');
      await expect(page.getByTestId('pix-review-institution')).toContainText('Pagar Fácil');
      await shot(page, 'pix-institution-review');
      await page.getByTestId('pix-review-confirm').click();
      await typePin(page, demo('bruno').pin);
      await expect(page.getByTestId('pix-done')).toBeVisible();
      await expect(page.getByTestId('pix-done-end-to-end')).toHaveText(/^E99999999/);
      await shot(page, 'pix-institution-receipt');
      await page.getByTestId('pix-home').click();
      await expect.poll(() => homeBalance(page)).toBe(before - 990);
    });

    test('Ana registers her CPF key, the menu then leaves CPF out, and she deletes it after confirming', async ({
      browser,
    }) => {
      const page = await (await newContext(browser)).newPage();
      await login(page, 'ana');
      await expect(page.getByTestId('home-greeting')).toBeVisible();
      await page.goto('/registerNewKeyComponent');
      await page.getByTestId('option-CPF').click();
      await page.getByTestId('option-next').click();
      await expect(page.getByTestId('pix-key-created-value')).toHaveText('***.533.447-**');
      await page.getByTestId('pix-see-keys').click();
      await expect(page.getByTestId('pix-key-item')).toHaveCount(2);
      await page.getByTestId('pix-keys-new').click();
      await expect(page.getByTestId('option-PHONE')).toBeVisible();
      await expect(page.getByTestId('option-CPF')).toHaveCount(0);
      await page.getByTestId('top-bar-back').click();

      const cpfKey = page.locator('[data-testid="pix-key-item"][data-key-type="1"]');
      await cpfKey.getByTestId('pix-key-delete').click();
      await expect(page.getByRole('dialog')).toContainText('Excluir esta chave?');
      await shot(page, 'pix-key-delete');
      await page.getByTestId('pix-key-delete-confirm').click();
      await expect(page.getByTestId('snackbar')).toContainText('Chave excluída');
      await expect(page.getByTestId('pix-key-item')).toHaveCount(1);
      await expect(page.getByTestId('pix-key-value')).toHaveText(['+55 (21) 99876-5432']);
    });

    test('Ana receives a Pix from a sandbox institution on her phone key', async ({ browser, request }) => {
      const page = await openAs(browser, 'ana');
      const before = await homeBalance(page);
      // Banco Horizonte (a sandbox institution) sends R$ 37,00 through the sandbox's door for the outside world.
      const sent = await request.post('/api/sandbox/pix/receive', {
        data: { chave: `+55${ANA_PHONE}`, valor: 37, ispb: '90400001' },
      });
      expect(sent.status()).toBe(200);
      await page.reload();
      await expect.poll(() => homeBalance(page)).toBe(before + 3700);
      await page.getByTestId('shortcut-history').click();
      const first = page.getByTestId('history-item').first();
      await expect(first).toContainText('Marcos Vinícius');
      await expect(first).toContainText('37,00');
      await shot(page, 'pix-received-from-institution');
    });
  });
