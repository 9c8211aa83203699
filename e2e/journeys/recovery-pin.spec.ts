import { demo, openAs, shot, typePin } from '../support/demo.ts';
import { newCode, outboxCount, smsTo } from '../support/outbox.ts';
import { expect, type Page, test } from '../support/test.ts';

// Gabriela's and Iara's PINs change here, and each journey ends by setting the demo PIN back, so the
// journeys after it (TED, financing) still pay with the PIN the README lists.

/** One try on /newChangePin: the current PIN, then the new one twice. */
async function changePinTry(page: Page, current: string, next: string) {
  await expect(page.getByTestId('security-current-pin')).toBeVisible();
  await typePin(page, current);
  await expect(page.getByTestId('security-new-pin')).toBeVisible();
  await typePin(page, next);
  await expect(page.getByTestId('security-repeat-pin')).toBeVisible();
  await typePin(page, next);
}

test('forgot PIN after a lock: a code by SMS and the password unblock it, and the new PIN works', async ({
  browser,
  request,
}) => {
  const gabriela = demo('gabriela');
  const page = await openAs(browser, 'gabriela');
  await page.goto('/myAccount');
  await shot(page, 'my-account-security');
  await page.getByTestId('account-change-pin').click();
  await expect(page).toHaveURL(/\/newChangePin$/);

  // A guessable new PIN is refused on the pad, before any call.
  await typePin(page, '1111');
  await typePin(page, '1234');
  await expect(page.getByTestId('pin-error')).toContainText('Evite números repetidos');
  await shot(page, 'change-pin-guessable');
  await typePin(page, '4826');
  await typePin(page, '4826');
  await expect(page.getByTestId('pin-error')).toContainText('PIN incorreto');

  for (let i = 2; i <= 5; i++) await changePinTry(page, '0000', '4826');
  await expect(page.getByTestId('pin-error')).toContainText('bloqueado');
  await shot(page, 'change-pin-blocked');

  await page.getByTestId('security-forgot-pin-link').click();
  await expect(page).toHaveURL(/\/newForgotPin$/);
  await shot(page, 'forgot-pin-channel');
  const phone = smsTo(gabriela);
  const before = await outboxCount(request, phone);
  await page.getByTestId('forgot-pin-by-sms').click();
  await expect(page.getByTestId('forgot-pin-code-sent')).toContainText(
    `(${gabriela.ddd}) *****-${gabriela.telefone.slice(-4)}`,
  );
  const code = await newCode(request, phone, before);

  // The wrong password is said so after the new PIN is typed, back on the code step.
  await page.getByTestId('forgot-pin-code').fill(code);
  await page.getByTestId('forgot-pin-password').fill('errada1234');
  await page.getByTestId('forgot-pin-next').click();
  await typePin(page, '4826');
  await typePin(page, '4826');
  await expect(page.getByTestId('security-error')).toContainText('senha de acesso está incorreta');
  await shot(page, 'forgot-pin-wrong-password');
  await page.getByTestId('forgot-pin-code').fill(code);
  await page.getByTestId('forgot-pin-password').fill(gabriela.senha);
  await page.getByTestId('forgot-pin-next').click();
  await typePin(page, '4826');
  await typePin(page, '4826');
  await expect(page.getByTestId('security-done')).toContainText('PIN alterado');
  await shot(page, 'forgot-pin-done');

  // Unblocked, and the new PIN is the current one: change it once more, back to the demo PIN.
  await page.goto('/newChangePin');
  await changePinTry(page, '4826', gabriela.pin);
  await expect(page.getByTestId('security-done')).toContainText('PIN alterado');
  await page.context().close();
});

test('in English: change PIN, and forgot PIN by e-mail', async ({ browser, request }) => {
  const iara = demo('iara');
  const page = await openAs(browser, 'iara', { locale: 'en' });
  await page.goto('/myAccount');
  await page.getByTestId('account-change-pin').click();
  await changePinTry(page, iara.pin, '3795');
  await expect(page.getByTestId('security-done')).toContainText('PIN changed');
  await shot(page, 'change-pin-done-en');

  await page.goto('/myAccount');
  await page.getByTestId('account-forgot-pin').click();
  const before = await outboxCount(request, iara.email);
  await page.getByTestId('forgot-pin-by-email').click();
  await expect(page.getByTestId('forgot-pin-code-sent')).toContainText('@example.com');
  await shot(page, 'forgot-pin-code-en');
  const code = await newCode(request, iara.email, before);
  await page.getByTestId('forgot-pin-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('forgot-pin-password').fill(iara.senha);
  await page.getByTestId('forgot-pin-next').click();
  await typePin(page, '2740');
  await typePin(page, '2740');
  await expect(page.getByTestId('security-error')).toContainText('verification code is wrong');
  await page.getByTestId('forgot-pin-code').fill(code);
  await page.getByTestId('forgot-pin-password').fill(iara.senha);
  await page.getByTestId('forgot-pin-next').click();
  await typePin(page, '2740');
  await typePin(page, '2740');
  await expect(page.getByTestId('security-done')).toContainText('PIN changed');

  // The new PIN is the current one: back to the demo PIN.
  await page.goto('/newChangePin');
  await changePinTry(page, '2740', iara.pin);
  await expect(page.getByTestId('security-done')).toContainText('PIN changed');
  await page.context().close();
});
