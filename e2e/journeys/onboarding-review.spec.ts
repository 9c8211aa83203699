import { bankNow, moveBankClock, newContext } from '../support/bank-clock.ts';
import { shot } from '../support/demo.ts';
import {
  applicant,
  openWithPin,
  sendDocument,
  sendDocumentPhotos,
  smsOf,
  step,
  toPassword,
  toSignedTerms,
} from '../support/onboarding.ts';
import { newCode, outbox, outboxCount } from '../support/outbox.ts';
import { useOwnServer } from '../support/own-server.ts';
import { expect, type Page, test } from '../support/test.ts';

// The bank's review of an application (decision 0029) with the sandbox analyst's CPFs
// (apps/server/src/sandbox/README.md, "Onboarding analyst"): 301.002.003-11 waits 30 minutes at KYC
// and 30 at CAF, 301.002.013-93's first document cannot be read, 301.002.023-65 is suspended.

async function startWith(page: Page, a: ReturnType<typeof applicant>) {
  await page.goto('/userIdCreation');
  await page.getByTestId('onboarding-start').click();
  await page.getByTestId('holder-name').fill(a.nome);
  await page.getByTestId('holder-cpf').fill(a.cpf);
  await page.getByTestId('holder-birth').fill(a.nascimento);
  await page.getByTestId('holder-next').click();
}

test('the analyst cannot read the document: the applicant sends new photos, is approved and confirms the e-mail after the account opened', async ({
  page,
  request,
}) => {
  const a = applicant('301002013');
  await toPassword(page, request, a);
  await sendDocument(page);
  await toSignedTerms(page, request, a);
  await step(page, 'fix');
  await expect(page).toHaveURL(/\/newDocUpload$/);
  await expect(page.getByTestId('fix-pendencies')).toContainText(
    'Não conseguimos ler a foto do seu documento',
  );
  expect((await outbox(request, smsOf(a)))[0]?.text).toContain('precisamos de um ajuste');
  await shot(page, 'onboarding-review-fix');

  // new photos of both sides, sent back for review: approved at once
  await sendDocumentPhotos(page, [21, 22]);
  const emails = await outboxCount(request, a.email);
  await page.getByTestId('document-next').click();
  await step(page, 'approved');
  await expect(page.getByTestId('onboarding-approved')).toContainText('Sua conta foi aprovada!');
  await shot(page, 'onboarding-review-approved');
  await page.getByTestId('approved-next').click();
  await openWithPin(page, a);

  // the account is open before the e-mail is confirmed (status 13): the approval's code confirms it
  await shot(page, 'onboarding-review-validate-email');
  const code = await newCode(request, a.email, emails);
  await page.getByTestId('email-code').fill(code);
  await page.getByTestId('email-confirm').click();
  await step(page, 'done');
  await expect(page).toHaveURL(/\/accountConfirmation$/);
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
  await expect(page.getByTestId('onboarding-done')).toContainText('Agência 0001');
  await shot(page, 'onboarding-review-done');
});

test('a CPF the Receita Federal lists as suspended is refused at once, saying so', async ({ page }) => {
  await startWith(page, applicant('301002023'));
  await expect(page.getByTestId('onboarding-error')).toContainText(
    'Seu CPF não está regular na Receita Federal',
  );
  await expect(page.getByTestId('onboarding')).toHaveAttribute('data-step', 'holder');
  await shot(page, 'onboarding-review-cpf-suspended');
});

test('in English, a cancelled CPF is refused with the reason', async ({ page }) => {
  await page.goto('/newLogin');
  await page.getByTestId('language-en').click();
  await startWith(page, applicant('301002033'));
  await expect(page.getByTestId('onboarding-error')).toContainText(
    'Your CPF is not in good standing with the Receita Federal',
  );
});

// The wait runs on the bank's clock, which this journey moves: a server of its own.
const port = Number(process.env.E2E_PORT ?? 18080) + 90;
const baseURL = `http://localhost:${port}`;

test.describe
  .serial('the wait for approval', () => {
    test.describe.configure({ timeout: 240_000 });
    useOwnServer('onboarding-review', port);

    test('the applicant closes the app while the analysis runs, is told by SMS and comes back to the approved screen', async ({
      browser,
      playwright,
    }) => {
      const request = await playwright.request.newContext({ baseURL });
      const page = await (await newContext(browser, { baseURL })).newPage();
      const a = applicant('301002003');
      await toPassword(page, request, a);
      await sendDocument(page);
      await toSignedTerms(page, request, a);
      await step(page, 'waiting');
      await expect(page).toHaveURL(/\/waitingApproval$/);
      await expect(page.getByTestId('onboarding-waiting')).toContainText('Estamos analisando seu cadastro');
      await shot(page, 'onboarding-review-waiting');
      await page.context().close();

      // the analyst's answers come due on the bank's clock: KYC after 30 minutes, CAF 30 later
      const now = (await bankNow(request)).getTime();
      const emails = await outboxCount(request, a.email);
      await moveBankClock(request, new Date(now + 61 * 60_000).toISOString());
      await expect
        .poll(async () => (await outbox(request, smsOf(a)))[0]?.text ?? '', { timeout: 30_000 })
        .toContain('sua conta foi aprovada');

      const later = await (await newContext(browser, { baseURL })).newPage();
      await later.goto('/userIdCreation');
      await later.getByTestId('onboarding-resume-link').click();
      await later.getByTestId('resume-cpf').fill(a.cpf);
      await later.getByTestId('resume-password').fill(a.senha);
      await later.getByTestId('resume-submit').click();
      await step(later, 'approved');
      await expect(later).toHaveURL(/\/accountAprove$/);
      await later.getByTestId('approved-next').click();
      await openWithPin(later, a);
      const code = await newCode(request, a.email, emails);
      await later.getByTestId('email-code').fill(code);
      await later.getByTestId('email-confirm').click();
      await step(later, 'done');
      await expect(later.getByTestId('onboarding-done')).toContainText('Agência 0001');
      await later.context().close();
      await request.dispose();
    });
  });
