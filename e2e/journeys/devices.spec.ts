import { SANDBOX_DEVICE } from '../../apps/server/src/sandbox/customers.ts';
import { newContext } from '../support/bank-clock.ts';
import { demo, login, openAs, shot } from '../support/demo.ts';
import { newCode, outboxCount, smsTo } from '../support/outbox.ts';
import { sealedBankToken } from '../support/session-token.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Pedro Henrique Santos, Pagar Fácil IP (a sandbox institution), random key. */
const PEDRO_EVP = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const JOANA = demo('joana');

// Joana's own devices: a browser without the sandbox's trusted device id is a new device. The phone
// confirmed in the first journey is the one removed in the second, whose session then ends.
test.describe.configure({ mode: 'serial' });
let phone: Page;

test('Joana logs in from a new browser: the new-device alert sends a code to her phone, the browser becomes trusted, and its Pix is held to R$ 200,00', async ({
  browser,
  request,
}) => {
  const context = await newContext(browser, { storageState: undefined });
  phone = await context.newPage();
  await phone.goto('/newLogin');
  await phone.getByTestId('login-cpf').fill(JOANA.cpf);
  await phone.getByTestId('login-password').fill(JOANA.senha);
  await phone.getByTestId('login-submit').click();

  await expect(phone).toHaveURL(/newDeviceAlert/);
  await expect(phone.getByTestId('new-device-send-code')).toContainText('(31) *****-3344');
  await shot(phone, 'new-device-alert');
  const before = await outboxCount(request, smsTo(JOANA));
  await phone.getByTestId('new-device-send-code').click();
  const code = await newCode(request, smsTo(JOANA), before);
  await expect(phone.getByTestId('new-device-code-sent')).toContainText('(31) *****-3344');
  await phone.getByTestId('new-device-code').fill(code);
  await shot(phone, 'new-device-code');
  await phone.getByTestId('new-device-confirm').click();
  await expect(phone.getByTestId('home-greeting')).toBeVisible();
  await sealedBankToken(phone);

  // the limits page says the new-device limits hold on this browser
  await phone.goto('/pixLimits');
  const notice = phone.getByTestId('pix-new-device-limit');
  await expect(notice).toContainText('R$ 200,00');
  await expect(notice).toContainText('R$ 1.000,00');
  await expect(phone.getByTestId('pix-new-device-left')).toContainText('R$ 1.000,00');
  await shot(phone, 'pix-limits-new-device');

  // a Pix of R$ 250,00 from it is refused on the amount step, within her R$ 5.000,00 daily limit
  await phone.goto('/pixSendComponent');
  await phone.getByTestId('option-EVP').click();
  await phone.getByTestId('option-next').click();
  await phone.getByTestId('pix-key-input').fill(PEDRO_EVP);
  await phone.getByTestId('pix-key-submit').click();
  await phone.getByTestId('pix-amount').pressSequentially('25000');
  await phone.getByTestId('pix-amount-submit').click();
  await expect(phone.getByText('limite Pix deste aparelho novo')).toContainText('R$ 200,00');
  await expect(phone.getByTestId('pix-review-confirm')).toHaveCount(0);
  await shot(phone, 'pix-new-device-refused');
});

test('from her trusted browser Joana removes the new one on /securityComp, and its session ends at once', async ({
  browser,
}) => {
  const home = await openAs(browser, 'joana');
  await home.goto('/myAccount');
  await home.getByTestId('account-devices').click();
  await expect(home).toHaveURL(/securityComp/);
  await expect(home.getByTestId('security-change-password')).toHaveAttribute('href', '/newChangePassword');
  await expect(home.getByTestId('security-change-pin')).toHaveAttribute('href', '/newChangePin');
  await expect(home.getByTestId('security-device')).toHaveCount(2);
  const current = home.locator('[data-testid="security-device"][data-current="true"]');
  await expect(current).toContainText('Este aparelho');
  await expect(current.getByTestId('security-device-remove')).toHaveCount(0);
  const other = home.locator('[data-testid="security-device"][data-current="false"]');
  await expect(other.getByTestId('security-device-last-use')).toContainText(
    /Último uso: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  await shot(home, 'security-devices');

  await other.getByTestId('security-device-remove').click();
  await expect(home.getByTestId('security-remove-confirm')).toBeVisible();
  await shot(home, 'security-device-remove-confirm');
  await home.getByTestId('security-remove-yes').click();
  await expect(home.getByTestId('security-device-removed')).toBeVisible();
  await expect(home.getByTestId('security-device')).toHaveCount(1);
  await shot(home, 'security-device-removed');

  // the removed browser's next call answers 401: it is sent to the login with its route
  await phone.goto('/pixLimits');
  await expect(phone).toHaveURL(/newLogin/);
  await expect(phone.getByTestId('login-relogin')).toBeVisible();

  // the page in English
  await home.evaluate(() => localStorage.setItem('carteira.locale', 'en'));
  await home.reload();
  await expect(home.getByTestId('security-comp')).toContainText('Trusted devices');
  await shot(home, 'security-devices-en');
});

test('on a phone of another maker Joana logs in on /nonMotoDeviceLogin, allows location, and /securityComp shows where her last login was', async ({
  browser,
}) => {
  // The app shell for phones of other makers (the NM app), as its bridge answers: no barcode to give.
  // Its device id is the sandbox's trusted one, so the login needs no code (that path is /newLogin's).
  const context = await newContext(browser, {
    geolocation: { latitude: -19.9191, longitude: -43.9386 },
  });
  await context.addInitScript((deviceId) => {
    (window as unknown as { CarteiraNative: unknown }).CarteiraNative = {
      getSessionToken: () => JSON.stringify({ token: 'nm-session', expiresAfter: Date.now() + 3_600_000 }),
      getFirebaseToken: () => 'sandbox-firebase-joana-nm',
      getWalletTabId: () => 'Wallet',
      refreshRegistration: () => {},
      getDeviceInfo: () =>
        JSON.stringify({ deviceId, model: 'Galaxy A54', deviceType: 'android', firebaseUserId: 'joana-nm' }),
      getAppVariant: () => 'NM',
      // the phone's ad customisation is off: the feed serves only what is meant for everyone
      isAdCustomizationEnabled: () => 'false',
      openCamera: () => {},
      submitMetrics: () => {},
    };
  }, SANDBOX_DEVICE.id);
  const page = await context.newPage();

  // a private route leads the NM app to its own login, which returns there
  await page.goto('/securityComp');
  await expect(page).toHaveURL(/\/nonMotoDeviceLogin$/);
  await expect(page.getByTestId('nm-first-access')).toContainText('R$ 200,00');
  await shot(page, 'nm-login');
  await page.getByTestId('login-cpf').fill(JOANA.cpf);
  await page.getByTestId('login-password').fill(JOANA.senha);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/securityComp$/);
  const current = page.locator('[data-testid="security-device"][data-current="true"]');
  await expect(current).toContainText('Galaxy A54');
  await expect(current.getByTestId('security-device-serial')).toHaveCount(0);
  await expect(current.getByTestId('security-device-place')).toHaveCount(0);

  // the location opt-in from the settings: the browser refuses at first, so the yes waits
  await page.goto('/appSettings');
  await page.getByTestId('settings-location-consent').click();
  await expect(page).toHaveURL(/\/locationConsent$/);
  await expect(page.getByTestId('optin-status')).toHaveAttribute('data-status', 'UNDECIDED');
  await shot(page, 'location-consent');
  await page.getByTestId('optin-in').click();
  await expect(page.getByTestId('location-hint')).toHaveAttribute('data-hint', 'blocked');
  await expect(page.getByTestId('optin-status')).toHaveAttribute('data-status', 'PENDING');
  await shot(page, 'location-consent-blocked');
  await context.grantPermissions(['geolocation']);
  await page.getByTestId('optin-in').click();
  await expect(page.getByTestId('optin-status')).toHaveAttribute('data-status', 'OPTED_IN');
  await expect(page.getByTestId('location-hint')).toHaveAttribute('data-hint', 'on');
  await shot(page, 'location-consent-on');
  await page.getByTestId('location-done').click();
  await expect(page).toHaveURL(/\/appSettings$/);

  // the next login carries the place, which /securityComp shows on this phone
  // (home's feed, asked without ad customisation, leaves out the card for customers without a Pix key)
  const feedAsked = page.waitForRequest((r) => r.url().includes('/api/engage/getdom'));
  await page.goto('/newWalletLaunch');
  expect((await feedAsked).url()).toContain('adCustomization=false');
  await expect(page.getByTestId('feed-card-help')).toBeVisible();
  await expect(page.getByTestId('feed-card-pix-key')).toHaveCount(0);
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await login(page, 'joana');
  await page.goto('/securityComp');
  await expect(current.getByTestId('security-device-place')).toContainText('-19,92; -43,94');
  await shot(page, 'security-device-place');

  // the consent withdrawn: the place kept is deleted at once
  await page.goto('/locationConsent');
  await page.getByTestId('optin-out').click();
  await expect(page.getByTestId('optin-status')).toHaveAttribute('data-status', 'OPTED_OUT');
  await page.getByTestId('location-done').click();
  await expect(page).toHaveURL(/\/newWalletLaunch$/);
  await page.goto('/securityComp');
  await expect(current).toContainText('Galaxy A54');
  await expect(current.getByTestId('security-device-place')).toHaveCount(0);

  // the opt-in in English
  await page.evaluate(() => localStorage.setItem('carteira.locale', 'en'));
  await page.goto('/locationConsent');
  await expect(page.getByTestId('optin-in')).toHaveText('Allow location');
  await shot(page, 'location-consent-en');
  await context.close();
});
