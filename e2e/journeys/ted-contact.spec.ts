import { previousWorkingDay } from '../../packages/core/src/calendar/index.ts';
import { bankToday, moveBankClock } from '../support/bank-clock.ts';
import { demo, openAs, shot, typePin } from '../support/demo.ts';
import { expect, type Page, test } from '../support/test.ts';

// Heitor sends the TEDs and keeps the contact for a moment: no other journey reads his contacts or
// TEDs (his are the financing and boleto journeys, which count his balance by difference). The contact
// is deleted at the end, so he has none again. Renata is nobody the sandbox banks know: her TED is
// taken at Banco Atlântico's agency 2345.
const RENATA = {
  name: 'Renata Farias Gomes',
  cpf: '529.982.247-25',
  agency: '2345',
  account: '5566771',
};

const words = {
  'pt-BR': {
    atmShortcut: 'Saque',
    atmTitle: 'Saque no caixa eletrônico',
    chooseContact: 'Escolher contato',
    none: 'Você ainda não salvou contatos',
    saveContact: 'Salvar contato',
    accountType: 'Conta poupança',
  },
  en: {
    atmShortcut: 'Cash withdrawal',
    atmTitle: 'ATM withdrawal',
    chooseContact: 'Choose a contact',
    none: 'You have not saved any contact',
    saveContact: 'Save contact',
    accountType: 'Savings account',
  },
} as const;

type Locale = keyof typeof words;

async function amount(page: Page, cents: string): Promise<void> {
  await page.goto('/tedTransfer');
  await page.getByTestId('transfer-amount').pressSequentially(cents);
  await page.getByTestId('transfer-amount-submit').click();
}

async function sendFromReview(page: Page): Promise<void> {
  await page.getByTestId('transfer-review-confirm').click();
  await typePin(page, demo('heitor').pin);
  await expect(page.getByTestId('ted-done')).toHaveAttribute('data-status', 'sent');
}

// Two TEDs and a contact saved and deleted per language, on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.afterEach(async ({ request }) => {
  await moveBankClock(request, null);
});

for (const locale of ['pt-BR', 'en'] as const satisfies readonly Locale[]) {
  const w = words[locale];
  const tag = locale === 'en' ? '-en' : '';

  test(`${locale}: Heitor reaches the ATM withdrawal from home, saves a TED's account as a contact, then sends to it by choosing it`, async ({
    browser,
    request,
  }) => {
    // inside the TED window, on the last working day before the bank's today
    const last = previousWorkingDay(await bankToday(request));
    await moveBankClock(request, `${last}T10:00:00-03:00`);
    const page = await openAs(browser, 'heitor', { locale });

    // The ATM withdrawal has a shortcut on home.
    const atm = page.getByTestId('shortcut-atm');
    await expect(atm).toHaveText(w.atmShortcut);
    await shot(page, `home-atm-shortcut${tag}`);
    await atm.click();
    await expect(page).toHaveURL(/\/atmWithdraw$/);
    await expect(page.getByRole('heading', { name: w.atmTitle })).toBeVisible();

    // No contact with an account at another bank yet: the details are typed.
    await amount(page, '125');
    await expect(page.getByTestId('ted-choose-contact')).toContainText(w.chooseContact);
    await shot(page, `ted-contact-entry${tag}`);
    await page.getByTestId('ted-choose-contact').click();
    await expect(page.getByTestId('ted-contacts-none')).toContainText(w.none);
    await page.getByTestId('ted-type-details').click();
    await page.getByTestId('bank-search').fill('atlantico');
    await page.getByTestId('bank-904').click();
    await page.getByTestId('ted-account-type-2').click();
    await page.getByTestId('ted-name').fill(RENATA.name);
    await page.getByTestId('ted-taxId').fill(RENATA.cpf);
    await page.getByTestId('ted-agency').fill(RENATA.agency);
    await page.getByTestId('ted-account').fill(RENATA.account);
    await page.getByTestId('ted-details-submit').click();
    await expect(page.getByTestId('ted-review-name')).toHaveText(RENATA.name);
    await sendFromReview(page);

    // Sent to someone not saved: the receipt offers to save the account.
    await expect(page.getByTestId('ted-save-contact')).toHaveText(w.saveContact);
    await shot(page, `ted-done-save-contact${tag}`);
    await page.getByTestId('ted-save-contact').click();
    await expect(page).toHaveURL(/\/saveContactFromTransaction$/);
    await expect(page.getByTestId('contact-name')).toHaveValue(RENATA.name);
    await expect(page.getByTestId('contact-tax-id')).toHaveValue(/529\.?982\.?247-?25/);
    await expect(page.getByTestId('contact-preset-key')).toContainText(RENATA.agency);
    await page.getByTestId('contact-nickname').fill('Renata');
    await page.getByTestId('contact-details-submit').click();
    await expect(page.getByTestId('contact-saved')).toBeVisible();

    // The next TED picks her: everything filled, straight to the review.
    await amount(page, '250');
    await page.getByTestId('ted-choose-contact').click();
    const list = page.getByTestId('ted-contacts');
    await expect(list.getByRole('button', { name: /Renata/ })).toContainText('Banco Atlântico');
    await page.getByTestId('ted-contact-search').fill('zzz');
    await expect(page.getByTestId('ted-contact-empty')).toBeVisible();
    await page.getByTestId('ted-contact-search').fill('rena');
    await shot(page, `ted-contact-list${tag}`);
    await list.getByRole('button', { name: /Renata/ }).click();
    await expect(page.getByTestId('ted-review-name')).toHaveText(RENATA.name);
    await expect(page.getByTestId('ted-review-tax-id')).toHaveText('529.982.247-25');
    await expect(page.getByTestId('ted-review-bank')).toContainText('904 - Banco Atlântico');
    await expect(page.getByTestId('ted-review-account')).toContainText(`${RENATA.agency} /`);
    await expect(page.getByTestId('ted-review-type')).toHaveText(w.accountType);
    await shot(page, `ted-contact-review${tag}`);
    // back returns to the contacts, not to typed details
    await page.getByTestId('top-bar-back').click();
    await expect(page.getByTestId('ted-contacts')).toBeVisible();
    await list.getByRole('button', { name: /Renata/ }).click();
    await sendFromReview(page);
    // a saved contact: nothing to save
    await expect(page.getByTestId('ted-save-contact')).toHaveCount(0);

    // Heitor is left without contacts, as he was.
    await page.goto('/contacts');
    await page.getByTestId('contact-item').getByRole('button').first().click();
    await page.getByTestId('contact-delete').click();
    await page.getByTestId('contact-confirm-delete').click();
    await expect(page.getByTestId('contacts-empty')).toBeVisible();
    await page.context().close();
  });
}
