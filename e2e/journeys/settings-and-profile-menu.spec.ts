import type { Page } from '@playwright/test';
import { openAs, shot } from '../support/demo.ts';
import { accepted, FinancingApi, proposalReady } from '../support/financing-api.ts';
import { bankNow, downPaymentPaidByPix, setBankClock } from '../support/financing-resume.ts';
import { sealedBankToken } from '../support/session-token.ts';
import { expect, test } from '../support/test.ts';

// Named to run after recovery-password.spec.ts, which gives Daniel his demo password back after
// login-refusals.spec.ts blocked it (the journeys run one file after another, by name).
const PHONE = 'nimbo-lite-3-64gb-branco-neve';

/**
 * A contract in force for Daniel with the phone insurance, whose financing no other journey reads: the
 * contracting driven through the financing service's API, the down payment paid by Pix from another
 * institution, the bank's clock moved past the store's billing (5 s a step), and put back.
 */
async function insuredContractInForce(page: Page): Promise<void> {
  const api = await FinancingApi.of(page);
  const contracting = await accepted(api, await proposalReady(api, 'daniel', PHONE, 'complete'));
  expect(await downPaymentPaidByPix(page, api, contracting.key)).toBe('AGUARDANDO_FATURAMENTO');
  const paidAt = await bankNow(page);
  try {
    await setBankClock(page, new Date(paidAt.getTime() + 6_000).toISOString());
    expect(await (await FinancingApi.of(page)).status(contracting.key)).toBe('PROCESSANDO_FATURAMENTO');
    await setBankClock(page, new Date(paidAt.getTime() + 12_000).toISOString());
    expect(await (await FinancingApi.of(page)).status(contracting.key)).toBe('CONTRATACAO_FINALIZADA');
  } finally {
    await setBankClock(page, null);
  }
}

const openMenu = async (page: Page, path: string) => {
  await page.goto('/myAccount');
  await page.getByTestId(`menu-${path}`).click();
  await expect(page).toHaveURL(new RegExp(`/${path}$`));
};

test('Daniel walks the profile menu: settings kept across a reload, feedback sent and stored, his financing contract and its insurance read', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await openAs(browser, 'daniel');
  // what home shows now (other journeys move Daniel's money before this one)
  const shown = page.getByTestId('balance-value');
  await expect(shown).toHaveAttribute('data-state', 'ok');
  const balance = (await shown.textContent()) ?? '';
  expect(balance).toMatch(/^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/);
  await insuredContractInForce(page);

  // settings: hide the balance on opening, kept across a reload, and honoured by home
  await openMenu(page, 'appSettings');
  const hide = page.getByTestId('settings-hide-balance');
  await expect(hide).not.toBeChecked();
  // a plain browser has no biometrics to offer
  await expect(page.getByTestId('settings-biometrics')).toHaveCount(0);
  await shot(page, 'profile-settings');
  await hide.check();
  await expect(page.getByTestId('snackbar')).toContainText('O saldo vai abrir oculto');
  await page.reload();
  await expect(page.getByTestId('settings-hide-balance')).toBeChecked();
  await page.goto('/newWalletLaunch');
  await expect(page.getByTestId('balance-value')).toHaveAttribute('data-state', 'hidden');
  await page.reload();
  await expect(page.getByTestId('balance-value')).toHaveAttribute('data-state', 'hidden');
  await page.getByTestId('toggle-values').click();
  await expect(page.getByTestId('balance-value')).toHaveText(balance);

  // the language, from the settings, kept across a reload
  await page.goto('/appSettings');
  await expect(page.getByTestId('settings-hide-balance')).not.toBeChecked();
  await page.getByTestId('language-en').click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByTestId('language-pt-BR').click();
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();

  // feedback: sent, listed, and stored by the product backend
  await openMenu(page, 'feedback');
  await page.getByTestId('feedback-type-problem').click();
  await expect(page.getByRole('radio', { name: 'Problema' })).toBeChecked();
  await page.getByTestId('feedback-rating-4').click();
  await expect(page.getByRole('radio', { name: '4 de 5' })).toBeChecked();
  await page.getByTestId('feedback-message').fill('O extrato poderia ter busca por nome.');
  await shot(page, 'profile-feedback');
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('snackbar')).toContainText('Obrigado! Recebemos sua mensagem.');
  await expect(page.getByTestId('feedback-sent')).toContainText('O extrato poderia ter busca por nome.');
  await page.reload();
  await expect(page.getByTestId('feedback-sent')).toContainText('O extrato poderia ter busca por nome.');
  const stored = await page.request.get('/api/product/feedBack', {
    headers: { authorization: `Bearer ${await sealedBankToken(page)}` },
  });
  expect(stored.status()).toBe(200);
  expect((await stored.json()).feedbacks).toEqual([
    expect.objectContaining({ type: 'problem', rating: 4, message: 'O extrato poderia ter busca por nome.' }),
  ]);
  await shot(page, 'profile-feedback-sent');

  // contracts and terms: no terms signed in the app (a demo account), the financing contract readable
  await openMenu(page, 'contractsAndTerms');
  await expect(page.getByTestId('account-terms')).toContainText('Sua conta não foi aberta pelo aplicativo');
  const contract = page.getByTestId('document-ccb');
  await expect(contract).toHaveCount(1);
  await expect(contract).toContainText('Em vigor');
  await shot(page, 'profile-contracts');
  await contract.getByTestId('document-read').click();
  const ccb = page.frameLocator('[data-testid="document-frame"]');
  await expect(ccb.getByText('Cédula de Crédito Bancário').first()).toBeVisible();
  await expect(ccb.getByText('Daniel Costa Pereira').first()).toBeVisible();
  await shot(page, 'profile-contract-ccb');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('document-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ccb-[0-9a-f-]{36}\.html$/);
  await page.goBack();
  await expect(page.getByTestId('document-ccb')).toBeVisible();

  // the phone insurance of that contract
  await openMenu(page, 'insurance');
  await expect(page.getByTestId('insurance-name')).toHaveText('Seguro Roubo e Dano Acidental');
  await expect(page.getByTestId('insurance-state')).toHaveText('Ativo');
  await shot(page, 'profile-insurance');
  await page.getByTestId('insurance-contract').click();
  await expect(
    page.frameLocator('[data-testid="document-frame"]').getByText('Cédula de Crédito Bancário').first(),
  ).toBeVisible();

  // about and the licences the build found in the bundle
  await openMenu(page, 'aboutComp');
  await expect(page.getByTestId('about-version')).toHaveText(/^\d+\.\d+\.\d+$/);
  await shot(page, 'profile-about');
  await page.getByTestId('about-licences').click();
  await expect(page.getByTestId('oss-intro')).toContainText('pacotes de código aberto');
  const react = page.getByTestId('oss-package').filter({ hasText: /^react 19/ });
  await expect(react).toContainText('MIT');
  await react.click();
  const reactLicence = page.getByTestId('oss-list').locator('li').filter({ has: react }).locator('pre');
  await expect(reactLicence).toBeVisible();
  await expect(reactLicence).toContainText('Permission is hereby granted');
  await shot(page, 'profile-licences');

  // the content pages: the privacy policy in force and an older one, service channels, voice
  await page.goto('/myAccount');
  await page.getByTestId('menu-privacy2024').scrollIntoViewIfNeeded();
  await shot(page, 'profile-my-account-menu');
  await openMenu(page, 'privacy2024');
  await expect(page.getByTestId('privacy-period')).toHaveText('Em vigor desde 01/06/2024.');
  await expect(page.getByTestId('privacy-policy')).toContainText('Financiamento de celular e seguro');
  await shot(page, 'profile-privacy-2024');
  await page.getByText('Versão de 2022').click();
  await expect(page).toHaveURL(/\/privacy2022$/);
  await expect(page.getByTestId('privacy-period')).toContainText('Vigorou de 01/03/2022 a 01/04/2023');
  await openMenu(page, 'consultComp');
  await expect(page.getByTestId('consult-ombudsman')).toContainText('10 dias úteis');
  await shot(page, 'profile-consult');
  await openMenu(page, 'dimoVoz');
  await expect(page.getByTestId('voice-page')).toContainText('TalkBack');
  await shot(page, 'profile-voice');
  await page.goto('/failRequest');
  await expect(page.getByTestId('fail-request')).toContainText('Não foi possível concluir o seu pedido');
  await shot(page, 'profile-fail-request');
  await page.goto('/upgradeAppPage');
  await expect(page.getByTestId('upgrade-page')).toContainText('Atualize o aplicativo');
  await shot(page, 'profile-upgrade');
});

test('the profile menu pages in English', async ({ browser }) => {
  const page = await openAs(browser, 'daniel', { locale: 'en' });
  for (const [path, heading, ready] of [
    ['appSettings', 'Settings', 'settings-hide-balance'],
    ['feedback', 'Send feedback', 'feedback-sent'],
    ['contractsAndTerms', 'Contracts and terms', 'document-ccb'],
    ['insurance', 'Phone insurance', 'insurance-card'],
    ['aboutComp', 'About the app', 'about-version'],
  ] as const) {
    await openMenu(page, path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await shot(page, `profile-${path}-en`);
  }
  await page.goto('/ossComp');
  await expect(page.getByTestId('oss-intro')).toContainText('open source packages');
  await shot(page, 'profile-licences-en');
  for (const [path, ready, text] of [
    ['/privacy2024', 'privacy-policy', 'Phone financing and insurance'],
    ['/consultComp', 'consult-ombudsman', '10 business days'],
    ['/dimoVoz', 'voice-page', 'TalkBack'],
    ['/failRequest', 'fail-request', 'Your request could not be completed'],
    ['/upgradeAppPage', 'upgrade-page', 'Update the app'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toContainText(text);
    await shot(page, `profile-${path.slice(1)}-en`);
  }
});
