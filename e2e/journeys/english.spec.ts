import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { login, shot } from '../support/demo.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * A phone set to English starts the app in English (cross-cutting.md section 7: strings per device
 * locale), and no page then shows a word that only the Portuguese messages use.
 */
test.use({ locale: 'en-US' });

const WEB_SRC = join(import.meta.dirname, '../../apps/web/src');

function messageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return messageFiles(path);
    const isCatalogue = /messages\.ts$/.test(name) || /\/messages\/[\w-]+\.ts$/.test(path);
    return isCatalogue && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const words = (text: string): string[] =>
  (text
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .match(/\p{L}{3,}/gu) ?? []) as string[];

/** Words of the pt-BR messages that no English message uses: seeing one on an English page is a miss. */
async function portugueseOnlyWords(): Promise<Set<string>> {
  const pt = new Set<string>();
  const en = new Set<string>();
  for (const file of messageFiles(WEB_SRC)) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const catalogue = value as { 'pt-BR'?: Record<string, string>; en?: Record<string, string> };
      if (!catalogue?.['pt-BR'] || !catalogue.en) continue;
      for (const text of Object.values(catalogue['pt-BR'])) for (const w of words(text)) pt.add(w);
      for (const text of Object.values(catalogue.en)) for (const w of words(text)) en.add(w);
    }
  }
  return new Set([...pt].filter((w) => !en.has(w)));
}

/** Known exceptions, each with its reason. */
const KNOWN: Readonly<Record<string, { words: readonly string[]; reason: string }>> = {
  // transactions are named by their type code in the app's words (issue 14 item 1); the people and
  // shops they were with keep their names
  '/pixTransactionHistory': {
    words: ['bom', 'preço', 'página', 'nova', 'dias'],
    reason: 'counterparties’ names',
  },
  '/newTransactionHistory': {
    words: [
      // the sandbox history's counterparties are named in Portuguese, as people and shops are
      'bom',
      'preço',
      'página',
      'nova',
      'dias',
      // the biller "Internet Fibra Rápida" and the operator Vivo (outside-world.ts, history.ts)
      'rápida',
      'vivo',
    ],
    reason: 'counterparties’ names',
  },
};

async function portugueseOn(page: Page, path: string, ptOnly: Set<string>): Promise<string[]> {
  // an e-mail address or a web address is data, not language ("…@example.com")
  const text = (await page.locator('body').innerText()).replace(/\S+@\S+|\S+\.(com|example|br)\b\S*/g, ' ');
  const allowed = new Set(KNOWN[path]?.words ?? []);
  const misses = [...new Set(words(text))].filter((w) => ptOnly.has(w) && !allowed.has(w));
  // each miss with the line it stands in, so a failure says where to look
  const lines = text.split('\n');
  return misses.map(
    (w) =>
      `${w}: ${lines
        .find((line) => words(line).includes(w))
        ?.trim()
        .slice(0, 80)}`,
  );
}

test('a browser in English starts the app in English, and its pages hold no Portuguese word', async ({
  page,
}) => {
  const ptOnly = await portugueseOnlyWords();
  expect(ptOnly.size).toBeGreaterThan(100);
  expect(ptOnly.has('senha')).toBe(true);

  const found: Record<string, string[]> = {};
  const visit = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    const misses = await portugueseOn(page, path, ptOnly);
    if (misses.length > 0) found[path] = misses;
  };

  await visit('/newLogin', async () => {
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
  await shot(page, 'english-login');
  await login(page, 'carla');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await shot(page, 'english-home');

  // Each page is a fresh load: the tab's sealed session is opened again every time.
  const pages: Array<[string, string]> = [
    ['/newWalletLaunch', 'home-greeting'],
    ['/myAccount', 'account-agency'],
    ['/contacts', 'contacts'],
    ['/newTransactionHistory', 'history-bucket'],
    ['/pixTransactionHistory', 'pix-history-item'],
    ['/financing', 'financing-contracts'],
    ['/cellularRecharge', 'recharge-number-submit'],
    ['/salaryPortability', 'portability-info'],
    ['/boleto', 'option-pay'],
    ['/generateBoleto', 'deposit-amount'],
    ['/fgtsHome', 'fgts-home'],
    ['/allServices', 'service-rewards'],
    ['/rewards', 'reward-program'],
    ['/locationConsent', 'location-done'],
  ];
  for (const [path, testId] of pages) {
    await visit(path, async () => {
      await expect(page.getByTestId(testId).first()).toBeVisible();
    });
  }
  await shot(page, 'english-location-consent');

  // A receipt names its operation by code too: a Pix sent, in English.
  await page.goto('/pixTransactionHistory');
  await page.locator('[data-testid="pix-history-item"][data-direction="out"]').first().click();
  await expect(page.getByTestId('pix-receipt-operation')).toHaveText(
    /^(Pix by|Pix sent|Scheduled Pix|Pix return)/,
  );
  const misses = await portugueseOn(page, '/pixTransactionHistory', ptOnly);
  if (misses.length > 0) found['/pixTransactionHistory receipt'] = misses;
  expect(found).toEqual({});
});
