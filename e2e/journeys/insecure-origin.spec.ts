import { chromiumPath } from '../support/chromium.ts';
import { demo, shot } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

/**
 * Opened by a plain-HTTP address other than localhost (a LAN address), the browser gives the page no
 * WebCrypto. The login page then says so, instead of a generic failure. The name carteira.test is
 * mapped to this machine, so the page is exactly such an insecure origin.
 */
test('from a plain-HTTP address that is not localhost, login says WebCrypto needs a secure origin', async ({
  playwright,
  baseURL,
}) => {
  const port = new URL(baseURL ?? 'http://localhost:18080').port;
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP carteira.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 }, locale: 'pt-BR' });
    await page.goto(`http://carteira.test:${port}/newLogin`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    const ana = demo('ana');
    await page.getByTestId('login-cpf').fill(ana.cpf);
    await page.getByTestId('login-password').fill(ana.senha);
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('só permite a criptografia da Carteira em páginas seguras')).toBeVisible();
    await shot(page, 'login-insecure-origin');
  } finally {
    await browser.close();
  }
});
