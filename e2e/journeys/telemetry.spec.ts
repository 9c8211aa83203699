import { login } from '../support/demo.ts';
import { expect, type Page, test } from '../support/test.ts';

/** The metrics the app posts (a plain browser's bridge sends them to the product backend), with their answers. */
function metricsPosted(page: Page) {
  const answers: Array<{ eventType: string; status: number }> = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/api/product/metrics')) return;
    const body = request.postDataJSON() as { eventType?: string };
    answers.push({ eventType: body.eventType ?? '', status: response.status() });
  });
  return answers;
}

test('the bank calls and the pages left reach the product backend as metrics, and are stored', async ({
  page,
}) => {
  const answers = metricsPosted(page);
  await login(page, 'carla');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await page.getByTestId('shortcut-my-account').click();
  await expect(page.getByTestId('account-agency')).toBeVisible();
  await expect
    .poll(() => answers.filter((a) => a.eventType === 'page_view').length)
    .toBeGreaterThanOrEqual(1);
  await expect.poll(() => answers.filter((a) => a.eventType === 'api_call').length).toBeGreaterThanOrEqual(1);
  // every one accepted (202): the server's closed field lists match what the app sends
  expect(answers.filter((a) => a.status !== 202)).toEqual([]);
});
