import { expect, type Page } from '@playwright/test';
import { type DemoKey, login } from './demo.ts';
import { FinancingApi, requestCredit, startedContracting } from './financing-api.ts';

/**
 * Contract statuses set up through the financing service's API, the sandbox's Pix door and the
 * bank's clock (apps/server/src/sandbox/README.md), for the journeys that leave and come back.
 */

/** The credit application with R$ 7.777,00 declared: the bureau's slow case, 25 s of analysis. */
export async function slowCreditAnalysis(api: FinancingApi, who: DemoKey, key: string): Promise<void> {
  await requestCredit(api, who, key, 7777);
  expect(await api.status(key)).toBe('PROCESSANDO_ANALISE_CREDITO');
}

/** A new contracting whose credit is approved (salary as income, ASSALARIADO): AGUARDANDO_GERACAO_PROPOSTA. */
export async function creditApproved(api: FinancingApi, who: DemoKey): Promise<string> {
  const key = await startedContracting(api, who);
  await requestCredit(api, who, key);
  await expect.poll(() => api.status(key), { timeout: 15_000 }).toBe('AGUARDANDO_GERACAO_PROPOSTA');
  return key;
}

/** Three selfies the identity provider finds not alive: the contracting is denied (CONTRATACAO_NEGADA). */
export async function deniedBySelfies(api: FinancingApi, key: string): Promise<void> {
  const notAlive = Buffer.concat([Buffer.from('SANDBOX-NOT-ALIVE'), Buffer.alloc(4096, 1)]).toString(
    'base64',
  );
  for (let i = 0; i < 3; i++) {
    const answer = await api.ok('POST', `/onboarding-v3/submit-selfie/${key}`, { file: notAlive });
    expect(answer.isAlive).toBe(false);
  }
  expect(await api.status(key)).toBe('CONTRATACAO_NEGADA');
}

/** The bank's clock set to an instant (ISO 8601), or back on its base clock (null). */
export async function setBankClock(page: Page, agora: string | null): Promise<string> {
  const answer =
    agora === null
      ? await page.request.delete('/api/sandbox/clock')
      : await page.request.post('/api/sandbox/clock', { data: { agora } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).result.agora;
}

/** The bank's now. */
export async function bankNow(page: Page): Promise<Date> {
  const answer = await page.request.get('/api/sandbox/clock');
  expect(answer.status()).toBe(200);
  return new Date((await answer.json()).result.agora);
}

/**
 * The down payment's Pix code paid by another institution through the sandbox's door; the next read
 * of the contracting settles it (AGUARDANDO_FATURAMENTO, the store's billing starting at that read).
 */
export async function downPaymentPaidByPix(page: Page, api: FinancingApi, key: string): Promise<string> {
  const { qrCode } = await api.ok('GET', `/downpayment/${key}/pix-payment`);
  const paid = await page.request.post('/api/sandbox/pix/receive', { data: { qrCode, ispb: '90400001' } });
  expect(paid.status(), await paid.text()).toBe(200);
  return api.status(key);
}

/**
 * Paid an hour ahead on the bank's clock, then the clock put back: the store's billing (5 s a step)
 * is an hour away, so the contracting stays AGUARDANDO_FATURAMENTO while the customer comes back.
 * With `processing`, the clock goes 6 s past the payment first: PROCESSANDO_FATURAMENTO, which stays.
 */
export async function paidAwaitingBilling(
  page: Page,
  key: string,
  options: { processing?: boolean } = {},
): Promise<void> {
  const ahead = new Date((await bankNow(page)).getTime() + 3_600_000).toISOString();
  await setBankClock(page, ahead);
  try {
    // the service login is dated by the bank's clock: a new one for the hour ahead
    const api = await FinancingApi.of(page);
    expect(await downPaymentPaidByPix(page, api, key)).toBe('AGUARDANDO_FATURAMENTO');
    if (options.processing) {
      const paidAt = await bankNow(page);
      await setBankClock(page, new Date(paidAt.getTime() + 6_000).toISOString());
      expect(await api.status(key)).toBe('PROCESSANDO_FATURAMENTO');
    }
  } finally {
    await setBankClock(page, null);
  }
}

/**
 * The customer leaves: logs out from home, logs in again and opens the financing entry point, which
 * reads the contract status and resumes.
 */
export async function leaveAndComeBack(page: Page, who: DemoKey): Promise<void> {
  await page.goto('/newWalletLaunch');
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/newLogin/);
  await login(page, who);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.goto('/financingCreditSimulation');
}
