import { moveBankClock } from '../support/bank-clock.ts';
import { login, shot } from '../support/demo.ts';
import { applicant, fromSelfieToAccount, sendDocument, toPassword } from '../support/onboarding.ts';
import { sealedBankToken } from '../support/session-token.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test.ts';

/** Shows the page in the other language: the choice is kept, the session sealed at rest survives. */
async function speak(page: Page, locale: 'pt-BR' | 'en') {
  await page.evaluate((l) => localStorage.setItem('carteira.locale', l), locale);
  await page.reload();
}

/** Each group of an identifier stands on one line: the box of each is a single line's. */
async function groupsOnOneLine(identifier: Locator): Promise<string[]> {
  const groups = identifier.locator('.identifier__group');
  expect(await groups.count()).toBeGreaterThan(1);
  return groups.evaluateAll((els) =>
    els.filter((el) => el.getClientRects().length !== 1).map((el) => el.textContent ?? ''),
  );
}

async function sandboxLine(request: APIRequestContext, id: string): Promise<string> {
  const answer = await request.get('/api/sandbox/boletos');
  const { result } = (await answer.json()) as {
    result: { boletos: { id: string; linhaDigitavel: string }[] };
  };
  const found = result.boletos.find((b) => b.id === id);
  if (!found) throw new Error(`no sandbox boleto ${id}`);
  return found.linhaDigitavel;
}

test.afterEach(async ({ request }) => {
  await moveBankClock(request, null);
});

test('a new customer is offered the first debit card by CEP and a virtual card at once', async ({
  page,
  request,
}) => {
  const a = applicant('412300091');
  await toPassword(page, request, a);
  await sendDocument(page);
  await fromSelfieToAccount(page, request, a);
  await page.getByTestId('onboarding-login').click();
  await page.getByTestId('login-cpf').fill(a.cpf);
  await page.getByTestId('login-password').fill(a.senha);
  await page.getByTestId('login-submit').click();
  // the first login after opening goes on to the location opt-in
  await expect(page).toHaveURL(/\/locationConsent$/, { timeout: 20_000 });
  await sealedBankToken(page);

  // no card yet: the list says so and offers both
  await page.goto('/digitalCard');
  await expect(page.getByTestId('cards-empty')).toHaveText('Você não tem cartões ativos.');
  await expect(page.getByTestId('card-offer')).toContainText('Peça seu cartão de débito');
  await shot(page, 'first-card-offer-pt-BR');
  await speak(page, 'en');
  await expect(page.getByTestId('card-offer')).toContainText('Get your debit card');
  await shot(page, 'first-card-offer-en');

  // the address by its CEP, as the second copy's
  await page.getByTestId('card-offer-physical').click();
  await expect(page).toHaveURL(/\/cardRequest$/);
  await page.getByTestId('card-copy-cep').fill('01001000');
  await expect(page.getByTestId('card-copy-place')).toContainText('São Paulo / SP');
  await page.getByTestId('card-copy-number').fill('100');
  await shot(page, 'first-card-address-en');
  await speak(page, 'pt-BR');
  await page.getByTestId('card-copy-cep').fill('01001000');
  await expect(page.getByTestId('card-copy-place')).toContainText('São Paulo / SP');
  await page.getByTestId('card-copy-number').fill('100');
  await page.getByTestId('card-copy-reference').fill('apto 12');
  await shot(page, 'first-card-address-pt-BR');
  await page.getByTestId('card-copy-submit').click();
  await expect(page.getByTestId('card-copy-done')).toContainText('Cartão pedido');
  await shot(page, 'first-card-done-pt-BR');

  // the card is on its way; the virtual one is made at once
  await page.getByTestId('card-copy-back').click();
  await expect(page.getByTestId('card-arrived')).toBeVisible();
  await expect(page.getByTestId('card-offer-physical')).toHaveCount(0);
  await page.getByTestId('card-offer-virtual').click();
  await expect(page.getByTestId('virtual-card')).toBeVisible();
  await page.goto('/digitalCard');
  await expect(page.getByTestId('cards')).toBeVisible();
  await expect(page.getByTestId('card-offer')).toHaveCount(0);
  await shot(page, 'first-card-both-pt-BR');
});

test('identifiers wrap between groups only; on Christmas the boleto names the holiday', async ({
  page,
  request,
}) => {
  // 10:00 on Christmas Day, São Paulo: a bank holiday, well before the cut-off
  await moveBankClock(request, '2026-12-25T10:00:00-03:00');
  await login(page, 'iara');
  await sealedBankToken(page);
  await page.goto('/insertBoleto');
  await page.getByTestId('boleto-code').fill(await sandboxLine(request, '001'));
  await page.getByTestId('boleto-code-submit').click();
  await expect(page.getByTestId('boleto-when')).toHaveText(
    'Hoje é feriado (Natal): o pagamento será feito em 28/12/2026, o próximo dia útil.',
  );
  // the payer is the customer, not a name the sandbox made up
  await expect(page.getByText('Iara Cardoso Teles')).toBeVisible();
  const cnpj = page.getByTestId('boleto-beneficiary-document');
  await expect(cnpj).toContainText('/');
  expect(await groupsOnOneLine(cnpj)).toEqual([]);
  await shot(page, 'identifier-boleto-review-pt-BR');

  await page.goto('/depositLandingComponent');
  await page.getByTestId('option-boleto').click();
  await page.getByTestId('option-next').click();
  await page.getByTestId('deposit-amount').pressSequentially('5000');
  await page.getByTestId('deposit-amount-submit').click();
  // the due date: the working day the calendar offers
  await page.getByTestId('deposit-due-submit').click();
  await page.getByTestId('deposit-generate').click();
  const line = page.getByTestId('deposit-line');
  await expect(line).toBeVisible();
  expect(await groupsOnOneLine(line)).toEqual([]);
  await shot(page, 'identifier-deposit-line-pt-BR');
  await speak(page, 'en');
  await page.goto('/depositLandingComponent');
  await page.getByTestId('option-boleto').click();
  await page.getByTestId('option-next').click();
  await page.getByTestId('deposit-amount').pressSequentially('5000');
  await page.getByTestId('deposit-amount-submit').click();
  // the due date: the working day the calendar offers
  await page.getByTestId('deposit-due-submit').click();
  await page.getByTestId('deposit-generate').click();
  await expect(page.getByTestId('deposit-line')).toBeVisible();
  expect(await groupsOnOneLine(page.getByTestId('deposit-line'))).toEqual([]);
  await shot(page, 'identifier-deposit-line-en');
});
