import { demo, homeBalance, openAs, shot, typePin } from '../support/demo.ts';
import { type Browser, expect, type Page, test } from '../support/test.ts';

// Gabriela sends and keeps the contacts, Daniel receives: no other journey depends on Gabriela's balance
// or contacts, and none on Daniel's balance or keys (login-refusals, later in the run, only blocks his
// password). Marcos Vinícius Rocha is a customer of a sandbox institution (his e-mail key).
const MARCOS_EMAIL = 'marcos.rocha@horizonte.example';
const MARCOS_CPF = '41820357635';

async function backHome(page: Page): Promise<number> {
  await page.goto('/newWalletLaunch');
  return homeBalance(page);
}

/** A random key for Daniel, registered in the app; returns it. */
async function danielEvp(browser: Browser): Promise<{ page: Page; key: string }> {
  const page = await openAs(browser, 'daniel');
  await page.goto('/registerNewKeyComponent');
  await page.getByTestId('option-EVP').click();
  await page.getByTestId('option-next').click();
  const key = ((await page.getByTestId('pix-key-created-value').textContent()) ?? '').trim();
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  return { page, key };
}

async function payFromReview(page: Page, pin: string): Promise<void> {
  await page.getByTestId('pix-review-confirm').click();
  await typePin(page, pin);
  await expect(page.getByTestId('pix-done')).toBeVisible();
}

test.describe
  .serial('Contacts', () => {
    test('Gabriela adds Daniel with his random key and pays him through the send menu’s contacts', async ({
      browser,
    }) => {
      const daniel = await danielEvp(browser);
      const danielBefore = await backHome(daniel.page);
      const gabriela = demo('gabriela');
      const page = await openAs(browser, 'gabriela');
      const before = await homeBalance(page);

      await page.goto('/contacts');
      await expect(page.getByTestId('contacts-empty')).toBeVisible();
      await shot(page, 'contacts-empty');
      await page.getByTestId('contacts-add').click();
      await page.getByTestId('contact-details-submit').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await page.getByTestId('contact-name').fill('Daniel Costa Pereira');
      await page.getByTestId('contact-tax-id').fill(demo('daniel').cpf);
      await page.getByTestId('contact-nickname').fill('Dani');
      await shot(page, 'contacts-add-details');
      await page.getByTestId('contact-details-submit').click();
      await expect(page.getByTestId('option-CPF')).toBeVisible();
      await expect(page.getByTestId('option-CNPJ')).toHaveCount(0);
      await shot(page, 'contacts-add-key-type');
      await page.getByTestId('option-EVP').click();
      await page.getByTestId('option-next').click();
      await page.getByTestId('contact-key-value').fill('not-a-key');
      await page.getByTestId('contact-key-submit').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await page.getByTestId('contact-key-value').fill(daniel.key.toUpperCase());
      await page.getByTestId('contact-key-submit').click();
      await expect(page.getByTestId('contact-saved')).toContainText('Dani');
      await shot(page, 'contacts-saved');

      await page.goto('/pixSendComponent');
      await page.getByTestId('option-CONTACTS').click();
      await shot(page, 'contacts-pix-destination-menu');
      await page.getByTestId('option-next').click();
      await expect(page.getByTestId('pix-contact')).toHaveCount(1);
      await shot(page, 'contacts-pix-pick-contact');
      await page.getByTestId('pix-contact').getByRole('button').click();
      await expect(page.getByTestId('pix-contact-key')).toHaveCount(1);
      await shot(page, 'contacts-pix-pick-key');
      await page.getByTestId('pix-contact-key').getByRole('button').click();
      await expect(page.getByTestId('pix-amount-payee')).toContainText('Daniel');
      await page.getByTestId('pix-amount').pressSequentially('1234');
      await page.getByTestId('pix-amount-submit').click();
      await expect(page.getByTestId('pix-review-name')).toContainText('Daniel Costa Pereira');
      await shot(page, 'contacts-pix-review');
      await payFromReview(page, gabriela.pin);
      await shot(page, 'contacts-pix-receipt');

      await expect.poll(() => backHome(page)).toBe(before - 1234);
      await expect.poll(() => backHome(daniel.page)).toBe(danielBefore + 1234);
    });

    test('Gabriela pays a key by hand and saves its holder from the receipt; the list, the view and the nickname', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'gabriela');
      await page.goto('/pixSendComponent');
      await page.getByTestId('option-EMAIL').click();
      await page.getByTestId('option-next').click();
      await page.getByTestId('pix-key-input').fill(MARCOS_EMAIL);
      await page.getByTestId('pix-key-submit').click();
      await page.getByTestId('pix-amount').pressSequentially('500');
      await page.getByTestId('pix-amount-submit').click();
      await payFromReview(page, demo('gabriela').pin);
      await page.getByTestId('pix-save-contact').click();

      await expect(page).toHaveURL(/\/saveContactFromTransaction/);
      await expect(page.getByTestId('contact-name')).toHaveValue('Marcos Vinícius Rocha');
      await expect(page.getByTestId('contact-preset-key')).toContainText(MARCOS_EMAIL);
      // The receipt shows the CPF masked: a CPF that does not match it is refused in the page.
      await page.getByTestId('contact-tax-id').fill(demo('daniel').cpf);
      await page.getByTestId('contact-details-submit').click();
      await expect(page.getByRole('alert').first()).toContainText('não confere');
      await page.getByTestId('contact-tax-id').fill(MARCOS_CPF);
      await shot(page, 'contacts-save-from-receipt');
      await page.getByTestId('contact-details-submit').click();
      await expect(page.getByTestId('contact-saved')).toBeVisible();
      await page.getByTestId('contact-see-contacts').click();

      await expect(page.getByTestId('contact-item-name')).toHaveText(['Dani', 'Marcos Vinícius Rocha']);
      await shot(page, 'contacts-list');
      await page.getByTestId('contacts-filter').fill('marc');
      await expect(page.getByTestId('contact-item-name')).toHaveText(['Marcos Vinícius Rocha']);
      await page.getByTestId('contact-item').getByRole('button').click();
      await expect(page.getByTestId('contact-view-name')).toHaveText('Marcos Vinícius Rocha');
      await expect(page.getByTestId('contact-key-item')).toContainText(MARCOS_EMAIL);
      await page.getByTestId('contact-view-nickname').fill('Marcos do trabalho');
      await page.getByTestId('contact-save-nickname').click();
      await expect(page.getByTestId('contact-save-nickname')).toHaveCount(0);
      await shot(page, 'contacts-view');

      // A second key, his CPF, offered since it is not saved yet; then the menu leaves it out.
      await page.getByTestId('contact-add-key').click();
      await page.getByTestId('option-CPF').click();
      await page.getByTestId('option-next').click();
      await expect(page.getByTestId('contact-key-value')).toHaveValue(MARCOS_CPF);
      await page.getByTestId('contact-key-submit').click();
      await expect(page.getByTestId('contact-saved')).toContainText('Marcos do trabalho');
      await page.getByTestId('contact-see-contacts').click();
      await page
        .getByTestId('contact-item')
        .filter({ hasText: 'Marcos do trabalho' })
        .getByRole('button')
        .click();
      await expect(page.getByTestId('contact-key-item')).toHaveCount(2);
      await page.getByTestId('contact-add-key').click();
      await expect(page.getByTestId('option-EVP')).toBeVisible();
      await expect(page.getByTestId('option-CPF')).toHaveCount(0);
      await page.getByTestId('top-bar-back').click();

      // Remove the CPF key, then the contact.
      await page
        .getByTestId('contact-item')
        .filter({ hasText: 'Marcos do trabalho' })
        .getByRole('button')
        .click();
      await page.getByTestId('contact-key-delete').last().click();
      await page.getByTestId('contact-confirm-delete').click();
      await expect(page.getByTestId('contact-key-item')).toHaveCount(1);
      await page.getByTestId('contact-delete').click();
      await shot(page, 'contacts-delete-sheet');
      await page.getByTestId('contact-confirm-delete').click();
      await expect(page.getByTestId('contact-item-name')).toHaveText(['Dani']);
    });

    test('in English: the list, a contact and the key type menu', async ({ browser }) => {
      const page = await openAs(browser, 'gabriela', { locale: 'en' });
      await page.goto('/contacts');
      await expect(page.getByTestId('contact-item-name')).toHaveText(['Dani']);
      await shot(page, 'contacts-list-en');
      await page.getByTestId('contact-item').getByRole('button').click();
      await expect(page.getByTestId('contact-view')).toContainText('Keys and accounts');
      await shot(page, 'contacts-view-en');
      await page.getByTestId('contact-add-key').click();
      await expect(page.getByTestId('option-ACCOUNT')).toContainText('Branch and account');
      await shot(page, 'contacts-add-key-type-en');
      await page.getByTestId('option-ACCOUNT').click();
      await page.getByTestId('option-next').click();
      // Daniel's account at this bank (code 999, agency 0001).
      await page.getByTestId('contact-institution').fill('999');
      await page.getByTestId('contact-agency').fill('1');
      await page.getByTestId('contact-account').fill(demo('daniel').conta);
      await shot(page, 'contacts-add-account-en');
      await page.getByTestId('contact-key-submit').click();
      await expect(page.getByTestId('contact-saved')).toContainText('Dani');
      await page.goto('/pixSendComponent');
      await page.getByTestId('option-CONTACTS').click();
      await page.getByTestId('option-next').click();
      await page.getByTestId('pix-contact').getByRole('button').click();
      await expect(page.getByTestId('pix-contact-key')).toHaveCount(2);
      await shot(page, 'contacts-pix-pick-key-en');
      // The account: a Pix by agency and account to Daniel, named and documented from the contact.
      await page.getByTestId('pix-contact-key').last().getByRole('button').click();
      await page.getByTestId('pix-amount').pressSequentially('100');
      await page.getByTestId('pix-amount-submit').click();
      await expect(page.getByTestId('pix-review-name')).toContainText('Daniel Costa Pereira');
      await shot(page, 'contacts-pix-account-review-en');
      await payFromReview(page, demo('gabriela').pin);
      await expect(page.getByTestId('pix-done-text')).toContainText('Daniel Costa Pereira');
    });
  });
