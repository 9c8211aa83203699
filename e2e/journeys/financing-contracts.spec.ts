import { openAs, shot } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

/**
 * /financing without contracts. A contract's card and its instalments are checked in
 * financing-terms.spec.ts, right after the down payment that creates them.
 */
test.describe('Financing contracts', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    test(`a customer without financing is offered to finance a phone (${locale})`, async ({ browser }) => {
      const page = await openAs(browser, 'carla', { locale });
      await page.getByTestId('shortcut-financing').click();
      await expect(page).toHaveURL(/\/financing$/);
      await expect(page.getByTestId('contracts-empty')).toBeVisible();
      await expect(page.getByTestId('contracts-empty')).toContainText(
        locale === 'en' ? 'You have no financing yet' : 'Você ainda não tem financiamentos',
      );
      await shot(page, `financing-contracts-empty${locale === 'en' ? '-en' : ''}`);
      await page.getByTestId('contracts-finance-phone').click();
      await expect(page).toHaveURL(/\/financingCreditSimulation$/);

      await page.goto('/seeInstallments');
      await expect(page).toHaveURL(/\/financing$/);
    });
  }
});
