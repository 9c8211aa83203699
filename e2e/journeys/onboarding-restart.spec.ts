import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newContext } from '../support/bank-clock.ts';
import { shot } from '../support/demo.ts';
import { applicant, fromSelfieToAccount, sendDocument, toPassword } from '../support/onboarding.ts';
import { startServer } from '../support/server-process.ts';
import { expect, test } from '../support/test.ts';

// A server of this journey's own, on its own database folder, so that it can be stopped and started
// again in the middle of an opening without touching the server every other journey uses.
const port = Number(process.env.E2E_PORT ?? 18080) + 50;
const baseURL = `http://localhost:${port}`;

test('leaving at the documents step, the server restarts, and later the opening resumes there', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'carteira-e2e-restart-'));
  let server = await startServer(port, dataDir);
  try {
    const request = await playwright.request.newContext({ baseURL });
    const first = await (await newContext(browser, { baseURL })).newPage();
    const a = applicant('412300091');
    await toPassword(first, request, a);
    await first.context().close();

    // A restart: what the opening had saved is in the database, not in the server's memory.
    await server.stop('SIGTERM');
    server = await startServer(port, dataDir);

    // The customer comes back later, in a new browser.
    const later = await (await newContext(browser, { baseURL })).newPage();
    await later.goto('/userIdCreation');
    await later.getByTestId('onboarding-resume-link').click();
    await later.getByTestId('resume-cpf').fill(a.cpf);
    await later.getByTestId('resume-password').fill(a.senha);
    await later.getByTestId('resume-submit').click();
    await expect(later.getByTestId('onboarding')).toHaveAttribute('data-step', 'document');
    await shot(later, 'onboarding-resumed-after-restart');
    await sendDocument(later);
    await fromSelfieToAccount(later, request, a);
    await expect(later.getByTestId('onboarding-done')).toContainText('Agência 0001');
    await later.context().close();
    await request.dispose();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
