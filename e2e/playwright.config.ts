import { defineConfig } from '@playwright/test';
import { SANDBOX_DEVICE } from '../apps/server/src/sandbox/customers.ts';
import { chromiumPath } from './support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 18080);

/**
 * Every browser of the journeys is the sandbox's trusted device (apps/server/src/sandbox/README.md):
 * its localStorage holds the device id the seed trusts for every demo customer, on the journeys'
 * server and on the servers of their own that some journeys start (50, 60, 61 and 62 above). A journey
 * that wants a new device opens a context with `storageState: undefined` (devices.spec.ts).
 */
const trustedDevice = {
  cookies: [],
  origins: [port, port + 50, port + 60, port + 61, port + 62].map((p) => ({
    origin: `http://localhost:${p}`,
    localStorage: [{ name: 'carteira.deviceId', value: SANDBOX_DEVICE.id }],
  })),
};

export default defineConfig({
  testDir: './journeys',
  outputDir: './output/test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    storageState: trustedDevice,
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The offline shell's service worker is tried by its own journey (offline-shell.spec.ts); the others
    // see the network as a first visit does, so their page.route() catches what the app fetches.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
