import { shot } from '../support/demo.ts';
import {
  applicant,
  openWithPin,
  photo,
  sendDocument,
  sendDocumentPhotos,
  sendPhoto,
  step,
  toPassword,
  toSignedTerms,
} from '../support/onboarding.ts';
import { newCode, outboxCount } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

// Account opening's identity check and document choice (decision 0038): the CAF flags, the OCR's holder,
// and, in English, the analyst's pendency fixed with new photos (sandbox README, "Onboarding analyst":
// 301.002.113-56's first document cannot be read).

test('with the identity check off, the selfie goes without it; the document shows whose it is; no RNE in a browser', async ({
  page,
  request,
}) => {
  const a = applicant('412300061');
  await toPassword(page, request, a);
  await expect(page.getByTestId('document-kind-RG')).toBeVisible();
  await expect(page.getByTestId('document-kind-CNH')).toBeVisible();
  await expect(page.getByTestId('document-kind-RNE')).toHaveCount(0);
  const turn = (rollout: 'on' | 'off') =>
    request.post('/api/sandbox/feature-flags', { data: { feature: 'CAF', rollout } });
  expect((await turn('off')).ok()).toBe(true);
  try {
    await page.getByTestId('document-kind-RG').check();
    await sendPhoto(page, 'document-front', photo(1));
    await expect(page.getByTestId('document-front-label')).toHaveClass(/--done/);
    await sendPhoto(page, 'document-back', photo(2));
    await expect(page.getByTestId('document-back-label')).toHaveClass(/--done/);
    await page.getByTestId('document-next').click();
    await step(page, 'selfie');
    // a selfie marked "not alive" would be refused by the identity check: without it, it is kept
    await sendPhoto(page, 'selfie', photo(3, 'SANDBOX-NOT-ALIVE', 'selfie'));
    await step(page, 'idDetails');
  } finally {
    await turn('on');
  }
  await expect(page.getByTestId('id-ocr-holder')).toHaveText(
    'No documento: JOANA PRADO ALVES, nascimento em 10/05/1980.',
  );
  await shot(page, 'onboarding-id-details-ocr-holder');
});

test('in English: the analyst cannot read the document, new photos are approved, the e-mail is confirmed after the account opened', async ({
  page,
  request,
}) => {
  await page.goto('/newLogin');
  await page.getByTestId('language-en').click();
  const a = applicant('301002113');
  await toPassword(page, request, a);
  await sendDocument(page);
  await toSignedTerms(page, request, a);
  await step(page, 'fix');
  await expect(page).toHaveURL(/\/newDocUpload$/);
  await expect(page.getByTestId('fix-pendencies')).toContainText(
    'We could not read the photo of your document',
  );
  await shot(page, 'onboarding-review-fix-en');
  await sendDocumentPhotos(page, [21, 22]);
  const emails = await outboxCount(request, a.email);
  await page.getByTestId('document-next').click();
  await step(page, 'approved');
  await expect(page.getByTestId('onboarding-approved')).toContainText('Your account has been approved!');
  await shot(page, 'onboarding-review-approved-en');
  await page.getByTestId('approved-next').click();
  await openWithPin(page, a);
  const code = await newCode(request, a.email, emails);
  await page.getByTestId('email-code').fill(code);
  await page.getByTestId('email-confirm').click();
  await step(page, 'done');
  await expect(page.getByTestId('onboarding-done')).toContainText('Branch 0001');
  await shot(page, 'onboarding-review-done-en');
});
