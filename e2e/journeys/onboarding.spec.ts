import { newContext } from '../support/bank-clock.ts';
import { demo, homeBalance, shot } from '../support/demo.ts';
import {
  applicant,
  fromSelfieToAccount,
  photo,
  sendDocument,
  sendPhoto,
  toPassword,
} from '../support/onboarding.ts';
import { sealedBankToken } from '../support/session-token.ts';
import { expect, type Page, test } from '../support/test.ts';

async function loginAs(page: Page, cpf: string, senha: string) {
  await page.getByTestId('login-cpf').fill(cpf);
  await page.getByTestId('login-password').fill(senha);
  await page.getByTestId('login-submit').click();
  // sealed at rest before any reload (page.goto)
  await sealedBankToken(page);
}

test('a new customer opens an account from "Abrir conta", confirms the e-mail from home and receives a Pix', async ({
  page,
  request,
}) => {
  const a = applicant('412300001');
  await toPassword(page, request, a, 'pt-BR');
  await sendDocument(page, 'pt-BR');
  // the e-mail left for later: the account opens all the same (status 13)
  const code = await fromSelfieToAccount(page, request, a, 'pt-BR', true);
  await expect(page.getByTestId('email-reminder')).toBeVisible();
  await expect(page.getByTestId('onboarding-done')).toContainText('Agência 0001');

  await page.getByTestId('onboarding-login').click();
  await expect(page).toHaveURL(/\/newLogin$/);
  await loginAs(page, a.cpf, a.senha);
  // the first login goes on to the location opt-in, which then opens home
  await expect(page).toHaveURL(/\/locationConsent$/, { timeout: 20_000 });
  await page.goto('/newWalletLaunch');
  await expect(page.getByTestId('home-greeting')).toHaveText(/Joana/);
  expect(await homeBalance(page)).toBe(0);
  await expect(page.getByTestId('balance-value')).toContainText('0,00');
  await expect(page.getByTestId('home-email-reminder')).toContainText('Confirme seu e-mail');
  await shot(page, 'onboarding-home-zero-pt-BR');

  // the reminder opens /validateEmail, where the code the approval sent confirms it
  await page.getByTestId('home-email-reminder').click();
  await expect(page).toHaveURL(/\/validateEmail$/);
  await expect(page.getByTestId('customer-email')).toContainText('@example.com');
  await shot(page, 'onboarding-home-validate-email-pt-BR');
  await page.getByTestId('email-code').fill(code);
  await page.getByTestId('email-confirm').click();
  await expect(page).toHaveURL(/\/newWalletLaunch$/);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await expect(page.getByTestId('home-email-reminder')).toHaveCount(0);

  await page.goto('/registerNewKeyComponent');
  await page.getByTestId('option-EVP').click();
  await page.getByTestId('option-next').click();
  const evp = ((await page.getByTestId('pix-key-created-value').textContent()) ?? '').trim();
  const received = await request.post('/api/sandbox/pix/receive', { data: { chave: evp, valor: 37 } });
  expect(received.ok()).toBe(true);
  await page.goto('/newWalletLaunch');
  await expect.poll(() => homeBalance(page)).toBe(3700);
});

test('in English, the whole opening and the first login', async ({ page, request }) => {
  await page.goto('/newLogin');
  await page.getByTestId('language-en').click();
  const a = applicant('412300002');
  await toPassword(page, request, a, 'en');
  await expect(page.getByTestId('onboarding-document')).toContainText('Which document will you send?');
  await sendDocument(page, 'en');
  await fromSelfieToAccount(page, request, a, 'en');
  await expect(page.getByTestId('onboarding-done')).toContainText('Your account is open');
  await page.getByTestId('onboarding-login').click();
  await loginAs(page, a.cpf, a.senha);
  await expect(page).toHaveURL(/\/locationConsent$/, { timeout: 20_000 });
  await page.goto('/newWalletLaunch');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  expect(await homeBalance(page)).toBe(0);
  // the e-mail was confirmed in the flow: no reminder
  await expect(page.getByTestId('home-email-reminder')).toHaveCount(0);
});

test('leaving at the documents step and coming back in another tab resumes there', async ({
  page,
  request,
  browser,
}) => {
  const a = applicant('412300003');
  await toPassword(page, request, a);
  await page.close();

  const later = await (await newContext(browser)).newPage();
  await later.goto('/userIdCreation');
  await later.getByTestId('onboarding-resume-link').click();
  await later.getByTestId('resume-cpf').fill(a.cpf);
  await later.getByTestId('resume-password').fill('senha-errada1');
  await later.getByTestId('resume-submit').click();
  await expect(later.getByTestId('onboarding-error')).toBeVisible();
  await later.getByTestId('resume-password').fill(a.senha);
  await later.getByTestId('resume-submit').click();
  await expect(later.getByTestId('onboarding')).toHaveAttribute('data-step', 'document');
  await shot(later, 'onboarding-resumed-document');
  await sendDocument(later);
  await fromSelfieToAccount(later, request, a);
});

test('a refused selfie says why; the third closes the identity check', async ({ page, request }) => {
  const a = applicant('412300004');
  await toPassword(page, request, a);
  await sendDocument(page);
  await sendPhoto(page, 'selfie', photo(9, 'SANDBOX-NOT-ALIVE', 'selfie'));
  await expect(page.getByTestId('onboarding-error')).toContainText('Não conseguimos confirmar que é você');
  await expect(page.getByTestId('onboarding-error')).toContainText('Tentativas restantes: 2');
  await shot(page, 'onboarding-selfie-refused');
  await sendPhoto(page, 'selfie', photo(10, 'SANDBOX-NOT-ALIVE', 'selfie'));
  await expect(page.getByTestId('onboarding-error')).toContainText('Tentativas restantes: 1');
  await sendPhoto(page, 'selfie', photo(11, 'SANDBOX-NOT-ALIVE', 'selfie'));
  await expect(page.getByTestId('onboarding-rejected')).toBeVisible();
  await expect(page.getByTestId('onboarding-back-to-start')).toBeVisible();
  await shot(page, 'onboarding-rejected');
});

test('a CPF that already has an account, a minor and an invalid CPF are told so and nothing is created', async ({
  page,
}) => {
  // the privacy notice before anything is given, and back to the start
  await page.goto('/newLogin');
  await page.getByRole('link', { name: 'Abrir conta' }).click();
  await page.getByTestId('onboarding-privacy-link').click();
  await expect(page).toHaveURL(/\/privacyComp$/);
  await expect(page.getByTestId('onboarding-privacy')).toContainText('Lei 13.709/2018');
  await shot(page, 'onboarding-privacy');
  await page.getByTestId('top-bar-back').click();
  await expect(page).toHaveURL(/\/userIdCreation$/);
  await page.getByTestId('onboarding-start').click();
  await expect(page).toHaveURL(/\/newSignUpPageComp$/);
  // the phone's back button steps back inside the flow, to the start, and forward again
  await page.goBack();
  await expect(page).toHaveURL(/\/userIdCreation$/);
  await expect(page.getByTestId('onboarding')).toHaveAttribute('data-step', 'welcome');
  await page.getByTestId('onboarding-start').click();
  await page.getByTestId('holder-name').fill('Ana Beatriz Souza');
  await page.getByTestId('holder-cpf').fill(demo('ana').cpf);
  await page.getByTestId('holder-birth').fill('10051980');
  await page.getByTestId('holder-next').click();
  await expect(page.getByTestId('onboarding-error')).toHaveText('Você já possui uma conta.');
  await shot(page, 'onboarding-cpf-has-account');

  await page.getByTestId('holder-cpf').fill(applicant('412300005').cpf);
  // Born on 1 January of the year before last: always under 18, on any date the journey runs.
  const year = new Date().getFullYear() - 2;
  await page.getByTestId('holder-birth').fill(`0101${year}`);
  await page.getByTestId('holder-next').click();
  await expect(page.getByText('É preciso ter 18 anos ou mais para abrir a conta.')).toBeVisible();
  await page.getByTestId('holder-cpf').fill('12345678900');
  await page.getByTestId('holder-birth').fill('10051980');
  await page.getByTestId('holder-next').click();
  await expect(page.getByTestId('onboarding')).toHaveAttribute('data-step', 'holder');
  await expect(page.getByText('Confira o CPF')).toBeVisible();
});

test('the waitlist: no vacancy, join the queue, see the position, then in when vacancies open', async ({
  page,
  request,
}) => {
  const a = applicant('412300006');
  const vagas = (possuiVagas: boolean) =>
    request.put('/api/sandbox/onboarding/vagas', { data: { possuiVagas } });
  expect((await vagas(false)).ok()).toBe(true);
  try {
    await page.goto('/userIdCreation');
    await page.getByTestId('onboarding-start').click();
    await page.getByTestId('holder-name').fill(a.nome);
    await page.getByTestId('holder-cpf').fill(a.cpf);
    await page.getByTestId('holder-birth').fill(a.nascimento);
    await page.getByTestId('holder-next').click();
    await expect(page.getByTestId('onboarding-waitlist')).toContainText('Estamos sem vagas no momento');
    await page.getByTestId('waitlist-join').click();
    await expect(page.getByTestId('waitlist-position')).toContainText(/Você é o número \d+ da fila/);
    await shot(page, 'onboarding-waitlist');
    await vagas(true);
    await page.getByTestId('waitlist-check').click();
    await expect(page.getByTestId('onboarding')).toHaveAttribute('data-step', 'email');
  } finally {
    await vagas(true);
  }
});
