import { demo, openAs, shot } from '../support/demo.ts';
import { expect, type Page, test } from '../support/test.ts';

// Gabriela is otherwise only refused by the credit bureau (financing-credit): her Pix keys are hers to
// make and delete here. She starts with none.
const gabriela = demo('gabriela');
const maskedCpf = `***.${gabriela.cpf.slice(3, 6)}.${gabriela.cpf.slice(6, 9)}-**`;

/** Opens a route with navigation state, as a screen of the app would (no address carries state). */
async function openWithState(page: Page, path: string, state: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: 'journey', idx: (window.history.state?.idx ?? 0) + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, state] as const,
  );
}

test.describe
  .serial('Pix first access, know more, onboarding and key details', () => {
    test('Gabriela, with no key, goes through first access and the tour to her CPF key, copies a key and deletes another', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'gabriela', { permissions: ['clipboard-read', 'clipboard-write'] });
      await page.getByTestId('shortcut-pix').click();
      await expect(page.getByTestId('pix-first-access')).toBeVisible();
      await expect(page.getByTestId('pix-first-access')).toContainText('Boas-vindas ao Pix');
      await shot(page, 'pix-first-access');

      await page.getByTestId('pix-first-access-know-more').click();
      await expect(page.getByTestId('pix-know-more-night')).toContainText('Das 20h às 6h');
      await shot(page, 'pix-know-more');
      await page.getByTestId('pix-know-more-security').scrollIntoViewIfNeeded();
      await shot(page, 'pix-know-more-security');
      await page.getByTestId('top-bar-back').click();
      await expect(page.getByTestId('pix-first-access')).toBeVisible();

      // the tour: four steps, back goes one step back, the last one leads to the first key
      await page.getByTestId('pix-first-access-tour').click();
      const tour = page.getByTestId('pix-onboarding');
      await expect(tour).toHaveAttribute('data-step', '1');
      await shot(page, 'pix-onboarding-1');
      for (const step of ['2', '3', '4']) {
        await page.getByTestId('pix-onboarding-next').click();
        await expect(tour).toHaveAttribute('data-step', step);
      }
      await page.getByTestId('top-bar-back').click();
      await expect(tour).toHaveAttribute('data-step', '3');
      await page.getByTestId('pix-onboarding-next').click();
      await shot(page, 'pix-onboarding-4');
      await page.getByTestId('pix-onboarding-create').click();
      await page.getByTestId('option-CPF').click();
      await page.getByTestId('option-next').click();
      await expect(page.getByTestId('pix-key-created-value')).toHaveText(maskedCpf);

      // a random key too, then both in the list
      await page.goto('/registerNewKeyComponent');
      await page.getByTestId('option-EVP').click();
      await page.getByTestId('option-next').click();
      const evp = ((await page.getByTestId('pix-key-created-value').textContent()) ?? '').trim();
      await page.getByTestId('pix-see-keys').click();
      await expect(page.getByTestId('pix-key-item')).toHaveCount(2);

      // the CPF key's details: masked, in her name, at this bank; copied whole
      await page
        .locator('[data-testid="pix-key-item"][data-key-type="1"]')
        .getByTestId('pix-key-open')
        .click();
      await expect(page.getByTestId('pix-key-info-value')).toHaveText(maskedCpf);
      await expect(page.getByTestId('pix-key-info-holder')).toHaveText(gabriela.nome);
      await expect(page.getByTestId('pix-key-info-tax-id')).toHaveText(maskedCpf);
      await expect(page.getByTestId('pix-key-info-institution')).toHaveText('Carteira');
      await expect(page.getByTestId('pix-key-info-account')).toContainText(gabriela.conta.slice(0, 4));
      await expect(page.getByTestId('pix-key-info-same-holder')).toHaveText('Em seu nome');
      await expect(page.getByTestId('pix-key-info-e2e')).toHaveText(/^E99999999\d{12}[A-Za-z0-9]{11}$/);
      await expect(page.getByTestId('pix-key-info-created')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      await shot(page, 'pix-key-info');
      await page.getByTestId('pix-key-info-copy').click();
      await expect(page.getByTestId('snackbar')).toContainText('Chave copiada');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(gabriela.cpf);
      await page.getByTestId('top-bar-back').click();
      await expect(page.getByTestId('pix-keys')).toBeVisible();

      // the random key deleted from its details, with the list's confirmation
      await page.getByTestId('pix-key-item').filter({ hasText: evp }).getByTestId('pix-key-open').click();
      await expect(page.getByTestId('pix-key-info-value')).toHaveText(evp);
      await page.getByTestId('pix-key-info-delete').click();
      await expect(page.getByTestId('pix-key-delete-confirm')).toBeVisible();
      await shot(page, 'pix-key-info-delete');
      await page.getByTestId('pix-key-delete-confirm').click();
      await expect(page.getByTestId('snackbar')).toContainText('Chave excluída');
      await expect(page.getByTestId('pix-keys')).toBeVisible();
      await expect(page.getByTestId('pix-key-value')).toHaveText([maskedCpf]);

      // with a key, the Pix entry opens the landing
      await page.goto('/newWalletLaunch');
      await page.getByTestId('shortcut-pix').click();
      await expect(page.getByTestId('pix-home')).toBeVisible();
    });

    test('in English: the pages read in English, and the code screen opens at its step for her e-mail key', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'gabriela', { locale: 'en' });
      await page.goto('/pixFirstAccess');
      await expect(page.getByTestId('pix-first-access')).toContainText('Welcome to Pix');
      // opened with a key already: her keys instead of the first one
      await expect(page.getByTestId('pix-first-access-keys')).toBeVisible();
      await expect(page.getByTestId('pix-first-access')).toContainText('Your Pix keys');
      await shot(page, 'pix-first-access-en');
      await page.getByTestId('pix-first-access-know-more').click();
      await expect(page.getByTestId('pix-know-more-night')).toContainText('From 8 pm to 6 am');
      await shot(page, 'pix-know-more-en');
      await page.goto('/pixOnboardingComponent');
      await expect(page.getByTestId('pix-onboarding-step')).toHaveText('Step 1 of 4');
      await shot(page, 'pix-onboarding-1-en');

      // the code step, opened with the key it is for: the code is sent on arrival
      await openWithState(page, '/otpConfirmationComponent', { keyType: 'EMAIL', key: gabriela.email });
      await expect(page.locator('main')).toHaveAttribute('data-step', 'code');
      await expect(page.getByText(`We sent a code to ${gabriela.email}`)).toBeVisible();
      await shot(page, 'pix-otp-step-en');
      await page.getByTestId('pix-new-key-code').fill('135790');
      await page.getByTestId('pix-new-key-confirm').click();
      await expect(page.getByTestId('pix-key-created-value')).toHaveText(gabriela.email);

      // the details step, opened with a type only
      await openWithState(page, '/collectNewKeyDetailsComponent', { keyType: 'PHONE' });
      await expect(page.locator('main')).toHaveAttribute('data-step', 'value');
      await expect(page.getByTestId('pix-new-key-value')).toBeVisible();

      await page.goto('/myPixKeysComponent');
      await page
        .getByTestId('pix-key-item')
        .filter({ hasText: gabriela.email })
        .getByTestId('pix-key-open')
        .click();
      await expect(page.getByTestId('pix-key-info-same-holder')).toHaveText('In your name');
      await expect(page.getByTestId('pix-key-info-type')).toHaveText('E-mail');
      await shot(page, 'pix-key-info-en');
    });
  });
