import { newContext } from '../support/bank-clock.ts';
import { demo, homeBalance, login, shot, typePin } from '../support/demo.ts';
import { expect, type Page, test } from '../support/test.ts';

async function openAs(browser: import('@playwright/test').Browser, who: 'ana' | 'bruno'): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await login(page, who);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  return page;
}

async function fillAccount(page: Page, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values))
    await page.getByTestId(`pix-account-${field}`).fill(value);
}

test('Bruno sends a Pix to Ana by agency and account: a wrong holder CPF is refused, then it goes; both balances change', async ({
  browser,
}) => {
  const ana = demo('ana');
  const anaPage = await openAs(browser, 'ana');
  const anaBefore = await homeBalance(anaPage);
  const page = await openAs(browser, 'bruno');
  const before = await homeBalance(page);

  await page.goto('/pixSendComponent');
  await page.getByTestId('option-ACCOUNT').click();
  await page.getByTestId('option-next').click();
  // bad input is refused on the screen, field by field
  await fillAccount(page, {
    agency: '12345',
    account: '1',
    taxId: '111.111.111-11',
    name: 'Ana 2',
  });
  await page.getByTestId('pix-account-submit').click();
  await expect(page.getByText('Escolha o banco na lista.')).toBeVisible();
  await expect(page.getByText('Confira o CPF ou CNPJ do titular.')).toBeVisible();
  await shot(page, 'pix-account-refused');

  // a CPF that is not the holder's: the bank refuses it (40073) and nothing moves
  // the bank from the searchable list (Carteira, code 999); an agency it lacks is 'Incorrect Details'
  await page.getByTestId('pix-bank-search').fill('carteira');
  await page.getByTestId('pix-bank-999').click();
  await expect(page.getByTestId('pix-account-bank')).toHaveText('999 - Carteira');
  await fillAccount(page, { agency: '0002', account: ana.conta, taxId: ana.cpf, name: 'Ana Beatriz Souza' });
  await page.getByTestId('pix-account-submit').click();
  await expect(page.getByTestId('pix-account-error')).toContainText('Dados incorretos');
  await fillAccount(page, {
    agency: '0001',
    account: ana.conta,
    taxId: demo('carla').cpf,
    name: 'Ana Beatriz Souza',
  });
  await page.getByTestId('pix-account-submit').click();
  await page.getByTestId('pix-amount').pressSequentially('990');
  await page.getByTestId('pix-amount-submit').click();
  await page.getByTestId('pix-review-confirm').click();
  await typePin(page, demo('bruno').pin);
  await expect(page.getByTestId('pix-failed-message')).toContainText('não é o do titular');
  await shot(page, 'pix-account-holder-mismatch');

  // back to the review, back to the amount, back to the form: what was typed is kept
  await page.getByTestId('top-bar-back').click();
  await page.getByTestId('top-bar-back').click();
  await page.getByTestId('top-bar-back').click();
  await expect(page.getByTestId('pix-account-name')).toHaveValue('Ana Beatriz Souza');
  await page.getByTestId('pix-account-taxId').fill(ana.cpf);
  await page.getByTestId('pix-account-submit').click();
  await page.getByTestId('pix-amount').pressSequentially('990');
  await page.getByTestId('pix-amount-submit').click();
  await expect(page.getByTestId('pix-review-name')).toHaveText('Ana Beatriz Souza');
  await expect(page.getByTestId('pix-review-agency')).toHaveText('0001');
  await expect(page.getByTestId('pix-review-account')).toHaveText('1000001-1');
  await expect(page.getByTestId('pix-review-institution')).toHaveText('Carteira');
  await shot(page, 'pix-account-review');
  await page.getByTestId('pix-review-confirm').click();
  await typePin(page, demo('bruno').pin);
  await expect(page.getByTestId('pix-done')).toBeVisible();
  await expect(page.getByTestId('pix-done-text')).toContainText('Ana Beatriz Souza');
  await shot(page, 'pix-account-receipt');

  await page.getByTestId('pix-home').click();
  await expect.poll(() => homeBalance(page)).toBe(before - 990);
  await anaPage.reload();
  await expect.poll(() => homeBalance(anaPage)).toBe(anaBefore + 990);
});
