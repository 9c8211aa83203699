import { demo, homeBalance, openAs, shot } from '../support/demo.ts';
import { creditStep, termsStep } from '../support/financing.ts';
import {
  accepted,
  FinancingApi,
  onboarded,
  proposalReady,
  startedContracting,
} from '../support/financing-api.ts';
import {
  bankNow,
  deniedBySelfies,
  leaveAndComeBack,
  paidAwaitingBilling,
  setBankClock,
  slowCreditAnalysis,
} from '../support/financing-resume.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * Heitor leaves a contracting at each status and comes back (logs out, logs in, opens the financing
 * entry point): the credit route reads the status and resumes where financing.md section 4 says.
 * The statuses are reached through the financing service's API, the sandbox's Pix door and the
 * bank's clock. Each resumed screen is looked at in pt-BR and again, entering once more, in English.
 * Heitor's earlier contracting (the credit and device journeys) is cancelled first.
 */

test.describe.configure({ mode: 'serial' });

const PHONE = 'nimbo-lite-3-64gb-branco-neve';

/**
 * Enters the financing entry point once more in English and looks at the same screen, then once
 * more in Portuguese, where the journey goes on.
 */
async function againInEnglish(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  await page.evaluate(() => localStorage.setItem('carteira.locale', 'en'));
  await page.goto('/financingCreditSimulation');
  await check();
  await shot(page, `${name}-en`);
  await page.evaluate(() => localStorage.setItem('carteira.locale', 'pt-BR'));
  await page.goto('/financingCreditSimulation');
  await check();
}

/** The resume summary's four steps: the first `done` are done, the next is current. */
async function expectProgress(page: Page, done: number): Promise<void> {
  await expect(page.getByTestId('resume-summary')).toBeVisible({ timeout: 15_000 });
  const steps = page.getByTestId('resume-step');
  await expect(steps).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    const state = i < done ? 'done' : i === done ? 'current' : 'pending';
    await expect(steps.nth(i)).toHaveAttribute('data-state', state);
  }
}

test('CONTRATACAO_INICIADA resumes at the employment choice', async ({ browser }) => {
  const page = await openAs(browser, 'heitor');
  const api = await FinancingApi.of(page);
  const key = await startedContracting(api, 'heitor');

  await leaveAndComeBack(page, 'heitor');
  await expect(creditStep(page)).toHaveAttribute('data-step', 'select_employment_status');
  await expect(page.getByTestId('option-employee')).toBeVisible();
  await shot(page, 'financing-resume-started');
  await againInEnglish(page, 'financing-resume-started', async () => {
    await expect(creditStep(page)).toHaveAttribute('data-step', 'select_employment_status');
  });
  expect(await (await FinancingApi.of(page)).status(key)).toBe('CONTRATACAO_INICIADA');
});

test('PROCESSANDO_ANALISE_CREDITO resumes polling the analysis, which ends approved', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await openAs(browser, 'heitor');
  const api = await FinancingApi.of(page);
  const key = await startedContracting(api, 'heitor');
  await slowCreditAnalysis(api, 'heitor', key);

  await leaveAndComeBack(page, 'heitor');
  await expect(creditStep(page)).toHaveAttribute('data-step', 'progressBar');
  await expect(page.getByTestId('credit-progress')).toBeVisible();
  await shot(page, 'financing-resume-analysing');
  await againInEnglish(page, 'financing-resume-analysing', async () => {
    await expect(page.getByTestId('credit-progress')).toBeVisible();
  });
  // the polling goes on from the status read: the slow analysis (25 s) ends approved
  await page.goto('/financingCreditSimulation');
  await expect(page.getByTestId('credit-approved')).toBeVisible({ timeout: 40_000 });
});

test('AGUARDANDO_ACEITE_PROPOSTA resumes at the summary, step 3, and continues to the contract', async ({
  browser,
}) => {
  const page = await openAs(browser, 'heitor');
  const api = await FinancingApi.of(page);
  const contracting = await onboarded(api, await proposalReady(api, 'heitor', PHONE, 'none'));

  await leaveAndComeBack(page, 'heitor');
  await expectProgress(page, 2);
  await expect(page.getByTestId('resume-device')).toContainText('Nimbo Lite 3');
  await shot(page, 'financing-resume-acceptance');
  await againInEnglish(page, 'financing-resume-acceptance', () => expectProgress(page, 2));
  await page.getByTestId('resume-continue').click();
  await expect(termsStep(page)).toHaveAttribute('data-step', 'terms');
  await expect(page.getByTestId('terms-accept-continue')).toBeDisabled();
  expect(await api.status(contracting.key)).toBe('AGUARDANDO_ACEITE_PROPOSTA');
});

test('AGUARDANDO_PAGAMENTO_ENTRADA resumes at the summary, step 4, and continues to the down payment', async ({
  browser,
}) => {
  const page = await openAs(browser, 'heitor');
  const api = await FinancingApi.of(page);
  const contracting = await accepted(api, await proposalReady(api, 'heitor', PHONE, 'none'));

  await leaveAndComeBack(page, 'heitor');
  await expectProgress(page, 3);
  await expect(page.getByTestId('resume-step').nth(3)).toContainText('Aguardando o pagamento');
  await shot(page, 'financing-resume-down-payment');
  await againInEnglish(page, 'financing-resume-down-payment', () => expectProgress(page, 3));
  await page.getByTestId('resume-continue').click();
  await expect(termsStep(page)).toHaveAttribute('data-step', 'downPaymentInfo');
  const amount = (await page.getByTestId('terms-down-payment-amount').textContent()) ?? '';
  expect(Number(amount.replace(/\D/g, ''))).toBe(contracting.downPayment);
});

test('AGUARDANDO_FATURAMENTO resumes at payment pending, where another phone cancels the paid proposal', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await openAs(browser, 'heitor');
  const api = await FinancingApi.of(page);
  const contracting = await accepted(api, await proposalReady(api, 'heitor', PHONE, 'none'));
  await paidAwaitingBilling(page, contracting.key);
  const before = await homeBalance(page);

  await leaveAndComeBack(page, 'heitor');
  await expectProgress(page, 3);
  await shot(page, 'financing-resume-billing');
  await againInEnglish(page, 'financing-resume-billing', () => expectProgress(page, 3));
  await page.getByTestId('resume-continue').click();
  await expect(termsStep(page)).toHaveAttribute('data-step', 'paymentPending');
  await shot(page, 'financing-resume-billing-pending');

  // the down payment is paid but the store has not billed the phone: another phone is still possible
  await page.getByTestId('terms-pending-another-phone').click();
  await expect(page.getByTestId('terms-new-phone-sheet')).toBeVisible();
  await expect(page.getByTestId('terms-new-phone-sheet')).toContainText('entrada');
  await shot(page, 'financing-resume-billing-another-phone');
  await page.getByTestId('terms-new-phone-confirm').click();
  await expect(page).toHaveURL(/\/financingCreditSimulation$/);
  await expect(page.getByTestId('credit-intro')).toBeVisible();
  const fresh = await FinancingApi.of(page);
  expect(await fresh.status(contracting.key)).toBe('CONTRATACAO_CANCELADA');
  // the down payment came back to the account
  await page.goto('/newWalletLaunch');
  await expect.poll(() => homeBalance(page)).toBe(before + contracting.downPayment);
});

test('PROCESSANDO_FATURAMENTO resumes with every step done, at payment pending with no other phone', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await openAs(browser, 'heitor', { locale: 'en' });
  const api = await FinancingApi.of(page);
  const contracting = await accepted(api, await proposalReady(api, 'heitor', PHONE, 'none'));
  await paidAwaitingBilling(page, contracting.key, { processing: true });

  await leaveAndComeBack(page, 'heitor');
  await expectProgress(page, 4);
  await shot(page, 'financing-resume-invoicing-en');
  await page.getByTestId('resume-continue').click();
  await expect(termsStep(page)).toHaveAttribute('data-step', 'paymentPending');
  // the store is billing the phone: it can no longer be changed
  await expect(page.getByTestId('terms-payment-pending')).toBeVisible();
  await expect(page.getByTestId('terms-pending-another-phone')).toHaveCount(0);
  await shot(page, 'financing-resume-invoicing-pending-en');
  expect(await (await FinancingApi.of(page)).status(contracting.key)).toBe('PROCESSANDO_FATURAMENTO');
});

test('CONTRATACAO_FINALIZADA resumes at the success screen', async ({ browser }) => {
  const page = await openAs(browser, 'heitor');
  let api = await FinancingApi.of(page);
  const open = await api.ok('POST', '/contracting/create', {
    cpf: demo('heitor').cpf,
    storeUserId: demo('heitor').cpf,
  });
  expect(open.status).toBe('PROCESSANDO_FATURAMENTO');
  // the bank's clock past the billing: the store finishes it
  await setBankClock(page, new Date((await bankNow(page)).getTime() + 2 * 3_600_000).toISOString());
  try {
    api = await FinancingApi.of(page);
    expect(await api.status(open.contractingKey)).toBe('CONTRATACAO_FINALIZADA');
  } finally {
    await setBankClock(page, null);
  }

  await leaveAndComeBack(page, 'heitor');
  await expect(page).toHaveURL(/\/FinancingTerms$/);
  await expect(page.getByTestId('terms-success')).toBeVisible();
  await shot(page, 'financing-resume-finished');
  await againInEnglish(page, 'financing-resume-finished', async () => {
    await expect(page.getByTestId('terms-success')).toBeVisible();
  });
});

test('CONTRATACAO_NEGADA resumes at the denied contracting', async ({ browser }) => {
  const page = await openAs(browser, 'heitor');
  const api = await FinancingApi.of(page);
  const contracting = await proposalReady(api, 'heitor', PHONE, 'none');
  await deniedBySelfies(api, contracting.key);

  await leaveAndComeBack(page, 'heitor');
  await expect(page.getByTestId('credit-status-rejected')).toContainText('Contratação não aprovada');
  await shot(page, 'financing-resume-denied');
  await againInEnglish(page, 'financing-resume-denied', async () => {
    await expect(page.getByTestId('credit-status-rejected')).toBeVisible();
  });
});
