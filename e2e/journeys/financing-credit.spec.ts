import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_CUSTOMERS } from '../../apps/server/src/sandbox/customers.ts';
import { shot } from '../support/demo.ts';

/**
 * /financingCreditSimulation in a real browser against the sandbox bureau: Gabriela is always
 * rejected; Heitor (salary R$ 6.300,00, ASSALARIADO) is approved for R$ 8.000,00 with 10% minimum
 * entry. Leaving and coming back resumes from the contract status.
 */

type Locale = 'pt-BR' | 'en';

function customer(key: 'gabriela' | 'heitor') {
  const c = DEMO_CUSTOMERS.find((d) => d.key === key);
  if (!c) throw new Error(`no demo customer ${key}`);
  return c;
}

async function openAs(browser: Browser, key: 'gabriela' | 'heitor', locale: Locale): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((l) => localStorage.setItem('carteira.locale', l), locale);
  const page = await context.newPage();
  const c = customer(key);
  await page.goto('/newLogin');
  await page.getByTestId('login-cpf').fill(c.cpf);
  await page.getByTestId('login-password').fill(c.senha);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  return page;
}

const step = (page: Page) => page.getByTestId('financing-credit');

/** Employment, income (typed with its centavos) and the protection answer. */
async function apply(page: Page, employment: string, incomeDigits: string, protection: 'accept' | 'decline') {
  await page.getByTestId('credit-want').click();
  await expect(step(page)).toHaveAttribute('data-step', 'select_employment_status');
  await page.getByTestId(`option-${employment}`).click();
  await page.getByTestId('option-next').click();
  await expect(step(page)).toHaveAttribute('data-step', 'monthly_income');
  await page.getByTestId('credit-income').pressSequentially(incomeDigits);
  await page.getByTestId('credit-income-submit').click();
  await expect(step(page)).toHaveAttribute('data-step', 'protection');
  await page.getByTestId(`credit-protection-${protection}`).click();
}

test.describe.configure({ mode: 'serial' });

test('Gabriela is refused: polling, the rejection with its three reasons, and the same answer on return', async ({
  browser,
}) => {
  const page = await openAs(browser, 'gabriela', 'en');
  await page.goto('/financingCreditSimulation');
  await expect(page.getByTestId('credit-intro')).toBeVisible();
  await shot(page, 'financing-credit-intro-en');

  // an empty income is refused on the screen
  await page.getByTestId('credit-want').click();
  await page.getByTestId('option-selfEmployed').click();
  await page.getByTestId('option-next').click();
  await page.getByTestId('credit-income-submit').click();
  await expect(page.getByRole('alert')).toContainText('monthly income');
  await page.getByTestId('top-bar-back').click();
  await page.getByTestId('top-bar-back').click();
  await expect(step(page)).toHaveAttribute('data-step', 'intro');

  await apply(page, 'selfEmployed', '420000', 'decline');
  await expect(page.getByTestId('credit-progress')).toBeVisible();
  await shot(page, 'financing-credit-progress-en');
  // back is refused while the analysis runs
  await page.getByTestId('top-bar-back').click();
  await expect(page.getByTestId('snackbar')).toHaveText('Please wait, we are processing your request');
  await expect(step(page)).toHaveAttribute('data-step', 'progressBar');

  await expect(page.getByTestId('credit-rejected')).toBeVisible({ timeout: 25_000 });
  await page.getByTestId('credit-rejected-help').click();
  await expect(page.getByTestId('credit-reason')).toHaveCount(3);
  await expect(page.getByTestId('credit-reasons')).toContainText('Restrictions on the CPF');
  await shot(page, 'financing-credit-rejected-reasons-en');
  await page.keyboard.press('Escape');
  await page.getByTestId('credit-rejected-home').click();
  await expect(page.getByTestId('home-greeting')).toBeVisible();

  await page.goto('/financingCreditSimulation');
  await expect(page.getByTestId('credit-rejected')).toBeVisible();
  await shot(page, 'financing-credit-rejected-en');
});

test('Heitor applies and is approved; leaving and coming back resumes at the phone choice', async ({
  browser,
}) => {
  const page = await openAs(browser, 'heitor', 'pt-BR');
  await page.goto('/financingCreditSimulation');
  await expect(page.getByTestId('credit-intro')).toBeVisible();
  await shot(page, 'financing-credit-intro');
  await page.getByTestId('credit-want').click();
  await page.getByTestId('option-employee').click();
  await shot(page, 'financing-credit-employment');
  await page.getByTestId('option-next').click();
  await page.getByTestId('credit-income').pressSequentially('630000');
  await expect(page.getByTestId('credit-income')).toHaveValue('R$ 6.300,00');
  await shot(page, 'financing-credit-income');
  await page.getByTestId('credit-income-submit').click();
  await expect(page.getByTestId('credit-protection-accept')).toBeVisible();
  await shot(page, 'financing-credit-protection');
  await page.getByTestId('credit-protection-accept').click();

  await expect(page.getByTestId('credit-progress')).toBeVisible();
  await expect(page.getByTestId('credit-progress')).toContainText('Aguenta firme');
  await shot(page, 'financing-credit-progress');
  await expect(page.getByTestId('credit-approved')).toBeVisible({ timeout: 25_000 });
  await expect(page.getByTestId('credit-approved-amount')).toHaveText('R$ 8.000,00');
  await expect(page.getByTestId('credit-min-entry')).toHaveText('10% do valor do celular');
  await shot(page, 'financing-credit-approved');

  // leave to the wallet and come back: the approval waits for a phone (AGUARDANDO_GERACAO_PROPOSTA)
  await page.getByTestId('top-bar-back').click();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.goto('/financingCreditSimulation');
  await expect(page.getByTestId('resume-summary')).toBeVisible();
  const steps = page.getByTestId('resume-step');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'done');
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'current');
  await expect(steps.nth(3)).toHaveAttribute('data-state', 'pending');
  await shot(page, 'financing-credit-resume');
  await page.getByTestId('resume-continue').click();
  await expect(page).toHaveURL(/\/FinancingDeviceDetails$/);
  await expect(page.getByTestId('device-item').first()).toBeVisible();
  await shot(page, 'financing-device-list');
  // back from the phone list goes to the credit route
  await page.getByTestId('top-bar-back').click();
  await expect(page).toHaveURL(/\/financingCreditSimulation$/);
  await expect(page.getByTestId('resume-summary')).toBeVisible();
});
