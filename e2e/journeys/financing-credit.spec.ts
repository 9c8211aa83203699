import { openAs, shot } from '../support/demo.ts';
import { applyForCredit, creditStep } from '../support/financing.ts';
import { expect, test } from '../support/test.ts';

/**
 * /financingCreditSimulation in a real browser against the sandbox bureau: Gabriela is always
 * rejected; Heitor (salary R$ 6.300,00, ASSALARIADO) is approved for R$ 8.000,00 with 10% minimum
 * entry. Leaving and coming back resumes from the contract status.
 */

test.describe.configure({ mode: 'serial' });

test('Gabriela is refused: polling, the rejection with its three reasons, and the same answer on return', async ({
  browser,
}) => {
  const page = await openAs(browser, 'gabriela', { locale: 'en' });
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
  await expect(creditStep(page)).toHaveAttribute('data-step', 'intro');

  await applyForCredit(page, 'selfEmployed', '420000', 'decline');
  await expect(page.getByTestId('credit-progress')).toBeVisible();
  await shot(page, 'financing-credit-progress-en');
  // back is refused while the analysis runs
  await page.getByTestId('top-bar-back').click();
  await expect(page.getByTestId('snackbar')).toHaveText('Please wait, we are processing your request');
  await expect(creditStep(page)).toHaveAttribute('data-step', 'progressBar');

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
  const page = await openAs(browser, 'heitor', { locale: 'pt-BR' });
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
