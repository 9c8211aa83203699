import { demo, homeBalance, openAs, shot, typePin } from '../support/demo.ts';
import { newCode, outboxCount } from '../support/outbox.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// Fábio is the cards customer: no other journey uses his account, so his balance and cards are ours.
const FABIO = demo('fabio');
// Otávio is the card PIN customer: his card's PIN is changed, blocked and unblocked here only.
const OTAVIO = demo('otavio');

interface Plastic {
  numeroCartao: string;
  validade: string;
  cvv: string;
}

/** What the sandbox processor printed on a card (sandbox door; the app never sees it). */
async function plastic(request: APIRequestContext, cardKey: string): Promise<Plastic> {
  const res = await request.get(`/api/sandbox/cards/plastic?chaveDeCartao=${encodeURIComponent(cardKey)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).result as Plastic;
}

/** The card key of the customer's physical card, as its tile on /digitalCard carries it. */
async function physicalCardKey(page: Page): Promise<string> {
  await page.goto('/digitalCard');
  const tile = page
    .locator('[data-card-key]')
    .filter({ hasText: /físico|Physical/i })
    .first();
  await expect(tile).toBeVisible();
  return (await tile.getAttribute('data-card-key')) ?? '';
}

async function network(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`/api/sandbox/cards/${path}`, { data });
  return { status: res.status(), body: await res.json() };
}

test.describe
  .serial('Cards', () => {
    test('Fábio creates a virtual card, sees its details in the processor frame, and deletes it (en)', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'fabio', { locale: 'en' });
      await page.goto('/digitalCard');
      await expect(page.getByTestId('cards')).toBeVisible();
      await shot(page, 'cards-list-en');
      // without a virtual card, the list offers one, created at once
      await page.getByTestId('card-offer-virtual').click();
      await expect(page.getByTestId('virtual-card')).toBeVisible();
      const frame = page.frameLocator('[data-testid="card-details-frame"]');
      await expect(frame.getByTestId('card-frame-number')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
      await expect(frame.getByTestId('card-frame-cvv')).toHaveText(/^\d{3}$/);
      await shot(page, 'cards-virtual-en');
      await page.getByTestId('virtual-card-delete').click();
      await shot(page, 'cards-virtual-delete-en');
      await page.getByTestId('virtual-card-confirm-delete').click();
      await expect(page.getByTestId('virtual-card-none')).toBeVisible();
      await page.context().close();
    });

    test('a purchase on Fábio’s debit card and its reversal show in his statement', async ({ browser }) => {
      const page = await openAs(browser, 'fabio');
      const before = await homeBalance(page);
      const key = await physicalCardKey(page);
      const printed = await plastic(page.request, key);
      const buy = {
        numeroCartao: printed.numeroCartao,
        valor: 45.9,
        estabelecimento: 'Livraria Página Nova',
        idAutorizacao: 'e2e-fabio-livraria',
      };
      const authorised = await network(page.request, 'purchase', buy);
      expect(authorised.body.result.status).toBe('AUTORIZADA');
      await page.goto('/newWalletLaunch');
      expect(await homeBalance(page)).toBe(before - 4590);
      await page.goto('/newTransactionHistory');
      const bought = page.getByTestId('history-item').filter({ hasText: 'Livraria Página Nova' }).first();
      await expect(bought).toContainText('Compra no cartão de débito');
      await expect(bought).toContainText('45,90');
      await shot(page, 'cards-purchase-history');

      expect(
        (await network(page.request, 'settle', { idAutorizacao: buy.idAutorizacao })).body.result.status,
      ).toBe('LIQUIDADA');
      expect(
        (await network(page.request, 'reverse', { idAutorizacao: buy.idAutorizacao })).body.result.status,
      ).toBe('ESTORNADA');
      await page.goto('/newWalletLaunch');
      expect(await homeBalance(page)).toBe(before);
      await page.goto('/newTransactionHistory');
      await expect(
        page.getByTestId('history-item').filter({ hasText: 'Estorno de compra no cartão' }).first(),
      ).toContainText('45,90');
      await shot(page, 'cards-reversal-history');

      // A purchase on a temporarily blocked card is refused, and nothing moves.
      await page.goto('/digitalCard');
      await page.getByTestId('card-block').click();
      await expect(page.getByTestId('card-unblock')).toBeVisible();
      await shot(page, 'cards-blocked-temporarily');
      const refused = await network(page.request, 'purchase', { ...buy, idAutorizacao: 'e2e-fabio-blocked' });
      expect(refused.body.error.code).toBe(40093);
      await page.getByTestId('card-unblock').click();
      await expect(page.getByTestId('card-block')).toBeVisible();
      await page.goto('/newWalletLaunch');
      expect(await homeBalance(page)).toBe(before);
      await page.context().close();

      // The same statement in English.
      const en = await openAs(browser, 'fabio', { locale: 'en' });
      await en.goto('/newTransactionHistory');
      await expect(
        en.getByTestId('history-item').filter({ hasText: 'Debit card purchase' }).first(),
      ).toContainText('Livraria Página Nova');
      await expect(
        en.getByTestId('history-item').filter({ hasText: 'Card purchase reversal' }).first(),
      ).toBeVisible();
      await shot(en, 'cards-purchase-history-en');
      await en.context().close();
    });

    test('Fábio turns contactless payments off and on again on his debit card (pt-BR and en); a browser offers no phone wallet', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'fabio');
      const key = await physicalCardKey(page);
      const tile = page.locator(`[data-card-key="${key}"]`);
      const contactless = tile.getByTestId('card-contactless');
      await expect(contactless).toBeEnabled();
      const wasOn = await contactless.isChecked();
      if (!wasOn) {
        await contactless.click();
        await expect(contactless).toBeChecked();
        await expect(contactless).toBeEnabled();
      }
      await expect(tile).toContainText('Pagamento por aproximação');
      // No phone wallet in a plain browser: no button to add the card to one.
      await expect(page.getByTestId('card-add-to-wallet')).toHaveCount(0);
      await shot(page, 'cards-contactless-on');
      await contactless.click();
      await expect(contactless).not.toBeChecked();
      await expect(page.getByText('Pagamento por aproximação desativado')).toBeVisible();
      await expect(contactless).toBeEnabled();
      await shot(page, 'cards-contactless-off');
      await page.reload();
      await expect(contactless).not.toBeChecked();

      // A temporarily blocked card shows the switch but cannot change it.
      await tile.getByTestId('card-block').click();
      await expect(tile.getByTestId('card-unblock')).toBeVisible();
      await expect(contactless).toBeDisabled();
      await expect(tile).toContainText('Desbloqueie o cartão para mudar esta opção.');
      await shot(page, 'cards-contactless-blocked');
      await tile.getByTestId('card-unblock').click();
      await expect(tile.getByTestId('card-block')).toBeVisible();
      await page.context().close();

      // Back on, in English, and still on after a reload.
      const en = await openAs(browser, 'fabio', { locale: 'en' });
      await en.goto('/digitalCard');
      const enContactless = en.locator(`[data-card-key="${key}"]`).getByTestId('card-contactless');
      await expect(enContactless).not.toBeChecked();
      await expect(en.locator(`[data-card-key="${key}"]`)).toContainText('Contactless payments');
      await expect(en.getByTestId('card-add-to-wallet')).toHaveCount(0);
      await enContactless.click();
      await expect(enContactless).toBeChecked();
      await expect(en.getByText('Contactless payments on')).toBeVisible();
      await expect(enContactless).toBeEnabled();
      await shot(en, 'cards-contactless-on-en');
      await en.reload();
      await expect(enContactless).toBeChecked();
      if (!wasOn) {
        // as found
        await enContactless.click();
        await expect(enContactless).not.toBeChecked();
        await expect(enContactless).toBeEnabled();
      }
      await en.context().close();
    });

    test('Fábio blocks his stolen card, orders a second copy, and unblocks it with an SMS code when it arrives', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'fabio');
      const oldKey = await physicalCardKey(page);
      await page.getByTestId('card-problem').click();
      await page.getByTestId('option-stolen').click();
      await shot(page, 'cards-problem-reasons');
      await page.getByTestId('option-next').click();
      await expect(page.getByTestId('card-problem-confirm')).toBeVisible();
      await shot(page, 'cards-problem-confirm');
      await page.getByTestId('card-problem-block').click();
      await expect(page.getByTestId('card-problem-blocked')).toBeVisible();
      await shot(page, 'cards-stolen-blocked');
      await page.getByTestId('card-order-copy').click();

      await expect(page.getByTestId('card-copy')).toBeVisible();
      await page.getByTestId('card-copy-cep').fill('00000000');
      await expect(page.getByText('CEP inválido. Confira o número.')).toBeVisible();
      await expect(page.getByTestId('card-copy-submit')).toBeDisabled();
      await page.getByTestId('card-copy-cep').fill(FABIO.endereco.cep);
      await expect(page.getByTestId('card-copy-place')).toContainText('Porto Alegre / RS');
      await page.getByTestId('card-copy-number').fill(FABIO.endereco.numero);
      await page.getByTestId('card-copy-reference').fill(FABIO.endereco.complemento);
      await shot(page, 'cards-second-copy-address');
      await page.getByTestId('card-copy-submit').click();
      await expect(page.getByTestId('card-copy-done')).toContainText('Rua dos Andradas, 1234');
      await shot(page, 'cards-second-copy-done');
      await page.getByTestId('card-copy-back').click();

      // The stolen card is gone; the new one waits to be unblocked.
      await expect(page.locator(`[data-card-key="${oldKey}"]`)).toHaveCount(0);
      await expect(page.getByTestId('card-arrived')).toBeVisible();
      await shot(page, 'cards-second-copy-on-its-way');
      const newKey = (await page.locator('[data-card-key]').first().getAttribute('data-card-key')) ?? '';
      const printed = await plastic(page.request, newKey);
      await page.getByTestId('card-arrived').click();
      await expect(page.getByTestId('card-arrival-form')).toBeVisible();
      await page.getByTestId('card-arrival-expiry').fill('01/20');
      await page.getByTestId('card-arrival-cvv').fill(printed.cvv);
      await page.getByTestId('card-arrival-pin').fill(FABIO.pin);
      await page.getByTestId('card-arrival-pin-again').fill(FABIO.pin);
      const phone = `+55${FABIO.ddd}${FABIO.telefone}`;
      const before = await outboxCount(page.request, phone);
      await page.getByTestId('card-arrival-submit').click();
      const code = await newCode(page.request, phone, before);
      await page.getByTestId('card-arrival-code').fill(code);
      await page.getByTestId('card-arrival-submit').click();
      await expect(page.getByText('Data de validade inválida.')).toBeVisible();
      await page.getByTestId('card-arrival-expiry').fill(printed.validade);
      await shot(page, 'cards-arrival-form');
      await page.getByTestId('card-arrival-submit').click();
      await expect(page.getByTestId('card-arrival-done')).toBeVisible();
      await shot(page, 'cards-arrival-done');
      await page.goto('/digitalCard');
      await expect(page.getByTestId('card-block')).toBeVisible();
      await page.context().close();
    });
  });

/** Types a card PIN change through its three PIN steps: the current PIN, the new one, the new one again. */
async function changeCardPin(page: Page, current: string, next: string) {
  await expect(page.getByTestId('card-pin-current')).toBeVisible();
  await typePin(page, current);
  await expect(page.getByTestId('card-pin-new')).toBeVisible();
  await typePin(page, next);
  await expect(page.getByTestId('card-pin-repeat')).toBeVisible();
  await typePin(page, next);
}

test.describe
  .serial('Card PIN', () => {
    test('Otávio changes his card PIN, blocks the card with three wrong ones, unblocks it with the account PIN, and gets a new PIN by SMS code', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'otavio');
      await page.goto('/digitalCard');
      await page.getByTestId('card-change-pin').click();
      // the card and the action travel in navigation state: the address is the bare route
      expect(new URL(page.url()).search).toBe('');
      await expect(page.getByTestId('card-pin-current')).toContainText(
        'Digite a senha atual do cartão final',
      );
      await shot(page, 'cards-pin-current');
      // back from the PIN page is the card list
      await page.goBack();
      await expect(page.getByTestId('cards')).toBeVisible();
      await page.getByTestId('card-change-pin').click();

      // The card's PIN is the account's until it gets its own.
      await changeCardPin(page, OTAVIO.pin, '4826');
      await expect(page.getByTestId('card-pin-done')).toBeVisible();
      await shot(page, 'cards-pin-done');
      await page.getByTestId('card-pin-back').click();

      // Three wrong card PINs in a row block the card.
      await page.getByTestId('card-change-pin').click();
      await changeCardPin(page, '0000', '7391');
      await expect(page.getByTestId('pin-error')).toHaveText('PIN incorreto.');
      await shot(page, 'cards-pin-wrong');
      await changeCardPin(page, '0001', '7391');
      await expect(page.getByTestId('pin-error')).toHaveText('PIN incorreto.');
      await changeCardPin(page, '0002', '7391');
      await expect(page.getByTestId('card-pin-blocked')).toBeVisible();
      await shot(page, 'cards-pin-blocked');

      // The account PIN unblocks it; the card keeps its own PIN.
      await page.getByTestId('card-pin-unblock').click();
      await expect(page.getByTestId('card-unblock-pin')).toBeVisible();
      await typePin(page, '4826');
      await expect(page.getByTestId('pin-error')).toHaveText('PIN incorreto.');
      await typePin(page, OTAVIO.pin);
      await expect(page.getByTestId('card-unblock-done')).toBeVisible();
      await shot(page, 'cards-unblock-wrong-pin-done');
      await page.getByTestId('card-pin-back').click();
      await expect(page.getByTestId('card-status')).toHaveText('Desbloqueado');

      // Blocked again, and the PIN forgotten: the tile offers both ways out.
      await page.getByTestId('card-change-pin').click();
      for (const wrong of ['1110', '1112', '1113']) await changeCardPin(page, wrong, '7391');
      await expect(page.getByTestId('card-pin-blocked')).toBeVisible();
      // back from the PIN page is the list (a reload would keep the PIN page: its state is the page's)
      await page.goBack();
      await expect(page.getByTestId('card-status')).toHaveText('Bloqueado por senha incorreta');
      await expect(page.getByTestId('card-change-pin')).toHaveCount(0);
      await shot(page, 'cards-blocked-wrong-pin');
      await page.getByTestId('card-forgot-pin').click();
      await expect(page.getByTestId('card-forgot-form')).toBeVisible();
      const phone = `+55${OTAVIO.ddd}${OTAVIO.telefone}`;
      const before = await outboxCount(page.request, phone);
      await page.getByTestId('card-forgot-submit').click();
      const code = await newCode(page.request, phone, before);
      const fill = async (typed: string, pin: string) => {
        await page.getByTestId('card-forgot-code').fill(typed);
        await page.getByTestId('card-forgot-pin').fill(pin);
        await page.getByTestId('card-forgot-pin-again').fill(pin);
      };
      // a wrong code is the card flows' error screen; trying again keeps the code sent
      await fill(code === '000000' ? '000001' : '000000', '5930');
      await page.getByTestId('card-forgot-submit').click();
      await expect(page.getByTestId('card-forgot-failed')).toBeVisible();
      await expect(page.getByTestId('card-forgot-failed-message')).toHaveText(
        'O código de verificação está incorreto.',
      );
      await shot(page, 'cards-forgot-failed');
      await page.getByText('Tentar novamente').click();
      await fill(code, '5930');
      await shot(page, 'cards-forgot-form');
      await page.getByTestId('card-forgot-submit').click();
      await expect(page.getByTestId('card-forgot-done')).toBeVisible();
      await shot(page, 'cards-forgot-done');
      await page.getByTestId('card-pin-back').click();
      await expect(page.getByTestId('card-status')).toHaveText('Desbloqueado');

      // The new PIN is the card's now; the account PIN did not change.
      await page.getByTestId('card-change-pin').click();
      await changeCardPin(page, '5930', '4826');
      await expect(page.getByTestId('card-pin-done')).toBeVisible();
      await page.context().close();
    });

    test('Otávio is offered the guaranteed credit card on /activateCreditCard; the PIN and credit pages read in English', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'otavio');
      await page.goto('/digitalCard');
      await page.getByTestId('cards-credit').click();
      await expect(page.getByTestId('activate-credit-available')).toBeVisible();
      await expect(page.getByTestId('not-available-page')).toHaveCount(0);
      await shot(page, 'cards-activate-credit');
      await page.getByTestId('activate-credit-start').click();
      await expect(page).toHaveURL(/\/gccFirstAccess$/);
      await page.context().close();

      const en = await openAs(browser, 'otavio', { locale: 'en' });
      await en.goto('/activateCreditCard');
      await expect(en.getByTestId('activate-credit-available')).toContainText('Activate your credit card');
      await shot(en, 'cards-activate-credit-en');
      await en.goto('/digitalCard');
      await en.getByTestId('card-change-pin').click();
      await expect(en.getByTestId('card-pin-current')).toContainText(
        'Enter the current PIN of the card ending',
      );
      await shot(en, 'cards-pin-current-en');
      await changeCardPin(en, '0000', '7391');
      await expect(en.getByTestId('pin-error')).toHaveText('Incorrect PIN.');
      await shot(en, 'cards-pin-wrong-en');
      await en.reload();
      await expect(en.getByTestId('card-pin-current')).toBeVisible();
      await en.goBack();
      await en.getByTestId('card-change-pin').click();
      await en.getByTestId('card-pin-go-forgot').click();
      await expect(en.getByTestId('card-forgot-form')).toContainText('New card PIN');
      await shot(en, 'cards-forgot-form-en');
      // every cards route has its page: none is the "not available yet" one
      for (const path of [
        '/digitalCard',
        '/digitalCardCreated',
        '/cardRequest',
        '/digitalCardArrival',
        '/virtualCardInfo',
        '/virtualCardComponent',
        '/activateCreditCard',
      ]) {
        await en.goto(path);
        await expect(en.locator('#main')).toBeVisible();
        await expect(en.getByTestId('not-available-page')).toHaveCount(0);
      }
      await en.context().close();
    });
  });
