import { bankNow } from '../support/bank-clock.ts';
import { demo, login, shot, typePin } from '../support/demo.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Rafael Nunes Pereira's phone key at Banco Horizonte (a sandbox institution): someone else's. */
const RAFAEL_PHONE = '11955550001';
/** Carla's own phone key at Pagar Fácil IP (a sandbox institution): hers to bring over. */
const CARLA_PHONE = '21976540001';

async function askKey(page: Page, phone: string): Promise<void> {
  await page.goto('/registerNewKeyComponent');
  await page.getByTestId('option-PHONE').click();
  await page.getByTestId('option-next').click();
  await page.getByTestId('pix-new-key-value').fill(phone);
  await page.getByTestId('pix-new-key-send-code').click();
}

async function deleteKey(page: Page, shown: string): Promise<void> {
  await page.goto('/myPixKeysComponent');
  const key = page.getByTestId('pix-key-item').filter({ hasText: shown });
  await expect(key).toHaveCount(1);
  await key.getByTestId('pix-key-delete').click();
  await page.getByTestId('pix-key-delete-confirm').click();
  await expect(page.getByTestId('pix-key-item').filter({ hasText: shown })).toHaveCount(0);
}

async function loginCarla(page: Page): Promise<void> {
  await page.goto('/newLogin');
  await login(page, 'carla');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
}

/**
 * Carla's key count is hers alone in the journeys (Ana's is counted by the Pix journey), so she claims;
 * the key she brings over is deleted again at the end.
 */
test('Carla brings her own key from another institution, and claims someone else’s, concluded with her PIN after the deadline', async ({
  page,
  request,
}) => {
  try {
    await loginCarla(page);
    // her own key at another institution: the portability is released at once and concluded with the PIN
    await askKey(page, CARLA_PHONE);
    await page.getByTestId('pix-claim-portability').click();
    await expect(page.getByTestId('pix-claim-opened')).toHaveAttribute('data-status', 'CONFIRMADA');
    await page.getByTestId('pix-claim-see-list').click();
    await page
      .getByTestId('pix-claims-mine')
      .getByTestId('pix-claim')
      .filter({ hasText: '(21) 97654-0001' })
      .getByTestId('pix-claim-conclude')
      .click();
    await typePin(page, demo('carla').pin);
    await expect(page.getByTestId('pix-claim-concluded')).toBeVisible();
    await deleteKey(page, '(21) 97654-0001');

    // someone else's key
    await askKey(page, RAFAEL_PHONE);
    await expect(page.getByTestId('pix-claim-offer')).toContainText('(11) 95555-0001');
    await shot(page, 'pix-claim-offer');

    // portability is for one's own key: the bank refuses it, said in the app's words
    await page.getByTestId('pix-claim-portability').click();
    await expect(page.getByTestId('pix-claim-error')).toContainText('não pode ser pedida assim');
    await page.getByTestId('pix-claim-ownership').click();
    await expect(page.getByTestId('pix-claim-opened')).toHaveAttribute('data-status', 'ABERTA');
    await shot(page, 'pix-claim-opened');
    await page.getByTestId('pix-claim-see-list').click();
    const mine = page
      .getByTestId('pix-claims-mine')
      .getByTestId('pix-claim')
      .filter({ hasText: '(11) 95555-0001' });
    await expect(mine.first()).toHaveAttribute('data-status', 'ABERTA');
    await expect(mine.first()).toContainText('Banco Horizonte');
    await shot(page, 'pix-claims-list');

    // before the deadline the other institution may still answer
    await mine.first().getByTestId('pix-claim-conclude').click();
    await typePin(page, demo('carla').pin);
    await expect(page.getByTestId('pix-claim-failed-message')).toContainText('ainda pode responder');
    await page.getByTestId('pix-claim-back').click();

    // eight days later (the sandbox clock): the silence releases the key; a wrong PIN first
    const agora = new Date((await bankNow(request)).getTime() + 8 * 86_400_000).toISOString();
    expect((await request.post('/api/sandbox/clock', { data: { agora } })).status()).toBe(200);
    await loginCarla(page);
    await page.goto('/pixLandingComponent');
    await page.getByTestId('pix-action-claims').click();
    await page
      .getByTestId('pix-claims-mine')
      .getByTestId('pix-claim')
      .filter({ hasText: '(11) 95555-0001' })
      .getByTestId('pix-claim-conclude')
      .click();
    await typePin(page, '0000');
    await expect(page.getByTestId('pin-error')).toHaveText(/PIN incorreto/i);
    await typePin(page, demo('carla').pin);
    await expect(page.getByTestId('pix-claim-concluded')).toBeVisible();
    await shot(page, 'pix-claim-concluded');

    await deleteKey(page, '(11) 95555-0001');
  } finally {
    expect((await request.delete('/api/sandbox/clock')).status()).toBe(200);
  }
});
