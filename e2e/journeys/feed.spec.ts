import { demo, openAs, shot } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

/**
 * Paulo (demo 1000035): the feed's welcome dialog is listed for him alone. He meets it once, dismisses a
 * card for good, watches a reel, opens a card's and a banner's screens, hears of a Pix received by the
 * bell and opens its receipt, opens the dialog a notification's link triggers, finds every service, and
 * keeps his consents.
 */
test.describe
  .serial('Feed, notifications and consents', () => {
    test('Paulo sees the welcome dialog once and dismisses a feed card for good', async ({ browser }) => {
      const page = await openAs(browser, 'paulo');
      const dialog = page.getByTestId('feed-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Boas-vindas à Carteira');
      await shot(page, 'feed-dialog');
      await page.getByTestId('feed-dialog-close').click();
      await expect(dialog).toBeHidden();

      await expect(page.getByTestId('feed-banner-pix-limits')).toContainText('Seus limites de Pix');
      const card = page.getByTestId('feed-card-recharge');
      await expect(card).toContainText('Recarga de celular sem sair do app');
      await expect(page.getByTestId('feed-card-pix-key')).toContainText('Cadastre sua chave Pix');
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'feed-home-cards');
      await page.getByTestId('feed-card-recharge-dismiss').click();
      await expect(card).toHaveCount(0);

      await page.reload();
      await expect(page.getByTestId('home-greeting')).toBeVisible();
      await expect(page.getByTestId('feed-card-help')).toBeVisible();
      await expect(page.getByTestId('feed-card-recharge')).toHaveCount(0);
      await expect(page.getByTestId('feed-dialog')).toHaveCount(0);

      // a reel: its slides over home, watched once (the ring goes), back to home
      const cover = page.getByTestId('reel-reel-pix-night');
      await expect(cover).toHaveAttribute('data-seen', 'false');
      await cover.click();
      const reel = page.getByTestId('reel-viewer');
      await expect(reel.getByTestId('reel-slide')).toContainText('Das 20h às 6h, outro limite');
      await shot(page, 'feed-reel');
      await reel.getByTestId('reel-next').click();
      await reel.getByTestId('reel-next').click();
      await expect(reel.getByTestId('reel-slide')).toContainText('3 de 3');
      await expect(reel.getByTestId('reel-views')).toHaveText('Vista por 1');
      await page.goBack();
      await expect(reel).toHaveCount(0);
      await expect(cover).toHaveAttribute('data-seen', 'true');

      // a card's action opens its screen, and so does a banner's
      await page.getByTestId('feed-card-help-open').click();
      await expect(page).toHaveURL(/\/helpPage$/);
      await page.goBack();
      await page.getByTestId('feed-banner-pix-limits-open').click();
      await expect(page).toHaveURL(/\/pixLimits$/);
      await page.context().close();
    });

    test('a Pix received rings the bell; read, it leaves the unread count', async ({ browser }) => {
      const page = await openAs(browser, 'paulo');
      // his first key: the card asking for one goes away
      await page.goto('/registerNewKeyComponent');
      await page.getByTestId('option-EVP').click();
      await page.getByTestId('option-next').click();
      const key = ((await page.getByTestId('pix-key-created-value').textContent()) ?? '').trim();
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      await page.goto('/newWalletLaunch');
      await expect(page.getByTestId('feed-card-help')).toBeVisible();
      await expect(page.getByTestId('feed-card-pix-key')).toHaveCount(0);
      await expect(page.getByTestId('bell-unread')).toHaveCount(0);

      // Banco Horizonte (a sandbox institution) sends R$ 25,00 through the sandbox's door
      const sent = await page.request.post('/api/sandbox/pix/receive', {
        data: { chave: key, valor: 25, ispb: '90400001' },
      });
      expect(sent.status()).toBe(200);
      await page.reload();
      await expect(page.getByTestId('bell-unread')).toHaveText('1');
      await expect(page.getByTestId('bell')).toHaveAttribute('aria-label', 'Notificações, 1 não lidas');
      await shot(page, 'feed-bell-unread');
      await page.getByTestId('bell').click();
      const unread = page.getByTestId('notification-unread');
      await expect(unread).toHaveCount(1);
      await expect(unread).toContainText('Pix recebido: R$ 25,00');
      await shot(page, 'feed-notifications');
      // tapped, it is read and opens the Pix's receipt
      await unread.click();
      await expect(page).toHaveURL(/\/newTransactionHistory$/);
      await expect(page.getByTestId('receipt-amount')).toContainText('25,00');
      await page.goBack();
      await expect(page.getByTestId('home-greeting')).toBeVisible();
      await expect(page.getByTestId('bell-unread')).toHaveCount(0);
      await page.getByTestId('bell').click();
      await expect(page.getByTestId('notification-read').first()).toContainText('Pix recebido: R$ 25,00');
      await page.keyboard.press('Escape');

      // the bank sends a story whose link triggers its dialog: tapped, the dialog opens, and its action
      const story = await page.request.post('/api/sandbox/engage/notify', {
        data: { cpf: demo('paulo').cpf, storyid: 'dialog-pix-night', dialogTrigger: true },
      });
      expect(story.status()).toBe(200);
      await page.reload();
      await expect(page.getByTestId('bell-unread')).toHaveText('1');
      await page.getByTestId('bell').click();
      const note = page.getByTestId('notification-unread');
      await expect(note).toContainText('Pix à noite tem limite próprio');
      await note.click();
      const dialog = page.getByTestId('feed-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('data-story', 'dialog-pix-night');
      await expect(dialog).toContainText('R$ 1.000,00');
      await shot(page, 'feed-notification-dialog');
      await page.getByTestId('feed-dialog-open').click();
      await expect(page).toHaveURL(/\/pixLimits$/);
      await page.goBack();
      await expect(page.getByTestId('home-greeting')).toBeVisible();
      await expect(page.getByTestId('bell-unread')).toHaveCount(0);
      await expect(page.getByTestId('feed-dialog')).toHaveCount(0);

      // a notification link from the app shell, naming a reel, opens it
      await page.evaluate(() =>
        window.dispatchEvent(
          new CustomEvent('carteira:native', {
            detail: { type: 'deeplink', path: '/newWalletLaunch', state: { storyid: 'reel-boleto-hours' } },
          }),
        ),
      );
      await expect(page.getByTestId('reel-viewer')).toHaveAttribute('data-story', 'reel-boleto-hours');
      await page.context().close();
    });

    test('all services: each area opens its route', async ({ browser }) => {
      const page = await openAs(browser, 'paulo');
      await page.getByTestId('shortcut-all-services').click();
      await expect(page).toHaveURL(/\/allServices$/);
      await expect(page.getByRole('heading', { name: 'Todos os serviços' })).toBeVisible();
      await expect(page.getByTestId('service-fgtsHome')).not.toContainText('Em breve');
      await expect(page.getByTestId('service-pixLimits')).not.toContainText('Em breve');
      await shot(page, 'feed-all-services');
      await page.getByTestId('service-pixLimits').click();
      await expect(page).toHaveURL(/\/pixLimits$/);
      await page.goBack();
      await page.getByTestId('service-marketOptin').click();
      await expect(page).toHaveURL(/\/marketOptin$/);
      await page.context().close();
    });

    test('the bank turns rewards and the credit card off: all services and home leave them out and their calls are refused; on again, no restart', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'paulo');
      const flag = async (feature: string, rollout: string) => {
        const answer = await page.request.post('/api/sandbox/feature-flags', {
          data: { feature, rollout },
        });
        expect(answer.ok()).toBe(true);
      };
      await flag('gamification', 'off');
      await flag('creditCard', 'off');
      try {
        await page.goto('/allServices');
        await expect(page.getByTestId('service-pixLimits')).toBeVisible();
        await expect(page.getByTestId('service-rewards')).toHaveCount(0);
        await expect(page.getByTestId('service-creditCard')).toHaveCount(0);
        await page.goto('/newWalletLaunch');
        await expect(page.getByTestId('shortcut-pix')).toBeVisible();
        await expect(page.getByTestId('shortcut-credit-card')).toHaveCount(0);
        await page.goto('/rewards');
        await expect(page.getByTestId('rewards-load-failed').first()).toBeVisible({ timeout: 20_000 });
        // Nothing to press that the bank would refuse too: no retry, no programmes, no coupons.
        await expect(page.getByTestId('rewards-coupons')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Tentar de novo' })).toHaveCount(0);
        await shot(page, 'feed-rewards-flag-off');
      } finally {
        await flag('gamification', 'on');
        await flag('creditCard', 'on');
      }
      await page.goto('/newWalletLaunch');
      await expect(page.getByTestId('shortcut-credit-card')).toBeVisible();
      await page.goto('/allServices');
      await expect(page.getByTestId('service-creditCard')).toBeVisible();
      await expect(page.getByTestId('service-rewards')).toBeVisible();
      await page.getByTestId('service-rewards').click();
      await expect(page).toHaveURL(/\/rewards$/);
      await expect(page.getByTestId('rewards-snapshot')).toBeVisible();
      await expect(page.getByTestId('rewards-load-failed')).toHaveCount(0);
      await page.context().close();
    });

    test('Paulo chooses offers and push notifications in settings, and the choices stay', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'paulo', { permissions: ['notifications'] });
      await page.goto('/appSettings');
      await page.getByTestId('settings-market-optin').click();
      await expect(page).toHaveURL(/\/marketOptin$/);
      const status = page.getByTestId('optin-status');
      await expect(status).toHaveText('Você ainda não escolheu');
      await page.getByTestId('optin-in').click();
      await expect(status).toHaveText('Ativado');
      await expect(page.getByTestId('optin-history').locator('li')).toHaveCount(1);
      await shot(page, 'feed-market-optin');
      await page.reload();
      await expect(status).toHaveText('Ativado');
      await page.getByTestId('optin-out').click();
      await expect(status).toHaveText('Desativado');
      await expect(page.getByTestId('optin-history').locator('li')).toHaveCount(2);

      await page.goto('/appSettings');
      await page.getByTestId('settings-push-optin').click();
      await expect(page).toHaveURL(/\/pushOptin$/);
      await expect(status).toHaveText('Você ainda não escolheu');
      await page.getByTestId('optin-in').click();
      await expect(status).toHaveText('Ativado');
      // the yes waited for the browser's permission (pending), then was kept
      await expect(page.getByTestId('optin-history').locator('li')).toHaveCount(2);
      await expect(page.getByTestId('optin-history').locator('li').last()).toContainText(
        'Aguardando confirmação',
      );
      await shot(page, 'feed-push-optin');
      await page.reload();
      await expect(status).toHaveText('Ativado');
      await page.goto('/marketOptin');
      await expect(status).toHaveText('Desativado');
      await page.context().close();
    });

    test('in English: the feed, the bell and all services', async ({ browser }) => {
      const page = await openAs(browser, 'paulo', { locale: 'en' });
      await expect(page.getByTestId('feed-card-help')).toContainText('Questions? Help has answers');
      await expect(page.getByTestId('feed-card-recharge')).toHaveCount(0);
      await expect(page.getByTestId('bell')).toHaveAttribute('aria-label', 'Notifications');
      await page.getByTestId('bell').click();
      await expect(page.getByTestId('notification-read').first()).toContainText(
        'Pix at night has its own limit',
      );
      await expect(page.getByTestId('notification-read').nth(1)).toContainText('Pix received: R$ 25,00');
      await shot(page, 'feed-notifications-en');
      await page.keyboard.press('Escape');
      await page.getByTestId('reel-reel-pix-night').click();
      await expect(page.getByTestId('reel-slide')).toContainText('From 8 pm to 6 am, another limit');
      await page.goBack();
      await page.getByTestId('shortcut-all-services').click();
      await expect(page.getByRole('heading', { name: 'All services' })).toBeVisible();
      await expect(page.getByTestId('service-rewards')).toHaveText('Rewards');
      await expect(page.getByTestId('service-giftCard')).toHaveText('Gift card');
      await shot(page, 'feed-all-services-en');
      await page.context().close();
    });
  });
