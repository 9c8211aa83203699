import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { type DemoKey, demo, homeBalance, openAs, typePin } from './demo.ts';

/**
 * The financing journeys' shared steps on screen: the credit application and the phone choice,
 * /FinancingTerms opened with its navigation state, the selfie from a fake camera and a Pix code paid
 * by another customer. The financing service's own API is in financing-api.ts.
 */

/** Launch options for a file's tests: the fake camera answers getUserMedia with a generated picture, without asking. */
export const fakeCamera = {
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
};

/** Logged in with the camera and the clipboard allowed, as the terms flow needs. */
export function openWithCamera(
  browser: Browser,
  who: DemoKey,
  options: { locale?: 'pt-BR' | 'en'; clock?: boolean } = {},
): Promise<Page> {
  return openAs(browser, who, { ...options, permissions: ['camera', 'clipboard-read', 'clipboard-write'] });
}

/** "R$ 1.234,56" -> 123456. */
export function centavosOf(text: string): number {
  const match = /R\$\s?([\d.]+,\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in ${text}`);
  return Number(match[1].replace(/\./g, '').replace(',', ''));
}

/** The first amount a locator's text shows, in centavos. */
export async function centavosIn(locator: Locator): Promise<number> {
  return centavosOf((await locator.textContent()) ?? '');
}

/** The credit route's screen, whose data-step names the step shown. */
export const creditStep = (page: Page) => page.getByTestId('financing-credit');

/** The credit application from its intro: employment, income (typed with its centavos), protection. */
export async function applyForCredit(
  page: Page,
  employment: string,
  incomeDigits: string,
  protection: 'accept' | 'decline',
): Promise<void> {
  await page.getByTestId('credit-want').click();
  await expect(creditStep(page)).toHaveAttribute('data-step', 'select_employment_status');
  await page.getByTestId(`option-${employment}`).click();
  await page.getByTestId('option-next').click();
  await expect(creditStep(page)).toHaveAttribute('data-step', 'monthly_income');
  await page.getByTestId('credit-income').pressSequentially(incomeDigits);
  await page.getByTestId('credit-income-submit').click();
  await expect(creditStep(page)).toHaveAttribute('data-step', 'protection');
  await page.getByTestId(`credit-protection-${protection}`).click();
}

/**
 * The phone list from /financingCreditSimulation: through the credit application (employee, the
 * income typed in centavos, protection declined) when the customer has none yet, through the resume
 * summary when there is one.
 */
export async function reachPhoneList(page: Page, incomeDigits: string): Promise<void> {
  await page.goto('/financingCreditSimulation');
  const intro = page.getByTestId('credit-intro');
  const resume = page.getByTestId('resume-summary');
  const list = page.getByTestId('device-list');
  await expect(intro.or(resume).or(list)).toBeVisible({ timeout: 20_000 });
  if (await intro.isVisible()) {
    await applyForCredit(page, 'employee', incomeDigits, 'decline');
    await page.getByTestId('credit-choose-phone').click({ timeout: 25_000 });
  } else if (await resume.isVisible()) {
    await page.getByTestId('resume-continue').click();
  }
  await expect(list).toBeVisible();
}

/** A phone of the list by its product id. */
export const deviceItem = (page: Page, productId: string) =>
  page.locator(`[data-testid="device-item"][data-product-id="${productId}"]`);

/**
 * The credit application, the phone (its cheapest colour and storage), an insurance, the proposed
 * terms and the summary's confirm: the screens of /financingCreditSimulation and
 * /FinancingDeviceDetails, up to /FinancingTerms.
 */
export async function fromCreditToTerms(
  page: Page,
  incomeDigits: string,
  productId: string,
  insurance: 'complete' | 'extended' | 'none' = 'none',
): Promise<void> {
  await reachPhoneList(page, incomeDigits);
  await deviceItem(page, productId).click();
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

/** The terms route's screen, whose data-step names the step shown. */
export const termsStep = (page: Page) => page.getByTestId('financing-terms');

/** Opens /FinancingTerms with its navigation state, as the other financing routes do. */
export async function openTerms(
  page: Page,
  state: { contractingKey: string; subState?: string },
): Promise<void> {
  await page.evaluate((usr) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr, key: `terms${idx}`, idx }, '', '/FinancingTerms');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, state);
  await expect(termsStep(page)).toBeVisible();
}

/** The selfie step's camera, started and showing the (fake) front camera's picture. */
export async function startCamera(page: Page): Promise<void> {
  await page.getByTestId('terms-face-start').click();
  await expect(page.getByTestId('terms-face-camera')).toBeVisible();
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
}

/**
 * Another customer pays a copied Pix code from their own account: the review shows the amount, the
 * PIN sends it and home's balance falls by it.
 */
export async function payPixCodeAs(
  browser: Browser,
  who: DemoKey,
  code: string,
  amount: number,
): Promise<void> {
  const payer = await openAs(browser, who);
  const before = await homeBalance(payer);
  await payer.goto('/pixQrCopyPasteComponent');
  await payer.getByTestId('pix-paste-input').fill(code);
  await payer.getByTestId('pix-paste-submit').click();
  await expect(payer.getByTestId('pix-review-amount')).toContainText(
    (amount / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 }),
  );
  await payer.getByTestId('pix-review-confirm').click();
  await typePin(payer, demo(who).pin);
  await expect(payer.getByTestId('pix-done')).toBeVisible();
  await payer.goto('/newWalletLaunch');
  await expect.poll(() => homeBalance(payer)).toBe(before - amount);
}
