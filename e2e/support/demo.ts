import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_CUSTOMERS } from '../../apps/server/src/sandbox/customers.ts';
import { newContext } from './bank-clock.ts';
import { pageBankToken, sealedBankToken } from './session-token.ts';

export type DemoKey =
  | 'ana'
  | 'bruno'
  | 'carla'
  | 'daniel'
  | 'elisa'
  | 'fabio'
  | 'gabriela'
  | 'heitor'
  | 'iara'
  | 'otavio'
  | 'renato'
  | 'nadia'
  | 'kleber'
  | 'lara'
  | 'mateus'
  | 'joana'
  | 'paulo'
  | 'helio'
  | 'irene'
  | 'jonas'
  | 'luiza'
  | 'murilo'
  | 'paula'
  | 'sofia'
  | 'tiago';

/** The sandbox's demo customers, as the server seeds them. */
export function demo(key: DemoKey) {
  const c = DEMO_CUSTOMERS.find((d) => d.key === key);
  if (!c) throw new Error(`no demo customer ${key}`);
  return c;
}

export async function login(page: Page, key: DemoKey): Promise<void> {
  const c = demo(key);
  if (!page.url().includes('/newLogin')) await page.goto('/newLogin');
  await page.getByTestId('login-cpf').fill(c.cpf);
  await page.getByTestId('login-password').fill(c.senha);
  await page.getByTestId('login-submit').click();
  // The app seals the session at rest asynchronously after a login: a journey that reloads next
  // (page.goto) must find it there. A refused login shows its error instead.
  await expect
    .poll(async () => {
      if (await page.getByTestId('login-error').isVisible()) return true;
      return (await pageBankToken(page).catch(() => undefined)) !== undefined;
    })
    .toBe(true);
}

/**
 * A new browser context logged in as the customer, on home. The language is set for the first page
 * load only, so a language chosen later in the test stays. The browser's clock follows the bank's;
 * `clock` installs Playwright's clock (on the bank's base time) even on the machine's date;
 * `baseURL` opens it on a journey's own server (one that moves its clock far ahead, say).
 */
export async function openAs(
  browser: Browser,
  key: DemoKey,
  options: { locale?: 'pt-BR' | 'en'; clock?: boolean; permissions?: string[]; baseURL?: string } = {},
): Promise<Page> {
  const context = await newContext(
    browser,
    {
      ...(options.permissions ? { permissions: options.permissions } : {}),
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    },
    options.clock ?? false,
  );
  await context.addInitScript((l) => {
    if (!localStorage.getItem('carteira.locale')) localStorage.setItem('carteira.locale', l);
  }, options.locale ?? 'pt-BR');
  const page = await context.newPage();
  await login(page, key);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  // a journey may reload next (page.goto): the session must be sealed at rest first
  await sealedBankToken(page);
  return page;
}

/** The balance shown on home, in centavos. */
export async function homeBalance(page: Page): Promise<number> {
  const value = page.getByTestId('balance-value');
  await expect(value).toHaveAttribute('data-state', 'ok');
  const text = (await value.textContent()) ?? '';
  const digits = text.replace(/[^\d-]/g, '');
  return Number(digits);
}

export async function typePin(page: Page, pin: string): Promise<void> {
  await page.getByTestId('pin-digit-1').click();
  await page.keyboard.type(pin);
  await page.getByTestId('pin-submit').click();
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    animations: 'disabled',
    path: `${import.meta.dirname}/../output/screens/${name}.png`,
  });
}
