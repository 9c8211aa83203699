import { login } from '../support/demo.ts';
import { sealedBankToken } from '../support/session-token.ts';
import { expect, test } from '../support/test.ts';

test('the product backend’s calls carry its session token, a forged one is refused, and the data sync runs', async ({
  page,
}) => {
  // At start the app asks getToken with a browser's fixed test values: a token for 24 hours.
  const tokenAnswer = page.waitForResponse((response) => response.url().endsWith('/api/product/getToken'));
  await page.goto('/newLogin');
  const issued = (await (await tokenAnswer).json()) as { token: string; expiresAfter: number };
  expect(issued.token).toMatch(/^[\w-]{43}$/);

  // After the login, the product calls (the feature flags here) carry it.
  const flagsCall = page.waitForRequest((request) => request.url().endsWith('/api/product/features'));
  const needed = page.waitForResponse((response) =>
    response.url().endsWith('/api/product/getDataSyncProperties/browser'),
  );
  await login(page, 'carla');
  expect((await flagsCall).headers()['x-session-token']).toBe(issued.token);

  // A token the backend never issued is refused, whoever's bank session goes with it.
  const bearer = await sealedBankToken(page);
  const forged = await page.request.get('/api/product/features', {
    headers: {
      authorization: `Bearer ${bearer}`,
      'x-session-token': 'forged-forged-forged-forged-forged-forged-1',
    },
  });
  expect(forged.status()).toBe(401);
  expect(await forged.json()).toMatchObject({ reason: 'invalidSessionToken' });

  // The data sync: a browser is asked for its Pix key counts only, and the backend keeps this week's.
  expect((await (await needed).json()).neededDataProperties).toEqual(['GET_PIX_KEY_METRICS']);
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/product/getDataSyncProperties/browser', {
        headers: { authorization: `Bearer ${bearer}` },
      });
      return (await answer.json()).lastSyncAt;
    })
    .not.toBeNull();
});
