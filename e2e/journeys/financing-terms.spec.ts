import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_CUSTOMERS } from '../../apps/server/src/sandbox/customers.ts';
import config from '../playwright.config.ts';
import { homeBalance, shot, typePin } from '../support/demo.ts';

/**
 * /FinancingTerms in a real browser. The credit application and the phone choice are driven through
 * the financing service's HTTP API (as the app does, with the service login the product backend hands
 * out for the customer's bank session); the terms flow is then opened with its navigation state.
 */

// the fake camera answers getUserMedia with a generated picture, without asking
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

type Who = 'elisa' | 'fabio' | 'iara' | 'bruno';
type Locale = 'pt-BR' | 'en';

function customer(key: Who) {
  const c = DEMO_CUSTOMERS.find((d) => d.key === key);
  if (!c) throw new Error(`no demo customer ${key}`);
  return c;
}

async function openAs(
  browser: Browser,
  who: Who,
  options: { locale?: Locale; clock?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ permissions: ['camera', 'clipboard-read', 'clipboard-write'] });
  // the first page load only: a language chosen later (a test switching to en) stays
  await context.addInitScript((l) => {
    if (!localStorage.getItem('carteira.locale')) localStorage.setItem('carteira.locale', l);
  }, options.locale ?? 'pt-BR');
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  const c = customer(who);
  await page.goto('/newLogin');
  await page.getByTestId('login-cpf').fill(c.cpf);
  await page.getByTestId('login-password').fill(c.senha);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  return page;
}

/** The financing service seen with the customer's own service login. */
class FinancingApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async of(page: Page): Promise<FinancingApi> {
    const bankToken = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('carteira.session') ?? '{}') as { token?: { value?: string } })
          .token?.value,
    );
    expect(bankToken).toBeTruthy();
    const login = await page.request.get('/api/product/smartphoneFinanceAuth', {
      headers: { authorization: `Bearer ${bankToken}` },
    });
    expect(login.status()).toBe(200);
    const { email, password } = await login.json();
    const auth = await page.request.post('/v1/api/authentication', { data: { email, password } });
    expect(auth.status()).toBe(201);
    return new FinancingApi(page.request, (await auth.json()).accessToken);
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
    const response = await this.request.fetch(`/v1/api${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}` },
      ...(data === undefined ? {} : { data }),
    });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : undefined };
  }

  async ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
    const answer = await this.call(method, path, data);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  }

  status = async (key: string): Promise<string> =>
    (await this.ok('GET', `/contracting/get-state/${key}`)).status;
}

/** The first weekday at least `days` ahead (São Paulo day). */
function weekdayAhead(days: number): string {
  const day = new Date(Date.now() - 3 * 3_600_000 + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

interface Contracting {
  key: string;
  /** The down payment, in centavos. */
  downPayment: number;
}

/**
 * A fresh contracting with the credit approved (salary as income, ASSALARIADO), a phone selected,
 * the insurance chosen and the proposal created: AGUARDANDO_SELFIE.
 */
async function proposalReady(
  api: FinancingApi,
  who: Who,
  skuId: string,
  insurance: 'complete' | 'none',
): Promise<Contracting> {
  const c = customer(who);
  const open = await api.ok('POST', '/contracting/create', { cpf: c.cpf, storeUserId: c.cpf });
  let key: string = open.contractingKey;
  if (open.status !== 'CONTRATACAO_INICIADA') {
    // a contracting left open by an earlier run: start again from a new one
    await api.ok('POST', `/contracting/${key}/cancel`, { reason: 'Outro aparelho selecionado' });
    key = (await api.ok('POST', '/contracting/create', { cpf: c.cpf, storeUserId: c.cpf })).contractingKey;
  }
  await api.ok('POST', `/credit-analysis-v3/create/${key}`, {
    cpf: c.cpf,
    fullName: c.nome,
    birthdate: c.dataNascimento,
    monthlyIncome: Math.floor(c.salario / 100),
    jobContractType: 'ASSALARIADO',
    email: c.email,
    phoneNumber: c.telefone,
    phoneAreaCode: c.ddd,
    storeUserId: c.cpf,
    protection: false,
  });
  await expect
    .poll(async () => (await api.ok('GET', `/credit-analysis-v3/${key}`)).processingStatus, {
      timeout: 15_000,
    })
    .toBe('PROCESSADO');
  const selected = await api.ok('POST', `/product-v3/select-product/${key}`, { remoteId: skuId });
  const price: number = selected.product.price;
  let insuranceName = 'Sem seguro';
  let insuranceValue = 0;
  if (insurance === 'complete') {
    const { options } = await api.ok(
      'GET',
      `/insurance/calculate?productLMI=${encodeURIComponent(selected.product.lmi)}&installments=18&skuId=${skuId}`,
    );
    const complete = options.find((o: { type: string }) => o.type === 'complete');
    insuranceName = complete.name;
    insuranceValue = complete.totalValue;
    await api.ok('PUT', `/financing-details/upsert/${key}`, { insuranceName, insuranceValue });
  }
  const simulation = await api.ok('POST', `/simulation-v3/generate/${key}`, {
    installments: 18,
    productValue: price,
    acessoriesValue: 0,
    insuranceValue,
  });
  const advancePayment = Math.ceil(simulation.minimumEntryValue);
  await api.ok('POST', '/proposal/create', {
    contractingKey: key,
    installments: 18,
    advancePayment,
    firstPaymentDate: weekdayAhead(35),
    product: { remoteId: skuId },
    financeDetails: { insuranceName, insuranceValue, accessoriesValue: 0 },
  });
  expect(await api.status(key)).toBe('AGUARDANDO_SELFIE');
  return { key, downPayment: advancePayment * 100 };
}

/** From AGUARDANDO_SELFIE to AGUARDANDO_PAGAMENTO_ENTRADA through the API (address, selfie, acceptance). */
async function accepted(api: FinancingApi, contracting: Contracting): Promise<Contracting> {
  const { key } = contracting;
  await api.ok('PUT', `/address-v3/upsert/${key}`, {
    cep: '01310200',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    uf: 'SP',
  });
  await api.ok('POST', '/person-v3/register', { contractingKey: key });
  const selfie = await api.ok('POST', `/onboarding-v3/submit-selfie/${key}`, {
    file: Buffer.alloc(4096, 7).toString('base64'),
  });
  expect(selfie.isAlive).toBe(true);
  await api.ok('POST', `/proposal/accepted/${key}`, {});
  expect(await api.status(key)).toBe('AGUARDANDO_PAGAMENTO_ENTRADA');
  return contracting;
}

/** Opens /FinancingTerms with its navigation state, as the other financing routes do. */
async function openTerms(page: Page, state: { contractingKey: string; subState?: string }): Promise<void> {
  await page.evaluate((usr) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr, key: `terms${idx}`, idx }, '', '/FinancingTerms');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, state);
  await expect(page.getByTestId('financing-terms')).toBeVisible();
}

const step = (page: Page) => page.getByTestId('financing-terms');

/** "R$ 1.234,56" -> 123456. */
function centavosOf(text: string): number {
  const match = /R\$\s?([\d.]+,\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in ${text}`);
  return Number(match[1].replace(/\./g, '').replace(',', ''));
}

/**
 * The credit application (employee, the monthly income typed in centavos, protection declined), the
 * phone (its cheapest colour and storage), an insurance, the proposed terms and the summary's confirm:
 * the screens of /financingCreditSimulation and /FinancingDeviceDetails, up to /FinancingTerms.
 */
async function fromCreditToTerms(
  page: Page,
  income: string,
  productId: string,
  insurance: 'complete' | 'extended' | 'none' = 'none',
): Promise<void> {
  await page.goto('/financingCreditSimulation');
  const intro = page.getByTestId('credit-intro');
  const resume = page.getByTestId('resume-summary');
  const list = page.getByTestId('device-list');
  await expect(intro.or(resume).or(list)).toBeVisible({ timeout: 20_000 });
  if (await intro.isVisible()) {
    await page.getByTestId('credit-want').click();
    await page.getByTestId('option-employee').click();
    await page.getByTestId('option-next').click();
    await page.getByTestId('credit-income').pressSequentially(income);
    await page.getByTestId('credit-income-submit').click();
    await page.getByTestId('credit-protection-decline').click();
    await page.getByTestId('credit-choose-phone').click({ timeout: 25_000 });
  } else if (await resume.isVisible()) {
    await page.getByTestId('resume-continue').click();
  }
  await expect(list).toBeVisible();
  await page.locator(`[data-testid="device-item"][data-product-id="${productId}"]`).click();
  await expect(page.getByTestId('device-details')).toBeVisible();
  await page.getByTestId('device-next').click();
  await expect(page.getByTestId('insurance-step')).toBeVisible();
  await page.getByTestId(`insurance-${insurance}`).click();
  await page.getByTestId('insurance-next').click();
  await expect(page.getByTestId('payment-details')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('payment-continue').click();
  await expect(page.getByTestId('financing-summary')).toBeVisible();
  await page.getByTestId('summary-confirm').click();
  await expect(page).toHaveURL(/\/FinancingTerms$/);
}

test.describe('Financing terms', () => {
  test('Elisa, insured, changes the address, takes the selfie, signs and pays the down payment by balance', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await openAs(browser, 'elisa');
    const before = await homeBalance(page);
    await fromCreditToTerms(page, '920000', 'orbe-s2', 'complete');
    const api = await FinancingApi.of(page);
    const open = await api.ok('POST', '/contracting/create', {
      cpf: customer('elisa').cpf,
      storeUserId: customer('elisa').cpf,
    });
    const contracting = {
      key: open.contractingKey as string,
      downPayment: Math.round(open.downPayment * 100),
    };
    expect(open.status).toBe('AGUARDANDO_SELFIE');

    // the delivery address: her own, sent to the service, with a delivery date
    await expect(step(page)).toHaveAttribute('data-step', 'address');
    await expect(page.getByTestId('terms-address-cep')).toContainText(/\d{5}-\d{3}/);
    await expect(page.getByTestId('terms-delivery-date')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await shot(page, 'financing-terms-address');

    await page.getByTestId('terms-ship-another').click();
    await page.getByTestId('terms-address-submit').click();
    await expect(page.getByText('Informe um CEP com 8 dígitos.')).toBeVisible();
    await page.getByTestId('terms-cep').fill('20040002');
    await expect(page.getByTestId('terms-cep')).toHaveValue('20040-002');
    await expect(page.getByTestId('terms-street')).not.toHaveValue('');
    await expect(page.getByTestId('terms-uf')).toHaveValue('RJ');
    await page.getByTestId('terms-number').fill('156');
    await page.getByTestId('terms-complement').fill('Sala 1203');
    await shot(page, 'financing-terms-different-address');
    await page.getByTestId('terms-address-submit').click();
    await expect(step(page)).toHaveAttribute('data-step', 'address');
    await expect(page.getByTestId('terms-address-street')).toContainText('156 - Sala 1203');
    await expect(page.getByTestId('terms-address-cep')).toHaveText('CEP 20040-002');

    // the selfie from the (fake) front camera
    await page.getByTestId('terms-deliver-here').click();
    await expect(page.getByTestId('terms-face-intro')).toBeVisible();
    await shot(page, 'financing-terms-face-intro');
    await page.getByTestId('terms-face-start').click();
    await expect(page.getByTestId('terms-face-camera')).toBeVisible();
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBeGreaterThan(0);
    await page.getByTestId('terms-face-capture').click();

    // the contract, then the down payment
    await expect(page.getByTestId('terms-contract')).toBeVisible();
    await expect(page.getByTestId('terms-accept-continue')).toBeDisabled();
    await expect(page.frameLocator('[data-testid="terms-contract"]').locator('body')).toContainText(/\S/);
    await shot(page, 'financing-terms-contract');
    await page.getByTestId('terms-accept-check').check();
    await page.getByTestId('terms-accept-continue').click();
    await expect(page.getByTestId('terms-down-payment-amount')).toBeVisible();
    const amountText = (await page.getByTestId('terms-down-payment-amount').textContent()) ?? '';
    expect(Number(amountText.replace(/\D/g, ''))).toBe(contracting.downPayment);
    await shot(page, 'financing-terms-down-payment');
    await page.getByTestId('terms-method-balance').click();
    await expect(page.getByTestId('terms-warning-sheet')).toBeVisible();
    await shot(page, 'financing-terms-warning');
    await page.getByTestId('terms-warning-continue').click();

    await typePin(page, '0000');
    await expect(page.getByTestId('pin-error')).toHaveText(/PIN incorreto/i);
    await shot(page, 'financing-terms-pin');
    await typePin(page, customer('elisa').pin);
    await expect(page.getByTestId('terms-success')).toBeVisible({ timeout: 40_000 });
    await shot(page, 'financing-terms-success');
    expect(await api.status(contracting.key)).toBe('CONTRATACAO_FINALIZADA');

    // the contract and its instalments
    await page.getByTestId('terms-see-financing').click();
    const card = page.getByTestId('contract-card').first();
    await expect(card).toBeVisible();
    await expect(card.getByTestId('contract-device')).toContainText('Orbe S2');
    await expect(card.getByTestId('contract-installments')).toHaveText('0 de 18');
    await expect(card.getByTestId('contract-next-due')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(card.getByTestId('contract-overdue')).toHaveText('Em dia');
    await shot(page, 'financing-contracts');
    await card.getByTestId('contract-see-installments').click();
    await expect(page.getByTestId('installment-item')).toHaveCount(18);
    await expect(page.getByTestId('installment-due').first()).toHaveText(/^Vence em \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByTestId('installment-value').first()).toHaveText(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
    await shot(page, 'financing-installments');

    await page.evaluate(() => localStorage.setItem('carteira.locale', 'en'));
    await page.reload();
    await expect(page.getByTestId('installment-status').first()).toHaveText('Open');
    await shot(page, 'financing-installments-en');
    await page.goto('/financing');
    await expect(page.getByTestId('contract-installments').first()).toHaveText('0 of 18');
    await shot(page, 'financing-contracts-en');

    await page.goto('/newWalletLaunch');
    await expect.poll(() => homeBalance(page)).toBe(before - contracting.downPayment);
  });

  test('Fábio pays the down payment by Pix: the code renews at zero, Bruno pays it, Fábio sees success', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await openAs(browser, 'fabio', { locale: 'en', clock: true });
    // from the credit application through the phone choice to the terms, all on screen
    await fromCreditToTerms(page, '560000', 'lumi-go');
    await expect(page.getByTestId('terms-address')).toBeVisible();
    await page.getByTestId('terms-deliver-here').click();
    await page.getByTestId('terms-face-start').click();
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBeGreaterThan(0);
    await page.getByTestId('terms-face-capture').click();
    await page.getByTestId('terms-accept-check').check();
    await page.getByTestId('terms-accept-continue').click();
    const downPayment = centavosOf((await page.getByTestId('terms-down-payment-amount').textContent()) ?? '');
    expect(downPayment).toBeGreaterThan(0);

    await page.getByTestId('terms-method-pix').click();
    await page.getByTestId('terms-warning-continue').click();
    await expect(page.getByTestId('terms-pix-qr')).toBeVisible();
    await expect(page.getByTestId('terms-pix-countdown')).toHaveText(/The code expires in 09:5\d/);
    const code = (await page.getByTestId('terms-pix-code').textContent()) ?? '';
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/i);
    await shot(page, 'financing-terms-pix-en');

    // at zero a new code is asked for, and the countdown starts again
    const renewed = page.waitForRequest((r) => r.url().includes('/pix-payment') && r.method() === 'GET');
    await page.clock.fastForward('10:00');
    await renewed;
    await expect(page.getByTestId('terms-pix-countdown')).toHaveText(/The code expires in 0\d:\d\d/);
    await expect
      .poll(async () => Number(await page.getByTestId('terms-pix-countdown').getAttribute('data-seconds')))
      .toBeGreaterThan(500);

    await page.getByTestId('terms-pix-copy').click();
    await expect(page.getByTestId('snackbar')).toContainText('Code copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await page.getByTestId('terms-pix-code').textContent()) ?? '');

    await expect(page.getByTestId('snackbar')).toBeHidden();
    // not paid yet: back to the code with the info sheet
    await page.getByTestId('terms-pix-paid').click();
    await expect(page.getByTestId('terms-pix-info-sheet')).toBeVisible();
    await shot(page, 'financing-terms-pix-not-yet-en');
    await page.keyboard.press('Escape');

    // Bruno pays the copied code from his own account
    const bruno = await openAs(browser, 'bruno');
    const brunoBefore = await homeBalance(bruno);
    await bruno.goto('/pixQrCopyPasteComponent');
    await bruno.getByTestId('pix-paste-input').fill(copied);
    await bruno.getByTestId('pix-paste-submit').click();
    await expect(bruno.getByTestId('pix-review-amount')).toContainText(
      (downPayment / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 }),
    );
    await bruno.getByTestId('pix-review-confirm').click();
    await typePin(bruno, customer('bruno').pin);
    await expect(bruno.getByTestId('pix-done')).toBeVisible();
    await bruno.goto('/newWalletLaunch');
    await expect.poll(() => homeBalance(bruno)).toBe(brunoBefore - downPayment);

    await page.getByTestId('terms-pix-paid').click();
    await expect(page.getByTestId('terms-success')).toBeVisible({ timeout: 40_000 });
    await shot(page, 'financing-terms-success-en');
  });

  test('Elisa leaves the down payment and chooses another phone: the proposal is cancelled', async ({
    browser,
  }) => {
    // Heitor's contracting belongs to the device journey; Elisa starts a new one of her own
    const page = await openAs(browser, 'elisa');
    const api = await FinancingApi.of(page);
    const contracting = await accepted(
      api,
      await proposalReady(api, 'elisa', 'nimbo-lite-3-64gb-branco-neve', 'none'),
    );
    await openTerms(page, { contractingKey: contracting.key, subState: 'downPaymentInfo' });
    await expect(page.getByTestId('terms-method-balance')).toBeVisible();

    // offline: the no-internet page over the flow, which is still there once back online
    await page.context().setOffline(true);
    await expect(page.getByTestId('no-internet-page')).toBeVisible();
    await page.getByTestId('no-internet-retry').click();
    await expect(page.getByTestId('snackbar')).toBeVisible();
    await shot(page, 'financing-terms-offline');
    await page.context().setOffline(false);
    await expect(page.getByTestId('terms-method-balance')).toBeVisible();
    await expect(page.getByTestId('snackbar')).toBeHidden();

    // the Pix page, and back from it to the payment methods
    await page.getByTestId('terms-method-pix').click();
    await page.getByTestId('terms-warning-continue').click();
    await expect(page.getByTestId('terms-pix-qr')).toBeVisible();
    await expect(page.getByTestId('terms-pix-countdown')).toHaveText(/O código expira em 09:5\d/);
    await shot(page, 'financing-terms-pix');
    await page.getByTestId('top-bar-back').click();
    await expect(step(page)).toHaveAttribute('data-step', 'downPaymentInfo');

    await page.getByTestId('top-bar-back').click();
    await expect(page.getByTestId('terms-leave-sheet')).toBeVisible();
    await shot(page, 'financing-terms-leave');
    await page.getByTestId('terms-leave-another-phone').click();
    await expect(page.getByTestId('terms-new-phone-sheet')).toBeVisible();
    await shot(page, 'financing-terms-new-phone');
    await page.getByTestId('terms-new-phone-confirm').click();
    await expect(page).toHaveURL(/\/FinancingDeviceDetails$/);
    expect(await api.status(contracting.key)).toBe('AGUARDANDO_GERACAO_PROPOSTA');
  });

  test('Iara’s selfie is refused by the identity provider: the face-match error, then another try', async ({
    browser,
  }) => {
    const page = await openAs(browser, 'iara', { locale: 'en' });
    const api = await FinancingApi.of(page);
    const contracting = await proposalReady(api, 'iara', 'lumi-go-128gb-amarelo-sol', 'none');
    await openTerms(page, { contractingKey: contracting.key });
    await expect(page.getByTestId('terms-address')).toBeVisible();
    await shot(page, 'financing-terms-address-en');
    await page.getByTestId('terms-deliver-here').click();
    await page.getByTestId('terms-face-start').click();
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBeGreaterThan(0);
    await shot(page, 'financing-terms-camera-en');
    await page.getByTestId('terms-face-capture').click();
    await expect(page.getByTestId('terms-face-error')).toBeVisible();
    await expect(page.getByTestId('terms-face-error-text')).toHaveText(
      'We could not confirm the selfie is of a live person. Try again somewhere well lit.',
    );
    await shot(page, 'financing-terms-face-error-en');
    expect(await api.status(contracting.key)).toBe('AGUARDANDO_SELFIE');
    await page.getByTestId('terms-face-retry').click();
    await expect(page.getByTestId('terms-face-intro')).toBeVisible();

    // opened at a sub-state by name: payment pending; checking the status resumes at the address
    await openTerms(page, { contractingKey: contracting.key, subState: 'paymentPending' });
    await expect(page.getByTestId('terms-payment-pending')).toBeVisible();
    await shot(page, 'financing-terms-pending-en');
    await page.getByTestId('terms-check-again').click();
    await expect(page.getByTestId('terms-address')).toBeVisible();
    await page.getByTestId('top-bar-back').click();
    await expect(page).toHaveURL(/\/FinancingDeviceDetails$/);
  });
});
