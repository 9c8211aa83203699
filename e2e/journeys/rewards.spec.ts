import { nextWorkingDay } from '../../packages/core/src/calendar/index.ts';
import { bankToday, moveBankClock } from '../support/bank-clock.ts';
import { demo, homeBalance, openAs, shot, typePin } from '../support/demo.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

/** The Loteria Federal extraction of 19/12/2026: units digits 6, 4, 4, 5, 5 draw 64455. */
const EXTRACTION = { data: '2026-12-19', premios: [50366, 33514, 45504, 94365, 51105] };

async function standOnWorkingDay(request: APIRequestContext): Promise<void> {
  const day = nextWorkingDay(await bankToday(request));
  await moveBankClock(request, `${day}T12:00:00-03:00`);
}

async function sandboxLine(request: APIRequestContext, id: string): Promise<string> {
  const answer = await request.get('/api/sandbox/boletos');
  const { result } = (await answer.json()) as {
    result: { boletos: Array<{ id: string; linhaDigitavel: string }> };
  };
  const found = result.boletos.find((b) => b.id === id);
  if (!found) throw new Error(`no sandbox boleto ${id}`);
  return found.linhaDigitavel;
}

async function openProgram(page: Page, id: string): Promise<void> {
  await page.goto('/rewards');
  await page.locator(`[data-testid="reward-program"][data-program-id="${id}"]`).click();
  await expect(page.getByTestId('program-overview')).toBeVisible();
}

const task = (page: Page, id: string) =>
  page.locator(`[data-testid="reward-task"][data-task-id="${id}"]`).getByTestId('reward-task-progress');

test.describe
  .serial('Recompensas', () => {
    test.setTimeout(240_000);

    test.afterAll(async ({ request }) => {
      await moveBankClock(request, null);
    });

    test('Sofia entra no programa, paga um boleto e envia um Pix: tarefas concluídas, cashback uma vez; o Pix devolvido tira o progresso; cupom na recarga; número da sorte e o ganhador', async ({
      browser,
      request,
    }) => {
      await standOnWorkingDay(request);
      // onboarding, the programmes, joining one
      let sofia = await openAs(browser, 'sofia');
      const start = await homeBalance(sofia);
      await sofia.goto('/gamificationOnboarding');
      await expect(sofia.getByRole('heading', { name: 'Ganhe usando a sua conta' })).toBeVisible();
      await shot(sofia, 'rewards-onboarding');
      await sofia.getByTestId('rewards-start').click();
      await expect(sofia).toHaveURL(/\/rewards$/);
      await expect(sofia.getByTestId('rewards-cashback')).toHaveText(/R\$\s0,00/);
      await shot(sofia, 'rewards-programs');
      await openProgram(sofia, 'primeiros-passos');
      await sofia.getByTestId('program-join').click();
      await expect(sofia.getByTestId('program-joined')).toBeVisible();
      await expect(sofia.getByTestId('program-status')).toHaveText('Em andamento');
      await expect(task(sofia, 'pp-boleto')).toHaveText('0 de 1');
      await shot(sofia, 'rewards-program-joined');

      // a boleto paid
      await sofia.goto('/newWalletLaunch');
      await sofia.getByTestId('shortcut-boleto').click();
      await sofia.getByTestId('option-pay').click();
      await sofia.getByTestId('option-next').click();
      await sofia.getByTestId('boleto-code').fill(await sandboxLine(request, '009'));
      await sofia.getByTestId('boleto-code-submit').click();
      await expect(sofia.getByTestId('boleto-total')).toContainText('150,00');
      await sofia.getByTestId('boleto-review-confirm').click();
      await typePin(sofia, demo('sofia').pin);
      await expect(sofia.getByTestId('boleto-done')).toBeVisible();
      // the bank's clock back on the machine's: the statements below read the device's today
      await moveBankClock(request, null);
      await sofia.close();
      sofia = await openAs(browser, 'sofia');

      // Tiago has a random key for Sofia to pay
      const tiago = await openAs(browser, 'tiago');
      await tiago.goto('/registerNewKeyComponent');
      await tiago.getByTestId('option-EVP').click();
      await tiago.getByTestId('option-next').click();
      const evp = ((await tiago.getByTestId('pix-key-created-value').textContent()) ?? '').trim();
      expect(evp).toMatch(/^[0-9a-f-]{36}$/);

      // a Pix sent to Tiago
      await sofia.goto('/pixSendComponent');
      await sofia.getByTestId('option-EVP').click();
      await sofia.getByTestId('option-next').click();
      await sofia.getByTestId('pix-key-input').fill(evp);
      await sofia.getByTestId('pix-key-submit').click();
      await sofia.getByTestId('pix-amount').pressSequentially('2500');
      await sofia.getByTestId('pix-amount-submit').click();
      await sofia.getByTestId('pix-review-confirm').click();
      await typePin(sofia, demo('sofia').pin);
      await expect(sofia.getByTestId('pix-done')).toBeVisible();

      // both tasks done, the programme completed, R$ 10,00 of cashback credited once
      await openProgram(sofia, 'primeiros-passos');
      await expect(sofia.getByTestId('program-status')).toHaveText('Concluído');
      await expect(task(sofia, 'pp-boleto')).toHaveText('Concluída');
      await expect(task(sofia, 'pp-pix')).toHaveText('Concluída');
      await shot(sofia, 'rewards-program-completed');
      await sofia.goto('/rewards');
      await expect(sofia.getByTestId('rewards-cashback')).toHaveText(/R\$\s10,00/);
      await sofia.goto('/newWalletLaunch');
      await expect.poll(() => homeBalance(sofia)).toBe(start - 15_000 - 2_500 + 1_000);
      await sofia.goto('/completedRewards');
      await expect(sofia.getByTestId('reward-program')).toHaveCount(1);

      // the coupon: revealed, then activated for the next recharge
      await sofia.goto('/redeemReward');
      const coupon = sofia.getByTestId('reward-coupon').first();
      await expect(coupon.getByTestId('coupon-code')).toHaveText('Código escondido');
      await coupon.getByTestId('coupon-reveal').click();
      await expect(coupon.getByTestId('coupon-code')).toHaveText(/^RECARGA-[0-9A-F]{8}$/);
      await shot(sofia, 'rewards-coupon-revealed');
      await coupon.getByTestId('coupon-redeem').click();
      await expect(coupon.getByTestId('coupon-activated')).toBeVisible();
      await shot(sofia, 'rewards-coupon-activated');

      // the draw programme: each recharge of R$ 15,00 or more is a lucky number
      await openProgram(sofia, 'carteira-premiada');
      await sofia.getByTestId('program-join').click();
      await expect(sofia.getByTestId('program-joined')).toBeVisible();

      // a R$ 20,00 recharge: the coupon's R$ 5,00 comes back, and a lucky number
      const beforeRecharge = await (async () => {
        await sofia.goto('/newWalletLaunch');
        return homeBalance(sofia);
      })();
      await sofia.getByTestId('shortcut-recharge').click();
      await sofia.getByTestId('recharge-number').fill('41991457820');
      await sofia.getByTestId('recharge-number-submit').click();
      await sofia.getByTestId('option-claro').click();
      await sofia.getByTestId('option-next').click();
      await sofia.getByTestId('option-2000').click();
      await sofia.getByTestId('option-next').click();
      await sofia.getByTestId('recharge-confirm').click();
      await typePin(sofia, demo('sofia').pin);
      await expect(sofia.getByTestId('recharge-done')).toBeVisible();
      await sofia.goto('/redeemReward');
      await expect(sofia.getByTestId('coupon-status').first()).toHaveText('Usado');
      await sofia.goto('/newWalletLaunch');
      await expect.poll(() => homeBalance(sofia)).toBe(beforeRecharge - 2_000 + 500);

      await sofia.goto('/rewardsDetail');
      await expect(sofia.getByTestId('draw-waiting')).toBeVisible();
      await expect(sofia.getByTestId('lucky-number')).toHaveCount(1);
      const lucky = ((await sofia.getByTestId('lucky-number').first().textContent()) ?? '').trim();
      expect(lucky).toMatch(/^\d{5}$/);
      await shot(sofia, 'rewards-lucky-numbers');

      // Tiago returns the Pix: Sofia's Pix task goes back, and its cashback with it
      await tiago.goto('/pixTransactionHistory');
      await tiago.getByTestId('pix-history-filter-received').click();
      await tiago
        .getByTestId('pix-history-item')
        .filter({ hasText: 'Sofia' })
        .filter({ hasText: '25,00' })
        .first()
        .click();
      await tiago.getByTestId('pix-receipt-return').click();
      await expect(tiago.getByTestId('pix-return-amount')).toHaveValue(/25,00/);
      await tiago.getByTestId('pix-return-submit').click();
      await typePin(tiago, demo('tiago').pin);
      await expect(tiago.getByTestId('pix-return-done')).toBeVisible();

      await openProgram(sofia, 'primeiros-passos');
      await expect(sofia.getByTestId('program-status')).toHaveText('Em andamento');
      await expect(task(sofia, 'pp-pix')).toHaveText('0 de 1');
      await expect(task(sofia, 'pp-boleto')).toHaveText('Concluída');
      await shot(sofia, 'rewards-program-returned');
      await sofia.goto('/rewardsHistory');
      await expect(
        sofia.locator('[data-testid="reward-history-row"][data-kind="ESTORNO_CASHBACK"]'),
      ).toHaveCount(1);
      await expect(sofia.locator('[data-testid="reward-history-row"][data-kind="CASHBACK"]')).toHaveCount(1);
      await shot(sofia, 'rewards-history');

      // the Loteria Federal publishes its result; the draw is held by the published rule
      const published = await request.post('/api/sandbox/loteria-federal', { data: EXTRACTION });
      expect(published.ok()).toBe(true);
      await sofia.goto('/rewardsDetail');
      await expect(sofia.getByTestId('draw-drawn')).toHaveText('64455');
      await shot(sofia, 'rewards-draw-result');
      await sofia.getByTestId('draw-see-winner').click();
      await expect(sofia).toHaveURL(/\/rewardWinner$/);
      // only Sofia holds numbers: nobody above 64455, so her number, the nearest below, wins
      await expect(sofia.getByTestId('winner-number')).toHaveText(lucky);
      await expect(sofia.getByRole('heading', { name: 'Parabéns! Você ganhou!' })).toBeVisible();
      await expect(sofia.getByTestId('winner-name')).toHaveText('Ganhador: Sofia C. · ***.615.948-**');
      await shot(sofia, 'rewards-winner');
    });

    test('in English: the programmes, and a reward shared by copying its text where the browser cannot share', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'sofia', { locale: 'en' });
      await page.goto('/rewards');
      await expect(page.getByRole('heading', { name: 'Programmes' })).toBeVisible();
      // the programmes' own texts come from the bank in the app's language
      await expect(page.getByText('First steps')).toBeVisible();
      await expect(page.getByText('Pay a boleto and send a Pix', { exact: false })).toBeVisible();
      await expect(page.getByText('Primeiros passos')).toHaveCount(0);
      await shot(page, 'rewards-en');
      await page.goto('/completedRewards');
      await expect(
        page.getByTestId('reward-program').or(page.getByText('You have not completed any programme yet.')),
      ).toBeVisible();
      await page.goto('/shareReward');
      await expect(page.getByTestId('share-text')).toHaveText(
        'I am earning rewards by using my Carteira account!',
      );
      await page.evaluate(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      });
      await page.getByTestId('share-button').click();
      await expect(page.getByTestId('share-done')).toBeVisible();
      await shot(page, 'rewards-share-en');
    });
  });
