import type { Page } from '@playwright/test';
import { openAs, shot } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

/** How many home visits this device saw the story in (the local 'states' store, any account). */
const servedHere = (page: Page, storyId: string) =>
  page.evaluate((id) => {
    const all = JSON.parse(localStorage.getItem('states') ?? '{}') as Record<
      string,
      Record<string, { served: number }>
    >;
    return Math.max(0, ...Object.values(all).map((mine) => mine[id]?.served ?? 0));
  }, storyId);

/**
 * Ana (demo 1000001) on home: the banners in their carousel open their screen; a card half in view is
 * served on the device; the interest card (offers consent, ec_optin) shows in 3 visits and then no more,
 * while the others stay. The same home in English.
 */
test.describe
  .serial("The feed's states on the device", () => {
    test('Ana meets the offers card in 3 visits, then no more; the banner opens its screen', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'ana');
      const carousel = page.getByTestId('feed-carousel');
      await expect(carousel.getByTestId('feed-banner-pix-limits')).toContainText('Seus limites de Pix');
      await carousel.scrollIntoViewIfNeeded();
      await shot(page, 'feed-states-carousel');

      const interest = page.getByTestId('feed-card-market-optin');
      for (let visit = 1; visit <= 3; visit += 1) {
        if (visit > 1) {
          await page.reload();
          await expect(page.getByTestId('home-greeting')).toBeVisible();
        }
        await expect(interest).toContainText('Quer receber nossas ofertas?');
        await interest.scrollIntoViewIfNeeded();
        await expect.poll(() => servedHere(page, 'card-market-optin')).toBe(visit);
      }
      await shot(page, 'feed-states-interest-card');

      await page.reload();
      await expect(page.getByTestId('feed-card-help')).toBeVisible();
      await expect(interest).toHaveCount(0);
      // a card scrolled into view is served once a visit, whatever it is
      await page.getByTestId('feed-card-help').scrollIntoViewIfNeeded();
      await expect.poll(() => servedHere(page, 'card-help')).toBeGreaterThanOrEqual(1);

      await page.getByTestId('feed-banner-pix-limits-open').click();
      await expect(page).toHaveURL(/\/pixLimits$/);
      await page.context().close();
    });

    test('in English: the carousel and the cards, the offers card new to this device', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'ana', { locale: 'en' });
      await expect(page.getByTestId('feed-banner-pix-limits')).toContainText('Your Pix limits, your way');
      await expect(page.getByTestId('feed-card-market-optin')).toContainText('Would you like our offers?');
      await page.getByTestId('feed-carousel').scrollIntoViewIfNeeded();
      await shot(page, 'feed-states-carousel-en');
      await page.context().close();
    });
  });
