import {
  fixedQrId,
  qrText,
} from '../../apps/server/src/services/bank-api/modules/qr-payment/qr-code-text.ts';
import { bankNow } from '../support/bank-clock.ts';
import { demo, homeBalance, openAs, typePin } from '../support/demo.ts';
import { fakeCameraShowing, writeQrVideo } from '../support/fake-qr-camera.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

/** The sandbox's fixed codes (apps/server/src/sandbox/README.md): Café da Praça's open one, an expired one. */
const OPEN = qrText(fixedQrId('cafe-da-praca', 'demo-aberto'));
const EXPIRED = qrText(fixedQrId('shopping-exemplo', 'demo-vencido'));
const PARTNER = 'https://shopping.example';

// the (fake) back camera shows Café da Praça's QR code
test.use(fakeCameraShowing(writeQrVideo('qr-payment', OPEN)));

interface Issued {
  qrCode: string;
  link: string;
  pedido: string;
}

/** The shopping partner's checkout asks the bank for a code and hands the shopper its QR link. */
async function partnerOrder(request: APIRequestContext, valor: number, pedido: string): Promise<Issued> {
  const answer = await request.post('/api/sandbox/qr-payments', {
    data: { valor, pedido, descricao: 'Fone de ouvido sem fio' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: Issued }).result;
}

/** The partner's site: any page of it answers with its name (the journey never leaves this machine). */
async function partnerSite(page: Page): Promise<void> {
  await page
    .context()
    .route(`${PARTNER}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>Shopping Exemplo</h1>' }),
    );
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ animations: 'disabled', path: `/tmp/qrpay-shots/${name}.png` });
}

/** Each journey's browsers are closed at its end, so the next one logs in on a quiet machine. */
const opened: Page[] = [];
test.afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});

/** The listed codes exist once the sandbox has been asked for them. */
test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/sandbox/qr-payments')).ok()).toBe(true);
});

// Each step waits on a bank call; on a busy machine one may take several seconds.
const BANK = { timeout: 30_000 };

test.describe('QR payment', () => {
  // The shared login helper gives a login 10 s: on a loaded machine a journey may start again.
  test.describe.configure({ timeout: 240_000, retries: 2 });
  test("Ana pays the shopping partner's QR link, with its countdown, and returns to the shop", async ({
    browser,
    request,
  }) => {
    const order = await partnerOrder(request, 49.9, `J-PAY-1-${test.info().retry}`);
    const page = await openAs(browser, 'ana');
    opened.push(page);
    await partnerSite(page);
    const before = await homeBalance(page);
    await page.goto(order.link);
    await expect(page.locator('main')).toHaveAttribute('data-step', 'review', BANK);
    await expect(page.getByTestId('qr-countdown')).toContainText(/Tempo para pagar: (10:00|0\d:[0-5]\d)/);
    await expect(page.getByTestId('qr-merchant')).toHaveText('Shopping Exemplo');
    await expect(page.getByTestId('qr-review-amount')).toContainText('49,90');
    await expect(page.getByTestId('qr-expires-at')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await shot(page, 'qr-review-partner');
    await page.getByTestId('qr-review-confirm').click();
    await expect(page.getByTestId('qr-countdown')).toBeVisible();
    await shot(page, 'qr-pin-countdown');
    await typePin(page, '0000');
    await expect(page.getByText('PIN incorreto')).toBeVisible(BANK);
    await typePin(page, demo('ana').pin);
    await expect(page.getByTestId('qr-done')).toBeVisible(BANK);
    await expect(page.getByTestId('qr-done')).toContainText('R$ 49,90');
    await expect(page.getByTestId('qr-countdown')).toHaveCount(0);
    await shot(page, 'qr-receipt');
    await page.getByTestId('qr-back-to-shop').click();
    await expect(page).toHaveURL(`${PARTNER}/checkout/concluido?pedido=J-PAY-1-${test.info().retry}`, BANK);

    // paid once: the balance went down by the amount, and the link now says so
    await page.goto('/newWalletLaunch');
    await expect.poll(() => homeBalance(page)).toBe(before - 4990);
    await page.goto(order.link);
    await expect(page.getByTestId('qr-refused-message')).toHaveText('Este QR code já foi pago.', BANK);
    await page.getByTestId('qr-back-to-shop').click();
    await expect(page).toHaveURL(
      `${PARTNER}/checkout/pagamento?pedido=J-PAY-1-${test.info().retry}&error=payment_failed`,
      BANK,
    );
  });

  test('the shopper gives up on the review and is sent back to the partner with user_aborted', async ({
    browser,
    request,
  }) => {
    const order = await partnerOrder(request, 120, `J-ABORT-1-${test.info().retry}`);
    const page = await openAs(browser, 'bruno');
    opened.push(page);
    await partnerSite(page);
    await page.goto(order.link);
    await expect(page.locator('main')).toHaveAttribute('data-step', 'review', BANK);
    await page.getByTestId('qr-abort').click();
    await expect(page).toHaveURL(
      `${PARTNER}/checkout/pagamento?pedido=J-ABORT-1-${test.info().retry}&error=user_aborted`,
      BANK,
    );
    await expect(page.getByRole('heading', { name: 'Shopping Exemplo' })).toBeVisible();
  });

  test('a link past its time-out returns at once with timeout; a foreign return address is never opened', async ({
    browser,
    request,
  }) => {
    const order = await partnerOrder(request, 30, `J-LATE-1-${test.info().retry}`);
    const page = await openAs(browser, 'bruno');
    opened.push(page);
    await partnerSite(page);
    const late = new URL(order.link, 'http://app.invalid');
    late.searchParams.set('expira', String((await bankNow(request)).getTime() - 1000));
    await page.goto(`${late.pathname}${late.search}`);
    await expect(page).toHaveURL(
      `${PARTNER}/checkout/pagamento?pedido=J-LATE-1-${test.info().retry}&error=timeout`,
      BANK,
    );

    const foreign = new URL(order.link, 'http://app.invalid');
    foreign.searchParams.set('abandono', 'https://evil.example/steal');
    await page.goto(`${foreign.pathname}${foreign.search}`);
    await expect(page.getByTestId('qr-link-refused-message')).toContainText('não é autorizado', BANK);
    await expect(page.getByTestId('qr-back-to-shop')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dimoPayComponent\?/, BANK);
    await shot(page, 'qr-link-refused');
  });

  test('an expired code is refused clearly, in Portuguese and in English', async ({ browser }) => {
    const page = await openAs(browser, 'carla');
    opened.push(page);
    await page.goto(`/dimoPayComponent?qr=${encodeURIComponent(EXPIRED)}`);
    await expect(page.getByTestId('qr-refused-message')).toHaveText(
      'O tempo para pagar este QR code acabou. Peça um novo à loja.',
      BANK,
    );
    await expect(page.getByTestId('qr-back-to-shop')).toHaveCount(0);
    await shot(page, 'qr-expired');

    const en = await openAs(browser, 'carla', { locale: 'en' });
    opened.push(en);
    await en.goto(`/dimoPayComponent?qr=${encodeURIComponent(EXPIRED)}`);
    await expect(en.getByTestId('qr-refused-message')).toHaveText(
      'The time to pay this QR code is up. Ask the shop for a new one.',
      BANK,
    );
    await expect(en.getByRole('heading', { name: 'This QR code cannot be paid' })).toBeVisible();
    await shot(en, 'qr-expired-en');
  });

  test('in English, a QR code read by the camera reaches the review; a pasted Pix code is refused', async ({
    browser,
    request,
  }) => {
    const order = await partnerOrder(request, 15, `J-EN-1-${test.info().retry}`);
    const page = await openAs(browser, 'bruno', { locale: 'en', permissions: ['camera'] });
    opened.push(page);
    await page.goto('/dimoPayComponent');
    await expect(page.getByRole('heading', { name: 'Which QR code do you want to pay?' })).toBeVisible();
    await page.getByTestId('qr-code-text').fill('00020126360014br.gov.bcb.pix');
    await page.getByTestId('qr-code-submit').click();
    await expect(page.getByText('This is not a Carteira payment QR code.')).toBeVisible();
    await shot(page, 'qr-entry-en');
    await page.getByTestId('qr-scan-start').click();
    await expect(page.getByTestId('qr-scan')).toHaveAttribute('data-live', 'true');
    await shot(page, 'qr-scan-en');
    await expect(page.locator('main')).toHaveAttribute('data-step', 'review', BANK);
    await expect(page.getByTestId('qr-merchant')).toHaveText('Café da Praça');
    await expect(page.getByTestId('qr-review-amount')).toContainText('12,50');
    expect(await page.locator('video').count()).toBe(0);
    await shot(page, 'qr-review-en');

    // the partner's link in English: the countdown, then the PIN screen keeps it
    await page.goto(order.link);
    await expect(page.getByTestId('qr-countdown')).toContainText(/Time left to pay: (10:00|0\d:[0-5]\d)/);
    await shot(page, 'qr-review-partner-en');
    await page.getByTestId('qr-review-confirm').click();
    await expect(page.getByRole('heading', { name: /Enter your PIN to pay R\$\s?15,00/ })).toBeVisible();
    await shot(page, 'qr-pin-countdown-en');
  });
});
