import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { cpfCheckDigits } from '../../packages/core/src/br/cpf.ts';
import { shot } from './demo.ts';
import { newCode, outboxCount } from './outbox.ts';

/** Someone opening an account: a CPF no sandbox customer holds, born long before 18 years ago. */
export interface Applicant {
  cpf: string;
  nome: string;
  /** DDMMYYYY as typed. */
  nascimento: string;
  email: string;
  celular: string;
  senha: string;
  pin: string;
}

export function applicant(base: string): Applicant {
  return {
    cpf: `${base}${cpfCheckDigits(base)}`,
    nome: 'Joana Prado Alves',
    nascimento: '10051980',
    email: `joana.${base}@example.com`,
    celular: `119${base.slice(1, 9)}`,
    senha: 'abrir-conta1',
    pin: '2468',
  };
}

export const smsOf = (a: Applicant) => `+55${a.celular}`;

/**
 * Real JPEG pictures (a document card, a face) the browser can preview: each made once with Chromium
 * (`page.screenshot({ type: 'jpeg' })`); what follows their end marker is ignored by decoders.
 */
const PICTURES = {
  document: readFileSync(`${import.meta.dirname}/photo-document.jpg`),
  selfie: readFileSync(`${import.meta.dirname}/photo-selfie.jpg`),
};

/** A photo: a real JPEG, then bytes of its own (`seed`, so each hashes apart) and `marker`, if any. */
export function photo(seed: number, marker?: string, kind: keyof typeof PICTURES = 'document') {
  const tail = Buffer.alloc(256);
  for (let i = 0; i < tail.length; i++) tail[i] = (i * 31 + seed) & 0xff;
  if (marker) tail.write(marker, 20, 'ascii');
  return {
    name: `photo-${seed}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([PICTURES[kind], tail]),
  };
}

/** Picks a picture for a photo input, looks at its review, and sends it. */
export async function sendPhoto(page: Page, testId: string, file: ReturnType<typeof photo>, shotName = '') {
  const input = testId === 'selfie' ? 'selfie-input' : testId;
  await page.getByTestId(input).setInputFiles(file);
  await expect(page.getByTestId(`${testId}-review`).locator('img')).toBeVisible();
  if (shotName) await shot(page, shotName);
  await page.getByTestId(`${testId}-use`).click();
}

export const step = (page: Page, name: string) =>
  expect(page.getByTestId('onboarding')).toHaveAttribute('data-step', name);

/** From /newLogin's "Abrir conta" to the password: name, CPF, birth date, e-mail, phone, SMS code. */
export async function toPassword(page: Page, request: APIRequestContext, a: Applicant, shots = '') {
  await page.goto('/newLogin');
  await page.getByRole('link', { name: /Abrir conta|Open an account/ }).click();
  await expect(page).toHaveURL(/\/userIdCreation$/);
  await step(page, 'welcome');
  if (shots) await shot(page, `onboarding-welcome-${shots}`);
  await page.getByTestId('onboarding-start').click();
  await expect(page).toHaveURL(/\/newSignUpPageComp$/);
  await page.getByTestId('holder-name').fill(a.nome);
  await page.getByTestId('holder-cpf').fill(a.cpf);
  await page.getByTestId('holder-birth').fill(a.nascimento);
  if (shots) await shot(page, `onboarding-holder-${shots}`);
  await page.getByTestId('holder-next').click();
  await step(page, 'email');
  await expect(page).toHaveURL(/\/EmailVerification$/);
  await page.getByTestId('email-input').fill(a.email);
  await page.getByTestId('email-next').click();
  await step(page, 'phone');
  await page.getByTestId('phone-input').fill(a.celular);
  const before = await outboxCount(request, smsOf(a));
  await page.getByTestId('phone-next').click();
  await step(page, 'code');
  const code = await newCode(request, smsOf(a), before);
  await page.getByTestId('code-input').fill(code);
  if (shots) await shot(page, `onboarding-code-${shots}`);
  await page.getByTestId('code-next').click();
  await step(page, 'password');
  await expect(page).toHaveURL(/\/identityCreation$/);
  await page.getByTestId('password-input').fill(a.senha);
  await page.getByTestId('password-repeat').fill(a.senha);
  if (shots) await shot(page, `onboarding-password-${shots}`);
  await page.getByTestId('password-next').click();
  await step(page, 'document');
  await expect(page).toHaveURL(/\/identification$/);
}

/** An RG's front and back, each reviewed and used (photos of the given seeds). */
export async function sendDocumentPhotos(page: Page, seeds: readonly [number, number] = [1, 2], shots = '') {
  await page.getByTestId('document-kind-RG').check();
  await sendPhoto(page, 'document-front', photo(seeds[0]), shots ? `onboarding-photo-review-${shots}` : '');
  await expect(page.getByTestId('document-front-label')).toHaveClass(/--done/);
  await sendPhoto(page, 'document-back', photo(seeds[1]));
  await expect(page.getByTestId('document-back-label')).toHaveClass(/--done/);
}

export async function sendDocument(page: Page, shots = '') {
  await sendDocumentPhotos(page, [1, 2], shots);
  if (shots) await shot(page, `onboarding-document-${shots}`);
  await page.getByTestId('document-next').click();
  await step(page, 'selfie');
  await expect(page).toHaveURL(/\/validateIdCreation$/);
}

/**
 * Selfie, ID details (from the OCR), personal data, address by CEP, the revision, terms by SMS code,
 * the first-access cards, the welcome, the PIN, and the e-mail confirmed by the code the approval sent
 * (the CPF must be one the sandbox analyst approves at once), or left for later: the code is returned.
 */
export async function fromSelfieToAccount(
  page: Page,
  request: APIRequestContext,
  a: Applicant,
  shots = '',
  emailLater = false,
): Promise<string> {
  const emails = await outboxCount(request, a.email);
  await toSignedTerms(page, request, a, shots);
  await step(page, 'approved');
  await expect(page).toHaveURL(/\/accountAprove$/);
  if (shots) await shot(page, `onboarding-approved-${shots}`);
  await page.getByTestId('approved-next').click();
  await openWithPin(page, a, shots);
  const code = await newCode(request, a.email, emails);
  if (shots) await shot(page, `onboarding-validate-email-${shots}`);
  if (emailLater) {
    await page.getByTestId('email-later').click();
  } else {
    await page.getByTestId('email-code').fill(code);
    await page.getByTestId('email-confirm').click();
  }
  await step(page, 'done');
  await expect(page).toHaveURL(/\/accountConfirmation$/);
  if (shots) await shot(page, `onboarding-done-${shots}`);
  return code;
}

/**
 * From the approved application: the first-access cards, the welcome, then the PIN: the account opens,
 * the e-mail's confirmation is next.
 */
export async function openWithPin(page: Page, a: Applicant, shots = '') {
  await step(page, 'cards');
  await expect(page).toHaveURL(/\/cardInfoComponent$/);
  if (shots) await shot(page, `onboarding-cards-${shots}`);
  await page.getByTestId('cards-next').click();
  await step(page, 'greeting');
  await expect(page).toHaveURL(/\/welcomeComponent$/);
  if (shots) await shot(page, `onboarding-greeting-${shots}`);
  await page.getByTestId('greeting-next').click();
  await step(page, 'pin');
  await expect(page).toHaveURL(/\/setUpPin$/);
  if (shots) await shot(page, `onboarding-pin-${shots}`);
  await page.getByTestId('pin-input').fill(a.pin);
  await page.getByTestId('pin-repeat').fill(a.pin);
  await page.getByTestId('pin-open').click();
  await step(page, 'confirmEmail');
  await expect(page).toHaveURL(/\/validateEmail$/);
}

/** Selfie to the signed terms: the application then goes to the bank's review. */
export async function toSignedTerms(page: Page, request: APIRequestContext, a: Applicant, shots = '') {
  if (shots) await shot(page, `onboarding-selfie-${shots}`);
  await sendPhoto(
    page,
    'selfie',
    photo(3, undefined, 'selfie'),
    shots ? `onboarding-selfie-review-${shots}` : '',
  );
  await step(page, 'idDetails');
  await expect(page).toHaveURL(/\/docInformation$/);
  await expect(page.getByTestId('id-body')).toHaveValue('SSP');
  await page.getByTestId('id-mother').fill('Maria Aparecida Silva');
  if (shots) await shot(page, `onboarding-id-details-${shots}`);
  await page.getByTestId('id-next').click();
  await step(page, 'personal');
  await page.getByTestId('personal-sex-F').check();
  await page.getByTestId('personal-pep-no').check();
  await page.getByTestId('personal-income').fill('450000');
  if (shots) await shot(page, `onboarding-personal-${shots}`);
  await page.getByTestId('personal-next').click();
  await step(page, 'address');
  await expect(page.getByTestId('address-submit')).toBeDisabled();
  await page.getByTestId('address-cep').fill('99999999');
  await expect(page.getByTestId('address-submit')).toBeDisabled();
  await page.getByTestId('address-cep').fill('01001000');
  await expect(page.getByTestId('address-place')).toHaveText('São Paulo / SP');
  await expect(page.getByTestId('address-street')).toHaveAttribute('readonly', '');
  await page.getByTestId('address-number').fill('100');
  await page.getByTestId('address-reference').fill('apto 12');
  if (shots) await shot(page, `onboarding-address-${shots}`);
  await page.getByTestId('address-submit').click();
  await step(page, 'revision');
  await expect(page).toHaveURL(/\/revision$/);
  await expect(page.getByTestId('revision-street')).toHaveText('Praça da Sé, 100, apto 12');
  if (shots) await shot(page, `onboarding-revision-${shots}`);
  await page.getByTestId('revision-confirm').click();
  await step(page, 'terms');
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByTestId('terms-DECLARACAO_DE_RESIDENCIA')).toContainText('Praça da Sé, 100, apto 12');
  if (shots) await shot(page, `onboarding-terms-${shots}`);
  await page.getByTestId('terms-accept').check();
  const before = await outboxCount(request, smsOf(a));
  await page.getByTestId('terms-send-code').click();
  await step(page, 'sign');
  await expect(page).toHaveURL(/\/contract$/);
  const code = await newCode(request, smsOf(a), before);
  if (shots) await shot(page, `onboarding-sign-${shots}`);
  await page.getByTestId('terms-code').fill(code);
  await page.getByTestId('terms-sign').click();
}
