import { demo, openAs, shot, typePin } from '../support/demo.ts';
import { fakeCamera } from '../support/financing.ts';
import { newCode, outbox, outboxCount, smsTo } from '../support/outbox.ts';
import { expect, type Page, test } from '../support/test.ts';

// Nádia's e-mail, phone and mailing address change here: she is the profile edits' own customer, so
// no other journey reads her codes at an address that moved (Ana's, say, are read by several).
const NADIA = demo('nadia');
const ANA = demo('ana');
const NEW_EMAIL = 'nadia.nova@example.com';
const NEW_PHONE = { ddd: '21', telefone: '998765432' };

test.use(fakeCamera);
test.describe.configure({ timeout: 180_000 });

async function openDetails(page: Page) {
  await page.goto('/myAccount');
  await page.getByTestId('account-edit-profile').click();
  await expect(page).toHaveURL(/\/profileDetails$/);
  await expect(page.getByTestId('profile-email-value')).toBeVisible();
}

/** The selfie through the fake camera, up to its review. */
async function takeSelfie(page: Page, lang: 'pt' | 'en') {
  await expect(page.getByTestId('profile-selfie')).toBeVisible();
  await shot(page, `profile-selfie-${lang}`);
  await page.getByTestId('profile-selfie-start').click();
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await page.getByTestId('profile-selfie-capture').click();
  await expect(page.getByTestId('profile-review')).toBeVisible();
  await shot(page, `profile-review-${lang}`);
}

/** The selfie, then sending the code and the selfie: the change is done. */
async function selfieAndSend(page: Page, lang: 'pt' | 'en') {
  await takeSelfie(page, lang);
  await page.getByTestId('profile-review-send').click();
  await expect(page.getByTestId('profile-done')).toBeVisible();
}

test('Nádia changes her e-mail (PIN, code, selfie), logs in and gets the next code at the new address', async ({
  browser,
  request,
}) => {
  const page = await openAs(browser, 'nadia', { permissions: ['camera'] });
  await openDetails(page);
  await expect(page.getByTestId('profile-address-value')).toHaveText('Nenhum endereço cadastrado');
  await shot(page, 'profile-details-pt');

  await page.getByTestId('profile-email-change').click();
  // another customer's e-mail is refused after the PIN, naming no one
  await page.getByTestId('profile-value-input').fill(ANA.email);
  await page.getByTestId('profile-value-next').click();
  await typePin(page, NADIA.pin);
  await expect(page.getByTestId('profile-value-alert')).toHaveText('Este e-mail já está em uso.');
  await shot(page, 'profile-email-in-use-pt');

  await page.getByTestId('profile-value-input').fill(NEW_EMAIL);
  await shot(page, 'profile-email-pt');
  await page.getByTestId('profile-value-next').click();
  const before = await outboxCount(request, NEW_EMAIL);
  await typePin(page, NADIA.pin);
  await expect(page.getByTestId('profile-code-destination')).toContainText('nXXXXXXXXa@example.com');
  await shot(page, 'profile-code-pt');
  const code = await newCode(request, NEW_EMAIL, before);
  await page.getByTestId('profile-code-input').fill(code);
  await page.getByTestId('profile-code-next').click();
  await selfieAndSend(page, 'pt');
  await shot(page, 'profile-done-pt');
  await page.getByTestId('profile-done-back').click();
  await expect(page.getByTestId('profile-email-value')).toHaveText(NEW_EMAIL);
  // the old e-mail and phone were told
  expect((await outbox(request, NADIA.email))[0]?.text).toContain('o e-mail da sua conta foi alterado');
  expect((await outbox(request, smsTo(NADIA)))[0]?.text).toContain('o e-mail da sua conta foi alterado');

  // a new login, and the next code by e-mail (forgot PIN) goes to the new address
  const again = await openAs(browser, 'nadia');
  await again.goto('/newForgotPin');
  const next = await outboxCount(request, NEW_EMAIL);
  await again.getByTestId('forgot-pin-by-email').click();
  await expect(again.getByTestId('forgot-pin-code-sent')).toContainText('nXXXXXXXXa@example.com');
  await newCode(request, NEW_EMAIL, next);
  expect(await outboxCount(request, NADIA.email)).toBe(1);
});

test('Nádia changes her mobile in English (a wrong code first, the selfie kept)', async ({
  browser,
  request,
}) => {
  const page = await openAs(browser, 'nadia', { locale: 'en', permissions: ['camera'] });
  await openDetails(page);
  await shot(page, 'profile-details-en');
  await page.getByTestId('profile-phone-change').click();
  await page.getByTestId('profile-value-input').fill(`${NEW_PHONE.ddd}${NEW_PHONE.telefone}`);
  await shot(page, 'profile-phone-en');
  await page.getByTestId('profile-value-next').click();
  const to = smsTo(NEW_PHONE);
  const before = await outboxCount(request, to);
  await typePin(page, NADIA.pin);
  await expect(page.getByTestId('profile-code-destination')).toContainText('(21) *****-5432');
  await shot(page, 'profile-code-en');
  // a wrong code first: said on the code step, the selfie is kept for the second try
  const code = await newCode(request, to, before);
  await page.getByTestId('profile-code-input').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('profile-code-next').click();
  await takeSelfie(page, 'en');
  await page.getByTestId('profile-review-send').click();
  await expect(page.getByTestId('profile-code-input')).toBeVisible();
  await expect(page.getByText('Wrong or expired code. Check it and type it again.')).toBeVisible();
  await shot(page, 'profile-code-wrong-en');
  await page.getByTestId('profile-code-input').fill(code);
  await page.getByTestId('profile-code-next').click();
  await page.getByTestId('profile-review-send').click();
  await expect(page.getByTestId('profile-done')).toBeVisible();
  await shot(page, 'profile-done-en');
  await page.getByTestId('profile-done-back').click();
  await expect(page.getByTestId('profile-phone-value')).toHaveText('(21) 99876-5432');
  expect((await outbox(request, smsTo(NADIA)))[0]?.text).toContain('o celular da sua conta foi alterado');
  // the next SMS code (the mailing address's, below) goes to the new number
});

test('Nádia sets her mailing address on the shared address screen (CEP look-up, read-only street)', async ({
  browser,
  request,
}) => {
  const page = await openAs(browser, 'nadia', { permissions: ['camera'] });
  await openDetails(page);
  await page.getByTestId('profile-address-change').click();
  await expect(page.getByTestId('profile-address-submit')).toBeDisabled();
  await page.getByTestId('profile-address-cep').fill('99999999');
  await expect(page.getByText('CEP inválido. Confira o número.')).toBeVisible();
  await shot(page, 'profile-address-cep-invalid-pt');
  await page.getByTestId('profile-address-cep').fill('30130003');
  await expect(page.getByTestId('profile-address-place')).toHaveText('Belo Horizonte / MG');
  await expect(page.getByTestId('profile-address-street')).toHaveValue('Avenida Afonso Pena');
  await expect(page.getByTestId('profile-address-street')).toHaveAttribute('readonly', '');
  await page.getByTestId('profile-address-number').fill('250');
  await page.getByTestId('profile-address-reference').fill('Sala 3');
  await shot(page, 'profile-address-pt');
  await page.getByTestId('profile-address-submit').click();
  // the address's code goes by SMS to the phone on file: the new one, after a new login
  const to = smsTo(NEW_PHONE);
  const before = await outboxCount(request, to);
  await typePin(page, NADIA.pin);
  await expect(page.getByTestId('profile-code-destination')).toContainText('(21) *****-5432');
  const code = await newCode(request, to, before);
  await page.getByTestId('profile-code-input').fill(code);
  await page.getByTestId('profile-code-next').click();
  await selfieAndSend(page, 'pt');
  await page.getByTestId('profile-done-back').click();
  await expect(page.getByTestId('profile-address-value')).toContainText('Avenida Afonso Pena, 250 - Sala 3');
  await expect(page.getByTestId('profile-address-value')).toContainText('Centro - Belo Horizonte/MG');
  await shot(page, 'profile-details-address-pt');
  expect((await outbox(request, NEW_EMAIL))[0]?.text).toContain(
    'endereço de correspondência da sua conta foi alterado',
  );
});
