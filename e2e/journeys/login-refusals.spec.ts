import { demo, shot } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

// No journey logs in as Daniel after this one (contacts, earlier in the run, gives him a random key and
// pays him): this one blocks his password.
test('a wrong password is refused, and the fifth in a row blocks the password', async ({ page }) => {
  const daniel = demo('daniel');
  await page.goto('/newLogin');
  await page.getByTestId('login-cpf').fill(daniel.cpf);
  for (let i = 1; i <= 5; i++) {
    await page.getByTestId('login-password').fill(`wrong-pass-${i}`);
    await page.getByTestId('login-submit').click();
    if (i < 5) {
      await expect(page.getByTestId('login-error')).toHaveText(/Usuário ou senha inválidos|inválid/i);
      if (i === 1) await shot(page, 'login-wrong-password');
      await expect(page.getByTestId('login-submit')).toBeEnabled();
    }
  }
  await expect(page.getByTestId('login-error')).toHaveText(/Senha inválida. Sua senha foi bloqueada/);
  // Blocked means blocked: the right password no longer opens the account.
  await page.getByTestId('login-password').fill(daniel.senha);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText(/Senha inválida. Sua senha foi bloqueada/);
  await expect(page).toHaveURL(/\/newLogin/);
  await shot(page, 'login-blocked');
});

test('an invalid CPF is refused in the page, before any call', async ({ page }) => {
  await page.goto('/newLogin');
  await page.getByTestId('login-cpf').fill('11111111111');
  await page.getByTestId('login-password').fill('whatever1');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/newLogin/);
  await expect(page.getByText(/CPF/).first()).toBeVisible();
  await shot(page, 'login-invalid-cpf');
});
