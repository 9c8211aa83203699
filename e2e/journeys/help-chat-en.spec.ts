import { readFileSync } from 'node:fs';
import { openAs, shot } from '../support/demo.ts';
import { pageBankToken } from '../support/session-token.ts';
import { expect, test } from '../support/test.ts';

/**
 * In English: Bruno finds when a TED is sent in help, opens a ticket from help with a photo, reads the
 * bank's reply (sent through the sandbox's door), and rates the closed ticket; Carla reads none of it
 * (40460). The Portuguese journeys, from a failed boleto's error screen, are help-chat.spec.ts.
 */
test('in English, Bruno finds an answer in help, opens a ticket with a photo, reads the reply and rates it; Carla reads none of it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await openAs(browser, 'bruno', { locale: 'en' });
  await page.goto('/helpPage');
  await expect(page.getByRole('heading', { name: 'Help' })).toBeVisible();
  await page.getByTestId('help-search').fill('TED');
  await page.getByText('When is a TED sent?').click();
  await expect(page.getByText(/from 6:30 am to 5 pm/)).toBeVisible();
  await shot(page, 'help-search-en');

  await page.getByTestId('help-search').fill('');
  await page.getByTestId('help-open-ticket').click();
  await expect(page).toHaveURL(/\/chat$/);
  await page.getByTestId('chat-subject').fill('My TED did not arrive');
  await page
    .getByTestId('chat-message')
    .fill('I sent a TED this morning and it has not arrived. Photo attached.');
  await page.getByTestId('chat-photo').setInputFiles({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(`${import.meta.dirname}/../support/photo-document.jpg`),
  });
  await expect(page.getByTestId('chat-photo-name')).toContainText('receipt.jpg');
  await shot(page, 'help-chat-new-ticket-en');
  await page.getByTestId('chat-send').click();

  const thread = page.getByTestId('ticket-thread');
  await expect(thread).toHaveAttribute('data-status', 'ABERTO');
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for an answer');
  const ticketId = (await thread.getAttribute('data-ticket-id')) ?? '';
  const image = page.getByTestId('chat-image');
  await expect(image).toBeVisible();
  const fileId = (await image.getAttribute('data-file-id')) ?? '';

  const reply = await request.post('/api/sandbox/chat/answer', {
    data: { ticketId, mensagem: 'Hello, Bruno! Your TED arrived at 11:02. Nothing else to do.' },
  });
  expect(reply.ok()).toBe(true);
  await expect(page.locator('[data-author="BANCO"]')).toContainText('arrived at 11:02', { timeout: 15_000 });
  await expect(page.getByTestId('ticket-status')).toHaveText('Answered');
  await shot(page, 'help-chat-reply-en');
  expect((await request.post('/api/sandbox/chat/answer', { data: { ticketId, encerrar: true } })).ok()).toBe(
    true,
  );
  await page.reload();
  await page.getByTestId('chat-rating-4').click();
  await page.getByTestId('chat-rating-send').click();
  await expect(page.getByTestId('chat-rated')).toContainText('4 of 5');
  await shot(page, 'help-chat-rated-en');

  const carla = await openAs(browser, 'carla', { locale: 'en' });
  const headers = { authorization: `Bearer ${await pageBankToken(carla)}` };
  const comments = await request.post('/api/product/chat/ticketComments', { headers, data: { ticketId } });
  expect([comments.status(), (await comments.json()).code]).toEqual([404, 40460]);
  const photo = await request.get(`/api/product/chat/file?id=${fileId}`, { headers });
  expect([photo.status(), (await photo.json()).code]).toEqual([404, 40460]);
  await carla.context().close();
  await page.context().close();
});
