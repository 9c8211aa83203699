import { test as base } from '@playwright/test';
import { followBankClock } from './bank-clock.ts';

/**
 * Playwright's test, with the `context` (and so the `page`) of every journey on the bank's clock:
 * a server started at another date (`BANK_CLOCK_AT`) has the browser on that date too.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await followBankClock(context);
    await use(context);
  },
});

export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';
