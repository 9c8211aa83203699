import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { login, shot } from '../support/demo.ts';
import { expect, type Page, test } from '../support/test.ts';

test.use({ serviceWorkers: 'allow' });

/** The offline shell's cache, once its worker controls the page: its name and the paths it holds. */
async function shellCache(page: Page): Promise<{ names: string[]; paths: string[] }> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('carteira-shell-'));
    const cache = names[0] ? await caches.open(names[0]) : null;
    const paths = cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
    return { names, paths };
  });
}

test('the app installs its offline shell, paints offline from it, and never keeps a bank answer', async ({
  page,
  context,
}) => {
  await page.goto('/newLogin');
  await expect(page.getByTestId('login-cpf')).toBeVisible();
  const first = await shellCache(page);
  expect(first.names).toHaveLength(1);
  expect(first.paths).toContain('/index.html');
  expect(first.paths).toContain('/manifest.webmanifest');
  expect(first.paths.some((path) => path.startsWith('/assets/feature-pix-'))).toBe(true);

  // The browser can install it: the manifest and the worker satisfy Chromium's own check.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // (a Playwright context is incognito, where Chromium installs nothing: the one error allowed here)
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  await cdp.detach();

  // A customer's session: its bank calls go to the network, never into the shell's cache.
  await login(page, 'carla');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  const after = await shellCache(page);
  expect(after.names).toEqual(first.names);
  expect(after.paths.filter((path) => /^\/(api|v1|health)\//.test(path))).toEqual([]);
  expect(after.paths.sort()).toEqual(first.paths.sort());

  // Offline, the app comes back from the shell and says there is no connection.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('no-internet-page')).toBeVisible();
  await shot(page, 'offline-shell-reload');
  await page.getByTestId('no-internet-retry').click();
  await expect(page.getByTestId('snackbar')).toHaveText('Verifique sua conexão e tente de novo');

  // Online again, the page carries on where it was.
  await context.setOffline(false);
  await expect(page.getByTestId('no-internet-page')).toBeHidden();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
});

/** The served build's worker (the server reads the web app's files from disk, as after a deploy). */
const DIST = join(import.meta.dirname, '../../apps/web/dist');
const WORKER_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'];

/** Serves the next build's worker: the same files under a new build id, as a deploy would. */
function deployNextWorker(): () => void {
  const saved = new Map(WORKER_FILES.map((name) => [name, readFileSync(join(DIST, name))]));
  const source = String(saved.get('sw.js')).replace(/const BUILD_ID = '(\w+)'/, "const BUILD_ID = '$1-next'");
  writeFileSync(join(DIST, 'sw.js'), source);
  writeFileSync(join(DIST, 'sw.js.br'), brotliCompressSync(source));
  writeFileSync(join(DIST, 'sw.js.gz'), gzipSync(source));
  return () => {
    for (const [name, bytes] of saved) writeFileSync(join(DIST, name), bytes);
  };
}

test('a new build installs beside the running one, and takes over when the customer reloads', async ({
  page,
}) => {
  await page.goto('/newLogin');
  const before = await shellCache(page);
  const restore = deployNextWorker();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByTestId('update-notice')).toBeVisible();
    await shot(page, 'offline-shell-update');
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('update-reload').click();
    await reloaded;
    await expect(page.getByTestId('login-cpf')).toBeVisible();
    const after = await shellCache(page);
    // the new build's cache, filled again from the server; the previous one dropped
    expect(after.names).toEqual([`${before.names[0]}-next`]);
    expect(after.paths.sort()).toEqual(before.paths.sort());
  } finally {
    restore();
  }
});
